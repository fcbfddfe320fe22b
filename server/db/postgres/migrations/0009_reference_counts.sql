-- The delete guards' counts (server/db/postgres/repos/references.ts): each is one count over an
-- index; these references had none (an employee's department and designation, a product's unit
-- and category, a subcategory's parent, a document's author).
CREATE INDEX employees_department_idx ON employees (department_id);
CREATE INDEX employees_designation_idx ON employees (designation_id);
CREATE INDEX products_unit_idx ON products (unit_id);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX categories_parent_idx ON categories (parent_category);
CREATE INDEX documents_created_by_idx ON documents (created_by);

-- Master data as the API writes it (server/master/generic-routes.ts): every create and update
-- stamps updated_at, and a product's category is optional (server/master/descriptors.ts).
ALTER TABLE professions ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE departments ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE designations ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE information_sources ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE campaigns ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE exhibitions ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE industries ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE lead_stages ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE competitors ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE companies ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE countries ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE divisions ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE districts ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE thanas ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE zones ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE units ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE categories ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE products ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE document_categories ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE influencing_roles ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE products ALTER COLUMN category_id DROP NOT NULL;

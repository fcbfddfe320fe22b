-- Issue 28, writes: a name's unique index decides a create (server/db/postgres/table-repository.ts
-- insertUnique), so it is built on the key the form checks compare with: crms_text_key (0012),
-- the embedded store's textKey. On lower(name) the checks (crms_text_key(name) = ...) could not
-- use the index at all, and it let " Dhaka" beside "dhaka", which the checks call the same name.
-- A database that holds two such names (only by a hand edit: the API refuses them on both
-- stores) stops here on the duplicate; rename one and migrate again.
DROP INDEX professions_name_key;
CREATE UNIQUE INDEX professions_name_key ON professions USING btree (crms_text_key(name));
DROP INDEX departments_name_key;
CREATE UNIQUE INDEX departments_name_key ON departments USING btree (crms_text_key(name));
DROP INDEX designations_name_key;
CREATE UNIQUE INDEX designations_name_key ON designations USING btree (crms_text_key(name));
DROP INDEX information_sources_name_key;
CREATE UNIQUE INDEX information_sources_name_key ON information_sources USING btree (crms_text_key(name));
DROP INDEX campaigns_name_key;
CREATE UNIQUE INDEX campaigns_name_key ON campaigns USING btree (crms_text_key(name));
DROP INDEX exhibitions_name_key;
CREATE UNIQUE INDEX exhibitions_name_key ON exhibitions USING btree (crms_text_key(name));
DROP INDEX industries_type_key;
CREATE UNIQUE INDEX industries_type_key ON industries USING btree (crms_text_key(type));
DROP INDEX lead_stages_lead_stage_key;
CREATE UNIQUE INDEX lead_stages_lead_stage_key ON lead_stages USING btree (crms_text_key(lead_stage));
DROP INDEX competitors_name_key;
CREATE UNIQUE INDEX competitors_name_key ON competitors USING btree (crms_text_key(name));
DROP INDEX companies_name_key;
CREATE UNIQUE INDEX companies_name_key ON companies USING btree (crms_text_key(name));
DROP INDEX countries_name_key;
CREATE UNIQUE INDEX countries_name_key ON countries USING btree (crms_text_key(name));
DROP INDEX units_name_key;
CREATE UNIQUE INDEX units_name_key ON units USING btree (crms_text_key(name));
DROP INDEX categories_name_key;
CREATE UNIQUE INDEX categories_name_key ON categories USING btree (crms_text_key(name));
DROP INDEX products_name_key;
CREATE UNIQUE INDEX products_name_key ON products USING btree (crms_text_key(name));
DROP INDEX document_categories_name_key;
CREATE UNIQUE INDEX document_categories_name_key ON document_categories USING btree (crms_text_key(name));
DROP INDEX influencing_roles_name_key;
CREATE UNIQUE INDEX influencing_roles_name_key ON influencing_roles USING btree (crms_text_key(name));
-- Roles and accounts are checked the same way (withSameText: a role's name, a user's email).
DROP INDEX roles_name_key;
CREATE UNIQUE INDEX roles_name_key ON roles USING btree (crms_text_key(name));
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_email_key ON users USING btree (crms_text_key(email));

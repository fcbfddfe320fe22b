-- The first schema of the PostgreSQL store (docs/storage.md "PostgreSQL"). One table per collection
-- of the embedded store, child tables for the arrays that are queried, jsonb for nested parts that
-- nothing filters. Never edit a committed migration: add the next one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX users_email_key ON users USING btree (lower(email));

CREATE TABLE roles (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX roles_name_key ON roles USING btree (lower(name));

CREATE TABLE permissions (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  section_name text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (id),
  UNIQUE (name)
);

CREATE TABLE role_permissions (
  role_id bigint NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  permission_id bigint NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, "position"),
  UNIQUE (role_id, permission_id)
);
CREATE INDEX role_permissions_permission_idx ON role_permissions USING btree (permission_id);

CREATE TABLE departments (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  code text,
  short_name text,
  description text,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX departments_name_key ON departments USING btree (lower(name));

CREATE TABLE designations (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX designations_name_key ON designations USING btree (lower(name));

CREATE TABLE employees (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL,
  address text NOT NULL,
  parent_id bigint REFERENCES employees (id) ON DELETE RESTRICT,
  department_id bigint REFERENCES departments (id) ON DELETE RESTRICT,
  designation_id bigint REFERENCES designations (id) ON DELETE RESTRICT,
  role_id bigint REFERENCES roles (id) ON DELETE RESTRICT,
  profile_picture text,
  profile_picture_name text,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone,
  PRIMARY KEY (id),
  UNIQUE (user_id)
);
CREATE INDEX employees_parent_idx ON employees USING btree (parent_id);
CREATE INDEX employees_role_idx ON employees USING btree (role_id);
CREATE INDEX employees_profile_picture_idx ON employees USING btree (profile_picture);

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  token_hash text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamp with time zone NOT NULL,
  revoked_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL,
  PRIMARY KEY (id),
  UNIQUE (token_hash)
);
CREATE INDEX sessions_user_idx ON sessions USING btree (user_id);

CREATE TABLE password_resets (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  email text NOT NULL,
  otp_hash text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX password_resets_email_idx ON password_resets USING btree (lower(email), created_at DESC);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  at timestamp with time zone NOT NULL,
  action text NOT NULL,
  actor_id bigint,
  employee_id bigint,
  lead_id bigint NOT NULL,
  request_id bigint,
  permission_type text NOT NULL,
  expires_at timestamp with time zone,
  via text,
  PRIMARY KEY (id)
);
CREATE INDEX audit_log_at_idx ON audit_log USING btree (at DESC, id DESC);
CREATE INDEX audit_log_lead_idx ON audit_log USING btree (lead_id, at DESC);
CREATE INDEX audit_log_employee_idx ON audit_log USING btree (employee_id, at DESC);

CREATE TABLE idempotency_keys (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  scope text NOT NULL,
  user_id bigint NOT NULL,
  fingerprint text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamp with time zone NOT NULL,
  PRIMARY KEY (id),
  UNIQUE (scope)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys USING btree (created_at);

CREATE TABLE professions (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  description text,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX professions_name_key ON professions USING btree (lower(name));

CREATE TABLE information_sources (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  description text,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX information_sources_name_key ON information_sources USING btree (lower(name));

CREATE TABLE campaigns (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  description text,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX campaigns_name_key ON campaigns USING btree (lower(name));

CREATE TABLE exhibitions (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX exhibitions_name_key ON exhibitions USING btree (lower(name));

CREATE TABLE industries (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  type text NOT NULL,
  description text,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX industries_type_key ON industries USING btree (lower(type));

CREATE TABLE lead_stages (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  lead_stage text NOT NULL,
  color text NOT NULL,
  "order" integer NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX lead_stages_lead_stage_key ON lead_stages USING btree (lower(lead_stage));

CREATE TABLE competitors (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  remarks text NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX competitors_name_key ON competitors USING btree (lower(name));

CREATE TABLE companies (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  addresses jsonb NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX companies_name_key ON companies USING btree (lower(name));

CREATE TABLE countries (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX countries_name_key ON countries USING btree (lower(name));

CREATE TABLE divisions (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  country_id bigint NOT NULL REFERENCES countries (id) ON DELETE RESTRICT,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX divisions_country_id_idx ON divisions USING btree (country_id, lower(name));

CREATE TABLE districts (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  division_id bigint NOT NULL REFERENCES divisions (id) ON DELETE RESTRICT,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX districts_division_id_idx ON districts USING btree (division_id, lower(name));

CREATE TABLE thanas (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  district_id bigint NOT NULL REFERENCES districts (id) ON DELETE RESTRICT,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX thanas_district_id_idx ON thanas USING btree (district_id, lower(name));

CREATE TABLE zones (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  district_id bigint NOT NULL REFERENCES districts (id) ON DELETE RESTRICT,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX zones_district_id_idx ON zones USING btree (district_id, lower(name));

CREATE TABLE units (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX units_name_key ON units USING btree (lower(name));

CREATE TABLE categories (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  parent_category bigint REFERENCES categories (id) ON DELETE RESTRICT,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX categories_name_key ON categories USING btree (lower(name));

CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  unit_id bigint NOT NULL REFERENCES units (id) ON DELETE RESTRICT,
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  price numeric NOT NULL,
  description text,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX products_name_key ON products USING btree (lower(name));

CREATE TABLE document_categories (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX document_categories_name_key ON document_categories USING btree (lower(name));

CREATE TABLE influencing_roles (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  name text NOT NULL,
  created_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX influencing_roles_name_key ON influencing_roles USING btree (lower(name));

CREATE TABLE leads (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  organization_name text NOT NULL,
  organization_logo text,
  industry_id bigint REFERENCES industries (id) ON DELETE RESTRICT,
  information_source_id bigint REFERENCES information_sources (id) ON DELETE RESTRICT,
  phone text NOT NULL,
  address text NOT NULL,
  country_id bigint REFERENCES countries (id) ON DELETE RESTRICT,
  division_id bigint REFERENCES divisions (id) ON DELETE RESTRICT,
  district_id bigint REFERENCES districts (id) ON DELETE RESTRICT,
  zone_id bigint REFERENCES zones (id) ON DELETE RESTRICT,
  website_link text,
  social_networks jsonb NOT NULL,
  lead_priority text,
  lead_stage text,
  status text,
  is_disabled smallint NOT NULL,
  created_by bigint REFERENCES employees (id) ON DELETE RESTRICT,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone,
  search_text text NOT NULL,
  listed_search_text text NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX leads_newest_idx ON leads USING btree (created_at DESC, id DESC);
CREATE INDEX leads_stage_idx ON leads USING btree (lead_stage, created_at DESC, id DESC);
CREATE INDEX leads_created_by_idx ON leads USING btree (created_by, created_at DESC, id DESC);
CREATE INDEX leads_priority_idx ON leads USING btree (lead_priority);
CREATE INDEX leads_industry_idx ON leads USING btree (industry_id);
CREATE INDEX leads_information_source_idx ON leads USING btree (information_source_id);
CREATE INDEX leads_country_idx ON leads USING btree (country_id);
CREATE INDEX leads_division_idx ON leads USING btree (division_id);
CREATE INDEX leads_district_idx ON leads USING btree (district_id);
CREATE INDEX leads_zone_idx ON leads USING btree (zone_id);
CREATE INDEX leads_organization_name_idx ON leads USING btree (lower(organization_name));
CREATE INDEX leads_phone_idx ON leads USING btree (phone);
CREATE INDEX leads_search_trgm ON leads USING gin (search_text gin_trgm_ops);
CREATE INDEX leads_listed_search_trgm ON leads USING gin (listed_search_text gin_trgm_ops);

CREATE TABLE lead_exhibitions (
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  exhibition_id bigint REFERENCES exhibitions (id) ON DELETE RESTRICT,
  employee_id bigint REFERENCES employees (id) ON DELETE RESTRICT,
  additional_employee_id bigint REFERENCES employees (id) ON DELETE RESTRICT,
  PRIMARY KEY (lead_id, "position")
);
CREATE INDEX lead_exhibitions_exhibition_idx ON lead_exhibitions USING btree (exhibition_id);
CREATE INDEX lead_exhibitions_employee_idx ON lead_exhibitions USING btree (employee_id, exhibition_id);
CREATE INDEX lead_exhibitions_additional_employee_idx ON lead_exhibitions USING btree (additional_employee_id, exhibition_id);

CREATE TABLE lead_concern_persons (
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  name text NOT NULL,
  phones text[] NOT NULL,
  emails text[] NOT NULL,
  dob date,
  designation_id bigint REFERENCES designations (id) ON DELETE RESTRICT,
  designation_name text,
  role_id bigint REFERENCES influencing_roles (id) ON DELETE RESTRICT,
  role_name text,
  department_id bigint REFERENCES departments (id) ON DELETE RESTRICT,
  department_name text,
  gender text,
  attachment text,
  social_networks jsonb NOT NULL,
  PRIMARY KEY (lead_id, "position")
);
CREATE INDEX lead_concern_persons_name_trgm ON lead_concern_persons USING gin (lower(name) gin_trgm_ops);
CREATE INDEX lead_concern_persons_phones_idx ON lead_concern_persons USING gin (phones);
CREATE INDEX lead_concern_persons_emails_idx ON lead_concern_persons USING gin (emails);
CREATE INDEX lead_concern_persons_designation_idx ON lead_concern_persons USING btree (designation_id);
CREATE INDEX lead_concern_persons_role_idx ON lead_concern_persons USING btree (role_id);
CREATE INDEX lead_concern_persons_department_idx ON lead_concern_persons USING btree (department_id);

CREATE TABLE lead_activities (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  type text NOT NULL,
  key_account text NOT NULL,
  created_by bigint REFERENCES employees (id) ON DELETE RESTRICT,
  created_at timestamp with time zone NOT NULL,
  attachments jsonb,
  description text,
  log_type text,
  task_title text,
  task_description text,
  task_type text,
  start_date date,
  start_time text,
  due_date date,
  due_time text,
  priority text,
  reminders jsonb,
  sms_description text,
  note_description text,
  subject text,
  body text,
  sender_name text,
  to_mail text[],
  PRIMARY KEY (id)
);
CREATE INDEX lead_activities_lead_idx ON lead_activities USING btree (lead_id, created_at DESC, id DESC);
CREATE INDEX lead_activities_newest_idx ON lead_activities USING btree (created_at DESC, id DESC);
CREATE INDEX lead_activities_created_by_idx ON lead_activities USING btree (created_by, created_at DESC);
CREATE INDEX lead_activities_key_account_idx ON lead_activities USING btree (lead_id, created_at) WHERE (key_account = 'Y'::text);
CREATE INDEX lead_activities_attachments_idx ON lead_activities USING gin (attachments jsonb_path_ops);

CREATE TABLE activity_assignees (
  activity_id bigint NOT NULL REFERENCES lead_activities (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  employee_id bigint NOT NULL REFERENCES employees (id) ON DELETE RESTRICT,
  PRIMARY KEY (activity_id, "position")
);
CREATE INDEX activity_assignees_employee_idx ON activity_assignees USING btree (employee_id);

CREATE TABLE lead_access_requests (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  employee_id bigint NOT NULL REFERENCES employees (id) ON DELETE RESTRICT,
  permission_type text NOT NULL,
  status text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  acted_by bigint REFERENCES employees (id) ON DELETE SET NULL,
  acted_at timestamp with time zone,
  expires_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX lead_access_requests_lead_idx ON lead_access_requests USING btree (lead_id, employee_id);
CREATE INDEX lead_access_requests_employee_idx ON lead_access_requests USING btree (employee_id, created_at DESC);
CREATE INDEX lead_access_requests_pending_idx ON lead_access_requests USING btree (created_at DESC) WHERE (status = 'pending'::text);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  employee_id bigint NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  exhibition_id bigint REFERENCES exhibitions (id) ON DELETE SET NULL,
  assigned_type text NOT NULL,
  is_read smallint NOT NULL,
  created_at timestamp with time zone NOT NULL,
  activity_id bigint REFERENCES lead_activities (id) ON DELETE SET NULL,
  task_title text,
  reminder_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX notifications_employee_idx ON notifications USING btree (employee_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications USING btree (employee_id) WHERE (is_read = 0);
CREATE INDEX notifications_lead_idx ON notifications USING btree (lead_id);

CREATE TABLE task_reminders (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  activity_id bigint NOT NULL REFERENCES lead_activities (id) ON DELETE CASCADE,
  task_title text NOT NULL,
  due_at timestamp with time zone NOT NULL,
  fired_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX task_reminders_due_idx ON task_reminders USING btree (due_at) WHERE (fired_at IS NULL);
CREATE INDEX task_reminders_lead_idx ON task_reminders USING btree (lead_id);
CREATE INDEX task_reminders_activity_idx ON task_reminders USING btree (activity_id);

CREATE TABLE task_reminder_employees (
  task_reminder_id bigint NOT NULL REFERENCES task_reminders (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  employee_id bigint NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  PRIMARY KEY (task_reminder_id, "position")
);

CREATE TABLE prospects (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  organization_name text NOT NULL,
  industry_id bigint REFERENCES industries (id) ON DELETE RESTRICT,
  phone text NOT NULL,
  address text NOT NULL,
  website_link text,
  social_networks jsonb NOT NULL,
  created_by bigint REFERENCES employees (id) ON DELETE RESTRICT,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX prospects_newest_idx ON prospects USING btree (created_at DESC, id DESC);
CREATE INDEX prospects_industry_idx ON prospects USING btree (industry_id);
CREATE INDEX prospects_created_by_idx ON prospects USING btree (created_by);
CREATE INDEX prospects_organization_name_idx ON prospects USING btree (lower(organization_name));
CREATE INDEX prospects_organization_name_trgm ON prospects USING gin (lower(organization_name) gin_trgm_ops);

CREATE TABLE prospects_exhibitions (
  prospect_id bigint NOT NULL REFERENCES prospects (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  exhibition_id bigint NOT NULL REFERENCES exhibitions (id) ON DELETE RESTRICT,
  PRIMARY KEY (prospect_id, "position")
);
CREATE INDEX prospects_exhibitions_exhibition_idx ON prospects_exhibitions USING btree (exhibition_id);

CREATE TABLE prospects_concern_persons (
  prospect_id bigint NOT NULL REFERENCES prospects (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  name text NOT NULL,
  phones text[] NOT NULL,
  emails text[] NOT NULL,
  dob date,
  designation_id bigint REFERENCES designations (id) ON DELETE RESTRICT,
  designation_name text,
  role_id bigint REFERENCES influencing_roles (id) ON DELETE RESTRICT,
  role_name text,
  department_id bigint REFERENCES departments (id) ON DELETE RESTRICT,
  department_name text,
  gender text,
  attachment text,
  social_networks jsonb NOT NULL,
  PRIMARY KEY (prospect_id, "position")
);
CREATE INDEX prospects_concern_persons_name_trgm ON prospects_concern_persons USING gin (lower(name) gin_trgm_ops);
CREATE INDEX prospects_concern_persons_phones_idx ON prospects_concern_persons USING gin (phones);
CREATE INDEX prospects_concern_persons_emails_idx ON prospects_concern_persons USING gin (emails);
CREATE INDEX prospects_concern_persons_designation_idx ON prospects_concern_persons USING btree (designation_id);
CREATE INDEX prospects_concern_persons_role_idx ON prospects_concern_persons USING btree (role_id);
CREATE INDEX prospects_concern_persons_department_idx ON prospects_concern_persons USING btree (department_id);

CREATE TABLE stakeholders (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  organization_name text NOT NULL,
  industry_id bigint REFERENCES industries (id) ON DELETE RESTRICT,
  phone text NOT NULL,
  address text NOT NULL,
  website_link text,
  social_networks jsonb NOT NULL,
  created_by bigint REFERENCES employees (id) ON DELETE RESTRICT,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX stakeholders_newest_idx ON stakeholders USING btree (created_at DESC, id DESC);
CREATE INDEX stakeholders_industry_idx ON stakeholders USING btree (industry_id);
CREATE INDEX stakeholders_created_by_idx ON stakeholders USING btree (created_by);
CREATE INDEX stakeholders_organization_name_idx ON stakeholders USING btree (lower(organization_name));
CREATE INDEX stakeholders_organization_name_trgm ON stakeholders USING gin (lower(organization_name) gin_trgm_ops);

CREATE TABLE stakeholders_exhibitions (
  stakeholder_id bigint NOT NULL REFERENCES stakeholders (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  exhibition_id bigint NOT NULL REFERENCES exhibitions (id) ON DELETE RESTRICT,
  PRIMARY KEY (stakeholder_id, "position")
);
CREATE INDEX stakeholders_exhibitions_exhibition_idx ON stakeholders_exhibitions USING btree (exhibition_id);

CREATE TABLE stakeholders_concern_persons (
  stakeholder_id bigint NOT NULL REFERENCES stakeholders (id) ON DELETE CASCADE,
  "position" smallint NOT NULL,
  name text NOT NULL,
  phones text[] NOT NULL,
  emails text[] NOT NULL,
  dob date,
  designation_id bigint REFERENCES designations (id) ON DELETE RESTRICT,
  designation_name text,
  role_id bigint REFERENCES influencing_roles (id) ON DELETE RESTRICT,
  role_name text,
  department_id bigint REFERENCES departments (id) ON DELETE RESTRICT,
  department_name text,
  gender text,
  attachment text,
  social_networks jsonb NOT NULL,
  PRIMARY KEY (stakeholder_id, "position")
);
CREATE INDEX stakeholders_concern_persons_name_trgm ON stakeholders_concern_persons USING gin (lower(name) gin_trgm_ops);
CREATE INDEX stakeholders_concern_persons_phones_idx ON stakeholders_concern_persons USING gin (phones);
CREATE INDEX stakeholders_concern_persons_emails_idx ON stakeholders_concern_persons USING gin (emails);
CREATE INDEX stakeholders_concern_persons_designation_idx ON stakeholders_concern_persons USING btree (designation_id);
CREATE INDEX stakeholders_concern_persons_role_idx ON stakeholders_concern_persons USING btree (role_id);
CREATE INDEX stakeholders_concern_persons_department_idx ON stakeholders_concern_persons USING btree (department_id);

CREATE TABLE documents (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  file_name text NOT NULL,
  category_id bigint REFERENCES document_categories (id) ON DELETE RESTRICT,
  exhibition_id bigint REFERENCES exhibitions (id) ON DELETE RESTRICT,
  files jsonb NOT NULL,
  created_by bigint REFERENCES employees (id) ON DELETE RESTRICT,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX documents_newest_idx ON documents USING btree (created_at DESC, id DESC);
CREATE INDEX documents_category_idx ON documents USING btree (category_id);
CREATE INDEX documents_exhibition_idx ON documents USING btree (exhibition_id);
CREATE INDEX documents_files_idx ON documents USING gin (files jsonb_path_ops);
CREATE INDEX documents_file_name_trgm ON documents USING gin (lower(file_name) gin_trgm_ops);

CREATE TABLE birthdays (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  company_name text NOT NULL,
  person_name text NOT NULL,
  designation text NOT NULL,
  dob date NOT NULL,
  contact_email text NOT NULL,
  contact_number text NOT NULL,
  address text NOT NULL,
  wish_sent_at timestamp with time zone,
  wish_year integer,
  created_at timestamp with time zone NOT NULL,
  updated_at timestamp with time zone,
  PRIMARY KEY (id)
);
CREATE INDEX birthdays_month_day_idx ON birthdays USING btree (EXTRACT(month FROM dob), EXTRACT(day FROM dob), lower(person_name), id);
CREATE INDEX birthdays_contact_email_idx ON birthdays USING btree (lower(contact_email));
CREATE INDEX birthdays_person_name_trgm ON birthdays USING gin (lower(person_name) gin_trgm_ops);
CREATE INDEX birthdays_company_name_trgm ON birthdays USING gin (lower(company_name) gin_trgm_ops);

CREATE TABLE email_template_settings (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  image text,
  padding_top integer NOT NULL,
  padding_left integer NOT NULL,
  preview_width integer NOT NULL,
  preview_height integer NOT NULL,
  cc_users bigint[] NOT NULL,
  PRIMARY KEY (id)
);
CREATE INDEX email_template_settings_image_idx ON email_template_settings USING btree (image);


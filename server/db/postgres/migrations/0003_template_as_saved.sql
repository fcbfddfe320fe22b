-- The birthday mail's template as the API saves it (server/birthdays/template-routes.ts): the CC
-- list holds e-mail addresses (server/birthdays/template-input.ts), not employee ids, and a save
-- keeps the image's original name and when it was saved. A saved template did not load before.
ALTER TABLE email_template_settings ALTER COLUMN cc_users TYPE text[] USING cc_users::text[];
ALTER TABLE email_template_settings ADD COLUMN image_original_name text;
ALTER TABLE email_template_settings ADD COLUMN updated_at timestamp with time zone;

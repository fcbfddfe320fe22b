-- Issue 28: answers the same as the embedded store's (a birthday contact's optional fields, the
-- other difference found, are nullable since migration 0010).

-- Text compared ignoring case (and outer white space) as JavaScript compares it: the embedded
-- store's toLowerCase() and trim() (server/db/repository.ts textKey). lower() follows the
-- database's LC_CTYPE, which lower-cases only ASCII under C and differs from JavaScript under
-- libc's UTF-8 locales too (İ, a final Σ); ICU's root locale lower-cases as JavaScript does. A
-- server built without ICU keeps lower() (and its difference). btrim's set is JavaScript's
-- white space and line terminators.
DO $$
DECLARE
  lowered text := CASE WHEN EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu')
    THEN 'lower(t COLLATE "und-x-icu")' ELSE 'lower(t)' END;
BEGIN
  EXECUTE format('CREATE FUNCTION crms_lower(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN %s', lowered);
  EXECUTE format('CREATE FUNCTION crms_text_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN %s',
    replace(lowered, 't COLLATE', 'btrim(t, E''\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'') COLLATE'));
END $$;

-- The searches and keys that read them, on the same expressions.
DROP INDEX prospects_organization_name_trgm;
CREATE INDEX prospects_organization_name_trgm ON prospects USING gin (crms_text_key(organization_name) gin_trgm_ops);
DROP INDEX stakeholders_organization_name_trgm;
CREATE INDEX stakeholders_organization_name_trgm ON stakeholders USING gin (crms_text_key(organization_name) gin_trgm_ops);
DROP INDEX documents_file_name_trgm;
CREATE INDEX documents_file_name_trgm ON documents USING gin (crms_lower(file_name) gin_trgm_ops);
DROP INDEX birthdays_contact_email_key_idx;
CREATE INDEX birthdays_contact_email_key_idx ON birthdays USING btree (crms_text_key(contact_email));
DROP INDEX birthdays_month_day_idx;
CREATE INDEX birthdays_month_day_idx ON birthdays USING btree (EXTRACT(month FROM dob), EXTRACT(day FROM dob), crms_lower(person_name) COLLATE "C", id);
DROP INDEX prospects_name_key_idx;
CREATE INDEX prospects_name_key_idx ON prospects USING btree (crms_lower(btrim(regexp_replace(organization_name, '\s+', ' ', 'g'))));
DROP INDEX stakeholders_name_key_idx;
CREATE INDEX stakeholders_name_key_idx ON stakeholders USING btree (crms_lower(btrim(regexp_replace(organization_name, '\s+', ' ', 'g'))));

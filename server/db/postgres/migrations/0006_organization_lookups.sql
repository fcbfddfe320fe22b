-- What the PostgreSQL prospects, stakeholders, activities, dashboard and report repositories query
-- (server/db/postgres/repos/): a duplicate check by contract/identity-keys.ts's normalised name,
-- phones and e-mails, and a stored visiting card's owner.
-- Name searches use the trigram indexes of 0001 (the extension is there already; kept for a
-- database restored without it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A person's phones as digits and e-mails trimmed and lower-cased (contract/identity-keys.ts).
CREATE OR REPLACE FUNCTION person_phone_keys(phones text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ARRAY(SELECT regexp_replace(p, '\D', '', 'g') FROM unnest(phones) AS p);
CREATE OR REPLACE FUNCTION person_email_keys(emails text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ARRAY(SELECT lower(btrim(e)) FROM unnest(emails) AS e);

CREATE INDEX prospects_name_key_idx ON prospects USING btree (lower(btrim(regexp_replace(organization_name, '\s+', ' ', 'g'))));
CREATE INDEX prospects_phone_key_idx ON prospects USING btree (regexp_replace(phone, '\D', '', 'g'));
CREATE INDEX prospects_concern_persons_phone_keys_idx ON prospects_concern_persons USING gin (person_phone_keys(phones));
CREATE INDEX prospects_concern_persons_email_keys_idx ON prospects_concern_persons USING gin (person_email_keys(emails));
CREATE INDEX prospects_concern_persons_attachment_idx ON prospects_concern_persons USING btree (attachment);

CREATE INDEX stakeholders_name_key_idx ON stakeholders USING btree (lower(btrim(regexp_replace(organization_name, '\s+', ' ', 'g'))));
CREATE INDEX stakeholders_phone_key_idx ON stakeholders USING btree (regexp_replace(phone, '\D', '', 'g'));
CREATE INDEX stakeholders_concern_persons_phone_keys_idx ON stakeholders_concern_persons USING gin (person_phone_keys(phones));
CREATE INDEX stakeholders_concern_persons_email_keys_idx ON stakeholders_concern_persons USING gin (person_email_keys(emails));
CREATE INDEX stakeholders_concern_persons_attachment_idx ON stakeholders_concern_persons USING btree (attachment);

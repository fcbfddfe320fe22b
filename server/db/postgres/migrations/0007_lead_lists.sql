-- What the leads repository on PostgreSQL (server/db/postgres/repos/leads.ts) asks in SQL without
-- reading the table: the list's stage and priority filters compare lower-cased values
-- (server/leads/query.ts readFilters), the duplicate check shares normalised identity keys
-- (contract/identity-keys.ts), and a stored file's owner is found by its name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The wizard stores a blank address as null (server/leads/wizard/formats.ts, server/stored/leads.ts).
ALTER TABLE leads ALTER COLUMN address DROP NOT NULL;

CREATE INDEX leads_stage_lower_idx ON leads USING btree (lower(lead_stage), created_at DESC, id DESC);
CREATE INDEX leads_priority_lower_idx ON leads USING btree (lower(lead_priority));
CREATE INDEX leads_organization_logo_idx ON leads USING btree (organization_logo);
CREATE INDEX lead_concern_persons_attachment_idx ON lead_concern_persons USING btree (attachment);

-- Written by the code (server/db/postgres/load/to-rows.ts); rows loaded before get theirs here,
-- by the same rules spelt in SQL.
ALTER TABLE leads ADD COLUMN identity_keys text[] NOT NULL DEFAULT '{}';
UPDATE leads l SET identity_keys = ARRAY(
  SELECT DISTINCT k FROM (
    SELECT 'n:' || lower(regexp_replace(btrim(l.organization_name), '\s+', ' ', 'g')) AS k
    UNION ALL SELECT 'p:' || regexp_replace(l.phone, '[^0-9]', '', 'g')
    UNION ALL
    SELECT 'p:' || regexp_replace(phone, '[^0-9]', '', 'g')
    FROM lead_concern_persons p, unnest(p.phones) AS phone WHERE p.lead_id = l.id
    UNION ALL
    SELECT 'e:' || lower(btrim(email))
    FROM lead_concern_persons p, unnest(p.emails) AS email WHERE p.lead_id = l.id
  ) keys
  WHERE k NOT IN ('n:', 'e:') AND (k NOT LIKE 'p:%' OR length(k) >= 8)
);
ALTER TABLE leads ALTER COLUMN identity_keys DROP DEFAULT;
CREATE INDEX leads_identity_keys_idx ON leads USING gin (identity_keys);

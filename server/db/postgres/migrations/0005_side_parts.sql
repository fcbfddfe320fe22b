-- What the PostgreSQL repositories of notifications, reminders, audit, access requests, birthdays,
-- documents and idempotency keys need beyond 0001 (server/db/postgres/repos/).
--
-- A kept answer is replayed as it was sent: json keeps the text, jsonb would reorder its keys.
ALTER TABLE idempotency_keys ALTER COLUMN answer TYPE json USING answer::json;

-- A request running under an Idempotency-Key, so a retry on any server gets 409 while it runs
-- (server/db/postgres/repos/idempotency.ts). A claim lives seconds and means nothing after a
-- crash (its request died with it), so the table is unlogged: no WAL per request, and emptied
-- by a crash recovery. A claim left behind otherwise ends at held_until.
CREATE UNLOGGED TABLE idempotency_claims (
  scope text NOT NULL,
  token text NOT NULL,
  held_until timestamp with time zone NOT NULL,
  PRIMARY KEY (scope)
);

-- The audit log of an employee is the entries they did or that are about them: both columns indexed.
CREATE INDEX audit_log_actor_idx ON audit_log USING btree (actor_id, at DESC);

-- An import's duplicate is the same address ignoring case and outer spaces (server/birthdays/repository.ts emailKey).
DROP INDEX birthdays_contact_email_idx;
CREATE INDEX birthdays_contact_email_key_idx ON birthdays USING btree (lower(btrim(contact_email)));

-- The birthday list's calendar order compares names as JavaScript does (code points), whatever
-- the database's locale: the index gives that order, so a page is an index range.
DROP INDEX birthdays_month_day_idx;
CREATE INDEX birthdays_month_day_idx ON birthdays USING btree (EXTRACT(month FROM dob), EXTRACT(day FROM dob), lower(person_name) COLLATE "C", id);

-- The key-account list (GET /key-account-list) without a semi-join of every listed lead with the
-- 84,000 key-account activities at 100k leads: a lead carries whether any of its activities marks
-- it a key account, kept by the trigger below, and a partial index lists the key accounts newest
-- first with what the list's filters and search read, so a count reads those 23,000 index
-- entries instead of the whole table (search "ltd" 42 -> 8 ms, stage 26 -> 4 ms).
ALTER TABLE leads ADD COLUMN is_key_account boolean NOT NULL DEFAULT false;

-- Every lead's flag from its activities (the bulk loader calls it too, its triggers being off).
CREATE FUNCTION crms_mark_key_accounts() RETURNS void LANGUAGE sql AS $$
  UPDATE leads l SET is_key_account = true
   WHERE NOT l.is_key_account
     AND EXISTS (SELECT 1 FROM lead_activities a WHERE a.lead_id = l.id AND a.key_account = 'Y')
$$;
SELECT crms_mark_key_accounts();

-- One lead's flag again: a 'Y' activity removed or changed may leave it with none. Called after
-- the lead's row is locked, so this statement's snapshot sees what a transaction that held the
-- lock before committed (an activity added meanwhile).
CREATE FUNCTION crms_key_account_again(lead bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE leads l
     SET is_key_account = EXISTS (SELECT 1 FROM lead_activities a WHERE a.lead_id = l.id AND a.key_account = 'Y')
   WHERE l.id = lead
     AND l.is_key_account IS DISTINCT FROM
         EXISTS (SELECT 1 FROM lead_activities a WHERE a.lead_id = l.id AND a.key_account = 'Y')
$$;

-- Only 'Y' rows move the flag, so an ordinary activity writes nothing to its lead. The lead's row
-- is locked first (each statement after it reads a fresh snapshot under READ COMMITTED): without
-- it, one transaction removing a lead's last 'Y' activity while another adds one could each miss
-- the other's row and leave the flag false.
CREATE FUNCTION crms_activity_key_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.key_account = 'Y' THEN
    PERFORM 1 FROM leads WHERE id = OLD.lead_id FOR NO KEY UPDATE;
    PERFORM crms_key_account_again(OLD.lead_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.key_account = 'Y' THEN
    PERFORM 1 FROM leads WHERE id = NEW.lead_id FOR NO KEY UPDATE;
    UPDATE leads SET is_key_account = true WHERE id = NEW.lead_id AND NOT is_key_account;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER lead_activities_key_account
  AFTER INSERT OR DELETE OR UPDATE OF lead_id, key_account ON lead_activities
  FOR EACH ROW EXECUTE FUNCTION crms_activity_key_account();

-- An activity moved to another lead moves its day's counts too (migration 0015 followed only
-- created_at and key_account; crms_activities_changed already reads OLD and NEW lead_id).
DROP TRIGGER lead_activities_counted_days ON lead_activities;
CREATE TRIGGER lead_activities_counted_days
  AFTER INSERT OR DELETE OR UPDATE OF lead_id, created_at, key_account ON lead_activities
  FOR EACH ROW EXECUTE FUNCTION crms_activities_changed();

CREATE INDEX leads_key_account_newest_idx ON leads USING btree (created_at DESC, id DESC)
  INCLUDE (created_by, is_disabled, industry_id, lead_stage, lead_priority, search_text, listed_search_text)
  WHERE is_key_account;

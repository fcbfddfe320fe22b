-- The dashboard's counts over long ranges (All Time above all) without reading whole tables:
-- per UTC day, the leads by stage, the activities, the leads that became key accounts that day
-- and the key accounts among the leads created that day (the key-account list), counted once for
-- days that are over (server/db/postgres/repos/counted-days.ts). `counted_through` says
-- up to which day (exclusive) a kind is counted: a day before it without a row had nothing.
-- Triggers mark a counted day for recounting (counts NULL) when a row of that day changes; rows
-- of days not yet counted (today's, in ordinary use) leave the tables alone.
CREATE TABLE counted_days (
  kind text NOT NULL,
  day date NOT NULL,
  counts jsonb,
  PRIMARY KEY (kind, day)
);
CREATE INDEX counted_days_recount_idx ON counted_days USING btree (kind) WHERE (counts IS NULL);

CREATE TABLE counted_through (
  kind text NOT NULL,
  through date NOT NULL,
  PRIMARY KEY (kind)
);

-- Marks `day` of `k` for recounting when it is already counted (a day with no row counted 0).
CREATE FUNCTION crms_recount_day(k text, at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO counted_days (kind, day, counts)
  SELECT k, (at AT TIME ZONE 'UTC')::date, NULL
  WHERE (at AT TIME ZONE 'UTC')::date < (SELECT through FROM counted_through WHERE kind = k)
  ON CONFLICT (kind, day) DO UPDATE SET counts = NULL
$$;

CREATE FUNCTION crms_leads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM crms_recount_day('leads', OLD.created_at);
    PERFORM crms_recount_day('key_account_leads', OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM crms_recount_day('leads', NEW.created_at);
    PERFORM crms_recount_day('key_account_leads', NEW.created_at);
  END IF;
  RETURN NULL;
END $$;

-- Counts `k` again from `at`'s day on (a later day without a row may now count some).
CREATE FUNCTION crms_count_again_from(k text, at timestamptz) RETURNS void LANGUAGE sql AS $$
  UPDATE counted_through SET through = (at AT TIME ZONE 'UTC')::date
   WHERE kind = k AND through > (at AT TIME ZONE 'UTC')::date
$$;

-- A key account counts on the day of its lead's first 'Y' activity: a 'Y' row added, removed or
-- changed can move that day from its own day to any later one.
CREATE FUNCTION crms_activities_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM crms_recount_day('activities', OLD.created_at);
    IF OLD.key_account = 'Y' THEN
      PERFORM crms_count_again_from('key_accounts', OLD.created_at);
      -- Gone with its lead, the lead's own trigger marks the day.
      PERFORM crms_recount_day('key_account_leads', (SELECT created_at FROM leads WHERE id = OLD.lead_id));
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM crms_recount_day('activities', NEW.created_at);
    IF NEW.key_account = 'Y' THEN
      PERFORM crms_count_again_from('key_accounts', NEW.created_at);
      PERFORM crms_recount_day('key_account_leads', (SELECT created_at FROM leads WHERE id = NEW.lead_id));
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_counted_days AFTER INSERT OR DELETE OR UPDATE OF created_at, lead_stage ON leads
  FOR EACH ROW EXECUTE FUNCTION crms_leads_changed();
CREATE TRIGGER lead_activities_counted_days
  AFTER INSERT OR DELETE OR UPDATE OF created_at, key_account ON lead_activities
  FOR EACH ROW EXECUTE FUNCTION crms_activities_changed();

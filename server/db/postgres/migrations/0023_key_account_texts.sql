-- The key-account index of migration 0019 carried each lead's two search texts, but a btree entry
-- holds at most 2,704 bytes: a lead with the wizard's 50 concern persons has up to 25 kB of them,
-- and saving it, or its first key-account activity, failed. Now three partial indexes of the
-- key accounts: the first with the filters' columns (pages and counts without a search); the
-- second also with the texts, of the leads whose texts fit (nearly all), so that a search is
-- counted from the index alone as before; the third finds the few others, whose texts are read
-- from their rows (repos/lead-conditions.ts keyAccountSearchCount). The size rule is written
-- alike here and there: the planner uses a partial index only for a query that says its rule.
DROP INDEX leads_key_account_newest_idx;
CREATE INDEX leads_key_account_newest_idx ON leads USING btree (created_at DESC, id DESC)
  INCLUDE (created_by, is_disabled, industry_id, lead_stage, lead_priority)
  WHERE is_key_account;
CREATE INDEX leads_key_account_texts_idx ON leads USING btree (created_at DESC, id DESC)
  INCLUDE (created_by, is_disabled, industry_id, lead_stage, lead_priority, search_text, listed_search_text)
  WHERE is_key_account AND octet_length(search_text) + octet_length(listed_search_text) <= 2000;
CREATE INDEX leads_key_account_long_texts_idx ON leads USING btree (id)
  WHERE is_key_account AND octet_length(search_text) + octet_length(listed_search_text) > 2000;

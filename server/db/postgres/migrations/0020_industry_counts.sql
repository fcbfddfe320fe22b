-- An industry's count from its index alone: leads_industry_idx found an industry's leads newest
-- first (0018), but each entry's is_disabled (the viewer's visibility) was read from the table, so
-- the planner counted "exhibition + industry" over all 100k entries of leads_newest_idx instead
-- (22 ms at 100k leads). With what the list's other filters read included, the count is a hash
-- join of two index-only range scans (5 ms).
DROP INDEX leads_industry_idx;
CREATE INDEX leads_industry_idx ON leads USING btree (industry_id, created_at DESC, id DESC)
  INCLUDE (created_by, is_disabled, lead_stage, lead_priority);

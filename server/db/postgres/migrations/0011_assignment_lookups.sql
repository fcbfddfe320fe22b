-- An employee's leads, at one exhibition or all (the leads list's employee filter, the employee
-- activity report: server/db/postgres/repos/lead-conditions.ts, repos/reports.ts), read from the
-- index alone: lead_id joins the key, where the report's cards and the employee filter fetched
-- every matching lead_exhibitions row from the table (docs/benchmarks.md, PostgreSQL).
DROP INDEX lead_exhibitions_employee_idx;
CREATE INDEX lead_exhibitions_employee_idx ON lead_exhibitions (employee_id, exhibition_id, lead_id);
DROP INDEX lead_exhibitions_additional_employee_idx;
CREATE INDEX lead_exhibitions_additional_employee_idx
  ON lead_exhibitions (additional_employee_id, exhibition_id, lead_id);

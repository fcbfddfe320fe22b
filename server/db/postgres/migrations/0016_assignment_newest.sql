-- A report card's newest leads (server/db/postgres/repos/reports.ts) from the assignment indexes
-- alone: each block carries its lead's creation instant (a lead's created_at never changes), so
-- an employee's leads at an exhibition come newest first and the card reads only the leads it
-- shows, where it fetched every one of up to 4,000 leads to sort them (a sequential scan of all
-- leads, 90 ms at 100k leads).
ALTER TABLE lead_exhibitions ADD COLUMN lead_created_at timestamp with time zone;
UPDATE lead_exhibitions e SET lead_created_at = l.created_at FROM leads l WHERE l.id = e.lead_id;
ALTER TABLE lead_exhibitions ALTER COLUMN lead_created_at SET NOT NULL;

DROP INDEX lead_exhibitions_employee_idx;
CREATE INDEX lead_exhibitions_employee_idx
  ON lead_exhibitions (employee_id, exhibition_id, lead_created_at DESC, lead_id DESC);
DROP INDEX lead_exhibitions_additional_employee_idx;
CREATE INDEX lead_exhibitions_additional_employee_idx
  ON lead_exhibitions (additional_employee_id, exhibition_id, lead_created_at DESC, lead_id DESC);

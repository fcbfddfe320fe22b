-- Accounts as the API writes them: a role's edit (server/master/generic-routes.ts) and its
-- permission sync (server/master/role-permission-routes.ts) stamp updated_at, and an employee's
-- address is optional on both forms (server/master/employee-input.ts, server/profile/input.ts).
-- Every lookup the account repositories make (server/db/postgres/repos/) already has its index
-- in 0001_initial.sql.
ALTER TABLE roles ADD COLUMN updated_at timestamp with time zone;
ALTER TABLE employees ALTER COLUMN address DROP NOT NULL;

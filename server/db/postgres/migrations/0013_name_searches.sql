-- GET /search finds employees by their user's name (server/db/postgres/repos/employees.ts
-- searchNames) without reading every employee: a contains-search of any case, as the other
-- name searches (pg_trgm, migration 0001).
CREATE INDEX users_name_trgm ON users USING gin (lower(name) gin_trgm_ops);

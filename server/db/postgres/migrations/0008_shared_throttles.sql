-- Sign-in and reset failures in the database (server/db/postgres/repos/throttles.ts): with several
-- app servers, five wrong passwords spread over them must lock the account as on one.
CREATE TABLE throttle_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  limit_name text NOT NULL,
  key text NOT NULL,
  failed_at timestamp with time zone NOT NULL
);
CREATE INDEX throttle_failures_key_idx ON throttle_failures (limit_name, key, failed_at);
CREATE INDEX throttle_failures_at_idx ON throttle_failures (failed_at);

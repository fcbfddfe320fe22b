# Sourced by .ci/run before the tests: makes TEST_DATABASE_URL point at a PostgreSQL server.
# If the server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers, it
# is used. Otherwise Debian's postgresql is installed when missing and a throwaway cluster is
# started in a temp folder on a free port, as the postgres user (PostgreSQL refuses to run as
# root), and stopped when the shell exits. Call ci_postgres_stop from your own EXIT trap if you
# replace this one.
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

ci_postgres_answers() {
  TEST_DATABASE_URL="$1" node -e '
    const { Client } = require("pg");
    const c = new Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.query("select 1")).then(() => c.end(), () => process.exit(1));
  ' 2>/dev/null
}

# As the postgres user: runuser as root, sudo otherwise.
ci_as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

ci_postgres_stop() {
  if [ -n "${CI_PG_DIR:-}" ] && [ -d "$CI_PG_DIR/data" ]; then
    ci_as_postgres "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$CI_PG_DIR"
  fi
}

ci_postgres_start() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  CI_PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$CI_PG_BIN" ] || [ ! -x "$CI_PG_BIN/initdb" ]; then
    echo "no PostgreSQL server binaries: installing Debian's postgresql"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y postgresql < /dev/null
    CI_PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  local port
  port="${CI_PG_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
  CI_PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/crms-pg.XXXXXX")
  chmod 755 "$CI_PG_DIR"
  $sudo chown postgres "$CI_PG_DIR"
  ci_as_postgres "$CI_PG_BIN/initdb" -A trust -U postgres -D "$CI_PG_DIR/data" >/dev/null
  ci_as_postgres "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -l "$CI_PG_DIR/log" -w \
    -o "-p $port -k $CI_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  ci_as_postgres "$CI_PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres test
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/test"
  export CI_PG_DIR CI_PG_BIN
  echo "throwaway PostgreSQL ($("$CI_PG_BIN/postgres" --version)) at $TEST_DATABASE_URL"
}

if ci_postgres_answers "$TEST_DATABASE_URL"; then
  echo "PostgreSQL answers at $TEST_DATABASE_URL"
else
  echo "no PostgreSQL answers at $TEST_DATABASE_URL: starting a throwaway cluster"
  ci_postgres_start
fi

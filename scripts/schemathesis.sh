#!/usr/bin/env bash
# Schemathesis against the API's own OpenAPI document (docs/api.md "OpenAPI"), run by .ci/run after
# `pnpm test` (which builds the API): every operation, with generated requests, signed in as the
# demo exhibitor; fails on a 5xx or an answer that does not match its declared schema.
#
# Prints one last line the caller reads: `schemathesis: passed`, `schemathesis: failed`, or
# `schemathesis: unavailable (…)` when it cannot be installed (pip in a virtual environment needs
# PyPI; a machine that reaches only the npm registry and Debian's archive cannot). The fuzz pass of
# `pnpm test` (apps/api/test/property.test.ts) runs in every case.
set -uo pipefail
cd "$(dirname "$0")/.."

venv="${SCHEMATHESIS_VENV:-/tmp/salon-schemathesis}"
if [ ! -x "$venv/bin/st" ]; then
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    echo "schemathesis: unavailable (python3 -m venv failed)"
    exit 0
  fi
  if ! timeout 300 "$venv/bin/pip" install --quiet --disable-pip-version-check 'schemathesis>=4,<5' \
    >/dev/null 2>&1; then
    echo "schemathesis: unavailable (pip could not install it: PyPI unreachable?)"
    exit 0
  fi
fi

api=apps/api/dist/main.js
if [ ! -f "$api" ]; then
  echo "schemathesis: failed (the API is not built: $api)"
  exit 1
fi

port="${SCHEMATHESIS_PORT:-3290}"
base="http://127.0.0.1:$port"
data="$(mktemp -d /tmp/salon-schemathesis-data.XXXXXX)"
NODE_ENV=development PORT="$port" HOST=127.0.0.1 PUBLIC_URL="$base" DATA_DIR="$data" SEED=demo \
  node "$api" >"$data/api.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null
  wait "$server" 2>/dev/null
  rm -rf "$data"
}
trap cleanup EXIT

for _ in $(seq 1 60); do
  curl -fsS "$base/api/v1/openapi.json" >/dev/null 2>&1 && break
  sleep 1
done

token="$(curl -fsS -X POST "$base/api/v1/login" -H 'content-type: application/json' \
  -d '{"email":"exposant@salon.test","password":"Demo-Exposant-2026!","role":"exposant","client_id":"salon-portal","client_secret":"salon-portal-public"}' |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{process.stdout.write(JSON.parse(s).data.tokens.access_token)}catch{}})')"
if [ -z "$token" ]; then
  echo "schemathesis: failed (could not sign in the demo exhibitor; see the API log below)"
  tail -20 "$data/api.log"
  exit 1
fi

# Logout would end the session the other operations use: it is checked by the fuzz pass instead.
if "$venv/bin/st" run "$base/api/v1/openapi.json" \
  --checks not_a_server_error,response_schema_conformance \
  --header "Authorization: Bearer $token" \
  --exclude-operation-id logout \
  --max-examples 25 \
  --no-color; then
  echo "schemathesis: passed"
else
  echo "schemathesis: failed"
  exit 1
fi

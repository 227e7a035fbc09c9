#!/usr/bin/env bash
# Prints every import arrow between the repository's packages, one line a
# package ("    A → B, C"), as ARCHITECTURE.md's "Imports" section lists
# them. With --check, compares that section with the packages as they are
# and fails, showing the difference, when an arrow is missing or gone.
set -euo pipefail
cd "$(dirname "$0")/.."
arrows() {
  go list -f '{{.ImportPath}}{{range .Imports}} {{.}}{{end}}' ./... | awk '{
    out = ""
    for (i = 2; i <= NF; i++) if ($i ~ /^prepl\//) { sub(/^prepl\//, "", $i); out = out (out == "" ? "" : ", ") $i }
    p = $1; sub(/^prepl\//, "", p)
    if (out != "") print "    " p " → " out
  }'
}
if [ "${1:-}" != "--check" ]; then
  arrows
  exit 0
fi
documented=$(sed -n '/^## Imports$/,/^## /p' ARCHITECTURE.md | grep '^    .* → ' || true)
if ! diff <(echo "$documented") <(arrows); then
  echo "imports.sh: ARCHITECTURE.md's Imports section (<) differs from the packages' imports (>); scripts/imports.sh prints them" >&2
  exit 1
fi

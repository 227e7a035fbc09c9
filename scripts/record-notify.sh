#!/usr/bin/env bash
# Records what `puppet apply` logs when it applies the notify resources of
# each program, as the golden files of `prepl --show-notify`:
# cmd/prepl/testdata/notify/NAME.out, one log line per line, without
# Puppet's "Compiled catalog" and "Applied catalog" lines.
#
#   scripts/record-notify.sh [FILE.pp ...]   (default: every case)
# Puppet is the library of the ruby on PATH, run through scripts/puppet.rb
# as every recorder runs it (see internal/golden/doc.go).
set -euo pipefail
cd "$(dirname "$0")/.."
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(cmd/prepl/testdata/notify/*.pp)
for f in "${files[@]}"; do
  ruby scripts/puppet.rb apply --color=false "$f" 2>&1 \
    | grep -vE '^Notice: (Compiled catalog|Applied catalog)|^(Error|Warning): Facter: ' > "${f%.pp}.out"
  echo "recorded ${f%.pp}.out"
done

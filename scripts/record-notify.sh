#!/usr/bin/env bash
# Records what `puppet apply` logs when it applies the notify resources of
# each program, as the golden files of `prepl --show-notify`:
# cmd/prepl/testdata/notify/NAME.out, one log line per line, without
# Puppet's "Compiled catalog" and "Applied catalog" lines.
#
#   scripts/record-notify.sh [FILE.pp ...]   (default: every case)
# PUPPET names the puppet command (default: puppet).
set -euo pipefail
cd "$(dirname "$0")/.."
puppet=${PUPPET:-puppet}
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(cmd/prepl/testdata/notify/*.pp)
for f in "${files[@]}"; do
  "$puppet" apply --color=false "$f" 2>&1 \
    | grep -vE '^Notice: (Compiled catalog|Applied catalog)|^(Error|Warning): Facter: ' > "${f%.pp}.out"
  echo "recorded ${f%.pp}.out"
done

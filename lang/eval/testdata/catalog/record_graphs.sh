#!/bin/sh
# Records Puppet 7's outputs the golden tests compare with:
#   golden.puppet.json   the catalog of golden.pp (scripts/puppet-catalog.rb),
#                        with this directory left out of the files' paths
#                        and the version and uuid, which differ from one
#                        compilation to the next, blanked
#   graph.*.dot          the three graphs `puppet apply --graph` writes for
#                        graph.pp, without the default schedules and
#                        filebucket an agent adds to every catalog
#   cycles.puppet.txt    the cycle report of `puppet apply` for cycles.pp
# Run from this directory. Puppet is run as every recorder runs it
# (scripts/puppet.rb, scripts/puppet-catalog.rb; see internal/golden/doc.go).
set -e
here=$(pwd)
scripts=$here/../../../../scripts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ruby "$scripts/puppet-catalog.rb" golden.pp \
  | sed -e "s|\"$here/|\"|" -e 's/^  "version": [0-9]*,/  "version": 0,/' -e 's/^  "catalog_uuid": "[^"]*",/  "catalog_uuid": "",/' > golden.puppet.json
ruby "$scripts/puppet.rb" apply --noop --color=false --graph --graphdir "$tmp" "$here/graph.pp" > /dev/null 2>&1
for g in resources relationships expanded_relationships; do
  python3 - "$tmp/$g.dot" > "graph.$g.dot" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = text.split('\n\n')
print('\n\n'.join(b for b in blocks if 'Schedule[' not in b and 'Filebucket[' not in b), end='')
PY
done
ruby "$scripts/puppet.rb" apply --noop --color=false "$here/cycles.pp" 2>&1 | sed -n 's/^Error: \(Found .*\)/\1/p; /^(/p' > cycles.puppet.txt

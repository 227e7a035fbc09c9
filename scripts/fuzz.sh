#!/usr/bin/env bash
# Runs every fuzz target (func FuzzX in a _test.go file) in turn, each for
# the given time (default 10m, as `go test -fuzztime` takes it: 90s, or
# 1000000x for a number of executions). Not part of CI: the issue's bar is
# at least a million executions per target without a crash. A crasher is
# written by Go under the package's testdata/fuzz/FuzzX/ and stays there
# as a seed that every later `go test` runs. -timeout=0: a million
# executions of a slower target outlast go test's default 10 minutes.
#
#   scripts/fuzz.sh              # every target, 10 minutes each
#   scripts/fuzz.sh 1000000x     # every target, a million executions each
#   scripts/fuzz.sh 30s ./types/rubyregexp   # the targets of some packages
#   FUZZFLAGS=-parallel=1 scripts/fuzz.sh 1000000x   # one worker, on a shared machine
#   FUZZBUDGET=300 scripts/fuzz.sh 1000000x   # each target stops after 300 s at most
#
# With FUZZBUDGET a target that has not reached the executions when its
# seconds run out is stopped as Ctrl-C stops it and reported as STOPPED
# with the count it reached (the last "execs:" line of its output), not as
# a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${1:-10m}
shift || true
packages=("$@")
[ ${#packages[@]} -gt 0 ] || packages=(./...)

failed=0
for dir in $(go list -f '{{.Dir}}' "${packages[@]}"); do
  pkg=$(go list "$dir")
  for target in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed 's/^func //' | sort -u); do
    echo "== $pkg $target ($fuzztime)"
    limit=()
    [ -z "${FUZZBUDGET:-}" ] || limit=(timeout -s INT "$FUZZBUDGET")
    status=0
    # shellcheck disable=SC2086 # FUZZFLAGS holds several flags
    "${limit[@]}" go test -run='^$' -fuzz="^${target}\$" -fuzztime="$fuzztime" -timeout=0 ${FUZZFLAGS:-} "$pkg" || status=$?
    if [ "$status" = 124 ] && [ ${#limit[@]} -gt 0 ]; then
      echo "STOPPED after ${FUZZBUDGET}s: $pkg $target"
    elif [ "$status" != 0 ]; then
      echo "FAILED: $pkg $target"
      failed=1
    fi
  done
done
exit $failed

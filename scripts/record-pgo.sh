#!/usr/bin/env bash
# Records the CPU profile that Go's profile-guided optimization builds
# prepl and the Jupyter kernel with (cmd/prepl/default.pgo and
# cmd/jupyter-kernel/default.pgo; `go build` uses a main package's
# default.pgo by itself). The profile is of prepl running the workload of
# cmd/prepl/testdata/pgo: programs of the kinds people run (iteration with
# lambdas, text and formats, matching, hashes, types, recursion, a
# catalog of defined types and classes, and Hiera lookups and EPP
# templates in the environment lang/testdata/benchenv), each several
# times, merged into one profile. A program's first line `# args: ...`
# gives prepl's options for it (paths from the repository's root). The
# kernel evaluates cells with the same session, so it is given the same
# profile.
#
#   scripts/record-pgo.sh          # 25 runs of each program
#   scripts/record-pgo.sh 50       # more runs: more samples, a steadier profile
#
# Re-record after changes that move where the time goes, and commit both
# files. The binary recorded is built without a profile (-pgo=off) and
# with the cpuprofile build tag, which makes it write its CPU profile to
# the file $PREPL_CPUPROFILE names (cmd/prepl/cpuprofile.go).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-25}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -pgo=off -tags cpuprofile -o "$work/prepl" ./cmd/prepl

workload=cmd/prepl/testdata/pgo
n=0
profile() {
  n=$((n + 1))
  if ! PREPL_CPUPROFILE="$work/$n.prof" "$work/prepl" "$@" >"$work/out" 2>&1; then
    cat "$work/out" >&2
    echo "record-pgo: prepl $* failed" >&2
    exit 1
  fi
}
for _ in $(seq "$runs"); do
  for program in "$workload"/*.pp; do
    read -r -a args <<<"$(sed -n 's/^# args: //p' "$program")"
    profile "${args[@]}" "$program"
  done
done

go tool pprof -proto "$work"/*.prof >"$work/merged.pgo" 2>/dev/null
cp "$work/merged.pgo" cmd/prepl/default.pgo
cp "$work/merged.pgo" cmd/jupyter-kernel/default.pgo
echo "record-pgo: $n runs merged into cmd/prepl/default.pgo and cmd/jupyter-kernel/default.pgo" >&2

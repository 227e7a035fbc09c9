#!/usr/bin/env bash
# Records the CPU profiles that Go's profile-guided optimization builds
# prepl and the Jupyter kernel with (cmd/prepl/default.pgo and
# cmd/jupyter-kernel/default.pgo; `go build` uses a main package's
# default.pgo by itself). The workload is cmd/prepl/testdata/pgo: programs
# of the kinds people run (iteration with lambdas, text and formats,
# matching, hashes, types, recursion, a catalog of defined types and
# classes, and Hiera lookups and EPP templates in the environment
# lang/testdata/benchenv). prepl runs each program several times; a
# program's first line `# args: ...` gives prepl's options for it (paths
# from the repository's root). prepl's profile merges those runs; the
# kernel's adds the kernel evaluating the programs as cells among the
# small requests of a notebook (scripts/pgo-kernel.py, which needs
# jupyter_client).
#
#   scripts/record-pgo.sh          # 25 runs of each program
#   scripts/record-pgo.sh 50       # more runs: more samples, a steadier profile
#
# Re-record after changes that move where the time goes, and commit both
# files. The binaries recorded are built without a profile (-pgo=off) and
# with the cpuprofile build tag, which makes them write their CPU profile
# to the file $PREPL_CPUPROFILE names (internal/cpuprofile).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-25}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -pgo=off -tags cpuprofile -o "$work/prepl" ./cmd/prepl
go build -pgo=off -tags cpuprofile -o "$work/jupyter-kernel" ./cmd/jupyter-kernel

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
mkdir "$work/kernel"
for i in $(seq $(((runs + 4) / 5))); do
  "${PYTHON:-/usr/bin/python3}" scripts/pgo-kernel.py "$work/jupyter-kernel" "$work/kernel/$i.prof" "$workload"/*.pp
done

go tool pprof -proto "$work"/*.prof >"$work/prepl.pgo" 2>/dev/null
go tool pprof -proto "$work"/*.prof "$work"/kernel/*.prof >"$work/kernel.pgo" 2>/dev/null
cp "$work/prepl.pgo" cmd/prepl/default.pgo
cp "$work/kernel.pgo" cmd/jupyter-kernel/default.pgo
echo "record-pgo: $n runs of prepl in cmd/prepl/default.pgo, with the kernel's in cmd/jupyter-kernel/default.pgo" >&2

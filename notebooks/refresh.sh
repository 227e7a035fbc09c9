#!/usr/bin/env bash
# Re-executes the notebooks through the Puppet kernel built from this
# checkout and rewrites their committed outputs.
#
# Usage: notebooks/refresh.sh [NOTEBOOK.ipynb ...]    (default: every notebook)
#
# The kernel is installed into a temporary prefix that only this run
# sees, so an installed "puppet" kernelspec is neither used nor touched.
# A lesson's two notebooks (NAME.ipynb and NAME.solutions.ipynb) are
# first written afresh from its source, src/NAME.lesson, so refreshing
# either refreshes both. Failed cells are listed; the exercise notebooks
# fail in their check cells on purpose. `go test ./notebooks/` checks the
# result.
set -euo pipefail
notebooks=()
for nb in "$@"; do
  notebooks+=("$(realpath "$nb")")
done
cd "$(dirname "$0")"
if [ ${#notebooks[@]} -eq 0 ]; then
  go run ../notebooks/lesson/build -o . src/*.lesson
  notebooks=(*.ipynb)
else
  # The lessons among the notebooks named: both of their notebooks.
  declare -A seen=()
  expanded=()
  for nb in "${notebooks[@]}"; do
    stem=$(basename "$nb" .ipynb)
    stem=${stem%.solutions}
    if [ -f "src/$stem.lesson" ]; then
      if [ -z "${seen[$stem]:-}" ]; then
        seen[$stem]=1
        go run ../notebooks/lesson/build -o . "src/$stem.lesson"
        expanded+=("$PWD/$stem.ipynb" "$PWD/$stem.solutions.ipynb")
      fi
    else
      expanded+=("$nb")
    fi
  done
  notebooks=("${expanded[@]}")
fi

py=""
for candidate in /usr/bin/python3 python3; do
  if command -v "$candidate" >/dev/null &&
    "$candidate" -c 'import jupyter_client, nbclient, nbformat' 2>/dev/null; then
    py=$(command -v "$candidate")
    break
  fi
done
if [ -z "$py" ]; then
  echo "refresh.sh: no python3 can import jupyter_client, nbclient and nbformat" >&2
  echo "(on Debian: apt-get install jupyter-client python3-nbclient jupyter-nbconvert)" >&2
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/jupyter-kernel" ../cmd/jupyter-kernel
"$tmp/jupyter-kernel" install --prefix "$tmp/prefix" --name puppet >/dev/null
export JUPYTER_PATH="$tmp/prefix/share/jupyter" JUPYTER_DATA_DIR="$tmp/data" \
  JUPYTER_CONFIG_DIR="$tmp/config" JUPYTER_RUNTIME_DIR="$tmp/runtime" JUPYTER_PLATFORM_DIRS=1

pairs=()
for nb in "${notebooks[@]}"; do
  pairs+=("$nb" "$nb")
done
"$py" execute.py --kernel puppet "${pairs[@]}"

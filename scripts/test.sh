#!/usr/bin/env bash
# Runs the whole test suite. Installs what the tests need when it is missing
# (Debian packages for the Jupyter client tests), then runs every Go test.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Jupyter kernel's tests drive it with the real Jupyter tools, from
# Debian's packages (they live in /usr/bin/python3's modules), and check
# the catalog's picture, which Graphviz draws. ERB templates and modules'
# Ruby functions run in Ruby; the facts tests compare with facter; the
# debugger's protocol test also runs against ipykernel with debugpy.
if { ! /usr/bin/python3 -c 'import jupyter_client, nbclient, nbconvert, jupyter_kernel_test, ipykernel, debugpy' 2>/dev/null \
     || ! command -v dot >/dev/null || ! command -v ruby >/dev/null || ! command -v facter >/dev/null; } \
   && command -v apt-get >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
    jupyter-client python3-nbclient jupyter-nbconvert python3-jupyter-kernel-test graphviz \
    python3-ipykernel python3-debugpy ruby facter >/dev/null
fi

# The classroom test starts a JupyterHub (Debian's jupyterhub, with its
# proxy); without it that test is skipped and the rest still runs.
if ! command -v jupyterhub >/dev/null && command -v apt-get >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends jupyterhub >/dev/null ||
    echo "test.sh: jupyterhub could not be installed; the classroom test will be skipped" >&2
fi

scripts/imports.sh --check
go test -count=1 ./...

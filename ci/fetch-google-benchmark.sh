#!/usr/bin/env bash
# Fetches Google Benchmark's sources from Debian's `benchmark` source package
# (needs the deb-src entries ci/install-dependencies.sh adds, and dpkg-dev)
# into build/_deps/google-benchmark, where CMake looks for them. The library
# is then built for the target inside the project's build, like GoogleTest.
# Idempotent.
#
#   ci/fetch-google-benchmark.sh [destination]
set -euo pipefail
cd "$(dirname "$0")/.."
destination=${1:-build/_deps/google-benchmark}
if [ -f "$destination/CMakeLists.txt" ]; then
  echo "fetch-google-benchmark: already in $destination"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get source -q benchmark >/dev/null 2>&1) || {
  echo "fetch-google-benchmark: 'apt-get source benchmark' failed: it needs deb-src entries" \
    "(ci/install-dependencies.sh adds them) and dpkg-dev" >&2
  exit 1
}
source_dir=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'benchmark-*' | head -n 1)
mkdir -p "$(dirname "$destination")"
rm -rf "$destination"
mv "$source_dir" "$destination"
echo "fetch-google-benchmark: $(basename "$source_dir") in $destination"

#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# Extracts Eigen 3.4.0's source tree (Debian's eigen3 source package, with
# Debian's patches applied: the same tree libeigen3-dev installs headers from)
# into DIRECTORY. The package is downloaded once with `apt-get source` into
# build/_deps/eigen3-source and reused; nothing of Eigen's is committed.
# An existing extraction is kept unless --fresh is given.
#
#   ci/fetch-eigen-source.sh [--fresh] DIRECTORY
set -euo pipefail
cd "$(dirname "$0")/.."
fresh=0
if [ "${1:-}" = --fresh ]; then
  fresh=1
  shift
fi
destination=${1:?usage: ci/fetch-eigen-source.sh [--fresh] DIRECTORY}
cache=build/_deps/eigen3-source

if [ "$fresh" -eq 0 ] && [ -f "$destination/.extracted" ]; then
  exit 0
fi
mkdir -p "$cache"
if ! ls "$cache"/eigen3_3.4.0*.dsc >/dev/null 2>&1; then
  (cd "$cache" && { apt-get source --download-only eigen3=3.4.0-4 >/dev/null 2>&1 ||
                    apt-get source --download-only eigen3 >/dev/null; }) ||
    { echo "fetch-eigen-source: apt-get source eigen3 failed (are deb-src entries configured? ci/install-dependencies.sh adds them)" >&2; exit 1; }
fi
rm -rf "$destination"
mkdir -p "$(dirname "$destination")"
log=$(mktemp)
if ! dpkg-source --no-check -x "$(ls "$cache"/eigen3_3.4.0*.dsc | head -n 1)" "$destination" >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
grep -q '#define EIGEN_WORLD_VERSION 3' "$destination/Eigen/src/Core/util/Macros.h" &&
  grep -q '#define EIGEN_MAJOR_VERSION 4' "$destination/Eigen/src/Core/util/Macros.h" ||
  { echo "fetch-eigen-source: $destination is not Eigen 3.4" >&2; exit 1; }
touch "$destination/.extracted"

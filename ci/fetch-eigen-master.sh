#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# Puts the Eigen master tree of COMMIT (default: 12c9c14b, the newest checked)
# at build/_deps/eigen-master-<first 8 hex digits> and prints that path
# (nothing of Eigen's is committed). The tree comes from, in this order:
#   $EIGEN_RVV_MASTER_SOURCE   a directory holding eigen-<commit>.tar.xz and
#                              SHA256SUMS (checked), as ../shared/eigen-master;
#   ../shared/eigen-master     the same, beside the project;
#   git clone of upstream      (needs network access to gitlab.com).
# Exits with 3 when none of them has the tree (callers may skip), 1 on other errors.
#
#   ci/fetch-eigen-master.sh [COMMIT]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
commit=${1:-12c9c14b}
[[ "$commit" =~ ^[0-9a-f]{8,40}$ ]] || { echo "fetch-eigen-master: '$commit' is not a commit hash (8 to 40 hex digits)" >&2; exit 2; }
short=${commit:0:8}
dest=$PWD/build/_deps/eigen-master-$short
if [ -f "$dest/.extracted" ]; then
  echo "$dest"
  exit 0
fi

for source in "${EIGEN_RVV_MASTER_SOURCE:-}" "$PWD/../shared/eigen-master"; do
  [ -n "$source" ] && [ -f "$source/eigen-$short.tar.xz" ] || continue
  (cd "$source" && grep " eigen-$short.tar.xz\$" SHA256SUMS | sha256sum -c --quiet -) ||
    { echo "fetch-eigen-master: $source/eigen-$short.tar.xz does not match its SHA256SUMS line" >&2; exit 1; }
  rm -rf "$dest" "$dest.partial"
  mkdir -p "$dest.partial"
  tar -xJf "$source/eigen-$short.tar.xz" -C "$dest.partial" --strip-components=1
  break
done
if [ ! -d "$dest.partial" ]; then
  rm -rf "$dest.partial"
  git clone -q https://gitlab.com/libeigen/eigen.git "$dest.partial" 2>/dev/null ||
    { rm -rf "$dest.partial"
      echo "fetch-eigen-master: no eigen-$short.tar.xz in \$EIGEN_RVV_MASTER_SOURCE or ../shared/eigen-master, and git clone failed" >&2
      exit 3; }
  git -C "$dest.partial" checkout -q "$commit" ||
    { echo "fetch-eigen-master: upstream has no commit $commit" >&2; exit 1; }
fi
[ -f "$dest.partial/Eigen/Core" ] && [ -f "$dest.partial/Eigen/src/Core/arch/RVV10/PacketMath.h" ] ||
  { echo "fetch-eigen-master: the tree of $commit is not an Eigen master with the RVV10 backend" >&2; exit 1; }
mv "$dest.partial" "$dest"
touch "$dest/.extracted"
echo "$dest"

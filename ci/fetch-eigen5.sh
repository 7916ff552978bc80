#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# Fetches Eigen 5.0.1 from Debian forky, on the mirror the machine's apt
# sources name, into build/_deps/eigen-5.0.1 (nothing of Eigen's is
# committed):
#   include/eigen3   the headers of the binary package libeigen3-dev 5.0.1
#                    (architecture all), as /usr/include/eigen3 on forky;
#   share/           its CMake package and pkg-config file;
#   source/          the source package eigen3 5.0.1 with Debian's patches
#                    (tests, for ci/upstream-tests.sh).
# A private apt state in build/_deps/eigen-5.0.1/apt leaves the machine's own
# sources untouched. Reuses what is already there.
#
#   ci/fetch-eigen5.sh [headers|source|all]      (default: all)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
what=${1:-all}
version=5.0.1
dest=$PWD/build/_deps/eigen-$version
state=$dest/apt

need_headers=0 need_source=0
case "$what" in
  headers) need_headers=1 ;;
  source) need_source=1 ;;
  all) need_headers=1 need_source=1 ;;
  *) echo "usage: ci/fetch-eigen5.sh [headers|source|all]" >&2; exit 2 ;;
esac
[ -f "$dest/include/.extracted" ] && need_headers=0
[ -f "$dest/source/.extracted" ] && need_source=0
[ $need_headers -eq 0 ] && [ $need_source -eq 0 ] && exit 0

. "$here/debian-mirror.sh"
read -r mirror keyring <<<"$(debian_mirror)" || true
[ -n "${mirror:-}" ] || { echo "fetch-eigen5: no Debian bookworm mirror in /etc/apt/sources*" >&2; exit 1; }
mkdir -p "$state/lists/partial" "$state/archives/partial" "$state/download"
signed=
[ -n "${keyring:-}" ] && signed="[signed-by=$keyring] "
{
  echo "deb ${signed}$mirror forky main"
  echo "deb-src ${signed}$mirror forky main"
} >"$state/sources.list"
# forky's Release file on the mirror is past its Valid-Until date.
apt_options=(-o "Dir::Etc::SourceList=$state/sources.list" -o Dir::Etc::SourceParts=/nonexistent
  -o "Dir::State::Lists=$state/lists" -o "Dir::Cache=$state" -o "Dir::Cache::archives=$state/archives"
  -o Acquire::Check-Valid-Until=false -o APT::Sandbox::User=root -q)
if [ ! -f "$state/lists/.updated" ]; then
  apt-get "${apt_options[@]}" update >"$state/update.log" 2>&1 ||
    { cat "$state/update.log" >&2; echo "fetch-eigen5: apt-get update of forky failed" >&2; exit 1; }
  touch "$state/lists/.updated"
fi
debian_version=$(apt-cache "${apt_options[@]}" madison libeigen3-dev | awk -v v="$version" '$3 ~ "^"v"-" { print $3; exit }')
[ -n "$debian_version" ] || { echo "fetch-eigen5: forky has no libeigen3-dev $version" >&2; exit 1; }

if [ $need_headers -eq 1 ]; then
  (cd "$state/download" && apt-get "${apt_options[@]}" download "libeigen3-dev=$debian_version" >/dev/null)
  rm -rf "$dest/package" "$dest/include" "$dest/share"
  dpkg-deb -x "$state/download/libeigen3-dev_${debian_version}_all.deb" "$dest/package"
  mkdir -p "$dest/share"
  mv "$dest/package/usr/include" "$dest/include"
  mv "$dest/package/usr/share/eigen3" "$dest/share/eigen3"
  mv "$dest/package/usr/share/pkgconfig" "$dest/share/pkgconfig"
  rm -rf "$dest/package"
  # (Debian's build marks the version string "5.0.1-dev"; the numbers are 5.0.1's.)
  [ "$(awk '/define EIGEN_(MAJOR|MINOR|PATCH)_VERSION/ { printf "%s%s", sep, $3; sep = "." }' \
      "$dest/include/eigen3/Eigen/Version")" = "$version" ] ||
    { echo "fetch-eigen5: the package's headers are not Eigen $version" >&2; exit 1; }
  touch "$dest/include/.extracted"
fi

if [ $need_source -eq 1 ]; then
  # The mirror serves the source package's tarballs; its .dsc may be missing,
  # so the tree is unpacked and patched here as dpkg-source would.
  (cd "$state/download" && apt-get "${apt_options[@]}" source --download-only "eigen3=$debian_version" >/dev/null 2>&1) || true
  orig=$(ls "$state/download"/eigen3_${version}.orig.tar.* 2>/dev/null | head -n 1)
  debian=$(ls "$state/download"/eigen3_${debian_version}.debian.tar.* 2>/dev/null | head -n 1)
  [ -n "$orig" ] && [ -n "$debian" ] || { echo "fetch-eigen5: could not download the source package eigen3 $debian_version" >&2; exit 1; }
  rm -rf "$dest/source" "$dest/source.partial"
  mkdir -p "$dest/source.partial"
  tar -xf "$orig" -C "$dest/source.partial" --strip-components=1
  tar -xf "$debian" -C "$dest/source.partial"
  while read -r p; do
    case "$p" in ''|'#'*) continue ;; esac
    patch -d "$dest/source.partial" -p1 -s <"$dest/source.partial/debian/patches/$p"
  done <"$dest/source.partial/debian/patches/series"
  mv "$dest/source.partial" "$dest/source"
  touch "$dest/source/.extracted"
fi

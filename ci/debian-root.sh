#!/usr/bin/env bash
# Makes (once) and updates a Debian root for builds that need another Debian
# release than the host's (newer GCC cross compilers, a fresh Debian 12):
# `debootstrap --variant=minbase SUITE` from the mirror the machine's apt
# sources name, then PACKAGES installed in it. Prints the root's path.
# Needs root. The roots live in $EIGEN_RVV_CACHE (default /var/cache/eigen-rvv),
# outside the repository, and are reused when present.
#
#   ci/debian-root.sh NAME SUITE [PACKAGE ...]     e.g. gcc14 trixie g++-14-riscv64-linux-gnu
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cache=${EIGEN_RVV_CACHE:-/var/cache/eigen-rvv}
[ "$(id -u)" -eq 0 ] || { echo "debian-root: needs root (debootstrap, chroot, mount)" >&2; exit 2; }

name=${1:?usage: ci/debian-root.sh NAME SUITE [PACKAGE ...]}
suite=${2:?usage: ci/debian-root.sh NAME SUITE [PACKAGE ...]}
shift 2
. "$here/debian-mirror.sh"
read -r mirror _ <<<"$(debian_mirror)" || true
[ -n "${mirror:-}" ] || { echo "debian-root: no bookworm mirror in /etc/apt/sources*" >&2; exit 1; }
root=$cache/$name
mkdir -p "$cache"
# forky and sid: the mirror's Release files are past their Valid-Until date.
apt_options=(-o Acquire::Check-Valid-Until=false)
if [ ! -x "$root/usr/bin/apt-get" ]; then
  command -v debootstrap >/dev/null ||
    { apt-get update -q && apt-get install -y -q --no-install-recommends debootstrap; } >&2
  rm -rf "$root.partial"
  # sid's debootstrap script serves the suites after the newest it knows (forky).
  script=$suite
  [ -e "/usr/share/debootstrap/scripts/$suite" ] || script=sid
  debootstrap --variant=minbase "$suite" "$root.partial" "$mirror" \
    "/usr/share/debootstrap/scripts/$script" >"$cache/$name.debootstrap.log" 2>&1 ||
    { tail -n 20 "$cache/$name.debootstrap.log" >&2; exit 1; }
  echo "deb $mirror $suite main" >"$root.partial/etc/apt/sources.list"
  mv "$root.partial" "$root"
fi
if [ $# -gt 0 ]; then
  missing=()
  for p in "$@"; do
    chroot "$root" dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
      bash -c "apt-get ${apt_options[*]} update -q && apt-get install -y -q --no-install-recommends ${missing[*]}" >&2
  fi
fi
echo "$root"

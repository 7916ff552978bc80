#!/usr/bin/env bash
# The README's commands on a fresh Debian 12, as a new user runs them: in a
# `debootstrap --variant=minbase bookworm` root (no C or C++ compiler, no
# cmake) whose apt sources are the installer's one-line entries without
# signed-by ("list") or a deb822 file with Signed-By ("deb822"), the tracked
# and untracked, not ignored, files of this checkout run ci/demo.sh, then ci/test.sh with the named
# configurations (default: none). Needs root (chroot, mount).
#
#   ci/fresh-machine-test.sh list|deb822 [configuration ...]
#
# The minimal root is made once (ci/debian-root.sh) and kept in
# $EIGEN_RVV_CACHE (default /var/cache/eigen-rvv); each run works in a fresh
# copy of it. Downloaded packages and ccache are shared with
# the host (bind mounts), which saves time but installs nothing for the root.
set -euo pipefail
cd "$(dirname "$0")/.."
format=${1:?usage: ci/fresh-machine-test.sh list|deb822 [configuration ...]}
shift
case "$format" in list|deb822) ;; *) echo "unknown apt source format: $format (list or deb822)" >&2; exit 2 ;; esac
[ "$(id -u)" -eq 0 ] || { echo "fresh-machine-test: needs root (debootstrap, chroot, mount)" >&2; exit 2; }

. ci/debian-mirror.sh
read -r mirror _ <<<"$(debian_mirror)" || true
[ -n "${mirror:-}" ] || { echo "fresh-machine-test: no bookworm mirror in /etc/apt/sources*" >&2; exit 1; }
security_mirror=${mirror%/debian}/debian-security

cache=${EIGEN_RVV_CACHE:-/var/cache/eigen-rvv}
base=$(bash ci/debian-root.sh bookworm-minbase bookworm)
root=$(mktemp -d "$cache/fresh-$format.XXXXXX")
mounts=()
cleanup() {
  local m
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[$i]}" 2>/dev/null || true; done
  rm -rf --one-file-system "$root"
}
trap cleanup EXIT
cp -a "$base/." "$root/"
rm -f "$root/etc/apt/sources.list"
if [ "$format" = list ]; then
  # As Debian's installer writes them.
  printf 'deb %s bookworm main\ndeb %s bookworm-security main\ndeb %s bookworm-updates main\n' \
    "$mirror" "$security_mirror" "$mirror" >"$root/etc/apt/sources.list"
else
  # As Debian's container images have them.
  printf 'Types: deb\nURIs: %s\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: %s\n\n%s\n' \
    "$mirror" /usr/share/keyrings/debian-archive-keyring.gpg \
    "Types: deb
URIs: $security_mirror
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg" >"$root/etc/apt/sources.list.d/debian.sources"
fi
mkdir -p "$root/root/eigen-rvv" "$root/root/.cache/ccache" "${CCACHE_DIR:-$HOME/.cache/ccache}"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$root/root/eigen-rvv"
bind() { mount --bind "$1" "$2"; mounts+=("$2"); }
mount -t proc proc "$root/proc"; mounts+=("$root/proc")
bind /dev "$root/dev"
bind /var/cache/apt/archives "$root/var/cache/apt/archives"
bind "${CCACHE_DIR:-$HOME/.cache/ccache}" "$root/root/.cache/ccache"
cp /etc/resolv.conf "$root/etc/resolv.conf"

run() { chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
          bash -c "cd /root/eigen-rvv && $*"; }
echo "=== fresh Debian 12 ($format sources): ci/demo.sh"
passed=0 failed=0
if run ci/demo.sh; then
  echo "fresh-machine ($format): demo passed"
  passed=1
else
  echo "fresh-machine ($format): demo FAILED"
  failed=1
fi
if [ $failed -eq 0 ] && [ $# -gt 0 ]; then
  echo "=== fresh Debian 12 ($format sources): ci/test.sh $*"
  run ci/test.sh "$@" | tee "$root/test.log"
  counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$root/test.log" | tail -n 1)
  if [ -n "$counts" ]; then
    passed=$((passed + ${counts%% passed*}))
    failed=$((failed + $(echo "$counts" | sed -E 's/.* ([0-9]+) failed$/\1/')))
  else
    failed=$((failed + 1))
  fi
fi
echo "fresh-debian12-$format: $passed passed, $failed failed"
[ $failed -eq 0 ]

#!/usr/bin/env bash
# Runs a command in the Debian root that holds a newer GNU riscv64 cross
# compiler than Debian 12 has: gcc14 (Debian 13 trixie, g++-14 14.2) or
# gcc15 (Debian forky, g++-15 15.x). The root is made once by
# ci/debian-root.sh (in $EIGEN_RVV_CACHE, default /var/cache/eigen-rvv) with
# cmake, ninja, ccache, QEMU and GoogleTest; this checkout, the host's Eigen
# 3.4 headers (forky's own are 5.0) and the host's ccache directory are
# mounted at the same paths for the command's duration. Needs root.
#
#   ci/in-gcc-root.sh gcc14|gcc15 COMMAND [ARG...]     (run in this checkout)
#   ci/in-gcc-root.sh gcc14|gcc15 --prepare            (only make the root)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
name=${1:?usage: ci/in-gcc-root.sh gcc14|gcc15 COMMAND [ARG...]}
shift
case "$name" in
  gcc14) suite=trixie ;;
  gcc15) suite=forky ;;
  *) echo "in-gcc-root: unknown root '$name' (gcc14 or gcc15)" >&2; exit 2 ;;
esac
root=$(bash "$here/debian-root.sh" "$name" "$suite" "g++-${name#gcc}-riscv64-linux-gnu" \
  cmake ninja-build ccache python3 qemu-user googletest make pkgconf)
[ "${1:-}" = "--prepare" ] && exit 0

eigen=/usr/include/eigen3
ccache_dir=${CCACHE_DIR:-$HOME/.cache/ccache}
[ -f "$eigen/Eigen/Core" ] || { echo "in-gcc-root: no Eigen 3.4 headers in $eigen (ci/install-dependencies.sh)" >&2; exit 1; }
mkdir -p "$ccache_dir"
mounted=()
bind() {  # bind SOURCE TARGET-IN-ROOT
  mkdir -p "$root$2"
  mount --bind "$1" "$root$2"
  mounted=("$root$2" "${mounted[@]}")
}
cleanup() {
  for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done
}
trap cleanup EXIT
bind /proc /proc
bind /dev /dev
bind "$repo" "$repo"
bind "$eigen" "$eigen"
bind "$ccache_dir" /root/.cache/ccache
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
  CCACHE_DIR=/root/.cache/ccache EIGEN_RVV_IN_GCC_ROOT="$name" \
  bash -c 'cd "$0" && exec "$@"' "$repo" "$@"

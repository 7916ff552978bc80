#!/usr/bin/env bash
# Runs a command in the Debian root that holds a newer GNU riscv64 cross
# compiler than Debian 12 has: gcc14 (Debian 13 trixie, g++-14 14.2), gcc15
# or gcc16 (Debian forky, g++-15 15.x and g++-16 16.x in one root). The root
# is made once by ci/debian-root.sh (in $EIGEN_RVV_CACHE, default
# /var/cache/eigen-rvv) with cmake, ninja, ccache, QEMU and GoogleTest; this
# checkout, the host's Eigen 3.4 headers (forky's own are 5.0) and the host's
# ccache directory (and TensorFlow's client sources, EIGEN_RVV_CLIENTS_DIR or ../shared/clients) are mounted at the
# same paths, in a private mount
# namespace, for the command's duration. Needs root.
#
#   ci/in-gcc-root.sh gcc14|gcc15|gcc16 COMMAND [ARG...]     (run in this checkout)
#   ci/in-gcc-root.sh gcc14|gcc15|gcc16 --prepare            (only make the root)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
name=${1:?usage: ci/in-gcc-root.sh gcc14|gcc15|gcc16 COMMAND [ARG...]}
shift
case "$name" in
  gcc14) suite=trixie root_name=gcc14 ;;
  gcc15 | gcc16) suite=forky root_name=gcc15 ;;
  *) echo "in-gcc-root: unknown root '$name' (gcc14, gcc15 or gcc16)" >&2; exit 2 ;;
esac
root=$(bash "$here/debian-root.sh" "$root_name" "$suite" "g++-${name#gcc}-riscv64-linux-gnu" \
  cmake ninja-build ccache python3 qemu-user googletest make pkgconf)
[ "${1:-}" = "--prepare" ] && exit 0

eigen=/usr/include/eigen3
ccache_dir=${CCACHE_DIR:-$HOME/.cache/ccache}
[ -f "$eigen/Eigen/Core" ] || { echo "in-gcc-root: no Eigen 3.4 headers in $eigen (ci/install-dependencies.sh)" >&2; exit 1; }
mkdir -p "$ccache_dir"
# TensorFlow's client sources (test/CMakeLists.txt), at the same path, where they are.
clients=${EIGEN_RVV_CLIENTS_DIR:-$repo/../shared/clients}
[ -d "$clients" ] && clients=$(cd "$clients" && pwd) || clients=
for d in /proc /dev "$repo" "$eigen" /root/.cache/ccache $clients; do mkdir -p "$root$d"; done
# The mounts live in a mount namespace of their own: they vanish with the command, and runs at the
# same time do not see (or unmount) each other's.
exec unshare --mount --propagation private bash -c '
  root=$1 repo=$2 eigen=$3 ccache_dir=$4 name=$5 clients=$6
  shift 6
  mount --bind /proc "$root/proc" && mount --bind /dev "$root/dev" && mount --bind "$repo" "$root$repo" &&
    mount --bind "$eigen" "$root$eigen" && mount --bind "$ccache_dir" "$root/root/.cache/ccache" || exit 1
  if [ -n "$clients" ]; then mount --bind "$clients" "$root$clients" || exit 1; fi
  exec chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    CCACHE_DIR=/root/.cache/ccache EIGEN_RVV_IN_GCC_ROOT="$name" ${clients:+EIGEN_RVV_CLIENTS_DIR="$clients"} \
    bash -c "cd \"\$0\" && exec \"\$@\"" "$repo" "$@"' \
  _ "$root" "$repo" "$eigen" "$ccache_dir" "$name" "$clients" "$@"

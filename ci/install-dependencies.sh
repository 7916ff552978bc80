#!/usr/bin/env bash
# Installs everything eigen-rvv needs on a fresh Debian 12 (bookworm) machine.
# Idempotent: re-running it only installs what is missing.
#
#   clang-22/lld-22/llvm-22 (primary compiler), clang-19/lld-19 (oldest supported),
#   the riscv64 GNU cross sysroot, Eigen 3.4.0 headers, GoogleTest sources, cmake,
#   ninja, ccache, and QEMU user mode 10.x from bookworm-backports (bookworm's own
#   QEMU 7.2 lacks Zvfh); then Google Benchmark's sources (Debian's `benchmark`
#   source package, ci/fetch-google-benchmark.sh) for the benchmarks in bench/.
#
# The backports suite is added on the same Debian mirror the machine already
# uses: its URI is read from the existing apt sources, never written here.
#
#   ci/install-dependencies.sh [gcc14] [gcc15] [gcc16]
# also makes (once) the Debian roots with GCC 14 (trixie) and GCC 15 and 16 (forky)
# that the GCC configurations build in (ci/in-gcc-root.sh).
set -euo pipefail
gcc_roots=("$@")
prepare_gcc_roots() {
  for r in ${gcc_roots[@]+"${gcc_roots[@]}"}; do
    bash "$(dirname "$0")/in-gcc-root.sh" "$r" --prepare
  done
}

if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
else
  SUDO=
fi

packages=(
  clang-22 lld-22 llvm-22
  clang-19 lld-19
  g++-riscv64-linux-gnu libc6-dev-riscv64-cross
  g++-aarch64-linux-gnu libc6-dev-arm64-cross
  libeigen3-dev libgtest-dev
  cmake ninja-build ccache make pkgconf python3 ca-certificates dpkg-dev clang-format patch bzip2
)

all_present() {
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || return 1
  done
  command -v qemu-riscv64 >/dev/null || return 1
  qemu-riscv64 --version | grep -Eq 'version (1[0-9]|[2-9][0-9])\.' || return 1
}

if all_present; then
  echo "install-dependencies: everything is already installed"
  prepare_gcc_roots
  exec bash "$(dirname "$0")/fetch-google-benchmark.sh"
fi

# shellcheck source=ci/debian-mirror.sh
. "$(dirname "$0")/debian-mirror.sh"

backports_sources=/etc/apt/sources.list.d/eigen-rvv-backports.sources
if [ ! -f "$backports_sources" ]; then
  read -r mirror keyring <<<"$(debian_mirror)" || true
  if [ -z "${mirror:-}" ]; then
    echo "install-dependencies: could not find the Debian bookworm mirror in /etc/apt/sources*;" >&2
    echo "  add a bookworm-backports entry by hand (needed for qemu-user 10.x)" >&2
    exit 1
  fi
  echo "install-dependencies: adding bookworm-backports (and deb-src) from $mirror"
  {
    echo "Types: deb"
    echo "URIs: $mirror"
    echo "Suites: bookworm-backports"
    echo "Components: main"
    if [ -n "${keyring:-}" ]; then echo "Signed-By: $keyring"; fi
    echo
    echo "Types: deb-src"
    echo "URIs: $mirror"
    echo "Suites: bookworm bookworm-backports"
    echo "Components: main"
    if [ -n "${keyring:-}" ]; then echo "Signed-By: $keyring"; fi
  } | $SUDO tee "$backports_sources.new" >/dev/null
  $SUDO mv "$backports_sources.new" "$backports_sources"
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${packages[@]}"
$SUDO apt-get install -y -q --no-install-recommends -t bookworm-backports qemu-user

qemu-riscv64 --version | head -n 1
clang++-22 --version | head -n 1
clang++-19 --version | head -n 1
prepare_gcc_roots
bash "$(dirname "$0")/fetch-google-benchmark.sh"
echo "install-dependencies: done"

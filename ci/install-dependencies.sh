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
set -euo pipefail

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
  cmake ninja-build ccache make pkgconf python3 ca-certificates dpkg-dev
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
  exec bash "$(dirname "$0")/fetch-google-benchmark.sh"
fi

# Find the Debian main archive in the existing sources (deb822 .sources files
# or one-line .list files): prints "URI KEYRING" (KEYRING may be empty).
debian_mirror() {
  local found=""
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    found=$(awk '
      function emit() { if (bookworm && uri != "") { print uri, key; done = 1; exit } }
      /^URIs:/ { uri = $2 }
      /^Signed-By:/ { key = $2 }
      /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == "bookworm") bookworm = 1 }
      /^[[:space:]]*$/ { emit(); uri = ""; key = ""; bookworm = 0 }
      END { if (!done) emit() }' "$f")
    [ -n "$found" ] && { echo "$found"; return; }
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    found=$(awk '$1 == "deb" {
      key = ""
      for (i = 2; i <= NF; i++) {
        if ($i ~ /signed-by=/) { key = $i; sub(/.*signed-by=/, "", key); sub(/\]$/, "", key) }
        if ($i ~ /^[a-z]+:\/\// && $(i+1) == "bookworm") { print $i, key; exit }
      } }' "$f")
    [ -n "$found" ] && { echo "$found"; return; }
  done
}

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
    [ -n "${keyring:-}" ] && echo "Signed-By: $keyring"
    echo
    echo "Types: deb-src"
    echo "URIs: $mirror"
    echo "Suites: bookworm bookworm-backports"
    echo "Components: main"
    [ -n "${keyring:-}" ] && echo "Signed-By: $keyring"
  } | $SUDO tee "$backports_sources" >/dev/null
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${packages[@]}"
$SUDO apt-get install -y -q --no-install-recommends -t bookworm-backports qemu-user

qemu-riscv64 --version | head -n 1
clang++-22 --version | head -n 1
clang++-19 --version | head -n 1
bash "$(dirname "$0")/fetch-google-benchmark.sh"
echo "install-dependencies: done"

#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# Checks ci/make-upstream-patch end to end: takes Debian's eigen3 source
# package, 3.4.0 or 5.0.1 (apt-get source, cached under build/_deps; nothing of
# Eigen's is committed), applies the generated patch series to a fresh copy
# with `patch -p1`, then builds programs against the patched tree alone (no
# overlay) for riscv64 and runs them under QEMU: a check that the in-tree
# backend is active (packet sizes follow VLEN), Eigen's own test product_large
# (float, double and complex products, through the RVV GEBP microkernel) and,
# on 5.0, Eigen's packetmath (every part).
# Ends with "N passed, M failed".
#
#   ci/test-upstream-patch.sh [VLEN] [clang version] [3.4|5.0]
set -uo pipefail
cd "$(dirname "$0")/.."
vlen=${1:-256}
compiler=clang++-${2:-22}
base=${3:-3.4}
work=build/upstream-patch
[ "$base" = 5.0 ] && work=build/upstream-patch-eigen5
passed=0
failed=0
check() {
  local name=$1
  shift
  if "$@" >"$work/$name.log" 2>&1; then
    echo "upstream-patch: $name passed"
    passed=$((passed + 1))
  else
    echo "upstream-patch: $name FAILED"
    tail -n 30 "$work/$name.log"
    failed=$((failed + 1))
  fi
}

rm -rf "$work"
mkdir -p "$work"
case "$base" in
  3.4) bash ci/fetch-eigen-source.sh --fresh "$work/eigen" || { echo "0 passed, 1 failed"; exit 1; } ;;
  5.0) { bash ci/fetch-eigen5.sh source && cp -r build/_deps/eigen-5.0.1/source "$work/eigen"; } ||
         { echo "0 passed, 1 failed"; exit 1; } ;;
  *) echo "test-upstream-patch: the base must be 3.4 or 5.0" >&2; exit 2 ;;
esac

check make_patch ci/make-upstream-patch "$work/eigen" "$work/patches"
apply_series() {
  for patch_file in "$work"/patches/*.patch; do
    patch -p1 --forward --batch -d "$work/eigen" <"$patch_file" || return 1
  done
}
check apply_patch apply_series

target=(--target=riscv64-linux-gnu -march=rv64gcv_zfh_zvfh -mrvv-vector-bits="$vlen" -fno-omit-frame-pointer
        -fuse-ld=lld -O2 -I"$work/eigen")
qemu=(qemu-riscv64 -L /usr/riscv64-linux-gnu -cpu "rv64,v=true,vlen=$vlen,zfh=true,zvfh=true")

cat >"$work/backend_active.cpp" <<EOF
#include <Eigen/Core>
#include <cstdio>
#include <cstring>
#if !defined(EIGEN_VECTORIZE_RVV)
#error "the patched Eigen does not activate the RVV backend"
#endif
static_assert(Eigen::internal::packet_traits<float>::size == $vlen / 32, "float packets follow VLEN");
static_assert(Eigen::internal::packet_traits<double>::size == $vlen / 64, "double packets follow VLEN");
static_assert(Eigen::internal::gebp_traits<float, float>::nr == 16, "the RVV GEBP microkernel");
int main() {
  Eigen::MatrixXf a = Eigen::MatrixXf::Constant(5, 7, 2.f), b = Eigen::MatrixXf::Constant(7, 3, 0.5f);
  const float c = (a * b)(4, 2);
  std::printf("patched Eigen: %s, %d float lanes, (a b)(4,2) = %g\n", Eigen::SimdInstructionSetsInUse(),
              int(Eigen::internal::packet_traits<float>::size), c);
  return c == 7.f && std::strstr(Eigen::SimdInstructionSetsInUse(), "RISC-V Vector") ? 0 : 1;
}
EOF
check build_backend_check "$compiler" "${target[@]}" "$work/backend_active.cpp" -o "$work/backend_active"
check run_backend_check "${qemu[@]}" "$work/backend_active"
# Eigen's own test: parts 1, 2, 5, 8 are float/double products, column- and row-major; parts 4 and
# 7 complex<float>/complex<double> products (column-major, up to 160; the row-major complex parts 9
# and 10, up to 320, take 8 more minutes under QEMU: run them by hand with -DEIGEN_TEST_PART_9/10).
check build_product_large "$compiler" "${target[@]}" -I"$work/eigen/test" -DEIGEN_TEST_PART_1 -DEIGEN_TEST_PART_2 \
  -DEIGEN_TEST_PART_5 -DEIGEN_TEST_PART_8 -DEIGEN_TEST_PART_4 -DEIGEN_TEST_PART_7 -DEIGEN_TEST_MAX_SIZE=320 "$work/eigen/test/product_large.cpp" -o "$work/product_large"
check run_product_large "${qemu[@]}" "$work/product_large" r2 s42
if [ "$base" = 5.0 ]; then
  # Every part, with the EIGEN_FAST_MATH upstream's CMake gives packetmath.
  check build_packetmath "$compiler" "${target[@]}" -I"$work/eigen/test" -DEIGEN_TEST_PART_ALL=1 -DEIGEN_FAST_MATH=1 \
    "$work/eigen/test/packetmath.cpp" -o "$work/packetmath"
  check run_packetmath "${qemu[@]}" "$work/packetmath" r1 s42
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# What the alignment the RVV packets declare costs in scalar peeling (the
# evidence for rvv_packet_alignment in PacketTypes.h and for excluding
# upstream's first_aligned test, test/UPSTREAM.md). Builds one small program at
# VLEN 256 three times: with the overlay as it is (16 bytes), and with
# temporary copies whose packets declare 8 bytes or their own size in bytes;
# prints dynamic instruction counts (bench/instruction_count.py under QEMU)
# per call of a = b + c, a.sum(), and a scaling of a.segment(offset, n - 16)
# through a Ref (alignment unknown to Eigen) for each offset 0..15, for float,
# double and int8 vectors of n = 37 and n = 1000.
#
#   docs/studies/alignment_peeling_study.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
packet_types=Eigen/src/Core/arch/RVV/PacketTypes.h
packet_math=Eigen/src/Core/arch/RVV/PacketMath.h
grep -q 'enum { rvv_packet_alignment = Aligned16 };' "$packet_types" ||
  { echo "alignment_peeling_study: $packet_types no longer declares Aligned16" >&2; exit 1; }
for variant in 8-byte packet-size; do
  mkdir -p "$work/$variant"
  cp -r Eigen "$work/$variant/Eigen"
done
sed -i 's/enum { rvv_packet_alignment = Aligned16 };/enum { rvv_packet_alignment = Aligned8 };/' "$work/8-byte/$packet_types"
sed -i 's/    alignment = rvv_packet_alignment,/    alignment = int(rvv_packet_info<Packet>::lanes * sizeof(Scalar)) >= 128 ? Aligned128 : int(rvv_packet_info<Packet>::lanes * sizeof(Scalar)) >= 64 ? Aligned64 : int(rvv_packet_info<Packet>::lanes * sizeof(Scalar)) >= 32 ? Aligned32 : Aligned16,/' \
  "$work/packet-size/$packet_math"
grep -q "Aligned128 :" "$work/packet-size/$packet_math" ||
  { echo "alignment_peeling_study: could not patch $packet_math" >&2; exit 1; }
cat >"$work/probe.cpp" <<'PROGRAM'
#include <Eigen/Dense>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
template <typename Vector>
__attribute__((noinline)) void add(Vector& a, const Vector& b, const Vector& c) { a = b + c; }
template <typename Vector>
__attribute__((noinline)) typename Vector::Scalar sum(const Vector& b) { return b.sum(); }
template <typename Vector>
__attribute__((noinline)) void scale(Eigen::Ref<Vector> a, typename Vector::Scalar s) { a *= s; }
template <typename Scalar>
double run(int repetitions, int n) {
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
  Vector a(n), b = Vector::Random(n), c = Vector::Random(n);
  double s = 0;
  for (int r = 0; r < repetitions; r++) {
    add(a, b, c);
    s += double(sum(a));
    for (int offset = 0; offset < 16; ++offset) scale<Vector>(a.segment(offset, n - 16), Scalar(1));
  }
  return s;
}
int main(int argc, char** argv) {
  const int repetitions = std::atoi(argv[1]), n = std::atoi(argv[3]);
  double s = 0;
  if (!std::strcmp(argv[2], "float")) s = run<float>(repetitions, n);
  if (!std::strcmp(argv[2], "double")) s = run<double>(repetitions, n);
  if (!std::strcmp(argv[2], "int8")) s = run<std::int8_t>(repetitions, n);
  std::printf("%g\n", s);
}
PROGRAM
for variant in 16-byte 8-byte packet-size; do
  include=$work/$variant
  [ "$variant" = 16-byte ] && include=$PWD
  clang++-22 --target=riscv64-linux-gnu -march=rv64gcv_zfh_zvfh -mrvv-vector-bits=256 -fuse-ld=lld -O2 \
    -fno-omit-frame-pointer -I"$include" -I/usr/include/eigen3 "$work/probe.cpp" -o "$work/$variant.probe"
done
printf '%-8s %5s %10s %10s %12s\n' type n 16-byte 8-byte packet-size
for type in float double int8; do
  for n in 37 1000; do
    counts=()
    for variant in 16-byte 8-byte packet-size; do
      counts+=("$(python3 bench/instruction_count.py --vlen 256 --repetitions 20 -- "$work/$variant.probe" '{reps}' "$type" "$n" 2>/dev/null |
                  python3 -c 'import json,sys; t=sys.stdin.read(); print(json.loads(t[t.index("{"):])["total"])')")
    done
    printf '%-8s %5d %10s %10s %12s\n' "$type" "$n" "${counts[@]}"
  done
done

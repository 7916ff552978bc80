#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# What declaring packet-size alignment for the RVV packets would cost (the
# evidence for excluding upstream's first_aligned test, test/UPSTREAM.md).
# Builds one small program twice at VLEN 256: with the overlay as it is
# (rvv_unpacket_traits::alignment = Aligned8), and with a temporary copy whose
# packets declare their own size in bytes; prints per-call dynamic instruction
# counts (bench/instruction_count.py under QEMU) for n = 37 and n = 1000.
#
#   scripts/alignment_peeling_study.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/packet_size"
cp -r Eigen "$work/packet_size/Eigen"
sed -i 's/    alignment = Aligned8,/    alignment = int(rvv_packet_info<Packet>::lanes * sizeof(Scalar)) >= 128 ? Aligned128 : int(rvv_packet_info<Packet>::lanes * sizeof(Scalar)) >= 64 ? Aligned64 : int(rvv_packet_info<Packet>::lanes * sizeof(Scalar)) >= 32 ? Aligned32 : Aligned16,/' \
  "$work/packet_size/Eigen/src/Core/arch/RVV/PacketMath.h"
grep -q "Aligned128 :" "$work/packet_size/Eigen/src/Core/arch/RVV/PacketMath.h" ||
  { echo "alignment_peeling_study: could not patch PacketMath.h" >&2; exit 1; }
cat >"$work/probe.cpp" <<'PROGRAM'
#include <Eigen/Dense>
#include <cstdio>
#include <cstdlib>
__attribute__((noinline)) void add(Eigen::VectorXf& a, const Eigen::VectorXf& b, const Eigen::VectorXf& c) { a = b + c; }
__attribute__((noinline)) float sum(const Eigen::VectorXf& b) { return b.sum(); }
__attribute__((noinline)) void scale(Eigen::Ref<Eigen::VectorXf> a, float s) { a *= s; }
int main(int argc, char** argv) {
  const int repetitions = std::atoi(argv[1]), n = std::atoi(argv[2]);
  Eigen::VectorXf a(n), b = Eigen::VectorXf::Random(n), c = Eigen::VectorXf::Random(n);
  float s = 0;
  for (int r = 0; r < repetitions; r++) { add(a, b, c); s += sum(a); scale(a.segment(1, n - 2), 0.5f); }
  std::printf("%g\n", s);
}
PROGRAM
for variant in "8-byte:$PWD" "packet-size:$work/packet_size"; do
  name=${variant%%:*}
  clang++-22 --target=riscv64-linux-gnu -march=rv64gcv_zfh_zvfh -mrvv-vector-bits=256 -fuse-ld=lld -O2 \
    -fno-omit-frame-pointer -I"${variant#*:}" -I/usr/include/eigen3 "$work/probe.cpp" -o "$work/$name"
  for n in 37 1000; do
    total=$(python3 bench/instruction_count.py --vlen 256 --repetitions 20 -- "$work/$name" '{reps}' "$n" 2>/dev/null |
            python3 -c 'import json,sys; t=sys.stdin.read(); print(json.loads(t[t.index("{"):])["total"])')
    echo "alignment $name, n = $n: $total instructions per call"
  done
done

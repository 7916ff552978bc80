// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// pcast between RVV packets with Eigen's packet counts (same width 1:1; widening: the lower half of one source packet;
// narrowing: two source packets, the first in the lower half) and preinterpret. Float to integer truncates and
// saturates as the scalar cast does on RISC-V (DESIGN.md, "Descriptors and binders").

#ifndef EIGEN_RVV_TYPE_CASTING_H
#define EIGEN_RVV_TYPE_CASTING_H

namespace Eigen {

namespace internal {

#define EIGEN_RVV_CASTING_TRAITS(SOURCE, TARGET, SOURCE_RATIO, TARGET_RATIO)                 \
  template <>                                                                                \
  struct type_casting_traits<SOURCE, TARGET> {                                               \
    enum { VectorizedCast = 1, SrcCoeffRatio = SOURCE_RATIO, TgtCoeffRatio = TARGET_RATIO }; \
  };

EIGEN_RVV_CASTING_TRAITS(float, numext::int32_t, 1, 1)
EIGEN_RVV_CASTING_TRAITS(numext::int32_t, float, 1, 1)
EIGEN_RVV_CASTING_TRAITS(double, numext::int64_t, 1, 1)
EIGEN_RVV_CASTING_TRAITS(numext::int64_t, double, 1, 1)
EIGEN_RVV_CASTING_TRAITS(float, double, 1, 2)
EIGEN_RVV_CASTING_TRAITS(double, float, 2, 1)
EIGEN_RVV_CASTING_TRAITS(numext::int32_t, numext::int64_t, 1, 2)
EIGEN_RVV_CASTING_TRAITS(numext::int64_t, numext::int32_t, 2, 1)

#undef EIGEN_RVV_CASTING_TRAITS

// Same width: truncating to integer (saturating, as the scalar conversion), to nearest to floating point.
#define EIGEN_RVV_SAME_WIDTH_CAST(FLOAT_PACKET, INTEGER_PACKET)                                   \
  template <>                                                                                     \
  EIGEN_STRONG_INLINE INTEGER_PACKET pcast<FLOAT_PACKET, INTEGER_PACKET>(const FLOAT_PACKET& a) { \
    return __riscv_vfcvt_rtz_x(a, rvv_packet_info<FLOAT_PACKET>::lanes);                          \
  }                                                                                               \
  template <>                                                                                     \
  EIGEN_STRONG_INLINE FLOAT_PACKET pcast<INTEGER_PACKET, FLOAT_PACKET>(const INTEGER_PACKET& a) { \
    return __riscv_vfcvt_f(a, rvv_packet_info<INTEGER_PACKET>::lanes);                            \
  }
EIGEN_RVV_SAME_WIDTH_CAST(PacketXf, PacketXi)
EIGEN_RVV_SAME_WIDTH_CAST(PacketXd, PacketXl)
#undef EIGEN_RVV_SAME_WIDTH_CAST

// Widening: the lower half of `a`.
template <>
EIGEN_STRONG_INLINE PacketXd pcast<PacketXf, PacketXd>(const PacketXf& a) {
  return __riscv_vfwcvt_f(EIGEN_RVV_PASTE(__riscv_vlmul_trunc_f32, EIGEN_RVV_HALF_PACKET_LMUL)(a),
                          rvv_packet_info<PacketXd>::lanes);
}
template <>
EIGEN_STRONG_INLINE PacketXl pcast<PacketXi, PacketXl>(const PacketXi& a) {
  return __riscv_vsext_vf2(EIGEN_RVV_PASTE(__riscv_vlmul_trunc_i32, EIGEN_RVV_HALF_PACKET_LMUL)(a),
                           rvv_packet_info<PacketXl>::lanes);
}

// Narrowing: `a` then `b`, one conversion of the register group of twice a
// packet's registers.
template <>
EIGEN_STRONG_INLINE PacketXf pcast<PacketXd, PacketXf>(const PacketXd& a, const PacketXd& b) {
  const EIGEN_RVV_DOUBLE_PACKET_TYPE(vfloat64) pair =
      __riscv_vset(EIGEN_RVV_PASTE(__riscv_vlmul_ext_f64, EIGEN_RVV_DOUBLE_PACKET_LMUL)(a), 1, b);
  return __riscv_vfncvt_f(pair, rvv_packet_info<PacketXf>::lanes);
}
template <>
EIGEN_STRONG_INLINE PacketXi pcast<PacketXl, PacketXi>(const PacketXl& a, const PacketXl& b) {
  const EIGEN_RVV_DOUBLE_PACKET_TYPE(vint64) pair =
      __riscv_vset(EIGEN_RVV_PASTE(__riscv_vlmul_ext_i64, EIGEN_RVV_DOUBLE_PACKET_LMUL)(a), 1, b);
  return __riscv_vncvt_x(pair, rvv_packet_info<PacketXi>::lanes);
}

// Bit reinterpretation between packets of the same element width.
#define EIGEN_RVV_REINTERPRET(TARGET, SOURCE, TARGET_ELEMENT)                              \
  template <>                                                                              \
  EIGEN_STRONG_INLINE TARGET preinterpret<TARGET, SOURCE>(const SOURCE& a) {               \
    return EIGEN_RVV_WITH_LMUL(EIGEN_RVV_PASTE(__riscv_vreinterpret_, TARGET_ELEMENT))(a); \
  }
EIGEN_RVV_REINTERPRET(PacketXi, PacketXf, i32)
EIGEN_RVV_REINTERPRET(PacketXf, PacketXi, f32)
EIGEN_RVV_REINTERPRET(PacketXui, PacketXf, u32)
EIGEN_RVV_REINTERPRET(PacketXf, PacketXui, f32)
EIGEN_RVV_REINTERPRET(PacketXl, PacketXd, i64)
EIGEN_RVV_REINTERPRET(PacketXd, PacketXl, f64)
EIGEN_RVV_REINTERPRET(PacketXul, PacketXd, u64)
EIGEN_RVV_REINTERPRET(PacketXd, PacketXul, f64)
#undef EIGEN_RVV_REINTERPRET

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_TYPE_CASTING_H

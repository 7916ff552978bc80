// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Half precision on Zvfh: PacketXf16 (_Float16 lanes) computes natively in binary16, the transcendental functions
// through float with one rounding back; PacketXh (Eigen::half lanes) is the same register under its own type and
// forwards every operation to PacketXf16's (ForwardingPackets.h; DESIGN.md, "Descriptors and binders").

#ifndef EIGEN_RVV_HALF_H
#define EIGEN_RVV_HALF_H

namespace Eigen {

namespace internal {

#if defined(__riscv_zvfh)

namespace rvv {

// f(x) computed in float: both halves of x widened, f applied to each, the
// results narrowed back with one rounding.
template <typename FloatFunction>
EIGEN_STRONG_INLINE PacketXf16 through_float(const PacketXf16& x, FloatFunction f) {
  const size_t vl = rvv_packet_info<PacketXf16>::lanes;
  const WidePacketXf wide = __riscv_vfwcvt_f(raw(x), vl);
  return __riscv_vfncvt_f(join_halves(f(low_half(wide)), f(high_half(wide))), vl);
}

}  // namespace rvv

#define EIGEN_RVV_FLOAT16_THROUGH_FLOAT(FUNCTION)                                          \
  template <>                                                                              \
  EIGEN_STRONG_INLINE EIGEN_UNUSED PacketXf16 FUNCTION<PacketXf16>(const PacketXf16& x) {  \
    return rvv::through_float(x, [](const PacketXf& v) { return FUNCTION<PacketXf>(v); }); \
  }
#define EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, CAPABILITY) EIGEN_RVV_FLOAT16_THROUGH_FLOAT(FUNCTION)
#include "MathFunctionTable.h"
// 1 / sqrt in binary16 would round twice (1.3 ULP at worst); in float it rounds once.
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(prsqrt)
#undef EIGEN_RVV_FLOAT16_THROUGH_FLOAT

template <>
template <>
EIGEN_STRONG_INLINE PacketXf16 EIGEN_RVV_LOGISTIC_FUNCTOR(_Float16)::packetOp<PacketXf16>(const PacketXf16& x) const {
  return rvv::through_float(x, [](const PacketXf& v) { return rvv::logistic(v); });
}

// --- Conversions (Eigen's pcast packet counts, as float <-> double) ----------

template <>
struct type_casting_traits<_Float16, float> {
  enum { VectorizedCast = 1, SrcCoeffRatio = 1, TgtCoeffRatio = 2 };
};
template <>
struct type_casting_traits<float, _Float16> {
  enum { VectorizedCast = 1, SrcCoeffRatio = 2, TgtCoeffRatio = 1 };
};
template <>
struct type_casting_traits<half, float> {
  enum { VectorizedCast = 1, SrcCoeffRatio = 1, TgtCoeffRatio = 2 };
};
template <>
struct type_casting_traits<float, half> {
  enum { VectorizedCast = 1, SrcCoeffRatio = 2, TgtCoeffRatio = 1 };
};

// Widening (exact): the lower half of `a`.
template <>
EIGEN_STRONG_INLINE PacketXf pcast<PacketXf16, PacketXf>(const PacketXf16& a) {
  return __riscv_vfwcvt_f(EIGEN_RVV_PASTE(__riscv_vlmul_trunc_f16, EIGEN_RVV_HALF_PACKET_LMUL)(a),
                          rvv_packet_info<PacketXf>::lanes);
}
template <>
EIGEN_STRONG_INLINE PacketXf pcast<PacketXh, PacketXf>(const PacketXh& a) {
  return pcast<PacketXf16, PacketXf>(a);
}
// Narrowing (rounded to nearest even; overflow gives +-Inf): `a` then `b`,
// one conversion of the register pair.
template <>
EIGEN_STRONG_INLINE PacketXf16 pcast<PacketXf, PacketXf16>(const PacketXf& a, const PacketXf& b) {
  return __riscv_vfncvt_f(rvv::join_halves(a, b), rvv_packet_info<PacketXf16>::lanes);
}
template <>
EIGEN_STRONG_INLINE PacketXh pcast<PacketXf, PacketXh>(const PacketXf& a, const PacketXf& b) {
  return pcast<PacketXf, PacketXf16>(a, b);
}

template <>
EIGEN_STRONG_INLINE PacketXs preinterpret<PacketXs, PacketXf16>(const PacketXf16& a) {
  return EIGEN_RVV_WITH_LMUL(__riscv_vreinterpret_i16)(a);
}
template <>
EIGEN_STRONG_INLINE PacketXf16 preinterpret<PacketXf16, PacketXs>(const PacketXs& a) {
  return EIGEN_RVV_WITH_LMUL(__riscv_vreinterpret_f16)(a);
}
template <>
EIGEN_STRONG_INLINE PacketXus preinterpret<PacketXus, PacketXf16>(const PacketXf16& a) {
  return EIGEN_RVV_WITH_LMUL(__riscv_vreinterpret_u16)(a);
}
template <>
EIGEN_STRONG_INLINE PacketXf16 preinterpret<PacketXf16, PacketXus>(const PacketXus& a) {
  return EIGEN_RVV_WITH_LMUL(__riscv_vreinterpret_f16)(a);
}

#endif  // __riscv_zvfh

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_HALF_H

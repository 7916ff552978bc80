// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen::bfloat16 packets (PacketXbf, the bits in a uint16 packet): every operation widens to float, runs the float
// packet operation and rounds back once to nearest even; the conversions use Zvfbfmin where compiled with it, else
// integer instructions with the same results (DESIGN.md, "Descriptors and binders").

#ifndef EIGEN_RVV_BFLOAT16_H
#define EIGEN_RVV_BFLOAT16_H

namespace Eigen {

namespace internal {

namespace rvv {

// bfloat16 bits -> float: the bits are the upper half of the float's.
EIGEN_STRONG_INLINE WidePacketXf widen_bfloat16(const PacketXus& bits) {
  const size_t vl = rvv_packet_info<PacketXus>::lanes;
#if defined(EIGEN_RVV_ZVFBFMIN)
  return __riscv_vfwcvtbf16_f(EIGEN_RVV_WITH_LMUL(__riscv_vreinterpret_bf16)(bits), vl);
#else
  return EIGEN_RVV_PASTE(__riscv_vreinterpret_f32,
                         EIGEN_RVV_DOUBLE_PACKET_LMUL)(__riscv_vsll(__riscv_vzext_vf2(bits, vl), 16, vl));
#endif
}

// float -> bfloat16 bits, rounded to nearest even; NaN stays a (quiet) NaN.
EIGEN_STRONG_INLINE PacketXus narrow_to_bfloat16(const WidePacketXf& x) {
  const size_t vl = rvv_packet_info<PacketXus>::lanes;
#if defined(EIGEN_RVV_ZVFBFMIN)
  return EIGEN_RVV_WITH_LMUL(__riscv_vreinterpret_u16)(__riscv_vfncvtbf16_f(x, vl));
#else
  const EIGEN_RVV_DOUBLE_PACKET_TYPE(vuint32) bits =
      EIGEN_RVV_PASTE(__riscv_vreinterpret_u32, EIGEN_RVV_DOUBLE_PACKET_LMUL)(x);
  // Add 0x7fff plus the lowest kept bit, then drop the low 16 bits.
  const EIGEN_RVV_DOUBLE_PACKET_TYPE(vuint32) lowest_kept = __riscv_vand(__riscv_vsrl(bits, 16, vl), 1u, vl);
  const EIGEN_RVV_DOUBLE_PACKET_TYPE(vuint32) rounded = __riscv_vadd(bits, __riscv_vadd(lowest_kept, 0x7fffu, vl), vl);
  const PacketXus narrowed = __riscv_vnsrl(rounded, 16, vl);
  // NaN: the truncated bits with the quiet bit set (rounding could carry into the exponent or sign).
  const rvv_packet_info<PacketXus>::Mask is_nan = __riscv_vmfne(x, x, vl);
  const PacketXus quiet_nan = __riscv_vor(__riscv_vnsrl(bits, 16, vl), numext::uint16_t(0x0040), vl);
  return __riscv_vmerge(narrowed, quiet_nan, is_nan, vl);
#endif
}

EIGEN_STRONG_INLINE PacketXus narrow_halves(const PacketXf& low, const PacketXf& high) {
  return narrow_to_bfloat16(join_halves(low, high));
}

// f applied in float to the lanes of a (b, c), rounded back once.
template <typename FloatFunction>
EIGEN_STRONG_INLINE PacketXbf bfloat16_through_float(const PacketXbf& a, FloatFunction f) {
  const WidePacketXf wa = widen_bfloat16(a);
  return narrow_halves(f(low_half(wa)), f(high_half(wa)));
}
template <typename FloatFunction>
EIGEN_STRONG_INLINE PacketXbf bfloat16_through_float(const PacketXbf& a, const PacketXbf& b, FloatFunction f) {
  const WidePacketXf wa = widen_bfloat16(a), wb = widen_bfloat16(b);
  return narrow_halves(f(low_half(wa), low_half(wb)), f(high_half(wa), high_half(wb)));
}
template <typename FloatFunction>
EIGEN_STRONG_INLINE PacketXbf bfloat16_through_float(const PacketXbf& a, const PacketXbf& b, const PacketXbf& c,
                                                     FloatFunction f) {
  const WidePacketXf wa = widen_bfloat16(a), wb = widen_bfloat16(b), wc = widen_bfloat16(c);
  return narrow_halves(f(low_half(wa), low_half(wb), low_half(wc)), f(high_half(wa), high_half(wb), high_half(wc)));
}

// Comparison of the widened lanes: all-ones or all-zeros 16-bit lanes.
template <typename Compare>
EIGEN_STRONG_INLINE PacketXbf bfloat16_compare(const PacketXbf& a, const PacketXbf& b, Compare compare) {
  return lanes_from_mask<PacketXus>(compare(widen_bfloat16(a), widen_bfloat16(b), rvv_packet_info<PacketXus>::lanes));
}

}  // namespace rvv

#define EIGEN_RVV_BFLOAT16_UNARY(OP)                                                          \
  template <>                                                                                 \
  EIGEN_STRONG_INLINE EIGEN_UNUSED PacketXbf OP<PacketXbf>(const PacketXbf& a) {              \
    return rvv::bfloat16_through_float(a, [](const PacketXf& x) { return OP<PacketXf>(x); }); \
  }
#define EIGEN_RVV_BFLOAT16_BINARY(OP)                                                                        \
  template <>                                                                                                \
  EIGEN_STRONG_INLINE PacketXbf OP<PacketXbf>(const PacketXbf& a, const PacketXbf& b) {                      \
    return rvv::bfloat16_through_float(a, b, [](const PacketXf& x, const PacketXf& y) { return OP(x, y); }); \
  }
#define EIGEN_RVV_BFLOAT16_TERNARY(OP)                                                                      \
  template <>                                                                                               \
  EIGEN_STRONG_INLINE PacketXbf OP<PacketXbf>(const PacketXbf& a, const PacketXbf& b, const PacketXbf& c) { \
    return rvv::bfloat16_through_float(                                                                     \
        a, b, c, [](const PacketXf& x, const PacketXf& y, const PacketXf& z) { return OP(x, y, z); });      \
  }

EIGEN_RVV_BFLOAT16_UNARY(psqrt)
EIGEN_RVV_BFLOAT16_UNARY(prsqrt)
EIGEN_RVV_BFLOAT16_UNARY(pround)
EIGEN_RVV_BFLOAT16_UNARY(pfloor)
EIGEN_RVV_BFLOAT16_UNARY(pceil)
EIGEN_RVV_BFLOAT16_UNARY(print)
#define EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, CAPABILITY) EIGEN_RVV_BFLOAT16_UNARY(FUNCTION)
#include "MathFunctionTable.h"
EIGEN_RVV_BFLOAT16_BINARY(padd)
EIGEN_RVV_BFLOAT16_BINARY(psub)
EIGEN_RVV_BFLOAT16_BINARY(pmul)
EIGEN_RVV_BFLOAT16_BINARY(pdiv)
EIGEN_RVV_BFLOAT16_BINARY(pmin)
EIGEN_RVV_BFLOAT16_BINARY(pmax)
#define EIGEN_RVV_BFLOAT16_NAN_POLICY(OP, POLICY)                                                                    \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PacketXbf OP<POLICY, PacketXbf>(const PacketXbf& a, const PacketXbf& b) {                      \
    return rvv::bfloat16_through_float(a, b, [](const PacketXf& x, const PacketXf& y) { return OP<POLICY>(x, y); }); \
  }
EIGEN_RVV_BFLOAT16_NAN_POLICY(pmin, PropagateNumbers)
EIGEN_RVV_BFLOAT16_NAN_POLICY(pmax, PropagateNumbers)
EIGEN_RVV_BFLOAT16_NAN_POLICY(pmin, PropagateNaN)
EIGEN_RVV_BFLOAT16_NAN_POLICY(pmax, PropagateNaN)
#undef EIGEN_RVV_BFLOAT16_NAN_POLICY
EIGEN_RVV_BFLOAT16_TERNARY(pmadd)
EIGEN_RVV_BFLOAT16_TERNARY(pmsub)
EIGEN_RVV_BFLOAT16_TERNARY(pnmadd)
EIGEN_RVV_BFLOAT16_TERNARY(pnmsub)

#undef EIGEN_RVV_BFLOAT16_TERNARY
#undef EIGEN_RVV_BFLOAT16_BINARY
#undef EIGEN_RVV_BFLOAT16_UNARY

// Sign operations on the bits (exact, NaN payloads kept).
template <>
EIGEN_STRONG_INLINE PacketXbf pnegate<PacketXbf>(const PacketXbf& a) {
  return __riscv_vxor(rvv::raw(a), numext::uint16_t(0x8000), rvv_packet_info<PacketXus>::lanes);
}
template <>
EIGEN_STRONG_INLINE PacketXbf pconj<PacketXbf>(const PacketXbf& a) {
  return a;
}
template <>
EIGEN_STRONG_INLINE PacketXbf pabs<PacketXbf>(const PacketXbf& a) {
  return __riscv_vand(rvv::raw(a), numext::uint16_t(0x7fff), rvv_packet_info<PacketXus>::lanes);
}

template <>
EIGEN_STRONG_INLINE PacketXbf pcmp_eq<PacketXbf>(const PacketXbf& a, const PacketXbf& b) {
  return rvv::bfloat16_compare(
      a, b, [](const WidePacketXf& x, const WidePacketXf& y, size_t vl) { return __riscv_vmfeq(x, y, vl); });
}
template <>
EIGEN_STRONG_INLINE PacketXbf pcmp_lt<PacketXbf>(const PacketXbf& a, const PacketXbf& b) {
  return rvv::bfloat16_compare(
      a, b, [](const WidePacketXf& x, const WidePacketXf& y, size_t vl) { return __riscv_vmflt(x, y, vl); });
}
template <>
EIGEN_STRONG_INLINE PacketXbf pcmp_le<PacketXbf>(const PacketXbf& a, const PacketXbf& b) {
  return rvv::bfloat16_compare(
      a, b, [](const WidePacketXf& x, const WidePacketXf& y, size_t vl) { return __riscv_vmfle(x, y, vl); });
}
template <>
EIGEN_STRONG_INLINE PacketXbf pcmp_lt_or_nan<PacketXbf>(const PacketXbf& a, const PacketXbf& b) {
  return rvv::bfloat16_compare(a, b, [](const WidePacketXf& x, const WidePacketXf& y, size_t vl) {
    return __riscv_vmnot(__riscv_vmfge(x, y, vl), vl);
  });
}

// Reductions in float (the two halves combined, then reduced), rounded once at the end.
#define EIGEN_RVV_BFLOAT16_REDUCTION(REDUCTION, COMBINE)                                      \
  template <>                                                                                 \
  EIGEN_STRONG_INLINE bfloat16 REDUCTION<PacketXbf>(const PacketXbf& a) {                     \
    const WidePacketXf wide = rvv::widen_bfloat16(a);                                         \
    return bfloat16(REDUCTION<PacketXf>(COMBINE(rvv::low_half(wide), rvv::high_half(wide)))); \
  }
#define EIGEN_RVV_BFLOAT16_POLICY_REDUCTION(REDUCTION, COMBINE, POLICY)                                       \
  template <>                                                                                                 \
  EIGEN_STRONG_INLINE bfloat16 REDUCTION<POLICY, PacketXbf>(const PacketXbf& a) {                             \
    const WidePacketXf wide = rvv::widen_bfloat16(a);                                                         \
    return bfloat16(REDUCTION<POLICY, PacketXf>(COMBINE<POLICY>(rvv::low_half(wide), rvv::high_half(wide)))); \
  }
EIGEN_RVV_BFLOAT16_REDUCTION(predux, padd)
EIGEN_RVV_BFLOAT16_REDUCTION(predux_mul, pmul)
EIGEN_RVV_BFLOAT16_REDUCTION(predux_min, pmin)
EIGEN_RVV_BFLOAT16_REDUCTION(predux_max, pmax)
EIGEN_RVV_BFLOAT16_POLICY_REDUCTION(predux_min, pmin, PropagateNumbers)
EIGEN_RVV_BFLOAT16_POLICY_REDUCTION(predux_max, pmax, PropagateNumbers)
EIGEN_RVV_BFLOAT16_POLICY_REDUCTION(predux_min, pmin, PropagateNaN)
EIGEN_RVV_BFLOAT16_POLICY_REDUCTION(predux_max, pmax, PropagateNaN)
#undef EIGEN_RVV_BFLOAT16_POLICY_REDUCTION
#undef EIGEN_RVV_BFLOAT16_REDUCTION

// a, a + 1, a + 2, ... (in float, rounded once per lane).
template <>
EIGEN_STRONG_INLINE PacketXbf plset<PacketXbf>(const bfloat16& a) {
  const float first = float(a);
  const float lanes_per_half = float(rvv_packet_info<PacketXf>::lanes);
  return rvv::narrow_halves(plset<PacketXf>(first), plset<PacketXf>(first + lanes_per_half));
}
// frexp and ldexp through float: bfloat16 has float's exponent range, so
// the mantissa and the exponent are exact in bfloat16; ldexp rounds once
// (in float) except for results below float's normal range.
template <>
EIGEN_STRONG_INLINE PacketXbf pfrexp<PacketXbf>(const PacketXbf& a, PacketXbf& exponent) {
  const WidePacketXf wide = rvv::widen_bfloat16(a);
  PacketXf low_exponent, high_exponent;
  const PacketXf low = pfrexp<PacketXf>(rvv::low_half(wide), low_exponent);
  const PacketXf high = pfrexp<PacketXf>(rvv::high_half(wide), high_exponent);
  exponent = rvv::narrow_halves(low_exponent, high_exponent);
  return rvv::narrow_halves(low, high);
}
template <>
EIGEN_STRONG_INLINE PacketXbf pldexp<PacketXbf>(const PacketXbf& a, const PacketXbf& exponent) {
  return rvv::bfloat16_through_float(a, exponent,
                                     [](const PacketXf& x, const PacketXf& e) { return pldexp<PacketXf>(x, e); });
}

template <>
template <>
EIGEN_STRONG_INLINE PacketXbf EIGEN_RVV_LOGISTIC_FUNCTOR(bfloat16)::packetOp<PacketXbf>(const PacketXbf& x) const {
  return rvv::bfloat16_through_float(x, [](const PacketXf& v) { return rvv::logistic(v); });
}

// --- Conversions (Eigen's pcast packet counts, as float <-> double) ----------

template <>
struct type_casting_traits<bfloat16, float> {
  enum { VectorizedCast = 1, SrcCoeffRatio = 1, TgtCoeffRatio = 2 };
};
template <>
struct type_casting_traits<float, bfloat16> {
  enum { VectorizedCast = 1, SrcCoeffRatio = 2, TgtCoeffRatio = 1 };
};
// Widening (exact): the lower half of `a`.
template <>
EIGEN_STRONG_INLINE PacketXf pcast<PacketXbf, PacketXf>(const PacketXbf& a) {
  return rvv::low_half(rvv::widen_bfloat16(a));
}
// Narrowing (to nearest even): `a` then `b`.
template <>
EIGEN_STRONG_INLINE PacketXbf pcast<PacketXf, PacketXbf>(const PacketXf& a, const PacketXf& b) {
  return rvv::narrow_halves(a, b);
}

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_BFLOAT16_H

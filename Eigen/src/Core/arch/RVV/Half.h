// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Half precision on Zvfh.
//
// PacketXf16 (_Float16 lanes) gets every real packet operation from
// PacketMath.h, computed natively in binary16 (vfadd.vv, vfmacc, vfsqrt, ...
// at SEW 16). The transcendental functions are computed in float: each half
// of the register is widened (vfwcvt), passed through the float packet
// function and narrowed back (vfncvt, one rounding), so that their error is
// the float function's (a few float ULP) plus one binary16 rounding.
//
// PacketXh (Eigen::half lanes) is the same register under a distinct type:
// Eigen::half is binary16 in memory, so every operation forwards to the
// PacketXf16 one with no conversion. Eigen 3.4's scalar Eigen::half
// operators compute through float with software conversions (Half.h has no
// RISC-V fast path); vectorized Eigen::half expressions go around them.

#ifndef EIGEN_RVV_HALF_H
#define EIGEN_RVV_HALF_H

namespace Eigen {

namespace internal {

// The operations that only move bits, for a packet type (Eigen::half,
// Eigen::bfloat16) held in the register of a STORAGE packet type whose
// scalar has the same bits (_Float16, uint16): loads, stores, broadcasts,
// lane movement, bitwise operations and selection forward to STORAGE's.
// The masked ploadu/pstoreu of such a packet type (16-bit lanes: up to 256-bit packets).
#define EIGEN_RVV_FORWARD_MASKED_LOAD_STORE(PACKET, STORAGE)                                          \
  template <>                                                                                         \
  EIGEN_STRONG_INLINE PACKET ploadu<PACKET>(const unpacket_traits<PACKET>::type* from,                \
                                            unpacket_traits<PACKET>::mask_t mask) {                   \
    return ploadu<STORAGE>(rvv::storage_data<STORAGE>(from), mask);                                   \
  }                                                                                                   \
  template <>                                                                                         \
  EIGEN_STRONG_INLINE void pstoreu<unpacket_traits<PACKET>::type, PACKET>(                            \
      unpacket_traits<PACKET>::type * to, const PACKET& from, unpacket_traits<PACKET>::mask_t mask) { \
    pstoreu(rvv::storage_data<STORAGE>(to), from.m_val, mask);                                        \
  }

#define EIGEN_RVV_FORWARD_STORAGE_OPS(PACKET, STORAGE)                                                              \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pload<PACKET>(const unpacket_traits<PACKET>::type* from) {                             \
    return pload<STORAGE>(rvv::storage_data<STORAGE>(from));                                                        \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET ploadu<PACKET>(const unpacket_traits<PACKET>::type* from) {                            \
    return ploadu<STORAGE>(rvv::storage_data<STORAGE>(from));                                                       \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET ploaddup<PACKET>(const unpacket_traits<PACKET>::type* from) {                          \
    return ploaddup<STORAGE>(rvv::storage_data<STORAGE>(from));                                                     \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET ploadquad<PACKET>(const unpacket_traits<PACKET>::type* from) {                         \
    return ploadquad<STORAGE>(rvv::storage_data<STORAGE>(from));                                                    \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE void pstore<unpacket_traits<PACKET>::type>(unpacket_traits<PACKET>::type * to,                \
                                                                 const PACKET& from) {                              \
    pstore(rvv::storage_data<STORAGE>(to), from.m_val);                                                             \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE void pstoreu<unpacket_traits<PACKET>::type>(unpacket_traits<PACKET>::type * to,               \
                                                                  const PACKET& from) {                             \
    pstoreu(rvv::storage_data<STORAGE>(to), from.m_val);                                                            \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_DEVICE_FUNC inline PACKET pgather<unpacket_traits<PACKET>::type, PACKET>(                                   \
      const unpacket_traits<PACKET>::type* from, Index stride) {                                                    \
    return pgather<unpacket_traits<STORAGE>::type, STORAGE>(rvv::storage_data<STORAGE>(from), stride);              \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_DEVICE_FUNC inline void pscatter<unpacket_traits<PACKET>::type, PACKET>(unpacket_traits<PACKET>::type * to, \
                                                                                const PACKET& from, Index stride) { \
    pscatter<unpacket_traits<STORAGE>::type, STORAGE>(rvv::storage_data<STORAGE>(to), from.m_val, stride);          \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pset1<PACKET>(const unpacket_traits<PACKET>::type& from) {                             \
    return pset1<STORAGE>(numext::bit_cast<unpacket_traits<STORAGE>::type>(from));                                  \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type pfirst<PACKET>(const PACKET& a) {                               \
    return numext::bit_cast<unpacket_traits<PACKET>::type>(pfirst<STORAGE>(a));                                     \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET preverse(const PACKET& a) {                                                            \
    return preverse<STORAGE>(a);                                                                                    \
  }                                                                                                                 \
  template <int N>                                                                                                  \
  EIGEN_DEVICE_FUNC inline typename enable_if<(N >= 2), void>::type ptranspose(PacketBlock<PACKET, N>& kernel) {    \
    PacketBlock<STORAGE, N> block;                                                                                  \
    for (int i = 0; i < N; ++i) block.packet[i] = kernel.packet[i];                                                 \
    ptranspose(block);                                                                                              \
    for (int i = 0; i < N; ++i) kernel.packet[i] = block.packet[i];                                                 \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pblend(const Selector<unpacket_traits<PACKET>::size>& selector, const PACKET& if_true, \
                                    const PACKET& if_false) {                                                       \
    return pblend(selector, if_true.m_val, if_false.m_val);                                                         \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET ptrue<PACKET>(const PACKET& a) {                                                       \
    return ptrue<STORAGE>(a);                                                                                       \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pzero<PACKET>(const PACKET& a) {                                                       \
    return pzero<STORAGE>(a);                                                                                       \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pand<PACKET>(const PACKET& a, const PACKET& b) {                                       \
    return pand<STORAGE>(a, b);                                                                                     \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET por<PACKET>(const PACKET& a, const PACKET& b) {                                        \
    return por<STORAGE>(a, b);                                                                                      \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pxor<PACKET>(const PACKET& a, const PACKET& b) {                                       \
    return pxor<STORAGE>(a, b);                                                                                     \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pandnot<PACKET>(const PACKET& a, const PACKET& b) {                                    \
    return pandnot<STORAGE>(a, b);                                                                                  \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pselect<PACKET>(const PACKET& mask, const PACKET& a, const PACKET& b) {                \
    return pselect<STORAGE>(mask, a, b);                                                                            \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE bool predux_any(const PACKET& a) {                                                            \
    return predux_any(a.m_val);                                                                                     \
  }

namespace rvv {
// The storage packet's scalars at the same address.
template <typename Storage, typename Scalar>
EIGEN_STRONG_INLINE const typename unpacket_traits<Storage>::type* storage_data(const Scalar* p) {
  static_assert(sizeof(Scalar) == sizeof(typename unpacket_traits<Storage>::type),
                "the storage packet holds scalars of the same size");
  return reinterpret_cast<const typename unpacket_traits<Storage>::type*>(p);
}
template <typename Storage, typename Scalar>
EIGEN_STRONG_INLINE typename unpacket_traits<Storage>::type* storage_data(Scalar* p) {
  static_assert(sizeof(Scalar) == sizeof(typename unpacket_traits<Storage>::type),
                "the storage packet holds scalars of the same size");
  return reinterpret_cast<typename unpacket_traits<Storage>::type*>(p);
}
}  // namespace rvv

#if defined(__riscv_zvfh)

namespace rvv {

// f(x) computed in float: both halves of x widened, f applied to each, the
// results narrowed back with one rounding.
template <typename FloatFunction>
EIGEN_STRONG_INLINE PacketXf16 through_float(const PacketXf16& x, FloatFunction f) {
  const size_t vl = rvv_packet_info<PacketXf16>::lanes;
  const WidePacketXf wide = __riscv_vfwcvt_f(x, vl);
  return __riscv_vfncvt_f(join_halves(f(low_half(wide)), f(high_half(wide))), vl);
}

EIGEN_STRONG_INLINE _Float16 float16_from_half(const half& h) { return numext::bit_cast<_Float16>(h); }
EIGEN_STRONG_INLINE half half_from_float16(_Float16 f) { return numext::bit_cast<half>(f); }

}  // namespace rvv

#define EIGEN_RVV_FLOAT16_THROUGH_FLOAT(FUNCTION)                                          \
  template <>                                                                              \
  EIGEN_STRONG_INLINE EIGEN_UNUSED PacketXf16 FUNCTION<PacketXf16>(const PacketXf16& x) {  \
    return rvv::through_float(x, [](const PacketXf& v) { return FUNCTION<PacketXf>(v); }); \
  }
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(pexp)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(pexpm1)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(plog)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(plog1p)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(ptanh)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(psin)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(pcos)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(ptan)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(patan)
// 1 / sqrt in binary16 would round twice (1.3 ULP at worst); in float it rounds once.
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(prsqrt)
#undef EIGEN_RVV_FLOAT16_THROUGH_FLOAT

template <>
template <>
EIGEN_STRONG_INLINE PacketXf16 scalar_logistic_op<_Float16>::packetOp<PacketXf16>(const PacketXf16& x) const {
  return rvv::through_float(x, [](const PacketXf& v) { return rvv::logistic(v); });
}

// --- Eigen::half: the PacketXf16 operations on the same register ------------

// Upstream's generic logistic, 1 / (1 + exp(-x)), overflows binary16 below
// x = -11.09 (0 instead of 1.5e-5).
template <>
template <>
EIGEN_STRONG_INLINE PacketXh scalar_logistic_op<half>::packetOp<PacketXh>(const PacketXh& x) const {
  return scalar_logistic_op<_Float16>().packetOp<PacketXf16>(x);
}

template <>
struct packet_traits<half> : packet_traits<_Float16> {
  typedef PacketXh type;
  typedef PacketXh half;
};

template <>
struct unpacket_traits<PacketXh> : unpacket_traits<PacketXf16> {
  typedef Eigen::half type;
  typedef PacketXh half;
};

#define EIGEN_RVV_HALF_UNARY(OP)                                              \
  template <>                                                                 \
  EIGEN_STRONG_INLINE EIGEN_UNUSED PacketXh OP<PacketXh>(const PacketXh& a) { \
    return OP<PacketXf16>(a);                                                 \
  }
#define EIGEN_RVV_HALF_BINARY(OP)                                                   \
  template <>                                                                       \
  EIGEN_STRONG_INLINE PacketXh OP<PacketXh>(const PacketXh& a, const PacketXh& b) { \
    return OP<PacketXf16>(a, b);                                                    \
  }
#define EIGEN_RVV_HALF_TERNARY(OP)                                                                     \
  template <>                                                                                          \
  EIGEN_STRONG_INLINE PacketXh OP<PacketXh>(const PacketXh& a, const PacketXh& b, const PacketXh& c) { \
    return OP<PacketXf16>(a, b, c);                                                                    \
  }
#define EIGEN_RVV_HALF_REDUCTION(OP)                         \
  template <>                                                \
  EIGEN_STRONG_INLINE half OP<PacketXh>(const PacketXh& a) { \
    return rvv::half_from_float16(OP<PacketXf16>(a));        \
  }
#define EIGEN_RVV_HALF_NAN_POLICY_OPS(POLICY)                                                 \
  template <>                                                                                 \
  EIGEN_STRONG_INLINE PacketXh pmin<POLICY, PacketXh>(const PacketXh& a, const PacketXh& b) { \
    return pmin<POLICY, PacketXf16>(a, b);                                                    \
  }                                                                                           \
  template <>                                                                                 \
  EIGEN_STRONG_INLINE PacketXh pmax<POLICY, PacketXh>(const PacketXh& a, const PacketXh& b) { \
    return pmax<POLICY, PacketXf16>(a, b);                                                    \
  }                                                                                           \
  template <>                                                                                 \
  EIGEN_STRONG_INLINE half predux_min<POLICY, PacketXh>(const PacketXh& a) {                  \
    return rvv::half_from_float16(predux_min<POLICY, PacketXf16>(a));                         \
  }                                                                                           \
  template <>                                                                                 \
  EIGEN_STRONG_INLINE half predux_max<POLICY, PacketXh>(const PacketXh& a) {                  \
    return rvv::half_from_float16(predux_max<POLICY, PacketXf16>(a));                         \
  }

EIGEN_RVV_HALF_UNARY(pnegate)
EIGEN_RVV_HALF_UNARY(pconj)
EIGEN_RVV_HALF_UNARY(pabs)
EIGEN_RVV_HALF_UNARY(psqrt)
EIGEN_RVV_HALF_UNARY(prsqrt)
EIGEN_RVV_HALF_UNARY(pround)
EIGEN_RVV_HALF_UNARY(pfloor)
EIGEN_RVV_HALF_UNARY(pceil)
EIGEN_RVV_HALF_UNARY(print)
EIGEN_RVV_HALF_UNARY(pexp)
EIGEN_RVV_HALF_UNARY(pexpm1)
EIGEN_RVV_HALF_UNARY(plog)
EIGEN_RVV_HALF_UNARY(plog1p)
EIGEN_RVV_HALF_UNARY(ptanh)
EIGEN_RVV_HALF_UNARY(psin)
EIGEN_RVV_HALF_UNARY(pcos)
EIGEN_RVV_HALF_UNARY(ptan)
EIGEN_RVV_HALF_UNARY(patan)
EIGEN_RVV_HALF_BINARY(padd)
EIGEN_RVV_HALF_BINARY(psub)
EIGEN_RVV_HALF_BINARY(pmul)
EIGEN_RVV_HALF_BINARY(pdiv)
EIGEN_RVV_HALF_BINARY(pmin)
EIGEN_RVV_HALF_BINARY(pmax)
EIGEN_RVV_HALF_BINARY(pcmp_eq)
EIGEN_RVV_HALF_BINARY(pcmp_lt)
EIGEN_RVV_HALF_BINARY(pcmp_le)
EIGEN_RVV_HALF_BINARY(pcmp_lt_or_nan)
EIGEN_RVV_HALF_BINARY(pldexp)
EIGEN_RVV_HALF_TERNARY(pmadd)
EIGEN_RVV_HALF_TERNARY(pmsub)
EIGEN_RVV_HALF_TERNARY(pnmadd)
EIGEN_RVV_HALF_TERNARY(pnmsub)
EIGEN_RVV_HALF_REDUCTION(predux)
EIGEN_RVV_HALF_REDUCTION(predux_mul)
EIGEN_RVV_HALF_REDUCTION(predux_min)
EIGEN_RVV_HALF_REDUCTION(predux_max)
EIGEN_RVV_HALF_NAN_POLICY_OPS(PropagateNumbers)
EIGEN_RVV_HALF_NAN_POLICY_OPS(PropagateNaN)

#undef EIGEN_RVV_HALF_NAN_POLICY_OPS
#undef EIGEN_RVV_HALF_REDUCTION
#undef EIGEN_RVV_HALF_TERNARY
#undef EIGEN_RVV_HALF_BINARY
#undef EIGEN_RVV_HALF_UNARY

template <>
EIGEN_STRONG_INLINE PacketXh pfrexp<PacketXh>(const PacketXh& a, PacketXh& exponent) {
  PacketXf16 exponent_float16;
  const PacketXf16 mantissa = pfrexp<PacketXf16>(a, exponent_float16);
  exponent = exponent_float16;
  return mantissa;
}
EIGEN_RVV_FORWARD_STORAGE_OPS(PacketXh, PacketXf16)
#if EIGEN_RVV_LMUL != 1
// The matrix-product kernel's single registers (at LMUL 1 PacketXh).
template <>
struct unpacket_traits<RegisterXh> : unpacket_traits<RegisterXf16> {
  typedef Eigen::half type;
  typedef RegisterXh half;
};
EIGEN_RVV_FORWARD_STORAGE_OPS(RegisterXh, RegisterXf16)
#endif
#if EIGEN_RVV_PACKET_BITS / 16 <= EIGEN_RVV_MASKED_LOAD_STORE_LANES
EIGEN_RVV_FORWARD_MASKED_LOAD_STORE(PacketXh, PacketXf16)
#endif

template <>
EIGEN_STRONG_INLINE PacketXh pset1frombits<PacketXh>(numext::uint16_t from) {
  return pset1frombits<PacketXf16>(from);
}
template <>
EIGEN_STRONG_INLINE PacketXh plset<PacketXh>(const half& from) {
  return plset<PacketXf16>(rvv::float16_from_half(from));
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

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Packets held in the register of another packet type whose scalars have the same bits in memory: bool in uint8,
// Eigen::half in _Float16, bfloat16 in uint16. Operations forward to the storage packet's on the same register
// (DESIGN.md, "Descriptors and binders"); the semantics that differ are in BoolPacketMath.h and BFloat16.h.

#ifndef EIGEN_RVV_FORWARDING_PACKETS_H
#define EIGEN_RVV_FORWARDING_PACKETS_H

namespace Eigen {

namespace internal {

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
// A scalar to or from the storage scalar with the same bits; a bool lane is
// true where its byte is nonzero.
template <typename To, typename From>
EIGEN_STRONG_INLINE To storage_scalar_cast(const From& x) {
  return numext::bit_cast<To>(x);
}
template <>
EIGEN_STRONG_INLINE bool storage_scalar_cast<bool, numext::uint8_t>(const numext::uint8_t& x) {
  return x != 0;
}
// Eigen's half and bfloat16 from their bits (bit_cast's memcpy into a class
// type trips GCC's -Wclass-memaccess).
template <>
EIGEN_STRONG_INLINE bfloat16 storage_scalar_cast<bfloat16, numext::uint16_t>(const numext::uint16_t& x) {
  return bfloat16_impl::raw_uint16_to_bfloat16(x);
}
#if defined(__riscv_zvfh)
template <>
EIGEN_STRONG_INLINE half storage_scalar_cast<half, _Float16>(const _Float16& x) {
  return half_impl::raw_uint16_to_half(numext::bit_cast<numext::uint16_t>(x));
}
#endif
// ptrue of a forwarded packet from its storage's all-ones lanes: a bool lane
// holds 1 instead (no other nonzero byte is a valid bool).
template <typename Vector, int Kind, typename Storage>
EIGEN_STRONG_INLINE Storage true_lanes(const rvv_packet<Vector, Kind>*, const Storage& ones) {
  return ones;
}
template <typename Vector, typename Storage>
EIGEN_STRONG_INLINE Storage true_lanes(const rvv_packet<Vector, rvv_bool_kind>*, const Storage& ones) {
  return pand(ones, pset1<Storage>(1));
}
}  // namespace rvv

#if defined(__riscv_zvfh)
template <>
struct packet_traits<half> : packet_traits<_Float16> {
  typedef PacketXh type;
  typedef PacketXh half;
};
#endif
template <>
struct packet_traits<bfloat16> : rvv_real_packet_traits {
  typedef PacketXbf type;
  typedef PacketXbf half;
  enum { size = rvv_packet_info<PacketXus>::lanes, HasNdtri = 0 };
};
// At every LMUL: the storage packet's traits with the scalar type replaced.
template <typename Vector>
struct unpacket_traits<rvv_packet<Vector, rvv_half_kind> >
    : unpacket_traits<typename rvv_plain_packet<typename Vector::Scalar, Vector::lmul>::type> {
  typedef Eigen::half type;
  typedef rvv_packet<Vector, rvv_half_kind> half;
};
template <typename Vector>
struct unpacket_traits<rvv_packet<Vector, rvv_bfloat16_kind> >
    : unpacket_traits<typename rvv_plain_packet<typename Vector::Scalar, Vector::lmul>::type> {
  typedef bfloat16 type;
  typedef rvv_packet<Vector, rvv_bfloat16_kind> half;
};

#define EIGEN_RVV_SCALAR(PACKET) unpacket_traits<PACKET>::type
#define EIGEN_RVV_STORAGE_SCALAR(PACKET, STORAGE, VALUE) rvv::storage_scalar_cast<unpacket_traits<STORAGE>::type>(VALUE)
#define EIGEN_RVV_FROM_STORAGE_SCALAR(PACKET, VALUE) rvv::storage_scalar_cast<EIGEN_RVV_SCALAR(PACKET)>(VALUE)
#define EIGEN_RVV_AS(STORAGE, A) rvv::as<STORAGE>(A)

// Operations of PACKET forwarded to STORAGE's.
#define EIGEN_RVV_FORWARD_UNARY(PACKET, STORAGE, OP)                    \
  template <>                                                           \
  EIGEN_STRONG_INLINE EIGEN_UNUSED PACKET OP<PACKET>(const PACKET& a) { \
    return OP<STORAGE>(EIGEN_RVV_AS(STORAGE, a));                       \
  }
#define EIGEN_RVV_FORWARD_BINARY(PACKET, STORAGE, OP)                       \
  template <>                                                               \
  EIGEN_STRONG_INLINE PACKET OP<PACKET>(const PACKET& a, const PACKET& b) { \
    return OP<STORAGE>(EIGEN_RVV_AS(STORAGE, a), EIGEN_RVV_AS(STORAGE, b)); \
  }
#define EIGEN_RVV_FORWARD_TERNARY(PACKET, STORAGE, OP)                                                \
  template <>                                                                                         \
  EIGEN_STRONG_INLINE PACKET OP<PACKET>(const PACKET& a, const PACKET& b, const PACKET& c) {          \
    return OP<STORAGE>(EIGEN_RVV_AS(STORAGE, a), EIGEN_RVV_AS(STORAGE, b), EIGEN_RVV_AS(STORAGE, c)); \
  }
#define EIGEN_RVV_FORWARD_REDUCTION(PACKET, STORAGE, OP)                                 \
  template <>                                                                            \
  EIGEN_STRONG_INLINE EIGEN_RVV_SCALAR(PACKET) OP<PACKET>(const PACKET& a) {             \
    return EIGEN_RVV_FROM_STORAGE_SCALAR(PACKET, OP<STORAGE>(EIGEN_RVV_AS(STORAGE, a))); \
  }

// Loads, stores, broadcasts, lane movement, bitwise operations, selection.
#define EIGEN_RVV_FORWARD_STORAGE_OPS(PACKET, STORAGE)                                                                \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET pload<PACKET>(const EIGEN_RVV_SCALAR(PACKET) * from) {                                   \
    return pload<STORAGE>(rvv::storage_data<STORAGE>(from));                                                          \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET ploadu<PACKET>(const EIGEN_RVV_SCALAR(PACKET) * from) {                                  \
    return ploadu<STORAGE>(rvv::storage_data<STORAGE>(from));                                                         \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET ploaddup<PACKET>(const EIGEN_RVV_SCALAR(PACKET) * from) {                                \
    return ploaddup<STORAGE>(rvv::storage_data<STORAGE>(from));                                                       \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET ploadquad<PACKET>(const EIGEN_RVV_SCALAR(PACKET) * from) {                               \
    return ploadquad<STORAGE>(rvv::storage_data<STORAGE>(from));                                                      \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE void pstore<EIGEN_RVV_SCALAR(PACKET)>(EIGEN_RVV_SCALAR(PACKET) * to, const PACKET& from) {      \
    pstore(rvv::storage_data<STORAGE>(to), EIGEN_RVV_AS(STORAGE, from));                                              \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE void pstoreu<EIGEN_RVV_SCALAR(PACKET)>(EIGEN_RVV_SCALAR(PACKET) * to, const PACKET& from) {     \
    pstoreu(rvv::storage_data<STORAGE>(to), EIGEN_RVV_AS(STORAGE, from));                                             \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_DEVICE_FUNC inline PACKET pgather<EIGEN_RVV_SCALAR(PACKET), PACKET>(const EIGEN_RVV_SCALAR(PACKET) * from,    \
                                                                            Index stride) {                           \
    return pgather<unpacket_traits<STORAGE>::type, STORAGE>(rvv::storage_data<STORAGE>(from), stride);                \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_DEVICE_FUNC inline void pscatter<EIGEN_RVV_SCALAR(PACKET), PACKET>(EIGEN_RVV_SCALAR(PACKET) * to,             \
                                                                           const PACKET& from, Index stride) {        \
    pscatter<unpacket_traits<STORAGE>::type, STORAGE>(rvv::storage_data<STORAGE>(to), EIGEN_RVV_AS(STORAGE, from),    \
                                                      stride);                                                        \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET pset1<PACKET>(const EIGEN_RVV_SCALAR(PACKET) & from) {                                   \
    return pset1<STORAGE>(EIGEN_RVV_STORAGE_SCALAR(PACKET, STORAGE, from));                                           \
  }                                                                                                                   \
  EIGEN_RVV_FORWARD_REDUCTION(PACKET, STORAGE, pfirst)                                                                \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET preverse(const PACKET& a) {                                                              \
    return preverse<STORAGE>(EIGEN_RVV_AS(STORAGE, a));                                                               \
  }                                                                                                                   \
  template <int N>                                                                                                    \
  EIGEN_DEVICE_FUNC inline typename std::enable_if<(N >= 2), void>::type ptranspose(PacketBlock<PACKET, N>& kernel) { \
    /* In place, through the storage's descriptor (a copy to PacketBlock<STORAGE> crashed GCC 15's loop               \
       distribution at LMUL 2). */                                                                                    \
    rvv::transpose(kernel);                                                                                           \
  }                                                                                                                   \
  EIGEN_RVV_WITH_PBLEND(template <> EIGEN_STRONG_INLINE PACKET pblend(                                                \
      const Selector<unpacket_traits<PACKET>::size>& selector, const PACKET& if_true, const PACKET& if_false) {       \
    return pblend(selector, EIGEN_RVV_AS(STORAGE, if_true), EIGEN_RVV_AS(STORAGE, if_false));                         \
  })                                                                                                                  \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET ptrue<PACKET>(const PACKET& a) {                                                         \
    return rvv::true_lanes(static_cast<const PACKET*>(nullptr), ptrue<STORAGE>(EIGEN_RVV_AS(STORAGE, a)));            \
  }                                                                                                                   \
  EIGEN_RVV_FORWARD_UNARY(PACKET, STORAGE, pzero)                                                                     \
  EIGEN_RVV_FORWARD_BINARY(PACKET, STORAGE, pand)                                                                     \
  EIGEN_RVV_FORWARD_BINARY(PACKET, STORAGE, por)                                                                      \
  EIGEN_RVV_FORWARD_BINARY(PACKET, STORAGE, pxor)                                                                     \
  EIGEN_RVV_FORWARD_BINARY(PACKET, STORAGE, pandnot)                                                                  \
  EIGEN_RVV_FORWARD_TERNARY(PACKET, STORAGE, pselect)                                                                 \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE bool predux_any(const PACKET& a) {                                                              \
    return predux_any(EIGEN_RVV_AS(STORAGE, a));                                                                      \
  }

// The masked ploadu/pstoreu, where the storage packet has them.
#define EIGEN_RVV_FORWARD_MASKED_LOAD_STORE(PACKET, STORAGE)                                     \
  template <>                                                                                    \
  EIGEN_STRONG_INLINE PACKET ploadu<PACKET>(const EIGEN_RVV_SCALAR(PACKET) * from,               \
                                            unpacket_traits<PACKET>::mask_t mask) {              \
    return ploadu<STORAGE>(rvv::storage_data<STORAGE>(from), mask);                              \
  }                                                                                              \
  template <>                                                                                    \
  EIGEN_STRONG_INLINE void pstoreu<EIGEN_RVV_SCALAR(PACKET), PACKET>(                            \
      EIGEN_RVV_SCALAR(PACKET) * to, const PACKET& from, unpacket_traits<PACKET>::mask_t mask) { \
    pstoreu(rvv::storage_data<STORAGE>(to), EIGEN_RVV_AS(STORAGE, from), mask);                  \
  }

// Every forwarded packet at every LMUL.
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, SHAPE) \
  EIGEN_RVV_FORWARD_STORAGE_OPS(PacketX##SUFFIX##_##SHAPE, PacketX##STORAGE_SUFFIX##_##SHAPE)
#include "PacketTypeTable.h"
// The 16-bit packets Eigen uses where the storage packet has masked loads, 8 or 16 lanes (PacketMath.h,
// rvv_masked_access; no bool packet has them).
#if EIGEN_RVV_PACKET_BITS / 16 == 8 || EIGEN_RVV_PACKET_BITS / 16 == 16
EIGEN_RVV_FORWARD_MASKED_LOAD_STORE(PacketXbf, PacketXus)
#if defined(__riscv_zvfh)
EIGEN_RVV_FORWARD_MASKED_LOAD_STORE(PacketXh, PacketXf16)
#endif
#endif

#if defined(__riscv_zvfh)
// Eigen::half: everything else is PacketXf16's too (binary16 on Zvfh).
#define EIGEN_RVV_HALF_UNARY(OP) EIGEN_RVV_FORWARD_UNARY(PacketXh, PacketXf16, OP)
#define EIGEN_RVV_HALF_BINARY(OP) EIGEN_RVV_FORWARD_BINARY(PacketXh, PacketXf16, OP)
#define EIGEN_RVV_HALF_TERNARY(OP) EIGEN_RVV_FORWARD_TERNARY(PacketXh, PacketXf16, OP)
#define EIGEN_RVV_HALF_REDUCTION(OP) EIGEN_RVV_FORWARD_REDUCTION(PacketXh, PacketXf16, OP)
EIGEN_RVV_HALF_UNARY(pnegate)
EIGEN_RVV_HALF_UNARY(pconj)
EIGEN_RVV_HALF_UNARY(pabs)
EIGEN_RVV_HALF_UNARY(psqrt)
EIGEN_RVV_HALF_UNARY(prsqrt)
EIGEN_RVV_HALF_UNARY(pround)
EIGEN_RVV_HALF_UNARY(pfloor)
EIGEN_RVV_HALF_UNARY(pceil)
EIGEN_RVV_HALF_UNARY(print)
#define EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, CAPABILITY) EIGEN_RVV_HALF_UNARY(FUNCTION)
#include "MathFunctionTable.h"
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
#define EIGEN_RVV_HALF_NAN_POLICY_OPS(POLICY)                                                                      \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PacketXh pmin<POLICY, PacketXh>(const PacketXh& a, const PacketXh& b) {                      \
    return pmin<POLICY, PacketXf16>(EIGEN_RVV_AS(PacketXf16, a), EIGEN_RVV_AS(PacketXf16, b));                     \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PacketXh pmax<POLICY, PacketXh>(const PacketXh& a, const PacketXh& b) {                      \
    return pmax<POLICY, PacketXf16>(EIGEN_RVV_AS(PacketXf16, a), EIGEN_RVV_AS(PacketXf16, b));                     \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE half predux_min<POLICY, PacketXh>(const PacketXh& a) {                                       \
    return EIGEN_RVV_FROM_STORAGE_SCALAR(PacketXh, (predux_min<POLICY, PacketXf16>(EIGEN_RVV_AS(PacketXf16, a)))); \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE half predux_max<POLICY, PacketXh>(const PacketXh& a) {                                       \
    return EIGEN_RVV_FROM_STORAGE_SCALAR(PacketXh, (predux_max<POLICY, PacketXf16>(EIGEN_RVV_AS(PacketXf16, a)))); \
  }
EIGEN_RVV_HALF_NAN_POLICY_OPS(PropagateNumbers)
EIGEN_RVV_HALF_NAN_POLICY_OPS(PropagateNaN)

template <>
EIGEN_STRONG_INLINE PacketXh pfrexp<PacketXh>(const PacketXh& a, PacketXh& exponent) {
  PacketXf16 exponent_float16;
  const PacketXf16 mantissa = pfrexp<PacketXf16>(EIGEN_RVV_AS(PacketXf16, a), exponent_float16);
  exponent = exponent_float16;
  return mantissa;
}
template <>
EIGEN_STRONG_INLINE PacketXh pset1frombits<PacketXh>(numext::uint16_t from) {
  return pset1frombits<PacketXf16>(from);
}
template <>
EIGEN_STRONG_INLINE PacketXh plset<PacketXh>(const half& from) {
  return plset<PacketXf16>(EIGEN_RVV_STORAGE_SCALAR(PacketXh, PacketXf16, from));
}
// Upstream's generic logistic, 1 / (1 + exp(-x)), overflows binary16 below
// x = -11.09 (0 instead of 1.5e-5).
template <>
template <>
EIGEN_STRONG_INLINE PacketXh EIGEN_RVV_LOGISTIC_FUNCTOR(half)::packetOp<PacketXh>(const PacketXh& x) const {
  return EIGEN_RVV_LOGISTIC_FUNCTOR(_Float16)().packetOp<PacketXf16>(EIGEN_RVV_AS(PacketXf16, x));
}
#undef EIGEN_RVV_HALF_NAN_POLICY_OPS
#undef EIGEN_RVV_HALF_REDUCTION
#undef EIGEN_RVV_HALF_TERNARY
#undef EIGEN_RVV_HALF_BINARY
#undef EIGEN_RVV_HALF_UNARY
#endif  // __riscv_zvfh

#undef EIGEN_RVV_FORWARD_MASKED_LOAD_STORE
#undef EIGEN_RVV_FORWARD_STORAGE_OPS
#undef EIGEN_RVV_FORWARD_REDUCTION
#undef EIGEN_RVV_FORWARD_TERNARY
#undef EIGEN_RVV_FORWARD_BINARY
#undef EIGEN_RVV_FORWARD_UNARY
#undef EIGEN_RVV_AS
#undef EIGEN_RVV_FROM_STORAGE_SCALAR
#undef EIGEN_RVV_STORAGE_SCALAR
#undef EIGEN_RVV_SCALAR

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_FORWARDING_PACKETS_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen's traits and packet functions for float, double, _Float16 (Zvfh) and the eight integer types, and the complex
// ones' loads, stores and lane movement: templates in internal::rvv, bound to every row of PacketTypeTable.h at every
// LMUL in use (DESIGN.md, "Descriptors and binders"). Integer-only operations are in IntegerPacketMath.h.

#ifndef EIGEN_RVV_PACKET_MATH_H
#define EIGEN_RVV_PACKET_MATH_H

namespace Eigen {

namespace internal {

// ---------------------------------------------------------------------------
// Eigen's traits.
// ---------------------------------------------------------------------------

// The capabilities the packet types declare. test/configuration pins these
// lists, so an operation switched off by mistake fails a test.
struct rvv_packet_traits_common : default_packet_traits {
  enum {
    Vectorizable = 1,
    AlignedOnScalar = 1,
    HasHalfPacket = 0,

    HasAdd = 1,
    HasSub = 1,
    HasMul = 1,
    HasNegate = 1,
    HasAbs = 1,
    HasArg = 0,
    HasAbs2 = 1,
    HasAbsDiff = 0,
    HasMin = 1,
    HasMax = 1,
    HasConj = 1,
    HasSetLinear = 1,
    HasBlend = 1,
    HasCmp = 1,
    HasDiv = 1,
    // Eigen 5 defaults these two to 1; declared 0 on both bases (the real packets override).
    HasRound = 0,
    HasSign = 0
  };
};

struct rvv_real_packet_traits : rvv_packet_traits_common {
  enum {
    HasShift = 0,
    HasSqrt = 1,
    HasRsqrt = 1,
    HasRound = 1,
    HasRint = 1,
    HasFloor = 1,
    HasCeil = 1,
    HasSign = 0,
    // erf: unsupported/Eigen/SpecialFunctions.
    HasErf = 1,
    // Eigen's generic ndtri, built on the table's functions.
    HasNdtri = 1,
// The functions of MathFunctionTable.h.
#define EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, CAPABILITY) CAPABILITY = 1,
#define EIGEN_RVV_UNARY_MATH_ALSO(FUNCTION, IMPLEMENTATION)
#include "MathFunctionTable.h"
  };
};

struct rvv_integer_packet_traits : rvv_packet_traits_common {
  enum { HasShift = 1 };
};

// Masked ploadu/pstoreu (bit i of mask_t selects lane i) for Eigen's packets of 8 or 16 lanes only: mask_t has
// exactly `size` bits, the contract of upstream's backends that third-party code builds masks by (TensorFlow's
// mask<Packet>(from, to) shifts a mask_t by up to `size` bits). Other packets declare neither mask_t nor masked loads.
template <int Lanes, bool EigenPacket>
struct rvv_masked_access {
  enum { masked_load_available = false, masked_store_available = false };
};
template <>
struct rvv_masked_access<8, true> {
  typedef numext::uint8_t mask_t;
  enum { masked_load_available = true, masked_store_available = true };
};
template <>
struct rvv_masked_access<16, true> {
  typedef numext::uint16_t mask_t;
  enum { masked_load_available = true, masked_store_available = true };
};

// The declared alignment is rvv_packet_alignment (PacketTypes.h).
template <typename Scalar, typename Packet>
struct rvv_unpacket_traits : rvv_masked_access<rvv_packet_info<Packet>::lanes,
                                               std::is_same<Packet, typename packet_traits<Scalar>::type>::value> {
  typedef Scalar type;
  typedef typename rvv_half_packet<Scalar, rvv_packet_info<Packet>::lanes, Packet>::type half;
  enum { size = rvv_packet_info<Packet>::lanes, alignment = rvv_packet_alignment, vectorizable = true };
};

// binary16: the real capabilities but ndtri (Eigen's generic one would run in
// binary16 arithmetic; the scalar path computes it instead).
struct rvv_float16_packet_traits : rvv_real_packet_traits {
  enum { HasNdtri = 0 };
};
template <typename Scalar>
struct rvv_capabilities {
  typedef rvv_real_packet_traits type;
};
#if defined(__riscv_zvfh)
template <>
struct rvv_capabilities<_Float16> {
  typedef rvv_float16_packet_traits type;
};
#endif

// packet_traits for the packets Eigen uses; unpacket_traits at every LMUL.
#define EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX)                  \
  template <>                                                     \
  struct packet_traits<SCALAR> : rvv_capabilities<SCALAR>::type { \
    typedef PacketX##SUFFIX type;                                 \
    typedef PacketX##SUFFIX half;                                 \
    enum { size = rvv_packet_info<PacketX##SUFFIX>::lanes };      \
  };
#define EIGEN_RVV_INTEGER_TYPE(SCALAR, SEW, FAMILY, SUFFIX)  \
  template <>                                                \
  struct packet_traits<SCALAR> : rvv_integer_packet_traits { \
    typedef PacketX##SUFFIX type;                            \
    typedef PacketX##SUFFIX half;                            \
    enum { size = rvv_packet_info<PacketX##SUFFIX>::lanes }; \
  };
// integer_packet: the signed integers of the lanes' width (Eigen 5's generic math).
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE)                                                      \
  template <>                                                                                                  \
  struct unpacket_traits<PacketX##SUFFIX##_##SHAPE> : rvv_unpacket_traits<SCALAR, PacketX##SUFFIX##_##SHAPE> { \
    typedef EIGEN_RVV_SHAPE_PACKET(numext::int##SEW##_t, SHAPE) integer_packet;                                \
  };
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE) EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE)
#include "PacketTypeTable.h"

// Complex packets (Complex.h), at every LMUL.
template <typename RealPacket>
struct unpacket_traits<rvv_complex_packet<RealPacket> > {
  typedef typename rvv_packet_info<rvv_complex_packet<RealPacket> >::Scalar type;
  typedef rvv_complex_packet<RealPacket> half;
  typedef RealPacket as_real;
  enum {
    size = rvv_packet_info<RealPacket>::lanes,
    alignment = rvv_packet_alignment,
    vectorizable = true,
    masked_load_available = false,
    masked_store_available = false
  };
};

// ---------------------------------------------------------------------------
// The operations, once for every packet type.
// ---------------------------------------------------------------------------

namespace rvv {

// --- Instructions that differ by family -----------------------------------

// Full-length floating-point arithmetic is written as vector operations with clang (which folds broadcasts into .vf
// forms) and GCC >= 15 (which contracts a * b + c under -ffp-contract as in scalar code; GCC 14 contracts even under
// -ffp-contract=off). Strips (vl < lanes) use the intrinsics; the fused operations too with GCC.
#if defined(__clang__) || __GNUC__ >= 15
#if defined(__clang__)
template <typename V>
struct full_length {
  static EIGEN_STRONG_INLINE bool is(size_t vl) { return vl == sizeof(V) / sizeof(std::declval<V>()[0]); }
};
template <typename V>
EIGEN_STRONG_INLINE const V& vec(const V& a) {
  return a;
}
#else
// GCC computes on the sizeless types: their fixed-length twins carry the operators.
template <typename V>
struct full_length {
  static EIGEN_STRONG_INLINE bool is(size_t vl) { return vl == size_t(rvv_vector_of<V>::type::lanes); }
};
template <typename V>
EIGEN_STRONG_INLINE typename rvv_vector_of<V>::type::fixed vec(const V& a) {
  return a;
}
#endif
// A part packet's arithmetic runs on its whole register (the lanes beyond its own are computed and dropped).
// vec(a): the fixed-length vector of a packet.
template <typename Vector, int Kind>
struct full_length<rvv_packet<Vector, Kind> > {
  static EIGEN_STRONG_INLINE bool is(size_t vl) { return vl == size_t(Vector::lanes); }
};
template <typename Vector, int Kind>
EIGEN_STRONG_INLINE typename Vector::fixed vec(const rvv_packet<Vector, Kind>& a) {
  return a.v;
}
#define EIGEN_RVV_AS_VECTOR_OPERATION(V, VL, EXPRESSION) \
  if (full_length<V>::is(VL)) return EXPRESSION;
#else
#define EIGEN_RVV_AS_VECTOR_OPERATION(V, VL, EXPRESSION)
#endif
#if defined(__clang__)
#define EIGEN_RVV_AS_FUSED_OPERATION(V, VL, EXPRESSION) EIGEN_RVV_AS_VECTOR_OPERATION(V, VL, EXPRESSION)
#else
#define EIGEN_RVV_AS_FUSED_OPERATION(V, VL, EXPRESSION)
#endif

// The floating-point arithmetic: at full length a vector operation (KIND: VECTOR or FUSED), else the instruction.
#define EIGEN_RVV_REAL_ARITHMETIC_AS(KIND, NAME, PARAMETERS, EXPRESSION, INSTRUCTION) \
  template <typename V>                                                               \
  EIGEN_STRONG_INLINE V NAME PARAMETERS {                                             \
    EIGEN_RVV_AS_##KIND##_OPERATION(V, vl, EXPRESSION) return INSTRUCTION;            \
  }
#define EIGEN_RVV_REAL_ARITHMETIC(NAME, PARAMETERS, EXPRESSION, INSTRUCTION) \
  EIGEN_RVV_REAL_ARITHMETIC_AS(VECTOR, NAME, PARAMETERS, EXPRESSION, INSTRUCTION)
#define EIGEN_RVV_REAL_FUSED(NAME, PARAMETERS, EXPRESSION, INSTRUCTION) \
  EIGEN_RVV_REAL_ARITHMETIC_AS(FUSED, NAME, PARAMETERS, EXPRESSION, INSTRUCTION)
EIGEN_RVV_REAL_ARITHMETIC(real_add, (const V& a, const V& b, size_t vl), vec(a) + vec(b), __riscv_vfadd(a, b, vl))
EIGEN_RVV_REAL_ARITHMETIC(real_sub, (const V& a, const V& b, size_t vl), vec(a) - vec(b), __riscv_vfsub(a, b, vl))
EIGEN_RVV_REAL_ARITHMETIC(real_mul, (const V& a, const V& b, size_t vl), vec(a) * vec(b), __riscv_vfmul(a, b, vl))
// a / b, a * b - c, c - a * b and -(a * b) - c, fused.
EIGEN_RVV_REAL_ARITHMETIC(div, (const V& a, const V& b, size_t vl), vec(a) / vec(b), __riscv_vfdiv(a, b, vl))
EIGEN_RVV_REAL_FUSED(msub, (const V& a, const V& b, const V& c, size_t vl),
                     __builtin_elementwise_fma(vec(a), vec(b), -vec(c)), __riscv_vfmsub(a, b, c, vl))
EIGEN_RVV_REAL_FUSED(nmadd, (const V& a, const V& b, const V& c, size_t vl),
                     __builtin_elementwise_fma(-vec(a), vec(b), vec(c)), __riscv_vfnmsub(a, b, c, vl))
EIGEN_RVV_REAL_FUSED(nmsub, (const V& a, const V& b, const V& c, size_t vl),
                     __builtin_elementwise_fma(-vec(a), vec(b), -vec(c)), __riscv_vfnmadd(a, b, c, vl))
// a * b + c, fused for floating point, wrapping for integers. Written as an
// accumulation into c (vfmacc): GCC keeps the intrinsic's destination, and in
// Eigen's loops c is the accumulator (vfmadd would copy it every step).
EIGEN_RVV_REAL_FUSED(madd, (const V& a, const V& b, const V& c, size_t vl, rvv_real_family),
                     __builtin_elementwise_fma(vec(a), vec(b), vec(c)), __riscv_vfmacc(c, a, b, vl))
#undef EIGEN_RVV_REAL_FUSED
#undef EIGEN_RVV_REAL_ARITHMETIC
#undef EIGEN_RVV_REAL_ARITHMETIC_AS
template <typename V>
EIGEN_STRONG_INLINE V madd(const V& a, const V& b, const V& c, size_t vl, rvv_integer_family) {
  return __riscv_vmacc(c, a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V negate(const V& a, size_t vl, rvv_real_family) {
  return __riscv_vfneg(a, vl);
}
// 0 - a, wrapping (INT_MIN stays INT_MIN; unsigned wraps modulo 2^n).
template <typename V>
EIGEN_STRONG_INLINE V negate(const V& a, size_t vl, rvv_integer_family) {
  return __riscv_vrsub(a, 0, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V abs(const V& a, size_t vl, rvv_real_family) {
  return __riscv_vfabs(a, vl);
}
// max(a, -a): INT_MIN stays INT_MIN, as numext::abs on two's complement.
template <typename V>
EIGEN_STRONG_INLINE V abs(const V& a, size_t vl, rvv_signed_family) {
  return __riscv_vmax(a, __riscv_vrsub(a, 0, vl), vl);
}
template <typename V>
EIGEN_STRONG_INLINE V abs(const V& a, size_t, rvv_unsigned_family) {
  return a;
}
// minimum/maximum (min/max are macros in Eigen's test harness): pmin/pmax, Eigen's PropagateFast, as std::min/std::max
// (b < a ? b : a, a < b ? b : a), which Eigen's scalar path and generic code expect (a NaN first operand passes);
// vfmin/vfmax would drop it, hence a compare and a merge (DESIGN.md, "Descriptors and binders").
template <typename V>
EIGEN_STRONG_INLINE V real_minimum(const V& a, const V& b, size_t vl) {
  return __riscv_vmerge(a, b, __riscv_vmflt(b, a, vl), vl);
}
template <typename V>
EIGEN_STRONG_INLINE V real_maximum(const V& a, const V& b, size_t vl) {
  return __riscv_vmerge(a, b, __riscv_vmflt(a, b, vl), vl);
}

// NAME(a, b, vl, family): one instruction (or function) per family; RESULT is packet (V) or mask.
#define EIGEN_RVV_RESULT_packet(INSTRUCTION) V
#define EIGEN_RVV_RESULT_mask(INSTRUCTION) decltype(INSTRUCTION(a, b, vl))
#define EIGEN_RVV_BY_FAMILY_ONE(NAME, RESULT, FAMILY, INSTRUCTION)                                                   \
  template <typename V>                                                                                              \
  EIGEN_STRONG_INLINE auto NAME(const V& a, const V& b, size_t vl, FAMILY)->EIGEN_RVV_RESULT_##RESULT(INSTRUCTION) { \
    return INSTRUCTION(a, b, vl);                                                                                    \
  }
#define EIGEN_RVV_BY_FAMILY(NAME, RESULT, REAL, SIGNED, UNSIGNED)  \
  EIGEN_RVV_BY_FAMILY_ONE(NAME, RESULT, rvv_real_family, REAL)     \
  EIGEN_RVV_BY_FAMILY_ONE(NAME, RESULT, rvv_signed_family, SIGNED) \
  EIGEN_RVV_BY_FAMILY_ONE(NAME, RESULT, rvv_unsigned_family, UNSIGNED)
EIGEN_RVV_BY_FAMILY(add, packet, real_add, __riscv_vadd, __riscv_vadd)
EIGEN_RVV_BY_FAMILY(sub, packet, real_sub, __riscv_vsub, __riscv_vsub)
EIGEN_RVV_BY_FAMILY(mul, packet, real_mul, __riscv_vmul, __riscv_vmul)
EIGEN_RVV_BY_FAMILY(minimum, packet, real_minimum, __riscv_vmin, __riscv_vminu)
EIGEN_RVV_BY_FAMILY(maximum, packet, real_maximum, __riscv_vmax, __riscv_vmaxu)
EIGEN_RVV_BY_FAMILY(equal, mask, __riscv_vmfeq, __riscv_vmseq, __riscv_vmseq)
EIGEN_RVV_BY_FAMILY(less, mask, __riscv_vmflt, __riscv_vmslt, __riscv_vmsltu)
EIGEN_RVV_BY_FAMILY(less_or_equal, mask, __riscv_vmfle, __riscv_vmsle, __riscv_vmsleu)
#undef EIGEN_RVV_BY_FAMILY
#undef EIGEN_RVV_BY_FAMILY_ONE
#undef EIGEN_RVV_RESULT_mask
#undef EIGEN_RVV_RESULT_packet
template <typename Packet>
EIGEN_STRONG_INLINE Packet count_up_from(const typename rvv_packet_info<Packet>::Scalar& first, rvv_real_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vfadd(__riscv_vfcvt_f(Info::lane_index(), Info::lanes), first, Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet count_up_from(const typename rvv_packet_info<Packet>::Scalar& first, rvv_integer_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vadd(Info::from_unsigned(Info::lane_index()), first, Info::lanes);
}
// NAME(a, family): the reduction of a's lanes (the first vl) into lane 0 of a register, from SEED.
#define EIGEN_RVV_INTO_LANE0(NAME, FAMILY, INSTRUCTION, SEED)                        \
  template <typename Packet>                                                         \
  EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register NAME(               \
      const Packet& a, FAMILY, size_t vl = size_t(rvv_packet_info<Packet>::lanes)) { \
    typedef rvv_packet_info<Packet> Info;                                            \
    return INSTRUCTION(a, SEED, vl);                                                 \
  }
// Sum of all lanes, in lane 0 of a single register. Floating point starts
// from -0, the additive identity that also keeps the sum of negative zeros
// -0; integers wrap.
EIGEN_RVV_INTO_LANE0(sum_into_lane0, rvv_real_family, __riscv_vfredusum,
                     Info::splat_register(-typename Info::Scalar(0)))
EIGEN_RVV_INTO_LANE0(sum_into_lane0, rvv_integer_family, __riscv_vredsum,
                     Info::splat_register(typename Info::Scalar(0)))
// Min/max reductions seeded with lane 0 (never with +-Inf, NaN or a type
// limit). vfredmin ignores NaN lanes unless every lane is NaN.
EIGEN_RVV_INTO_LANE0(min_into_lane0, rvv_real_family, __riscv_vfredmin, Info::lane0_register(a))
EIGEN_RVV_INTO_LANE0(min_into_lane0, rvv_signed_family, __riscv_vredmin, Info::lane0_register(a))
EIGEN_RVV_INTO_LANE0(min_into_lane0, rvv_unsigned_family, __riscv_vredminu, Info::lane0_register(a))
EIGEN_RVV_INTO_LANE0(max_into_lane0, rvv_real_family, __riscv_vfredmax, Info::lane0_register(a))
EIGEN_RVV_INTO_LANE0(max_into_lane0, rvv_signed_family, __riscv_vredmax, Info::lane0_register(a))
EIGEN_RVV_INTO_LANE0(max_into_lane0, rvv_unsigned_family, __riscv_vredmaxu, Info::lane0_register(a))
#undef EIGEN_RVV_INTO_LANE0

// --- Operations written once for every family ------------------------------

#define EIGEN_RVV_FAMILY(PACKET) typename rvv_packet_info<PACKET>::Family()

template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Mask mask_from_bits(
    typename unpacket_traits<Packet>::mask_t bits) {
  numext::uint8_t bytes[sizeof(bits)];
  std::memcpy(bytes, &bits, sizeof(bits));  // RISC-V is little-endian: byte k holds lanes 8k..8k+7
  return rvv_packet_info<Packet>::load_mask(bytes);
}

// All-ones lanes where `mask` is set, all-zeros elsewhere: Eigen's
// representation of a comparison result.
template <typename Packet>
EIGEN_STRONG_INLINE Packet lanes_from_mask(typename rvv_packet_info<Packet>::Mask mask) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::UnsignedScalar Bits;
  return Info::from_unsigned(__riscv_vmerge(Info::splat_unsigned(Bits(0)), Bits(~Bits(0)), mask, Info::lanes));
}

template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Mask mask_from_lanes(const Packet& lanes) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vmsne(Info::as_unsigned(lanes), typename Info::UnsignedScalar(0), Info::lanes);
}

// Lane i of the result is lane i / repeat of `a` (repeat 2 or 4).
template <typename Packet, int repeat>
EIGEN_STRONG_INLINE Packet repeat_lanes(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  return Info::permute(a, __riscv_vsrl(Info::lane_index(), repeat == 2 ? 1 : 2, Info::lanes));
}

// The number of elements ploaddup (repeat 2) and ploadquad (repeat 4) read.
template <int lanes, int repeat>
struct repeated_count {
  enum { value = lanes / repeat > 0 ? lanes / repeat : 1 };
};

// Loads `count` elements and spreads each over `repeat` consecutive lanes
// (ploaddup: repeat 2, ploadquad: repeat 4). Reads exactly `count` elements.
template <typename Packet, int repeat>
EIGEN_STRONG_INLINE Packet load_repeated(const typename rvv_packet_info<Packet>::Scalar* from) {
  typedef rvv_packet_info<Packet> Info;
  return repeat_lanes<Packet, repeat>(Info::load(from, repeated_count<Info::lanes, repeat>::value));
}

// Bitwise NAME on the bits of any packet (floating point through its unsigned view).
#define EIGEN_RVV_BITWISE(NAME, INSTRUCTION)                                                          \
  template <typename Packet>                                                                          \
  EIGEN_STRONG_INLINE Packet NAME(const Packet& a, const Packet& b) {                                 \
    typedef rvv_packet_info<Packet> Info;                                                             \
    return Info::from_unsigned(INSTRUCTION(Info::as_unsigned(a), Info::as_unsigned(b), Info::lanes)); \
  }
EIGEN_RVV_BITWISE(bitwise_and, __riscv_vand)
EIGEN_RVV_BITWISE(bitwise_or, __riscv_vor)
EIGEN_RVV_BITWISE(bitwise_xor, __riscv_vxor)
#undef EIGEN_RVV_BITWISE
// a & ~b
template <typename Packet>
EIGEN_STRONG_INLINE Packet bitwise_and_not(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return Info::from_unsigned(
      __riscv_vand(Info::as_unsigned(a), __riscv_vnot(Info::as_unsigned(b), Info::lanes), Info::lanes));
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet all_ones(const Packet&) {
  typedef rvv_packet_info<Packet> Info;
  return Info::from_unsigned(Info::splat_unsigned(typename Info::UnsignedScalar(~typename Info::UnsignedScalar(0))));
}

// Eigen's pselect: `if_true` where the mask lane is set (all ones).
template <typename Packet>
EIGEN_STRONG_INLINE Packet select(const Packet& mask, const Packet& if_true, const Packet& if_false) {
  return __riscv_vmerge(if_false, if_true, mask_from_lanes(mask), rvv_packet_info<Packet>::lanes);
}

#if EIGEN_RVV_BASE <= 50
template <typename Packet, size_t N>
EIGEN_STRONG_INLINE Packet blend(const Selector<N>& selector, const Packet& if_true, const Packet& if_false) {
  typedef rvv_packet_info<Packet> Info;
  static_assert(int(N) == int(Info::lanes), "pblend: the selector needs one entry per packet lane");
  numext::uint8_t bytes[(N + 7) / 8] = {0};
  for (size_t i = 0; i < N; ++i) bytes[i / 8] |= numext::uint8_t(selector.select[i] ? 1u << (i % 8) : 0u);
  return __riscv_vmerge(if_false, if_true, Info::load_mask(bytes), Info::lanes);
}
#endif

// Product of all lanes: log2(lanes) halving steps (RVV has no product reduction).
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Scalar reduce_product(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  Packet product = a;
  for (size_t half = Info::lanes / 2; half >= 1; half /= 2) {
    product = mul(product, Packet(__riscv_vslidedown(product, half, half)), half, EIGEN_RVV_FAMILY(Packet));
  }
  return Info::first(product);
}

// Eigen's predux_half_dowto4 (master: predux_half): lane i of the half packet is a[i] + a[i + lanes / 2] for packets of
// 8 lanes or more whose half packet is smaller; otherwise a itself (Eigen's return type).
template <typename Packet, typename Half = typename unpacket_traits<Packet>::half>
struct half_sum {
  enum { sums = rvv_packet_info<Packet>::lanes % 8 == 0 && !std::is_same<Half, Packet>::value };
  typedef typename std::conditional<bool(sums), Half, Packet>::type type;
  static EIGEN_STRONG_INLINE Packet run(const Packet& a, std::false_type /* sums */) { return a; }
  static EIGEN_STRONG_INLINE Half run(const Packet& a, std::true_type /* sums */) {
    typedef rvv_packet_info<Packet> Info;
    typedef typename rvv_raw<Packet>::type Raw;
    const size_t half = Info::lanes / 2;
    const Raw x = raw(a);
    const Packet sum = add(x, Raw(__riscv_vslidedown(x, half, half)), half, typename Info::Family());
    return to_half(sum, std::is_same<typename Info::Vector, typename rvv_packet_info<Half>::Vector>());
  }
  // The half of a register group is its first group of half the registers (through memory: LMUL 2 and 4 only).
  static EIGEN_STRONG_INLINE Half to_half(const Packet& sum, std::true_type /* same register */) {
    return Half(typename rvv_packet_info<Half>::Vector(raw(sum)));
  }
  static EIGEN_STRONG_INLINE Half to_half(const Packet& sum, std::false_type /* same register */) {
    typename rvv_packet_info<Packet>::Scalar lanes[rvv_packet_info<Half>::lanes];
    rvv_packet_info<Packet>::store(lanes, raw(sum), rvv_packet_info<Half>::lanes);
    return rvv_packet_info<Half>::load(lanes, rvv_packet_info<Half>::lanes);
  }
};

template <typename Packet>
EIGEN_STRONG_INLINE bool any_lane_set(const Packet& a) {
  return __riscv_vfirst(mask_from_lanes(a), rvv_packet_info<Packet>::lanes) >= 0;
}

template <typename Packet>
EIGEN_STRONG_INLINE Packet reverse(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  return Info::permute(a,
                       __riscv_vrsub(Info::lane_index(), typename Info::UnsignedScalar(Info::lanes - 1), Info::lanes));
}

// Writes the block's rows interleaved: element j of row i at buffer[j * N + i],
// which lays the columns out one after another. Up to 8 / LMUL real rows:
// one segmented store (vssegN); otherwise one strided store per row.
template <typename Packet, int N>
EIGEN_STRONG_INLINE void store_columns(typename rvv_packet_info<Packet>::Scalar* buffer,
                                       const PacketBlock<Packet, N>& block, std::true_type /* segmented */) {
  rvv_packet_info<Packet>::store_interleaved(buffer, block.packet);
}
template <typename Packet, int N>
EIGEN_STRONG_INLINE void store_columns(typename rvv_packet_info<Packet>::Scalar* buffer,
                                       const PacketBlock<Packet, N>& block, std::false_type /* strided */) {
  typedef typename rvv_packet_info<Packet>::Scalar Scalar;
  for (int i = 0; i < N; ++i)
    rvv_packet_info<Packet>::store_strided(buffer + i, std::ptrdiff_t(N * sizeof(Scalar)), block.packet[i]);
}

// The block's columns go to memory one after another (store_columns), then
// the packets are reloaded contiguously.
template <typename Packet, int N>
EIGEN_STRONG_INLINE void transpose(PacketBlock<Packet, N>& block) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  static_assert(N >= 1 && N <= int(Info::lanes), "ptranspose: a PacketBlock of 1 to (lanes) packets");
  Scalar buffer[N * Info::lanes];
  enum { segmented = N <= int(Info::max_interleaved_rows) };
  store_columns(buffer, block, typename std::conditional<bool(segmented), std::true_type, std::false_type>::type());
  for (int i = 0; i < N; ++i) block.packet[i] = Info::load(buffer + i * Info::lanes, Info::lanes);
}

// --- Floating point only ----------------------------------------------------

template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Mask is_nan(const Packet& a) {
  return __riscv_vmfne(a, a, rvv_packet_info<Packet>::lanes);
}

// PropagateNaN: a NaN in either operand gives NaN; two numbers give what plain pmin/pmax gives, down to
// the zero a tie picks (Eigen master's packetmath checks it). b is taken where it wins or is NaN.
template <typename Packet>
EIGEN_STRONG_INLINE Packet min_nan(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vmerge(a, b, __riscv_vmor(__riscv_vmflt(b, a, Info::lanes), is_nan(b), Info::lanes), Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet max_nan(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vmerge(a, b, __riscv_vmor(__riscv_vmflt(a, b, Info::lanes), is_nan(b), Info::lanes), Info::lanes);
}

template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Scalar reduce_min_nan(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  if (__riscv_vfirst(is_nan(a), Info::lanes) >= 0) return std::numeric_limits<typename Info::Scalar>::quiet_NaN();
  return Info::first(min_into_lane0(a, rvv_real_family()));
}
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Scalar reduce_max_nan(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  if (__riscv_vfirst(is_nan(a), Info::lanes) >= 0) return std::numeric_limits<typename Info::Scalar>::quiet_NaN();
  return Info::first(max_into_lane0(a, rvv_real_family()));
}

// Rounding to an integral value through the same-width signed integer; `to_integer(mask, a)` converts the lanes set in
// `mask` with the wanted rounding. Magnitudes of 2^mantissa_bits or more (which would overflow) and +-Inf are already
// integral, NaN stays NaN; the sign is copied back, so -0.3 rounds to -0 as in C.
template <typename Packet, typename ToInteger>
EIGEN_STRONG_INLINE Packet round_via_integer(const Packet& a, ToInteger to_integer) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  const Scalar integral_threshold = Scalar(typename Info::UnsignedScalar(1) << int(Info::mantissa_bits));
  const typename Info::Mask needs_rounding =
      __riscv_vmflt(__riscv_vfabs(a, Info::lanes), integral_threshold, Info::lanes);
  const Packet rounded = __riscv_vfcvt_f_mu(needs_rounding, a, to_integer(needs_rounding, a), Info::lanes);
  return __riscv_vfsgnj(rounded, a, Info::lanes);
}

// With a static RISC-V rounding mode (RMM: round, RDN: floor, RUP: ceil).
template <unsigned int rounding_mode, typename Packet>
EIGEN_STRONG_INLINE Packet round_with_mode(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  return round_via_integer(a, [](typename Info::Mask mask, const Packet& x) {
    return __riscv_vfcvt_x_mu(mask, Info::as_signed(Info::as_unsigned(x)), x, rounding_mode, Info::lanes);
  });
}

// With the dynamic rounding mode (the C library's rint: to nearest even by default).
template <typename Packet>
EIGEN_STRONG_INLINE Packet round_with_current_mode(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  return round_via_integer(a, [](typename Info::Mask mask, const Packet& x) {
    return __riscv_vfcvt_x_mu(mask, Info::as_signed(Info::as_unsigned(x)), x, Info::lanes);
  });
}

// frexp with Eigen 3.4's conventions: a = mantissa * 2^exponent with
// |mantissa| in [0.5, 1); denormals are normalized first; for 0, +-Inf and
// NaN the mantissa is a itself and the exponent 0.
template <typename Packet>
EIGEN_STRONG_INLINE Packet frexp(const Packet& a, Packet& exponent) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef typename Info::UnsignedScalar Bits;
  typedef typename Info::Signed Signed;
  const size_t vl = Info::lanes;
  const int mantissa_bits = Info::mantissa_bits;
  const Bits exponent_field_mask = Bits((Bits(2) * Info::exponent_bias + 1) << mantissa_bits);

  // Scale denormals by 2^(mantissa_bits + 1) so that they become normal.
  const typename Info::Mask is_denormal = __riscv_vmflt(__riscv_vfabs(a, vl), (std::numeric_limits<Scalar>::min)(), vl);
  const Scalar denormal_scale = Scalar(Bits(1) << (mantissa_bits + 1));
  const Packet normalized = __riscv_vfmul_mu(is_denormal, a, a, denormal_scale, vl);
  const typename Info::Unsigned bits = Info::as_unsigned(normalized);

  // Unbiased exponent for a mantissa in [0.5, 1): field - (bias - 1).
  const typename Info::Unsigned field = __riscv_vsrl(__riscv_vand(bits, exponent_field_mask, vl), mantissa_bits, vl);
  Signed unbiased = __riscv_vsub(Info::as_signed(field), int(Info::exponent_bias) - 1, vl);
  unbiased = __riscv_vsub_mu(is_denormal, unbiased, unbiased, mantissa_bits + 1, vl);

  // Replace the exponent field with that of 0.5.
  const Bits half_exponent_field = Bits(Bits(Info::exponent_bias - 1) << mantissa_bits);
  const Packet mantissa =
      Info::from_unsigned(__riscv_vor(__riscv_vand(bits, Bits(~exponent_field_mask), vl), half_exponent_field, vl));

  // 0, +-Inf and NaN: a itself, exponent 0.
  const typename Info::Mask is_zero = __riscv_vmfeq(a, Scalar(0), vl);
  const typename Info::Mask is_not_finite = __riscv_vmseq(field, Bits(2 * Info::exponent_bias + 1), vl);
  const typename Info::Mask is_special = __riscv_vmor(is_zero, is_not_finite, vl);
  exponent = __riscv_vfmerge(__riscv_vfcvt_f(unbiased, vl), Scalar(0), is_special, vl);
  return __riscv_vmerge(mantissa, a, is_special, vl);
}

// ldexp: a * 2^exponent (exponent holds integral values), correctly rounded
// with a single rounding also when the result is denormal, and saturating
// to +-Inf or +-0 like the C library.
template <typename Packet>
EIGEN_STRONG_INLINE Packet ldexp(const Packet& a, const Packet& exponent) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef typename Info::UnsignedScalar Bits;
  typedef typename Info::Signed Signed;
  const size_t vl = Info::lanes;
  const int mantissa_bits = Info::mantissa_bits;
  const int bias = Info::exponent_bias;

  // a = m * 2^e with |m| in [0.5, 1) (exact, denormals included).
  Packet e_a;
  const Packet m = frexp(a, e_a);
  // Target exponent of the result in the same convention, clamped to a range
  // that already saturates (so that the integer conversion cannot overflow).
  const Scalar limit = Scalar(4 * bias);
  const Packet target_exponent = __riscv_vfmin(__riscv_vfmax(__riscv_vfadd(e_a, exponent, vl), -limit, vl), limit, vl);
  Signed target = __riscv_vfcvt_rtz_x(target_exponent, vl);

  // m * 2^target is a normal number when target lies in
  // [min_target, max_target]; below, compute m * 2^(target + shift) exactly and
  // let the final multiplication by 2^-shift round once into the denormals.
  const int min_target = 2 - bias;  // m * 2^(2 - bias) >= 2^(1 - bias), the smallest normal
  const int max_target = bias + 1;  // m * 2^(bias + 1) < 2^(bias + 1), just above the largest
  const int shift = mantissa_bits + 2;
  const typename Info::Mask too_small = __riscv_vmslt(target, min_target, vl);
  target = __riscv_vadd_mu(too_small, target, target, shift, vl);
  // Past either end, clamp into the normal range and let the final
  // multiplication saturate to 0 or Inf.
  const typename Info::Mask too_large = __riscv_vmsgt(target, max_target, vl);
  target = __riscv_vmax(__riscv_vmin(target, max_target, vl), min_target, vl);

  // m * 2^target: m's exponent field is that of 0.5; adding target to it
  // stays within [1, 2 * bias] for target in [min_target, max_target].
  const Signed field_offset = __riscv_vsll(target, mantissa_bits, vl);
  const Packet scaled = Info::from_unsigned(__riscv_vadd(Info::as_unsigned(m), Info::from_signed(field_offset), vl));

  Packet factor = Info::splat(Scalar(1));
  factor = __riscv_vfmerge(factor, Scalar(1) / Scalar(Bits(1) << shift), too_small, vl);
  factor = __riscv_vfmerge(factor, Scalar(Bits(1) << shift), too_large, vl);
  const Packet result = __riscv_vfmul(scaled, factor, vl);

  // 0, +-Inf and NaN are returned unchanged.
  const typename Info::Mask is_zero_or_not_finite =
      __riscv_vmor(__riscv_vmfeq(a, Scalar(0), vl),
                   __riscv_vmfge(__riscv_vfabs(a, vl), std::numeric_limits<Scalar>::infinity(), vl), vl);
  const typename Info::Mask keep_a = __riscv_vmor(is_zero_or_not_finite, is_nan(a), vl);
  return __riscv_vmerge(result, a, keep_a, vl);
}

}  // namespace rvv

// ---------------------------------------------------------------------------
// Eigen's packet functions, for every packet type.
// ---------------------------------------------------------------------------

#define EIGEN_RVV_LANES(PACKET) rvv_packet_info<PACKET>::lanes

// One specialization of Eigen's FUNCTION for PACKET, computed by rvv::OPERATION on the raw vectors (with the
// lane count and the family where the operation differs by family).
#define EIGEN_RVV_BIND_BY_FAMILY(PACKET, FUNCTION, OPERATION)                                           \
  template <>                                                                                           \
  EIGEN_STRONG_INLINE PACKET FUNCTION<PACKET>(const PACKET& a, const PACKET& b) {                       \
    return rvv::OPERATION(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET)); \
  }
#define EIGEN_RVV_BIND_COMPARISON(PACKET, FUNCTION, OPERATION)                                        \
  template <>                                                                                         \
  EIGEN_STRONG_INLINE PACKET FUNCTION<PACKET>(const PACKET& a, const PACKET& b) {                     \
    return rvv::lanes_from_mask<PACKET>(                                                              \
        rvv::OPERATION(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET))); \
  }
#define EIGEN_RVV_BIND_BITWISE(PACKET, FUNCTION, OPERATION)                       \
  template <>                                                                     \
  EIGEN_STRONG_INLINE PACKET FUNCTION<PACKET>(const PACKET& a, const PACKET& b) { \
    return rvv::OPERATION(rvv::raw(a), rvv::raw(b));                              \
  }
#define EIGEN_RVV_BIND_REDUCTION(PACKET, FUNCTION, OPERATION)                                     \
  template <>                                                                                     \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type FUNCTION<PACKET>(const PACKET& a) {           \
    return rvv_packet_info<PACKET>::first(rvv::OPERATION(rvv::raw(a), EIGEN_RVV_FAMILY(PACKET))); \
  }
#define EIGEN_RVV_BIND_FUSED(PACKET, FUNCTION, OPERATION)                                          \
  template <>                                                                                      \
  EIGEN_STRONG_INLINE PACKET FUNCTION<PACKET>(const PACKET& a, const PACKET& b, const PACKET& c) { \
    return rvv::OPERATION(rvv::raw(a), rvv::raw(b), rvv::raw(c), EIGEN_RVV_LANES(PACKET));         \
  }
#define EIGEN_RVV_BIND_UNARY(PACKET, FUNCTION, EXPRESSION)       \
  template <>                                                    \
  EIGEN_STRONG_INLINE PACKET FUNCTION<PACKET>(const PACKET& a) { \
    return EXPRESSION;                                           \
  }

// Eigen's function named by the variadic arguments (template arguments included), returning EXPRESSION.
#define EIGEN_RVV_BIND_BINARY(PACKET, EXPRESSION, ...)                       \
  template <>                                                                \
  EIGEN_STRONG_INLINE PACKET __VA_ARGS__(const PACKET& a, const PACKET& b) { \
    return EXPRESSION;                                                       \
  }
#define EIGEN_RVV_BIND_REDUCTION_OF(PACKET, EXPRESSION, ...)                       \
  template <>                                                                      \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type __VA_ARGS__(const PACKET& a) { \
    return EXPRESSION;                                                             \
  }

// Loads, stores, broadcasts and lane movement: written once over the
// descriptor (load/store, strided, splat, first, permute), for every packet
// type, the complex ones included (their arithmetic is in Complex.h).
#define EIGEN_RVV_SPECIALIZE_DATA_MOVEMENT_OPS(PACKET)                                                                \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET pload<PACKET>(const unpacket_traits<PACKET>::type* from) {                               \
    EIGEN_DEBUG_ALIGNED_LOAD return rvv_packet_info<PACKET>::load(from, rvv_packet_info<PACKET>::lanes);              \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET ploadu<PACKET>(const unpacket_traits<PACKET>::type* from) {                              \
    EIGEN_DEBUG_UNALIGNED_LOAD return rvv_packet_info<PACKET>::load(from, rvv_packet_info<PACKET>::lanes);            \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE void pstore<unpacket_traits<PACKET>::type>(unpacket_traits<PACKET>::type * to,                  \
                                                                 const PACKET& from) {                                \
    EIGEN_DEBUG_ALIGNED_STORE rvv_packet_info<PACKET>::store(to, rvv::raw(from));                                     \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE void pstoreu<unpacket_traits<PACKET>::type>(unpacket_traits<PACKET>::type * to,                 \
                                                                  const PACKET& from) {                               \
    EIGEN_DEBUG_UNALIGNED_STORE rvv_packet_info<PACKET>::store(to, rvv::raw(from));                                   \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_DEVICE_FUNC inline PACKET pgather<unpacket_traits<PACKET>::type, PACKET>(                                     \
      const unpacket_traits<PACKET>::type* from, Index stride) {                                                      \
    return rvv_packet_info<PACKET>::load_strided(from,                                                                \
                                                 std::ptrdiff_t(stride * sizeof(unpacket_traits<PACKET>::type)));     \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_DEVICE_FUNC inline void pscatter<unpacket_traits<PACKET>::type, PACKET>(unpacket_traits<PACKET>::type * to,   \
                                                                                const PACKET& from, Index stride) {   \
    rvv_packet_info<PACKET>::store_strided(to, std::ptrdiff_t(stride * sizeof(unpacket_traits<PACKET>::type)),        \
                                           rvv::raw(from));                                                           \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET pset1<PACKET>(const unpacket_traits<PACKET>::type& from) {                               \
    return rvv_packet_info<PACKET>::splat(from);                                                                      \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET ploaddup<PACKET>(const unpacket_traits<PACKET>::type* from) {                            \
    return rvv::load_repeated<PACKET, 2>(from);                                                                       \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET ploadquad<PACKET>(const unpacket_traits<PACKET>::type* from) {                           \
    return rvv::load_repeated<PACKET, 4>(from);                                                                       \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type pfirst<PACKET>(const PACKET& a) {                                 \
    return rvv_packet_info<PACKET>::first(rvv::raw(a));                                                               \
  }                                                                                                                   \
  template <>                                                                                                         \
  EIGEN_STRONG_INLINE PACKET preverse(const PACKET& a) {                                                              \
    return rvv::reverse(rvv::raw(a));                                                                                 \
  }                                                                                                                   \
  template <int N>                                                                                                    \
  EIGEN_DEVICE_FUNC inline typename std::enable_if<(N >= 2), void>::type ptranspose(PacketBlock<PACKET, N>& kernel) { \
    rvv::transpose(kernel);                                                                                           \
  }

#define EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PACKET)                                                               \
  EIGEN_RVV_SPECIALIZE_DATA_MOVEMENT_OPS(PACKET)                                                                     \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET pset1frombits<PACKET>(rvv_packet_info<PACKET>::UnsignedScalar from) {                   \
    return rvv_packet_info<PACKET>::from_unsigned(rvv_packet_info<PACKET>::splat_unsigned(from));                    \
  }                                                                                                                  \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET plset<PACKET>(const unpacket_traits<PACKET>::type& a) {                                 \
    return rvv::count_up_from<PACKET>(a, EIGEN_RVV_FAMILY(PACKET));                                                  \
  }                                                                                                                  \
  EIGEN_RVV_BIND_BY_FAMILY(PACKET, padd, add)                                                                        \
  EIGEN_RVV_BIND_BY_FAMILY(PACKET, psub, sub)                                                                        \
  EIGEN_RVV_BIND_BY_FAMILY(PACKET, pmul, mul)                                                                        \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET pmadd<PACKET>(const PACKET& a, const PACKET& b, const PACKET& c) {                      \
    return rvv::madd(rvv::raw(a), rvv::raw(b), rvv::raw(c), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));      \
  }                                                                                                                  \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET pnegate<PACKET>(const PACKET& a) {                                                      \
    return rvv::negate(rvv::raw(a), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                              \
  }                                                                                                                  \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET pconj<PACKET>(const PACKET& a) {                                                        \
    return a;                                                                                                        \
  }                                                                                                                  \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET pabs<PACKET>(const PACKET& a) {                                                         \
    return rvv::abs(rvv::raw(a), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                                 \
  }                                                                                                                  \
  EIGEN_RVV_BIND_BY_FAMILY(PACKET, pmin, minimum)                                                                    \
  EIGEN_RVV_BIND_BY_FAMILY(PACKET, pmax, maximum)                                                                    \
  EIGEN_RVV_BIND_COMPARISON(PACKET, pcmp_eq, equal)                                                                  \
  EIGEN_RVV_BIND_COMPARISON(PACKET, pcmp_lt, less)                                                                   \
  EIGEN_RVV_BIND_COMPARISON(PACKET, pcmp_le, less_or_equal)                                                          \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET pselect<PACKET>(const PACKET& mask, const PACKET& a, const PACKET& b) {                 \
    return rvv::select(rvv::raw(mask), rvv::raw(a), rvv::raw(b));                                                    \
  }                                                                                                                  \
  EIGEN_RVV_WITH_PBLEND(template <> EIGEN_STRONG_INLINE PACKET pblend(                                               \
      const Selector<unpacket_traits<PACKET>::size>& ifPacket, const PACKET& thenPacket, const PACKET& elsePacket) { \
    return rvv::blend(ifPacket, rvv::raw(thenPacket), rvv::raw(elsePacket));                                         \
  })                                                                                                                 \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET ptrue<PACKET>(const PACKET& a) {                                                        \
    return rvv::all_ones(rvv::raw(a));                                                                               \
  }                                                                                                                  \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE PACKET pzero<PACKET>(const PACKET& /*a*/) {                                                    \
    return rvv_packet_info<PACKET>::splat(0);                                                                        \
  }                                                                                                                  \
  EIGEN_RVV_BIND_BITWISE(PACKET, pand, bitwise_and)                                                                  \
  EIGEN_RVV_BIND_BITWISE(PACKET, por, bitwise_or)                                                                    \
  EIGEN_RVV_BIND_BITWISE(PACKET, pxor, bitwise_xor)                                                                  \
  EIGEN_RVV_BIND_BITWISE(PACKET, pandnot, bitwise_and_not)                                                           \
  EIGEN_RVV_BIND_REDUCTION(PACKET, predux, sum_into_lane0)                                                           \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_mul<PACKET>(const PACKET& a) {                            \
    return rvv::reduce_product(rvv::raw(a));                                                                         \
  }                                                                                                                  \
  EIGEN_RVV_BIND_REDUCTION(PACKET, predux_min, min_into_lane0)                                                       \
  EIGEN_RVV_BIND_REDUCTION(PACKET, predux_max, max_into_lane0)                                                       \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE bool predux_any(const PACKET& a) {                                                             \
    return rvv::any_lane_set(rvv::raw(a));                                                                           \
  }                                                                                                                  \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE rvv::half_sum<PACKET>::type EIGEN_RVV_PREDUX_HALF<PACKET>(const PACKET& a) {                   \
    return rvv::half_sum<PACKET>::run(a, std::integral_constant<bool, rvv::half_sum<PACKET>::sums>());               \
  }

// Masked (partial) loads and stores (bit i of the mask selects lane i).
#define EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PACKET)                                                 \
  template <>                                                                                          \
  EIGEN_STRONG_INLINE PACKET ploadu<PACKET>(const unpacket_traits<PACKET>::type* from,                 \
                                            unpacket_traits<PACKET>::mask_t umask) {                   \
    return rvv_packet_info<PACKET>::load_or_zero(rvv::mask_from_bits<PACKET>(umask), from);            \
  }                                                                                                    \
  template <>                                                                                          \
  EIGEN_STRONG_INLINE void pstoreu<unpacket_traits<PACKET>::type, PACKET>(                             \
      unpacket_traits<PACKET>::type * to, const PACKET& from, unpacket_traits<PACKET>::mask_t umask) { \
    rvv_packet_info<PACKET>::store_masked(rvv::mask_from_bits<PACKET>(umask), to, rvv::raw(from));     \
  }

// The floating-point-only operations.
#define EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(PACKET)                                                               \
  EIGEN_RVV_BIND_BINARY(PACKET, rvv::div(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET)), pdiv<PACKET>)         \
  /* a * b - c, c - a * b, -(a * b) - c: one fused instruction each. */                                            \
  EIGEN_RVV_BIND_FUSED(PACKET, pmsub, msub)                                                                        \
  EIGEN_RVV_BIND_FUSED(PACKET, pnmadd, nmadd)                                                                      \
  EIGEN_RVV_BIND_FUSED(PACKET, pnmsub, nmsub)                                                                      \
  EIGEN_RVV_BIND_BINARY(PACKET, __riscv_vfmin(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET)),                  \
                        pmin<PropagateNumbers, PACKET>)                                                            \
  EIGEN_RVV_BIND_BINARY(PACKET, rvv::min_nan(rvv::raw(a), rvv::raw(b)), pmin<PropagateNaN, PACKET>)                \
  EIGEN_RVV_BIND_BINARY(PACKET, __riscv_vfmax(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET)),                  \
                        pmax<PropagateNumbers, PACKET>)                                                            \
  EIGEN_RVV_BIND_BINARY(PACKET, rvv::max_nan(rvv::raw(a), rvv::raw(b)), pmax<PropagateNaN, PACKET>)                \
  /* !(a >= b): true where a < b or either is NaN. */                                                              \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pcmp_lt_or_nan<PACKET>(const PACKET& a, const PACKET& b) {                            \
    return rvv::lanes_from_mask<PACKET>(                                                                           \
        __riscv_vmnot(__riscv_vmfge(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET)), EIGEN_RVV_LANES(PACKET))); \
  }                                                                                                                \
  EIGEN_RVV_BIND_UNARY(PACKET, psqrt, __riscv_vfsqrt(rvv::raw(a), EIGEN_RVV_LANES(PACKET)))                        \
  EIGEN_RVV_BIND_UNARY(PACKET, pround, rvv::round_with_mode<__RISCV_FRM_RMM>(rvv::raw(a)))                         \
  EIGEN_RVV_BIND_UNARY(PACKET, pfloor, rvv::round_with_mode<__RISCV_FRM_RDN>(rvv::raw(a)))                         \
  EIGEN_RVV_BIND_UNARY(PACKET, pceil, rvv::round_with_mode<__RISCV_FRM_RUP>(rvv::raw(a)))                          \
  EIGEN_RVV_BIND_UNARY(PACKET, print, rvv::round_with_current_mode(rvv::raw(a)))                                   \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pfrexp<PACKET>(const PACKET& a, PACKET& exponent) {                                   \
    rvv_raw<PACKET>::type raw_exponent;                                                                            \
    const PACKET mantissa = rvv::frexp(rvv::raw(a), raw_exponent);                                                 \
    exponent = raw_exponent;                                                                                       \
    return mantissa;                                                                                               \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pldexp<PACKET>(const PACKET& a, const PACKET& exponent) {                             \
    return rvv::ldexp(rvv::raw(a), rvv::raw(exponent));                                                            \
  }                                                                                                                \
  EIGEN_RVV_BIND_REDUCTION_OF(PACKET, predux_min<PACKET>(a), predux_min<PropagateNumbers, PACKET>)                 \
  EIGEN_RVV_BIND_REDUCTION_OF(PACKET, rvv::reduce_min_nan(rvv::raw(a)), predux_min<PropagateNaN, PACKET>)          \
  EIGEN_RVV_BIND_REDUCTION_OF(PACKET, predux_max<PACKET>(a), predux_max<PropagateNumbers, PACKET>)                 \
  EIGEN_RVV_BIND_REDUCTION_OF(PACKET, rvv::reduce_max_nan(rvv::raw(a)), predux_max<PropagateNaN, PACKET>)

// 1 / sqrt(a), from the correctly rounded square root (binary16: in float, Half.h).
#define EIGEN_RVV_SPECIALIZE_RSQRT(PACKET)                                                                        \
  template <>                                                                                                     \
  EIGEN_STRONG_INLINE PACKET prsqrt<PACKET>(const PACKET& a) {                                                    \
    return __riscv_vfrdiv(__riscv_vfsqrt(rvv::raw(a), EIGEN_RVV_LANES(PACKET)), unpacket_traits<PACKET>::type(1), \
                          EIGEN_RVV_LANES(PACKET));                                                               \
  }
// EIGEN_RVV_IF_MASKED_<SEW>(X): X where Eigen's packets of SEW-bit lanes have masked loads (rvv_masked_access: 8
// or 16 lanes); the preprocessor cannot read the templates, the assertion ties the two.
static_assert(rvv_masked_access<8, true>::masked_load_available && rvv_masked_access<16, true>::masked_load_available &&
                  !rvv_masked_access<4, true>::masked_load_available &&
                  !rvv_masked_access<32, true>::masked_load_available,
              "EIGEN_RVV_IF_MASKED_* and ForwardingPackets.h test 8 and 16 lanes");
#if EIGEN_RVV_PACKET_BITS / 8 == 8 || EIGEN_RVV_PACKET_BITS / 8 == 16
#define EIGEN_RVV_IF_MASKED_8(X) X
#else
#define EIGEN_RVV_IF_MASKED_8(X)
#endif
#if EIGEN_RVV_PACKET_BITS / 16 == 8 || EIGEN_RVV_PACKET_BITS / 16 == 16
#define EIGEN_RVV_IF_MASKED_16(X) X
#else
#define EIGEN_RVV_IF_MASKED_16(X)
#endif
#if EIGEN_RVV_PACKET_BITS / 32 == 8 || EIGEN_RVV_PACKET_BITS / 32 == 16
#define EIGEN_RVV_IF_MASKED_32(X) X
#else
#define EIGEN_RVV_IF_MASKED_32(X)
#endif
#if EIGEN_RVV_PACKET_BITS / 64 == 8 || EIGEN_RVV_PACKET_BITS / 64 == 16
#define EIGEN_RVV_IF_MASKED_64(X) X
#else
#define EIGEN_RVV_IF_MASKED_64(X)
#endif
#define EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX) \
  EIGEN_RVV_IF_MASKED_##SEW(EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketX##SUFFIX))
#define EIGEN_RVV_INTEGER_TYPE(SCALAR, SEW, FAMILY, SUFFIX) EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX)
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE)           \
  EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketX##SUFFIX##_##SHAPE) \
  EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE) \
  EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, SHAPE) \
  EIGEN_RVV_SPECIALIZE_DATA_MOVEMENT_OPS(PacketX##SUFFIX##_##SHAPE)
#include "PacketTypeTable.h"
// The LHS packing packet of a matrix-product tuning with wider register groups than the packets (EIGEN_RVV_GEBP_LMUL
// above EIGEN_RVV_LMUL; gebp_traits::LhsPacket4Packing): what Eigen's generic packing loads and stores, no half.
#if EIGEN_RVV_GEBP_LMUL > EIGEN_RVV_LMUL
#define EIGEN_RVV_PACKING_PACKET(PACKET, SCALAR) \
  template <>                                    \
  struct unpacket_traits<PACKET> {               \
    typedef SCALAR type;                         \
    typedef PACKET half;                         \
    enum {                                       \
      size = rvv_packet_info<PACKET>::lanes,     \
      alignment = rvv_packet_alignment,          \
      vectorizable = true,                       \
      masked_load_available = false,             \
      masked_store_available = false             \
    };                                           \
  };                                             \
  EIGEN_RVV_SPECIALIZE_DATA_MOVEMENT_OPS(PACKET)
typedef rvv_plain_packet<float, EIGEN_RVV_GEBP_LMUL>::type rvv_packing_packet_f;
typedef rvv_plain_packet<double, EIGEN_RVV_GEBP_LMUL>::type rvv_packing_packet_d;
EIGEN_RVV_PACKING_PACKET(rvv_packing_packet_f, float)
EIGEN_RVV_PACKING_PACKET(rvv_packing_packet_d, double)
#undef EIGEN_RVV_PACKING_PACKET
#endif
#undef EIGEN_RVV_IF_MASKED_64
#undef EIGEN_RVV_IF_MASKED_32
#undef EIGEN_RVV_IF_MASKED_16
#undef EIGEN_RVV_IF_MASKED_8
EIGEN_RVV_SPECIALIZE_RSQRT(PacketXf)
EIGEN_RVV_SPECIALIZE_RSQRT(PacketXd)
#undef EIGEN_RVV_SPECIALIZE_RSQRT

#undef EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE
#undef EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS
#undef EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS
#undef EIGEN_RVV_AS_FUSED_OPERATION
#undef EIGEN_RVV_AS_VECTOR_OPERATION
#undef EIGEN_RVV_SPECIALIZE_DATA_MOVEMENT_OPS
#undef EIGEN_RVV_BIND_BY_FAMILY
#undef EIGEN_RVV_BIND_COMPARISON
#undef EIGEN_RVV_BIND_BITWISE
#undef EIGEN_RVV_BIND_REDUCTION
#undef EIGEN_RVV_BIND_FUSED
#undef EIGEN_RVV_BIND_UNARY
#undef EIGEN_RVV_BIND_BINARY
#undef EIGEN_RVV_BIND_REDUCTION_OF
#undef EIGEN_RVV_LANES
#undef EIGEN_RVV_FAMILY

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_PACKET_MATH_H

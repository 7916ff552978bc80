// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// RVV packets (EIGEN_RVV_LMUL registers each, Configure.h) for float, double,
// _Float16 (with Zvfh) and the eight integer types.
//
// Every operation is written once, as a template over the packet type in
// namespace internal::rvv, using the overloaded RVV intrinsics. What depends
// on the element type (the type-suffixed load/splat/reinterpret intrinsics,
// the mask type, the family: floating-point, signed or unsigned integer)
// lives in one descriptor per packet type, rvv_packet_info. Where the
// instruction differs by family (vfadd/vadd, vmin/vminu, ...), a small
// helper dispatches on the family tag. The binder macros then specialize
// Eigen's packet functions (padd, pload, predux, ...) for each packet type:
// EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS for all types, and
// EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS for float and double. The operations
// only integers have (shifts, integer division) are in IntegerPacketMath.h.

#ifndef EIGEN_RVV_PACKET_MATH_H
#define EIGEN_RVV_PACKET_MATH_H

namespace Eigen {

namespace internal {

// ---------------------------------------------------------------------------
// Per-type descriptor.
// ---------------------------------------------------------------------------

struct rvv_real_family {};
struct rvv_integer_family {};
struct rvv_signed_family : rvv_integer_family {};
struct rvv_unsigned_family : rvv_integer_family {};
struct rvv_complex_family {};  // Complex.h

template <typename Packet>
struct rvv_packet_info;

// The mask type of a vector of SEW-bit elements in LMUL registers is
// vbool<SEW / LMUL>_t; `load` reads one from memory (bit i = lane i).
template <int ElementBitsPerRegister>
struct rvv_mask;
#define EIGEN_RVV_MASK(RATIO)                                                      \
  template <>                                                                      \
  struct rvv_mask<RATIO> {                                                         \
    typedef vbool##RATIO##_t type;                                                 \
    static EIGEN_STRONG_INLINE type load(const numext::uint8_t* bits, size_t vl) { \
      return __riscv_vlm_v_b##RATIO(bits, vl);                                     \
    }                                                                              \
  };
EIGEN_RVV_MASK(1)
EIGEN_RVV_MASK(2)
EIGEN_RVV_MASK(4)
EIGEN_RVV_MASK(8)
EIGEN_RVV_MASK(16)
EIGEN_RVV_MASK(32)
EIGEN_RVV_MASK(64)
#undef EIGEN_RVV_MASK

// store_interleaved(to, rows) for N = 2 .. 8 / LMUL rows (a segment group
// holds at most 8 registers): element i of row r goes to to[i * N + r], by
// one segmented store (vssegN). The rows are packets or raw vectors.
#define EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, LMUL, N, ...)                                                     \
  template <typename Row>                                                                                        \
  static EIGEN_STRONG_INLINE void store_interleaved(Scalar* to, const Row(&rows)[N]) {                           \
    __riscv_vsseg##N##e##SEW##_v_##CODE##m##LMUL##x##N(to, __riscv_vcreate_v_##CODE##m##LMUL##x##N(__VA_ARGS__), \
                                                       lanes);                                                   \
  }
#define EIGEN_RVV_ROW(I) rvv::raw(rows[I])
#define EIGEN_RVV_STORE_INTERLEAVED_LMUL4(SEW, CODE) \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 4, 2, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1))
#define EIGEN_RVV_STORE_INTERLEAVED_LMUL2(SEW, CODE)                                                 \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 2, 2, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1))                   \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 2, 3, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2)) \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 2, 4, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2), EIGEN_RVV_ROW(3))
#define EIGEN_RVV_STORE_INTERLEAVED_LMUL1(SEW, CODE)                                                                   \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 1, 2, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1))                                     \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 1, 3, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2))                   \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 1, 4, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2), EIGEN_RVV_ROW(3)) \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 1, 5, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2), EIGEN_RVV_ROW(3), \
                              EIGEN_RVV_ROW(4))                                                                        \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 1, 6, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2), EIGEN_RVV_ROW(3), \
                              EIGEN_RVV_ROW(4), EIGEN_RVV_ROW(5))                                                      \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 1, 7, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2), EIGEN_RVV_ROW(3), \
                              EIGEN_RVV_ROW(4), EIGEN_RVV_ROW(5), EIGEN_RVV_ROW(6))                                    \
  EIGEN_RVV_STORE_INTERLEAVED(SEW, CODE, 1, 8, EIGEN_RVV_ROW(0), EIGEN_RVV_ROW(1), EIGEN_RVV_ROW(2), EIGEN_RVV_ROW(3), \
                              EIGEN_RVV_ROW(4), EIGEN_RVV_ROW(5), EIGEN_RVV_ROW(6), EIGEN_RVV_ROW(7))

// lane0_register(a): the first register of the group a, which holds lane 0
// (the operand and result of the reductions are single registers).
#define EIGEN_RVV_LANE0_REGISTER_LMUL1(CODE) \
  static EIGEN_STRONG_INLINE Register lane0_register(const Register& a) { return a; }
#define EIGEN_RVV_LANE0_REGISTER_OF_GROUP(CODE, LMUL)                  \
  template <typename Group>                                            \
  static EIGEN_STRONG_INLINE Register lane0_register(const Group& a) { \
    return __riscv_vget_v_##CODE##m##LMUL##_##CODE##m1(a, 0);          \
  }
#define EIGEN_RVV_LANE0_REGISTER_LMUL2(CODE) EIGEN_RVV_LANE0_REGISTER_OF_GROUP(CODE, 2)
#define EIGEN_RVV_LANE0_REGISTER_LMUL4(CODE) EIGEN_RVV_LANE0_REGISTER_OF_GROUP(CODE, 4)

// What differs by family: the letter of the intrinsic type code (f32, i8,
// u64), the splat and lane-0 intrinsics, and the reinterpretation as the
// unsigned vector of the same SEW (none for unsigned integers).
#define EIGEN_RVV_CODE_real f
#define EIGEN_RVV_CODE_signed i
#define EIGEN_RVV_CODE_unsigned u
#define EIGEN_RVV_SPLAT_real(CODE, LMUL) __riscv_vfmv_v_f_##CODE##m##LMUL
#define EIGEN_RVV_SPLAT_signed(CODE, LMUL) __riscv_vmv_v_x_##CODE##m##LMUL
#define EIGEN_RVV_SPLAT_unsigned(CODE, LMUL) __riscv_vmv_v_x_##CODE##m##LMUL
#define EIGEN_RVV_FIRST_real __riscv_vfmv_f
#define EIGEN_RVV_FIRST_signed __riscv_vmv_x
#define EIGEN_RVV_FIRST_unsigned __riscv_vmv_x
#define EIGEN_RVV_REINTERPRET(FROM, TO) __riscv_vreinterpret_v_##FROM##_##TO
#define EIGEN_RVV_AS_UNSIGNED_real(CODE, SEW, LMUL) EIGEN_RVV_REINTERPRET(CODE##m##LMUL, u##SEW##m##LMUL)(a)
#define EIGEN_RVV_AS_UNSIGNED_signed(CODE, SEW, LMUL) EIGEN_RVV_REINTERPRET(CODE##m##LMUL, u##SEW##m##LMUL)(a)
#define EIGEN_RVV_AS_UNSIGNED_unsigned(CODE, SEW, LMUL) a
#define EIGEN_RVV_FROM_UNSIGNED_real(CODE, SEW, LMUL) EIGEN_RVV_REINTERPRET(u##SEW##m##LMUL, CODE##m##LMUL)(a)
#define EIGEN_RVV_FROM_UNSIGNED_signed(CODE, SEW, LMUL) EIGEN_RVV_REINTERPRET(u##SEW##m##LMUL, CODE##m##LMUL)(a)
#define EIGEN_RVV_FROM_UNSIGNED_unsigned(CODE, SEW, LMUL) a
// Floating point only: the signed integers of the same width, the format's
// parameters.
#define EIGEN_RVV_REAL_EXTRAS_real(SCALAR, SEW, LMUL)                  \
  typedef rvv_vector<numext::int##SEW##_t, LMUL>::sizeless Signed;     \
  enum {                                                               \
    mantissa_bits = std::numeric_limits<SCALAR>::digits - 1,           \
    exponent_bias = std::numeric_limits<SCALAR>::max_exponent - 1      \
  };                                                                   \
  static EIGEN_STRONG_INLINE Signed as_signed(const Unsigned& a) {     \
    return EIGEN_RVV_REINTERPRET(u##SEW##m##LMUL, i##SEW##m##LMUL)(a); \
  }                                                                    \
  static EIGEN_STRONG_INLINE Unsigned from_signed(const Signed& a) {   \
    return EIGEN_RVV_REINTERPRET(i##SEW##m##LMUL, u##SEW##m##LMUL)(a); \
  }
#define EIGEN_RVV_REAL_EXTRAS_signed(SCALAR, SEW, LMUL)
#define EIGEN_RVV_REAL_EXTRAS_unsigned(SCALAR, SEW, LMUL)

// The descriptor of the vectors of SCALAR (SEW bits, FAMILY real, signed or
// unsigned) in groups of LMUL registers (1, 2 or 4, a plain number).
#define EIGEN_RVV_PACKET_INFO_WITH_CODE(FAMILY, SCALAR, SEW, CODE, LMUL)                                             \
  template <>                                                                                                        \
  struct rvv_packet_info<rvv_vector<SCALAR, LMUL>::raw> {                                                            \
    typedef rvv_##FAMILY##_family Family;                                                                            \
    typedef rvv_vector<SCALAR, LMUL>::raw Vector;                                                                    \
    typedef SCALAR Scalar;                                                                                           \
    typedef numext::uint##SEW##_t UnsignedScalar;                                                                    \
    typedef rvv_vector<UnsignedScalar, LMUL>::sizeless Unsigned;                                                     \
    typedef rvv_vector<SCALAR, 1>::sizeless Register;                                                                \
    typedef rvv_mask<SEW / LMUL>::type Mask;                                                                         \
    enum {                                                                                                           \
      lanes = EIGEN_RVV_VLEN * LMUL / SEW, /* The most rows store_interleaved takes. */                              \
      max_interleaved_rows = 8 / LMUL                                                                                \
    };                                                                                                               \
    static EIGEN_STRONG_INLINE Vector splat(SCALAR x) { return EIGEN_RVV_SPLAT_##FAMILY(CODE, LMUL)(x, lanes); }     \
    static EIGEN_STRONG_INLINE Register splat_register(SCALAR x) { return EIGEN_RVV_SPLAT_##FAMILY(CODE, 1)(x, 1); } \
    /* Lane 0 of a packet or of a single register. */                                                                \
    template <typename V>                                                                                            \
    static EIGEN_STRONG_INLINE SCALAR first(const V& a) {                                                            \
      return EIGEN_RVV_FIRST_##FAMILY(a);                                                                            \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE Unsigned as_unsigned(const Vector& a) {                                               \
      return EIGEN_RVV_AS_UNSIGNED_##FAMILY(CODE, SEW, LMUL);                                                        \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE Vector from_unsigned(const Unsigned& a) {                                             \
      return EIGEN_RVV_FROM_UNSIGNED_##FAMILY(CODE, SEW, LMUL);                                                      \
    }                                                                                                                \
    EIGEN_RVV_REAL_EXTRAS_##FAMILY(SCALAR, SEW, LMUL) static EIGEN_STRONG_INLINE Vector                              \
        load(const SCALAR* from, size_t vl) {                                                                        \
      return __riscv_vle##SEW##_v_##CODE##m##LMUL(from, vl);                                                         \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE Vector load_or_zero(Mask mask, const SCALAR* from) {                                  \
      return __riscv_vle##SEW##_v_##CODE##m##LMUL##_mu(mask, splat(SCALAR(0)), from, lanes);                         \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE Vector load_strided(const SCALAR* from, std::ptrdiff_t byte_stride,                   \
                                                   size_t vl = lanes) {                                              \
      return __riscv_vlse##SEW##_v_##CODE##m##LMUL(from, byte_stride, vl);                                           \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE void store(SCALAR* to, const Vector& a, size_t vl = lanes) {                          \
      __riscv_vse##SEW(to, a, vl);                                                                                   \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE void store_masked(Mask mask, SCALAR* to, const Vector& a) {                           \
      __riscv_vse##SEW(mask, to, a, lanes);                                                                          \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE void store_strided(SCALAR* to, std::ptrdiff_t byte_stride, const Vector& a,           \
                                                  size_t vl = lanes) {                                               \
      __riscv_vsse##SEW(to, byte_stride, a, vl);                                                                     \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE Unsigned splat_unsigned(UnsignedScalar x) {                                           \
      return __riscv_vmv_v_x_u##SEW##m##LMUL(x, lanes);                                                              \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE Unsigned lane_index() { return __riscv_vid_v_u##SEW##m##LMUL(lanes); }                \
    /* Lane i of the result is lane source_lane[i] of a. */                                                          \
    static EIGEN_STRONG_INLINE Vector permute(const Vector& a, const Unsigned& source_lane) {                        \
      return __riscv_vrgather(a, source_lane, lanes);                                                                \
    }                                                                                                                \
    /* Lane i of the mask is bit i of the little-endian bytes at `bits`. */                                          \
    static EIGEN_STRONG_INLINE Mask load_mask(const numext::uint8_t* bits) {                                         \
      return rvv_mask<SEW / LMUL>::load(bits, lanes);                                                                \
    }                                                                                                                \
    EIGEN_RVV_LANE0_REGISTER_LMUL##LMUL(CODE) EIGEN_RVV_STORE_INTERLEAVED_LMUL##LMUL(SEW, CODE)                      \
  };
#define EIGEN_RVV_PACKET_INFO_EXPANDED(FAMILY, SCALAR, SEW, LETTER, LMUL) \
  EIGEN_RVV_PACKET_INFO_WITH_CODE(FAMILY, SCALAR, SEW, LETTER##SEW, LMUL)
// Every vector type at LMUL 1, 2 and 4: the packets at EIGEN_RVV_LMUL, the
// matrix-product kernel's single registers, the parts of wider vectors.
#define EIGEN_RVV_PACKET_INFO(FAMILY, SCALAR, SEW)                                                    \
  EIGEN_RVV_EXPANDED(EIGEN_RVV_PACKET_INFO_EXPANDED, FAMILY, SCALAR, SEW, EIGEN_RVV_CODE_##FAMILY, 1) \
  EIGEN_RVV_EXPANDED(EIGEN_RVV_PACKET_INFO_EXPANDED, FAMILY, SCALAR, SEW, EIGEN_RVV_CODE_##FAMILY, 2) \
  EIGEN_RVV_EXPANDED(EIGEN_RVV_PACKET_INFO_EXPANDED, FAMILY, SCALAR, SEW, EIGEN_RVV_CODE_##FAMILY, 4)

EIGEN_RVV_PACKET_INFO(real, float, 32)
EIGEN_RVV_PACKET_INFO(real, double, 64)
#if defined(__riscv_zvfh)
EIGEN_RVV_PACKET_INFO(real, _Float16, 16)
#endif
EIGEN_RVV_PACKET_INFO(signed, numext::int8_t, 8)
EIGEN_RVV_PACKET_INFO(unsigned, numext::uint8_t, 8)
EIGEN_RVV_PACKET_INFO(signed, numext::int16_t, 16)
EIGEN_RVV_PACKET_INFO(unsigned, numext::uint16_t, 16)
EIGEN_RVV_PACKET_INFO(signed, numext::int32_t, 32)
EIGEN_RVV_PACKET_INFO(unsigned, numext::uint32_t, 32)
EIGEN_RVV_PACKET_INFO(signed, numext::int64_t, 64)
EIGEN_RVV_PACKET_INFO(unsigned, numext::uint64_t, 64)

// A packet type of its own (rvv_packet) has its vector's descriptor.
template <typename Vector, int Kind>
struct rvv_packet_info<rvv_packet<Vector, Kind> > : rvv_packet_info<typename Vector::raw> {};

// Twice a packet's registers of floats: what the 16-bit types (Half.h,
// BFloat16.h) widen to, and its two halves as float packets.
typedef EIGEN_RVV_DOUBLE_PACKET_TYPE(vfloat32) WidePacketXf;
namespace rvv {
EIGEN_STRONG_INLINE PacketXf low_half(const WidePacketXf& x) { return EIGEN_RVV_WITH_LMUL(__riscv_vget_f32)(x, 0); }
EIGEN_STRONG_INLINE PacketXf high_half(const WidePacketXf& x) { return EIGEN_RVV_WITH_LMUL(__riscv_vget_f32)(x, 1); }
EIGEN_STRONG_INLINE WidePacketXf join_halves(const PacketXf& low, const PacketXf& high) {
  return __riscv_vset(EIGEN_RVV_PASTE(__riscv_vlmul_ext_f32, EIGEN_RVV_DOUBLE_PACKET_LMUL)(raw(low)), 1, raw(high));
}
}  // namespace rvv

#undef EIGEN_RVV_PACKET_INFO
#undef EIGEN_RVV_PACKET_INFO_EXPANDED
#undef EIGEN_RVV_PACKET_INFO_WITH_CODE
#undef EIGEN_RVV_REAL_EXTRAS_real
#undef EIGEN_RVV_REAL_EXTRAS_signed
#undef EIGEN_RVV_REAL_EXTRAS_unsigned
#undef EIGEN_RVV_FROM_UNSIGNED_real
#undef EIGEN_RVV_FROM_UNSIGNED_signed
#undef EIGEN_RVV_FROM_UNSIGNED_unsigned
#undef EIGEN_RVV_AS_UNSIGNED_real
#undef EIGEN_RVV_AS_UNSIGNED_signed
#undef EIGEN_RVV_AS_UNSIGNED_unsigned
#undef EIGEN_RVV_REINTERPRET
#undef EIGEN_RVV_FIRST_real
#undef EIGEN_RVV_FIRST_signed
#undef EIGEN_RVV_FIRST_unsigned
#undef EIGEN_RVV_SPLAT_real
#undef EIGEN_RVV_SPLAT_signed
#undef EIGEN_RVV_SPLAT_unsigned
#undef EIGEN_RVV_CODE_real
#undef EIGEN_RVV_CODE_signed
#undef EIGEN_RVV_CODE_unsigned
#undef EIGEN_RVV_LANE0_REGISTER_LMUL1
#undef EIGEN_RVV_LANE0_REGISTER_LMUL2
#undef EIGEN_RVV_LANE0_REGISTER_LMUL4
#undef EIGEN_RVV_LANE0_REGISTER_OF_GROUP
#undef EIGEN_RVV_STORE_INTERLEAVED_LMUL1
#undef EIGEN_RVV_STORE_INTERLEAVED_LMUL2
#undef EIGEN_RVV_STORE_INTERLEAVED_LMUL4
#undef EIGEN_RVV_ROW
#undef EIGEN_RVV_STORE_INTERLEAVED

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
    HasDiv = 1
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
    // MathFunctions.h (erf: unsupported/Eigen/SpecialFunctions).
    HasExp = 1,
    HasExpm1 = 1,
    HasLog = 1,
    HasLog1p = 1,
    HasTanh = 1,
    HasErf = 1,
    HasSin = 1,
    HasCos = 1,
    HasTan = 1,
    HasATan = 1,
    // Eigen's generic ndtri, built on the functions above.
    HasNdtri = 1
  };
};

struct rvv_integer_packet_traits : rvv_packet_traits_common {
  enum { HasShift = 1 };
};

#define EIGEN_RVV_PACKET_TRAITS(SCALAR, PACKET, KIND)         \
  template <>                                                 \
  struct packet_traits<SCALAR> : rvv_##KIND##_packet_traits { \
    typedef PACKET type;                                      \
    typedef PACKET half;                                      \
    enum { size = rvv_packet_info<PACKET>::lanes };           \
  };                                                          \
  template <>                                                 \
  struct unpacket_traits<PACKET> : rvv_unpacket_traits<SCALAR, PACKET> {};

// The declared alignment is rvv_packet_alignment (PacketTypes.h).
// Masked (partial) ploadu/pstoreu exist for packets of at most 16 lanes: the
// width Eigen 3.4 designed them for (AVX-512's float packets). Nothing in Eigen
// 3.4 loads partial packets itself, and its own packetmath test enumerates all
// 2^lanes masks at every offset, which is out of reach for 32 lanes and more.
#define EIGEN_RVV_MASKED_LOAD_STORE_LANES 16

template <typename Scalar, typename Packet>
struct rvv_unpacket_traits {
  typedef Scalar type;
  typedef Packet half;
  // Bit i selects lane i in the masked ploadu/pstoreu (packets of at most
  // EIGEN_RVV_MASKED_LOAD_STORE_LANES lanes).
  typedef numext::uint64_t mask_t;
  enum {
    size = rvv_packet_info<Packet>::lanes,
    alignment = rvv_packet_alignment,
    vectorizable = true,
    masked_load_available = size <= EIGEN_RVV_MASKED_LOAD_STORE_LANES,
    masked_store_available = size <= EIGEN_RVV_MASKED_LOAD_STORE_LANES
  };
};

EIGEN_RVV_PACKET_TRAITS(float, PacketXf, real)
EIGEN_RVV_PACKET_TRAITS(double, PacketXd, real)
#if defined(__riscv_zvfh)
// binary16: the real capabilities but ndtri (Eigen's generic one would run in
// binary16 arithmetic; the scalar path computes it instead).
struct rvv_float16_packet_traits : rvv_real_packet_traits {
  enum { HasNdtri = 0 };
};
EIGEN_RVV_PACKET_TRAITS(_Float16, PacketXf16, float16)
#endif
EIGEN_RVV_PACKET_TRAITS(numext::int8_t, PacketXc, integer)
EIGEN_RVV_PACKET_TRAITS(numext::uint8_t, PacketXuc, integer)
EIGEN_RVV_PACKET_TRAITS(numext::int16_t, PacketXs, integer)
EIGEN_RVV_PACKET_TRAITS(numext::uint16_t, PacketXus, integer)
EIGEN_RVV_PACKET_TRAITS(numext::int32_t, PacketXi, integer)
EIGEN_RVV_PACKET_TRAITS(numext::uint32_t, PacketXui, integer)
EIGEN_RVV_PACKET_TRAITS(numext::int64_t, PacketXl, integer)
EIGEN_RVV_PACKET_TRAITS(numext::uint64_t, PacketXul, integer)
#if EIGEN_RVV_LMUL != 1
// The matrix-product kernel's single registers: packets Eigen's generic code
// never chooses itself (packet_traits names the packets above).
template <>
struct unpacket_traits<RegisterXf> : rvv_unpacket_traits<float, RegisterXf> {};
template <>
struct unpacket_traits<RegisterXd> : rvv_unpacket_traits<double, RegisterXd> {};
template <>
struct unpacket_traits<RegisterXus> : rvv_unpacket_traits<numext::uint16_t, RegisterXus> {};
#if defined(__riscv_zvfh)
template <>
struct unpacket_traits<RegisterXf16> : rvv_unpacket_traits<_Float16, RegisterXf16> {};
#endif
#endif

#undef EIGEN_RVV_PACKET_TRAITS

// Fused multiply-subtract variants (Eigen 3.4 declares only pmadd). These are
// the primary templates; RVV packets specialize them to one instruction.
// pmsub: a * b - c.
template <typename Packet>
EIGEN_DEVICE_FUNC inline Packet pmsub(const Packet& a, const Packet& b, const Packet& c) {
  return psub(pmul(a, b), c);
}
// pnmadd: c - a * b.
template <typename Packet>
EIGEN_DEVICE_FUNC inline Packet pnmadd(const Packet& a, const Packet& b, const Packet& c) {
  return psub(c, pmul(a, b));
}
// pnmsub: -(a * b) - c.
template <typename Packet>
EIGEN_DEVICE_FUNC inline Packet pnmsub(const Packet& a, const Packet& b, const Packet& c) {
  return pnegate(padd(pmul(a, b), c));
}

// ---------------------------------------------------------------------------
// The operations, once for every packet type.
// ---------------------------------------------------------------------------

namespace rvv {

// --- Instructions that differ by family -----------------------------------

template <typename V>
EIGEN_STRONG_INLINE V add(const V& a, const V& b, size_t vl, rvv_real_family) {
  return __riscv_vfadd(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V add(const V& a, const V& b, size_t vl, rvv_integer_family) {
  return __riscv_vadd(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V sub(const V& a, const V& b, size_t vl, rvv_real_family) {
  return __riscv_vfsub(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V sub(const V& a, const V& b, size_t vl, rvv_integer_family) {
  return __riscv_vsub(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V mul(const V& a, const V& b, size_t vl, rvv_real_family) {
  return __riscv_vfmul(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V mul(const V& a, const V& b, size_t vl, rvv_integer_family) {
  return __riscv_vmul(a, b, vl);
}
// a * b + c, fused for floating point, wrapping for integers. Written as an
// accumulation into c (vfmacc): GCC keeps the intrinsic's destination, and in
// Eigen's loops c is the accumulator (vfmadd would copy it every step).
template <typename V>
EIGEN_STRONG_INLINE V madd(const V& a, const V& b, const V& c, size_t vl, rvv_real_family) {
  return __riscv_vfmacc(c, a, b, vl);
}
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
// minimum/maximum (min/max: Eigen's test harness defines those names as macros): pmin/pmax, Eigen's PropagateFast.
// Real lanes follow std::min/std::max (b < a ? b : a, a < b ? b : a), which is Eigen's scalar path (numext::mini/maxi,
// so packet lanes and scalar tails agree) and what every upstream backend does with a NaN first operand (x86 returns
// it, Arm's min/max propagate NaN). Eigen's generic code relies on that: its erf and tanh clamp x with
// pmax(pmin(x, hi), lo) and expect NaN through, and cwiseMax(0) (ReLU) keeps NaN. RVV's vfmin/vfmax would turn a NaN
// operand into the other one (IEEE 754-2019 minimumNumber, Eigen's PropagateNumbers), so this costs a compare and a
// merge instead of one instruction.
template <typename V>
EIGEN_STRONG_INLINE V minimum(const V& a, const V& b, size_t vl, rvv_real_family) {
  return __riscv_vmerge(a, b, __riscv_vmflt(b, a, vl), vl);
}
template <typename V>
EIGEN_STRONG_INLINE V minimum(const V& a, const V& b, size_t vl, rvv_signed_family) {
  return __riscv_vmin(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V minimum(const V& a, const V& b, size_t vl, rvv_unsigned_family) {
  return __riscv_vminu(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V maximum(const V& a, const V& b, size_t vl, rvv_real_family) {
  return __riscv_vmerge(a, b, __riscv_vmflt(a, b, vl), vl);
}
template <typename V>
EIGEN_STRONG_INLINE V maximum(const V& a, const V& b, size_t vl, rvv_signed_family) {
  return __riscv_vmax(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V maximum(const V& a, const V& b, size_t vl, rvv_unsigned_family) {
  return __riscv_vmaxu(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto equal(const V& a, const V& b, size_t vl, rvv_real_family)
    -> decltype(__riscv_vmfeq(a, b, vl)) {
  return __riscv_vmfeq(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto equal(const V& a, const V& b, size_t vl, rvv_integer_family)
    -> decltype(__riscv_vmseq(a, b, vl)) {
  return __riscv_vmseq(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto less(const V& a, const V& b, size_t vl, rvv_real_family) -> decltype(__riscv_vmflt(a, b, vl)) {
  return __riscv_vmflt(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto less(const V& a, const V& b, size_t vl, rvv_signed_family)
    -> decltype(__riscv_vmslt(a, b, vl)) {
  return __riscv_vmslt(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto less(const V& a, const V& b, size_t vl, rvv_unsigned_family)
    -> decltype(__riscv_vmsltu(a, b, vl)) {
  return __riscv_vmsltu(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto less_or_equal(const V& a, const V& b, size_t vl, rvv_real_family)
    -> decltype(__riscv_vmfle(a, b, vl)) {
  return __riscv_vmfle(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto less_or_equal(const V& a, const V& b, size_t vl, rvv_signed_family)
    -> decltype(__riscv_vmsle(a, b, vl)) {
  return __riscv_vmsle(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE auto less_or_equal(const V& a, const V& b, size_t vl, rvv_unsigned_family)
    -> decltype(__riscv_vmsleu(a, b, vl)) {
  return __riscv_vmsleu(a, b, vl);
}
// Lanes 0, 1, 2, ... plus `first`.
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
// Sum of all lanes, in lane 0 of a single register. Floating point starts
// from -0, the additive identity that also keeps the sum of negative zeros
// -0; integers wrap.
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register sum_into_lane0(const Packet& a, rvv_real_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vfredusum(a, Info::splat_register(-typename Info::Scalar(0)), Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register sum_into_lane0(const Packet& a, rvv_integer_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vredsum(a, Info::splat_register(typename Info::Scalar(0)), Info::lanes);
}
// Min/max reductions seeded with lane 0 (never with +-Inf, NaN or a type
// limit). vfredmin ignores NaN lanes unless every lane is NaN.
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register min_into_lane0(const Packet& a, rvv_real_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vfredmin(a, Info::lane0_register(a), Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register min_into_lane0(const Packet& a, rvv_signed_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vredmin(a, Info::lane0_register(a), Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register min_into_lane0(const Packet& a, rvv_unsigned_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vredminu(a, Info::lane0_register(a), Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register max_into_lane0(const Packet& a, rvv_real_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vfredmax(a, Info::lane0_register(a), Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register max_into_lane0(const Packet& a, rvv_signed_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vredmax(a, Info::lane0_register(a), Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Register max_into_lane0(const Packet& a, rvv_unsigned_family) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vredmaxu(a, Info::lane0_register(a), Info::lanes);
}

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

template <typename Packet>
EIGEN_STRONG_INLINE Packet bitwise_and(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return Info::from_unsigned(__riscv_vand(Info::as_unsigned(a), Info::as_unsigned(b), Info::lanes));
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet bitwise_or(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return Info::from_unsigned(__riscv_vor(Info::as_unsigned(a), Info::as_unsigned(b), Info::lanes));
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet bitwise_xor(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return Info::from_unsigned(__riscv_vxor(Info::as_unsigned(a), Info::as_unsigned(b), Info::lanes));
}
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

template <typename Packet, size_t N>
EIGEN_STRONG_INLINE Packet blend(const Selector<N>& selector, const Packet& if_true, const Packet& if_false) {
  typedef rvv_packet_info<Packet> Info;
  static_assert(int(N) == int(Info::lanes), "pblend: the selector needs one entry per packet lane");
  numext::uint8_t bytes[(N + 7) / 8] = {0};
  for (size_t i = 0; i < N; ++i) bytes[i / 8] |= numext::uint8_t(selector.select[i] ? 1u << (i % 8) : 0u);
  return __riscv_vmerge(if_false, if_true, Info::load_mask(bytes), Info::lanes);
}

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
                                       const PacketBlock<Packet, N>& block, true_type /* segmented */) {
  rvv_packet_info<Packet>::store_interleaved(buffer, block.packet);
}
template <typename Packet, int N>
EIGEN_STRONG_INLINE void store_columns(typename rvv_packet_info<Packet>::Scalar* buffer,
                                       const PacketBlock<Packet, N>& block, false_type /* strided */) {
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
  store_columns(buffer, block, typename conditional<bool(segmented), true_type, false_type>::type());
  for (int i = 0; i < N; ++i) block.packet[i] = Info::load(buffer + i * Info::lanes, Info::lanes);
}

// --- Floating point only ----------------------------------------------------

template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Mask is_nan(const Packet& a) {
  return __riscv_vmfne(a, a, rvv_packet_info<Packet>::lanes);
}

// PropagateNaN: a NaN in either operand gives NaN. Four instructions: the lanes where both operands are
// numbers (the second compare runs only where the first found a number and keeps false elsewhere), a + b
// everywhere (NaN in the other lanes), and the minimum over it in the lanes that are numbers.
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Mask both_numbers(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  const typename Info::Mask a_is_number = __riscv_vmfeq(a, a, Info::lanes);
  return __riscv_vmfeq_mu(a_is_number, a_is_number, b, b, Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet min_nan(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vfmin_mu(both_numbers(a, b), __riscv_vfadd(a, b, Info::lanes), a, b, Info::lanes);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet max_nan(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vfmax_mu(both_numbers(a, b), __riscv_vfadd(a, b, Info::lanes), a, b, Info::lanes);
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

// Rounding to an integral value by a round trip through the same-width
// signed integer; `to_integer(mask, a)` converts the lanes set in `mask`
// with the wanted rounding. Values of magnitude 2^mantissa_bits or more are
// already integral (and would overflow the conversion), as are +-Inf; NaN
// stays NaN. The sign is copied back, so -0.3 rounds to -0 as in C.
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

// Loads, stores, broadcasts and lane movement: written once over the
// descriptor (load/store, strided, splat, first, permute), for every packet
// type, the complex ones included (Complex.h, which #undefs this macro).
#define EIGEN_RVV_SPECIALIZE_DATA_MOVEMENT_OPS(PACKET)                                                              \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pload<PACKET>(const unpacket_traits<PACKET>::type* from) {                             \
    EIGEN_DEBUG_ALIGNED_LOAD return rvv_packet_info<PACKET>::load(from, rvv_packet_info<PACKET>::lanes);            \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET ploadu<PACKET>(const unpacket_traits<PACKET>::type* from) {                            \
    EIGEN_DEBUG_UNALIGNED_LOAD return rvv_packet_info<PACKET>::load(from, rvv_packet_info<PACKET>::lanes);          \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE void pstore<unpacket_traits<PACKET>::type>(unpacket_traits<PACKET>::type * to,                \
                                                                 const PACKET& from) {                              \
    EIGEN_DEBUG_ALIGNED_STORE rvv_packet_info<PACKET>::store(to, rvv::raw(from));                                   \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE void pstoreu<unpacket_traits<PACKET>::type>(unpacket_traits<PACKET>::type * to,               \
                                                                  const PACKET& from) {                             \
    EIGEN_DEBUG_UNALIGNED_STORE rvv_packet_info<PACKET>::store(to, rvv::raw(from));                                 \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_DEVICE_FUNC inline PACKET pgather<unpacket_traits<PACKET>::type, PACKET>(                                   \
      const unpacket_traits<PACKET>::type* from, Index stride) {                                                    \
    return rvv_packet_info<PACKET>::load_strided(from,                                                              \
                                                 std::ptrdiff_t(stride * sizeof(unpacket_traits<PACKET>::type)));   \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_DEVICE_FUNC inline void pscatter<unpacket_traits<PACKET>::type, PACKET>(unpacket_traits<PACKET>::type * to, \
                                                                                const PACKET& from, Index stride) { \
    rvv_packet_info<PACKET>::store_strided(to, std::ptrdiff_t(stride * sizeof(unpacket_traits<PACKET>::type)),      \
                                           rvv::raw(from));                                                         \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET pset1<PACKET>(const unpacket_traits<PACKET>::type& from) {                             \
    return rvv_packet_info<PACKET>::splat(from);                                                                    \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET ploaddup<PACKET>(const unpacket_traits<PACKET>::type* from) {                          \
    return rvv::load_repeated<PACKET, 2>(from);                                                                     \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET ploadquad<PACKET>(const unpacket_traits<PACKET>::type* from) {                         \
    return rvv::load_repeated<PACKET, 4>(from);                                                                     \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type pfirst<PACKET>(const PACKET& a) {                               \
    return rvv_packet_info<PACKET>::first(rvv::raw(a));                                                             \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PACKET preverse(const PACKET& a) {                                                            \
    return rvv::reverse(rvv::raw(a));                                                                               \
  }                                                                                                                 \
  template <int N>                                                                                                  \
  EIGEN_DEVICE_FUNC inline typename enable_if<(N >= 2), void>::type ptranspose(PacketBlock<PACKET, N>& kernel) {    \
    rvv::transpose(kernel);                                                                                         \
  }

#define EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PACKET)                                                                 \
  EIGEN_RVV_SPECIALIZE_DATA_MOVEMENT_OPS(PACKET)                                                                       \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pset1frombits<PACKET>(rvv_packet_info<PACKET>::UnsignedScalar from) {                     \
    return rvv_packet_info<PACKET>::from_unsigned(rvv_packet_info<PACKET>::splat_unsigned(from));                      \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET plset<PACKET>(const unpacket_traits<PACKET>::type& a) {                                   \
    return rvv::count_up_from<PACKET>(a, EIGEN_RVV_FAMILY(PACKET));                                                    \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET padd<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::add(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                      \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET psub<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::sub(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                      \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pmul<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::mul(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                      \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pmadd<PACKET>(const PACKET& a, const PACKET& b, const PACKET& c) {                        \
    return rvv::madd(rvv::raw(a), rvv::raw(b), rvv::raw(c), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));        \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pnegate<PACKET>(const PACKET& a) {                                                        \
    return rvv::negate(rvv::raw(a), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                                \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pconj<PACKET>(const PACKET& a) {                                                          \
    return a;                                                                                                          \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pabs<PACKET>(const PACKET& a) {                                                           \
    return rvv::abs(rvv::raw(a), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                                   \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pmin<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::minimum(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                  \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pmax<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::maximum(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET));                  \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pcmp_eq<PACKET>(const PACKET& a, const PACKET& b) {                                       \
    return rvv::lanes_from_mask<PACKET>(                                                                               \
        rvv::equal(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET)));                      \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pcmp_lt<PACKET>(const PACKET& a, const PACKET& b) {                                       \
    return rvv::lanes_from_mask<PACKET>(                                                                               \
        rvv::less(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET)));                       \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pcmp_le<PACKET>(const PACKET& a, const PACKET& b) {                                       \
    return rvv::lanes_from_mask<PACKET>(                                                                               \
        rvv::less_or_equal(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET), EIGEN_RVV_FAMILY(PACKET)));              \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pselect<PACKET>(const PACKET& mask, const PACKET& a, const PACKET& b) {                   \
    return rvv::select(rvv::raw(mask), rvv::raw(a), rvv::raw(b));                                                      \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pblend(const Selector<unpacket_traits<PACKET>::size>& ifPacket, const PACKET& thenPacket, \
                                    const PACKET& elsePacket) {                                                        \
    return rvv::blend(ifPacket, rvv::raw(thenPacket), rvv::raw(elsePacket));                                           \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET ptrue<PACKET>(const PACKET& a) {                                                          \
    return rvv::all_ones(rvv::raw(a));                                                                                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pzero<PACKET>(const PACKET& /*a*/) {                                                      \
    return rvv_packet_info<PACKET>::splat(0);                                                                          \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pand<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::bitwise_and(rvv::raw(a), rvv::raw(b));                                                                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET por<PACKET>(const PACKET& a, const PACKET& b) {                                           \
    return rvv::bitwise_or(rvv::raw(a), rvv::raw(b));                                                                  \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pxor<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::bitwise_xor(rvv::raw(a), rvv::raw(b));                                                                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pandnot<PACKET>(const PACKET& a, const PACKET& b) {                                       \
    return rvv::bitwise_and_not(rvv::raw(a), rvv::raw(b));                                                             \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux<PACKET>(const PACKET& a) {                                  \
    return rvv_packet_info<PACKET>::first(rvv::sum_into_lane0(rvv::raw(a), EIGEN_RVV_FAMILY(PACKET)));                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_mul<PACKET>(const PACKET& a) {                              \
    return rvv::reduce_product(rvv::raw(a));                                                                           \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_min<PACKET>(const PACKET& a) {                              \
    return rvv_packet_info<PACKET>::first(rvv::min_into_lane0(rvv::raw(a), EIGEN_RVV_FAMILY(PACKET)));                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_max<PACKET>(const PACKET& a) {                              \
    return rvv_packet_info<PACKET>::first(rvv::max_into_lane0(rvv::raw(a), EIGEN_RVV_FAMILY(PACKET)));                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE bool predux_any(const PACKET& a) {                                                               \
    return rvv::any_lane_set(rvv::raw(a));                                                                             \
  }

// Masked (partial) loads and stores (packets of at most EIGEN_RVV_MASKED_LOAD_STORE_LANES lanes).
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
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pdiv<PACKET>(const PACKET& a, const PACKET& b) {                                      \
    return __riscv_vfdiv(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET));                                       \
  }                                                                                                                \
  /* a * b - c, c - a * b, -(a * b) - c: one fused instruction each. */                                            \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pmsub<PACKET>(const PACKET& a, const PACKET& b, const PACKET& c) {                    \
    return __riscv_vfmsub(rvv::raw(a), rvv::raw(b), rvv::raw(c), EIGEN_RVV_LANES(PACKET));                         \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pnmadd<PACKET>(const PACKET& a, const PACKET& b, const PACKET& c) {                   \
    return __riscv_vfnmsub(rvv::raw(a), rvv::raw(b), rvv::raw(c), EIGEN_RVV_LANES(PACKET));                        \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pnmsub<PACKET>(const PACKET& a, const PACKET& b, const PACKET& c) {                   \
    return __riscv_vfnmadd(rvv::raw(a), rvv::raw(b), rvv::raw(c), EIGEN_RVV_LANES(PACKET));                        \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pmin<PropagateNumbers, PACKET>(const PACKET& a, const PACKET& b) {                    \
    return __riscv_vfmin(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET));                                       \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pmin<PropagateNaN, PACKET>(const PACKET& a, const PACKET& b) {                        \
    return rvv::min_nan(rvv::raw(a), rvv::raw(b));                                                                 \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pmax<PropagateNumbers, PACKET>(const PACKET& a, const PACKET& b) {                    \
    return __riscv_vfmax(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET));                                       \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pmax<PropagateNaN, PACKET>(const PACKET& a, const PACKET& b) {                        \
    return rvv::max_nan(rvv::raw(a), rvv::raw(b));                                                                 \
  }                                                                                                                \
  /* !(a >= b): true where a < b or either is NaN. */                                                              \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pcmp_lt_or_nan<PACKET>(const PACKET& a, const PACKET& b) {                            \
    return rvv::lanes_from_mask<PACKET>(                                                                           \
        __riscv_vmnot(__riscv_vmfge(rvv::raw(a), rvv::raw(b), EIGEN_RVV_LANES(PACKET)), EIGEN_RVV_LANES(PACKET))); \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET psqrt<PACKET>(const PACKET& a) {                                                      \
    return __riscv_vfsqrt(rvv::raw(a), EIGEN_RVV_LANES(PACKET));                                                   \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pround<PACKET>(const PACKET& a) {                                                     \
    return rvv::round_with_mode<__RISCV_FRM_RMM>(rvv::raw(a));                                                     \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pfloor<PACKET>(const PACKET& a) {                                                     \
    return rvv::round_with_mode<__RISCV_FRM_RDN>(rvv::raw(a));                                                     \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET pceil<PACKET>(const PACKET& a) {                                                      \
    return rvv::round_with_mode<__RISCV_FRM_RUP>(rvv::raw(a));                                                     \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PACKET print<PACKET>(const PACKET& a) {                                                      \
    return rvv::round_with_current_mode(rvv::raw(a));                                                              \
  }                                                                                                                \
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
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_min<PropagateNumbers, PACKET>(const PACKET& a) {        \
    return predux_min<PACKET>(a);                                                                                  \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_min<PropagateNaN, PACKET>(const PACKET& a) {            \
    return rvv::reduce_min_nan(rvv::raw(a));                                                                       \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_max<PropagateNumbers, PACKET>(const PACKET& a) {        \
    return predux_max<PACKET>(a);                                                                                  \
  }                                                                                                                \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_max<PropagateNaN, PACKET>(const PACKET& a) {            \
    return rvv::reduce_max_nan(rvv::raw(a));                                                                       \
  }

// 1 / sqrt(a), from the correctly rounded square root (binary16: in float, Half.h).
#define EIGEN_RVV_SPECIALIZE_RSQRT(PACKET)                                                                        \
  template <>                                                                                                     \
  EIGEN_STRONG_INLINE PACKET prsqrt<PACKET>(const PACKET& a) {                                                    \
    return __riscv_vfrdiv(__riscv_vfsqrt(rvv::raw(a), EIGEN_RVV_LANES(PACKET)), unpacket_traits<PACKET>::type(1), \
                          EIGEN_RVV_LANES(PACKET));                                                               \
  }
EIGEN_RVV_SPECIALIZE_RSQRT(PacketXf)
EIGEN_RVV_SPECIALIZE_RSQRT(PacketXd)
#undef EIGEN_RVV_SPECIALIZE_RSQRT

EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXf)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXd)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXc)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXuc)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXs)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXus)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXi)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXui)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXl)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXul)
EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(PacketXf)
EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(PacketXd)
#if defined(__riscv_zvfh)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(PacketXf16)
EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(PacketXf16)
#endif
#if EIGEN_RVV_LMUL != 1
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(RegisterXf)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(RegisterXd)
EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(RegisterXf)
EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(RegisterXd)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(RegisterXus)
#if defined(__riscv_zvfh)
EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS(RegisterXf16)
EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS(RegisterXf16)
#endif
#endif
#if EIGEN_RVV_PACKET_BITS / 64 <= EIGEN_RVV_MASKED_LOAD_STORE_LANES
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXd)
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXl)
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXul)
#endif
#if EIGEN_RVV_PACKET_BITS / 32 <= EIGEN_RVV_MASKED_LOAD_STORE_LANES
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXf)
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXi)
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXui)
#endif
#if EIGEN_RVV_PACKET_BITS / 16 <= EIGEN_RVV_MASKED_LOAD_STORE_LANES
#if defined(__riscv_zvfh)
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXf16)
#endif
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXs)
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXus)
#endif
#if EIGEN_RVV_PACKET_BITS / 8 <= EIGEN_RVV_MASKED_LOAD_STORE_LANES
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXc)
EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE(PacketXuc)
#endif

#undef EIGEN_RVV_SPECIALIZE_MASKED_LOAD_STORE
#undef EIGEN_RVV_SPECIALIZE_REAL_PACKET_OPS
#undef EIGEN_RVV_SPECIALIZE_COMMON_PACKET_OPS
#undef EIGEN_RVV_LANES
#undef EIGEN_RVV_FAMILY

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_PACKET_MATH_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The descriptors: one rvv_packet_info<raw vector> per element type and LMUL (1, 2 and 4), written by one macro with
// the family as an argument, holding what differs by element type (the scalar, unsigned and mask types, the lane count,
// the type-suffixed intrinsics); the operations are templates over them (DESIGN.md, "Descriptors and binders").

#ifndef EIGEN_RVV_PACKET_DESCRIPTORS_H
#define EIGEN_RVV_PACKET_DESCRIPTORS_H

namespace Eigen {

namespace internal {

struct rvv_real_family {};
struct rvv_integer_family {};
struct rvv_signed_family : rvv_integer_family {};
struct rvv_unsigned_family : rvv_integer_family {};
struct rvv_complex_family {};  // Complex.h

template <typename Packet>
struct rvv_packet_info;
// The descriptor of the first Lanes elements of a vector type (all of them for the register groups' packets, fewer
// for the part packets): every vector length below is Lanes.
template <typename Vector, int Lanes>
struct rvv_vector_info;

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
  template <int Lanes>                                                                                               \
  struct rvv_vector_info<rvv_vector<SCALAR, LMUL>::raw, Lanes> {                                                     \
    typedef rvv_##FAMILY##_family Family;                                                                            \
    typedef rvv_vector<SCALAR, LMUL>::raw Vector;                                                                    \
    typedef SCALAR Scalar;                                                                                           \
    typedef numext::uint##SEW##_t UnsignedScalar;                                                                    \
    typedef rvv_vector<UnsignedScalar, LMUL>::sizeless Unsigned;                                                     \
    typedef rvv_vector<SCALAR, 1>::sizeless Register;                                                                \
    typedef rvv_mask<SEW / LMUL>::type Mask;                                                                         \
    enum {                                                                                                           \
      lanes = Lanes, /* The most rows store_interleaved takes. */                                                    \
      max_interleaved_rows = 8 / LMUL                                                                                \
    };                                                                                                               \
    static EIGEN_STRONG_INLINE Vector splat(SCALAR x) { return EIGEN_RVV_SPLAT_##FAMILY(CODE, LMUL)(x, lanes); }     \
    /* The vector length of a strip of count elements, by vsetvli: at most lanes (a part's own lane count). */       \
    static EIGEN_STRONG_INLINE size_t strip_length(size_t count) {                                                   \
      const size_t vl = __riscv_vsetvl_e##SEW##m##LMUL(count);                                                       \
      return Lanes == EIGEN_RVV_VLEN * LMUL / SEW || vl <= size_t(Lanes) ? vl : size_t(Lanes);                       \
    }                                                                                                                \
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
      EIGEN_RVV_STRIDED_ACCESS_FENCE();                                                                              \
      const Vector result = __riscv_vlse##SEW##_v_##CODE##m##LMUL(from, byte_stride, vl);                            \
      EIGEN_RVV_STRIDED_ACCESS_FENCE();                                                                              \
      return result;                                                                                                 \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE void store(SCALAR* to, const Vector& a, size_t vl = lanes) {                          \
      __riscv_vse##SEW(to, a, vl);                                                                                   \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE void store_masked(Mask mask, SCALAR* to, const Vector& a) {                           \
      __riscv_vse##SEW(mask, to, a, lanes);                                                                          \
    }                                                                                                                \
    static EIGEN_STRONG_INLINE void store_strided(SCALAR* to, std::ptrdiff_t byte_stride, const Vector& a,           \
                                                  size_t vl = lanes) {                                               \
      EIGEN_RVV_STRIDED_ACCESS_FENCE();                                                                              \
      __riscv_vsse##SEW(to, byte_stride, a, vl);                                                                     \
      EIGEN_RVV_STRIDED_ACCESS_FENCE();                                                                              \
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
  };                                                                                                                 \
  template <>                                                                                                        \
  struct rvv_packet_info<rvv_vector<SCALAR, LMUL>::raw>                                                              \
      : rvv_vector_info<rvv_vector<SCALAR, LMUL>::raw, rvv_vector<SCALAR, LMUL>::lanes> {};
#define EIGEN_RVV_PACKET_INFO_EXPANDED(FAMILY, SCALAR, SEW, LETTER, LMUL) \
  EIGEN_RVV_PACKET_INFO_WITH_CODE(FAMILY, SCALAR, SEW, LETTER##SEW, LMUL)
// Every vector type at LMUL 1, 2 and 4: the packets, the matrix-product
// kernel's single registers and accumulators, the parts of wider vectors.
#define EIGEN_RVV_PACKET_INFO(FAMILY, SCALAR, SEW)                                                    \
  EIGEN_RVV_EXPANDED(EIGEN_RVV_PACKET_INFO_EXPANDED, FAMILY, SCALAR, SEW, EIGEN_RVV_CODE_##FAMILY, 1) \
  EIGEN_RVV_EXPANDED(EIGEN_RVV_PACKET_INFO_EXPANDED, FAMILY, SCALAR, SEW, EIGEN_RVV_CODE_##FAMILY, 2) \
  EIGEN_RVV_EXPANDED(EIGEN_RVV_PACKET_INFO_EXPANDED, FAMILY, SCALAR, SEW, EIGEN_RVV_CODE_##FAMILY, 4)
#define EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX) EIGEN_RVV_PACKET_INFO(real, SCALAR, SEW)
#define EIGEN_RVV_INTEGER_TYPE(SCALAR, SEW, FAMILY, SUFFIX) EIGEN_RVV_PACKET_INFO(FAMILY, SCALAR, SEW)
#include "PacketTypeTable.h"

// A packet type of its own (rvv_packet) has its vector's descriptor, at its vector's lane count.
template <typename Vector, int Kind>
struct rvv_packet_info<rvv_packet<Vector, Kind> > : rvv_vector_info<typename Vector::raw, Vector::lanes> {};

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

// Complex packets: the real packet of each part, and the memory accesses. The
// strided forms take the distance between consecutive complex numbers in
// bytes, as the real ones do.
#define EIGEN_RVV_COMPLEX_PACKET_INFO(REAL_SCALAR, SEW, LMUL)                                                         \
  template <>                                                                                                         \
  struct rvv_packet_info<rvv_complex_packet<rvv_plain_packet<REAL_SCALAR, LMUL>::type> > {                            \
    typedef rvv_complex_family Family;                                                                                \
    typedef rvv_plain_packet<REAL_SCALAR, LMUL>::type Real;                                                           \
    typedef rvv_complex_packet<Real> Packet;                                                                          \
    typedef rvv_packet_info<Real> RealInfo;                                                                           \
    typedef RealInfo::Scalar RealScalar;                                                                              \
    typedef std::complex<RealScalar> Scalar;                                                                          \
    enum { lanes = RealInfo::lanes, max_interleaved_rows = 0 };                                                       \
    static EIGEN_STRONG_INLINE Packet make(const Real& real, const Real& imag) {                                      \
      Packet result;                                                                                                  \
      result.real = real;                                                                                             \
      result.imag = imag;                                                                                             \
      return result;                                                                                                  \
    }                                                                                                                 \
    /* By value: GCC 14 warns about a reference to a tuple type under -mrvv-vector-bits. */                           \
    static EIGEN_STRONG_INLINE Packet from_parts(vfloat##SEW##m##LMUL##x2_t parts) {                                  \
      return make(__riscv_vget_v_f##SEW##m##LMUL##x2_f##SEW##m##LMUL(parts, 0),                                       \
                  __riscv_vget_v_f##SEW##m##LMUL##x2_f##SEW##m##LMUL(parts, 1));                                      \
    }                                                                                                                 \
    static EIGEN_STRONG_INLINE vfloat##SEW##m##LMUL##x2_t to_parts(const Packet& a) {                                 \
      return __riscv_vcreate_v_f##SEW##m##LMUL##x2(a.real, a.imag);                                                   \
    }                                                                                                                 \
    static EIGEN_STRONG_INLINE Packet load(const Scalar* from, size_t vl) {                                           \
      return from_parts(__riscv_vlseg2e##SEW##_v_f##SEW##m##LMUL##x2(reinterpret_cast<const RealScalar*>(from), vl)); \
    }                                                                                                                 \
    static EIGEN_STRONG_INLINE Packet load_strided(const Scalar* from, std::ptrdiff_t byte_stride,                    \
                                                   size_t vl = lanes) {                                               \
      return from_parts(                                                                                              \
          __riscv_vlsseg2e##SEW##_v_f##SEW##m##LMUL##x2(reinterpret_cast<const RealScalar*>(from), byte_stride, vl)); \
    }                                                                                                                 \
    static EIGEN_STRONG_INLINE void store(Scalar* to, const Packet& a, size_t vl = lanes) {                           \
      __riscv_vsseg2e##SEW##_v_f##SEW##m##LMUL##x2(reinterpret_cast<RealScalar*>(to), to_parts(a), vl);               \
    }                                                                                                                 \
    static EIGEN_STRONG_INLINE void store_strided(Scalar* to, std::ptrdiff_t byte_stride, const Packet& a,            \
                                                  size_t vl = lanes) {                                                \
      __riscv_vssseg2e##SEW##_v_f##SEW##m##LMUL##x2(reinterpret_cast<RealScalar*>(to), byte_stride, to_parts(a), vl); \
    }                                                                                                                 \
    static EIGEN_STRONG_INLINE Packet splat(const Scalar& x) {                                                        \
      return make(RealInfo::splat(numext::real(x)), RealInfo::splat(numext::imag(x)));                                \
    }                                                                                                                 \
    static EIGEN_STRONG_INLINE Scalar first(const Packet& a) {                                                        \
      return Scalar(RealInfo::first(a.real), RealInfo::first(a.imag));                                                \
    }                                                                                                                 \
    typedef RealInfo::Unsigned Unsigned;                                                                              \
    typedef RealInfo::UnsignedScalar UnsignedScalar;                                                                  \
    static EIGEN_STRONG_INLINE Unsigned lane_index() { return RealInfo::lane_index(); }                               \
    static EIGEN_STRONG_INLINE Packet permute(const Packet& a, const Unsigned& source_lane) {                         \
      return make(RealInfo::permute(a.real, source_lane), RealInfo::permute(a.imag, source_lane));                    \
    }                                                                                                                 \
  };

// At LMUL 1, 2 and 4, as the real descriptors.
#define EIGEN_RVV_COMPLEX_TYPE(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX) \
  EIGEN_RVV_COMPLEX_PACKET_INFO(REAL_SCALAR, SEW, 1)                  \
  EIGEN_RVV_COMPLEX_PACKET_INFO(REAL_SCALAR, SEW, 2)                  \
  EIGEN_RVV_COMPLEX_PACKET_INFO(REAL_SCALAR, SEW, 4)
#include "PacketTypeTable.h"
#undef EIGEN_RVV_COMPLEX_PACKET_INFO

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_PACKET_DESCRIPTORS_H

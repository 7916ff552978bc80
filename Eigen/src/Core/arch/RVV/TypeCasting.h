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

namespace rvv {
// register_as<T>(x): x's register group as type T of the same element type, truncated or extended (lanes beyond
// x's undefined when extended).
template <typename Target>
struct register_as_impl;
template <typename Target, typename Source>
EIGEN_STRONG_INLINE Target register_as(const Source& x) {
  return register_as_impl<Target>::run(x);
}
#define EIGEN_RVV_RESIZE(TYPE, CODE, TO, FROM, OP) \
  static EIGEN_STRONG_INLINE TYPE##TO##_t run(const TYPE##FROM##_t& x) { return __riscv_vlmul_##OP##_##CODE##TO(x); }
#define EIGEN_RVV_REGISTER_AS(TYPE, TO, ...)                                         \
  template <>                                                                        \
  struct register_as_impl<TYPE##TO##_t> {                                            \
    static EIGEN_STRONG_INLINE TYPE##TO##_t run(const TYPE##TO##_t& x) { return x; } \
    __VA_ARGS__                                                                      \
  };
// The groups m1, m2, m4 of TYPE (vfloat32, vint32, vfloat64, vint64; CODE f32, ...), and mf2 for 32-bit elements
// (FROM_MF2: EIGEN_RVV_RESIZE or EIGEN_RVV_NO_RESIZE).
#define EIGEN_RVV_NO_RESIZE(...)
#define EIGEN_RVV_REGISTERS(TYPE, CODE, FROM_MF2)                                                                    \
  EIGEN_RVV_REGISTER_AS(TYPE, m1,                                                                                    \
                        FROM_MF2(TYPE, CODE, m1, mf2, ext) EIGEN_RVV_RESIZE(TYPE, CODE, m1, m2, trunc)               \
                            EIGEN_RVV_RESIZE(TYPE, CODE, m1, m4, trunc) EIGEN_RVV_RESIZE(TYPE, CODE, m1, m8, trunc)) \
  EIGEN_RVV_REGISTER_AS(TYPE, m2,                                                                                    \
                        FROM_MF2(TYPE, CODE, m2, mf2, ext) EIGEN_RVV_RESIZE(TYPE, CODE, m2, m1, ext)                 \
                            EIGEN_RVV_RESIZE(TYPE, CODE, m2, m4, trunc) EIGEN_RVV_RESIZE(TYPE, CODE, m2, m8, trunc)) \
  EIGEN_RVV_REGISTER_AS(TYPE, m4,                                                                                    \
                        FROM_MF2(TYPE, CODE, m4, mf2, ext) EIGEN_RVV_RESIZE(TYPE, CODE, m4, m1, ext)                 \
                            EIGEN_RVV_RESIZE(TYPE, CODE, m4, m2, ext) EIGEN_RVV_RESIZE(TYPE, CODE, m4, m8, trunc))
#define EIGEN_RVV_REGISTERS_32(TYPE, CODE)                                                                        \
  EIGEN_RVV_REGISTERS(TYPE, CODE, EIGEN_RVV_RESIZE)                                                               \
  EIGEN_RVV_REGISTER_AS(TYPE, mf2,                                                                                \
                        EIGEN_RVV_RESIZE(TYPE, CODE, mf2, m1, trunc) EIGEN_RVV_RESIZE(TYPE, CODE, mf2, m2, trunc) \
                            EIGEN_RVV_RESIZE(TYPE, CODE, mf2, m4, trunc) EIGEN_RVV_RESIZE(TYPE, CODE, mf2, m8, trunc))
EIGEN_RVV_REGISTERS_32(vfloat32, f32)
EIGEN_RVV_REGISTERS_32(vint32, i32)
EIGEN_RVV_REGISTERS(vfloat64, f64, EIGEN_RVV_NO_RESIZE)
EIGEN_RVV_REGISTERS(vint64, i64, EIGEN_RVV_NO_RESIZE)
#undef EIGEN_RVV_REGISTERS_32
#undef EIGEN_RVV_REGISTERS
#undef EIGEN_RVV_NO_RESIZE
#undef EIGEN_RVV_REGISTER_AS
#undef EIGEN_RVV_RESIZE
}  // namespace rvv

// Between the shapes of Eigen's half-packet chain, equal lane counts (Eigen 5's cast evaluator finds the source packet
// by the destination's size): same width within a shape; widening and narrowing one shape up or down. Widening reads a
// half register of the source, narrowing writes one (EIGEN_RVV_REGISTER_<shape>: the LMUL of a shape's register group).
#define EIGEN_RVV_REGISTER_m1 1
#define EIGEN_RVV_REGISTER_m2 2
#define EIGEN_RVV_REGISTER_m4 4
#define EIGEN_RVV_REGISTER_p2 1
#define EIGEN_RVV_REGISTER_p4 1
#define EIGEN_RVV_REGISTER_p8 1
#define EIGEN_RVV_HALF_REGISTER_m1 mf2
#define EIGEN_RVV_HALF_REGISTER_m2 m1
#define EIGEN_RVV_HALF_REGISTER_m4 m2
#define EIGEN_RVV_HALF_REGISTER_p2 mf2
#define EIGEN_RVV_HALF_REGISTER_p4 mf2
#define EIGEN_RVV_HALF_REGISTER_p8 mf2
// The source's register as the half register of the target's (a truncation, or the register itself).
#define EIGEN_RVV_AS_HALF_OF(CODE, FROM_SHAPE, TO_SHAPE, X) \
  rvv::register_as<EIGEN_RVV_PASTE(EIGEN_RVV_PASTE(v##CODE, EIGEN_RVV_HALF_REGISTER_##TO_SHAPE), _t)>(rvv::raw(X))
#define EIGEN_RVV_SHAPE_CASTS(FROM_SHAPE, TO_SHAPE, NARROW_CODE, WIDE_CODE, NARROW, WIDE, WIDEN, NARROW_OP)         \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PacketX##WIDE##_##TO_SHAPE pcast<PacketX##NARROW##_##FROM_SHAPE, PacketX##WIDE##_##TO_SHAPE>( \
      const PacketX##NARROW##_##FROM_SHAPE& a) {                                                                    \
    return WIDEN(EIGEN_RVV_AS_HALF_OF(NARROW_CODE, FROM_SHAPE, TO_SHAPE, a),                                        \
                 rvv_packet_info<PacketX##WIDE##_##TO_SHAPE>::lanes);                                               \
  }                                                                                                                 \
  template <>                                                                                                       \
  EIGEN_STRONG_INLINE PacketX##NARROW##_##FROM_SHAPE                                                                \
  pcast<PacketX##WIDE##_##TO_SHAPE, PacketX##NARROW##_##FROM_SHAPE>(const PacketX##WIDE##_##TO_SHAPE& a) {          \
    return rvv::register_as<rvv_vector<rvv_packet_info<PacketX##NARROW##_##FROM_SHAPE>::Scalar,                     \
                                       EIGEN_RVV_REGISTER_##FROM_SHAPE>::sizeless>(                                 \
        NARROW_OP(rvv::register_as<rvv_vector<rvv_packet_info<PacketX##WIDE##_##TO_SHAPE>::Scalar,                  \
                                              EIGEN_RVV_REGISTER_##TO_SHAPE>::sizeless>(rvv::raw(a)),               \
                  rvv_packet_info<PacketX##NARROW##_##FROM_SHAPE>::lanes));                                         \
  }
#define EIGEN_RVV_WIDENING_SHAPE_CASTS(FROM_SHAPE, TO_SHAPE)                                              \
  EIGEN_RVV_SHAPE_CASTS(FROM_SHAPE, TO_SHAPE, float32, float64, f, d, __riscv_vfwcvt_f, __riscv_vfncvt_f) \
  EIGEN_RVV_SHAPE_CASTS(FROM_SHAPE, TO_SHAPE, int32, int64, i, l, __riscv_vsext_vf2, __riscv_vncvt_x)
// Within a shape, as for Eigen's packets above: widening the lower half of one packet, narrowing two (each narrowed,
// the second slid up behind the first).
#define EIGEN_RVV_HALF_CASTS(SHAPE, NARROW_CODE, NARROW, WIDE, WIDEN, NARROW_OP)                                       \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PacketX##WIDE##_##SHAPE pcast<PacketX##NARROW##_##SHAPE, PacketX##WIDE##_##SHAPE>(               \
      const PacketX##NARROW##_##SHAPE& a) {                                                                            \
    return WIDEN(EIGEN_RVV_AS_HALF_OF(NARROW_CODE, SHAPE, SHAPE, a), rvv_packet_info<PacketX##WIDE##_##SHAPE>::lanes); \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PacketX##NARROW##_##SHAPE pcast<PacketX##WIDE##_##SHAPE, PacketX##NARROW##_##SHAPE>(             \
      const PacketX##WIDE##_##SHAPE& a, const PacketX##WIDE##_##SHAPE& b) {                                            \
    typedef rvv_vector<rvv_packet_info<PacketX##NARROW##_##SHAPE>::Scalar, EIGEN_RVV_REGISTER_##SHAPE>::sizeless       \
        Narrow;                                                                                                        \
    typedef rvv_vector<rvv_packet_info<PacketX##WIDE##_##SHAPE>::Scalar, EIGEN_RVV_REGISTER_##SHAPE>::sizeless Wide;   \
    const size_t half = rvv_packet_info<PacketX##WIDE##_##SHAPE>::lanes;                                               \
    return __riscv_vslideup(rvv::register_as<Narrow>(NARROW_OP(rvv::register_as<Wide>(rvv::raw(a)), half)),            \
                            rvv::register_as<Narrow>(NARROW_OP(rvv::register_as<Wide>(rvv::raw(b)), half)), half,      \
                            2 * half);                                                                                 \
  }
#define EIGEN_RVV_SAME_SHAPE_CASTS(UNUSED, SHAPE)                                \
  EIGEN_RVV_HALF_CASTS(SHAPE, float32, f, d, __riscv_vfwcvt_f, __riscv_vfncvt_f) \
  EIGEN_RVV_HALF_CASTS(SHAPE, int32, i, l, __riscv_vsext_vf2, __riscv_vncvt_x)   \
  EIGEN_RVV_SAME_WIDTH_CAST(PacketXf_##SHAPE, PacketXi_##SHAPE)                  \
  EIGEN_RVV_SAME_WIDTH_CAST(PacketXd_##SHAPE, PacketXl_##SHAPE)                  \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXi_##SHAPE, PacketXf_##SHAPE)                \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXf_##SHAPE, PacketXi_##SHAPE)                \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXui_##SHAPE, PacketXf_##SHAPE)               \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXf_##SHAPE, PacketXui_##SHAPE)               \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXl_##SHAPE, PacketXd_##SHAPE)                \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXd_##SHAPE, PacketXl_##SHAPE)                \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXul_##SHAPE, PacketXd_##SHAPE)               \
  EIGEN_RVV_REINTERPRET_SHAPE(PacketXd_##SHAPE, PacketXul_##SHAPE)
// Parts and register groups below Eigen's packet (whose casts are above).
#define EIGEN_RVV_REINTERPRET_SHAPE(TARGET, SOURCE)                                                   \
  template <>                                                                                         \
  EIGEN_STRONG_INLINE TARGET preinterpret<TARGET, SOURCE>(const SOURCE& a) {                          \
    return rvv_packet_info<TARGET>::from_unsigned(rvv_packet_info<SOURCE>::as_unsigned(rvv::raw(a))); \
  }
EIGEN_RVV_AT_EACH_PART(EIGEN_RVV_SAME_SHAPE_CASTS, )
#if EIGEN_RVV_LMUL >= 2
EIGEN_RVV_SAME_SHAPE_CASTS(, m1)
#endif
#if EIGEN_RVV_LMUL == 4
EIGEN_RVV_SAME_SHAPE_CASTS(, m2)
#endif
#if EIGEN_RVV_PART_PACKETS && EIGEN_RVV_VLEN >= 512
EIGEN_RVV_WIDENING_SHAPE_CASTS(p4, p2)
#endif
#if EIGEN_RVV_PART_PACKETS && EIGEN_RVV_VLEN == 1024
EIGEN_RVV_WIDENING_SHAPE_CASTS(p8, p4)
#endif
#if EIGEN_RVV_PART_PACKETS && EIGEN_RVV_VLEN >= 256
EIGEN_RVV_WIDENING_SHAPE_CASTS(p2, m1)
#endif
#if EIGEN_RVV_LMUL >= 2
EIGEN_RVV_WIDENING_SHAPE_CASTS(m1, m2)
#endif
#if EIGEN_RVV_LMUL == 4
EIGEN_RVV_WIDENING_SHAPE_CASTS(m2, m4)
#endif
#undef EIGEN_RVV_REINTERPRET_SHAPE
// Eigen 5 widens the first lanes of Eigen's packet where no packet of the source type has the 2 lanes of the smallest
// 64-bit packet (floats and int32s take 128 bits from 4 lanes up).
#define EIGEN_RVV_WIDEN_TO_SMALLEST(NARROW, WIDE, NARROW_REGISTER, WIDEN, SHAPE)                                   \
  template <>                                                                                                      \
  EIGEN_STRONG_INLINE PacketX##WIDE##_##SHAPE pcast<PacketX##NARROW, PacketX##WIDE##_##SHAPE>(                     \
      const PacketX##NARROW& a) {                                                                                  \
    return WIDEN(rvv::register_as<NARROW_REGISTER>(rvv::raw(a)), rvv_packet_info<PacketX##WIDE##_##SHAPE>::lanes); \
  }
#define EIGEN_RVV_WIDEN_TO(SHAPE)                                           \
  EIGEN_RVV_WIDEN_TO_SMALLEST(f, d, vfloat32mf2_t, __riscv_vfwcvt_f, SHAPE) \
  EIGEN_RVV_WIDEN_TO_SMALLEST(i, l, vint32mf2_t, __riscv_vsext_vf2, SHAPE)
#if !EIGEN_RVV_PART_PACKETS
#elif EIGEN_RVV_VLEN == 1024
EIGEN_RVV_WIDEN_TO(p8)
#elif EIGEN_RVV_VLEN == 512
EIGEN_RVV_WIDEN_TO(p4)
#elif EIGEN_RVV_VLEN == 256
EIGEN_RVV_WIDEN_TO(p2)
#elif EIGEN_RVV_LMUL > 1
EIGEN_RVV_WIDEN_TO(m1)
#endif
#undef EIGEN_RVV_WIDEN_TO
#undef EIGEN_RVV_WIDEN_TO_SMALLEST
#undef EIGEN_RVV_SAME_SHAPE_CASTS
#undef EIGEN_RVV_HALF_CASTS
#undef EIGEN_RVV_WIDENING_SHAPE_CASTS
#undef EIGEN_RVV_SHAPE_CASTS
#undef EIGEN_RVV_AS_HALF_OF
#undef EIGEN_RVV_REGISTER_m1
#undef EIGEN_RVV_REGISTER_m2
#undef EIGEN_RVV_REGISTER_m4
#undef EIGEN_RVV_REGISTER_p2
#undef EIGEN_RVV_REGISTER_p4
#undef EIGEN_RVV_REGISTER_p8
#undef EIGEN_RVV_HALF_REGISTER_m1
#undef EIGEN_RVV_HALF_REGISTER_m2
#undef EIGEN_RVV_HALF_REGISTER_m4
#undef EIGEN_RVV_HALF_REGISTER_p2
#undef EIGEN_RVV_HALF_REGISTER_p4
#undef EIGEN_RVV_HALF_REGISTER_p8

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
#undef EIGEN_RVV_SAME_WIDTH_CAST

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_TYPE_CASTING_H

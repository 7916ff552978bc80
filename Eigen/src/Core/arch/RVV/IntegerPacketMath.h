// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The operations only integer packets have: division and shifts, once for
// all eight integer packet types (PacketMath.h has the rest).

#ifndef EIGEN_RVV_INTEGER_PACKET_MATH_H
#define EIGEN_RVV_INTEGER_PACKET_MATH_H

namespace Eigen {

namespace internal {

namespace rvv {

// Integer division truncates toward zero as in C++. (A zero divisor gives
// all ones and INT_MIN / -1 gives INT_MIN, without a trap; both are undefined
// in C++.)
template <typename V>
EIGEN_STRONG_INLINE V divide(const V& a, const V& b, size_t vl, rvv_signed_family) {
  return __riscv_vdiv(a, b, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V divide(const V& a, const V& b, size_t vl, rvv_unsigned_family) {
  return __riscv_vdivu(a, b, vl);
}

// C++'s a >> n: arithmetic for signed, logical for unsigned types.
template <typename V>
EIGEN_STRONG_INLINE V shift_right(const V& a, size_t n, size_t vl, rvv_signed_family) {
  return __riscv_vsra(a, n, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V shift_right(const V& a, size_t n, size_t vl, rvv_unsigned_family) {
  return __riscv_vsrl(a, n, vl);
}

}  // namespace rvv

// The shift overloads are declared in PacketTypes.h (upstream calls them by
// qualified name); N must lie in [0, bits of the element).
#define EIGEN_RVV_SPECIALIZE_INTEGER_PACKET_OPS(PACKET)                                                      \
  template <>                                                                                                \
  EIGEN_STRONG_INLINE PACKET pdiv<PACKET>(const PACKET& a, const PACKET& b) {                                \
    return rvv::divide(a, b, rvv_packet_info<PACKET>::lanes, rvv_packet_info<PACKET>::Family());             \
  }                                                                                                          \
  template <int N>                                                                                           \
  EIGEN_STRONG_INLINE PACKET parithmetic_shift_right(const PACKET& a) {                                      \
    static_assert(N >= 0 && N < int(8 * sizeof(unpacket_traits<PACKET>::type)), "shift count out of range"); \
    return rvv::shift_right(a, N, rvv_packet_info<PACKET>::lanes, rvv_packet_info<PACKET>::Family());        \
  }                                                                                                          \
  template <int N>                                                                                           \
  EIGEN_STRONG_INLINE PACKET plogical_shift_right(const PACKET& a) {                                         \
    static_assert(N >= 0 && N < int(8 * sizeof(unpacket_traits<PACKET>::type)), "shift count out of range"); \
    typedef rvv_packet_info<PACKET> Info;                                                                    \
    return Info::from_unsigned(__riscv_vsrl(Info::as_unsigned(a), N, Info::lanes));                          \
  }                                                                                                          \
  template <int N>                                                                                           \
  EIGEN_STRONG_INLINE PACKET plogical_shift_left(const PACKET& a) {                                          \
    static_assert(N >= 0 && N < int(8 * sizeof(unpacket_traits<PACKET>::type)), "shift count out of range"); \
    return __riscv_vsll(a, N, rvv_packet_info<PACKET>::lanes);                                               \
  }

#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE) \
  EIGEN_RVV_SPECIALIZE_INTEGER_PACKET_OPS(PacketX##SUFFIX##_##SHAPE)
#include "PacketTypeTable.h"

#undef EIGEN_RVV_SPECIALIZE_INTEGER_PACKET_OPS

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_INTEGER_PACKET_MATH_H

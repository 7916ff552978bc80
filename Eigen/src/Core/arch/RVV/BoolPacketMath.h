// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// bool packets (PacketXb: one byte per lane holding 0 or 1) with the semantics of Eigen's SSE Packet16b: + is or,
// - is xor, * is and, comparisons and ptrue give 1. Loads, stores, lane movement and bitwise operations are the uint8
// ones (ForwardingPackets.h); packet_traits<bool> is in PacketTypes.h, as upstream Core instantiates it itself.

#ifndef EIGEN_RVV_BOOL_PACKET_MATH_H
#define EIGEN_RVV_BOOL_PACKET_MATH_H

namespace Eigen {

namespace internal {

namespace rvv {
// True where the byte is nonzero.
EIGEN_STRONG_INLINE rvv_packet_info<PacketXuc>::Mask is_set(const PacketXb& a) {
  return mask_from_lanes<PacketXuc>(raw(a));
}
}  // namespace rvv

template <>
EIGEN_STRONG_INLINE PacketXb padd<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return por<PacketXb>(a, b);
}
template <>
EIGEN_STRONG_INLINE PacketXb psub<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pxor<PacketXb>(a, b);
}
template <>
EIGEN_STRONG_INLINE PacketXb pmul<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pand<PacketXb>(a, b);
}
// false - a, with - being xor: a.
template <>
EIGEN_STRONG_INLINE PacketXb pnegate(const PacketXb& a) {
  return a;
}
// Comparisons give bools (1 for true), as Eigen 5's SSE Packet16b; its and
// the other operations treat any nonzero byte as true.
template <>
EIGEN_STRONG_INLINE PacketXb pcmp_eq<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pand<PacketXuc>(pcmp_eq<PacketXuc>(rvv::as<PacketXuc>(a), rvv::as<PacketXuc>(b)), pset1<PacketXuc>(1));
}
// false < true: b and not a; a <= b: b or not a (Eigen 5's visitors compare bool packets).
template <>
EIGEN_STRONG_INLINE PacketXb pcmp_lt<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pandnot<PacketXb>(b, a);
}
template <>
EIGEN_STRONG_INLINE PacketXb pcmp_le<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return por<PacketXb>(b, pxor<PacketXb>(a, ptrue<PacketXb>(a)));
}
// Sum (or) and product (and) of the lanes: any and all.
template <>
EIGEN_STRONG_INLINE bool predux<PacketXb>(const PacketXb& a) {
  return __riscv_vfirst(rvv::is_set(a), rvv_packet_info<PacketXuc>::lanes) >= 0;
}
template <>
EIGEN_STRONG_INLINE bool predux_mul<PacketXb>(const PacketXb& a) {
  return __riscv_vfirst(__riscv_vmnot(rvv::is_set(a), rvv_packet_info<PacketXuc>::lanes),
                        rvv_packet_info<PacketXuc>::lanes) < 0;
}
// The smallest lane is the and of the lanes, the largest their or.
template <>
EIGEN_STRONG_INLINE bool predux_min<PacketXb>(const PacketXb& a) {
  return predux_mul<PacketXb>(a);
}
template <>
EIGEN_STRONG_INLINE bool predux_max<PacketXb>(const PacketXb& a) {
  return predux<PacketXb>(a);
}
// The square root of a bool is the bool (HasSqrt, as SSE's Packet16b).
template <>
EIGEN_STRONG_INLINE PacketXb psqrt<PacketXb>(const PacketXb& a) {
  return a;
}

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_BOOL_PACKET_MATH_H

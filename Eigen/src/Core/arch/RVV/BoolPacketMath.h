// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// bool packets (PacketXb: one byte per lane holding 0 or 1), with the
// semantics of Eigen 3.4's SSE Packet16b: + is or, - is xor, * is and,
// comparison results are all-ones lanes. Eigen uses them for Array<bool>
// expressions (&&, ||) and copies. The work is done by the uint8 operations.

#ifndef EIGEN_RVV_BOOL_PACKET_MATH_H
#define EIGEN_RVV_BOOL_PACKET_MATH_H

namespace Eigen {

namespace internal {

// packet_traits<bool> and unpacket_traits<PacketXb> are in PacketTypes.h: upstream
// Core instantiates packet_traits<bool> itself (functor_traits of its bool functors).

namespace rvv {
EIGEN_STRONG_INLINE const numext::uint8_t* bool_bytes(const bool* p) {
  return reinterpret_cast<const numext::uint8_t*>(p);
}
EIGEN_STRONG_INLINE numext::uint8_t* bool_bytes(bool* p) { return reinterpret_cast<numext::uint8_t*>(p); }
// True where the byte is nonzero.
EIGEN_STRONG_INLINE rvv_packet_info<PacketXuc>::Mask is_set(const PacketXb& a) {
  return mask_from_lanes<PacketXuc>(a.m_val);
}
}  // namespace rvv

template <>
EIGEN_STRONG_INLINE PacketXb pload<PacketXb>(const bool* from) {
  return pload<PacketXuc>(rvv::bool_bytes(from));
}
template <>
EIGEN_STRONG_INLINE PacketXb ploadu<PacketXb>(const bool* from) {
  return ploadu<PacketXuc>(rvv::bool_bytes(from));
}
template <>
EIGEN_STRONG_INLINE void pstore<bool>(bool* to, const PacketXb& from) {
  pstore(rvv::bool_bytes(to), from.m_val);
}
template <>
EIGEN_STRONG_INLINE void pstoreu<bool>(bool* to, const PacketXb& from) {
  pstoreu(rvv::bool_bytes(to), from.m_val);
}
template <>
EIGEN_DEVICE_FUNC inline PacketXb pgather<bool, PacketXb>(const bool* from, Index stride) {
  return pgather<numext::uint8_t, PacketXuc>(rvv::bool_bytes(from), stride);
}
template <>
EIGEN_DEVICE_FUNC inline void pscatter<bool, PacketXb>(bool* to, const PacketXb& from, Index stride) {
  pscatter<numext::uint8_t, PacketXuc>(rvv::bool_bytes(to), from.m_val, stride);
}
template <>
EIGEN_STRONG_INLINE PacketXb ploaddup<PacketXb>(const bool* from) {
  return ploaddup<PacketXuc>(rvv::bool_bytes(from));
}
template <>
EIGEN_STRONG_INLINE PacketXb ploadquad<PacketXb>(const bool* from) {
  return ploadquad<PacketXuc>(rvv::bool_bytes(from));
}
template <>
EIGEN_STRONG_INLINE PacketXb pset1<PacketXb>(const bool& from) {
  return pset1<PacketXuc>(numext::uint8_t(from));
}
template <>
EIGEN_STRONG_INLINE bool pfirst<PacketXb>(const PacketXb& a) {
  return pfirst<PacketXuc>(a.m_val) != 0;
}
template <>
EIGEN_STRONG_INLINE PacketXb padd<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return por<PacketXuc>(a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb psub<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pxor<PacketXuc>(a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb pmul<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pand<PacketXuc>(a.m_val, b.m_val);
}
// false - a, with - being xor: a.
template <>
EIGEN_STRONG_INLINE PacketXb pnegate(const PacketXb& a) {
  return a;
}
template <>
EIGEN_STRONG_INLINE PacketXb pand<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pand<PacketXuc>(a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb por<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return por<PacketXuc>(a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb pxor<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pxor<PacketXuc>(a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb pandnot<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pandnot<PacketXuc>(a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb ptrue<PacketXb>(const PacketXb& a) {
  return ptrue<PacketXuc>(a.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb pzero<PacketXb>(const PacketXb& a) {
  return pzero<PacketXuc>(a.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb pcmp_eq<PacketXb>(const PacketXb& a, const PacketXb& b) {
  return pcmp_eq<PacketXuc>(a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb pselect<PacketXb>(const PacketXb& mask, const PacketXb& a, const PacketXb& b) {
  return pselect<PacketXuc>(mask.m_val, a.m_val, b.m_val);
}
template <>
EIGEN_STRONG_INLINE PacketXb preverse(const PacketXb& a) {
  return preverse<PacketXuc>(a.m_val);
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
template <>
EIGEN_STRONG_INLINE bool predux_any(const PacketXb& a) {
  return predux<PacketXb>(a);
}
// The square root of a bool is the bool (HasSqrt, as SSE's Packet16b).
template <>
EIGEN_STRONG_INLINE PacketXb psqrt<PacketXb>(const PacketXb& a) {
  return a;
}
template <int N>
EIGEN_DEVICE_FUNC inline typename enable_if<(N >= 2), void>::type ptranspose(PacketBlock<PacketXb, N>& kernel) {
  PacketBlock<PacketXuc, N> bytes;
  for (int i = 0; i < N; ++i) bytes.packet[i] = kernel.packet[i].m_val;
  ptranspose(bytes);
  for (int i = 0; i < N; ++i) kernel.packet[i] = bytes.packet[i];
}

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_BOOL_PACKET_MATH_H

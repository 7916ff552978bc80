// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen 5's packet segments, for every packet type: lanes [begin, begin + count) by one load or store of `count`
// elements; only those are accessed, the packet's other lanes are undefined, as Eigen's contract says (DESIGN.md,
// "Three bases"). Eigen 3.4 has no segments: this file is empty on that base.

#ifndef EIGEN_RVV_PACKET_SEGMENTS_H
#define EIGEN_RVV_PACKET_SEGMENTS_H

#if EIGEN_RVV_BASE >= 50

namespace Eigen {

namespace internal {

namespace rvv {

// Lane i + offset of the result is lane i of a, for lanes below vl (lanes
// below offset undefined); slide_down: lane i is lane i + offset of a.
template <typename V>
EIGEN_STRONG_INLINE V slide_up(const V& a, size_t offset, size_t vl) {
  return __riscv_vslideup(a, a, offset, vl);
}
template <typename V>
EIGEN_STRONG_INLINE V slide_down(const V& a, size_t offset, size_t vl) {
  return __riscv_vslidedown(a, offset, vl);
}
template <typename Real>
EIGEN_STRONG_INLINE rvv_complex_packet<Real> slide_up(const rvv_complex_packet<Real>& a, size_t offset, size_t vl) {
  return rvv_packet_info<rvv_complex_packet<Real> >::make(slide_up(raw(a.real), offset, vl),
                                                          slide_up(raw(a.imag), offset, vl));
}
template <typename Real>
EIGEN_STRONG_INLINE rvv_complex_packet<Real> slide_down(const rvv_complex_packet<Real>& a, size_t offset, size_t vl) {
  return rvv_packet_info<rvv_complex_packet<Real> >::make(slide_down(raw(a.real), offset, vl),
                                                          slide_down(raw(a.imag), offset, vl));
}

// The usual segment starts at lane 0 (Eigen's loops pass begin 0): one load
// or store. Otherwise the `count` elements move to or from lane `begin` by a
// slide. An empty segment accesses nothing (the pointer may be null).
template <typename Packet>
EIGEN_STRONG_INLINE Packet load_segment(const typename rvv_packet_info<Packet>::Scalar* from, Index begin,
                                        Index count) {
  typedef rvv_packet_info<Packet> Info;
  eigen_assert(begin >= 0 && count >= 0 && begin + count <= Index(Info::lanes) && "invalid range");
  if (begin == 0 || count == 0) return Packet(Info::load(from, size_t(count)));
  return Packet(slide_up(Info::load(from + begin, size_t(count)), size_t(begin), size_t(begin + count)));
}
template <typename Packet>
EIGEN_STRONG_INLINE void store_segment(typename rvv_packet_info<Packet>::Scalar* to, const Packet& from, Index begin,
                                       Index count) {
  typedef rvv_packet_info<Packet> Info;
  eigen_assert(begin >= 0 && count >= 0 && begin + count <= Index(Info::lanes) && "invalid range");
  if (begin == 0 || count == 0) {
    Info::store(to, raw(from), size_t(count));
  } else {
    Info::store(to + begin, slide_down(raw(from), size_t(begin), size_t(count)), size_t(count));
  }
}

}  // namespace rvv

// Eigen's ploadSegment and pstoreSegment (aligned) call these two. STORAGE:
// the packet whose scalars the descriptor's are (PACKET but for the forwarded
// bool, Eigen::half and bfloat16 packets).
#define EIGEN_RVV_SEGMENT_OPS(PACKET, STORAGE)                                                             \
  template <>                                                                                              \
  struct has_packet_segment<PACKET> : std::true_type {};                                                   \
  template <>                                                                                              \
  EIGEN_STRONG_INLINE PACKET ploaduSegment<PACKET>(const unpacket_traits<PACKET>::type* from, Index begin, \
                                                   Index count) {                                          \
    return rvv::load_segment<PACKET>(rvv::storage_data<STORAGE>(from), begin, count);                      \
  }                                                                                                        \
  template <>                                                                                              \
  EIGEN_STRONG_INLINE void pstoreuSegment<unpacket_traits<PACKET>::type, PACKET>(                          \
      unpacket_traits<PACKET>::type * to, const PACKET& from, Index begin, Index count) {                  \
    rvv::store_segment(rvv::storage_data<STORAGE>(to), from, begin, count);                                \
  }
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE) \
  EIGEN_RVV_SEGMENT_OPS(PacketX##SUFFIX##_##SHAPE, PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE) \
  EIGEN_RVV_SEGMENT_OPS(PacketX##SUFFIX##_##SHAPE, PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, SHAPE) \
  EIGEN_RVV_SEGMENT_OPS(PacketX##SUFFIX##_##SHAPE, PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, SHAPE) \
  EIGEN_RVV_SEGMENT_OPS(PacketX##SUFFIX##_##SHAPE, PacketX##STORAGE_SUFFIX##_##SHAPE)
#include "PacketTypeTable.h"
#undef EIGEN_RVV_SEGMENT_OPS

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_BASE >= 50

#endif  // EIGEN_RVV_PACKET_SEGMENTS_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Base: master only. Its RealView reads a complex expression as a real packet of 2n lanes through a complex packet of
// n lanes and preinterpret. Complex packets here are planar, so that packet is rvv_complex_view: the complex numbers
// interleaved in one real packet, as in memory (DESIGN.md, "Three bases").

#ifndef EIGEN_RVV_COMPLEX_REAL_VIEW_H
#define EIGEN_RVV_COMPLEX_REAL_VIEW_H

#if EIGEN_RVV_BASE == 51

namespace Eigen {

namespace internal {

// The lanes/2 complex numbers held interleaved (real, imaginary) in the real packet v.
template <typename RealPacket>
struct rvv_complex_view {
  RealPacket v;
};

template <typename RealPacket>
struct unpacket_traits<rvv_complex_view<RealPacket> > {
  typedef std::complex<typename unpacket_traits<RealPacket>::type> type;
  typedef rvv_complex_view<RealPacket> half;
  typedef RealPacket as_real;
  enum {
    size = unpacket_traits<RealPacket>::size / 2,
    alignment = unpacket_traits<RealPacket>::alignment,
    vectorizable = true,
    masked_load_available = false,
    masked_store_available = false
  };
};

// find_packet_by_size<std::complex<T>, n>: the planar packet at its own size, the view of T's packet of 2n lanes below.
template <int Size, typename RealPacket>
struct find_packet_by_size_helper<Size, rvv_complex_packet<RealPacket>, true> {
  typedef typename find_packet_by_size<typename unpacket_traits<RealPacket>::type, 2 * Size>::type SizedReal;
  typedef std::conditional_t<Size != int(unpacket_traits<rvv_complex_packet<RealPacket> >::size) &&
                                 int(unpacket_traits<SizedReal>::size) == 2 * Size,
                             rvv_complex_view<SizedReal>, rvv_complex_packet<RealPacket> >
      type;
};

template <typename RealPacket>
struct preinterpret_generic<rvv_complex_view<RealPacket>, RealPacket, false> {
  static EIGEN_STRONG_INLINE rvv_complex_view<RealPacket> run(const RealPacket& a) { return {a}; }
};

namespace rvv {

template <typename RealPacket>
struct complex_view_info {
  typedef typename unpacket_traits<RealPacket>::type RealScalar;
  typedef std::complex<RealScalar> Scalar;
  typedef rvv_complex_view<RealPacket> View;
  enum { real_lanes = unpacket_traits<RealPacket>::size, size = real_lanes / 2 };
  // Eigen's complex packet (the one with every operation) holds more than size numbers: its lanes from size on are
  // unused.
  typedef typename packet_traits<Scalar>::type Planar;
  static EIGEN_STRONG_INLINE const RealScalar* real_data(const Scalar* p) {
    return reinterpret_cast<const RealScalar*>(p);
  }
  static EIGEN_STRONG_INLINE RealScalar* real_data(Scalar* p) { return reinterpret_cast<RealScalar*>(p); }
  static EIGEN_STRONG_INLINE Planar planar(const View& a) {
    Scalar buffer[size];
    pstoreu(real_data(buffer), a.v);
    return ploaduSegment<Planar>(buffer, 0, size);
  }
  static EIGEN_STRONG_INLINE View interleaved(const Planar& a) {
    Scalar buffer[size];
    pstoreuSegment(buffer, a, 0, size);
    return {ploadu<RealPacket>(real_data(buffer))};
  }
  // Lane 2i + 1 (the imaginary parts) set.
  static EIGEN_STRONG_INLINE typename rvv_packet_info<RealPacket>::Mask imaginary_lanes() {
    numext::uint8_t bits[(real_lanes + 7) / 8];
    for (numext::uint8_t& byte : bits) byte = 0xAA;
    return rvv_packet_info<RealPacket>::load_mask(bits);
  }
  static EIGEN_STRONG_INLINE View splat(const Scalar& x) {
    const size_t vl = rvv_packet_info<RealPacket>::lanes;
    return {RealPacket(__riscv_vmerge(rvv_packet_info<RealPacket>::splat(numext::real(x)),
                                      rvv_packet_info<RealPacket>::splat(numext::imag(x)), imaginary_lanes(), vl))};
  }
  static EIGEN_STRONG_INLINE View conjugate(const View& a) {
    const size_t vl = rvv_packet_info<RealPacket>::lanes;
    return {RealPacket(__riscv_vmerge(raw(a.v), raw(pnegate(a.v)), imaginary_lanes(), vl))};
  }
  static EIGEN_STRONG_INLINE Scalar first(const View& a) {
    RealScalar parts[real_lanes];
    pstoreu(parts, a.v);
    return Scalar(parts[0], parts[1]);
  }
  // Through memory: gathers, scatters, reversal and reductions are not on RealView's path.
  static EIGEN_STRONG_INLINE View gather(const Scalar* from, Index stride) {
    Scalar buffer[size];
    for (Index i = 0; i < size; ++i) buffer[i] = from[i * stride];
    return {ploadu<RealPacket>(real_data(buffer))};
  }
  static EIGEN_STRONG_INLINE void scatter(Scalar* to, const View& a, Index stride) {
    Scalar buffer[size];
    pstoreu(real_data(buffer), a.v);
    for (Index i = 0; i < size; ++i) to[i * stride] = buffer[i];
  }
  static EIGEN_STRONG_INLINE View reverse(const View& a) {
    Scalar buffer[size];
    pstoreu(real_data(buffer), a.v);
    std::reverse(buffer, buffer + size);
    return {ploadu<RealPacket>(real_data(buffer))};
  }
  template <typename Operation>
  static EIGEN_STRONG_INLINE Scalar reduce(const View& a, Operation operation) {
    Scalar buffer[size];
    pstoreu(real_data(buffer), a.v);
    Scalar result = buffer[0];
    for (Index i = 1; i < size; ++i) result = operation(result, buffer[i]);
    return result;
  }
};

}  // namespace rvv

// The operations on interleaved data: loads, stores, additions and bit operations straight on the real packet,
// complex arithmetic through the planar packet.
#define EIGEN_RVV_VIEW_OPS(REAL)                                                                                       \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> pload<rvv_complex_view<REAL> >(                                           \
      const unpacket_traits<rvv_complex_view<REAL> >::type* from) {                                                    \
    return {pload<REAL>(rvv::complex_view_info<REAL>::real_data(from))};                                               \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> ploadu<rvv_complex_view<REAL> >(                                          \
      const unpacket_traits<rvv_complex_view<REAL> >::type* from) {                                                    \
    return {ploadu<REAL>(rvv::complex_view_info<REAL>::real_data(from))};                                              \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE void pstore<unpacket_traits<rvv_complex_view<REAL> >::type>(                                     \
      unpacket_traits<rvv_complex_view<REAL> >::type * to, const rvv_complex_view<REAL>& from) {                       \
    pstore(rvv::complex_view_info<REAL>::real_data(to), from.v);                                                       \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE void pstoreu<unpacket_traits<rvv_complex_view<REAL> >::type>(                                    \
      unpacket_traits<rvv_complex_view<REAL> >::type * to, const rvv_complex_view<REAL>& from) {                       \
    pstoreu(rvv::complex_view_info<REAL>::real_data(to), from.v);                                                      \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> ploaduSegment<rvv_complex_view<REAL> >(                                   \
      const unpacket_traits<rvv_complex_view<REAL> >::type* from, Index begin, Index count) {                          \
    return {ploaduSegment<REAL>(rvv::complex_view_info<REAL>::real_data(from), 2 * begin, 2 * count)};                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE void pstoreuSegment<unpacket_traits<rvv_complex_view<REAL> >::type, rvv_complex_view<REAL> >(    \
      unpacket_traits<rvv_complex_view<REAL> >::type * to, const rvv_complex_view<REAL>& from, Index begin,            \
      Index count) {                                                                                                   \
    pstoreuSegment(rvv::complex_view_info<REAL>::real_data(to), from.v, 2 * begin, 2 * count);                         \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_DEVICE_FUNC inline rvv_complex_view<REAL>                                                                      \
  pgather<unpacket_traits<rvv_complex_view<REAL> >::type, rvv_complex_view<REAL> >(                                    \
      const unpacket_traits<rvv_complex_view<REAL> >::type* from, Index stride) {                                      \
    return rvv::complex_view_info<REAL>::gather(from, stride);                                                         \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_DEVICE_FUNC inline void pscatter<unpacket_traits<rvv_complex_view<REAL> >::type, rvv_complex_view<REAL> >(     \
      unpacket_traits<rvv_complex_view<REAL> >::type * to, const rvv_complex_view<REAL>& from, Index stride) {         \
    rvv::complex_view_info<REAL>::scatter(to, from, stride);                                                           \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> pset1<rvv_complex_view<REAL> >(                                           \
      const unpacket_traits<rvv_complex_view<REAL> >::type& from) {                                                    \
    return rvv::complex_view_info<REAL>::splat(from);                                                                  \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<rvv_complex_view<REAL> >::type pfirst<rvv_complex_view<REAL> >(                  \
      const rvv_complex_view<REAL>& a) {                                                                               \
    return rvv::complex_view_info<REAL>::first(a);                                                                     \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> preverse(const rvv_complex_view<REAL>& a) {                               \
    return rvv::complex_view_info<REAL>::reverse(a);                                                                   \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<rvv_complex_view<REAL> >::type predux<rvv_complex_view<REAL> >(                  \
      const rvv_complex_view<REAL>& a) {                                                                               \
    return rvv::complex_view_info<REAL>::reduce(a, std::plus<unpacket_traits<rvv_complex_view<REAL> >::type>());       \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<rvv_complex_view<REAL> >::type predux_mul<rvv_complex_view<REAL> >(              \
      const rvv_complex_view<REAL>& a) {                                                                               \
    return rvv::complex_view_info<REAL>::reduce(a, std::multiplies<unpacket_traits<rvv_complex_view<REAL> >::type>()); \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> pnegate(const rvv_complex_view<REAL>& a) {                                \
    return {pnegate(a.v)};                                                                                             \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> pconj(const rvv_complex_view<REAL>& a) {                                  \
    return rvv::complex_view_info<REAL>::conjugate(a);                                                                 \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> ptrue<rvv_complex_view<REAL> >(const rvv_complex_view<REAL>& a) {         \
    return {ptrue(a.v)};                                                                                               \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> pselect(                                                                  \
      const rvv_complex_view<REAL>& mask, const rvv_complex_view<REAL>& a, const rvv_complex_view<REAL>& b) {          \
    return {pselect(mask.v, a.v, b.v)};                                                                                \
  }                                                                                                                    \
  EIGEN_RVV_VIEW_DIRECT(REAL, padd, <rvv_complex_view<REAL> >)                                                         \
  EIGEN_RVV_VIEW_DIRECT(REAL, psub, <rvv_complex_view<REAL> >)                                                         \
  EIGEN_RVV_VIEW_DIRECT(REAL, pand, <rvv_complex_view<REAL> >)                                                         \
  EIGEN_RVV_VIEW_DIRECT(REAL, por, <rvv_complex_view<REAL> >)                                                          \
  EIGEN_RVV_VIEW_DIRECT(REAL, pxor, <rvv_complex_view<REAL> >)                                                         \
  EIGEN_RVV_VIEW_DIRECT(REAL, pandnot, <rvv_complex_view<REAL> >)                                                      \
  EIGEN_RVV_VIEW_PLANAR_BINARY(REAL, pmul, <rvv_complex_view<REAL> >)                                                  \
  EIGEN_RVV_VIEW_PLANAR_BINARY(REAL, pdiv, <rvv_complex_view<REAL> >)                                                  \
  EIGEN_RVV_VIEW_PLANAR_BINARY(REAL, pcmp_eq, )                                                                        \
  EIGEN_RVV_VIEW_PLANAR_UNARY(REAL, pcplxflip, )                                                                       \
  EIGEN_RVV_VIEW_PLANAR_UNARY(REAL, psqrt, <rvv_complex_view<REAL> >)                                                  \
  EIGEN_RVV_VIEW_PLANAR_UNARY(REAL, pexp, <rvv_complex_view<REAL> >)                                                   \
  EIGEN_RVV_VIEW_PLANAR_UNARY(REAL, plog, <rvv_complex_view<REAL> >)
// Eigen's FUNCTION (TEMPLATE_ARGUMENTS: its explicit ones, if any) on the real packets or through the planar ones.
#define EIGEN_RVV_VIEW_DIRECT(REAL, FUNCTION, TEMPLATE_ARGUMENTS)                                           \
  template <>                                                                                               \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> FUNCTION TEMPLATE_ARGUMENTS(const rvv_complex_view<REAL>& a,   \
                                                                         const rvv_complex_view<REAL>& b) { \
    return {FUNCTION(a.v, b.v)};                                                                            \
  }
#define EIGEN_RVV_VIEW_PLANAR_BINARY(REAL, FUNCTION, TEMPLATE_ARGUMENTS)                                    \
  template <>                                                                                               \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> FUNCTION TEMPLATE_ARGUMENTS(const rvv_complex_view<REAL>& a,   \
                                                                         const rvv_complex_view<REAL>& b) { \
    typedef rvv::complex_view_info<REAL> View;                                                              \
    return View::interleaved(FUNCTION(View::planar(a), View::planar(b)));                                   \
  }
#define EIGEN_RVV_VIEW_PLANAR_UNARY(REAL, FUNCTION, TEMPLATE_ARGUMENTS)                                     \
  template <>                                                                                               \
  EIGEN_STRONG_INLINE rvv_complex_view<REAL> FUNCTION TEMPLATE_ARGUMENTS(const rvv_complex_view<REAL>& a) { \
    typedef rvv::complex_view_info<REAL> View;                                                              \
    return View::interleaved(FUNCTION(View::planar(a)));                                                    \
  }

#define EIGEN_RVV_VIEW_OF_f(SHAPE) EIGEN_RVV_VIEW_OPS(PacketXf_##SHAPE)
#define EIGEN_RVV_VIEW_OF_d(SHAPE) EIGEN_RVV_VIEW_OPS(PacketXd_##SHAPE)
#define EIGEN_RVV_VIEW_OF_f16(SHAPE)
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE) EIGEN_RVV_VIEW_OF_##SUFFIX(SHAPE)
#include "PacketTypeTable.h"
#undef EIGEN_RVV_VIEW_OF_f16
#undef EIGEN_RVV_VIEW_OF_d
#undef EIGEN_RVV_VIEW_OF_f
#undef EIGEN_RVV_VIEW_PLANAR_UNARY
#undef EIGEN_RVV_VIEW_PLANAR_BINARY
#undef EIGEN_RVV_VIEW_DIRECT
#undef EIGEN_RVV_VIEW_OPS

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_BASE == 51

#endif  // EIGEN_RVV_COMPLEX_REAL_VIEW_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Complex log and exp on the split (real, imaginary) packets of Complex.h, built on the real functions of
// MathFunctions.h, with the special values of C's clog and cexp (Annex G.6.3). packet_traits announce them (HasLog,
// HasExp in Complex.h).

#ifndef EIGEN_RVV_COMPLEX_MATH_FUNCTIONS_H
#define EIGEN_RVV_COMPLEX_MATH_FUNCTIONS_H

namespace Eigen {

namespace internal {

namespace rvv {

// log(a) = log|a| + i atan2(y, x), with log|a| = log(max) + log1p(r^2) / 2, r = min / max of the parts' magnitudes:
// no overflow or cancellation. An infinite part gives +Inf (also with a NaN part); zero gives -Inf; other NaN inputs
// give NaN.
template <typename Packet>
EIGEN_STRONG_INLINE Packet complex_log(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::RealScalar RealScalar;
  typedef typename Info::Real Real;
  const size_t vl = Info::lanes;
  const RealScalar infinity = NumTraits<RealScalar>::infinity();
  const Real abs_real = __riscv_vfabs(a.real, vl), abs_imag = __riscv_vfabs(a.imag, vl);
  const Real larger = __riscv_vfmax(abs_real, abs_imag, vl), smaller = __riscv_vfmin(abs_real, abs_imag, vl);
  const Real ratio = __riscv_vfdiv(smaller, larger, vl);
  Real real = __riscv_vfmacc(log<Real>(larger), RealScalar(0.5), log1p<Real>(__riscv_vfmul(ratio, ratio, vl)), vl);
  real = __riscv_vfmerge(real, -infinity, __riscv_vmfeq(larger, RealScalar(0), vl), vl);
  real = __riscv_vmerge(real, __riscv_vfadd(a.real, a.imag, vl),
                        __riscv_vmor(is_nan<Real>(a.real), is_nan<Real>(a.imag), vl), vl);
  real = __riscv_vfmerge(real, infinity, __riscv_vmfeq(larger, infinity, vl), vl);
  return Info::make(real, atan2<Real>(a.imag, a.real));
}

// exp(x + i y) = e^x (cos y + i sin y), and as cexp: y = 0 gives e^x + i y
// (the real result, also for x NaN); x = -Inf with y infinite or NaN gives
// 0 + i 0; x = +Inf with y infinite or NaN gives +Inf + i NaN.
template <typename Packet>
EIGEN_STRONG_INLINE Packet complex_exp(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::RealScalar RealScalar;
  typedef typename Info::Real Real;
  typedef typename Info::RealInfo::Mask Mask;
  const size_t vl = Info::lanes;
  const RealScalar infinity = NumTraits<RealScalar>::infinity();
  const Real magnitude = exp<Real>(a.real);
  Real real = __riscv_vfmul(magnitude, cos<Real>(a.imag), vl);
  Real imag = __riscv_vfmul(magnitude, sin<Real>(a.imag), vl);
  const Mask imag_not_finite = __riscv_vmnot(__riscv_vmflt(__riscv_vfabs(a.imag, vl), infinity, vl), vl);
  const Mask minus_infinity = __riscv_vmand(__riscv_vmfeq(a.real, -infinity, vl), imag_not_finite, vl);
  real = __riscv_vfmerge(real, RealScalar(0), minus_infinity, vl);
  imag = __riscv_vfmerge(imag, RealScalar(0), minus_infinity, vl);
  real = __riscv_vfmerge(real, infinity, __riscv_vmand(__riscv_vmfeq(a.real, infinity, vl), imag_not_finite, vl), vl);
  const Mask imag_zero = __riscv_vmfeq(a.imag, RealScalar(0), vl);
  real = __riscv_vmerge(real, magnitude, imag_zero, vl);
  imag = __riscv_vmerge(imag, a.imag, imag_zero, vl);
  return Info::make(real, imag);
}

}  // namespace rvv

#define EIGEN_RVV_COMPLEX_TYPE(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX)                   \
  template <>                                                                           \
  EIGEN_STRONG_INLINE PacketX##SUFFIX plog<PacketX##SUFFIX>(const PacketX##SUFFIX& a) { \
    return rvv::complex_log(a);                                                         \
  }                                                                                     \
  template <>                                                                           \
  EIGEN_STRONG_INLINE PacketX##SUFFIX pexp<PacketX##SUFFIX>(const PacketX##SUFFIX& a) { \
    return rvv::complex_exp(a);                                                         \
  }
#include "PacketTypeTable.h"

#if EIGEN_RVV_BASE >= 50
// Base: Eigen 5's carg (the argument as a complex number with imaginary part
// 0), vectorized where the real type has atan; its generic version reads the
// interleaved packet's member `v`.
#define EIGEN_RVV_COMPLEX_TYPE(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX)                                      \
  template <>                                                                                              \
  EIGEN_STRONG_INLINE PacketX##SUFFIX pcarg<PacketX##SUFFIX, 0>(const PacketX##SUFFIX& a) {                \
    typedef rvv_packet_info<PacketX##SUFFIX> Info;                                                         \
    return Info::make(rvv::atan2<Info::Real>(a.imag, a.real), Info::RealInfo::splat(Info::RealScalar(0))); \
  }
#include "PacketTypeTable.h"
#endif

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_COMPLEX_MATH_FUNCTIONS_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Packets of std::complex<float> (PacketXcf) and std::complex<double> (PacketXcd): real and imaginary parts in two
// register groups, (de)interleaved by segmented loads and stores, so that arithmetic needs no lane shuffles
// (DESIGN.md, "Descriptors and binders"). Each operation is one template over rvv_packet_info; binders at the end.

#ifndef EIGEN_RVV_COMPLEX_H
#define EIGEN_RVV_COMPLEX_H

namespace Eigen {

namespace internal {

// ---------------------------------------------------------------------------
// Eigen's traits.
// ---------------------------------------------------------------------------

struct rvv_complex_packet_traits : default_packet_traits {
  enum {
    Vectorizable = 1,
    AlignedOnScalar = 1,
    HasHalfPacket = 0,

    HasAdd = 1,
    HasSub = 1,
    HasShift = 0,
    HasMul = 1,
    HasDiv = 1,
    HasNegate = 1,
    HasConj = 1,
    HasSqrt = 1,
    // ComplexMathFunctions.h.
    HasLog = 1,
    HasExp = 1,
    HasBlend = 1,
    // Complex -> real functions (abs, abs2, arg) and orderings do not exist
    // as packet functions in Eigen 3.4: its unary functors keep one packet
    // type, so these run through the scalar path.
    HasAbs = 0,
    HasAbs2 = 0,
    HasAbsDiff = 0,  // (master defaults it to 1)
    HasArg = 0,
    HasMin = 0,
    HasMax = 0,
    HasSetLinear = 0,
    // Eigen 5 defaults these two to 1.
    HasRound = 0,
    HasSign = 0
  };
};

#define EIGEN_RVV_COMPLEX_TYPE(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX)            \
  template <>                                                                    \
  struct packet_traits<std::complex<REAL_SCALAR> > : rvv_complex_packet_traits { \
    typedef PacketX##SUFFIX type;                                                \
    typedef PacketX##SUFFIX half;                                                \
    enum { size = rvv_packet_info<PacketX##SUFFIX>::lanes };                     \
  };
#include "PacketTypeTable.h"

// ---------------------------------------------------------------------------
// The operations, once for both precisions.
// ---------------------------------------------------------------------------

namespace rvv {

// a * b with the textbook formula (as Eigen's other backends; C's Annex G
// additionally recovers infinities from NaN results, which costs a branch
// per lane): real = ar*br - ai*bi, imag = ar*bi + ai*br.
template <typename Packet>
EIGEN_STRONG_INLINE Packet complex_multiply(const Packet& a, const Packet& b,
                                            size_t vl = rvv_packet_info<Packet>::lanes) {
  return rvv_packet_info<Packet>::make(__riscv_vfnmsac(__riscv_vfmul(a.real, b.real, vl), a.imag, b.imag, vl),
                                       __riscv_vfmacc(__riscv_vfmul(a.real, b.imag, vl), a.imag, b.real, vl));
}

// a * b + c: four fused multiply-adds.
template <typename Packet>
EIGEN_STRONG_INLINE Packet complex_multiply_add(const Packet& a, const Packet& b, const Packet& c) {
  const size_t vl = rvv_packet_info<Packet>::lanes;
  return rvv_packet_info<Packet>::make(__riscv_vfnmsac(__riscv_vfmacc(c.real, a.real, b.real, vl), a.imag, b.imag, vl),
                                       __riscv_vfmacc(__riscv_vfmacc(c.imag, a.real, b.imag, vl), a.imag, b.real, vl));
}

// a / b = (a conj(b') / |b'|^2) / s with s = max(|br|, |bi|) and b' = b / s, |b'|^2 in [1, 2]: no overflow or
// underflow. Special divisors as C's Annex G: b = 0 gives a / 0 part by part (infinities, or NaN for a zero part), an
// infinite b with a finite a gives zeros. A NaN in a or b gives NaN in both parts.
template <typename Packet>
EIGEN_STRONG_INLINE Packet complex_divide(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::RealScalar RealScalar;
  typedef typename Info::Real Real;
  const size_t vl = Info::lanes;
  const RealScalar infinity = NumTraits<RealScalar>::infinity();
  const Real abs_real = __riscv_vfabs(b.real, vl), abs_imag = __riscv_vfabs(b.imag, vl);
  Real scale = __riscv_vfmax(abs_real, abs_imag, vl);
  Real scaled_real = __riscv_vfdiv(b.real, scale, vl), scaled_imag = __riscv_vfdiv(b.imag, scale, vl);
  // Infinite divisor: its direction (each part +-1 if infinite, else +-0).
  const typename Info::RealInfo::Mask infinite_divisor = __riscv_vmfeq(scale, infinity, vl);
  scaled_real = __riscv_vmerge(scaled_real,
                               __riscv_vfsgnj(__riscv_vfmerge(Info::RealInfo::splat(RealScalar(0)), RealScalar(1),
                                                              __riscv_vmfeq(abs_real, infinity, vl), vl),
                                              b.real, vl),
                               infinite_divisor, vl);
  scaled_imag = __riscv_vmerge(scaled_imag,
                               __riscv_vfsgnj(__riscv_vfmerge(Info::RealInfo::splat(RealScalar(0)), RealScalar(1),
                                                              __riscv_vmfeq(abs_imag, infinity, vl), vl),
                                              b.imag, vl),
                               infinite_divisor, vl);
  // NaN in b: vfmax ignores a NaN operand, so restore it in the scale.
  scale = __riscv_vfadd_mu(__riscv_vmor(__riscv_vmfne(b.real, b.real, vl), __riscv_vmfne(b.imag, b.imag, vl), vl),
                           scale, b.real, b.imag, vl);
  // (With an infinite divisor the numerator only gives the signs of the zero
  // result: a / 4 keeps its sum of two products from overflowing.)
  const Real a_real = __riscv_vfmul_mu(infinite_divisor, a.real, a.real, RealScalar(0.25), vl);
  const Real a_imag = __riscv_vfmul_mu(infinite_divisor, a.imag, a.imag, RealScalar(0.25), vl);
  const Real norm = __riscv_vfmacc(__riscv_vfmul(scaled_real, scaled_real, vl), scaled_imag, scaled_imag, vl);
  const Real numerator_real = __riscv_vfmacc(__riscv_vfmul(a_real, scaled_real, vl), a_imag, scaled_imag, vl);
  const Real numerator_imag = __riscv_vfnmsac(__riscv_vfmul(a_imag, scaled_real, vl), a_real, scaled_imag, vl);
  Real real = __riscv_vfdiv(__riscv_vfdiv(numerator_real, norm, vl), scale, vl);
  Real imag = __riscv_vfdiv(__riscv_vfdiv(numerator_imag, norm, vl), scale, vl);
  // Zero divisor: a / 0 part by part.
  const typename Info::RealInfo::Mask zero_divisor = __riscv_vmfeq(scale, RealScalar(0), vl);
  real = __riscv_vfdiv_mu(zero_divisor, real, a.real, b.real, vl);
  imag = __riscv_vfdiv_mu(zero_divisor, imag, a.imag, b.real, vl);
  return Info::make(real, imag);
}

// The principal square root (branch cut along the negative real axis, real part >= 0) with the special values of C's
// csqrt, by rho = sqrt((|a| + |x|) / 2) on magnitudes scaled by exact powers of two near the ends of the range; the
// formula and the scaling: DESIGN.md, "Descriptors and binders".
template <typename Packet>
EIGEN_STRONG_INLINE Packet complex_sqrt(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::RealScalar RealScalar;
  typedef typename Info::Real Real;
  typedef typename Info::RealInfo::Mask Mask;
  const size_t vl = Info::lanes;
  const RealScalar infinity = NumTraits<RealScalar>::infinity();
  const RealScalar half = RealScalar(0.5);
  const int scale_exponent = std::numeric_limits<RealScalar>::digits + 1;

  const Real abs_real = __riscv_vfabs(a.real, vl), abs_imag = __riscv_vfabs(a.imag, vl);
  const Real larger = __riscv_vfmax(abs_real, abs_imag, vl), smaller = __riscv_vfmin(abs_real, abs_imag, vl);
  const Mask huge = __riscv_vmfgt(larger, (std::numeric_limits<RealScalar>::max)() / 4, vl);
  const Mask tiny = __riscv_vmflt(larger, 4 * (std::numeric_limits<RealScalar>::min)(), vl);
  Real scale_in = __riscv_vfmerge(Info::RealInfo::splat(RealScalar(1)), RealScalar(0.25), huge, vl);
  scale_in = __riscv_vfmerge(scale_in, std::ldexp(RealScalar(1), 2 * scale_exponent), tiny, vl);
  Real scale_out = __riscv_vfmerge(Info::RealInfo::splat(RealScalar(1)), RealScalar(2), huge, vl);
  scale_out = __riscv_vfmerge(scale_out, std::ldexp(RealScalar(1), -scale_exponent), tiny, vl);

  const Real x = __riscv_vfmul(abs_real, scale_in, vl), y = __riscv_vfmul(a.imag, scale_in, vl);
  const Real large = __riscv_vfmul(larger, scale_in, vl), small = __riscv_vfmul(smaller, scale_in, vl);
  const Real ratio = __riscv_vfdiv(small, large, vl);
  Real modulus = __riscv_vfmul(
      large, __riscv_vfsqrt(__riscv_vfmacc(Info::RealInfo::splat(RealScalar(1)), ratio, ratio, vl), vl), vl);
  modulus = __riscv_vmerge(modulus, large, __riscv_vmfeq(small, RealScalar(0), vl), vl);
  const Real rho = __riscv_vfsqrt(__riscv_vfmul(__riscv_vfadd(modulus, x, vl), half, vl), vl);
  // a = 0: eta = y keeps the sign of the zero imaginary part.
  Real eta = __riscv_vfdiv(__riscv_vfmul(y, half, vl), rho, vl);
  eta = __riscv_vmerge(eta, a.imag, __riscv_vmfeq(larger, RealScalar(0), vl), vl);
  const Mask negative_real = __riscv_vmflt(a.real, RealScalar(0), vl);
  Real real = __riscv_vmerge(rho, __riscv_vfabs(eta, vl), negative_real, vl);
  Real imag = __riscv_vmerge(eta, __riscv_vfsgnj(rho, a.imag, vl), negative_real, vl);
  real = __riscv_vfmul(real, scale_out, vl);
  imag = __riscv_vfmul(imag, scale_out, vl);

  // NaN inputs (the min/max above ignore a NaN part).
  const RealScalar nan = NumTraits<RealScalar>::quiet_NaN();
  const Mask any_nan = __riscv_vmor(__riscv_vmfne(a.real, a.real, vl), __riscv_vmfne(a.imag, a.imag, vl), vl);
  real = __riscv_vfmerge(real, nan, any_nan, vl);
  imag = __riscv_vfmerge(imag, nan, any_nan, vl);
  // Infinite real part: +Inf + i 0*y, or |0*y| + i copysign(Inf, y).
  const Real zero_times_imag = __riscv_vfmul(a.imag, RealScalar(0), vl);
  const Mask plus_infinite_real = __riscv_vmfeq(a.real, infinity, vl);
  const Mask minus_infinite_real = __riscv_vmfeq(a.real, -infinity, vl);
  real = __riscv_vfmerge(real, infinity, plus_infinite_real, vl);
  imag = __riscv_vmerge(imag, zero_times_imag, plus_infinite_real, vl);
  real = __riscv_vmerge(real, __riscv_vfabs(zero_times_imag, vl), minus_infinite_real, vl);
  imag = __riscv_vmerge(imag, __riscv_vfsgnj(Info::RealInfo::splat(infinity), a.imag, vl), minus_infinite_real, vl);
  // Infinite imaginary part, whatever the real part: +Inf + i y.
  const Mask infinite_imag = __riscv_vmfeq(abs_imag, infinity, vl);
  real = __riscv_vfmerge(real, infinity, infinite_imag, vl);
  imag = __riscv_vmerge(imag, a.imag, infinite_imag, vl);
  return Info::make(real, imag);
}

// Product of all lanes: log2(lanes) halving steps.
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_packet_info<Packet>::Scalar complex_reduce_product(const Packet& a) {
  typedef rvv_packet_info<Packet> Info;
  Packet product = a;
  for (size_t half = Info::lanes / 2; half >= 1; half /= 2) {
    const Packet upper =
        Info::make(__riscv_vslidedown(product.real, half, half), __riscv_vslidedown(product.imag, half, half));
    product = complex_multiply(product, upper, half);
  }
  return Info::first(product);
}

// All ones in both parts where both parts compare equal.
template <typename Packet>
EIGEN_STRONG_INLINE Packet complex_equal(const Packet& a, const Packet& b) {
  typedef rvv_packet_info<Packet> Info;
  const size_t vl = Info::lanes;
  const typename Info::Real equal = lanes_from_mask<typename Info::Real>(
      __riscv_vmand(__riscv_vmfeq(a.real, b.real, vl), __riscv_vmfeq(a.imag, b.imag, vl), vl));
  return Info::make(equal, equal);
}

// The mixed real x complex products of conj_helper: each part of the complex
// operand times the real one; ConjugateComplex negates the imaginary part.
template <typename Complex, bool ConjugateComplex>
EIGEN_STRONG_INLINE Complex complex_times_real(const Complex& x, const typename rvv_packet_info<Complex>::Real& y) {
  const size_t vl = rvv_packet_info<Complex>::lanes;
  typedef typename rvv_packet_info<Complex>::Real Real;
  const Real imag = __riscv_vfmul(x.imag, y, vl);
  return rvv_packet_info<Complex>::make(__riscv_vfmul(x.real, y, vl),
                                        ConjugateComplex ? Real(__riscv_vfneg(imag, vl)) : imag);
}
// x * y + c, or x * y - c with Subtract: one fused instruction per part.
template <typename Complex, bool ConjugateComplex, bool Subtract>
EIGEN_STRONG_INLINE Complex complex_times_real_fused(const Complex& x, const typename rvv_packet_info<Complex>::Real& y,
                                                     const Complex& c) {
  const size_t vl = rvv_packet_info<Complex>::lanes;
  typedef typename rvv_packet_info<Complex>::Real Real;
  const Real real = Subtract ? __riscv_vfmsac(c.real, x.real, y, vl) : __riscv_vfmacc(c.real, x.real, y, vl);
  const Real imag = ConjugateComplex
                        ? (Subtract ? __riscv_vfnmacc(c.imag, x.imag, y, vl) : __riscv_vfnmsac(c.imag, x.imag, y, vl))
                        : (Subtract ? __riscv_vfmsac(c.imag, x.imag, y, vl) : __riscv_vfmacc(c.imag, x.imag, y, vl));
  return rvv_packet_info<Complex>::make(real, imag);
}

}  // namespace rvv

// conj_helper for a real packet and a complex packet of the same lane count
// (Eigen's GEMV vectorizes mixed products when the lane counts agree, which
// they do in the split layout). Only the complex side can be conjugated.
template <typename Complex, bool ConjugateComplex>
struct rvv_complex_real_conj_helper {
  typedef typename rvv_packet_info<Complex>::Real Real;
  EIGEN_STRONG_INLINE Complex pmadd(const Complex& x, const Real& y, const Complex& c) const {
    return rvv::complex_times_real_fused<Complex, ConjugateComplex, false>(x, y, c);
  }
  EIGEN_STRONG_INLINE Complex pmadd(const Real& x, const Complex& y, const Complex& c) const {
    return rvv::complex_times_real_fused<Complex, ConjugateComplex, false>(y, x, c);
  }
  // x * y - c (master's generic Jacobi rotation asks for it).
  EIGEN_STRONG_INLINE Complex pmsub(const Complex& x, const Real& y, const Complex& c) const {
    return rvv::complex_times_real_fused<Complex, ConjugateComplex, true>(x, y, c);
  }
  EIGEN_STRONG_INLINE Complex pmsub(const Real& x, const Complex& y, const Complex& c) const {
    return rvv::complex_times_real_fused<Complex, ConjugateComplex, true>(y, x, c);
  }
  EIGEN_STRONG_INLINE Complex pmul(const Complex& x, const Real& y) const {
    return rvv::complex_times_real<Complex, ConjugateComplex>(x, y);
  }
  EIGEN_STRONG_INLINE Complex pmul(const Real& x, const Complex& y) const {
    return rvv::complex_times_real<Complex, ConjugateComplex>(y, x);
  }
};

// ---------------------------------------------------------------------------
// Binding to Eigen's packet functions.
// ---------------------------------------------------------------------------

#define EIGEN_RVV_COMPLEX_MAKE(PACKET, REAL, IMAG) rvv_packet_info<PACKET>::make(REAL, IMAG)
#define EIGEN_RVV_COMPLEX_BY_PARTS(PACKET, OP) EIGEN_RVV_COMPLEX_MAKE(PACKET, OP(a.real, b.real), OP(a.imag, b.imag))

#define EIGEN_RVV_SPECIALIZE_COMPLEX_PACKET_OPS(PACKET)                                                                \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET padd<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return EIGEN_RVV_COMPLEX_BY_PARTS(PACKET, padd);                                                                   \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET psub<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return EIGEN_RVV_COMPLEX_BY_PARTS(PACKET, psub);                                                                   \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pnegate(const PACKET& a) {                                                                \
    return EIGEN_RVV_COMPLEX_MAKE(PACKET, pnegate(a.real), pnegate(a.imag));                                           \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pconj(const PACKET& a) {                                                                  \
    return EIGEN_RVV_COMPLEX_MAKE(PACKET, a.real, pnegate(a.imag));                                                    \
  }                                                                                                                    \
  /* i * conj(a): swaps the parts. */                                                                                  \
  EIGEN_STRONG_INLINE PACKET pcplxflip(const PACKET& a) { return EIGEN_RVV_COMPLEX_MAKE(PACKET, a.imag, a.real); }     \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pmul<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::complex_multiply(a, b);                                                                                \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pmadd(const PACKET& a, const PACKET& b, const PACKET& c) {                                \
    return rvv::complex_multiply_add(a, b, c);                                                                         \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pdiv<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return rvv::complex_divide(a, b);                                                                                  \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET psqrt<PACKET>(const PACKET& a) {                                                          \
    return rvv::complex_sqrt(a);                                                                                       \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pcmp_eq(const PACKET& a, const PACKET& b) {                                               \
    return rvv::complex_equal(a, b);                                                                                   \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET ptrue<PACKET>(const PACKET& a) {                                                          \
    return EIGEN_RVV_COMPLEX_MAKE(PACKET, ptrue(a.real), ptrue(a.imag));                                               \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pand<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return EIGEN_RVV_COMPLEX_BY_PARTS(PACKET, pand);                                                                   \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET por<PACKET>(const PACKET& a, const PACKET& b) {                                           \
    return EIGEN_RVV_COMPLEX_BY_PARTS(PACKET, por);                                                                    \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pxor<PACKET>(const PACKET& a, const PACKET& b) {                                          \
    return EIGEN_RVV_COMPLEX_BY_PARTS(PACKET, pxor);                                                                   \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pandnot<PACKET>(const PACKET& a, const PACKET& b) {                                       \
    return EIGEN_RVV_COMPLEX_BY_PARTS(PACKET, pandnot);                                                                \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE PACKET pselect(const PACKET& mask, const PACKET& a, const PACKET& b) {                           \
    return EIGEN_RVV_COMPLEX_MAKE(PACKET, pselect(mask.real, a.real, b.real), pselect(mask.imag, a.imag, b.imag));     \
  }                                                                                                                    \
  EIGEN_RVV_WITH_PBLEND(template <> EIGEN_STRONG_INLINE PACKET pblend(                                                 \
      const Selector<unpacket_traits<PACKET>::size>& selector, const PACKET& a, const PACKET& b) {                     \
    return EIGEN_RVV_COMPLEX_MAKE(PACKET, pblend(selector, a.real, b.real), pblend(selector, a.imag, b.imag));         \
  })                                                                                                                   \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux<PACKET>(const PACKET& a) {                                  \
    return unpacket_traits<PACKET>::type(predux(a.real), predux(a.imag));                                              \
  }                                                                                                                    \
  template <>                                                                                                          \
  EIGEN_STRONG_INLINE unpacket_traits<PACKET>::type predux_mul<PACKET>(const PACKET& a) {                              \
    return rvv::complex_reduce_product(a);                                                                             \
  }                                                                                                                    \
                                                                                                                       \
  template <bool ConjugateLhs, bool ConjugateRhs>                                                                      \
  struct conj_helper<rvv_packet_info<PACKET>::Real, PACKET, ConjugateLhs, ConjugateRhs>                                \
      : rvv_complex_real_conj_helper<PACKET, ConjugateRhs> {};                                                         \
  template <bool ConjugateLhs, bool ConjugateRhs>                                                                      \
  struct conj_helper<PACKET, rvv_packet_info<PACKET>::Real, ConjugateLhs, ConjugateRhs>                                \
      : rvv_complex_real_conj_helper<PACKET, ConjugateLhs> {};                                                         \
  template <>                                                                                                          \
  struct conj_helper<rvv_packet_info<PACKET>::Real, PACKET, true, true> : rvv_complex_real_conj_helper<PACKET, true> { \
  };                                                                                                                   \
  template <>                                                                                                          \
  struct conj_helper<PACKET, rvv_packet_info<PACKET>::Real, true, true> : rvv_complex_real_conj_helper<PACKET, true> { \
  };

#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, SHAPE) \
  EIGEN_RVV_SPECIALIZE_COMPLEX_PACKET_OPS(PacketX##SUFFIX##_##SHAPE)
#include "PacketTypeTable.h"

#if EIGEN_RVV_BASE == 50
// Base: Eigen 5's squaredNorm of complex data sums (re^2, im^2) per lane; its
// generic functor reads the interleaved packet's member `v`.
#define EIGEN_RVV_COMPLEX_TYPE(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX)                                        \
  template <>                                                                                                \
  template <>                                                                                                \
  EIGEN_STRONG_INLINE const PacketX##SUFFIX squared_norm_functor<std::complex<REAL_SCALAR>, true>::packetOp( \
      const PacketX##SUFFIX& a) const {                                                                      \
    return EIGEN_RVV_COMPLEX_MAKE(PacketX##SUFFIX, pmul(a.real, a.real), pmul(a.imag, a.imag));              \
  }
#include "PacketTypeTable.h"
#endif

#undef EIGEN_RVV_SPECIALIZE_COMPLEX_PACKET_OPS
#undef EIGEN_RVV_COMPLEX_BY_PARTS
#undef EIGEN_RVV_COMPLEX_MAKE

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_COMPLEX_H

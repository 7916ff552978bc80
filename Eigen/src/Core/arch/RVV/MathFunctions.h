// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Vectorized elementwise math functions for float and double packets (exp, expm1, log, log1p, tanh, logistic, erf,
// sin, cos, tan, atan, pow); accuracy and coefficients: DESIGN.md, "Descriptors and binders". Conversions to integers
// use the dynamic rounding mode: round to nearest unless the program changed it (fesetround).

#ifndef EIGEN_RVV_MATH_FUNCTIONS_H
#define EIGEN_RVV_MATH_FUNCTIONS_H

namespace Eigen {

namespace internal {

namespace rvv {

// c0 + x * (c1 + x * (c2 + ...)), fused multiply-adds.
template <typename Packet>
EIGEN_STRONG_INLINE Packet polynomial(const Packet&, typename rvv_packet_info<Packet>::Scalar c0) {
  return rvv_packet_info<Packet>::splat(c0);
}
template <typename Packet, typename... Higher>
EIGEN_STRONG_INLINE Packet polynomial(const Packet& x, typename rvv_packet_info<Packet>::Scalar c0, Higher... higher) {
  typedef rvv_packet_info<Packet> Info;
  return __riscv_vfmadd(polynomial(x, higher...), x, Info::splat(c0), Info::lanes);
}

// The precision-dependent parts: polynomials (coefficients from
// docs/studies/math_coefficients.sollya, lowest power first) and constants.
template <typename Scalar>
struct math_polynomials;

template <>
struct math_polynomials<float> {
  // (exp(r) - 1 - r) / r^2 on [-ln(2)/2, ln(2)/2].
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet exp_tail(const Packet& r) {
    return polynomial(r, 0.499999911f, 0.166665211f, 0.0416689627f, 0.00836866908f, 0.001378246f);
  }
  // (2 atanh(s) - 2 s) / s, as a polynomial in z = s^2, |s| <= 0.1716.
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet log_tail(const Packet& z) {
    return polynomial(z, 0.666666627f, 0.4000085f, 0.285101414f, 0.240292087f);
  }
  // For pow: the same fit, its s^3 coefficient apart (pow_log_cube) and the
  // rest as (2 atanh(s) - 2 s - c3 s^3) / s^5 in z = s^2.
  static EIGEN_STRONG_INLINE float pow_log_cube() { return 0.666666627f; }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet pow_log_tail(const Packet& z) {
    return polynomial(z, 0.4000085f, 0.285101414f, 0.240292087f);
  }
  // (tanh(x) - x) / x^3, in z = x^2, |x| <= 0.55.
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet tanh_tail(const Packet& z) {
    return polynomial(z, -0.333333164f, 0.133325577f, -0.053849861f, 0.0210630037f, -0.00626335898f);
  }
  // (sin(r) - r) / r^3 and (cos(r) - 1 + r^2 / 2) / r^4, in z = r^2, |r| <= pi/4.
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet sin_tail(const Packet& z) {
    return polynomial(z, -0.166666672f, 0.00833337195f, -0.00019849911f, 2.80054701e-06f);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet cos_tail(const Packet& z) {
    return polynomial(z, 0.0416666456f, -0.00138873106f, 2.44325674e-05f);
  }
  // (atan(u) - u) / u^3, in z = u^2, |u| <= tan(pi/8).
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet atan_tail(const Packet& z) {
    return polynomial(z, -0.333333164f, 0.199985296f, -0.142444298f, 0.105994873f, -0.060908936f);
  }
  // (erf(x) - x) / x, in z = x^2, |x| <= 1.
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet erf_tail(const Packet& z) {
    return polynomial(z, 0.128379121f, -0.37612325f, 0.112801753f, -0.0267112274f, 0.00491748378f, -0.000563121634f);
  }
  // erfc(x) * exp(x^2), in t = x - erfc_center, 1 <= x <= erf_saturation.
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet erfc_scaled(const Packet& t) {
    return polynomial(t, 0.21080637f, -0.074347578f, 0.0249379259f, -0.00799948722f, 0.00246699061f, -0.000738765521f,
                      0.000211697814f, -5.37255328e-05f, 1.50086653e-05f, -6.35816423e-06f, 1.55425698e-06f);
  }
  static EIGEN_STRONG_INLINE float erfc_center() { return 2.5f; }
  // erf(x) rounds to 1 from here on (erfc(4) < 2^-25).
  static EIGEN_STRONG_INLINE float erf_saturation() { return 4.0f; }

  static EIGEN_STRONG_INLINE float ln2_hi() { return 0.693147182f; }
  static EIGEN_STRONG_INLINE float ln2_lo() { return -1.90465421e-09f; }
  // pi/2 = p1 + p2 + p3; pi/2 and pi/4 = hi + lo.
  static EIGEN_STRONG_INLINE float half_pi_1() { return 1.57079637f; }
  static EIGEN_STRONG_INLINE float half_pi_2() { return -4.37113883e-08f; }
  static EIGEN_STRONG_INLINE float half_pi_3() { return -1.71512451e-15f; }
  static EIGEN_STRONG_INLINE float quarter_pi_hi() { return 0.785398185f; }
  static EIGEN_STRONG_INLINE float quarter_pi_lo() { return -2.18556941e-08f; }
};

template <>
struct math_polynomials<double> {
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet exp_tail(const Packet& r) {
    return polynomial(r, 0.5000000000000011, 0.16666666666666424, 0.041666666666527075, 0.008333333333487054,
                      0.0013888888944301233, 0.0001984126952243798, 2.4801492499863125e-05, 2.755757234752779e-06,
                      2.763043714676062e-07, 2.5004460600083576e-08);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet log_tail(const Packet& z) {
    return polynomial(z, 0.6666666666666734, 0.3999999999941699, 0.28571428741915456, 0.2222219861834129,
                      0.18183562120225316, 0.15314103887259636, 0.1479544349603895);
  }
  // A longer fit for pow (relative error 2^-66.6).
  static EIGEN_STRONG_INLINE double pow_log_cube() { return 0.6666666666666666; }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet pow_log_tail(const Packet& z) {
    return polynomial(z, 0.400000000000049, 0.2857142856942146, 0.22222222605355946, 0.18181778481365804,
                      0.15386983587202038, 0.13252260632407042, 0.13233808929884683);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet tanh_tail(const Packet& z) {
    return polynomial(z, -0.3333333333333333, 0.1333333333333297, -0.053968253967990404, 0.02186948852629705,
                      -0.008863235309925709, 0.0035921248716639866, -0.0014558037056203086, 0.0005898224205514648,
                      -0.00023817902826995632, 9.389321785681186e-05, -3.287569066161788e-05, 7.400438271257174e-06);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet sin_tail(const Packet& z) {
    return polynomial(z, -0.16666666666666666, 0.0083333333333331, -0.00019841269841057123, 2.755731912928997e-06,
                      -2.5052085975575344e-08, 1.6056249475250232e-10, -7.484901254410099e-13);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet cos_tail(const Packet& z) {
    return polynomial(z, 0.041666666666666595, -0.0013888888888873348, 2.4801587289008103e-05, -2.7557314219063767e-07,
                      2.087570569047625e-09, -1.1358764934754087e-11);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet atan_tail(const Packet& z) {
    return polynomial(z, -0.333333333333332, 0.1999999999995369, -0.14285714280202147, 0.11111110783640754,
                      -0.09090897762034389, 0.0769206029283989, -0.06663105046645319, 0.05847897709765145,
                      -0.05039348493776718, 0.038065833524990766, -0.01790878332874949);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet erf_tail(const Packet& z) {
    return polynomial(z, 0.12837916709551256, -0.3761263890318346, 0.11283791670942668, -0.026866170642933267,
                      0.0052239776049508215, -0.000854832588244731, 0.000120552923664167, -1.4924691776601541e-05,
                      1.6446904371860057e-06, -1.6204733000644746e-07, 1.370470581236866e-08, -7.768631603009701e-10);
  }
  template <typename Packet>
  static EIGEN_STRONG_INLINE Packet erfc_scaled(const Packet& t) {
    return polynomial(t, 0.15529365560889427, -0.04132357783325255, 0.010661133192511992, -0.0026730744396426323,
                      0.0006526863268644682, -0.00015546891823201028, 3.618170442036456e-05, -8.237986550095625e-06,
                      1.8371877239167035e-06, -4.017398070780876e-07, 8.621987342640289e-08, -1.817650683123603e-08,
                      3.766854530869002e-09, -7.680047572566552e-10, 1.542117332821995e-10, -3.0474610263844783e-11,
                      5.907421869264649e-12, -1.1380459325253767e-12, 2.239424436490715e-13, -4.1203830105591704e-14,
                      5.994032874838522e-15, -1.1911027672544888e-15, 4.310736193246366e-16, -6.76817792586224e-17,
                      -7.037388377703201e-18, 7.29847299774734e-19, 8.519107305983623e-19, -1.3330243150621961e-19);
  }
  static EIGEN_STRONG_INLINE double erfc_center() { return 3.5; }
  // erfc(6) < 2^-54.
  static EIGEN_STRONG_INLINE double erf_saturation() { return 6.0; }

  static EIGEN_STRONG_INLINE double ln2_hi() { return 0.6931471805599453; }
  static EIGEN_STRONG_INLINE double ln2_lo() { return 2.3190468138462996e-17; }
  static EIGEN_STRONG_INLINE double half_pi_1() { return 1.5707963267948966; }
  static EIGEN_STRONG_INLINE double half_pi_2() { return 6.123233995736766e-17; }
  static EIGEN_STRONG_INLINE double half_pi_3() { return -1.4973849048591698e-33; }
  static EIGEN_STRONG_INLINE double quarter_pi_hi() { return 0.7853981633974483; }
  static EIGEN_STRONG_INLINE double quarter_pi_lo() { return 3.061616997868383e-17; }
};

// 2^k for integral k in the normal exponent range, built from its bits.
template <typename Packet>
EIGEN_STRONG_INLINE Packet power_of_two(const typename rvv_packet_info<Packet>::Signed& k) {
  typedef rvv_packet_info<Packet> Info;
  const size_t vl = Info::lanes;
  return Info::from_unsigned(
      Info::from_signed(__riscv_vsll(__riscv_vadd(k, int(Info::exponent_bias), vl), int(Info::mantissa_bits), vl)));
}

// exp(x) = 2^n exp(r): x = n ln(2) + r with |r| <= ln(2)/2 (Cody-Waite: r
// is exact to twice the working precision). Returns r and n; x must be
// finite and small enough for n to convert.
template <typename Packet>
EIGEN_STRONG_INLINE Packet reduce_for_exp(const Packet& x, typename rvv_packet_info<Packet>::Signed& n) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  n = __riscv_vfcvt_x(__riscv_vfmul(x, Scalar(EIGEN_LOG2E), vl), vl);
  const Packet n_real = __riscv_vfcvt_f(n, vl);
  const Packet r = __riscv_vfnmsac(x, Poly::ln2_hi(), n_real, vl);
  return __riscv_vfnmsac(r, Poly::ln2_lo(), n_real, vl);
}

// p = expm1(r) = r + r^2 q(r), with r and n from reduce_for_exp.
template <typename Packet>
EIGEN_STRONG_INLINE Packet expm1_reduced(const Packet& x, typename rvv_packet_info<Packet>::Signed& n) {
  typedef math_polynomials<typename rvv_packet_info<Packet>::Scalar> Poly;
  const size_t vl = rvv_packet_info<Packet>::lanes;
  const Packet r = reduce_for_exp(x, n);
  return __riscv_vfmadd(Poly::exp_tail(r), __riscv_vfmul(r, r, vl), r, vl);
}

// exp(r) = 1 + r (1 + r q(r)) by Horner's rule to the end (the polynomial of
// expm1_reduced, one instruction fewer than adding 1 to it).
template <typename Packet>
EIGEN_STRONG_INLINE Packet exp_reduced(const Packet& x, typename rvv_packet_info<Packet>::Signed& n) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  const Packet r = reduce_for_exp(x, n);
  const Packet one = Info::splat(Scalar(1));
  return __riscv_vfmadd(__riscv_vfmadd(Poly::exp_tail(r), r, one, vl), r, one, vl);
}

// v 2^n for v in [0.5, 2) and n from about -(max_exponent + digits) to max_exponent + 1, as two exact factors so that
// a denormal result is rounded once and overflow gives Inf: v 2^(n/2), by adding n/2 to v's exponent field (the
// result stays normal), and 2^(n - n/2).
template <typename Packet>
EIGEN_STRONG_INLINE void power_of_two_factors(const Packet& v, const typename rvv_packet_info<Packet>::Signed& n,
                                              Packet& v_half_scaled, Packet& other_half) {
  typedef rvv_packet_info<Packet> Info;
  const size_t vl = Info::lanes;
  const typename Info::Signed half_n = __riscv_vsra(n, 1, vl);
  v_half_scaled = Info::from_unsigned(
      __riscv_vadd(Info::as_unsigned(v), Info::from_signed(__riscv_vsll(half_n, int(Info::mantissa_bits), vl)), vl));
  other_half = power_of_two<Packet>(__riscv_vsub(n, half_n, vl));
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet scale_by_power_of_two(const Packet& v, const typename rvv_packet_info<Packet>::Signed& n) {
  Packet v_half_scaled, other_half;
  power_of_two_factors(v, n, v_half_scaled, other_half);
  return __riscv_vfmul(v_half_scaled, other_half, rvv_packet_info<Packet>::lanes);
}

// Where exp(x) overflows to Inf (above) or rounds to 0 (below).
template <typename Scalar>
EIGEN_STRONG_INLINE Scalar exp_upper_limit() {
  return Scalar(std::numeric_limits<Scalar>::max_exponent + 1) * Scalar(EIGEN_LN2);
}
template <typename Scalar>
EIGEN_STRONG_INLINE Scalar exp_lower_limit() {
  return -Scalar(std::numeric_limits<Scalar>::max_exponent + std::numeric_limits<Scalar>::digits + 1) *
         Scalar(EIGEN_LN2);
}

template <typename Packet>
EIGEN_STRONG_INLINE Packet exp(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  const size_t vl = Info::lanes;
  const Packet clamped = __riscv_vfmin(__riscv_vfmax(x, exp_lower_limit<Scalar>(), vl), exp_upper_limit<Scalar>(), vl);
  typename Info::Signed n;
  const Packet exp_r = exp_reduced(clamped, n);
  // The clamp turned NaN into a number: the last multiplication gives it
  // back (x itself where x is NaN).
  Packet exp_r_half_scaled, other_half;
  power_of_two_factors(exp_r, n, exp_r_half_scaled, other_half);
  return __riscv_vfmul_mu(__riscv_vmfeq(x, x, vl), x, exp_r_half_scaled, other_half, vl);
}

// expm1(x) = 2^n (1 + p) - 1 with p = expm1(r) = r + r^2 q(r), evaluated as
// one fused 2^n p + (2^n - 1) (2^n - 1 is exact where it matters). expm1
// keeps the sign of x, which also gives expm1(-0) = -0.
template <typename Packet>
EIGEN_STRONG_INLINE Packet expm1(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  const size_t vl = Info::lanes;
  // Past this expm1 overflows; it keeps n <= max_exponent.
  const Scalar upper = (Scalar(std::numeric_limits<Scalar>::max_exponent) + Scalar(0.25)) * Scalar(EIGEN_LN2);
  // Below this, expm1(x) rounds to -1.
  const Scalar lower = -Scalar(std::numeric_limits<Scalar>::digits + 3) * Scalar(EIGEN_LN2);
  const Packet clamped = __riscv_vfmin(__riscv_vfmax(x, lower, vl), upper, vl);
  typename Info::Signed n;
  const Packet p = expm1_reduced(clamped, n);
  // n can reach max_exponent, where 2^n overflows: scale by 2^(n - 1) and
  // double afterwards (the -1 is far below the result's precision there).
  // Masked, since 2^(n - 1) everywhere would lose expm1(denormal) = denormal.
  const typename Info::Mask at_overflow = __riscv_vmsge(n, std::numeric_limits<Scalar>::max_exponent, vl);
  const typename Info::Signed n_used = __riscv_vsub_mu(at_overflow, n, n, 1, vl);
  const Packet scale = power_of_two<Packet>(n_used);
  Packet result = __riscv_vfmadd(p, scale, __riscv_vfsub(scale, Scalar(1), vl), vl);
  result = __riscv_vfmul_mu(at_overflow, result, result, Scalar(2), vl);
  result = __riscv_vfsgnj(result, x, vl);
  return __riscv_vmerge(result, x, is_nan(x), vl);
}

// log(2^k (1 + f)) + correction for f in [sqrt(1/2) - 1, sqrt(2) - 1]:
// log(1 + f) = 2 atanh(s), s = f / (2 + f), written as
// f - (f^2/2 - s (f^2/2 + R(s^2))) so that the largest term is added last.
template <typename Packet>
EIGEN_STRONG_INLINE Packet log_of_reduced(const Packet& f, const Packet& k, const Packet& correction) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  const Packet s = __riscv_vfdiv(f, __riscv_vfadd(f, Scalar(2), vl), vl);
  const Packet z = __riscv_vfmul(s, s, vl);
  const Packet tail = __riscv_vfmul(Poly::log_tail(z), z, vl);
  const Packet half_f_squared = __riscv_vfmul(__riscv_vfmul(f, f, vl), Scalar(0.5), vl);
  const Packet small_terms =
      __riscv_vfmadd(__riscv_vfadd(half_f_squared, tail, vl), s, __riscv_vfmacc(correction, Poly::ln2_lo(), k, vl), vl);
  const Packet without_f = __riscv_vfsub(half_f_squared, small_terms, vl);
  // k ln2_hi - (without_f - f)
  return __riscv_vfmsac(__riscv_vfsub(without_f, f, vl), Poly::ln2_hi(), k, vl);
}

// Splits a positive x (denormals included) into 2^k m, m in [sqrt(1/2), sqrt(2)):
// subtracting the bits of sqrt(1/2) moves the exponent boundary there.
template <typename Packet>
EIGEN_STRONG_INLINE Packet split_for_log(const Packet& x, Packet& k) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef typename Info::UnsignedScalar Bits;
  const size_t vl = Info::lanes;
  const int mantissa_bits = Info::mantissa_bits;
  const typename Info::Mask is_denormal = __riscv_vmflt(x, (std::numeric_limits<Scalar>::min)(), vl);
  // x times 1 or 2^(mantissa_bits + 1): a masked multiply instead would make
  // clang switch the mask policy on every packet.
  const Packet normalized = __riscv_vfmul(
      x, __riscv_vfmerge(Info::splat(Scalar(1)), Scalar(Bits(1) << (mantissa_bits + 1)), is_denormal, vl), vl);
  const Scalar sqrt_half = Scalar(0.707106781186547524400844362104849039L);
  Bits sqrt_half_bits;
  std::memcpy(&sqrt_half_bits, &sqrt_half, sizeof(sqrt_half));
  const typename Info::Unsigned shifted = __riscv_vsub(Info::as_unsigned(normalized), sqrt_half_bits, vl);
  typename Info::Signed exponent = __riscv_vsra(Info::as_signed(shifted), mantissa_bits, vl);
  exponent = __riscv_vmerge(exponent, __riscv_vsub(exponent, mantissa_bits + 1, vl), is_denormal, vl);
  k = __riscv_vfcvt_f(exponent, vl);
  const Bits mantissa_mask = (Bits(1) << mantissa_bits) - 1;
  return Info::from_unsigned(__riscv_vadd(__riscv_vand(shifted, mantissa_mask, vl), sqrt_half_bits, vl));
}

// The edges of log's domain, shifted to `edge` (log: 0, log1p: -1): NaN below, -Inf at the edge, +Inf and NaN
// unchanged. Branch-free, as the other special-value fix-ups (DESIGN.md, "Descriptors and binders").
template <typename Packet>
EIGEN_STRONG_INLINE Packet log_domain_edges(const Packet& result, const Packet& x,
                                            typename rvv_packet_info<Packet>::Scalar edge) {
  typedef rvv_packet_info<Packet> Info;
  typedef std::numeric_limits<typename Info::Scalar> Limits;
  const size_t vl = Info::lanes;
  Packet fixed = __riscv_vfmerge(result, -Limits::infinity(), __riscv_vmfeq(x, edge, vl), vl);
  fixed = __riscv_vfmerge(fixed, Limits::quiet_NaN(), __riscv_vmflt(x, edge, vl), vl);
  const typename Info::Mask inf_or_nan = __riscv_vmor(__riscv_vmfeq(x, Limits::infinity(), vl), is_nan(x), vl);
  return __riscv_vmerge(fixed, x, inf_or_nan, vl);
}

// log(x): NaN below 0, -Inf at +-0, +Inf at +Inf.
template <typename Packet>
EIGEN_STRONG_INLINE Packet log(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  const size_t vl = Info::lanes;
  Packet k;
  const Packet m = split_for_log(x, k);
  const Packet result = log_of_reduced<Packet>(__riscv_vfsub(m, Scalar(1), vl), k, Info::splat(Scalar(0)));
  return log_domain_edges(result, x, Scalar(0));
}

// log1p(x) = log(u) + c / u, u = 1 + x rounded and c = (1 + x) - u its
// rounding error (exact). log1p keeps the sign of x (log1p(-0) = -0).
template <typename Packet>
EIGEN_STRONG_INLINE Packet log1p(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  const size_t vl = Info::lanes;
  const Packet u = __riscv_vfadd(x, Scalar(1), vl);
  const Packet c = __riscv_vfsub(x, __riscv_vfsub(u, Scalar(1), vl), vl);
  // c / u, 0 where c = 0 (also at x = -1, where u = 0).
  const Packet correction = __riscv_vfmerge(__riscv_vfdiv(c, u, vl), Scalar(0), __riscv_vmfeq(c, Scalar(0), vl), vl);
  Packet k;
  const Packet m = split_for_log<Packet>(u, k);
  const Packet result = __riscv_vfsgnj(log_of_reduced<Packet>(__riscv_vfsub(m, Scalar(1), vl), k, correction), x, vl);
  return log_domain_edges(result, x, Scalar(-1));
}

// tanh(x): x + x^3 P(x^2) below |x| = 0.55, else 1 - 2 / (exp(2|x|) + 1) (exact subtraction: the quotient is at most
// 1/2), with the sign of x. |x| is clamped where tanh rounds to 1, so that exp needs one scaling step; NaN takes the
// polynomial, which keeps it.
template <typename Packet>
EIGEN_STRONG_INLINE Packet tanh(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  const Packet a = __riscv_vfabs(x, vl);
  const Packet x_squared = __riscv_vfmul(x, x, vl);
  const Packet small = __riscv_vfmadd(Poly::tanh_tail(x_squared), __riscv_vfmul(x_squared, x, vl), x, vl);
  // 1 - tanh(x) < 2^-(digits + 1) from here on.
  const Scalar saturation = Scalar(std::numeric_limits<Scalar>::digits + 3) * Scalar(EIGEN_LN2 / 2);
  const Packet clamped = __riscv_vfmin(a, saturation, vl);
  typename Info::Signed n;
  const Packet exp_r = exp_reduced<Packet>(__riscv_vfadd(clamped, clamped, vl), n);
  const Packet e = __riscv_vfmul(exp_r, power_of_two<Packet>(n), vl);
  const Packet large = __riscv_vfrsub(__riscv_vfrdiv(__riscv_vfadd(e, Scalar(1), vl), Scalar(2), vl), Scalar(1), vl);
  // tanh keeps the sign of x (also of -0).
  return __riscv_vfsgnj(__riscv_vmerge(small, large, __riscv_vmfge(a, Scalar(0.55), vl), vl), x, vl);
}

#if EIGEN_RVV_BASE >= 50
// Base: Eigen 5's exp2 (a packet function 3.4 does not have), as its other
// backends compute it: exp of ln(2) x as a double-word product.
template <typename Packet>
EIGEN_STRONG_INLINE Packet exp2(const Packet& x) {
  return generic_exp2(x);
}

// Base: Eigen 5's fast float tanh (ptanh_float, its EIGEN_FAST_MATH path on
// every backend) on our packets, NaN kept (its clamp would turn NaN into +-1).
template <typename Packet>
EIGEN_STRONG_INLINE Packet fast_tanh(const Packet& x) {
  const size_t vl = rvv_packet_info<Packet>::lanes;
  return __riscv_vmerge(x, raw(ptanh_float(x)), __riscv_vmfeq(x, x, vl), vl);
}
#else
// Upstream's fast float tanh (generic_fast_tanh_float, Eigen 3.4's EIGEN_FAST_MATH path on every backend): its clamp,
// fit and evaluation order, so the bits are upstream's, with the clamp and the small-|x| test on |x| (no min/max
// merges, no mask-to-lanes round trip). NaN, +-0 and |x| < 0.0004 return x.
template <typename Packet>
EIGEN_STRONG_INLINE Packet fast_tanh(const Packet& x) {
  const size_t vl = rvv_packet_info<Packet>::lanes;
  const Packet a = __riscv_vfabs(x, vl);
  const typename rvv_packet_info<Packet>::Mask rational = __riscv_vmfge(a, 0.0004f, vl);
  const Packet c = __riscv_vfsgnj(__riscv_vfmin(a, 7.99881172180175781f, vl), x, vl);
  const Packet c2 = __riscv_vfmul(c, c, vl);
  Packet p = __riscv_vfmadd(c2, rvv_packet_info<Packet>::splat(-2.76076847742355e-16f),
                            rvv_packet_info<Packet>::splat(2.00018790482477e-13f), vl);
  p = __riscv_vfmadd(p, c2, rvv_packet_info<Packet>::splat(-8.60467152213735e-11f), vl);
  p = __riscv_vfmadd(p, c2, rvv_packet_info<Packet>::splat(5.12229709037114e-08f), vl);
  p = __riscv_vfmadd(p, c2, rvv_packet_info<Packet>::splat(1.48572235717979e-05f), vl);
  p = __riscv_vfmadd(p, c2, rvv_packet_info<Packet>::splat(6.37261928875436e-04f), vl);
  p = __riscv_vfmadd(p, c2, rvv_packet_info<Packet>::splat(4.89352455891786e-03f), vl);
  p = __riscv_vfmul(p, c, vl);
  Packet q = __riscv_vfmadd(c2, rvv_packet_info<Packet>::splat(1.19825839466702e-06f),
                            rvv_packet_info<Packet>::splat(1.18534705686654e-04f), vl);
  q = __riscv_vfmadd(q, c2, rvv_packet_info<Packet>::splat(2.26843463243900e-03f), vl);
  q = __riscv_vfmadd(q, c2, rvv_packet_info<Packet>::splat(4.89352518554385e-03f), vl);
  return __riscv_vmerge(x, __riscv_vfdiv(p, q, vl), rational, vl);
}
#endif

// ptanh follows Eigen's EIGEN_FAST_MATH contract: with it (Eigen's default)
// float takes the fast fit above, as on every upstream backend; without it,
// and for double, the accurate tanh.
template <typename Packet>
EIGEN_STRONG_INLINE Packet tanh_per_fast_math(const Packet& x, std::true_type /* fast float */) {
  return fast_tanh(x);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet tanh_per_fast_math(const Packet& x, std::false_type) {
  return tanh(x);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet tanh_per_fast_math(const Packet& x) {
  enum { fast = EIGEN_FAST_MATH && std::is_same<typename rvv_packet_info<Packet>::Scalar, float>::value };
  return tanh_per_fast_math(x, std::integral_constant<bool, bool(fast)>());
}

// logistic(x) = 1 / (1 + exp(-x)) = exp(x) / (1 + exp(x)): with e = exp(-|x|)
// (never overflows), 1 / (1 + e) for x >= 0 and e / (1 + e) below, so that
// the result keeps its relative accuracy down to the denormals.
template <typename Packet>
EIGEN_STRONG_INLINE Packet logistic(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  const size_t vl = Info::lanes;
  const Packet minus_a = __riscv_vfmax(__riscv_vfneg(__riscv_vfabs(x, vl), vl), exp_lower_limit<Scalar>(), vl);
  typename Info::Signed n;
  const Packet exp_r = exp_reduced(minus_a, n);
  const Packet e = scale_by_power_of_two(exp_r, n);
  const Packet numerator = __riscv_vfmerge(e, Scalar(1), __riscv_vmfge(x, Scalar(0), vl), vl);
  const Packet result = __riscv_vfdiv(numerator, __riscv_vfadd(e, Scalar(1), vl), vl);
  // The clamp turned NaN into a number: give it back.
  return __riscv_vmerge(result, x, is_nan(x), vl);
}

// erf(x): x + x P(x^2) below |x| = 1; above, 1 - exp(-x^2) Q(|x|) with x^2
// split into two exact parts (exp(-hi - lo) = exp(-hi) (1 - lo)) and Q a
// fit of erfc(x) exp(x^2). erf keeps the sign of x.
template <typename Packet>
EIGEN_STRONG_INLINE Packet erf(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  const Packet a = __riscv_vfabs(x, vl);
  const Packet small = __riscv_vfmadd(Poly::template erf_tail<Packet>(__riscv_vfmul(x, x, vl)), x, x, vl);
  const Packet clamped = __riscv_vfmin(a, Poly::erf_saturation(), vl);
  const Packet square_hi = __riscv_vfmul(clamped, clamped, vl);
  const Packet square_lo = __riscv_vfmsub(clamped, clamped, square_hi, vl);
  // -x^2 >= -erf_saturation^2: exp needs no clamp and one scaling step.
  typename Info::Signed n;
  const Packet exp_r = exp_reduced<Packet>(__riscv_vfneg(square_hi, vl), n);
  const Packet exp_hi = __riscv_vfmul(exp_r, power_of_two<Packet>(n), vl);
  const Packet exp_square = __riscv_vfnmsac(exp_hi, exp_hi, square_lo, vl);
  const Packet erfc = __riscv_vfmul(
      exp_square, Poly::template erfc_scaled<Packet>(__riscv_vfsub(clamped, Poly::erfc_center(), vl)), vl);
  const Packet large = __riscv_vfsgnj(__riscv_vfrsub(erfc, Scalar(1), vl), x, vl);
  const Packet result = __riscv_vmerge(large, small, __riscv_vmflt(a, Scalar(1), vl), vl);
  return __riscv_vmerge(result, x, is_nan(x), vl);
}

// The trigonometric functions reduce |x| = n pi/2 + r, |r| <= pi/4, by Cody-Waite with pi/2 in three parts (r accurate
// to the working precision for |x| below trig_vector_limit). Lanes beyond the limit or infinite (rare) are computed by
// the C library.
template <typename Scalar>
EIGEN_STRONG_INLINE Scalar trig_vector_limit() {
  return Scalar(1e5);
}

template <typename Packet>
EIGEN_STRONG_INLINE void reduce_for_trig(const Packet& a, typename rvv_packet_info<Packet>::Signed& quadrant,
                                         Packet& sin_r, Packet& cos_r) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  quadrant = __riscv_vfcvt_x(__riscv_vfmul(a, Scalar(2 / EIGEN_PI), vl), vl);
  const Packet n = __riscv_vfcvt_f(quadrant, vl);
  Packet r = __riscv_vfnmsac(a, Poly::half_pi_1(), n, vl);
  r = __riscv_vfnmsac(r, Poly::half_pi_2(), n, vl);
  r = __riscv_vfnmsac(r, Poly::half_pi_3(), n, vl);
  const Packet z = __riscv_vfmul(r, r, vl);
  sin_r = __riscv_vfmadd(Poly::sin_tail(z), __riscv_vfmul(z, r, vl), r, vl);
  // 1 + z (-1/2 + z C(z))
  const Packet inner = __riscv_vfmadd(Poly::cos_tail(z), z, Info::splat(Scalar(-0.5)), vl);
  cos_r = __riscv_vfmadd(inner, z, Info::splat(Scalar(1)), vl);
}

// Lanes of `x` set in `mask` replaced by scalar_function(x).
template <typename Packet, typename ScalarFunction>
EIGEN_DONT_INLINE Packet apply_scalar_on_lanes(const Packet& result, const Packet& x,
                                               typename rvv_packet_info<Packet>::Mask mask,
                                               ScalarFunction scalar_function) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  Scalar values[Info::lanes], results[Info::lanes];
  numext::uint8_t selected[Info::lanes / 8 + 1];
  Info::store(values, x);
  Info::store(results, result);
  __riscv_vsm(selected, mask, Info::lanes);
  for (int i = 0; i < int(Info::lanes); ++i) {
    if ((selected[i / 8] >> (i % 8)) & 1) results[i] = scalar_function(values[i]);
  }
  return Info::load(results, Info::lanes);
}

enum class rvv_trig_function { sin, cos, tan };
// sin(x) = sign(x) sin|x| (quadrant n of |x|: sin r, cos r, -sin r, -cos r); cos(x) = cos|x|, the same with
// n + 1; tan(x) = sign(x) tan|x| (sin r / cos r in even quadrants, -cos r / sin r in odd ones).
template <typename Packet, rvv_trig_function Function>
EIGEN_STRONG_INLINE Packet sin_cos_or_tan(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef typename Info::UnsignedScalar Bits;
  const size_t vl = Info::lanes;
  const Packet a = __riscv_vfabs(x, vl);
  typename Info::Signed quadrant;
  Packet sin_r, cos_r;
  reduce_for_trig(a, quadrant, sin_r, cos_r);
  const bool is_cos = Function == rvv_trig_function::cos, is_tan = Function == rvv_trig_function::tan;
  const typename Info::Unsigned n = Info::from_signed(is_cos ? __riscv_vadd(quadrant, 1, vl) : quadrant);
  const typename Info::Mask odd = __riscv_vmsne(__riscv_vand(n, Bits(1), vl), Bits(0), vl);
  const Bits sign_bit = Bits(Bits(1) << (8 * sizeof(Scalar) - 1));
  const typename Info::Unsigned sign_of_x = __riscv_vand(Info::as_unsigned(x), sign_bit, vl);
  Packet value;
  typename Info::Unsigned sign;
  if (is_tan) {
    const Packet numerator = __riscv_vmerge(sin_r, __riscv_vfneg(cos_r, vl), odd, vl);
    value = __riscv_vfdiv(numerator, __riscv_vmerge(cos_r, sin_r, odd, vl), vl);
    sign = sign_of_x;
  } else {
    value = __riscv_vmerge(sin_r, cos_r, odd, vl);
    sign = __riscv_vsll(__riscv_vand(n, Bits(2), vl), int(8 * sizeof(Scalar)) - 2, vl);  // bit 1 of n
    if (!is_cos) sign = __riscv_vxor(sign, sign_of_x, vl);
  }
  const Packet result = Info::from_unsigned(__riscv_vxor(Info::as_unsigned(value), sign, vl));
  const typename Info::Mask beyond = __riscv_vmfge(a, trig_vector_limit<Scalar>(), vl);
  if (EIGEN_PREDICT_FALSE(__riscv_vfirst(beyond, vl) >= 0)) {
    return apply_scalar_on_lanes(result, x, beyond, [](Scalar v) {
      return Function == rvv_trig_function::tan   ? std::tan(v)
             : Function == rvv_trig_function::cos ? std::cos(v)
                                                  : std::sin(v);
    });
  }
  return result;
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet sin(const Packet& x) {
  return sin_cos_or_tan<Packet, rvv_trig_function::sin>(x);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet cos(const Packet& x) {
  return sin_cos_or_tan<Packet, rvv_trig_function::cos>(x);
}
template <typename Packet>
EIGEN_STRONG_INLINE Packet tan(const Packet& x) {
  return sin_cos_or_tan<Packet, rvv_trig_function::tan>(x);
}

// atan(x) = sign(x) (base + atan(u)) with |u| <= tan(pi/8): base 0 and u = |x| up to |x| = tan(pi/8), base pi/4 and
// u = (|x| - 1) / (|x| + 1) up to tan(3pi/8), base pi/2 and u = -1 / |x| above.
template <typename Packet>
EIGEN_STRONG_INLINE Packet atan(const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  const Packet a = __riscv_vfabs(x, vl);
  const typename Info::Mask above_eighth = __riscv_vmfgt(a, Scalar(0.41421356237309504880L), vl);
  const typename Info::Mask above_three_eighths = __riscv_vmfgt(a, Scalar(2.41421356237309504880L), vl);
  Packet numerator = __riscv_vmerge(a, __riscv_vfsub(a, Scalar(1), vl), above_eighth, vl);
  numerator = __riscv_vfmerge(numerator, Scalar(-1), above_three_eighths, vl);
  Packet denominator = __riscv_vmerge(Info::splat(Scalar(1)), __riscv_vfadd(a, Scalar(1), vl), above_eighth, vl);
  denominator = __riscv_vmerge(denominator, a, above_three_eighths, vl);
  const Packet u = __riscv_vfdiv(numerator, denominator, vl);
  Packet base_hi = __riscv_vfmerge(Info::splat(Scalar(0)), Poly::quarter_pi_hi(), above_eighth, vl);
  base_hi = __riscv_vfmerge(base_hi, Scalar(2) * Poly::quarter_pi_hi(), above_three_eighths, vl);
  Packet base_lo = __riscv_vfmerge(Info::splat(Scalar(0)), Poly::quarter_pi_lo(), above_eighth, vl);
  base_lo = __riscv_vfmerge(base_lo, Scalar(2) * Poly::quarter_pi_lo(), above_three_eighths, vl);
  const Packet z = __riscv_vfmul(u, u, vl);
  const Packet tail = __riscv_vfmadd(Poly::atan_tail(z), __riscv_vfmul(z, u, vl), base_lo, vl);
  const Packet result = __riscv_vfadd(base_hi, __riscv_vfadd(u, tail, vl), vl);
  return __riscv_vmerge(__riscv_vfsgnj(result, x, vl), x, is_nan(x), vl);
}

// atan2(y, x) with C99's special values (F.10.1.4): atan of the smaller over the larger magnitude, placed in its octant
// (pi/2 - t above the diagonal, pi - t for x with the sign bit), with the sign of y. Both parts zero or both infinite
// give 0 or pi/4 before placement; a NaN part gives NaN.
template <typename Packet>
EIGEN_STRONG_INLINE Packet atan2(const Packet& y, const Packet& x) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  const Packet ax = __riscv_vfabs(x, vl), ay = __riscv_vfabs(y, vl);
  const Packet larger = __riscv_vfmax(ax, ay, vl), smaller = __riscv_vfmin(ax, ay, vl);
  Packet ratio = __riscv_vfdiv(smaller, larger, vl);
  ratio = __riscv_vfmerge(ratio, Scalar(0), __riscv_vmfeq(larger, Scalar(0), vl), vl);
  ratio = __riscv_vfmerge(ratio, Scalar(1), __riscv_vmfeq(smaller, NumTraits<Scalar>::infinity(), vl), vl);

  const Packet t = atan<Packet>(ratio);
  // pi/2 - t and pi - t, each from a constant split in two parts.
  Packet angle = __riscv_vmerge(
      t, __riscv_vfadd(__riscv_vfrsub(t, Scalar(2) * Poly::quarter_pi_hi(), vl), Scalar(2) * Poly::quarter_pi_lo(), vl),
      __riscv_vmfgt(ay, ax, vl), vl);
  const typename Info::Mask x_sign = __riscv_vmslt(Info::as_signed(Info::as_unsigned(x)), 0, vl);
  angle = __riscv_vmerge(angle,
                         __riscv_vfadd(__riscv_vfrsub(angle, Scalar(4) * Poly::quarter_pi_hi(), vl),
                                       Scalar(4) * Poly::quarter_pi_lo(), vl),
                         x_sign, vl);
  const Packet result = __riscv_vfsgnj(angle, y, vl);
  return __riscv_vmerge(result, __riscv_vfadd(x, y, vl), __riscv_vmor(is_nan(x), is_nan(y), vl), vl);
}

// Eigen's generic_pow, with the sign of its zero and infinite results fixed:
// for x = -0 or -Inf and y an odd integer, pow is -0 or -Inf (C99 F.10.4.4);
// Eigen 3.4.0 returns +0 and +Inf there. Used for the special lanes of pow.
template <typename Packet>
EIGEN_STRONG_INLINE Packet pow_special_values(const Packet& x, const Packet& y) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  const size_t vl = Info::lanes;
  const Packet result = generic_pow(x, y);
  const Packet half_y = __riscv_vfmul(y, Scalar(0.5), vl);
  const typename Info::Mask odd_integer =
      __riscv_vmand(__riscv_vmfeq(pfloor(y), y, vl), __riscv_vmfne(pfloor(half_y), half_y, vl), vl);
  const typename Info::Mask zero_or_infinite =
      __riscv_vmor(__riscv_vmfeq(x, Scalar(0), vl),
                   __riscv_vmfeq(__riscv_vfabs(x, vl), std::numeric_limits<Scalar>::infinity(), vl), vl);
  return __riscv_vfsgnj_mu(__riscv_vmand(odd_integer, zero_or_infinite, vl), result, result, x, vl);
}

// hi + lo = a + b exactly, for |a| >= |b| (or a = 0).
template <typename Packet>
EIGEN_STRONG_INLINE void fast_two_sum(const Packet& a, const Packet& b, Packet& hi, Packet& lo) {
  const size_t vl = rvv_packet_info<Packet>::lanes;
  hi = __riscv_vfadd(a, b, vl);
  lo = __riscv_vfsub(b, __riscv_vfsub(hi, a, vl), vl);
}

// hi + lo = a + b exactly, any magnitudes.
template <typename Packet>
EIGEN_STRONG_INLINE void two_sum(const Packet& a, const Packet& b, Packet& hi, Packet& lo) {
  const size_t vl = rvv_packet_info<Packet>::lanes;
  hi = __riscv_vfadd(a, b, vl);
  const Packet b_part = __riscv_vfsub(hi, a, vl);
  const Packet a_part = __riscv_vfsub(hi, b_part, vl);
  lo = __riscv_vfadd(__riscv_vfsub(a, a_part, vl), __riscv_vfsub(b, b_part, vl), vl);
}

// log(a) = hi + lo for finite a > 0 (denormals included), to about 2^-64 relative in double (2^-35 in float): log()'s
// reduction with every rounding error of the leading terms carried in lo. With s = f / (2 + f): log(1 + f) = 2 s +
// c3 s^3 + s^5 Q(s^2), 2 s = 2 (s_hi + s_lo) exactly.
template <typename Packet>
EIGEN_STRONG_INLINE void log_double_word(const Packet& a, Packet& hi, Packet& lo) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  Packet k;
  const Packet m = split_for_log<Packet>(a, k);
  const Packet f = __riscv_vfsub(m, Scalar(1), vl);  // exact
  const Packet d = __riscv_vfadd(f, Scalar(2), vl);
  const Packet d_lo = __riscv_vfadd(__riscv_vfrsub(d, Scalar(2), vl), f, vl);  // (2 + f) - d, exact
  const Packet s = __riscv_vfdiv(f, d, vl);
  // s_lo = (f - s (d + d_lo)) / d; f - s d is exact.
  const Packet residual = __riscv_vfnmsac(__riscv_vfnmsac(f, s, d, vl), s, d_lo, vl);
  const Packet s_lo = __riscv_vfdiv(residual, d, vl);
  // s^3 = cube + cube_lo.
  const Packet z = __riscv_vfmul(s, s, vl);
  const Packet z_lo = __riscv_vfmsub(s, s, z, vl);
  const Packet cube = __riscv_vfmul(s, z, vl);
  const Packet cube_lo = __riscv_vfmacc(__riscv_vfmsub(s, z, cube, vl), s, z_lo, vl);
  // c3 s^3 = t + t_lo.
  const Scalar c3 = Poly::pow_log_cube();
  const Packet t = __riscv_vfmul(cube, c3, vl);
  const Packet t_lo = __riscv_vfmacc(__riscv_vfmsub(cube, c3, t, vl), c3, cube_lo, vl);
  const Packet tail = __riscv_vfmul(__riscv_vfmul(cube, z, vl), Poly::pow_log_tail(z), vl);
  Packet sum_hi, sum_lo;
  fast_two_sum<Packet>(__riscv_vfadd(s, s, vl), t, sum_hi, sum_lo);
  // The small terms, s_lo's with the derivative 2 / (1 - s^2) ~ 2 (1 + z).
  Packet small = __riscv_vfadd(__riscv_vfadd(sum_lo, t_lo, vl), tail, vl);
  small = __riscv_vfmacc(small, __riscv_vfadd(s_lo, s_lo, vl), __riscv_vfadd(z, Scalar(1), vl), vl);
  // k ln(2) = k_ln2 + k_ln2_lo.
  const Packet k_ln2 = __riscv_vfmul(k, Poly::ln2_hi(), vl);
  const Packet k_ln2_lo = __riscv_vfmacc(__riscv_vfmsub(k, Poly::ln2_hi(), k_ln2, vl), Poly::ln2_lo(), k, vl);
  Packet total, total_lo;
  two_sum(k_ln2, sum_hi, total, total_lo);
  fast_two_sum<Packet>(total, __riscv_vfadd(__riscv_vfadd(total_lo, k_ln2_lo, vl), small, vl), hi, lo);
}

// pow(x, y) = 2^n exp(r) for finite nonzero x and finite y, y log|x| in double-word arithmetic so that its rounding
// stays below the result's precision up to the overflow threshold; x's sign for odd integer y, NaN for negative x and
// non-integral y. Lanes with zero, infinite or NaN operands (rare) take pow_special_values.
template <typename Packet>
EIGEN_STRONG_INLINE Packet pow(const Packet& x, const Packet& y) {
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Scalar Scalar;
  typedef std::numeric_limits<Scalar> Limits;
  typedef math_polynomials<Scalar> Poly;
  const size_t vl = Info::lanes;
  const Packet a = __riscv_vfabs(x, vl);
  Packet log_hi, log_lo;
  log_double_word(a, log_hi, log_lo);
  const Packet w = __riscv_vfmul(y, log_hi, vl);
  const Packet clamped = __riscv_vfmin(__riscv_vfmax(w, exp_lower_limit<Scalar>(), vl), exp_upper_limit<Scalar>(), vl);
  // w + w_lo = y (log_hi + log_lo); meaningless (and dropped) where w was clamped.
  Packet w_lo = __riscv_vfmacc(__riscv_vfmsub(y, log_hi, w, vl), y, log_lo, vl);
  w_lo = __riscv_vfmerge(w_lo, Scalar(0), __riscv_vmfne(w, clamped, vl), vl);
  const typename Info::Signed n = __riscv_vfcvt_x(__riscv_vfmul(clamped, Scalar(EIGEN_LOG2E), vl), vl);
  const Packet n_real = __riscv_vfcvt_f(n, vl);
  const Packet r_hi = __riscv_vfnmsac(clamped, Poly::ln2_hi(), n_real, vl);  // exact
  const Packet r = __riscv_vfadd(r_hi, __riscv_vfnmsac(w_lo, Poly::ln2_lo(), n_real, vl), vl);
  const Packet p = __riscv_vfmadd(Poly::exp_tail(r), __riscv_vfmul(r, r, vl), r, vl);
  const Packet magnitude = scale_by_power_of_two<Packet>(__riscv_vfadd(p, Scalar(1), vl), n);

  const Packet floor_y = pfloor(y);
  const Packet half_y = __riscv_vfmul(y, Scalar(0.5), vl);
  const typename Info::Mask integer = __riscv_vmfeq(floor_y, y, vl);
  const typename Info::Mask odd = __riscv_vmand(integer, __riscv_vmfne(pfloor(half_y), half_y, vl), vl);
  Packet result = __riscv_vfsgnj(magnitude, __riscv_vmerge(Info::splat(Scalar(1)), x, odd, vl), vl);
  const typename Info::Mask negative_x = __riscv_vmflt(x, Scalar(0), vl);
  result = __riscv_vfmerge(result, Limits::quiet_NaN(), __riscv_vmandn(negative_x, integer, vl), vl);

  const typename Info::Mask general =
      __riscv_vmand(__riscv_vmand(__riscv_vmflt(a, Limits::infinity(), vl), __riscv_vmfne(a, Scalar(0), vl), vl),
                    __riscv_vmflt(__riscv_vfabs(y, vl), Limits::infinity(), vl), vl);
  const typename Info::Mask special = __riscv_vmnot(general, vl);
  if (EIGEN_PREDICT_FALSE(__riscv_vfirst(special, vl) >= 0)) {
    result = __riscv_vmerge(result, pow_special_values(x, y), special, vl);
  }
  return result;
}

}  // namespace rvv

// The float and double packets of every shape (Eigen's packets and the smaller ones of its half-packet chain).
#define EIGEN_RVV_AT_EACH_MATH_PACKET(ROW, ...)      \
  EIGEN_RVV_AT_EACH_LMUL(ROW, float, f, __VA_ARGS__) \
  EIGEN_RVV_AT_EACH_PART(ROW, float, f, __VA_ARGS__) \
  EIGEN_RVV_AT_EACH_LMUL(ROW, double, d, __VA_ARGS__) EIGEN_RVV_AT_EACH_PART(ROW, double, d, __VA_ARGS__)
#define EIGEN_RVV_BIND_UNARY_MATH(SCALAR, SUFFIX, FUNCTION, IMPLEMENTATION, SHAPE)                \
  template <>                                                                                     \
  EIGEN_STRONG_INLINE EIGEN_UNUSED PacketX##SUFFIX##_##SHAPE FUNCTION<PacketX##SUFFIX##_##SHAPE>( \
      const PacketX##SUFFIX##_##SHAPE& x) {                                                       \
    return rvv::IMPLEMENTATION(x);                                                                \
  }
#define EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, CAPABILITY) \
  EIGEN_RVV_AT_EACH_MATH_PACKET(EIGEN_RVV_BIND_UNARY_MATH, FUNCTION, IMPLEMENTATION)
#include "MathFunctionTable.h"

// Eigen's functors whose packetOp is a member template: specialized for these packets. Upstream's
// scalar_logistic_op<float> is itself an explicit specialization (DESIGN.md, "Descriptors and binders"), so its
// member takes one template<> less. pow: see rvv::pow.
#define EIGEN_RVV_LOGISTIC_TEMPLATE_float
#define EIGEN_RVV_LOGISTIC_TEMPLATE_double template <>
#define EIGEN_RVV_LOGISTIC_OF_float scalar_logistic_op<float>
#define EIGEN_RVV_LOGISTIC_OF_double EIGEN_RVV_LOGISTIC_FUNCTOR(double)
#define EIGEN_RVV_BIND_FUNCTORS(SCALAR, SUFFIX, UNUSED, SHAPE)                                                       \
  EIGEN_RVV_LOGISTIC_TEMPLATE_##SCALAR template <>                                                                   \
  EIGEN_STRONG_INLINE PacketX##SUFFIX##_##SHAPE EIGEN_RVV_LOGISTIC_OF_##SCALAR::packetOp<PacketX##SUFFIX##_##SHAPE>( \
      const PacketX##SUFFIX##_##SHAPE& x) const {                                                                    \
    return rvv::logistic(x);                                                                                         \
  }                                                                                                                  \
  template <>                                                                                                        \
  template <>                                                                                                        \
  EIGEN_STRONG_INLINE EIGEN_RVV_POW_PACKET_OP_RESULT(PacketX##SUFFIX##_##SHAPE)                                      \
      scalar_pow_op<SCALAR, SCALAR>::packetOp<PacketX##SUFFIX##_##SHAPE>(const PacketX##SUFFIX##_##SHAPE& x,         \
                                                                         const PacketX##SUFFIX##_##SHAPE& y) const { \
    return rvv::pow(x, y);                                                                                           \
  }                                                                                                                  \
  EIGEN_RVV_BIND_ATAN2(SUFFIX, SHAPE)
#if EIGEN_RVV_BASE >= 50
// Base: Eigen 5's patan2 (scalar_atan2_op, carg), by rvv::atan2.
#define EIGEN_RVV_BIND_ATAN2(SUFFIX, SHAPE)                                           \
  template <>                                                                         \
  EIGEN_STRONG_INLINE PacketX##SUFFIX##_##SHAPE patan2<PacketX##SUFFIX##_##SHAPE, 0>( \
      const PacketX##SUFFIX##_##SHAPE& y, const PacketX##SUFFIX##_##SHAPE& x) {       \
    return rvv::atan2(y, x);                                                          \
  }
#else
#define EIGEN_RVV_BIND_ATAN2(SUFFIX, SHAPE)
#endif
EIGEN_RVV_AT_EACH_MATH_PACKET(EIGEN_RVV_BIND_FUNCTORS, )
#undef EIGEN_RVV_BIND_ATAN2
#undef EIGEN_RVV_BIND_FUNCTORS
#undef EIGEN_RVV_LOGISTIC_OF_double
#undef EIGEN_RVV_LOGISTIC_OF_float
#undef EIGEN_RVV_LOGISTIC_TEMPLATE_double
#undef EIGEN_RVV_LOGISTIC_TEMPLATE_float
#undef EIGEN_RVV_BIND_UNARY_MATH
#undef EIGEN_RVV_AT_EACH_MATH_PACKET

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_MATH_FUNCTIONS_H

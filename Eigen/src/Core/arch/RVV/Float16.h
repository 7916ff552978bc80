// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// _Float16 (IEEE binary16) as an Eigen scalar type, with the compiler's arithmetic, and the std functions,
// numeric_limits and stream output where the C++ library lacks them. Included by the early stage before upstream
// MathFunctions.h, whose `using std::exp; exp(x)` sees only earlier overloads (DESIGN.md, "Packet types").

#ifndef EIGEN_RVV_FLOAT16_H
#define EIGEN_RVV_FLOAT16_H

#if !defined(__STDCPP_FLOAT16_T__)

namespace std {

template <>
class numeric_limits<_Float16> {
 public:
  static constexpr bool is_specialized = true;
  static constexpr _Float16(min)() noexcept { return _Float16(6.103515625e-05f); }  // 2^-14
  static constexpr _Float16(max)() noexcept { return _Float16(65504.0f); }
  static constexpr _Float16 lowest() noexcept { return _Float16(-65504.0f); }
  static constexpr int digits = 11;
  static constexpr int digits10 = 3;
  static constexpr int max_digits10 = 5;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr int radix = 2;
  static constexpr _Float16 epsilon() noexcept { return _Float16(0.0009765625f); }  // 2^-10
  static constexpr _Float16 round_error() noexcept { return _Float16(0.5f); }
  static constexpr int min_exponent = -13;
  static constexpr int min_exponent10 = -4;
  static constexpr int max_exponent = 16;
  static constexpr int max_exponent10 = 4;
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr bool has_signaling_NaN = true;
  static constexpr float_denorm_style has_denorm = denorm_present;
  static constexpr bool has_denorm_loss = false;
  static constexpr _Float16 infinity() noexcept { return _Float16(__builtin_huge_valf()); }
  static constexpr _Float16 quiet_NaN() noexcept { return __builtin_nanf16(""); }
  static constexpr _Float16 signaling_NaN() noexcept { return __builtin_nansf16(""); }
  static constexpr _Float16 denorm_min() noexcept { return _Float16(5.9604644775390625e-08f); }  // 2^-24
  static constexpr bool is_iec559 = true;
  static constexpr bool is_bounded = true;
  static constexpr bool is_modulo = false;
  static constexpr bool traps = false;
  static constexpr bool tinyness_before = false;
  static constexpr float_round_style round_style = round_to_nearest;
};

// Correctly rounded operations: the binary16 instructions themselves.
inline _Float16 abs(_Float16 x) { return __builtin_fabsf16(x); }
inline _Float16 fabs(_Float16 x) { return __builtin_fabsf16(x); }
inline _Float16 fma(_Float16 x, _Float16 y, _Float16 z) { return __builtin_fmaf16(x, y, z); }
inline _Float16 fmin(_Float16 x, _Float16 y) { return __builtin_fminf16(x, y); }
inline _Float16 fmax(_Float16 x, _Float16 y) { return __builtin_fmaxf16(x, y); }
inline _Float16 copysign(_Float16 x, _Float16 y) { return __builtin_copysignf16(x, y); }
#if defined(__clang__)
inline _Float16 sqrt(_Float16 x) { return __builtin_elementwise_sqrt(x); }  // __builtin_sqrtf16 calls a libm sqrtf16
#define EIGEN_RVV_FLOAT16_BUILTIN(NAME, BUILTIN) \
  inline _Float16 NAME(_Float16 x) { return BUILTIN##f16(x); }
#else
// GCC calls libm's sqrtf16, floorf16, ... for these, which glibc lacks. Through
// float they are exact (sqrt rounds twice, harmlessly: float has 2 * 11 + 2 bits).
#define EIGEN_RVV_FLOAT16_BUILTIN(NAME, BUILTIN) \
  inline _Float16 NAME(_Float16 x) { return _Float16(BUILTIN##f(float(x))); }
EIGEN_RVV_FLOAT16_BUILTIN(sqrt, __builtin_sqrt)
#endif
EIGEN_RVV_FLOAT16_BUILTIN(floor, __builtin_floor)
EIGEN_RVV_FLOAT16_BUILTIN(ceil, __builtin_ceil)
EIGEN_RVV_FLOAT16_BUILTIN(trunc, __builtin_trunc)
EIGEN_RVV_FLOAT16_BUILTIN(round, __builtin_round)
EIGEN_RVV_FLOAT16_BUILTIN(rint, __builtin_rint)
EIGEN_RVV_FLOAT16_BUILTIN(nearbyint, __builtin_rint)
#undef EIGEN_RVV_FLOAT16_BUILTIN
inline bool(isnan)(_Float16 x) { return __builtin_isnan(x); }
inline bool(isinf)(_Float16 x) { return __builtin_isinf(x); }
inline bool(isfinite)(_Float16 x) { return __builtin_isfinite(x); }
inline bool isnormal(_Float16 x) { return __builtin_isnormal(x); }
inline bool signbit(_Float16 x) { return __builtin_signbit(x); }
inline int fpclassify(_Float16 x) {
  return __builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x);
}

// Exact in float: the binary16 result of these is the float result rounded once.
inline _Float16 ldexp(_Float16 x, int exponent) {
  // Beyond +-64 every binary16 value has over- or underflowed; the clamp keeps the float exact.
  return _Float16(std::ldexp(float(x), exponent < -64 ? -64 : (exponent > 64 ? 64 : exponent)));
}
inline _Float16 frexp(_Float16 x, int* exponent) { return _Float16(std::frexp(float(x), exponent)); }
inline _Float16 fmod(_Float16 x, _Float16 y) { return _Float16(std::fmod(float(x), float(y))); }

// The next representable binary16 value after x in the direction of y.
inline _Float16 nextafter(_Float16 x, _Float16 y) {
  if (__builtin_isnan(x) || __builtin_isnan(y)) return x + y;
  if (x == y) return y;
  unsigned short bits;
  __builtin_memcpy(&bits, &x, sizeof(bits));
  if (x == _Float16(0)) {
    bits = (y > x) ? 0x0001 : 0x8001;
  } else if ((x < y) == (x > _Float16(0))) {
    ++bits;  // away from zero
  } else {
    --bits;  // toward zero
  }
  _Float16 result;
  __builtin_memcpy(&result, &bits, sizeof(result));
  return result;
}

// Through float: within one ULP of the exact result (the float functions of
// glibc are within a few float ULP, 2^-13 of a binary16 ULP).
#define EIGEN_RVV_FLOAT16_THROUGH_FLOAT(NAME) \
  inline _Float16 NAME(_Float16 x) { return _Float16(std::NAME(float(x))); }
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(exp)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(exp2)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(expm1)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(log)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(log2)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(log10)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(log1p)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(cbrt)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(sin)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(cos)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(tan)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(asin)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(acos)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(atan)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(sinh)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(cosh)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(tanh)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(asinh)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(acosh)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(atanh)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(erf)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(erfc)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(lgamma)
EIGEN_RVV_FLOAT16_THROUGH_FLOAT(tgamma)
#undef EIGEN_RVV_FLOAT16_THROUGH_FLOAT
inline _Float16 pow(_Float16 x, _Float16 y) { return _Float16(std::pow(float(x), float(y))); }
inline _Float16 atan2(_Float16 y, _Float16 x) { return _Float16(std::atan2(float(y), float(x))); }
inline _Float16 hypot(_Float16 x, _Float16 y) { return _Float16(std::hypot(float(x), float(y))); }

#ifndef EIGEN_NO_IO
// Printed as the float of the same value (every binary16 value is a float).
template <typename Char, typename CharTraits>
inline basic_ostream<Char, CharTraits>& operator<<(basic_ostream<Char, CharTraits>& stream, _Float16 x) {
  return stream << float(x);
}
#endif

}  // namespace std

#endif  // !__STDCPP_FLOAT16_T__

namespace Eigen {

namespace internal {
// An arithmetic type for Eigen (no initialization needed, scalar * matrix
// overloads enabled), as float.
template <>
struct is_arithmetic<_Float16> {
  enum { value = true };
};
}  // namespace internal

template <>
struct NumTraits<_Float16> : GenericNumTraits<_Float16> {
  enum { IsSigned = 1, IsInteger = 0, IsComplex = 0, RequireInitialization = 0 };
  // The precision below which Eigen's fuzzy comparisons (isApprox, ...) call
  // values equal: about ten ULP at 1, as Eigen::half's.
  EIGEN_DEVICE_FUNC EIGEN_CONSTEXPR static EIGEN_STRONG_INLINE _Float16 dummy_precision() { return _Float16(1e-2f); }
};

}  // namespace Eigen

#endif  // EIGEN_RVV_FLOAT16_H

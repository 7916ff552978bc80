// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// erf for RVV packets (the algorithm, rvv::erf, is in Core's
// arch/RVV/MathFunctions.h). Eigen 3.4's generic packet erf is a float-only
// rational fit (22 ULP near tiny x) that it also applies to double packets.

#ifndef EIGEN_RVV_SPECIAL_FUNCTIONS_H
#define EIGEN_RVV_SPECIAL_FUNCTIONS_H

namespace Eigen {

namespace internal {

template <>
EIGEN_STRONG_INLINE PacketXf perf<PacketXf>(const PacketXf& x) {
  return rvv::erf(x);
}

template <>
EIGEN_STRONG_INLINE PacketXd perf<PacketXd>(const PacketXd& x) {
  return rvv::erf(x);
}

#if defined(__riscv_zvfh)
// Half precision: the float erf on the widened halves (Half.h).
template <>
EIGEN_STRONG_INLINE PacketXf16 perf<PacketXf16>(const PacketXf16& x) {
  return rvv::through_float(x, [](const PacketXf& v) { return rvv::erf(v); });
}
template <>
EIGEN_STRONG_INLINE PacketXh perf<PacketXh>(const PacketXh& x) {
  return perf<PacketXf16>(x);
}
#endif

template <>
EIGEN_STRONG_INLINE PacketXbf perf<PacketXbf>(const PacketXbf& x) {
  return rvv::bfloat16_through_float(x, [](const PacketXf& v) { return rvv::erf(v); });
}

// Array tails: upstream's scalar float erf is the same rational fit as its
// packet one; the C library's erff is within 1 ULP. (The const return type is
// upstream's declaration, which GCC's -Wignored-qualifiers flags.)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wignored-qualifiers"
#endif
template <>
EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE std::add_const<float>::type scalar_erf_op<float>::operator()(
    const float& x) const {
  return std::erf(x);
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#if defined(__riscv_zvfh)
// binary16 array tails: upstream's generic erf is that float fit in binary16
// arithmetic; the C library's erff rounded once instead.
template <>
struct erf_impl<_Float16> {
  EIGEN_DEVICE_FUNC static EIGEN_STRONG_INLINE _Float16 run(const _Float16& x) { return _Float16(std::erf(float(x))); }
};
#endif

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_SPECIAL_FUNCTIONS_H

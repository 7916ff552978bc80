// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The elementwise math functions the tests sweep (math_accuracy, half_packet_math): Eigen's array method, its
// functor's packet capability and scalar operator(), and the C library's reference in the type R.

#ifndef EIGEN_RVV_TEST_MATH_FUNCTION_CATALOGUE_H
#define EIGEN_RVV_TEST_MATH_FUNCTION_CATALOGUE_H

#include <Eigen/Core>
#include <unsupported/Eigen/SpecialFunctions>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

namespace math_catalogue {

template <typename Scalar, typename R>
struct Entry {
  typedef Eigen::Array<Scalar, Eigen::Dynamic, 1> Array;
  std::string name;
  bool vectorized;  // the functor's PacketAccess
  std::function<void(const Array&, Array&)> eigen;
  std::function<Scalar(Scalar)> eigen_scalar;
  std::function<R(R)> reference;
};

template <typename Scalar, typename R>
std::vector<Entry<Scalar, R>> entries() {
  using namespace Eigen::internal;
  typedef Entry<Scalar, R> E;
  typedef typename E::Array Array;
  std::vector<E> list;
#define EIGEN_RVV_CATALOGUE_ENTRY(METHOD, FUNCTOR, REFERENCE)                    \
  list.push_back(E{#METHOD, bool(functor_traits<FUNCTOR<Scalar>>::PacketAccess), \
                   [](const Array& in, Array& out) { out = in.METHOD(); },       \
                   [](Scalar x) { return FUNCTOR<Scalar>()(x); }, [](R x) -> R { return REFERENCE; }})
  EIGEN_RVV_CATALOGUE_ENTRY(exp, scalar_exp_op, std::exp(x));
  EIGEN_RVV_CATALOGUE_ENTRY(expm1, scalar_expm1_op, std::expm1(x));
  EIGEN_RVV_CATALOGUE_ENTRY(log, scalar_log_op, std::log(x));
  EIGEN_RVV_CATALOGUE_ENTRY(log1p, scalar_log1p_op, std::log1p(x));
  EIGEN_RVV_CATALOGUE_ENTRY(tanh, scalar_tanh_op, std::tanh(x));
  EIGEN_RVV_CATALOGUE_ENTRY(logistic, scalar_logistic_op, 1 / (1 + std::exp(-x)));
  EIGEN_RVV_CATALOGUE_ENTRY(erf, scalar_erf_op, std::erf(x));
  EIGEN_RVV_CATALOGUE_ENTRY(sin, scalar_sin_op, std::sin(x));
  EIGEN_RVV_CATALOGUE_ENTRY(cos, scalar_cos_op, std::cos(x));
  EIGEN_RVV_CATALOGUE_ENTRY(tan, scalar_tan_op, std::tan(x));
  EIGEN_RVV_CATALOGUE_ENTRY(atan, scalar_atan_op, std::atan(x));
  EIGEN_RVV_CATALOGUE_ENTRY(sqrt, scalar_sqrt_op, std::sqrt(x));
  EIGEN_RVV_CATALOGUE_ENTRY(rsqrt, scalar_rsqrt_op, 1 / std::sqrt(x));
#undef EIGEN_RVV_CATALOGUE_ENTRY
  return list;
}

template <typename Scalar, typename R>
Entry<Scalar, R> entry(const std::string& name) {
  for (const Entry<Scalar, R>& e : entries<Scalar, R>())
    if (e.name == name) return e;
  std::abort();  // a name not in the catalogue is a bug of the calling test
}

}  // namespace math_catalogue

#endif  // EIGEN_RVV_TEST_MATH_FUNCTION_CATALOGUE_H

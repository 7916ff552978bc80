// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Everyday Eigen code, real and complex, compiled with -O2 -Wall -Wextra (test/CMakeLists.txt): no warning may
// point into the overlay's headers, so that a project built with -Werror builds as it does with stock Eigen.

#include <Eigen/Dense>

#include <complex>
#include <cstdio>

template <typename Scalar>
Scalar everyday(int n) {
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
  const Matrix a = Matrix::Random(n, n) + Matrix::Identity(n, n) * Scalar(n);
  const Vector x = Vector::Random(n);
  const Vector column_major = a * x, row_major = a.transpose() * x;
  const Eigen::Matrix<Scalar, 1, Eigen::Dynamic> row = x.transpose() * a;
  const Matrix product = a * a.adjoint();
  const Vector lu = a.partialPivLu().solve(x), qr = a.householderQr().solve(x), llt = product.llt().solve(x);
  const Vector triangular = a.template triangularView<Eigen::Lower>().solve(x);
  Eigen::Index where = 0;
  const auto largest = x.real().maxCoeff(&where);
  return column_major.sum() + row_major.sum() + row.sum() + product.trace() + lu.sum() + qr.sum() + llt.sum() +
         triangular.sum() + Scalar(largest) + Scalar(where) + x.array().exp().sum() + x.squaredNorm();
}

// Fixed-size reductions: whole packets, then the remaining coefficients.
template <typename Scalar>
Scalar fixed_size() {
  const Eigen::Matrix<Scalar, 14, 14> a = Eigen::Matrix<Scalar, 14, 14>::Random();
  const Eigen::Matrix<Scalar, 7, 3> b = Eigen::Matrix<Scalar, 7, 3>::Random();
  return a.squaredNorm() + a.sum() + b.squaredNorm() + b.cwiseAbs().maxCoeff();
}

int main() {
  const double sum =
      everyday<float>(37) + std::abs(everyday<std::complex<double>>(19)) + fixed_size<double>() + fixed_size<float>();
  std::printf("%g\n", sum);
  return 0;
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// A program whose two units use different matrix-product tunings (EIGEN_RVV_GEBP_TUNING; this unit the build's,
// mixed_unit.cpp the other): the same float and double products in both, each against a scalar reference, with an
// infinity and a NaN among the left side's coefficients.

#include <Eigen/Dense>

#include <cmath>
#include <cstdio>
#include <limits>

Eigen::MatrixXf other_unit_product(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b);
Eigen::MatrixXd other_unit_product(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b);

template <typename Matrix>
int check(const Matrix& a, const Matrix& b, const Matrix& c, const char* what) {
  typedef typename Matrix::Scalar Scalar;
  for (Eigen::Index j = 0; j < c.cols(); ++j)
    for (Eigen::Index i = 0; i < c.rows(); ++i) {
      long double sum = 0, magnitude = 0;
      for (Eigen::Index k = 0; k < a.cols(); ++k) {
        sum += (long double)a(i, k) * b(k, j);
        magnitude += std::fabs((long double)a(i, k) * b(k, j));
      }
      const long double bound = 2 * a.cols() * (long double)Eigen::NumTraits<Scalar>::epsilon() * magnitude;
      const bool right = std::isnan(sum)   ? std::isnan(c(i, j))
                         : std::isinf(sum) ? c(i, j) == sum
                                           : std::fabs(c(i, j) - sum) <= bound;
      if (!right) {
        std::printf("%s: (%ld, %ld) is %g, expected %Lg\n", what, long(i), long(j), double(c(i, j)), sum);
        return 1;
      }
    }
  return 0;
}

template <typename Matrix>
int products(Eigen::Index m, Eigen::Index k, Eigen::Index n) {
  Matrix a = Matrix::Random(m, k);
  const Matrix b = Matrix::Random(k, n);
  a(m / 2, k / 3) = std::numeric_limits<typename Matrix::Scalar>::infinity();
  a(m - 1, k - 1) = std::numeric_limits<typename Matrix::Scalar>::quiet_NaN();
  const Matrix here = a * b;
  const Matrix there = other_unit_product(a, b);
  return check(a, b, here, "this unit") + check(a, b, there, "the other unit");
}

int main() {
  int failures = 0;
  for (Eigen::Index size : {Eigen::Index(7), Eigen::Index(64), Eigen::Index(131)}) {
    failures += products<Eigen::MatrixXf>(size, size + 3, size + 1);
    failures += products<Eigen::MatrixXd>(size + 2, size, size);
  }
  std::printf(failures ? "mixed tunings: FAILED\n" : "mixed tunings: passed\n");
  return failures ? 1 : 0;
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// A program whose two units use different matrix-product tunings (EIGEN_RVV_GEBP_TUNING; this unit the build's,
// mixed_unit.cpp the other): the same float, double, complex<float> and complex<double> products in both, each against
// a scalar reference (complex parts computed apart), with an infinity and a NaN among the left side's coefficients.

#include <Eigen/Dense>

#include <cmath>
#include <complex>
#include <cstdio>
#include <limits>

Eigen::MatrixXf other_unit_product(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b);
Eigen::MatrixXd other_unit_product(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b);
Eigen::MatrixXcf other_unit_product(const Eigen::MatrixXcf& a, const Eigen::MatrixXcf& b);
Eigen::MatrixXcd other_unit_product(const Eigen::MatrixXcd& a, const Eigen::MatrixXcd& b);

// One part of an entry against its reference sum and the sum of its terms' magnitudes. An infinite complex entry may
// come out NaN: the products add alpha * acc with a complex alpha, whose zero imaginary part times an infinity is NaN
// (stock Eigen's complex kernel alike).
template <typename Real>
bool part_is_right(Real computed, long double sum, long double magnitude, Eigen::Index depth, bool is_complex) {
  const long double bound = 4 * depth * (long double)Eigen::NumTraits<Real>::epsilon() * magnitude;
  if (std::isnan(sum)) return std::isnan(computed);
  if (std::isinf(sum)) return computed == sum || (is_complex && std::isnan(computed));
  return std::fabs(computed - sum) <= bound;
}

template <typename Matrix>
int check(const Matrix& a, const Matrix& b, const Matrix& c, const char* what) {
  typedef typename Matrix::Scalar Scalar;
  for (Eigen::Index j = 0; j < c.cols(); ++j)
    for (Eigen::Index i = 0; i < c.rows(); ++i) {
      const bool is_complex = Eigen::NumTraits<Scalar>::IsComplex;
      long double real = 0, imag = 0, magnitude = 0;
      for (Eigen::Index k = 0; k < a.cols(); ++k) {
        const long double ar = Eigen::numext::real(a(i, k)), br = Eigen::numext::real(b(k, j));
        real += ar * br;
        magnitude += std::fabs(ar * br);
        if (is_complex) {
          const long double ai = Eigen::numext::imag(a(i, k)), bi = Eigen::numext::imag(b(k, j));
          real -= ai * bi;
          imag += ar * bi + ai * br;
          magnitude += std::fabs(ai * bi) + std::fabs(ar * bi) + std::fabs(ai * br);
        }
      }
      const Scalar computed = c(i, j);
      if (!part_is_right(Eigen::numext::real(computed), real, magnitude, a.cols(), is_complex) ||
          (is_complex && !part_is_right(Eigen::numext::imag(computed), imag, magnitude, a.cols(), is_complex))) {
        std::printf("%s: (%ld, %ld) is (%g, %g), expected (%Lg, %Lg)\n", what, long(i), long(j),
                    double(Eigen::numext::real(computed)), double(Eigen::numext::imag(computed)), real, imag);
        return 1;
      }
    }
  return 0;
}

template <typename Matrix>
int products(Eigen::Index m, Eigen::Index k, Eigen::Index n) {
  Matrix a = Matrix::Random(m, k);
  const Matrix b = Matrix::Random(k, n);
  typedef typename Eigen::NumTraits<typename Matrix::Scalar>::Real Real;
  a(m / 2, k / 3) = std::numeric_limits<Real>::infinity();
  a(m - 1, k - 1) = std::numeric_limits<Real>::quiet_NaN();
  const Matrix here = a * b;
  const Matrix there = other_unit_product(a, b);
  return check(a, b, here, "this unit") + check(a, b, there, "the other unit");
}

int main() {
  int failures = 0;
  for (Eigen::Index size : {Eigen::Index(7), Eigen::Index(64), Eigen::Index(131)}) {
    failures += products<Eigen::MatrixXf>(size, size + 3, size + 1);
    failures += products<Eigen::MatrixXd>(size + 2, size, size);
    failures += products<Eigen::MatrixXcf>(size + 1, size, size + 2);
    failures += products<Eigen::MatrixXcd>(size, size + 1, size + 3);
  }
  std::printf(failures ? "mixed tunings: FAILED\n" : "mixed tunings: passed\n");
  return failures ? 1 : 0;
}

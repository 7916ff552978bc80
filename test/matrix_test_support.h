// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Shared by the matrix-level tests (end_to_end, matrix_products): a typed
// fixture with random matrices and the entrywise check of a product against
// scalar loops in long double.

#ifndef EIGEN_RVV_TEST_MATRIX_TEST_SUPPORT_H
#define EIGEN_RVV_TEST_MATRIX_TEST_SUPPORT_H

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>

template <typename Scalar_>
class MatrixTest : public ::testing::Test {
 public:
  typedef Scalar_ Scalar;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> RowMajorMatrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
  typedef Eigen::Array<Scalar, Eigen::Dynamic, 1> Array;
  static constexpr Scalar eps = std::numeric_limits<Scalar>::epsilon();

  std::mt19937 rng{2024};
  // Entries uniform in [-1, 1).
  Matrix random_matrix(Eigen::Index rows, Eigen::Index cols) {
    std::uniform_real_distribution<double> d(-1, 1);
    Matrix m(rows, cols);
    for (Eigen::Index j = 0; j < cols; ++j)
      for (Eigen::Index i = 0; i < rows; ++i) m(i, j) = Scalar(d(rng));
    return m;
  }

  // Expects result == initial + alpha * a * b entrywise, with the standard
  // bound 2 (k + 2) eps (|initial| + |alpha| |a| |b|) (each product and sum
  // rounds once) against the sum in long double.
  template <typename Result, typename Initial, typename Left, typename Right>
  static void expect_update(const Result& result, const Initial& initial, Scalar alpha, const Left& a, const Right& b,
                            const std::string& what) {
    ASSERT_EQ(result.rows(), a.rows()) << what;
    ASSERT_EQ(result.cols(), b.cols()) << what;
    const Eigen::Index k = a.cols();
    for (Eigen::Index j = 0; j < result.cols(); ++j) {
      for (Eigen::Index i = 0; i < result.rows(); ++i) {
        long double sum = 0, magnitude = 0;
        for (Eigen::Index p = 0; p < k; ++p) {
          sum += (long double)a(i, p) * (long double)b(p, j);
          magnitude += std::fabs((long double)a(i, p) * (long double)b(p, j));
        }
        const long double exact = (long double)initial(i, j) + (long double)alpha * sum;
        const long double bound =
            2 * (k + 2) * (long double)eps * (std::fabs((long double)initial(i, j)) + std::fabs(alpha) * magnitude) +
            std::numeric_limits<Scalar>::min();
        ASSERT_LE(std::fabs((long double)result(i, j) - exact), bound)
            << what << ": " << a.rows() << "x" << k << " * " << k << "x" << b.cols() << " at (" << i << "," << j
            << ") result " << result(i, j) << " exact " << (double)exact;
      }
    }
  }
  // Expects c == a * b within the same bound.
  template <typename Result, typename Left, typename Right>
  static void expect_product(const Result& c, const Left& a, const Right& b, const std::string& what) {
    expect_update(c, Matrix::Zero(c.rows(), c.cols()), Scalar(1), a, b, what);
  }
};

typedef ::testing::Types<float, double> RealTypes;

#endif  // EIGEN_RVV_TEST_MATRIX_TEST_SUPPORT_H

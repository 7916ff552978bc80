// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Shared by the matrix-level tests (end_to_end, matrix_products): a typed
// fixture (real or complex scalars) with random matrices and the entrywise
// check of a product against scalar loops in wider precision.

#ifndef EIGEN_RVV_TEST_MATRIX_TEST_SUPPORT_H
#define EIGEN_RVV_TEST_MATRIX_TEST_SUPPORT_H

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <type_traits>
#include <limits>
#include <random>
#include <string>

template <typename Scalar_>
class MatrixTest : public ::testing::Test {
 public:
  typedef Scalar_ Scalar;
  typedef typename Eigen::NumTraits<Scalar>::Real Real;
  static constexpr bool is_complex = Eigen::NumTraits<Scalar>::IsComplex;
  // The scalar of the references, complex if Scalar is: double for float
  // (exact products, in hardware), long double for double.
  typedef typename std::conditional<std::is_same<Real, float>::value, double, long double>::type WideReal;
  typedef typename std::conditional<is_complex, std::complex<WideReal>, WideReal>::type Wide;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> RowMajorMatrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
  typedef Eigen::Array<Scalar, Eigen::Dynamic, 1> Array;
  static constexpr Real eps = std::numeric_limits<Real>::epsilon();

  std::mt19937 rng{2024};
  // Entries (and their real and imaginary parts) uniform in [-1, 1).
  template <typename Entry = Scalar>
  Eigen::Matrix<Entry, Eigen::Dynamic, Eigen::Dynamic> random_matrix(Eigen::Index rows, Eigen::Index cols) {
    std::uniform_real_distribution<double> d(-1, 1);
    Eigen::Matrix<Entry, Eigen::Dynamic, Eigen::Dynamic> m(rows, cols);
    for (Eigen::Index j = 0; j < cols; ++j)
      for (Eigen::Index i = 0; i < rows; ++i) {
        if constexpr (Eigen::NumTraits<Entry>::IsComplex) {
          const double re = d(rng);
          m(i, j) = Entry(re, d(rng));
        } else {
          m(i, j) = Entry(d(rng));
        }
      }
    return m;
  }

  template <typename T>
  static Wide wide(const T& x) {
    if constexpr (Eigen::NumTraits<T>::IsComplex) {
      return Wide(std::complex<WideReal>((WideReal)x.real(), (WideReal)x.imag()));
    } else {
      return Wide((WideReal)x);
    }
  }

  // The textbook product (std::complex's operator* also checks for NaN
  // results, which costs much more in software long double arithmetic).
  static Wide multiply(const Wide& x, const Wide& y) {
    if constexpr (is_complex) {
      return Wide(x.real() * y.real() - x.imag() * y.imag(), x.real() * y.imag() + x.imag() * y.real());
    } else {
      return x * y;
    }
  }

  // Expects result == initial + alpha * a * b entrywise (a and b real or
  // complex), with the standard bound c (k + 2) eps (|initial| + |alpha| |a|
  // |b|) against the sum in wider precision: c = 2 for real arithmetic (each
  // product and sum rounds once), c = 4 for complex (a complex product
  // rounds its parts twice).
  template <typename Result, typename Initial, typename Left, typename Right>
  static void expect_update(const Result& result, const Initial& initial, Scalar alpha, const Left& a, const Right& b,
                            const std::string& what) {
    ASSERT_EQ(result.rows(), a.rows()) << what;
    ASSERT_EQ(result.cols(), b.cols()) << what;
    const Eigen::Index k = a.cols();
    const long double c = is_complex ? 4 : 2;
    for (Eigen::Index j = 0; j < result.cols(); ++j) {
      for (Eigen::Index i = 0; i < result.rows(); ++i) {
        Wide sum = 0;
        long double magnitude = 0;  // of the terms
        for (Eigen::Index p = 0; p < k; ++p) {
          const Wide term = multiply(wide(a(i, p)), wide(b(p, j)));
          sum += term;
          magnitude += std::abs(term);
        }
        const Wide exact = wide(initial(i, j)) + multiply(wide(alpha), sum);
        const long double bound =
            c * (k + 2) * (long double)eps * (std::abs(wide(initial(i, j))) + std::abs(wide(alpha)) * magnitude) +
            std::numeric_limits<Real>::min();
        ASSERT_LE(std::abs(wide(result(i, j)) - exact), bound)
            << what << ": " << a.rows() << "x" << k << " * " << k << "x" << b.cols() << " at (" << i << "," << j
            << ") result " << result(i, j);
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
typedef ::testing::Types<std::complex<float>, std::complex<double>> ComplexTypes;
typedef ::testing::Types<float, double, std::complex<float>, std::complex<double>> RealAndComplexTypes;

#endif  // EIGEN_RVV_TEST_MATRIX_TEST_SUPPORT_H

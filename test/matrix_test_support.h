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

  // A sum of products in double-double (error-free products by FMA and
  // error-free sums, as in Ogita, Rump and Oishi's Dot2): as exact as long
  // double for these tests, in hardware where long double is software.
  struct CompensatedSum {
    double high = 0, low = 0;
    void add_product(double x, double y) {
      const double product = x * y, product_error = std::fma(x, y, -product);
      const double s = high + product, z = s - high;
      low += product_error + ((high - (s - z)) + (product - z));
      high = s;
    }
    long double value() const { return std::isfinite(high) ? (long double)high + low : high; }
  };

  // The entry (i, j) of a * b in wider precision.
  template <typename Left, typename Right>
  static Wide exact_dot(const Left& a, const Right& b, Eigen::Index i, Eigen::Index j) {
    if constexpr (std::is_same<Real, double>::value) {
      CompensatedSum re, im;
      for (Eigen::Index p = 0; p < a.cols(); ++p) {
        const auto x = a(i, p);
        const auto y = b(p, j);
        re.add_product(std::real(x), std::real(y));
        if constexpr (is_complex) {
          re.add_product(-std::imag(x), std::imag(y));
          im.add_product(std::real(x), std::imag(y));
          im.add_product(std::imag(x), std::real(y));
        }
      }
      if constexpr (is_complex) {
        return Wide(re.value(), im.value());
      } else {
        return Wide(re.value());
      }
    } else {
      Wide sum = 0;
      for (Eigen::Index p = 0; p < a.cols(); ++p) sum += multiply(wide(a(i, p)), wide(b(p, j)));
      return sum;
    }
  }

  // |m| entrywise, in double.
  template <typename M>
  static Eigen::MatrixXd magnitudes(const M& m) {
    Eigen::MatrixXd result(m.rows(), m.cols());
    for (Eigen::Index j = 0; j < m.cols(); ++j)
      for (Eigen::Index i = 0; i < m.rows(); ++i) result(i, j) = double(std::abs(m(i, j)));
    return result;
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

  // Expects result == initial + alpha * a * b entrywise within c (k + 2) eps (|initial| + |alpha| |a| |b|) of
  // the sum in wider precision: c = 2 for real arithmetic (each product and sum rounds once), c = 4 for
  // complex (a complex product rounds its parts twice).
  template <typename Result, typename Initial, typename Left, typename Right>
  static void expect_update(const Result& result, const Initial& initial, Scalar alpha, const Left& a, const Right& b,
                            const std::string& what) {
    ASSERT_EQ(result.rows(), a.rows()) << what;
    ASSERT_EQ(result.cols(), b.cols()) << what;
    const Eigen::Index k = a.cols();
    const long double c = is_complex ? 4 : 2;
    const Eigen::MatrixXd abs_a = magnitudes(a), abs_b = magnitudes(b);
    for (Eigen::Index j = 0; j < result.cols(); ++j) {
      for (Eigen::Index i = 0; i < result.rows(); ++i) {
        const Wide sum = exact_dot(a, b, i, j);
        double magnitude = 0;  // of the terms, for the bound
        for (Eigen::Index p = 0; p < k; ++p) magnitude += abs_a(i, p) * abs_b(p, j);
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

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The unsupported modules through their overlay shims: they must include the
// overlay's Core (RVV packets in use), and a Tensor contraction and reduction
// must match scalar loops.

#include <unsupported/Eigen/AutoDiff>
#include <unsupported/Eigen/CXX11/Tensor>
#include <unsupported/Eigen/CXX11/ThreadPool>
#include <unsupported/Eigen/FFT>
#include <unsupported/Eigen/MatrixFunctions>
#include <unsupported/Eigen/SpecialFunctions>
#include <gtest/gtest.h>

#include <array>
#include <cmath>

TEST(UnsupportedModules, TensorUsesTheBackendPackets) {
#if defined(EIGEN_VECTORIZE_RVV)
  EXPECT_EQ(int(Eigen::internal::packet_traits<float>::size), EIGEN_RVV_PACKET_BITS / 32);
#endif
  typedef Eigen::TensorEvaluator<const Eigen::Tensor<float, 2>, Eigen::DefaultDevice> Evaluator;
  EXPECT_EQ(int(Evaluator::PacketSize), int(Eigen::internal::packet_traits<float>::size));
  EXPECT_GT(int(Evaluator::PacketSize), 1);
}

// A small multiple of 1/8 (real and imaginary part for complex Scalar).
template <typename Scalar>
Scalar eighths(int real, int imag) {
  if constexpr (Eigen::NumTraits<Scalar>::IsComplex) {
    return Scalar(real / 8.0, imag / 8.0);
  } else {
    return Scalar(real / 8.0);
  }
}

// Contractions of a rank-3 tensor over its middle dimension (the LHS mapper
// then reads with a stride), float, double and complex, column- and
// row-major: packing through Tensor's mappers into the GEBP kernel.
template <typename Scalar, int Layout>
void check_middle_dimension_contraction(int d0, int d1, int d2, int n) {
  Eigen::Tensor<Scalar, 3, Layout> a(d0, d1, d2);
  Eigen::Tensor<Scalar, 2, Layout> b(d1, n);
  for (int i = 0; i < d0; ++i)
    for (int j = 0; j < d1; ++j)
      for (int l = 0; l < d2; ++l)
        a(i, j, l) = eighths<Scalar>((i * 7 + j * 3 + l * 5) % 11 - 4, (i + 2 * j + l) % 7 - 3);
  for (int j = 0; j < d1; ++j)
    for (int c = 0; c < n; ++c) b(j, c) = eighths<Scalar>(2 * ((j * 5 + c) % 13) - 12, 2 * ((j + 3 * c) % 5) - 4);
  const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(1, 0)};
  const Eigen::Tensor<Scalar, 3, Layout> c = a.contract(b, dims);  // (d0, d2, n)
  ASSERT_EQ(c.dimension(0), d0);
  ASSERT_EQ(c.dimension(1), d2);
  ASSERT_EQ(c.dimension(2), n);
  // Multiples of 1/64 with small sums: exact in float and double.
  for (int i = 0; i < d0; ++i)
    for (int l = 0; l < d2; ++l)
      for (int col = 0; col < n; ++col) {
        Scalar expected = 0;
        for (int j = 0; j < d1; ++j) expected += a(i, j, l) * b(j, col);
        ASSERT_EQ(expected, c(i, l, col))
            << d0 << "x" << d1 << "x" << d2 << " . " << d1 << "x" << n << " at (" << i << "," << l << "," << col << ")";
      }
}

TEST(UnsupportedModules, TensorContractionsOverAMiddleDimension) {
  for (const auto& shape :
       {std::array<int, 4>{3, 5, 7, 9}, std::array<int, 4>{9, 40, 3, 17}, std::array<int, 4>{17, 33, 6, 35}}) {
    check_middle_dimension_contraction<float, Eigen::ColMajor>(shape[0], shape[1], shape[2], shape[3]);
    check_middle_dimension_contraction<float, Eigen::RowMajor>(shape[0], shape[1], shape[2], shape[3]);
    check_middle_dimension_contraction<double, Eigen::ColMajor>(shape[0], shape[1], shape[2], shape[3]);
    check_middle_dimension_contraction<double, Eigen::RowMajor>(shape[0], shape[1], shape[2], shape[3]);
    check_middle_dimension_contraction<std::complex<float>, Eigen::ColMajor>(shape[0], shape[1], shape[2], shape[3]);
    check_middle_dimension_contraction<std::complex<float>, Eigen::RowMajor>(shape[0], shape[1], shape[2], shape[3]);
    check_middle_dimension_contraction<std::complex<double>, Eigen::ColMajor>(shape[0], shape[1], shape[2], shape[3]);
  }
}

TEST(UnsupportedModules, TensorContractionAndReductionMatchScalarLoops) {
  for (int size : {1, 7, 33, 70}) {
    const int m = size, k = size + 3, n = 2 * size + 1;
    Eigen::Tensor<float, 2> a(m, k), b(k, n);
    for (int j = 0; j < k; ++j)
      for (int i = 0; i < m; ++i) a(i, j) = float((i * 7 + j * 3) % 11) / 8 - 0.5f;
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < k; ++i) b(i, j) = float((i * 5 + j) % 13) / 4 - 1.5f;
    const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(1, 0)};
    const Eigen::Tensor<float, 2> c = a.contract(b, dims);
    // Entries are multiples of 1/32 with small sums: exact in float.
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        float expected = 0;
        for (int p = 0; p < k; ++p) expected += a(i, p) * b(p, j);
        ASSERT_EQ(expected, c(i, j)) << size << ": (" << i << "," << j << ")";
      }
    const Eigen::Tensor<float, 0> sum = (a * a + 1.f).sum();
    const Eigen::Tensor<float, 1> row_maxima = a.maximum(Eigen::array<int, 1>{1});
    float expected_sum = 0;
    for (int j = 0; j < k; ++j)
      for (int i = 0; i < m; ++i) expected_sum += a(i, j) * a(i, j) + 1.f;
    ASSERT_NEAR(expected_sum, sum(), 1e-6f * expected_sum * m * k);
    for (int i = 0; i < m; ++i) {
      float expected = a(i, 0);
      for (int j = 1; j < k; ++j) expected = std::max(expected, a(i, j));
      ASSERT_EQ(expected, row_maxima(i));
    }
  }
}

TEST(UnsupportedModules, SpecialFunctionsAndMatrixFunctions) {
  Eigen::ArrayXd x = Eigen::ArrayXd::LinSpaced(33, -3, 3);
  const Eigen::ArrayXd erf_x = x.erf();
  for (int i = 0; i < x.size(); ++i) ASSERT_NEAR(std::erf(x[i]), erf_x[i], 4e-16) << x[i];
  const Eigen::Matrix2d diagonal = Eigen::Vector2d(0.5, -1.0).asDiagonal();
  const Eigen::Matrix2d exponential = diagonal.exp();
  ASSERT_NEAR(std::exp(0.5), exponential(0, 0), 1e-15);
  ASSERT_NEAR(std::exp(-1.0), exponential(1, 1), 1e-15);
  ASSERT_EQ(0.0, exponential(0, 1));
}

// The activations ML code calls through Tensor (vectorized in the middle,
// scalar functors in the tails) at every length 1..70, against the C
// library in double precision: within 4 float ULP of the true value.
TEST(UnsupportedModules, TensorActivationsMatchTheCLibrary) {
  for (int length = 1; length <= 70; ++length) {
    Eigen::Tensor<float, 1> x(length);
    for (int i = 0; i < length; ++i) x(i) = -9.5f + 19.0f * float(i) / float(length);
    const Eigen::Tensor<float, 1> exp_x = x.exp(), tanh_x = x.tanh(), sigmoid_x = x.sigmoid(), erf_x = x.erf(),
                                  log_x = x.abs().log();
    for (int i = 0; i < length; ++i) {
      const double v = x(i);
      const double expected[] = {std::exp(v), std::tanh(v), 1 / (1 + std::exp(-v)), std::erf(v),
                                 std::log(std::fabs(v))};
      const float actual[] = {exp_x(i), tanh_x(i), sigmoid_x(i), erf_x(i), log_x(i)};
      for (int f = 0; f < 5; ++f) {
        if (double(actual[f]) == expected[f]) continue;  // also log(0) = -Inf
        const double ulp = std::ldexp(1.0, std::ilogb(expected[f]) - 23);
        // sigmoid's scalar tail elements are upstream's float rational fit
        // (README, Math functions): absolutely, not relatively, accurate.
        double tolerance = f == 2 ? std::max(4 * ulp, 1e-6) : 4 * ulp;
#if defined(EIGEN_VECTORIZE_RVV)
        // With EIGEN_FAST_MATH (the default) float tanh is upstream's rational
        // fit, packets and tails alike (math_accuracy: within 4.5 ULP).
        if (f == 1 && EIGEN_FAST_MATH) tolerance = 4.5 * ulp;
#else
        // Pass-through builds run upstream's float erf, a rational fit
        // measured up to 36 ULP off (README, Math functions).
        if (f == 3) tolerance = 40 * ulp;
        // and upstream's float tanh, a rational fit measured up to 5.7 ULP off
        // (seen above 4 ULP on SVE).
        if (f == 1) tolerance = 8 * ulp;
#endif
        ASSERT_LE(std::fabs(actual[f] - expected[f]), tolerance)
            << "function " << f << " at x = " << v << ", length " << length;
      }
    }
  }
}

// SpecialFunctions whose packet paths Eigen 3.4 builds from the backend's
// primitives (or runs scalar): equal to the scalar numext function.
TEST(UnsupportedModules, SpecialFunctionsMatchTheirScalarForms) {
  const Eigen::ArrayXd x = Eigen::ArrayXd::LinSpaced(41, 0.05, 7.5);
  const Eigen::ArrayXd p = Eigen::ArrayXd::LinSpaced(41, 0.01, 0.99);
  const Eigen::ArrayXd lgamma_x = x.lgamma(), digamma_x = x.digamma(), ndtri_p = p.ndtri(), erfc_x = x.erfc();
  for (int i = 0; i < x.size(); ++i) {
    ASSERT_NEAR(std::lgamma(x[i]), lgamma_x[i], 1e-14 * std::max(1.0, std::fabs(lgamma_x[i]))) << x[i];
    ASSERT_NEAR(Eigen::numext::digamma(x[i]), digamma_x[i], 1e-14 * std::max(1.0, std::fabs(digamma_x[i]))) << x[i];
    ASSERT_NEAR(Eigen::numext::ndtri(p[i]), ndtri_p[i], 1e-14) << p[i];
    ASSERT_NEAR(std::erfc(x[i]), erfc_x[i], 1e-15 + 1e-14 * erfc_x[i]) << x[i];
  }
}

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

#include <cmath>

TEST(UnsupportedModules, TensorUsesTheBackendPackets) {
#if defined(EIGEN_VECTORIZE_RVV)
  EXPECT_EQ(int(Eigen::internal::packet_traits<float>::size), EIGEN_RVV_VLEN / 32);
#endif
  typedef Eigen::TensorEvaluator<const Eigen::Tensor<float, 2>, Eigen::DefaultDevice> Evaluator;
  EXPECT_EQ(int(Evaluator::PacketSize), int(Eigen::internal::packet_traits<float>::size));
  EXPECT_GT(int(Evaluator::PacketSize), 1);
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

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen's multithreaded Tensor paths (ThreadPoolDevice, 4 threads) against the default device: contractions
// sharded by rows, columns or depth, reductions and elementwise math, at sizes that leave every shard a tail.

#define EIGEN_USE_THREADS
#include <unsupported/Eigen/CXX11/Tensor>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

namespace {

const int kThreads = 4;

// Multiples of 1/8 in [-2, 2): products and their sums stay exact in float,
// so every order of summation gives the same bits.
float eighth(int i) { return float(i % 32 - 16) / 8.0f; }

struct Pool {
  Eigen::ThreadPool pool{kThreads};
  Eigen::ThreadPoolDevice device{&pool, kThreads};
};

}  // namespace

TEST(Threads, ContractionEqualsSingleThreadedAndExactReference) {
  Pool pool;
  // Row-sharded, column-sharded, depth-sharded (small m and n, long k) and square.
  const int shapes[][3] = {{37, 41, 29}, {300, 24, 8}, {8, 24, 300}, {16, 700, 16}, {131, 131, 131}};
  for (const auto& shape : shapes) {
    const int m = shape[0], k = shape[1], n = shape[2];
    Eigen::Tensor<float, 2> a(m, k), b(k, n);
    for (int j = 0; j < k; ++j)
      for (int i = 0; i < m; ++i) a(i, j) = eighth(i * 7 + j * 3);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < k; ++i) b(i, j) = eighth(i * 5 + j * 11 + 1);
    const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(1, 0)};
    Eigen::Tensor<float, 2> single(m, n), threaded(m, n);
    single = a.contract(b, dims);
    threaded.device(pool.device) = a.contract(b, dims);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        double exact = 0;
        for (int l = 0; l < k; ++l) exact += double(a(i, l)) * double(b(l, j));
        ASSERT_EQ(double(single(i, j)), exact) << m << "x" << k << "x" << n << " at (" << i << ", " << j << ")";
        ASSERT_EQ(double(threaded(i, j)), exact) << m << "x" << k << "x" << n << " at (" << i << ", " << j << ")";
      }
  }
}

TEST(Threads, ReductionsEqualSingleThreaded) {
  Pool pool;
  const int rows = 1001, cols = 67;
  Eigen::Tensor<float, 2> x(rows, cols);
  for (int j = 0; j < cols; ++j)
    for (int i = 0; i < rows; ++i) x(i, j) = eighth(i * 13 + j * 7);
  x(500, 33) = 3.5f;   // the maximum, in one shard
  x(17, 60) = -2.75f;  // the minimum
  const Eigen::array<int, 1> over_rows = {0}, over_cols = {1};
  const Eigen::array<int, 2> over_all = {0, 1};
  for (const auto& reduced : {over_rows, over_cols}) {
    const int size = reduced[0] == 0 ? cols : rows;
    Eigen::Tensor<float, 1> sum1(size), sum4(size), max1(size), max4(size), min1(size), min4(size);
    sum1 = x.sum(reduced);
    sum4.device(pool.device) = x.sum(reduced);
    max1 = x.maximum(reduced);
    max4.device(pool.device) = x.maximum(reduced);
    min1 = x.minimum(reduced);
    min4.device(pool.device) = x.minimum(reduced);
    for (int i = 0; i < size; ++i) {
      double exact = 0, largest = -INFINITY, smallest = INFINITY;
      for (int l = 0; l < (reduced[0] == 0 ? rows : cols); ++l) {
        const double v = reduced[0] == 0 ? x(l, i) : x(i, l);
        exact += v;
        largest = std::fmax(largest, v);
        smallest = std::fmin(smallest, v);
      }
      ASSERT_EQ(double(sum1(i)), exact) << "dimension " << reduced[0] << " index " << i;
      ASSERT_EQ(double(sum4(i)), exact) << "dimension " << reduced[0] << " index " << i;
      ASSERT_EQ(double(max1(i)), largest);
      ASSERT_EQ(double(max4(i)), largest);
      ASSERT_EQ(double(min1(i)), smallest);
      ASSERT_EQ(double(min4(i)), smallest);
    }
  }
  Eigen::Tensor<float, 0> all1, all4, max1, max4;
  all1 = x.sum(over_all);
  all4.device(pool.device) = x.sum(over_all);
  max1 = x.maximum(over_all);
  max4.device(pool.device) = x.maximum(over_all);
  double exact = 0;
  for (int j = 0; j < cols; ++j)
    for (int i = 0; i < rows; ++i) exact += x(i, j);
  EXPECT_EQ(double(all1()), exact);
  EXPECT_EQ(double(all4()), exact);
  EXPECT_EQ(max1(), 3.5f);
  EXPECT_EQ(max4(), 3.5f);
}

// Each element is computed by the same packet or scalar code whichever thread
// takes its block, so the results must be the same bits, NaN and infinities included.
TEST(Threads, ElementwiseMathEqualsSingleThreadedBitForBit) {
  Pool pool;
  const int size = 100003;
  Eigen::Tensor<float, 1> x(size);
  for (int i = 0; i < size; ++i) x(i) = (float(i) - size / 2) / 1000.0f;
  const float specials[] = {NAN, INFINITY, -INFINITY, 0.0f, -0.0f, 1e-40f, 88.8f, -104.0f};
  for (int i = 0; i < 8; ++i) {
    x(i * 9973) = specials[i];
    x(size - 1 - i) = specials[i];
  }
  Eigen::Tensor<float, 1> single(size), threaded(size);
  auto same_bits = [&](const char* name) {
    for (int i = 0; i < size; ++i)
      ASSERT_EQ(0, std::memcmp(&single(i), &threaded(i), sizeof(float)))
          << name << "(" << x(i) << ") at " << i << ": " << single(i) << " vs " << threaded(i);
  };
  single = x.exp();
  threaded.device(pool.device) = x.exp();
  same_bits("exp");
  single = x.tanh();
  threaded.device(pool.device) = x.tanh();
  same_bits("tanh");
  single = x.sigmoid();
  threaded.device(pool.device) = x.sigmoid();
  same_bits("sigmoid");
  single = x.abs().log();
  threaded.device(pool.device) = x.abs().log();
  same_bits("log");
  single = x * x.constant(0.5f) + x.exp().tanh();
  threaded.device(pool.device) = x * x.constant(0.5f) + x.exp().tanh();
  same_bits("x * 0.5 + tanh(exp(x))");
}

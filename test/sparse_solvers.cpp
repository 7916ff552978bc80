// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Unchanged Eigen sparse code: SparseLU, whose supernodal kernels use the backend's packets and map the rows
// aligned by first_default_aligned() as Aligned16, which Eigen's assertions (on in every test) check. Each
// residual against a plain loop over the nonzeros in wider precision.

#include <Eigen/Sparse>
#include <Eigen/SparseLU>
#include <gtest/gtest.h>

#include "matrix_test_support.h"

#include <vector>

template <typename Scalar_>
class SparseSolvers : public MatrixTest<Scalar_> {
 public:
  typedef MatrixTest<Scalar_> Base;
  typedef typename Base::Scalar Scalar;
  typedef typename Base::Wide Wide;
  typedef Eigen::SparseMatrix<Scalar> SparseMatrix;
  typedef Eigen::Triplet<Scalar> Triplet;

  // An n x n matrix with about density * n off-diagonal entries per column,
  // uniform in [-1, 1), and a diagonal that dominates its column (no pivot
  // growth, so the residual bound below holds for any pivoting).
  std::vector<Triplet> random_triplets(int n, double density) {
    std::uniform_real_distribution<double> coin(0, 1);
    std::vector<Triplet> triplets;
    for (int j = 0; j < n; ++j) {
      const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> column = this->random_matrix(n, 1);
      for (int i = 0; i < n; ++i)
        if (i != j && coin(this->rng) < density) triplets.emplace_back(i, j, column(i));
      triplets.emplace_back(j, j, Scalar(2 + density * n));
    }
    return triplets;
  }

  // Expects |A x - b| <= 64 n eps (|A| |x| + |b|) in every row, the sums
  // taken over the triplets in wider precision.
  static void expect_solution(const std::vector<Triplet>& triplets, const typename Base::Vector& x,
                              const typename Base::Vector& b, const std::string& what) {
    const Eigen::Index n = b.size();
    ASSERT_EQ(x.size(), n) << what;
    std::vector<Wide> residual(n);
    std::vector<long double> magnitude(n);
    for (Eigen::Index i = 0; i < n; ++i) {
      residual[i] = -Base::wide(b(i));
      magnitude[i] = std::abs(Base::wide(b(i)));
    }
    for (const Triplet& t : triplets) {
      const Wide term = Base::multiply(Base::wide(t.value()), Base::wide(x(t.col())));
      residual[t.row()] += term;
      magnitude[t.row()] += std::abs(term);
    }
    for (Eigen::Index i = 0; i < n; ++i)
      ASSERT_LE(std::abs(residual[i]), 64 * n * (long double)Base::eps * magnitude[i])
          << what << ": row " << i << " of " << n << ", x = " << x(i);
  }
};

TYPED_TEST_SUITE(SparseSolvers, RealAndComplexTypes);

TYPED_TEST(SparseSolvers, SparseLuSolve) {
  typedef typename TestFixture::SparseMatrix SparseMatrix;
  // Sizes below and above a packet at every VLEN, densities that give
  // supernodes of one column and of many (the dense kernels' paths).
  for (int n : {7, 33, 100, 257})
    for (double density : {0.05, 0.3}) {
      const auto triplets = this->random_triplets(n, density);
      SparseMatrix a(n, n);
      a.setFromTriplets(triplets.begin(), triplets.end());
      const typename TestFixture::Vector b = this->random_matrix(n, 1);
      Eigen::SparseLU<SparseMatrix> lu(a);
      ASSERT_EQ(lu.info(), Eigen::Success) << "n=" << n;
      const typename TestFixture::Vector x = lu.solve(b);
      TestFixture::expect_solution(triplets, x, b,
                                   "SparseLU n=" + std::to_string(n) + " density=" + std::to_string(density));
    }
}

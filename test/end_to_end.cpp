// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Unchanged Eigen user code through the overlay, real and complex (test/README.md), each result against the same
// computation by plain scalar loops: exactly where IEEE arithmetic is exact per element, within a rounding-error
// bound otherwise.

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include "matrix_test_support.h"
#include "packet_test_support.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <utility>

#if defined(EIGEN_RISCV64_USE_RVV10)
// Built on Eigen master with -DEIGEN_RISCV64_USE_RVV10: the overlay steps aside and master's own RVV backend runs
// alone (the tests below then check RVV10's results).
TEST(PassThrough, MastersRvv10BackendAlone) {
#if defined(EIGEN_VECTORIZE_RVV) || !defined(EIGEN_VECTORIZE_RVV10)
  FAIL() << "expected upstream's RVV10 backend alone";
#else
  EXPECT_EQ(int(Eigen::internal::packet_traits<float>::size), __riscv_v_fixed_vlen / 32);
#endif
}
#endif

template <typename Scalar_>
class EndToEnd : public MatrixTest<Scalar_> {};

TYPED_TEST_SUITE(EndToEnd, RealTypes);

TYPED_TEST(EndToEnd, VectorizationIsActive) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Vector Vector;
#if defined(EIGEN_VECTORIZE_RVV)
  ASSERT_TRUE(bool(Eigen::internal::packet_traits<Scalar>::Vectorizable));
#else
  if (!Eigen::internal::packet_traits<Scalar>::Vectorizable) GTEST_SKIP() << "not vectorized by this upstream backend";
#endif
  typedef Eigen::internal::evaluator<Vector> VectorEvaluator;
  EXPECT_TRUE(VectorEvaluator::Flags & Eigen::PacketAccessBit);
  typedef Eigen::internal::copy_using_evaluator_traits<
      Eigen::internal::evaluator<Vector>,
      Eigen::internal::evaluator<
          Eigen::CwiseBinaryOp<Eigen::internal::scalar_sum_op<Scalar, Scalar>, const Vector, const Vector>>,
      Eigen::internal::assign_op<Scalar, Scalar>>
      AssignTraits;
  EXPECT_EQ(int(AssignTraits::Traversal), int(Eigen::LinearVectorizedTraversal));
}

TYPED_TEST(EndToEnd, ProductsOfEverySmallSize) {
  typedef typename TestFixture::Matrix Matrix;
  for (int s = 1; s <= 67; ++s) {
    const Matrix a = this->random_matrix(s, s), b = this->random_matrix(s, s);
    const Matrix c = a * b;
    this->expect_product(c, a, b, "square");
    // Rectangular shapes around the same size exercise every remainder.
    const int m = 1 + (s * 7) % 67, k = 1 + (s * 11) % 67, n = 1 + (s * 13) % 67;
    const Matrix r1 = this->random_matrix(m, k), r2 = this->random_matrix(k, n);
    const Matrix rc = r1 * r2;
    this->expect_product(rc, r1, r2, "rectangular");
    const Matrix r3 = this->random_matrix(m, 3);
    const Matrix rt = r1.transpose() * r3;
    this->expect_product(rt, Matrix(r1.transpose()), r3, "transposed");
  }
}

TYPED_TEST(EndToEnd, LargeAndSkinnyProducts) {
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  const int shapes[][3] = {{128, 200, 96}, {257, 129, 65}, {1, 300, 300}, {300, 16, 300}, {300, 300, 1}};
  for (const auto& shape : shapes) {
    const Matrix a = this->random_matrix(shape[0], shape[1]), b = this->random_matrix(shape[1], shape[2]);
    const Matrix c = a * b;
    this->expect_product(c, a, b, "large");
    // Mixed storage orders and an accumulating, scaled product.
    const RowMajorMatrix ar = a;
    Matrix d = Matrix::Ones(shape[0], shape[2]);
    d.noalias() += ar * b;
    const Matrix d_minus_one = d - Matrix::Ones(shape[0], shape[2]);
    const Matrix error = d_minus_one - c;
    ASSERT_LE(error.cwiseAbs().maxCoeff(), 8 * shape[1] * TestFixture::eps * (1 + c.cwiseAbs().maxCoeff()));
  }
}

TYPED_TEST(EndToEnd, MatrixVectorProducts) {
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  typedef typename TestFixture::Vector Vector;
  for (int rows : {1, 2, 3, 7, 16, 17, 33, 64, 65, 127, 200}) {
    for (int cols : {1, 3, 8, 9, 31, 66, 150}) {
      const Matrix a = this->random_matrix(rows, cols);
      const Matrix x = this->random_matrix(cols, 1), z = this->random_matrix(rows, 1);
      const Vector y = a * Vector(x);
      this->expect_product(y, a, x, "gemv column-major");
      const RowMajorMatrix ar = a;
      const Vector yr = ar * Vector(x);
      this->expect_product(yr, a, x, "gemv row-major");
      const Vector yt = a.transpose() * Vector(z);
      this->expect_product(yt, Matrix(a.transpose()), z, "gemv transposed");
    }
  }
}

// Elementwise IEEE operations are exact per element, vectorized or not: the
// result must match a scalar loop bit for bit, at every length (tails).
TYPED_TEST(EndToEnd, ArrayExpressionsMatchScalarLoopsExactly) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Array Array;
  const Scalar inf = std::numeric_limits<Scalar>::infinity(), nan = std::numeric_limits<Scalar>::quiet_NaN();
  for (int n = 1; n <= 70; ++n) {
    Array a = this->random_matrix(n, 1).array() * Scalar(10), b = this->random_matrix(n, 1).array() * Scalar(10);
    if (n > 3) a[n / 2] = -Scalar(0), a[n - 1] = inf, b[n / 3] = nan, a[1] = -inf, b[0] = Scalar(0);
    const Array r1 = (a * b + a / b - a.abs().sqrt()).max(b.min(Scalar(2.5)));
    const Array r2 = (a.floor() + b.ceil() * a.round()) - a.abs2();
    const Array r3 = (a < b).select(a, b - Scalar(1));
    const Array r4 = (a.square() + Scalar(3) * b).cwiseMin(Scalar(40)).cwiseMax(-b);
    for (int i = 0; i < n; ++i) {
      const Scalar x = a[i], y = b[i];
      // Eigen's default max/min (PropagateFast) are std::max/std::min on the scalar path (tails), NaN
      // operands included: the first operand of max(NaN, 1) and of max(1, NaN) comes through.
      const Scalar e1 = std::max(x * y + x / y - std::sqrt(std::fabs(x)), std::min(y, Scalar(2.5)));
      const Scalar e2 = (std::floor(x) + std::ceil(y) * std::round(x)) - x * x;
      const Scalar e3 = x < y ? x : y - Scalar(1);
      const Scalar e4 = std::max(std::min(x * x + Scalar(3) * y, Scalar(40)), -y);
      auto same = [](Scalar e, Scalar g) { return std::isnan(e) ? std::isnan(g) : e == g; };
      // Where plain max/min are not std::max/std::min in every lane (upstream's Arm packets propagate NaN
      // from either operand), lanes with a NaN operand are not compared for r1 and r4.
      const bool has_nan = std::isnan(x) || std::isnan(y) || std::isnan(x * y + x / y - std::sqrt(std::fabs(x)));
      if (packet_test::plain_min_max_are_std_min_max || !has_nan) {
        ASSERT_TRUE(same(e1, r1[i])) << "n=" << n << " i=" << i << " x=" << x << " y=" << y << " " << r1[i];
        ASSERT_TRUE(same(e4, r4[i])) << "n=" << n << " i=" << i;
      }
      ASSERT_TRUE(same(e2, r2[i])) << "n=" << n << " i=" << i << " x=" << x << " y=" << y;
      ASSERT_TRUE(same(e3, r3[i])) << "n=" << n << " i=" << i;
    }
  }
}

TYPED_TEST(EndToEnd, Reductions) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  for (int n = 1; n <= 100; n += (n < 20 ? 1 : 13)) {
    const Matrix a = this->random_matrix(n, n / 3 + 1);
    long double sum = 0, squares = 0, magnitude = 0;
    Scalar minimum = a(0, 0), maximum = a(0, 0);
    for (Eigen::Index j = 0; j < a.cols(); ++j)
      for (Eigen::Index i = 0; i < a.rows(); ++i) {
        sum += a(i, j), squares += (long double)a(i, j) * a(i, j), magnitude += std::fabs(a(i, j));
        minimum = std::min(minimum, a(i, j)), maximum = std::max(maximum, a(i, j));
      }
    const long double bound = 2 * a.size() * (long double)TestFixture::eps * magnitude;
    ASSERT_LE(std::fabs(a.sum() - sum), bound) << n;
    ASSERT_LE(std::fabs(a.squaredNorm() - squares), 2 * a.size() * (long double)TestFixture::eps * squares) << n;
    ASSERT_EQ(minimum, a.minCoeff()) << n;
    ASSERT_EQ(maximum, a.maxCoeff()) << n;
    // JacobiSVD's scale, with a NaN of either sign at the last coefficient and at the middle one.
    ASSERT_EQ(std::max(maximum, -minimum), a.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>()) << n;
    for (const Eigen::Index at : {a.size() - 1, a.size() / 2}) {
      Matrix special = a;
      const Scalar nan = std::numeric_limits<Scalar>::quiet_NaN();
      special(at) = at % 2 ? -nan : nan;  // negated, not multiplied: RISC-V arithmetic gives the positive NaN
      ASSERT_TRUE(std::isnan(special.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>())) << n << " at " << at;
    }
    // Powers of two: the product is exact in any order.
    Matrix p = (a.array() * 4).round().matrix();
    long double product = 1;
    for (Eigen::Index i = 0; i < p.size(); ++i) {
      p(i) = std::ldexp(Scalar(p(i) < 0 ? -1 : 1), int(p(i)) % 3);
      product *= p(i);
    }
    ASSERT_EQ(Scalar(product), p.prod()) << n;
    // Boolean reductions over comparisons.
    const auto positive = a.array() > Scalar(0);
    Eigen::Index count = 0;
    for (Eigen::Index i = 0; i < a.size(); ++i) count += a(i) > 0;
    ASSERT_EQ(count, positive.count());
    ASSERT_EQ(count > 0, positive.any());
    ASSERT_EQ(count == a.size(), positive.all());
    // Partial reductions.
    const auto column_sums = a.colwise().sum();
    for (Eigen::Index j = 0; j < a.cols(); ++j) {
      long double s = 0, m = 0;
      for (Eigen::Index i = 0; i < a.rows(); ++i) s += a(i, j), m += std::fabs(a(i, j));
      ASSERT_LE(std::fabs(column_sums(j) - s), 2 * a.rows() * (long double)TestFixture::eps * m);
    }
    const auto row_maxima = a.rowwise().maxCoeff();
    for (Eigen::Index i = 0; i < a.rows(); ++i) {
      Scalar m = a(i, 0);
      for (Eigen::Index j = 1; j < a.cols(); ++j) m = std::max(m, a(i, j));
      ASSERT_EQ(m, row_maxima(i));
    }
  }
}

// Reductions of vector segments at every start 0..3 and every length up to 3
// packets + 3: whole packets from the segment's first coefficient, then the
// rest as one segment (Eigen 5) or one by one; NaN and infinities at every
// coefficient under each NaN policy, negative zeros, exact products.
TYPED_TEST(EndToEnd, ReductionsOfSegmentsAtEveryStart) {
  typedef typename TestFixture::Scalar Scalar;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
  const Eigen::Index packet = Eigen::internal::packet_traits<Scalar>::size;
  const Vector x = this->random_matrix(4 * packet + 8, 1), y = this->random_matrix(4 * packet + 8, 1);
  for (Eigen::Index start = 0; start < 4; ++start)
    for (Eigen::Index n = 1; n <= 3 * packet + 3; ++n) {
      const auto a = x.segment(start, n), b = y.segment(start, n);
      long double sum = 0, dot = 0, squares = 0, magnitude = 0, dot_magnitude = 0;
      Scalar minimum = a(0), maximum = a(0);
      Eigen::Index positive = 0;
      for (Eigen::Index i = 0; i < n; ++i) {
        sum += a(i), dot += (long double)a(i) * b(i), squares += (long double)a(i) * a(i);
        magnitude += std::fabs(a(i)), dot_magnitude += std::fabs((long double)a(i) * b(i));
        minimum = std::min(minimum, a(i)), maximum = std::max(maximum, a(i)), positive += a(i) > 0;
      }
      const long double eps = TestFixture::eps;
      ASSERT_LE(std::fabs(a.sum() - sum), 2 * n * eps * magnitude) << start << " " << n;
      ASSERT_LE(std::fabs(a.dot(b) - dot), 2 * n * eps * dot_magnitude) << start << " " << n;
      ASSERT_LE(std::fabs(a.squaredNorm() - squares), 2 * n * eps * squares) << start << " " << n;
      ASSERT_EQ(minimum, a.minCoeff()) << start << " " << n;
      ASSERT_EQ(maximum, a.maxCoeff()) << start << " " << n;
      ASSERT_EQ(std::max(maximum, -minimum), a.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>())
          << start << " " << n;
      ASSERT_EQ(positive, (a.array() > Scalar(0)).count()) << start << " " << n;
      const Scalar inf = std::numeric_limits<Scalar>::infinity();
      for (Eigen::Index at = 0; at < n; ++at) {
        const std::string where = std::to_string(start) + " " + std::to_string(n) + " at " + std::to_string(at);
        Scalar others_min = inf, others_max = -inf;
        for (Eigen::Index i = 0; i < n; ++i)
          if (i != at) others_min = std::min(others_min, a(i)), others_max = std::max(others_max, a(i));
        Vector special = x;
        special(start + at) = std::numeric_limits<Scalar>::quiet_NaN();
        const auto s = special.segment(start, n);
        ASSERT_TRUE(std::isnan(s.sum())) << where;
        ASSERT_TRUE(std::isnan(s.template minCoeff<Eigen::PropagateNaN>())) << where;
        ASSERT_TRUE(std::isnan(s.template maxCoeff<Eigen::PropagateNaN>())) << where;
        if (n > 1) {
          ASSERT_EQ(others_min, s.template minCoeff<Eigen::PropagateNumbers>()) << where;
          ASSERT_EQ(others_max, s.template maxCoeff<Eigen::PropagateNumbers>()) << where;
        }
        ASSERT_TRUE(std::isnan(s.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>())) << where;
        special(start + at) = -std::numeric_limits<Scalar>::quiet_NaN();
        ASSERT_TRUE(std::isnan(s.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>())) << where;
        special(start + at) = inf;
        ASSERT_EQ(inf, s.sum()) << where;
        ASSERT_EQ(inf, s.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>()) << where;
        ASSERT_EQ(inf, s.maxCoeff()) << where;
        ASSERT_EQ(n > 1 ? others_min : inf, s.minCoeff()) << where;
        special(start + at) = -inf;
        ASSERT_EQ(-inf, s.minCoeff()) << where;
        ASSERT_EQ(inf, s.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>()) << where;
        ASSERT_EQ(n > 1 ? others_max : -inf, s.maxCoeff()) << where;
        // A subnormal among them: ordered by its bits too.
        special(start + at) = std::numeric_limits<Scalar>::denorm_min();
        Scalar others_abs = std::numeric_limits<Scalar>::denorm_min();
        for (Eigen::Index i = 0; i < n; ++i)
          if (i != at) others_abs = std::max(others_abs, std::fabs(a(i)));
        ASSERT_EQ(others_abs, s.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>()) << where;
      }
      const Vector negative_zeros = Vector::Constant(x.size(), -Scalar(0));
#if !defined(EIGEN_RISCV64_USE_RVV10)
      // (RVV10's predux starts its vfredusum from +0, so its sum of -0 lanes is +0: not checked there.)
      ASSERT_TRUE(std::signbit(negative_zeros.segment(start, n).sum())) << start << " " << n;
#endif
      const Scalar largest_zero = negative_zeros.segment(start, n).cwiseAbs().template maxCoeff<Eigen::PropagateNaN>();
      ASSERT_TRUE(largest_zero == 0 && !std::signbit(largest_zero)) << start << " " << n;
      // Powers of two and signs: the product is exact in any order.
      Vector factors = x;
      long double product = 1;
      for (Eigen::Index i = 0; i < n; ++i)
        product *= factors(start + i) = Scalar(i % 3 == 0 ? -1 : 1) * Scalar(i % 7 == 3 ? 2 : 1);
      ASSERT_EQ(Scalar(product), factors.segment(start, n).prod()) << start << " " << n;
    }
}

// maxCoeff/minCoeff with an index (LU's and QR's pivot searches) give the value and index of Eigen's scalar
// loop: the first strict improvement; a NaN never replaces the incumbent; -0 and +0 tie. Lengths around the
// packet size, vectors, strided block columns and row-major matrices, the extreme at every position.
TYPED_TEST(EndToEnd, MaxAndMinCoeffWithIndex) {
  typedef typename TestFixture::Scalar Scalar;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> RowMajorMatrix;
  const int lanes = Eigen::internal::packet_traits<Scalar>::size;
  const Scalar nan = std::numeric_limits<Scalar>::quiet_NaN();
  // The scalar loop's answer over coefficients in traversal order.
  auto reference = [](const std::vector<Scalar>& v, bool is_max, Eigen::Index& index) {
    Scalar best = v[0];
    index = 0;
    for (std::size_t k = 1; k < v.size(); ++k)
      if (is_max ? v[k] > best : v[k] < best) best = v[k], index = Eigen::Index(k);
    return best;
  };
  auto check = [&](const std::vector<Scalar>& v, Scalar got_max, Eigen::Index max_at, Scalar got_min,
                   Eigen::Index min_at, const std::string& where) {
    Eigen::Index expected_max_at, expected_min_at;
    const Scalar expected_max = reference(v, true, expected_max_at);
    const Scalar expected_min = reference(v, false, expected_min_at);
    ASSERT_TRUE(packet_test::same_value(expected_max, got_max)) << where << " max " << got_max;
    ASSERT_EQ(expected_max_at, max_at) << where << " max";
    ASSERT_TRUE(packet_test::same_value(expected_min, got_min)) << where << " min " << got_min;
    ASSERT_EQ(expected_min_at, min_at) << where << " min";
  };
  std::mt19937 rng(5);
  for (int n = 1; n <= 3 * lanes + 3; ++n) {
    for (int pattern = 0; pattern < 8; ++pattern) {
#if !defined(EIGEN_VECTORIZE_RVV)
      // With a NaN Eigen leaves the result of PropagateFast undefined; upstream's packets differ from its loop.
      if (pattern == 2 || pattern == 3) continue;
#endif
      std::vector<Scalar> v(n);
      for (int i = 0; i < n; ++i) v[i] = Scalar(int(rng() % 7) - 3);  // many ties
      if (pattern == 1) v[rng() % n] = Scalar(100), v[rng() % n] = Scalar(-100);
      if (pattern == 2) v[rng() % n] = nan;
      if (pattern == 3) v[0] = nan;
      if (pattern == 4)
        for (int i = 0; i < n; ++i) v[i] = (i % 2) ? -Scalar(0) : Scalar(0);
      if (pattern == 5) v[n - 1] = Scalar(50), v[n / 2] = Scalar(50);
      if (pattern >= 6)  // distinct values: the best of a strip in any lane
        for (int i = 0; i < n; ++i) v[i] = Scalar(std::uniform_real_distribution<double>(-1, 1)(rng));
      const std::string where = "n=" + std::to_string(n) + " pattern " + std::to_string(pattern);
      Eigen::Index max_at, min_at;
      const Eigen::Map<const Eigen::Matrix<Scalar, Eigen::Dynamic, 1>> vector(v.data(), n);
      const Scalar vector_max = vector.maxCoeff(&max_at), vector_min = vector.minCoeff(&min_at);
      check(v, vector_max, max_at, vector_min, min_at, "vector " + where);
      // The same values as a 2-column block of a column-major matrix with an outer stride (column 0, then 1),
      // and as a row-major matrix (row 0, then 1; Eigen 5 visits it in storage order).
      Matrix storage(n + 3, 3);
      storage.setConstant(Scalar(1000));
      RowMajorMatrix row_major(2, n);
      std::vector<Scalar> twice(v);
      twice.insert(twice.end(), v.rbegin(), v.rend());
      for (int i = 0; i < n; ++i) {
        storage(i + 1, 1) = v[i], storage(i + 1, 2) = v[n - 1 - i];
        row_major(0, i) = v[i], row_major(1, i) = v[n - 1 - i];
      }
      const auto block = storage.block(1, 1, n, 2);
      Eigen::Index max_row, max_col, min_row, min_col;
      const Scalar block_max = block.maxCoeff(&max_row, &max_col), block_min = block.minCoeff(&min_row, &min_col);
      check(twice, block_max, max_col * n + max_row, block_min, min_col * n + min_row, "block " + where);
      const Scalar row_max = row_major.maxCoeff(&max_row, &max_col), row_min = row_major.minCoeff(&min_row, &min_col);
#if EIGEN_VERSION_AT_LEAST(3, 4, 90)
      check(twice, row_max, max_row * n + max_col, row_min, min_row * n + min_col, "row-major " + where);
#else
      // Eigen 3.4 visits every matrix column by column.
      std::vector<Scalar> by_columns;
      for (int j = 0; j < n; ++j) by_columns.push_back(row_major(0, j)), by_columns.push_back(row_major(1, j));
      check(by_columns, row_max, max_col * 2 + max_row, row_min, min_col * 2 + min_row, "row-major " + where);
#endif
    }
  }
}

TYPED_TEST(EndToEnd, StridedMapsAndBlocks) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::Vector Vector;
  std::vector<Scalar> storage(1000);
  for (std::size_t i = 0; i < storage.size(); ++i) storage[i] = Scalar(int(i % 17) - 8) / 4;
  for (int stride : {1, 2, 3, 5}) {
    for (int n : {1, 7, 16, 33, 100}) {
      Eigen::Map<Vector, 0, Eigen::InnerStride<>> v(storage.data() + 1, n, Eigen::InnerStride<>(stride));
      Scalar sum = 0;  // small multiples of 1/4: exact
      for (int i = 0; i < n; ++i) sum += storage[1 + i * stride];
      ASSERT_EQ(sum, v.sum());
      Vector doubled = v * Scalar(2);
      for (int i = 0; i < n; ++i) ASSERT_EQ(storage[1 + i * stride] * 2, doubled[i]);
    }
  }
  // Outer stride, unaligned start, and writes through a block.
  Eigen::Map<Matrix, 0, Eigen::OuterStride<>> m(storage.data() + 3, 9, 11, Eigen::OuterStride<>(13));
  Matrix copy = m;
  m.block(1, 2, 7, 5) = copy.block(0, 0, 7, 5) * Scalar(3) + copy.block(2, 6, 7, 5);
  for (int j = 0; j < 11; ++j)
    for (int i = 0; i < 9; ++i) {
      const bool inside = i >= 1 && i < 8 && j >= 2 && j < 7;
      const Scalar expected = inside ? copy(i - 1, j - 2) * 3 + copy(i + 1, j + 4) : copy(i, j);
      ASSERT_EQ(expected, storage[3 + j * 13 + i]) << i << "," << j;
    }
  // Rows 9..12 of each column lie between the mapped columns: untouched.
  for (int j = 0; j < 10; ++j)
    for (int i = 9; i < 13; ++i) ASSERT_EQ(Scalar(int((3 + j * 13 + i) % 17) - 8) / 4, storage[3 + j * 13 + i]);
}

TYPED_TEST(EndToEnd, TransposeInPlaceAndReverse) {
  typedef typename TestFixture::Matrix Matrix;
  for (int n = 1; n <= 40; ++n) {
    const Matrix a = this->random_matrix(n, n);
    Matrix t = a;
    t.transposeInPlace();
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) ASSERT_EQ(a(j, i), t(i, j)) << n;
    const Matrix r = a.reverse();
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) ASSERT_EQ(a(n - 1 - i, n - 1 - j), r(i, j)) << n;
  }
}

TYPED_TEST(EndToEnd, FixedSizeTypes) {
  typedef typename TestFixture::Scalar Scalar;
  typedef Eigen::Matrix<Scalar, 4, 4> Matrix4;
  typedef Eigen::Matrix<Scalar, 3, 1> Vector3;
  typedef Eigen::Matrix<Scalar, 8, 1> Vector8;
  const Matrix4 a = this->random_matrix(4, 4) + Matrix4::Identity() * 4;
  const Matrix4 b = this->random_matrix(4, 4);
  const Matrix4 c = a * b;
  this->expect_product(c, a, b, "Matrix4");
  const Matrix4 identity = a * a.inverse();
  ASSERT_LE((identity - Matrix4::Identity()).cwiseAbs().maxCoeff(), 64 * TestFixture::eps);
  const Vector3 u(1, 2, 3), v(-2, Scalar(0.5), 4);
  const Vector3 w = u.cross(v);
  ASSERT_EQ(Vector3(2 * 4 - 3 * Scalar(0.5), 3 * -2 - 1 * 4, 1 * Scalar(0.5) - 2 * -2), w);
  ASSERT_EQ(Scalar(1 * -2 + 2 * 0.5 + 3 * 4), u.dot(v));
  Vector8 e;
  for (int i = 0; i < 8; ++i) e[i] = Scalar(i) - Scalar(3.5);
  const Vector8 f = (e.array() * e.array() - Scalar(1)).matrix();
  for (int i = 0; i < 8; ++i) ASSERT_EQ(e[i] * e[i] - 1, f[i]);
  ASSERT_EQ(Scalar(0), e.sum());
}

// Fixed-size objects of 2 to 17 rows, through whatever packet Eigen picks for them (with EIGEN_RVV_PART_PACKETS the
// packets of the half-packet chain; test/README.md): products, elementwise expressions, math functions, reductions.
template <typename Fixture, int N>
void check_fixed_size_objects(Fixture& fixture) {
  typedef typename Fixture::Scalar Scalar;
  typedef Eigen::Matrix<Scalar, N, N> Square;
  typedef Eigen::Matrix<Scalar, N, 1> Column;
  const Square a = fixture.random_matrix(N, N), b = fixture.random_matrix(N, N);
  const Column v = fixture.random_matrix(N, 1), w = fixture.random_matrix(N, 1);
  const Square product = a * b;
  Fixture::expect_product(product, a, b, "fixed-size square product");
  Square chain = a;  // dependent products, as forward kinematics chains transforms
  for (int i = 0; i < 3; ++i) {
    const Square next = chain * b;
    Fixture::expect_product(next, chain, b, "fixed-size product chain");
    chain = next / Scalar(N);
  }
  const Column image = a * v;
  Fixture::expect_product(image, a, v, "fixed-size matrix times vector");
  const Column axpy = v + Scalar(0.25) * w, quotient = (v.array() / (w.array().abs() + 1)).matrix();
  const Column clamped = v.cwiseMax(w).cwiseMin(Scalar(0.5)), rounded = (v.array() * 8).round().matrix();
  const Eigen::Array<Scalar, N, 1> functions = v.array().exp() + v.array().tanh() + (v.array().abs() + 1).log();
  for (int i = 0; i < N; ++i) {
    ASSERT_EQ(Scalar(v[i] + Scalar(0.25) * w[i]), axpy[i]) << N << " " << i;
    ASSERT_EQ(Scalar(v[i] / (std::abs(w[i]) + 1)), quotient[i]) << N << " " << i;
    ASSERT_EQ(std::min(std::max(v[i], w[i]), Scalar(0.5)), clamped[i]) << N << " " << i;
    ASSERT_EQ(std::round(v[i] * 8), rounded[i]) << N << " " << i;
    const long double reference =
        std::exp((long double)v[i]) + std::tanh((long double)v[i]) + std::log(std::abs((long double)v[i]) + 1);
    ASSERT_LE(std::abs(functions[i] - reference), 16 * Fixture::eps * (std::abs(reference) + 3)) << N << " " << i;
  }
  long double sum = 0, squares = 0, dot = 0;
  Scalar largest = a(0, 0);
  for (int j = 0; j < N; ++j)
    for (int i = 0; i < N; ++i) {
      sum += a(i, j);
      squares += (long double)a(i, j) * a(i, j);
      largest = std::max(largest, a(i, j));
    }
  for (int i = 0; i < N; ++i) dot += (long double)v[i] * w[i];
  const long double bound = 4 * N * N * Fixture::eps * (squares + 1);
  ASSERT_LE(std::abs(a.sum() - sum), bound) << N;
  ASSERT_LE(std::abs(a.squaredNorm() - squares), bound) << N;
  ASSERT_LE(std::abs(v.dot(w) - dot), bound) << N;
  ASSERT_EQ(largest, a.maxCoeff()) << N;
  const Column column_sums = a.rowwise().sum();
  for (int i = 0; i < N; ++i) {
    long double row = 0;
    for (int j = 0; j < N; ++j) row += a(i, j);
    ASSERT_LE(std::abs(column_sums[i] - row), bound) << N << " " << i;
  }
}
template <typename Fixture, int... Sizes>
void check_fixed_size_objects(Fixture& fixture, std::integer_sequence<int, Sizes...>) {
  (check_fixed_size_objects<Fixture, Sizes + 2>(fixture), ...);
}

TYPED_TEST(EndToEnd, FixedSizeObjectsOfEverySize) {
  check_fixed_size_objects(*this, std::make_integer_sequence<int, 16>());
#if defined(EIGEN_VECTORIZE_RVV) && EIGEN_RVV_PART_PACKETS
  // A product of 4 x 4 matrices runs on packets of 4 lanes (a part packet where Eigen's packet is wider), or on
  // Eigen's packet where it is narrower.
  typedef typename TestFixture::Scalar Scalar;
  typedef typename Eigen::internal::find_best_packet<Scalar, 4>::type Packet4;
  const int lanes = Eigen::internal::packet_traits<Scalar>::size;
  EXPECT_EQ(std::min(4, lanes), int(Eigen::internal::unpacket_traits<Packet4>::size));
#endif
}

TYPED_TEST(EndToEnd, Solvers) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  for (int n : {1, 5, 17, 64, 100}) {
    const Matrix a = this->random_matrix(n, n) + Matrix::Identity(n, n) * Scalar(n);
    const Matrix rhs = this->random_matrix(n, 3);
    const Matrix x = a.partialPivLu().solve(rhs);
    const Matrix residual = a * x - rhs;
    ASSERT_LE(residual.cwiseAbs().maxCoeff(),
              64 * n * TestFixture::eps * (a.cwiseAbs().maxCoeff() * x.cwiseAbs().maxCoeff() + 1))
        << "LU n=" << n;
    const Matrix spd = a.transpose() * a + Matrix::Identity(n, n);
    const Matrix y = spd.llt().solve(rhs);
    const Matrix spd_residual = spd * y - rhs;
    ASSERT_LE(spd_residual.cwiseAbs().maxCoeff(),
              64 * n * TestFixture::eps * (spd.cwiseAbs().maxCoeff() * y.cwiseAbs().maxCoeff() + 1))
        << "LLT n=" << n;
  }
}

// --- Complex ---------------------------------------------------------------

template <typename Scalar_>
class ComplexEndToEnd : public MatrixTest<Scalar_> {
 public:
  typedef typename MatrixTest<Scalar_>::Real Real;
  typedef typename MatrixTest<Scalar_>::Wide Wide;
  // |got - expected| <= tolerance * scale, expected in wider precision.
  static void expect_near(const Scalar_& got, const Wide& expected, long double scale, long double tolerance,
                          const std::string& what) {
    ASSERT_LE(std::abs(MatrixTest<Scalar_>::wide(got) - expected), tolerance * scale + std::numeric_limits<Real>::min())
        << what << ": got " << got;
  }
};

TYPED_TEST_SUITE(ComplexEndToEnd, ComplexTypes);

TYPED_TEST(ComplexEndToEnd, VectorizationIsActive) {
  typedef typename TestFixture::Scalar Scalar;
#if defined(EIGEN_VECTORIZE_RVV)
  ASSERT_TRUE(bool(Eigen::internal::packet_traits<Scalar>::Vectorizable));
  EXPECT_EQ(int(Eigen::internal::packet_traits<Scalar>::size),
            EIGEN_RVV_PACKET_BITS / int(8 * sizeof(typename TestFixture::Real)));
#else
  if (!Eigen::internal::packet_traits<Scalar>::Vectorizable) GTEST_SKIP() << "not vectorized by this upstream backend";
#endif
  typedef typename TestFixture::Array Array;
  typedef Eigen::internal::copy_using_evaluator_traits<
      Eigen::internal::evaluator<Array>,
      Eigen::internal::evaluator<
          Eigen::CwiseBinaryOp<Eigen::internal::scalar_product_op<Scalar, Scalar>, const Array,
                               const Eigen::CwiseUnaryOp<Eigen::internal::scalar_conjugate_op<Scalar>, const Array>>>,
      Eigen::internal::assign_op<Scalar, Scalar>>
      AssignTraits;
  EXPECT_EQ(int(AssignTraits::Traversal), int(Eigen::LinearVectorizedTraversal));
}

// Elementwise expressions at every length 1..70 (packet tails) and at an odd
// offset into the data (unaligned), against scalar loops: the products and
// quotients within a few eps, sums, negation and conjugation exactly.
TYPED_TEST(ComplexEndToEnd, ElementwiseExpressions) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Array Array;
  typedef typename TestFixture::Wide Wide;
  const long double eps = TestFixture::eps;
  for (int n = 1; n <= 70; ++n) {
    const Array storage_a = this->random_matrix(n + 1, 1).array(), storage_b = this->random_matrix(n + 1, 1).array();
    const Eigen::Map<const Array> a(storage_a.data() + 1, n), b(storage_b.data() + 1, n);
    const Array product = a.cwiseProduct(b.conjugate());
    const Array quotient = a / b;
    const Array roots = a.sqrt();
    const Array linear = -(a + b.conjugate()) - Scalar(0.5, -2) * a;
    for (int i = 0; i < n; ++i) {
      const Wide x = TestFixture::wide(a[i]), y = TestFixture::wide(b[i]);
      const std::string where = "n=" + std::to_string(n) + " i=" + std::to_string(i);
      TestFixture::expect_near(product[i], x * std::conj(y), std::abs(x) * std::abs(y), 4 * eps,
                               "a * conj(b) " + where);
      TestFixture::expect_near(quotient[i], x / y, std::abs(x / y), 8 * eps, "a / b " + where);
      TestFixture::expect_near(roots[i], std::sqrt(x), std::abs(std::sqrt(x)), 6 * eps, "sqrt(a) " + where);
      const Scalar sum = a[i] + std::conj(b[i]);
      const Scalar scaled = Scalar(0.5, -2) * a[i];
      TestFixture::expect_near(linear[i], TestFixture::wide(Scalar(-sum - scaled)), std::abs(x) * 3 + std::abs(y),
                               4 * eps, "-(a + conj(b)) - c a " + where);
    }
  }
}

// Norms and reductions: abs2, norm, squaredNorm, sum, prod, dot (conjugating
// its first argument), in wider precision.
TYPED_TEST(ComplexEndToEnd, NormsAndReductions) {
  typedef typename TestFixture::Vector Vector;
  typedef typename TestFixture::Wide Wide;
  const long double eps = TestFixture::eps;
  for (int n : {1, 2, 3, 7, 8, 9, 31, 64, 100, 333}) {
    const Vector a = this->random_matrix(n, 1), b = this->random_matrix(n, 1);
    Wide sum = 0, dot = 0;
    long double squared_norm = 0, magnitude = 0, dot_magnitude = 0;
    for (int i = 0; i < n; ++i) {
      const Wide x = TestFixture::wide(a[i]), y = TestFixture::wide(b[i]);
      sum += x;
      magnitude += std::abs(x);
      dot += std::conj(x) * y;
      dot_magnitude += std::abs(x) * std::abs(y);
      squared_norm += std::norm(x);
      const typename TestFixture::Real abs2 = a.array().abs2()[i];
      ASSERT_LE(std::fabs(abs2 - std::norm(x)), 2 * eps * std::norm(x)) << "abs2 n=" << n << " i=" << i;
    }
    const std::string where = " n=" + std::to_string(n);
    ASSERT_LE(std::fabs(a.squaredNorm() - squared_norm), 2 * (n + 2) * eps * squared_norm) << "squaredNorm" << where;
    ASSERT_LE(std::fabs(a.norm() - std::sqrt(squared_norm)), (n + 4) * eps * std::sqrt(squared_norm))
        << "norm" << where;
    TestFixture::expect_near(a.sum(), sum, magnitude, (n + 2) * eps, "sum" + where);
    TestFixture::expect_near(a.dot(b), dot, dot_magnitude, 4 * (n + 2) * eps, "dot" + where);
    if (n <= 64) {
      const Vector c = Vector::Ones(n) + a * typename TestFixture::Scalar(0.25);
      Wide product = 1;
      for (int i = 0; i < n; ++i) product *= TestFixture::wide(c[i]);
      TestFixture::expect_near(c.prod(), product, std::abs(product), 4 * (n + 2) * eps, "prod" + where);
    }
  }
}

// Norms of complex expressions and scaling by a real number, at every length 0..70 and at an odd offset (Eigen
// master computes them through RealView: the complex data read as real packets), in wider precision.
TYPED_TEST(ComplexEndToEnd, NormsOfExpressionsAndRealScaling) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Real Real;
  typedef typename TestFixture::Vector Vector;
  typedef typename TestFixture::Wide Wide;
  const long double eps = TestFixture::eps;
  const Scalar c(Real(0.75), Real(-1.5));
  for (int n = 0; n <= 70; ++n) {
    const Vector storage_a = this->random_matrix(n + 1, 1), storage_b = this->random_matrix(n + 1, 1);
    const Eigen::Map<const Vector> a(storage_a.data() + 1, n), b(storage_b.data() + 1, n);
    long double norm_a = 0, norm_difference = 0, norm_product = 0, norm_mixed = 0, largest = 0;
    for (int i = 0; i < n; ++i) {
      const Wide x = TestFixture::wide(a[i]), y = TestFixture::wide(b[i]);
      norm_a += std::norm(x);
      norm_difference += std::norm(x - y);
      norm_product += std::norm(x * y);
      norm_mixed += std::norm(std::conj(x) + y * TestFixture::wide(c));
      largest = std::max<long double>(largest, std::abs(x));
    }
    const std::string where = " n=" + std::to_string(n);
    const long double bound = 4 * (n + 4) * eps;
    ASSERT_LE(std::fabs(a.squaredNorm() - norm_a), bound * norm_a) << "squaredNorm" << where;
    ASSERT_LE(std::fabs((a - b).squaredNorm() - norm_difference), bound * norm_difference) << "(a - b)" << where;
    ASSERT_LE(std::fabs(a.cwiseProduct(b).squaredNorm() - norm_product), bound * norm_product) << "a .* b" << where;
    ASSERT_LE(std::fabs((a.conjugate() + b * c).squaredNorm() - norm_mixed), bound * norm_mixed)
        << "conj(a) + b c" << where;
    ASSERT_LE(std::fabs(a.reverse().squaredNorm() - norm_a), bound * norm_a) << "reverse" << where;
    ASSERT_LE(std::fabs(a.stableNorm() - std::sqrt(norm_a)), bound * std::sqrt(norm_a)) << "stableNorm" << where;
    ASSERT_LE(std::fabs(a.blueNorm() - std::sqrt(norm_a)), bound * std::sqrt(norm_a)) << "blueNorm" << where;
    ASSERT_LE(std::fabs(a.template lpNorm<Eigen::Infinity>() - largest), 2 * eps * largest) << "lpNorm<Inf>" << where;
    Vector scaled = a;
    scaled *= Real(3);
    for (int i = 0; i < n; ++i) ASSERT_EQ(scaled[i], Scalar(a[i].real() * 3, a[i].imag() * 3)) << "*= 3" << where;
    scaled /= Real(4);
    for (int i = 0; i < n; ++i) {
      ASSERT_EQ(scaled[i], Scalar(a[i].real() * 3 / 4, a[i].imag() * 3 / 4)) << "/= 4" << where;
    }
    if (n > 0) {
      const Vector unit = a.normalized();
      ASSERT_LE(std::fabs((long double)unit.squaredNorm() - 1), bound) << "normalized" << where;
      for (int i = 0; i < n; ++i) {
        TestFixture::expect_near(unit[i], TestFixture::wide(a[i]) / Wide(std::sqrt(norm_a)), 1, bound,
                                 "normalized" + where);
      }
    }
  }
}

// Matrix-vector products with adjoints and transposes in both storage
// orders (GEMV with conjugation), and x^* A.
TYPED_TEST(ComplexEndToEnd, MatrixVectorProductsWithAdjoints) {
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  typedef typename TestFixture::Vector Vector;
  for (int rows : {1, 3, 8, 17, 64, 131}) {
    for (int cols : {1, 5, 16, 33, 70}) {
      const Matrix a = this->random_matrix(rows, cols);
      const Matrix x = this->random_matrix(cols, 1), z = this->random_matrix(rows, 1);
      const RowMajorMatrix a_row = a;
      this->expect_product(Vector(a * Vector(x)), a, x, "A x");
      this->expect_product(Vector(a_row * Vector(x)), a, x, "row-major A x");
      const Matrix a_adjoint = a.adjoint(), a_transpose = a.transpose();
      this->expect_product(Vector(a.adjoint() * Vector(z)), a_adjoint, z, "A^* z");
      this->expect_product(Vector(a_row.adjoint() * Vector(z)), a_adjoint, z, "row-major A^* z");
      this->expect_product(Vector(a.transpose() * Vector(z)), a_transpose, z, "A^T z");
      const Matrix z_adjoint = z.adjoint();
      const Matrix row = Vector(z).adjoint() * a;
      this->expect_product(row, z_adjoint, a, "z^* A");
      const Matrix x_conj = x.conjugate();
      this->expect_product(Vector(a * Vector(x).conjugate()), a, x_conj, "A conj(x)");
    }
  }
}

// A complex LU solve (PartialPivLU: GEBP updates, TRSM) against Gaussian
// elimination with partial pivoting in wider precision, on a
// well-conditioned matrix, with several right-hand sides.
TYPED_TEST(ComplexEndToEnd, LuSolve) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::Wide Wide;
  for (int n : {1, 5, 24, 77, 150}) {
    Matrix a = this->random_matrix(n, n);
    a.diagonal().array() += Scalar(n / 4 + 1, 1);
    const Matrix b = this->random_matrix(n, 3);
    const Matrix x = a.partialPivLu().solve(b);
    Eigen::Matrix<Wide, Eigen::Dynamic, Eigen::Dynamic> m(n, n + 3);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) m(i, j) = TestFixture::wide(a(i, j));
    for (int j = 0; j < 3; ++j)
      for (int i = 0; i < n; ++i) m(i, n + j) = TestFixture::wide(b(i, j));
    for (int k = 0; k < n; ++k) {
      int pivot = k;
      for (int i = k + 1; i < n; ++i)
        if (std::abs(m(i, k)) > std::abs(m(pivot, k))) pivot = i;
      m.row(k).swap(m.row(pivot));
      for (int i = k + 1; i < n; ++i) {
        const Wide factor = m(i, k) / m(k, k);
        for (int j = k; j < n + 3; ++j) m(i, j) -= factor * m(k, j);
      }
    }
    for (int j = 0; j < 3; ++j)
      for (int i = n - 1; i >= 0; --i) {
        Wide s = m(i, n + j);
        for (int p = i + 1; p < n; ++p) s -= m(i, p) * m(p, n + j);
        m(i, n + j) = s / m(i, i);
      }
    for (int j = 0; j < 3; ++j)
      for (int i = 0; i < n; ++i)
        TestFixture::expect_near(
            x(i, j), m(i, n + j), 1 + std::abs(m(i, n + j)), 64 * n * TestFixture::eps,
            "LU solve n=" + std::to_string(n) + " (" + std::to_string(i) + "," + std::to_string(j) + ")");
  }
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Products of fixed-size float and double matrices (the small-product kernel on RVV, SmallProducts.h; upstream's
// paths elsewhere) against sums in wider precision at every coefficient: each update (=, +=, -=, with and without
// noalias, aliased), destinations written in place or through a temporary, both storage orders of each operand,
// shapes on both sides of every limit of the kernel, and infinities, NaN, signed zeros and subnormals; affine
// transforms of points (Geometry.h on RVV).

#include "matrix_test_support.h"

#include <cmath>
#include <limits>
#include <string>

template <typename Scalar_>
class SmallProducts : public MatrixTest<Scalar_> {
 public:
  typedef typename MatrixTest<Scalar_>::Wide Wide;
  // c(i, j) against initial(i, j) + sign * sum_k a(i, k) b(k, j) in wider precision: NaN and infinities exactly,
  // other values within (K + 2) 2 eps (|initial| + sum |a| |b|), zeros with their sign where the kernel computed
  // them (its sums start from the first product; Eigen's blocked GEMM adds them to a zero).
  template <typename Result, typename Initial, typename Left, typename Right>
  static void expect_coefficients(const Result& c, const Initial* initial, int sign, const Left& a, const Right& b,
                                  const std::string& what) {
    enum { M = Left::RowsAtCompileTime, K = Left::ColsAtCompileTime, N = Right::ColsAtCompileTime };
#if defined(EIGEN_VECTORIZE_RVV)
    const bool zero_sign = Eigen::internal::rvv::small_product<Scalar_, M, K, N>::applies;
#else
    const bool zero_sign = false;
#endif
    typedef Scalar_ Scalar;
    const int k_count = int(a.cols());
    for (Eigen::Index j = 0; j < c.cols(); ++j)
      for (Eigen::Index i = 0; i < c.rows(); ++i) {
        Wide sum = Wide(a(i, 0)) * Wide(b(0, j)), magnitude = std::abs(sum);
        for (int k = 1; k < k_count; ++k) {
          sum += Wide(a(i, k)) * Wide(b(k, j));
          magnitude += std::abs(Wide(a(i, k)) * Wide(b(k, j)));
        }
        Wide expected = sign < 0 ? -sum : sum;
        if (initial) {
          expected = Wide((*initial)(i, j)) + expected;
          magnitude += std::abs(Wide((*initial)(i, j)));
        }
        const Scalar got = c(i, j);
        const std::string where = what + " " + std::to_string(a.rows()) + "x" + std::to_string(k_count) + "x" +
                                  std::to_string(b.cols()) + " at (" + std::to_string(i) + "," + std::to_string(j) +
                                  ")";
        if (std::isnan(expected)) {
          ASSERT_TRUE(std::isnan(got)) << where << ": got " << got;
        } else if (std::isinf(expected) || expected == 0) {
          ASSERT_EQ(Scalar(expected), got) << where;
          if (zero_sign) {
            ASSERT_EQ(std::signbit(expected), std::signbit(got)) << where << ": sign of zero";
          }
        } else {
          const Wide bound =
              2 * (k_count + 2) * Wide(MatrixTest<Scalar_>::eps) * magnitude + Wide(std::numeric_limits<Scalar>::min());
          ASSERT_LE(std::abs(Wide(got) - expected), bound) << where << ": got " << got;
        }
      }
  }
};

TYPED_TEST_SUITE(SmallProducts, RealTypes);

// Storage options of a fixed-size matrix: row-major unless it has one column (Eigen's rule for vectors).
template <int Rows, int Cols>
struct row_major_options {
  enum { value = Cols == 1 ? Eigen::ColMajor : Eigen::RowMajor };
};

template <typename Fixture, int M, int K, int N>
void check_shape(Fixture& fixture) {
  typedef typename Fixture::Scalar Scalar;
  typedef Eigen::Matrix<Scalar, M, K> Lhs;
  typedef Eigen::Matrix<Scalar, K, N> Rhs;
  typedef Eigen::Matrix<Scalar, M, N> Result;
  const Lhs a = fixture.random_matrix(M, K);
  const Rhs b = fixture.random_matrix(K, N);
  const Result initial = fixture.random_matrix(M, N);

  const Result product = a * b;
  Fixture::expect_coefficients(product, static_cast<const Result*>(nullptr), 1, a, b, "a * b");
  Result noalias;
  noalias.noalias() = a * b;
  Fixture::expect_coefficients(noalias, static_cast<const Result*>(nullptr), 1, a, b, "noalias a * b");
  Result sum = initial;
  sum += a * b;
  Fixture::expect_coefficients(sum, &initial, 1, a, b, "c += a * b");
  Result difference = initial;
  difference.noalias() -= a * b;
  Fixture::expect_coefficients(difference, &initial, -1, a, b, "c -= a * b");

  // In place: a block of a larger matrix (columns M + 3 apart); the coefficients around it stay.
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Dynamic;
  Dynamic big = Dynamic::Constant(M + 3, N + 2, Scalar(7));
  big.template block<M, N>(1, 1).noalias() = a * b;
  const Result block = big.template block<M, N>(1, 1);
  Fixture::expect_coefficients(block, static_cast<const Result*>(nullptr), 1, a, b, "block = a * b");
  big.template block<M, N>(1, 1) = initial;
  big.template block<M, N>(1, 1).noalias() += a * b;
  const Result block_sum = big.template block<M, N>(1, 1);
  Fixture::expect_coefficients(block_sum, &initial, 1, a, b, "block += a * b");
  for (Eigen::Index j = 0; j < big.cols(); ++j)
    for (Eigen::Index i = 0; i < big.rows(); ++i)
      if (i < 1 || i > M || j < 1 || j > N) {
        ASSERT_EQ(Scalar(7), big(i, j)) << "outside the block at " << i << "," << j;
      }

  // Through a temporary: a row-major destination, and a map whose coefficients are not contiguous.
  Eigen::Matrix<Scalar, M, N, row_major_options<M, N>::value> row_major = a * b;
  Fixture::expect_coefficients(row_major, static_cast<const Result*>(nullptr), 1, a, b, "row-major = a * b");
  Eigen::Matrix<Scalar, 2 * M, N> strided_storage = Eigen::Matrix<Scalar, 2 * M, N>::Zero();
  Eigen::Map<Result, 0, Eigen::InnerStride<2> > strided(strided_storage.data());
  strided.noalias() = initial;
  strided.noalias() -= a * b;
  const Result strided_result = strided;
  Fixture::expect_coefficients(strided_result, &initial, -1, a, b, "strided map -= a * b");

  // Row-major operands: the left's columns are strided, the right's rows contiguous.
  const Eigen::Matrix<Scalar, M, K, row_major_options<M, K>::value> a_row_major = a;
  const Eigen::Matrix<Scalar, K, N, row_major_options<K, N>::value> b_row_major = b;
  const Result from_row_major = a_row_major * b_row_major;
  Fixture::expect_coefficients(from_row_major, static_cast<const Result*>(nullptr), 1, a, b, "row-major operands");
  const Result mixed = a_row_major * b;
  Fixture::expect_coefficients(mixed, static_cast<const Result*>(nullptr), 1, a, b, "row-major left");
}

template <typename Fixture, int M>
void check_aliasing(Fixture& fixture) {
  typedef typename Fixture::Scalar Scalar;
  typedef Eigen::Matrix<Scalar, M, M> Square;
  const Square b = fixture.random_matrix(M, M);
  Square x = fixture.random_matrix(M, M);
  for (int step = 0; step < 3; ++step) {  // x = x * b, as forward kinematics chains transforms
    const Square before = x;
    x = x * b;
    Fixture::expect_coefficients(x, static_cast<const Square*>(nullptr), 1, before, b, "x = x * b");
    const Square left = x;
    x = b * x;
    Fixture::expect_coefficients(x, static_cast<const Square*>(nullptr), 1, b, left, "x = b * x");
    const Square both = x;
    x = x * x;
    Fixture::expect_coefficients(x, static_cast<const Square*>(nullptr), 1, both, both, "x = x * x");
    const Square added = x;
    x += x * b;
    Fixture::expect_coefficients(x, &added, 1, added, b, "x += x * b");
    const Square subtracted = x;
    x -= b * x;
    Fixture::expect_coefficients(x, &subtracted, -1, b, subtracted, "x -= b * x");
  }
  // A destination that overlaps the operands one column off: through a temporary where it must.
  Square pair[2] = {b, x};
  const Square first = pair[0], second = pair[1];
  Eigen::Map<Square> later(pair[0].data() + M);
  later = pair[1] * pair[0];
  Fixture::expect_coefficients(Square(later), static_cast<const Square*>(nullptr), 1, second, first,
                               "one column into a and b = b * a");
  pair[0] = first;
  pair[1] = second;
  Eigen::Map<Square> earlier(pair[1].data() - M);
  earlier = pair[1] * pair[0];
  Fixture::expect_coefficients(Square(earlier), static_cast<const Square*>(nullptr), 1, second, first,
                               "one column before b = b * a");
  // A vector: v = b * v.
  typedef Eigen::Matrix<Scalar, M, 1> Vector;
  Vector v = x.col(0);
  const Vector v_before = v;
  v = b * v;
  Fixture::expect_coefficients(v, static_cast<const Vector*>(nullptr), 1, b, v_before, "v = b * v");
}

// Lanes of one register (any count on other targets): shapes just past one register have rows in scalar FMAs.
template <typename Scalar>
struct register_lanes {
#if defined(EIGEN_VECTORIZE_RVV)
  enum { value = EIGEN_RVV_VLEN / int(8 * sizeof(Scalar)) };
#else
  enum { value = 4 };
#endif
};

TYPED_TEST(SmallProducts, EveryUpdateDestinationAndStorageOrder) {
  check_shape<TestFixture, 3, 3, 3>(*this);
  check_shape<TestFixture, 4, 4, 4>(*this);
  check_shape<TestFixture, 3, 1, 2>(*this);
  check_shape<TestFixture, 5, 3, 7>(*this);
  check_shape<TestFixture, 7, 7, 7>(*this);
  check_shape<TestFixture, 8, 8, 8>(*this);
  check_shape<TestFixture, 6, 2, 9>(*this);
  check_shape<TestFixture, 3, 16, 4>(*this);
  check_shape<TestFixture, 3, 17, 2>(*this);
  check_shape<TestFixture, 9, 9, 3>(*this);
  check_shape<TestFixture, 16, 4, 4>(*this);
  check_shape<TestFixture, 12, 8, 5>(*this);
  check_shape<TestFixture, 32, 2, 3>(*this);
  check_shape<TestFixture, 33, 3, 2>(*this);
  check_shape<TestFixture, 2, 4, 4>(*this);
  check_shape<TestFixture, 4, 4, 1>(*this);
  check_shape<TestFixture, 3, 3, 1>(*this);
  check_shape<TestFixture, 6, 6, 1>(*this);
  check_shape<TestFixture, 9, 16, 1>(*this);
  check_shape<TestFixture, 3, 17, 1>(*this);
  check_shape<TestFixture, 1, 4, 4>(*this);
  enum { lanes = register_lanes<typename TestFixture::Scalar>::value };
  check_shape<TestFixture, lanes + 1, 8, 2>(*this);
  check_shape<TestFixture, lanes + 2, 4, 4>(*this);
  check_shape<TestFixture, lanes + 2, 8, 1>(*this);
  check_shape<TestFixture, lanes + 3, 5, 3>(*this);
  check_shape<TestFixture, lanes + 3, 6, 3>(*this);
  check_shape<TestFixture, lanes + 4, 4, 4>(*this);
  enum { half = lanes / 2 };  // float columns past half a register: rows in scalar FMAs
  check_shape<TestFixture, half + 1, 4, 4>(*this);
  check_shape<TestFixture, half + 2, 4, 2>(*this);
  check_shape<TestFixture, half + 2, 4, 1>(*this);
  check_shape<TestFixture, half + 2, 5, 2>(*this);  // 10 coefficients past half: not split
  check_aliasing<TestFixture, 3>(*this);
  check_aliasing<TestFixture, 4>(*this);
  check_aliasing<TestFixture, 8>(*this);
}

// Infinities, NaN, signed zeros and subnormals in both operands, at every coefficient position in turn.
template <typename Fixture, int M, int K, int N>
void check_special_values(Fixture& fixture) {
  typedef typename Fixture::Scalar Scalar;
  typedef std::numeric_limits<Scalar> Limits;
  const Scalar specials[] = {Limits::infinity(), -Limits::infinity(),  Limits::quiet_NaN(), Scalar(0),
                             -Scalar(0),         Limits::denorm_min(), -Limits::min()};
  const int count = int(sizeof(specials) / sizeof(specials[0]));
  typedef Eigen::Matrix<Scalar, M, K> Lhs;
  typedef Eigen::Matrix<Scalar, K, N> Rhs;
  typedef Eigen::Matrix<Scalar, M, N> Result;
  const Lhs a0 = fixture.random_matrix(M, K);
  const Rhs b0 = fixture.random_matrix(K, N);
  for (int p = 0; p < M * K + K * N; ++p) {
    Lhs a = a0;
    Rhs b = b0;
    const Scalar special = specials[p % count];
    if (p < M * K)
      a.data()[p] = special;
    else
      b.data()[p - M * K] = special;
    if (p % 3 == 0) b.data()[(p * 5) % (K * N)] = -Scalar(0);  // zero products of either sign
    const Result product = a * b;
    Fixture::expect_coefficients(product, static_cast<const Result*>(nullptr), 1, a, b, "special values");
    const Result initial = Result::Constant(p % 2 ? -Scalar(0) : Scalar(0));
    Result sum = initial;
    sum.noalias() += a * b;
    Fixture::expect_coefficients(sum, &initial, 1, a, b, "special values +=");
  }
  // All-zero columns of signed zeros: -0 * 1 sums to -0, +0 with any +0 term.
  const Lhs negative_zeros = Lhs::Constant(-Scalar(0));
  const Rhs ones = Rhs::Ones();
  const Result zeros = negative_zeros * ones;
  Fixture::expect_coefficients(zeros, static_cast<const Result*>(nullptr), 1, negative_zeros, ones, "signed zeros");
}

TYPED_TEST(SmallProducts, SpecialValues) {
  check_special_values<TestFixture, 3, 3, 3>(*this);
  check_special_values<TestFixture, 4, 4, 4>(*this);
  check_special_values<TestFixture, 7, 2, 5>(*this);
  check_special_values<TestFixture, 8, 8, 8>(*this);
  check_special_values<TestFixture, 4, 4, 1>(*this);
  check_special_values<TestFixture, 6, 6, 1>(*this);
  enum { lanes = register_lanes<typename TestFixture::Scalar>::value };
  check_special_values<TestFixture, lanes + 2, 4, 3>(*this);
  check_special_values<TestFixture, lanes + 3, 5, 1>(*this);
  check_special_values<TestFixture, lanes / 2 + 1, 3, 3>(*this);
  check_special_values<TestFixture, lanes / 2 + 2, 4, 1>(*this);
}

// Which products the kernel takes: every Matrix product of at least 3 rows and 2 columns (1 column: by compiler, below)
// whose columns fit in two registers and whose left side in 16, of float and double; 8 x 8 products through it (not
// the blocked GEMM).
TYPED_TEST(SmallProducts, KernelSelection) {
#if defined(EIGEN_VECTORIZE_RVV)
  typedef typename TestFixture::Scalar Scalar;
  using Eigen::internal::rvv::small_product;
  const int bits = int(8 * sizeof(Scalar));
  EXPECT_TRUE(bool(small_product<Scalar, 3, 3, 3>::applies));
  EXPECT_TRUE(bool(small_product<Scalar, 4, 4, 4>::applies));
  EXPECT_TRUE(bool(small_product<Scalar, 3, 8, 4>::applies));
  EXPECT_EQ(3 * bits <= EIGEN_RVV_VLEN, bool(small_product<Scalar, 3, 16, 4>::applies));  // 16 columns of 1 register
  EXPECT_FALSE(bool(small_product<Scalar, 3, 17, 2>::applies));
  EXPECT_FALSE(bool(small_product<Scalar, 2, 4, 4>::applies));
  // A matrix times a vector with part packets or from 26 coefficients; with clang up to VLEN 256 and at 512 from 15
  // coefficients; with GCC from a packet's rows, or up to 16 lanes where the column (its rows in vector registers)
  // fills its register group.
  const auto per_object = [=](int rows, int depth) {
    const bool few_lanes = EIGEN_RVV_VLEN / bits <= 16;
#if defined(__clang__)
    static_cast<void>(few_lanes);
    return EIGEN_RVV_PART_PACKETS || EIGEN_RVV_VLEN <= 256 || (EIGEN_RVV_VLEN == 512 && rows * depth >= 15) ||
           rows * depth > 25;
#else
    // Up to 3 rows and 16 coefficients past a register, or (floats) 2 rows and 8 coefficients past half of one.
    const int half = EIGEN_RVV_VLEN / bits / 2;
    const bool past_register = rows * bits > EIGEN_RVV_VLEN && rows - 2 * half <= 3 && (rows - 2 * half) * depth <= 16;
    const bool past_half =
        bits == 32 && rows > half && rows * bits <= EIGEN_RVV_VLEN && rows - half <= 2 && (rows - half) * depth <= 8;
    const int vector_rows = past_register ? 2 * half : past_half ? half : rows;
    const int group = bits <= 32 && vector_rows * bits <= EIGEN_RVV_VLEN / 2 ? EIGEN_RVV_VLEN / 2
                      : vector_rows * bits <= EIGEN_RVV_VLEN                 ? EIGEN_RVV_VLEN
                                                                             : 2 * EIGEN_RVV_VLEN;
    return EIGEN_RVV_PART_PACKETS || rows * bits >= EIGEN_RVV_VLEN * EIGEN_RVV_LMUL ||
           (vector_rows * bits == group && few_lanes) || rows * depth > 25;
#endif
  };
  // A column in at most two registers.
  const auto vectors = [=](int rows, int depth) {
    return rows * bits <= 2 * EIGEN_RVV_VLEN && per_object(rows, depth);
  };
  EXPECT_EQ(vectors(4, 4), bool(small_product<Scalar, 4, 4, 1>::applies));
  EXPECT_EQ(vectors(6, 6), bool(small_product<Scalar, 6, 6, 1>::applies));
  EXPECT_EQ(vectors(5, 5), bool(small_product<Scalar, 5, 5, 1>::applies));
  EXPECT_EQ(vectors(3, 4), bool(small_product<Scalar, 3, 4, 1>::applies));
  EXPECT_EQ(vectors(5, 3), bool(small_product<Scalar, 5, 3, 1>::applies));
  EXPECT_EQ(vectors(13, 2), bool(small_product<Scalar, 13, 2, 1>::applies));
  EXPECT_FALSE(bool(small_product<Scalar, 3, 17, 1>::applies));
  EXPECT_EQ(8 * bits <= 2 * EIGEN_RVV_VLEN, bool(small_product<Scalar, 8, 8, 8>::applies));
  EXPECT_EQ(33 * bits <= 2 * EIGEN_RVV_VLEN, bool(small_product<Scalar, 33, 3, 2>::applies));
  EXPECT_EQ(9 * bits <= EIGEN_RVV_VLEN, bool(small_product<Scalar, 9, 9, 3>::applies));  // 9 columns of 2 registers
  typedef Eigen::Matrix<Scalar, 8, 8> Matrix8;
  const int expected_type =
      small_product<Scalar, 8, 8, 8>::applies ? int(Eigen::CoeffBasedProductMode) : int(Eigen::GemmProduct);
  EXPECT_EQ(expected_type, int(Eigen::internal::product_type<Matrix8, Matrix8>::value));
  EXPECT_FALSE(bool(small_product<int, 4, 4, 4>::applies));
  // Columns of two registers: up to 3 rows past the first register, up to 16 of their coefficients, in scalar FMAs;
  // float columns of one register: up to 2 rows past half of it (Matrix4f at VLEN 128), up to 8 coefficients.
  enum { lanes = register_lanes<Scalar>::value, half = lanes / 2 };
  EXPECT_EQ(bits == 32 && lanes == 4 ? 2 : 0, int(small_product<Scalar, lanes, 4, 4>::scalar_rows));
  if (bits == 32) {
    EXPECT_EQ(1, int(small_product<Scalar, half + 1, 4, 4>::scalar_rows));
    EXPECT_EQ(2, int(small_product<Scalar, half + 2, 4, 2>::scalar_rows));
    EXPECT_EQ(0, int(small_product<Scalar, half + 2, 5, 2>::scalar_rows));                   // 10 coefficients
    EXPECT_EQ(lanes == 4 ? 1 : 0, int(small_product<Scalar, half + 3, 4, 4>::scalar_rows));  // 1 past a register
  }
  EXPECT_EQ(1, int(small_product<Scalar, lanes + 1, 8, 2>::scalar_rows));
  EXPECT_EQ(2, int(small_product<Scalar, lanes + 2, 4, 4>::scalar_rows));
  EXPECT_EQ(vectors(lanes + 2, 8) ? 2 : 0, int(small_product<Scalar, lanes + 2, 8, 1>::scalar_rows));
  EXPECT_EQ(lanes >= 3 ? 3 : 0, int(small_product<Scalar, lanes + 3, 5, 3>::scalar_rows));
  EXPECT_EQ(0, int(small_product<Scalar, lanes + 3, 6, 3>::scalar_rows));  // 18 coefficients
  EXPECT_EQ(0, int(small_product<Scalar, lanes + 4, 4, 4>::scalar_rows));
#else
  GTEST_SKIP() << "the small-product kernel is RVV's";
#endif
}

// An affine transform (Affine, AffineCompact, Isometry; 2 and 3 dimensions; both storage orders) times a point
// against linear * p + translation in wider precision, with infinities and NaN in the point.
template <typename Fixture, typename Transform>
void check_transform(Fixture& fixture) {
  typedef typename Fixture::Scalar Scalar;
  typedef typename Fixture::Wide Wide;
  enum { Dim = Transform::Dim };
  typedef Eigen::Matrix<Scalar, Dim, 1> Point;
  Transform t;
  t.matrix() = fixture.random_matrix(t.matrix().rows(), t.matrix().cols());
  const Scalar specials[] = {std::numeric_limits<Scalar>::infinity(), std::numeric_limits<Scalar>::quiet_NaN(),
                             -Scalar(0)};
  for (int trial = 0; trial < 2 + 3 * Dim; ++trial) {
    Point p = fixture.random_matrix(Dim, 1);
    if (trial >= 2) p[(trial - 2) % Dim] = specials[(trial - 2) / Dim];
    const Point q = t * p;
    for (int i = 0; i < Dim; ++i) {
      Wide expected = Wide(t.matrix()(i, Dim)), magnitude = std::abs(expected);
      for (int j = 0; j < Dim; ++j) {
        expected += Wide(t.matrix()(i, j)) * Wide(p[j]);
        magnitude += std::abs(Wide(t.matrix()(i, j)) * Wide(p[j]));
      }
      if (std::isnan(expected)) {
        ASSERT_TRUE(std::isnan(q[i])) << i << ": got " << q[i];
      } else if (std::isinf(expected)) {
        ASSERT_EQ(Scalar(expected), q[i]) << i;
      } else {
        ASSERT_LE(std::abs(Wide(q[i]) - expected), 2 * (Dim + 2) * Wide(Fixture::eps) * magnitude) << i;
      }
    }
  }
}

TYPED_TEST(SmallProducts, TransformsOfPoints) {
  typedef typename TestFixture::Scalar Scalar;
  check_transform<TestFixture, Eigen::Transform<Scalar, 3, Eigen::Affine> >(*this);
  check_transform<TestFixture, Eigen::Transform<Scalar, 3, Eigen::AffineCompact> >(*this);
  check_transform<TestFixture, Eigen::Transform<Scalar, 3, Eigen::Isometry> >(*this);
  check_transform<TestFixture, Eigen::Transform<Scalar, 2, Eigen::Affine> >(*this);
  check_transform<TestFixture, Eigen::Transform<Scalar, 3, Eigen::Affine, Eigen::RowMajor> >(*this);
}

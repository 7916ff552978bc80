// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen's run-time-sized vectorized assignment loops on every base (on RVV the overlay's, Assign.h): vectors and
// blocks with an outer stride, every length up to three packets and more, starting 0 to 3 elements into the buffer,
// the last element next to a guard page, the elements cycling through the type's special values; every element of
// the destination against a reference computed here, the elements around it unchanged.

#include "packet_test_support.h"

#include <Eigen/Dense>

#include <cmath>
#include <cstdint>
#include <type_traits>
#include <vector>
#include <string>
#include <utility>

using namespace packet_test;
namespace ei = Eigen::internal;

namespace {

// The values the elements cycle through: the type's special values (signed zeros, subnormals, extremes, infinities
// and NaN for floating point; 0, -1, the limits for integers). Complex numbers pair finite ones: std::complex's
// scalar product recovers infinities (C's Annex G), which Eigen's packets of every backend do not.
template <typename Scalar>
std::vector<Scalar> value_pool() {
  if constexpr (is_complex<Scalar>::value) {
    typedef typename Scalar::value_type Real;
    std::vector<Real> finite;
    for (Real x : special_values<Real>())
      if (std::isfinite(x)) finite.push_back(x);
    std::vector<Scalar> pool;
    for (std::size_t i = 0; i < finite.size(); ++i)
      pool.push_back(Scalar(finite[i], finite[(5 * i + 3) % finite.size()]));
    return pool;
  } else if constexpr (std::is_same<Scalar, Eigen::half>::value) {
    return half_test_values<Scalar>(0);
  } else if constexpr (is_floating<Scalar>::value) {
    return special_values<Scalar>();
  } else {
    // Eigen's scalar code (on 3.4 the elements after the last whole packet) computes in the type, where a signed
    // overflow is undefined: for int and wider, values past a quarter of the limits are divided by 4, which keeps
    // every expression here within them and the small values distinct.
    std::vector<Scalar> pool = integer_test_values<Scalar>(0);
    typedef std::numeric_limits<Scalar> Limits;
    if constexpr (std::is_signed<Scalar>::value && sizeof(Scalar) >= sizeof(int))
      for (Scalar& value : pool)
        if (value > (Limits::max)() / 4 || value < (Limits::min)() / 4) value = Scalar(value / 4);
    return pool;
  }
}
template <typename Scalar>
Scalar pool_value(const std::vector<Scalar>& pool, int i, int salt) {
  return pool[std::size_t(i * (2 * salt + 3) + salt) % pool.size()];
}

// The references, one scalar operation at a time; integers wrap as the packets do.
template <typename Scalar>
Scalar reference_add(Scalar a, Scalar b) {
  if constexpr (std::is_integral<Scalar>::value) {
    typedef typename std::make_unsigned<Scalar>::type U;
    return Scalar(U(U(a) + U(b)));
  } else {
    return Scalar(a + b);
  }
}
template <typename Scalar>
Scalar reference_sub(Scalar a, Scalar b) {
  if constexpr (std::is_integral<Scalar>::value) {
    typedef typename std::make_unsigned<Scalar>::type U;
    return Scalar(U(U(a) - U(b)));
  } else {
    return Scalar(a - b);
  }
}
// 2 * x + y, the product rounded before the sum (Eigen does not fuse the two operations).
template <typename Scalar>
Scalar reference_axpy(Scalar x, Scalar y) {
  if constexpr (std::is_integral<Scalar>::value) {
    return reference_add(reference_add(x, x), y);
  } else {
    const Scalar product = Scalar(Scalar(2) * x);
    return Scalar(product + y);
  }
}

// The traversal Eigen chooses for dst = src.
template <typename Dst, typename Src>
constexpr int traversal_of() {
  typedef typename Dst::Scalar Scalar;
  return ei::copy_using_evaluator_traits<ei::evaluator<Dst>, ei::evaluator<Src>,
                                         ei::assign_op<Scalar, Scalar>>::Traversal;
}

// On RVV the loops under test are those of vectorized traversals; elsewhere the test checks upstream's loops.
template <typename Dst, typename Src>
void expect_vectorized_traversal(int expected) {
#if defined(EIGEN_VECTORIZE_RVV)
  if (ei::packet_traits<typename Dst::Scalar>::Vectorizable) {
    const int chosen = traversal_of<Dst, Src>();
    EXPECT_EQ(chosen, expected);
  }
#else
  EIGEN_UNUSED_VARIABLE(expected);
#endif
}

}  // namespace

template <typename Scalar>
class AssignmentLoops : public ::testing::Test {
 public:
  static constexpr int lanes = ei::unpacket_traits<typename ei::packet_traits<Scalar>::type>::size;

  // buffer[i] against `expected(i)` for every i in [0, size): the same bits (any NaN for a NaN).
  template <typename Expected>
  static bool expect_buffer(const Scalar* buffer, int size, Expected expected, const std::string& what) {
    for (int i = 0; i < size; ++i) {
      const Scalar want = expected(i);
      if (!same_value(want, buffer[i])) {
        ADD_FAILURE() << what << ": buffer element " << i << " expected " << describe(want) << " got "
                      << describe(buffer[i]);
        return false;
      }
    }
    return true;
  }
};

typedef ::testing::Types<float, double, std::int8_t, std::int16_t, std::int32_t, std::uint64_t, std::complex<float>,
                         std::complex<double>, Eigen::half>
    AssignmentTypes;
TYPED_TEST_SUITE(AssignmentLoops, AssignmentTypes);

// Linear traversal: y = 2 * x + y, y += x, y = x.reverse() over vectors.
TYPED_TEST(AssignmentLoops, VectorsOfEveryLengthAndOffset) {
  typedef TypeParam Scalar;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
  typedef Eigen::Map<Vector> Map;
  const int lanes = TestFixture::lanes, longest = 3 * lanes + 3 + 3;
  expect_vectorized_traversal<Map, decltype(Scalar(2) * std::declval<Map>() + std::declval<Map>())>(
      Eigen::LinearVectorizedTraversal);
  const std::vector<Scalar> pool = value_pool<Scalar>();
  GuardedBuffer<Scalar> xs(longest), ys(longest);
  for (int n = 0; n <= 3 * lanes + 3; ++n) {
    for (int offset = 0; offset <= 3; ++offset) {
      const int used = n + offset;
      Scalar* const x_data = xs.data() + (longest - used);
      Scalar* const y_data = ys.data() + (longest - used);
      for (int i = 0; i < used; ++i) {
        x_data[i] = pool_value(pool, i, 1);
        y_data[i] = pool_value(pool, i, 2);
      }
      Map x(x_data + offset, n), y(y_data + offset, n);
      const std::string where = " (n " + std::to_string(n) + ", offset " + std::to_string(offset) + ")";

      y = Scalar(2) * x + y;
      auto after_axpy = [&](int i) {
        const Scalar y0 = pool_value(pool, i, 2);
        return i < offset ? y0 : reference_axpy(pool_value(pool, i, 1), y0);
      };
      if (!TestFixture::expect_buffer(y_data, used, after_axpy, "y = 2 * x + y" + where)) return;

      y += x;
      auto after_add = [&](int i) {
        return i < offset ? after_axpy(i) : reference_add(after_axpy(i), pool_value(pool, i, 1));
      };
      if (!TestFixture::expect_buffer(y_data, used, after_add, "y += x" + where)) return;

      y = x.reverse();
      auto reversed = [&](int i) { return i < offset ? after_axpy(i) : pool_value(pool, used - 1 - i + offset, 1); };
      if (!TestFixture::expect_buffer(y_data, used, reversed, "y = x.reverse()" + where)) return;
    }
  }
}

// Slice traversal: B = 2 * A + B and B -= A over blocks whose columns are apart by more than their height.
TYPED_TEST(AssignmentLoops, BlocksOfEveryHeightAndOffset) {
  typedef TypeParam Scalar;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Map<Matrix, 0, Eigen::OuterStride<>> Map;
  const int lanes = TestFixture::lanes, cols = 3, gap = 2;
  expect_vectorized_traversal<Map, decltype(Scalar(2) * std::declval<Map>() + std::declval<Map>())>(
      Eigen::SliceVectorizedTraversal);
  const int longest = 3 + (cols - 1) * (2 * lanes + 3 + gap) + 2 * lanes + 3;
  const std::vector<Scalar> pool = value_pool<Scalar>();
  GuardedBuffer<Scalar> as(longest), bs(longest);
  for (int rows = 0; rows <= 2 * lanes + 3; ++rows) {
    for (int offset = 0; offset <= 3; ++offset) {
      const int stride = rows + gap, used = offset + (cols - 1) * stride + rows;
      Scalar* const a_data = as.data() + (longest - used);
      Scalar* const b_data = bs.data() + (longest - used);
      for (int i = 0; i < used; ++i) {
        a_data[i] = pool_value(pool, i, 3);
        b_data[i] = pool_value(pool, i, 4);
      }
      Map a(a_data + offset, rows, cols, Eigen::OuterStride<>(stride));
      Map b(b_data + offset, rows, cols, Eigen::OuterStride<>(stride));
      auto inside = [&](int i) { return i >= offset && (i - offset) % stride < rows; };
      const std::string where = " (rows " + std::to_string(rows) + ", offset " + std::to_string(offset) + ")";

      b = Scalar(2) * a + b;
      auto after_axpy = [&](int i) {
        const Scalar b0 = pool_value(pool, i, 4);
        return inside(i) ? reference_axpy(pool_value(pool, i, 3), b0) : b0;
      };
      if (!TestFixture::expect_buffer(b_data, used, after_axpy, "B = 2 * A + B" + where)) return;

      b -= a;
      auto after_sub = [&](int i) {
        return inside(i) ? reference_sub(after_axpy(i), pool_value(pool, i, 3)) : after_axpy(i);
      };
      if (!TestFixture::expect_buffer(b_data, used, after_sub, "B -= A" + where)) return;
    }
  }
}

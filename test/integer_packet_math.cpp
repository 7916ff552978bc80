// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The integer packets' own operations (int8 .. uint64; bool's at the end) on every lane against C++ results
// computed here in 64-bit unsigned arithmetic, so that the wrap-around reference cannot overflow. On other
// targets: the integer types upstream vectorizes, for the operations it declares.

#include "packet_test_support.h"

#include <cstring>
#include <memory>
#include <utility>

using namespace packet_test;
namespace ei = Eigen::internal;

namespace {

// Wrap-around arithmetic as C++ defines it for unsigned types (and as the
// hardware does for signed ones), without undefined behaviour here.
template <typename T>
T wrap(std::uint64_t x) {
  return T(x);
}
template <typename T>
std::uint64_t u64(T x) {
  return std::uint64_t(std::int64_t(x));
}

}  // namespace

template <typename Scalar>
using IntegerPacketMath = PacketTest<Scalar>;

#if defined(EIGEN_VECTORIZE_RVV)
typedef ::testing::Types<std::int8_t, std::uint8_t, std::int16_t, std::uint16_t, std::int32_t, std::uint32_t,
                         std::int64_t, std::uint64_t, HalfChain<std::int8_t, 1>, HalfChain<std::int8_t, 3>,
                         HalfChain<std::uint16_t, 1>, HalfChain<std::uint16_t, 3>, HalfChain<std::int32_t, 1>,
                         HalfChain<std::int32_t, 2>, HalfChain<std::int32_t, 3>, HalfChain<std::uint64_t, 1>,
                         HalfChain<std::int64_t, 3> >
    IntegerTypes;
// Under RVV every capability is declared; elsewhere a test checks only what
// the upstream backend declares.
#define IF_DECLARED(FLAG)                                                                       \
  static_assert(bool(TestFixture::Traits::FLAG), #FLAG " must be declared by the RVV backend"); \
  if constexpr (true)
#else
typedef ::testing::Types<std::int32_t> IntegerTypes;
// Upstream 3.4's integer packets declare capabilities they do not implement (AVX's packet_traits<int> claims
// HasSetLinear and HasShift, whose generic fallbacks do not compile for __m256i), so pass-through builds test
// only the core integer operations.
#define IF_DECLARED(FLAG) if constexpr (false)
#endif
TYPED_TEST_SUITE(IntegerPacketMath, IntegerTypes);

TYPED_TEST(IntegerPacketMath, PacketSize) {
  PACKET_TEST_TYPES;
  ASSERT_TRUE(bool(TestFixture::Traits::Vectorizable));
#if defined(EIGEN_VECTORIZE_RVV)
  EXPECT_EQ(lanes, T::expected_rvv_lanes(EIGEN_RVV_PACKET_BITS / (8 * int(sizeof(Scalar)))));
  if (T::halvings == 0) {
    EXPECT_EQ(sizeof(Packet), std::size_t(EIGEN_RVV_PACKET_BITS / 8));
  }
#endif
  EXPECT_GT(lanes, 1);
}

TYPED_TEST(IntegerPacketMath, BroadcastsLinearSequenceAndLoadDup) {
  PACKET_TEST_TYPES;
  const std::vector<Scalar> pool = integer_test_values<Scalar>(lanes + 16);
  for (Scalar x : integer_test_values<Scalar>(10)) {
    const std::vector<Scalar> xs(lanes, x);
    T::expect_exact(
        "pset1", ei::pset1<Packet>(x), [&](int) { return x; }, xs.data());
    T::expect_exact(
        "pload1", ei::pload1<Packet>(&x), [&](int) { return x; }, xs.data());
  }
  IF_DECLARED(HasSetLinear) {
    for (Scalar first :
         {Scalar(0), Scalar(5), (std::numeric_limits<Scalar>::max)(), (std::numeric_limits<Scalar>::min)()}) {
      const std::vector<Scalar> firsts(lanes, first);
      T::expect_exact(
          "plset", ei::plset<Packet>(first), [&](int i) { return wrap<Scalar>(u64(first) + std::uint64_t(i)); },
          firsts.data());
    }
  }
  // ploaddup/ploadquad read exactly lanes/2 and lanes/4 elements.
  GuardedBuffer<Scalar> dup(std::max(lanes / 2, 1)), quad(std::max(lanes / 4, 1));
  std::copy(pool.begin(), pool.begin() + dup.size(), dup.data());
  std::copy(pool.begin(), pool.begin() + quad.size(), quad.data());
  T::expect_exact(
      "ploaddup", ei::ploaddup<Packet>(dup.data()), [&](int i) { return pool[i / 2]; }, pool.data());
  if (lanes >= 4)
    T::expect_exact(
        "ploadquad", ei::ploadquad<Packet>(quad.data()), [&](int i) { return pool[i / 4]; }, pool.data());
}

TYPED_TEST(IntegerPacketMath, Arithmetic) {
  PACKET_TEST_TYPES;
  for_each_packet(integer_test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar* c) {
    const Packet pa = T::load(a), pb = T::load(b), pc = T::load(c);
    T::expect_exact(
        "padd", ei::padd(pa, pb), [&](int i) { return wrap<Scalar>(u64(a[i]) + u64(b[i])); }, a, b);
    T::expect_exact(
        "psub", ei::psub(pa, pb), [&](int i) { return wrap<Scalar>(u64(a[i]) - u64(b[i])); }, a, b);
    T::expect_exact(
        "pmul", ei::pmul(pa, pb), [&](int i) { return wrap<Scalar>(u64(a[i]) * u64(b[i])); }, a, b);
    T::expect_exact(
        "pmadd", ei::pmadd(pa, pb, pc), [&](int i) { return wrap<Scalar>(u64(a[i]) * u64(b[i]) + u64(c[i])); }, a, b);
    T::expect_exact(
        "pnegate", ei::pnegate(pa), [&](int i) { return wrap<Scalar>(0 - u64(a[i])); }, a);
    // |INT_MIN| wraps to INT_MIN, as numext::abs gives on two's complement.
    T::expect_exact(
        "pabs", ei::pabs(pa), [&](int i) { return a[i] < 0 ? wrap<Scalar>(0 - u64(a[i])) : a[i]; }, a);
    T::expect_exact(
        "pconj", ei::pconj(pa), [&](int i) { return a[i]; }, a);
    T::expect_exact(
        "pmin", ei::pmin(pa, pb), [&](int i) { return std::min(a[i], b[i]); }, a, b);
    T::expect_exact(
        "pmax", ei::pmax(pa, pb), [&](int i) { return std::max(a[i], b[i]); }, a, b);
    IF_DECLARED(HasDiv) {
      // C++ division truncates toward zero; x / 0 and MIN / -1 are undefined, so avoided.
      std::vector<Scalar> divisor(b, b + lanes);
      for (int i = 0; i < lanes; ++i) {
        if (divisor[i] == 0) divisor[i] = Scalar(3);
        if (std::is_signed<Scalar>::value && divisor[i] == Scalar(-1) && a[i] == (std::numeric_limits<Scalar>::min)())
          divisor[i] = Scalar(2);
      }
      T::expect_exact(
          "pdiv", ei::pdiv(pa, T::load(divisor.data())), [&](int i) { return Scalar(a[i] / divisor[i]); }, a,
          divisor.data());
    }
  });
}

TYPED_TEST(IntegerPacketMath, ComparisonsSelectBlendAndBitwise) {
  PACKET_TEST_TYPES;
  const Scalar ones = Scalar(~Scalar(0));
  for_each_packet(integer_test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar* c) {
    const Packet pa = T::load(a), pb = T::load(b), pc = T::load(c);
    IF_DECLARED(HasCmp) {
      T::expect_exact(
          "pcmp_eq", ei::pcmp_eq(pa, pb), [&](int i) { return a[i] == b[i] ? ones : Scalar(0); }, a, b);
      T::expect_exact(
          "pcmp_eq self", ei::pcmp_eq(pa, pa), [&](int) { return ones; }, a, a);
      T::expect_exact(
          "pcmp_lt", ei::pcmp_lt(pa, pb), [&](int i) { return a[i] < b[i] ? ones : Scalar(0); }, a, b);
      T::expect_exact(
          "pcmp_le", ei::pcmp_le(pa, pb), [&](int i) { return a[i] <= b[i] ? ones : Scalar(0); }, a, b);
      T::expect_exact(
          "pselect", ei::pselect(ei::pcmp_lt(pa, pb), pb, pc), [&](int i) { return a[i] < b[i] ? b[i] : c[i]; }, a, b);
      EXPECT_EQ(
          [&] {
            for (int i = 0; i < lanes; ++i)
              if (a[i] < b[i]) return true;
            return false;
          }(),
          ei::predux_any(ei::pcmp_lt(pa, pb)));
    }
    T::expect_exact(
        "pand", ei::pand(pa, pb), [&](int i) { return Scalar(a[i] & b[i]); }, a, b);
    T::expect_exact(
        "por", ei::por(pa, pb), [&](int i) { return Scalar(a[i] | b[i]); }, a, b);
    T::expect_exact(
        "pxor", ei::pxor(pa, pb), [&](int i) { return Scalar(a[i] ^ b[i]); }, a, b);
    T::expect_exact(
        "pandnot", ei::pandnot(pa, pb), [&](int i) { return Scalar(a[i] & Scalar(~b[i])); }, a, b);
    T::expect_exact(
        "ptrue", ei::ptrue(pa), [&](int) { return ones; }, a);
    T::expect_exact(
        "pzero", ei::pzero(pa), [&](int) { return Scalar(0); }, a);
    T::expect_exact(
        "preverse", ei::preverse(pa), [&](int i) { return a[lanes - 1 - i]; }, a);
    ASSERT_EQ(a[0], ei::pfirst(pa));
  });
#if EIGEN_RVV_TEST_HAS_PBLEND
  IF_DECLARED(HasBlend) {
    const std::vector<Scalar> pool = integer_test_values<Scalar>();
    std::mt19937 rng(8);
    for (int trial = 0; trial < 32; ++trial) {
      ei::Selector<lanes> selector;
      for (int i = 0; i < lanes; ++i) selector.select[i] = (rng() & 1) != 0;
      const Scalar* a = pool.data() + trial;
      const Scalar* b = pool.data() + 40 + trial;
      T::expect_exact(
          "pblend", ei::pblend(selector, T::load(a), T::load(b)),
          [&](int i) { return selector.select[i] ? a[i] : b[i]; }, a, b);
    }
  }
#endif
}

template <typename Fixture, int N>
void check_shift_by() {
  typedef typename Fixture::Scalar Scalar;
  typedef typename std::make_unsigned<Scalar>::type Unsigned;
  for_each_packet(integer_test_values<Scalar>(40), Fixture::lanes, [&](const Scalar* a, const Scalar*, const Scalar*) {
    const typename Fixture::Packet pa = Fixture::load(a);
    // C++ >> of a signed value is arithmetic (C++20; what every compiler does).
    Fixture::expect_exact(
        "parithmetic_shift_right", ei::parithmetic_shift_right<N>(pa), [&](int i) { return Scalar(a[i] >> N); }, a);
    Fixture::expect_exact(
        "plogical_shift_right", ei::plogical_shift_right<N>(pa), [&](int i) { return Scalar(Unsigned(a[i]) >> N); }, a);
    Fixture::expect_exact(
        "plogical_shift_left", ei::plogical_shift_left<N>(pa),
        [&](int i) { return Scalar(Unsigned(Unsigned(a[i]) << N)); }, a);
  });
}
template <typename Fixture, int... N>
void check_all_shifts(std::integer_sequence<int, N...>) {
  (check_shift_by<Fixture, N>(), ...);
}

TYPED_TEST(IntegerPacketMath, ShiftsByEveryCount) {
  PACKET_TEST_TYPES;
  IF_DECLARED(HasShift) { check_all_shifts<TestFixture>(std::make_integer_sequence<int, 8 * sizeof(Scalar)>()); }
}

// The folds of every lane are in packet_common; here what depends on the seed value.
TYPED_TEST(IntegerPacketMath, ReductionsOfLimits) {
  PACKET_TEST_TYPES;
  // All lanes at a type limit: the reductions must not depend on a seed.
  for (Scalar limit : {(std::numeric_limits<Scalar>::max)(), (std::numeric_limits<Scalar>::min)()}) {
    ASSERT_EQ(limit, ei::predux_min(ei::pset1<Packet>(limit)));
    ASSERT_EQ(limit, ei::predux_max(ei::pset1<Packet>(limit)));
  }
  ASSERT_FALSE(ei::predux_any(ei::pzero(ei::pset1<Packet>(Scalar(1)))));
}

// Full reductions of run-time-sized arrays through Eigen's expression API, around the packet size: with more
// than 90 lanes (int8/uint8 at VLEN 1024, wider with EIGEN_RVV_LMUL) Eigen 3.4 "unrolled" them over a length
// of -1 (arch/RVV/UpstreamFixes.h).
TYPED_TEST(IntegerPacketMath, RunTimeSizedReductions) {
  PACKET_TEST_TYPES;
  typedef Eigen::Array<Scalar, Eigen::Dynamic, 1> Array;
  for (const int n : reduction_lengths(lanes)) {
    Array a(n);
    std::uint64_t sum = 0, product = 1;
    Scalar minimum = 0, maximum = 0;
    for (int i = 0; i < n; ++i) {
      a(i) = Scalar((i * 37 + 11) % 23) - Scalar(std::is_signed<Scalar>::value ? 9 : 0);
      sum += u64(a(i));
      product *= u64(a(i) == Scalar(0) ? Scalar(1) : a(i));
      minimum = i == 0 ? a(i) : std::min(minimum, a(i));
      maximum = i == 0 ? a(i) : std::max(maximum, a(i));
    }
    ASSERT_EQ(wrap<Scalar>(sum), a.sum()) << "sum, n = " << n;
    if (std::is_signed<Scalar>::value) {
      // A signed product must not overflow (Eigen's scalar tail multiplies in Scalar: UB): -1, 1 and three 2s.
      Array factors(n);
      std::int64_t exact = 1;
      for (int i = 0; i < n; ++i) exact *= factors(i) = Scalar(i < 6 && i % 2 == 0 ? 2 : (i % 3 == 1 ? -1 : 1));
      ASSERT_EQ(Scalar(exact), factors.prod()) << "prod, n = " << n;
    } else {
      const Array nonzero = (a == Scalar(0)).select(Array::Constant(n, Scalar(1)), a);
      ASSERT_EQ(wrap<Scalar>(product), nonzero.prod()) << "prod, n = " << n;
    }
    ASSERT_EQ(minimum, a.minCoeff()) << "minCoeff, n = " << n;
    ASSERT_EQ(maximum, a.maxCoeff()) << "maxCoeff, n = " << n;
    ASSERT_EQ(wrap<Scalar>(sum), (a.matrix().transpose() * Array::Ones(n).matrix()).value()) << "dot, n = " << n;
  }
}

// bool packets (Eigen 3.4's SSE semantics: + is or, - is xor, * is and).
TEST(BoolPacketMath, EveryOperationOnEveryLane) {
  typedef ei::packet_traits<bool> Traits;
  typedef Traits::type Packet;
  constexpr int lanes = ei::unpacket_traits<Packet>::size;
#if defined(EIGEN_VECTORIZE_RVV)
  ASSERT_TRUE(bool(Traits::Vectorizable));
  EXPECT_EQ(lanes, EIGEN_RVV_PACKET_BITS / 8);
#else
  if (!Traits::Vectorizable) GTEST_SKIP() << "this upstream backend has no bool packets (SSE has, NEON has not)";
#endif
  std::vector<bool> bits_source;
  std::mt19937 rng(12);
  for (int i = 0; i < 4 * lanes + 64; ++i)
    bits_source.push_back(i < lanes ? false : i < 2 * lanes ? true : (rng() & 1));
  std::unique_ptr<bool[]> pool(new bool[bits_source.size()]);
  for (std::size_t i = 0; i < bits_source.size(); ++i) pool[i] = bits_source[i];
  auto store = [](const Packet& p) {
    std::vector<bool> out(lanes);
    bool buffer[lanes];
    ei::pstoreu(buffer, p);
    for (int i = 0; i < lanes; ++i) out[i] = buffer[i];
    return out;
  };
  for (int start = 0; start + 2 * lanes < int(bits_source.size()); start += 7) {
    const bool* a = pool.get() + start;
    const bool* b = pool.get() + start + lanes / 2 + 1;
    const Packet pa = ei::ploadu<Packet>(a), pb = ei::ploadu<Packet>(b);
    const std::vector<bool> sum = store(ei::padd(pa, pb)), difference = store(ei::psub(pa, pb)),
                            product = store(ei::pmul(pa, pb)), conjunction = store(ei::pand(pa, pb)),
                            disjunction = store(ei::por(pa, pb)), exclusive = store(ei::pxor(pa, pb)),
                            root = store(ei::psqrt(pa));
    for (int i = 0; i < lanes; ++i) {
      ASSERT_EQ(a[i] || b[i], sum[i]) << "padd lane " << i;
      ASSERT_EQ(a[i] != b[i], difference[i]) << "psub lane " << i;
      ASSERT_EQ(a[i] && b[i], product[i]) << "pmul lane " << i;
      ASSERT_EQ(a[i] && b[i], conjunction[i]) << "pand lane " << i;
      ASSERT_EQ(a[i] || b[i], disjunction[i]) << "por lane " << i;
      ASSERT_EQ(a[i] != b[i], exclusive[i]) << "pxor lane " << i;
      ASSERT_EQ(a[i], root[i]) << "psqrt lane " << i;  // HasSqrt: the square root of a bool is the bool
    }
#if defined(EIGEN_VECTORIZE_RVV) || !EIGEN_VERSION_AT_LEAST(3, 4, 90)
    // false - a with - being xor (Eigen 5's generic pnegate rejects bool; its SSE Packet16b has none).
    const std::vector<bool> negated = store(ei::pnegate(pa));
    for (int i = 0; i < lanes; ++i) ASSERT_EQ(a[i], negated[i]) << "pnegate lane " << i;
#endif
#if defined(EIGEN_VECTORIZE_RVV) || EIGEN_VERSION_AT_LEAST(3, 4, 90)
    // Comparisons and ptrue store valid bools, the byte 1 for true (Eigen 5's rule; 3.4's SSE stores 0xff).
    unsigned char compared[lanes], all_true[lanes];
    bool buffer[lanes];
    ei::pstoreu(buffer, ei::pcmp_eq(pa, pb));
    std::memcpy(compared, buffer, lanes);
    ei::pstoreu(buffer, ei::ptrue(pa));
    std::memcpy(all_true, buffer, lanes);
    for (int i = 0; i < lanes; ++i) {
      ASSERT_EQ(a[i] == b[i] ? 1 : 0, int(compared[i])) << "pcmp_eq lane " << i;
      ASSERT_EQ(1, int(all_true[i])) << "ptrue lane " << i;
    }
    // pcmp_lt and the min/max reductions serve Eigen 5's minCoeff/maxCoeff of bool arrays.
    ei::pstoreu(buffer, ei::pcmp_lt(pa, pb));
    std::memcpy(compared, buffer, lanes);
    bool all = true, any = false;
    for (int i = 0; i < lanes; ++i) {
      ASSERT_EQ(!a[i] && b[i] ? 1 : 0, int(compared[i])) << "pcmp_lt lane " << i;
      all = all && a[i];
      any = any || a[i];
    }
    ASSERT_EQ(all, ei::predux_min(pa)) << "predux_min at " << start;
    ASSERT_EQ(any, ei::predux_max(pa)) << "predux_max at " << start;
#endif
#if defined(EIGEN_VECTORIZE_RVV)
    ei::pstoreu(buffer, ei::pcmp_le(pa, pb));
    std::memcpy(compared, buffer, lanes);
    for (int i = 0; i < lanes; ++i) ASSERT_EQ(!a[i] || b[i] ? 1 : 0, int(compared[i])) << "pcmp_le lane " << i;
#endif
  }
}

// count/any/all of run-time-sized bool arrays (count is a sum reduction: see
// RunTimeSizedReductions).
TEST(BoolPacketMath, RunTimeSizedReductions) {
  typedef Eigen::Array<bool, Eigen::Dynamic, 1> ArrayXb;
  const int lanes = Eigen::internal::packet_traits<bool>::size;
  for (const int n : {1, 2, lanes - 1, lanes, lanes + 1, 3 * lanes + 5}) {
    ArrayXb a(n);
    Eigen::Index count = 0;
    for (int i = 0; i < n; ++i) count += (a(i) = (i * 7) % 3 == 0);
    ASSERT_EQ(count, a.count()) << n;
    ASSERT_EQ(count > 0, a.any()) << n;
    ASSERT_EQ(count == n, a.all()) << n;
    ASSERT_EQ(true, ArrayXb::Constant(n, true).all()) << n;
    // The first false for minCoeff, the first true for maxCoeff, at every position.
    for (int at = 0; at < n; ++at) {
      ArrayXb one_false = ArrayXb::Constant(n, true), one_true = ArrayXb::Constant(n, false);
      one_false(at) = false;
      one_true(at) = true;
      if (at + 2 < n) one_false(at + 2) = false, one_true(at + 2) = true;
      Eigen::Index where_min = -1, where_max = -1;
      ASSERT_EQ(false, one_false.minCoeff(&where_min)) << n << " " << at;
      ASSERT_EQ(at, where_min) << n;
      ASSERT_EQ(true, one_true.maxCoeff(&where_max)) << n << " " << at;
      ASSERT_EQ(at, where_max) << n;
      ASSERT_EQ(n > 1, one_false.maxCoeff(&where_max)) << n;
      ASSERT_EQ(n == 1 ? 0 : at == 0 ? 1 : 0, where_max) << n << " " << at;
    }
  }
}

TEST(BoolPacketMath, ArrayOfBoolExpressions) {
  typedef Eigen::Array<bool, Eigen::Dynamic, 1> ArrayXb;
  typedef Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> MatrixXb;
  for (int n = 1; n <= 70; ++n) {
    ArrayXb a(n), b(n), c(n);
    for (int k = 0; k < n; ++k) a(k) = (k * 7) % 3 == 0, b(k) = (k * 5) % 4 < 2, c(k) = k % 5 == 1;
    const ArrayXb conjunction = a && b, disjunction = (a || b) && !c, copy = a;
    for (int k = 0; k < n; ++k) {
      ASSERT_EQ(a(k) && b(k), conjunction(k)) << n << " " << k;
      ASSERT_EQ((a(k) || b(k)) && !c(k), disjunction(k)) << n << " " << k;
      ASSERT_EQ(a(k), copy(k));
    }
    MatrixXb m = MatrixXb::Zero(n, n);
    for (int k = 0; k < n; ++k) m(k, (k * 3 + 1) % n) = true;
    MatrixXb t = m;
    t.transposeInPlace();
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) ASSERT_EQ(m(j, i), t(i, j)) << n;
  }
}

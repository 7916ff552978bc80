// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The real packet types' own operations on every lane against a scalar reference computed here, the special
// values in every lane position (test/README.md). Only Eigen's generic packet API is used, so the tests also
// run on upstream's x86 and Arm backends; operations that Eigen 3.4 lacks are RVV-only.

#include "packet_test_support.h"

#include <algorithm>
#include <functional>

using namespace packet_test;

// Whether pmadd is one fused operation: x86 with FMA, NEON with __ARM_FEATURE_FMA (3.4 uses vfmaq without
// defining EIGEN_VECTORIZE_FMA, an x86-only macro there), SVE, and RVV (which defines EIGEN_VECTORIZE_FMA).
#if defined(EIGEN_VECTORIZE_FMA) || (defined(EIGEN_VECTORIZE_NEON) && defined(__ARM_FEATURE_FMA)) || \
    defined(EIGEN_VECTORIZE_SVE)
#define PMADD_IS_FUSED 1
#else
#define PMADD_IS_FUSED 0
#endif

namespace ei = Eigen::internal;

template <typename Scalar>
using PacketMath = PacketTest<Scalar>;

// The real types the backend vectorizes (3.4's SVE backend has no double packets; a scalar "packet" is not what
// these tests are for), and _Float16 where RVV computes it natively (Zvfh), against the native binary16 scalar
// operations (Zfh).
// Under RVV also the half-packet chains of float and double (the part packets, PacketTypes.h).
#if defined(EIGEN_VECTORIZE_RVV) && defined(__riscv_zvfh)
typedef ::testing::Types<float, double, _Float16, HalfChain<float, 1>, HalfChain<float, 2>, HalfChain<float, 3>,
                         HalfChain<float, 4>, HalfChain<double, 1>, HalfChain<double, 2>, HalfChain<double, 3>,
                         HalfChain<double, 4> >
    RealTypes;
#elif defined(EIGEN_VECTORIZE_RVV)
typedef ::testing::Types<float, double, HalfChain<float, 1>, HalfChain<float, 2>, HalfChain<float, 3>,
                         HalfChain<float, 4>, HalfChain<double, 1>, HalfChain<double, 2>, HalfChain<double, 3>,
                         HalfChain<double, 4> >
    RealTypes;
#else
typedef std::conditional<bool(ei::packet_traits<double>::Vectorizable), ::testing::Types<float, double>,
                         ::testing::Types<float> >::type RealTypes;
#endif
TYPED_TEST_SUITE(PacketMath, RealTypes);

TYPED_TEST(PacketMath, PacketSizeMatchesVectorLength) {
  PACKET_TEST_TYPES;
#if defined(EIGEN_VECTORIZE_RVV)
  EXPECT_EQ(lanes, T::expected_rvv_lanes(EIGEN_RVV_PACKET_BITS / (8 * int(sizeof(Scalar)))));
  if (T::halvings == 0) {
    EXPECT_EQ(sizeof(Packet), std::size_t(EIGEN_RVV_PACKET_BITS / 8));
  }
#elif defined(EIGEN_VECTORIZE_AVX512)
  EXPECT_EQ(lanes, 64 / int(sizeof(Scalar)));
#elif defined(EIGEN_VECTORIZE_AVX)
  EXPECT_EQ(lanes, 32 / int(sizeof(Scalar)));
#elif defined(EIGEN_VECTORIZE_SVE)
  EXPECT_EQ(lanes, EIGEN_ARM64_SVE_VL / (8 * int(sizeof(Scalar))));
#elif defined(EIGEN_VECTORIZE_SSE) || defined(EIGEN_VECTORIZE_NEON)
  EXPECT_EQ(lanes, 16 / int(sizeof(Scalar)));
#else
  FAIL() << "no vectorization in this build: Eigen's packets are scalars";
#endif
  EXPECT_GT(lanes, 1);
}

TYPED_TEST(PacketMath, Set1AndBroadcasts) {
  PACKET_TEST_TYPES;
  for (Scalar x : test_values<Scalar>(40)) {
    const std::vector<Scalar> xs(lanes, x);
    TestFixture::expect_exact(
        "pset1", ei::pset1<Packet>(x), [&](int) { return x; }, xs.data());
    const Packet from_bits = ei::pset1frombits<Packet>(bits_of(x));
    for (Scalar y : TestFixture::store(from_bits)) ASSERT_EQ(bits_of(x), bits_of(y)) << "pset1frombits";
    for (Scalar y : TestFixture::store(ei::pload1<Packet>(&x))) ASSERT_TRUE(same_value(x, y)) << "pload1";
  }
  const std::vector<Scalar> pool = test_values<Scalar>(8);
  Packet p0, p1, p2, p3;
  ei::pbroadcast4(pool.data() + 2, p0, p1, p2, p3);
  const Packet four[] = {p0, p1, p2, p3};
  for (int k = 0; k < 4; ++k)
    for (Scalar y : TestFixture::store(four[k])) ASSERT_TRUE(same_value(pool[2 + k], y)) << "pbroadcast4 " << k;
  ei::pbroadcast2(pool.data() + 5, p0, p1);
  for (Scalar y : TestFixture::store(p0)) ASSERT_TRUE(same_value(pool[5], y)) << "pbroadcast2";
  for (Scalar y : TestFixture::store(p1)) ASSERT_TRUE(same_value(pool[6], y)) << "pbroadcast2";
}

// ploaddup reads lanes/2 elements and ploadquad lanes/4 (at least one):
// placed right before a protected page, an over-read faults.
TYPED_TEST(PacketMath, LoadDupAndQuadReadNoFurther) {
  PACKET_TEST_TYPES;
  const std::vector<Scalar> pool = test_values<Scalar>();
  const int dup_count = std::max(lanes / 2, 1);
  const int quad_count = std::max(lanes / 4, 1);
  GuardedBuffer<Scalar> dup_source(dup_count), quad_source(quad_count);
  for (std::size_t start = 0; start + lanes < pool.size(); start += 5) {
    std::copy(pool.begin() + start, pool.begin() + start + dup_count, dup_source.data());
    std::copy(pool.begin() + start, pool.begin() + start + quad_count, quad_source.data());
    const Scalar* a = pool.data() + start;
    TestFixture::expect_exact(
        "ploaddup", ei::ploaddup<Packet>(dup_source.data()), [&](int i) { return a[i / 2]; }, a);
    if (lanes >= 4) {
      TestFixture::expect_exact(
          "ploadquad", ei::ploadquad<Packet>(quad_source.data()), [&](int i) { return a[i / 4]; }, a);
    }
  }
}

TYPED_TEST(PacketMath, LinearSequence) {
  PACKET_TEST_TYPES;
  for (Scalar first : {Scalar(0), Scalar(-3), Scalar(0.5), Scalar(1e6), Scalar(-0.25)}) {
    const std::vector<Scalar> firsts(lanes, first);
    TestFixture::expect_exact(
        "plset", ei::plset<Packet>(first), [&](int i) { return Scalar(first + Scalar(i)); }, firsts.data());
  }
}

TYPED_TEST(PacketMath, Arithmetic) {
  PACKET_TEST_TYPES;
  for_each_packet(test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar*) {
    const Packet pa = T::load(a), pb = T::load(b);
    T::expect_exact(
        "padd", ei::padd(pa, pb), [&](int i) { return Scalar(a[i] + b[i]); }, a, b);
    T::expect_exact(
        "psub", ei::psub(pa, pb), [&](int i) { return Scalar(a[i] - b[i]); }, a, b);
    T::expect_exact(
        "pmul", ei::pmul(pa, pb), [&](int i) { return Scalar(a[i] * b[i]); }, a, b);
    T::expect_exact(
        "pdiv", ei::pdiv(pa, pb), [&](int i) { return Scalar(a[i] / b[i]); }, a, b);
    T::expect_lanes(
        "pnegate", ei::pnegate(pa), [&](int i) { return Scalar(-a[i]); },
        upstream_pnegate_drops_sign_of_zero ? same_number<Scalar> : same_value<Scalar>, a);
    T::expect_exact(
        "pconj", ei::pconj(pa), [&](int i) { return a[i]; }, a);
    T::expect_exact(
        "pabs", ei::pabs(pa), [&](int i) { return std::fabs(a[i]); }, a);
  });
}

TYPED_TEST(PacketMath, FusedMultiplyAdd) {
  PACKET_TEST_TYPES;
  for_each_packet(test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar* c) {
    const Packet pa = T::load(a), pb = T::load(b), pc = T::load(c);
#if PMADD_IS_FUSED
    T::expect_exact(
        "pmadd", ei::pmadd(pa, pb, pc), [&](int i) { return std::fma(a[i], b[i], c[i]); }, a, b);
#else
    T::expect_exact("pmadd", ei::pmadd(pa, pb, pc), [&](int i) { return Scalar(a[i] * b[i] + c[i]); }, a, b);
#endif
#if defined(EIGEN_VECTORIZE_RVV)
    T::expect_exact(
        "pmsub", ei::pmsub(pa, pb, pc), [&](int i) { return std::fma(a[i], b[i], -c[i]); }, a, b);
    T::expect_exact(
        "pnmadd", ei::pnmadd(pa, pb, pc), [&](int i) { return std::fma(-a[i], b[i], c[i]); }, a, b);
    T::expect_exact(
        "pnmsub", ei::pnmsub(pa, pb, pc), [&](int i) { return std::fma(-a[i], b[i], -c[i]); }, a, b);
#endif
  });
}

TYPED_TEST(PacketMath, MinMaxWithNaNPropagation) {
  PACKET_TEST_TYPES;
  auto min_number = [](Scalar x, Scalar y) { return std::isnan(x) ? y : std::isnan(y) ? x : std::min(x, y); };
  auto max_number = [](Scalar x, Scalar y) { return std::isnan(x) ? y : std::isnan(y) ? x : std::max(x, y); };
  auto min_nan = [](Scalar x, Scalar y) { return (std::isnan(x) || std::isnan(y)) ? x + y : std::min(x, y); };
  auto max_nan = [](Scalar x, Scalar y) { return (std::isnan(x) || std::isnan(y)) ? x + y : std::max(x, y); };
  // PropagateFast (plain pmin/pmax, cwiseMin/cwiseMax): std::min/std::max, as Eigen's scalar path, bit for bit
  // (a NaN first operand comes through, a NaN second one gives the first; the first of two zeros). Where
  // upstream's Arm packets run instead, any result is allowed when a NaN is involved.
  auto std_min = [](Scalar x, Scalar y) { return y < x ? y : x; };
  auto std_max = [](Scalar x, Scalar y) { return x < y ? y : x; };
  auto same_or_nan_input = [](Scalar expected, Scalar got) {
    return std::isnan(expected) || same_number(expected, got);
  };
  auto check_packets = [&](const Scalar* a, const Scalar* b, const Scalar*) {
    const Packet pa = T::load(a), pb = T::load(b);
    if (plain_min_max_are_std_min_max) {
      T::expect_lanes(
          "pmin", ei::pmin(pa, pb), [&](int i) { return std_min(a[i], b[i]); }, same_value<Scalar>, a, b);
      T::expect_lanes(
          "pmax", ei::pmax(pa, pb), [&](int i) { return std_max(a[i], b[i]); }, same_value<Scalar>, a, b);
    } else {
      T::expect_lanes(
          "pmin", ei::pmin(pa, pb), [&](int i) { return min_nan(a[i], b[i]); }, same_or_nan_input, a, b);
      T::expect_lanes(
          "pmax", ei::pmax(pa, pb), [&](int i) { return max_nan(a[i], b[i]); }, same_or_nan_input, a, b);
    }
    T::expect_lanes(
        "pmin<PropagateNumbers>", ei::pmin<Eigen::PropagateNumbers>(pa, pb),
        [&](int i) { return min_number(a[i], b[i]); }, same_number<Scalar>, a, b);
    T::expect_lanes(
        "pmax<PropagateNumbers>", ei::pmax<Eigen::PropagateNumbers>(pa, pb),
        [&](int i) { return max_number(a[i], b[i]); }, same_number<Scalar>, a, b);
    auto as_plain = propagate_nan_ties_as_plain ? same_value<Scalar> : same_number<Scalar>;
    T::expect_lanes(
        "pmin<PropagateNaN>", ei::pmin<Eigen::PropagateNaN>(pa, pb), [&](int i) { return min_nan(a[i], b[i]); },
        as_plain, a, b);
    T::expect_lanes(
        "pmax<PropagateNaN>", ei::pmax<Eigen::PropagateNaN>(pa, pb), [&](int i) { return max_nan(a[i], b[i]); },
        as_plain, a, b);
  };
  for_each_packet(test_values<Scalar>(), lanes, check_packets);
  // Every ordered pair of special values in some lane: the rotations above miss pairs such as (+inf, -inf),
  // two numbers whose sum is NaN, which PropagateNaN must not take for a NaN operand.
  const std::vector<Scalar> special = special_values<Scalar>();
  std::vector<Scalar> first, second;
  for (Scalar x : special) {
    for (Scalar y : special) {
      first.push_back(x);
      second.push_back(y);
    }
  }
  while (first.size() % lanes != 0) {
    first.push_back(special.front());
    second.push_back(special.front());
  }
  for (std::size_t start = 0; start < first.size(); start += lanes) {
    check_packets(&first[start], &second[start], nullptr);
  }
}

TYPED_TEST(PacketMath, ComparisonsSelectAndBitwise) {
  PACKET_TEST_TYPES;
  const Scalar all_ones = from_bits<Scalar>(~Bits<Scalar>(0));
  auto lane_mask = [&](bool condition) { return condition ? all_ones : Scalar(0); };
  for_each_packet(test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar* c) {
    const Packet pa = T::load(a), pb = T::load(b), pc = T::load(c);
    T::expect_exact(
        "pcmp_eq", ei::pcmp_eq(pa, pb), [&](int i) { return lane_mask(a[i] == b[i]); }, a, b);
    T::expect_exact(
        "pcmp_lt", ei::pcmp_lt(pa, pb), [&](int i) { return lane_mask(a[i] < b[i]); }, a, b);
    T::expect_exact(
        "pcmp_le", ei::pcmp_le(pa, pb),
        [&](int i) { return lane_mask(upstream_pcmp_le_is_lt ? a[i] < b[i] : a[i] <= b[i]); }, a, b);
    T::expect_exact(
        "pcmp_lt_or_nan", ei::pcmp_lt_or_nan(pa, pb), [&](int i) { return lane_mask(!(a[i] >= b[i])); }, a, b);
    const Packet mask = ei::pcmp_lt(pa, pb);
    T::expect_exact(
        "pselect", ei::pselect(mask, pb, pc), [&](int i) { return a[i] < b[i] ? b[i] : c[i]; }, a, b);

    auto bitwise = [&](const char* op, const Packet& result,
                       std::function<Bits<Scalar>(Bits<Scalar>, Bits<Scalar>)> f) {
      T::expect_exact(
          op, result, [&](int i) { return from_bits<Scalar>(f(bits_of(a[i]), bits_of(b[i]))); }, a, b);
    };
    bitwise("pand", ei::pand(pa, pb), [](Bits<Scalar> x, Bits<Scalar> y) { return Bits<Scalar>(x & y); });
    bitwise("por", ei::por(pa, pb), [](Bits<Scalar> x, Bits<Scalar> y) { return Bits<Scalar>(x | y); });
    bitwise("pxor", ei::pxor(pa, pb), [](Bits<Scalar> x, Bits<Scalar> y) { return Bits<Scalar>(x ^ y); });
    bitwise("pandnot", ei::pandnot(pa, pb), [](Bits<Scalar> x, Bits<Scalar> y) { return Bits<Scalar>(x & ~y); });
    T::expect_exact(
        "ptrue", ei::ptrue(pa), [&](int) { return all_ones; }, a);
    T::expect_exact(
        "pzero", ei::pzero(pa), [&](int) { return Scalar(0); }, a);
  });
}

// One unary function over the whole pool, if the backend declares it (tag
// dispatch: the generic lambdas are instantiated only when called, so
// functions an upstream backend lacks are not even compiled).
template <typename Fixture, typename Op, typename Reference, typename Compare>
void check_unary(std::false_type, const char*, Op, Reference, Compare) {}
template <typename Fixture, typename Op, typename Reference, typename Compare>
void check_unary(std::true_type, const char* name, Op op, Reference reference, Compare compare) {
  typedef typename Fixture::Scalar Scalar;
  for_each_packet(test_values<Scalar>(), Fixture::lanes, [&](const Scalar* a, const Scalar*, const Scalar*) {
    Fixture::expect_lanes(
        name, op(Fixture::load(a)), [&](int i) { return reference(a[i]); }, compare, a);
  });
}
template <bool declared>
using Declared = std::integral_constant<bool, declared>;

TYPED_TEST(PacketMath, SqrtAndRsqrt) {
  PACKET_TEST_TYPES;
  typedef typename T::Traits Traits;
#if defined(EIGEN_VECTORIZE_RVV)
  static_assert(Traits::HasSqrt && Traits::HasRsqrt, "the RVV backend declares psqrt and prsqrt");
#endif
  check_unary<T>(
      Declared<Traits::HasSqrt != 0>(), "psqrt", [](const auto& p) { return ei::psqrt(p); },
      [](Scalar x) { return std::sqrt(x); }, same_value<Scalar>);
  // Within 2 ULP of the correctly rounded 1/sqrt; special values exact.
  check_unary<T>(
      Declared<Traits::HasRsqrt != 0>(), "prsqrt", [](const auto& p) { return ei::prsqrt(p); },
      [](Scalar x) { return Scalar(double(1.0L / std::sqrt((long double)x))); },
      [](Scalar expected, Scalar got) {
        if (!std::isfinite(expected) || expected == 0)
          return upstream_rsqrt_special_values_differ || same_value(expected, got);
        return ulp_distance(expected, got) <= 2;
      });
}

TYPED_TEST(PacketMath, Rounding) {
  PACKET_TEST_TYPES;
  typedef typename T::Traits Traits;
  typedef RoundingFlags<Traits> Flags;
#if defined(EIGEN_VECTORIZE_RVV)
  static_assert(Traits::HasRound && Flags::floor && Flags::ceil && Flags::rint,
                "the RVV backend declares every rounding function");
#endif
  check_unary<T>(
      Declared<Traits::HasRound != 0>(), "pround", [](const auto& p) { return ei::pround(p); },
      [](Scalar x) { return std::round(x); }, same_value<Scalar>);
  check_unary<T>(
      Declared<Flags::floor != 0>(), "pfloor", [](const auto& p) { return ei::pfloor(p); },
      [](Scalar x) { return std::floor(x); }, same_value<Scalar>);
  check_unary<T>(
      Declared<Flags::ceil != 0>(), "pceil", [](const auto& p) { return ei::pceil(p); },
      [](Scalar x) { return std::ceil(x); }, same_value<Scalar>);
  check_unary<T>(
      Declared<Flags::rint != 0>(), "print", [](const auto& p) { return ei::print(p); },
      [](Scalar x) { return std::rint(x); }, same_value<Scalar>);
}

TYPED_TEST(PacketMath, FrexpLdexp) {
  PACKET_TEST_TYPES;
  typedef std::numeric_limits<Scalar> L;
  for_each_packet(test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar*) {
    const Packet pa = T::load(a);
    Packet exponent;
    const Packet mantissa = ei::pfrexp(pa, exponent);
    // Eigen's convention: 0, +-Inf and NaN give (a, 0); else std::frexp.
    auto reference = [&](int i, int& e) {
      e = 0;
      if (a[i] == 0 || !std::isfinite(a[i])) return a[i];
      return std::frexp(a[i], &e);
    };
    T::expect_exact(
        "pfrexp mantissa", mantissa,
        [&](int i) {
          int e;
          return reference(i, e);
        },
        a);
    T::expect_exact(
        "pfrexp exponent", exponent,
        [&](int i) {
          int e;
          reference(i, e);
          return Scalar(e);
        },
        a);

    // ldexp by integral exponents over the whole range and beyond; the
    // result must be the correctly rounded a * 2^e, denormals included.
    std::vector<Scalar> e(lanes);
    const int span = L::max_exponent - L::min_exponent + L::digits + 8;
    for (int i = 0; i < lanes; ++i) {
      const Bits<Scalar> h = bits_of(b[i]) * 2654435761u + Bits<Scalar>(i);
      e[i] = Scalar(int(h % Bits<Scalar>(2 * span + 1)) - span);
    }
    T::expect_lanes(
        "pldexp", ei::pldexp(pa, T::load(e.data())), [&](int i) { return std::ldexp(a[i], int(e[i])); },
        [](Scalar expected, Scalar got) {
          if (upstream_ldexp_rounds_denormals_twice && std::fpclassify(expected) == FP_SUBNORMAL)
            return ulp_distance(expected, got) <= 1;
          return same_value(expected, got);
        },
        a, e.data());
  });
}

// The exact folds of every lane are in packet_common; here special values.
TYPED_TEST(PacketMath, ReductionsOfSpecialValues) {
  PACKET_TEST_TYPES;
  // Special values in every lane position: NaN and infinities propagate as
  // in the scalar fold; min/max follow Eigen's NaN-propagation modes.
  for_each_packet(test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar*, const Scalar*) {
    const Packet pa = T::load(a);
    bool any_nan = false, has_plus_inf = false, has_minus_inf = false;
    Scalar min_numbers = std::numeric_limits<Scalar>::quiet_NaN(), max_numbers = min_numbers;
    for (int i = 0; i < lanes; ++i) {
      any_nan |= std::isnan(a[i]);
      has_plus_inf |= a[i] == std::numeric_limits<Scalar>::infinity();
      has_minus_inf |= a[i] == -std::numeric_limits<Scalar>::infinity();
      if (!std::isnan(a[i])) {
        min_numbers = std::isnan(min_numbers) ? a[i] : std::min(min_numbers, a[i]);
        max_numbers = std::isnan(max_numbers) ? a[i] : std::max(max_numbers, a[i]);
      }
    }
    const Scalar sum = ei::predux(pa);
    if (any_nan || (has_plus_inf && has_minus_inf)) {
      ASSERT_TRUE(std::isnan(sum)) << "predux should be NaN, got " << describe(sum);
    } else if (has_plus_inf || has_minus_inf) {
      ASSERT_EQ(has_plus_inf ? std::numeric_limits<Scalar>::infinity() : -std::numeric_limits<Scalar>::infinity(), sum);
    } else {
      long double exact = 0, magnitude = 0;
      for (int i = 0; i < lanes; ++i) exact += a[i], magnitude += std::fabs((long double)a[i]);
      if (std::isfinite(sum) && std::isfinite(Scalar(double(magnitude)))) {
        ASSERT_LE(std::fabs((long double)sum - exact), lanes * std::numeric_limits<Scalar>::epsilon() * magnitude)
            << "predux";
      }
    }
    ASSERT_TRUE(same_number(min_numbers, ei::predux_min<Eigen::PropagateNumbers>(pa)))
        << "predux_min<PropagateNumbers>";
    ASSERT_TRUE(same_number(max_numbers, ei::predux_max<Eigen::PropagateNumbers>(pa)))
        << "predux_max<PropagateNumbers>";
    const Scalar nan = std::numeric_limits<Scalar>::quiet_NaN();
    ASSERT_TRUE(same_number(any_nan ? nan : min_numbers, ei::predux_min<Eigen::PropagateNaN>(pa)))
        << "predux_min<PropagateNaN>";
    ASSERT_TRUE(same_number(any_nan ? nan : max_numbers, ei::predux_max<Eigen::PropagateNaN>(pa)))
        << "predux_max<PropagateNaN>";
    if (!any_nan) {
      ASSERT_TRUE(same_number(min_numbers, ei::predux_min(pa))) << "predux_min";
      ASSERT_TRUE(same_number(max_numbers, ei::predux_max(pa))) << "predux_max";
    }
  });
  // All lanes -0: the scalar fold gives -0 (a reduction seeded with +0 gives +0).
  ASSERT_TRUE(same_value(-Scalar(0), ei::predux(ei::pset1<Packet>(-Scalar(0))))) << "predux of -0 lanes";
  // All lanes +Inf (or -Inf): min and max are that infinity, not a seed value.
  for (Scalar inf : {std::numeric_limits<Scalar>::infinity(), -std::numeric_limits<Scalar>::infinity()}) {
    const Packet p = ei::pset1<Packet>(inf);
    ASSERT_EQ(inf, ei::predux_min(p));
    ASSERT_EQ(inf, ei::predux_max(p));
    ASSERT_EQ(inf, ei::predux_min<Eigen::PropagateNaN>(p));
    ASSERT_EQ(inf, ei::predux_max<Eigen::PropagateNumbers>(p));
    ASSERT_EQ(inf, ei::predux(p));
  }
  ASSERT_TRUE(
      std::isnan(ei::predux_min<Eigen::PropagateNumbers>(ei::pset1<Packet>(std::numeric_limits<Scalar>::quiet_NaN()))));
}

TYPED_TEST(PacketMath, AnyLaneSet) {
  PACKET_TEST_TYPES;
  const Packet zero = ei::pzero(ei::pset1<Packet>(Scalar(1)));
  ASSERT_FALSE(ei::predux_any(zero));
  for (int lane = 0; lane < lanes; ++lane) {
    std::vector<Scalar> a(lanes, Scalar(0)), b(lanes, Scalar(0));
    b[lane] = Scalar(1);
    ASSERT_TRUE(ei::predux_any(ei::pcmp_lt(TestFixture::load(a.data()), TestFixture::load(b.data())))) << lane;
    ASSERT_FALSE(ei::predux_any(ei::pcmp_lt(TestFixture::load(b.data()), TestFixture::load(a.data())))) << lane;
  }
}

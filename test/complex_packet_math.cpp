// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The complex packets' own operations on every lane against scalar references computed here (test/README.md).
// Only Eigen's generic packet API is used, so the tests also run on upstream's x86 and Arm complex packets;
// checks of rounding or special values that only RVV specifies are RVV-only.

#include "packet_test_support.h"

#include <complex>
#include <functional>
#include <vector>

using namespace packet_test;

namespace ei = Eigen::internal;

namespace {

// PacketTest (packet_test_support.h) gives the packet type, lanes, loads,
// stores and the per-lane comparisons (both parts of every lane).
template <typename Real_>
class ComplexPacketMath : public PacketTest<std::complex<Real_>> {
 public:
  typedef Real_ Real;
  typedef std::complex<Real> Scalar;
  typedef typename ei::packet_traits<Scalar>::type Packet;
  static constexpr int lanes = ei::unpacket_traits<Packet>::size;
  static constexpr Real eps = std::numeric_limits<Real>::epsilon();

  void SetUp() override {
    if (!ei::packet_traits<Scalar>::Vectorizable) GTEST_SKIP() << "not vectorized by this upstream backend";
  }

  // The parts every test value is built from: both zeros, +-1, ties,
  // infinities, NaN, denormals, the normal limits, epsilon.
  static std::vector<Real> special_parts() {
    typedef std::numeric_limits<Real> L;
    return {Real(0),    -Real(0),        Real(1),        Real(-1),       Real(0.5),       Real(-2.5),
            Real(3.25), L::infinity(),   -L::infinity(), L::quiet_NaN(), L::denorm_min(), -(L::min)(),
            (L::max)(), -(L::max)() / 3, L::epsilon(),   Real(1e-3)};
  }
  // Every pair of special parts, then random values of every magnitude.
  static std::vector<Scalar> values(std::size_t random_count = 200) {
    std::vector<Scalar> v;
    for (Real re : special_parts())
      for (Real im : special_parts()) v.push_back(Scalar(re, im));
    const std::vector<Real> random_parts = test_values<Real>(2 * random_count, 99);
    const std::size_t first_random = special_values<Real>().size();
    for (std::size_t i = 0; i + 1 < random_count; ++i)
      v.push_back(Scalar(random_parts[first_random + 2 * i], random_parts[first_random + 2 * i + 1]));
    return v;
  }
  // Random values with parts of magnitude in [2^-8, 2^8], either sign.
  static std::vector<Scalar> moderate_values(std::size_t count, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> mantissa(1.0, 2.0);
    std::uniform_int_distribution<int> exponent(-8, 8);
    auto part = [&] {
      const Real x = Real(std::ldexp(mantissa(rng), exponent(rng)));
      return (rng() & 1) ? -x : x;
    };
    std::vector<Scalar> v;
    for (std::size_t i = 0; i < count; ++i) {
      const Real re = part();
      v.push_back(Scalar(re, part()));
    }
    return v;
  }

  // Runs check(a, b, c) on packets that put every pool value in every lane.
  template <typename Check>
  static void for_each_lane_combination(const std::vector<Scalar>& pool, Check check) {
    for_each_packet(pool, lanes, check);
  }

  static std::string describe(const Scalar& x) { return packet_test::describe(x); }

  // |got - expected| <= tolerance * |expected| (plus the smallest normal);
  // where a part of the expected value overflowed, that part equal and the
  // other one within tolerance of itself.
  static bool close(const Scalar& expected, const Scalar& got, Real tolerance) {
    if (std::isinf(expected.real()) || std::isinf(expected.imag())) {
      auto part_close = [&](Real e, Real g) {
        return std::isinf(e) ? e == g : std::fabs((long double)g - e) <= tolerance * std::fabs((long double)e);
      };
      return part_close(expected.real(), got.real()) && part_close(expected.imag(), got.imag());
    }
    const long double difference = std::abs(std::complex<long double>(got) - std::complex<long double>(expected));
    return difference <= tolerance * std::abs(std::complex<long double>(expected)) + (std::numeric_limits<Real>::min)();
  }
};

typedef ::testing::Types<float, double> PartTypes;
TYPED_TEST_SUITE(ComplexPacketMath, PartTypes);

#define COMPLEX_TEST_TYPES                                      \
  using Real [[maybe_unused]] = typename TestFixture::Real;     \
  using Scalar [[maybe_unused]] = typename TestFixture::Scalar; \
  using Packet [[maybe_unused]] = typename TestFixture::Packet; \
  [[maybe_unused]] constexpr int lanes = TestFixture::lanes

TYPED_TEST(ComplexPacketMath, PacketSizeAndSplitLayout) {
  COMPLEX_TEST_TYPES;
#if defined(EIGEN_VECTORIZE_RVV)
  // As many complex numbers as the real packet has lanes, in two registers.
  EXPECT_EQ(lanes, EIGEN_RVV_PACKET_BITS / (8 * int(sizeof(Real))));
  EXPECT_EQ(sizeof(Packet), std::size_t(2 * EIGEN_RVV_PACKET_BITS / 8));
  EXPECT_EQ(int(ei::packet_traits<Real>::size), lanes);
#endif
  EXPECT_GE(lanes, 1);
}

TYPED_TEST(ComplexPacketMath, RepeatedLoadsReadNoFurther) {
  COMPLEX_TEST_TYPES;
  const std::vector<Scalar> pool = TestFixture::values();
  // ploaddup reads lanes/2 numbers, ploadquad lanes/4 (at least one), each
  // from a buffer that ends where they stop reading.
  const int dup_count = lanes / 2 > 0 ? lanes / 2 : 1, quad_count = lanes / 4 > 0 ? lanes / 4 : 1;
  GuardedBuffer<Scalar> dup_source(dup_count), quad_source(quad_count);
  for (int i = 0; i < dup_count; ++i) dup_source.data()[i] = pool[5 * i + 2];
  for (int i = 0; i < quad_count; ++i) quad_source.data()[i] = pool[5 * i + 3];
  TestFixture::expect_exact(
      "ploaddup", ei::ploaddup<Packet>(dup_source.data()), [&](int i) { return dup_source.data()[i / 2]; },
      pool.data());
  if (lanes >= 4) {
    TestFixture::expect_exact(
        "ploadquad", ei::ploadquad<Packet>(quad_source.data()), [&](int i) { return quad_source.data()[i / 4]; },
        pool.data());
  }
}

// Operations that are exact in every backend: the parts are added,
// subtracted, negated or moved independently (conj of +0 is -0).
TYPED_TEST(ComplexPacketMath, AddSubNegateConjFlip) {
  COMPLEX_TEST_TYPES;
  TestFixture::for_each_lane_combination(TestFixture::values(), [&](const Scalar* a, const Scalar* b, const Scalar*) {
    const Packet pa = TestFixture::load(a), pb = TestFixture::load(b);
    TestFixture::expect_exact(
        "padd", ei::padd(pa, pb), [&](int i) { return Scalar(a[i].real() + b[i].real(), a[i].imag() + b[i].imag()); },
        a, b);
    TestFixture::expect_exact(
        "psub", ei::psub(pa, pb), [&](int i) { return Scalar(a[i].real() - b[i].real(), a[i].imag() - b[i].imag()); },
        a, b);
    // (AVX's pnegate is 0 - a: +0 for both zeros.)
    auto negated = [](Real x) { return upstream_pnegate_drops_sign_of_zero && x == 0 ? Real(0) : -x; };
    TestFixture::expect_exact(
        "pnegate", ei::pnegate(pa), [&](int i) { return Scalar(negated(a[i].real()), negated(a[i].imag())); }, a);
    TestFixture::expect_exact(
        "pconj", ei::pconj(pa), [&](int i) { return Scalar(a[i].real(), -a[i].imag()); }, a);
    TestFixture::expect_exact(
        "pcplxflip", ei::pcplxflip(pa), [&](int i) { return Scalar(a[i].imag(), a[i].real()); }, a);
  });
}

// RVV computes each part as one multiply and one fused multiply-add, so this reference is exact:
// real = fma(-ai, bi, ar*br), imag = fma(ai, br, ar*bi); pmadd fuses the addend too. Other backends round
// differently: there the product of moderate values is compared within 4 eps.
TYPED_TEST(ComplexPacketMath, MultiplyAndMultiplyAdd) {
  COMPLEX_TEST_TYPES;
#if defined(EIGEN_VECTORIZE_RVV)
  auto product = [](const Scalar& a, const Scalar& b) {
    return Scalar(std::fma(-a.imag(), b.imag(), a.real() * b.real()),
                  std::fma(a.imag(), b.real(), a.real() * b.imag()));
  };
  auto product_add = [](const Scalar& a, const Scalar& b, const Scalar& c) {
    return Scalar(std::fma(-a.imag(), b.imag(), std::fma(a.real(), b.real(), c.real())),
                  std::fma(a.imag(), b.real(), std::fma(a.real(), b.imag(), c.imag())));
  };
  TestFixture::for_each_lane_combination(TestFixture::values(), [&](const Scalar* a, const Scalar* b, const Scalar* c) {
    const Packet pa = TestFixture::load(a), pb = TestFixture::load(b), pc = TestFixture::load(c);
    TestFixture::expect_exact(
        "pmul", ei::pmul(pa, pb), [&](int i) { return product(a[i], b[i]); }, a, b);
    TestFixture::expect_exact(
        "pmadd", ei::pmadd(pa, pb, pc), [&](int i) { return product_add(a[i], b[i], c[i]); }, a, b);
  });
#endif
  // |error| <= 4 eps (|a| |b| + |c|): the bound of any rounding order.
  const Real tolerance = 4 * TestFixture::eps;
  TestFixture::for_each_lane_combination(TestFixture::moderate_values(97, 5), [&](const Scalar* a, const Scalar* b,
                                                                                  const Scalar* c) {
    const Packet pa = TestFixture::load(a), pb = TestFixture::load(b), pc = TestFixture::load(c);
    typedef std::complex<long double> Wide;
    const std::vector<Scalar> got_product = TestFixture::store(ei::pmul(pa, pb));
    const std::vector<Scalar> got_product_add = TestFixture::store(ei::pmadd(pa, pb, pc));
    for (int i = 0; i < lanes; ++i) {
      const Wide exact = Wide(a[i]) * Wide(b[i]);
      const long double scale = std::abs(Wide(a[i])) * std::abs(Wide(b[i]));
      ASSERT_LE(std::abs(Wide(got_product[i]) - exact), tolerance * scale)
          << "pmul lane " << i << " a=" << TestFixture::describe(a[i]) << " b=" << TestFixture::describe(b[i]);
      ASSERT_LE(std::abs(Wide(got_product_add[i]) - (exact + Wide(c[i]))), tolerance * (scale + std::abs(Wide(c[i]))))
          << "pmadd lane " << i;
    }
  });
}

// Division: within 8 eps of the quotient in long double, for parts over the
// whole exponent range (scaled: no overflow or underflow of |b|^2); RVV also
// specifies the special divisors.
TYPED_TEST(ComplexPacketMath, Divide) {
  COMPLEX_TEST_TYPES;
  typedef std::numeric_limits<Real> L;
  std::vector<Scalar> finite = TestFixture::moderate_values(61, 17);
#if defined(EIGEN_VECTORIZE_RVV)
  // Upstream's backends divide by |b|^2 unscaled: these overflow or underflow there.
  const Real big = (L::max)() / 4, small = (L::min)() * 8;
  for (Scalar extreme : {Scalar(big, big), Scalar(big, -small), Scalar(small, small), Scalar(-small, big),
                         Scalar(L::denorm_min(), Real(1)), Scalar(Real(3), L::denorm_min())})
    finite.push_back(extreme);
#endif
  const Real tolerance = 8 * TestFixture::eps;
  TestFixture::for_each_lane_combination(finite, [&](const Scalar* a, const Scalar* b, const Scalar*) {
    TestFixture::expect_lanes(
        "pdiv", ei::pdiv(TestFixture::load(a), TestFixture::load(b)),
        [&](int i) { return Scalar(std::complex<long double>(a[i]) / std::complex<long double>(b[i])); },
        [&](const Scalar& e, const Scalar& g) {
          // A quotient below the normal range is exact only to the denormal spacing.
          return TestFixture::close(e, g, tolerance) || std::abs(e) < (L::min)() / TestFixture::eps;
        },
        a, b);
  });
#if defined(EIGEN_VECTORIZE_RVV)
  TestFixture::for_each_lane_combination(TestFixture::values(), [&](const Scalar* a, const Scalar* b, const Scalar*) {
    const std::vector<Scalar> got = TestFixture::store(ei::pdiv(TestFixture::load(a), TestFixture::load(b)));
    for (int i = 0; i < lanes; ++i) {
      const bool a_nan = std::isnan(a[i].real()) || std::isnan(a[i].imag());
      const bool b_nan = std::isnan(b[i].real()) || std::isnan(b[i].imag());
      const bool b_zero = b[i].real() == 0 && b[i].imag() == 0;
      const bool b_infinite = std::isinf(b[i].real()) || std::isinf(b[i].imag());
      const bool a_finite = std::isfinite(a[i].real()) && std::isfinite(a[i].imag());
      const std::string where = "pdiv lane " + std::to_string(i) + " a=" + TestFixture::describe(a[i]) +
                                " b=" + TestFixture::describe(b[i]) + " got " + TestFixture::describe(got[i]);
      if (b_zero) {
        // a / 0 part by part (C: infinities for a nonzero a).
        ASSERT_TRUE(same_value(Scalar(a[i].real() / b[i].real(), a[i].imag() / b[i].real()), got[i])) << where;
      } else if (b_nan || a_nan) {
        ASSERT_TRUE(std::isnan(got[i].real()) && std::isnan(got[i].imag())) << where;
      } else if (b_infinite && a_finite) {
        ASSERT_TRUE(got[i].real() == 0 && got[i].imag() == 0) << where;
      }
    }
  });
#endif
}

// Square root: within 6 eps of csqrt in long double over the whole range
// (no overflow near the largest values, no lost bits for denormals); every
// special value as the C library's csqrt (RVV).
TYPED_TEST(ComplexPacketMath, SquareRoot) {
  COMPLEX_TEST_TYPES;
  std::vector<Scalar> finite = TestFixture::moderate_values(61, 23);
#if defined(EIGEN_VECTORIZE_RVV)
  typedef std::numeric_limits<Real> L;
  // Upstream's psqrt overflows for |a| near the largest value.
  for (Scalar extreme : {Scalar((L::max)(), (L::max)()), Scalar(-(L::max)(), Real(1)), Scalar(Real(-1), (L::max)()),
                         Scalar(L::denorm_min(), Real(0)), Scalar(-L::denorm_min(), L::denorm_min()),
                         Scalar((L::min)(), -(L::min)() / 2), Scalar(Real(-4), Real(0)), Scalar(Real(-4), -Real(0)),
                         Scalar(Real(0), Real(2)), Scalar(Real(1e-30), Real(1e30))})
    finite.push_back(extreme);
#endif
  const Real tolerance = 6 * TestFixture::eps;
  TestFixture::for_each_lane_combination(finite, [&](const Scalar* a, const Scalar*, const Scalar*) {
    TestFixture::expect_lanes(
        "psqrt", ei::psqrt(TestFixture::load(a)),
        [&](int i) { return Scalar(std::sqrt(std::complex<long double>(a[i]))); },
        [&](const Scalar& e, const Scalar& g) { return TestFixture::close(e, g, tolerance); }, a);
  });
#if defined(EIGEN_VECTORIZE_RVV)
  TestFixture::for_each_lane_combination(TestFixture::values(), [&](const Scalar* a, const Scalar*, const Scalar*) {
    const std::vector<Scalar> got = TestFixture::store(ei::psqrt(TestFixture::load(a)));
    for (int i = 0; i < lanes; ++i) {
      const Scalar expected = std::sqrt(a[i]);  // the C library's csqrt
      const std::string where = "psqrt lane " + std::to_string(i) + " a=" + TestFixture::describe(a[i]) + " expected " +
                                TestFixture::describe(expected) + " got " + TestFixture::describe(got[i]);
      const Real expected_parts[2] = {expected.real(), expected.imag()};
      const Real got_parts[2] = {got[i].real(), got[i].imag()};
      for (int part = 0; part < 2; ++part) {
        const Real e = expected_parts[part], g = got_parts[part];
        if (std::isnan(e)) {
          ASSERT_TRUE(std::isnan(g)) << where;
        } else if (std::isinf(e)) {
          // The sign of an infinite imaginary part of sqrt(-Inf + i NaN) is unspecified.
          ASSERT_TRUE(std::isinf(g) && (std::signbit(e) == std::signbit(g) || std::isnan(a[i].imag()))) << where;
        } else if (e == 0) {
          ASSERT_TRUE(g == 0 && std::signbit(e) == std::signbit(g)) << where;
        } else {
          ASSERT_LE(std::fabs((long double)g - e), tolerance * std::abs(std::complex<long double>(expected))) << where;
        }
      }
    }
  });
#endif
}

#if defined(EIGEN_VECTORIZE_RVV)
// Complex log and exp (RVV; Eigen 3.4's backends have neither): within 8 eps of clog / cexp in long double over
// moderate values and the extremes; every pair of special parts as the C library's (and carg on Eigen 5), signed
// zeros included, except the signs C leaves unspecified.
template <typename Scalar, typename Real>
void expect_special_parts(const char* name, const Scalar& a, const Scalar& expected, const Scalar& got, Real tolerance,
                          bool signs_unspecified) {
  const std::string where =
      std::string(name) + " a=" + describe(a) + " expected " + describe(expected) + " got " + describe(got);
  const Real expected_parts[2] = {expected.real(), expected.imag()};
  const Real got_parts[2] = {got.real(), got.imag()};
  for (int part = 0; part < 2; ++part) {
    const Real e = expected_parts[part], g = got_parts[part];
    if (std::isnan(e)) {
      ASSERT_TRUE(std::isnan(g)) << where;
    } else if (std::isinf(e)) {
      ASSERT_TRUE(std::isinf(g) && (signs_unspecified || std::signbit(e) == std::signbit(g))) << where;
    } else if (e == 0) {
      ASSERT_TRUE(g == 0 && (signs_unspecified || std::signbit(e) == std::signbit(g))) << where;
    } else {
      ASSERT_LE(std::fabs((long double)g - e), tolerance * std::abs(std::complex<long double>(expected))) << where;
    }
  }
}

TYPED_TEST(ComplexPacketMath, LogAndExp) {
  COMPLEX_TEST_TYPES;
  typedef std::numeric_limits<Real> L;
  const Real tolerance = 8 * TestFixture::eps;
  std::vector<Scalar> log_values = TestFixture::moderate_values(61, 29);
  for (Scalar extreme : {Scalar((L::max)(), (L::max)()), Scalar(-(L::max)(), Real(1)), Scalar(L::denorm_min(), Real(0)),
                         Scalar(-L::denorm_min(), L::denorm_min()), Scalar(Real(1), L::epsilon()),
                         Scalar(Real(0.75), Real(-0.6614378)), Scalar(Real(-1), -Real(0)), Scalar(Real(0), Real(-3))})
    log_values.push_back(extreme);
  TestFixture::for_each_lane_combination(log_values, [&](const Scalar* a, const Scalar*, const Scalar*) {
    TestFixture::expect_lanes(
        "plog", ei::plog(TestFixture::load(a)),
        [&](int i) { return Scalar(std::log(std::complex<long double>(a[i]))); },
        [&](const Scalar& e, const Scalar& g) { return TestFixture::close(e, g, tolerance); }, a);
  });
  // Real parts up to the overflow threshold, imaginary parts up to 2^8.
  std::vector<Scalar> exp_values = TestFixture::moderate_values(61, 31);
  const Real largest_exponent = std::floor(std::log((L::max)()));
  for (std::size_t i = 0; i < exp_values.size(); i += 3)
    exp_values[i] = Scalar(std::fmod(exp_values[i].real() * 7, largest_exponent), exp_values[i].imag());
  for (Scalar extreme :
       {Scalar(largest_exponent, Real(2)), Scalar(-largest_exponent, Real(-3)), Scalar(Real(0), Real(1e4)),
        Scalar(Real(1), -Real(0)), Scalar(L::denorm_min(), L::denorm_min())})
    exp_values.push_back(extreme);
  TestFixture::for_each_lane_combination(exp_values, [&](const Scalar* a, const Scalar*, const Scalar*) {
    TestFixture::expect_lanes(
        "pexp", ei::pexp(TestFixture::load(a)),
        [&](int i) { return Scalar(std::exp(std::complex<long double>(a[i]))); },
        [&](const Scalar& e, const Scalar& g) { return TestFixture::close(e, g, tolerance); }, a);
  });
  TestFixture::for_each_lane_combination(TestFixture::values(), [&](const Scalar* a, const Scalar*, const Scalar*) {
    const std::vector<Scalar> log_got = TestFixture::store(ei::plog(TestFixture::load(a)));
    const std::vector<Scalar> exp_got = TestFixture::store(ei::pexp(TestFixture::load(a)));
    for (int i = 0; i < lanes; ++i) {
      expect_special_parts("plog", a[i], std::log(a[i]), log_got[i], tolerance, false);
      // cexp(+-Inf + i y) for y infinite or NaN: the signs of the zeros and of +-Inf are unspecified.
      const bool unspecified = std::isinf(a[i].real()) && !std::isfinite(a[i].imag());
      expect_special_parts("pexp", a[i], std::exp(a[i]), exp_got[i], tolerance, unspecified);
    }
#if EIGEN_VERSION_AT_LEAST(3, 4, 90)
    // Eigen 5's carg: arg(a) + i 0, by the atan2 of plog's imaginary part.
    const std::vector<Scalar> arg_got = TestFixture::store(ei::pcarg(TestFixture::load(a)));
    for (int i = 0; i < lanes; ++i)
      expect_special_parts("pcarg", a[i], Scalar(std::arg(a[i]), Real(0)), arg_got[i], tolerance, false);
#endif
  });
}
#endif

// Reductions: the sum of the parts, and the product of all lanes (values of
// magnitude about 1: no overflow of a product of 32 lanes), within the
// rounding bound of any order.
TYPED_TEST(ComplexPacketMath, Reductions) {
  COMPLEX_TEST_TYPES;
  std::vector<Scalar> near_one = TestFixture::moderate_values(53, 29);
  for (Scalar& x : near_one) x /= std::abs(x) * Real(1.0625);
  TestFixture::for_each_lane_combination(near_one, [&](const Scalar* a, const Scalar*, const Scalar*) {
    const Packet pa = TestFixture::load(a);
    std::complex<long double> sum = 0, product = 1;
    long double magnitude = 0;
    for (int i = 0; i < lanes; ++i) {
      sum += std::complex<long double>(a[i]);
      product *= std::complex<long double>(a[i]);
      magnitude += std::abs(std::complex<long double>(a[i]));
    }
    const Scalar got_sum = ei::predux(pa), got_product = ei::predux_mul(pa);
    ASSERT_LE(std::abs(std::complex<long double>(got_sum) - sum), lanes * TestFixture::eps * magnitude) << "predux";
    ASSERT_LE(std::abs(std::complex<long double>(got_product) - product),
              4 * lanes * TestFixture::eps * std::abs(product))
        << "predux_mul";
  });
  // The sum keeps signed zeros and propagates NaN and infinities (RVV: -0 + -0 = -0).
  std::vector<Scalar> zeros(lanes, Scalar(-Real(0), -Real(0)));
  const Scalar zero_sum = ei::predux(TestFixture::load(zeros.data()));
  EXPECT_TRUE(zero_sum.real() == 0 && zero_sum.imag() == 0);
#if defined(EIGEN_VECTORIZE_RVV)
  EXPECT_TRUE(std::signbit(zero_sum.real()) && std::signbit(zero_sum.imag()));
#endif
  std::vector<Scalar> with_nan(lanes, Scalar(1, 2));
  with_nan[lanes - 1] = Scalar(std::numeric_limits<Real>::quiet_NaN(), 0);
  const Scalar nan_sum = ei::predux(TestFixture::load(with_nan.data()));
  EXPECT_TRUE(std::isnan(nan_sum.real()) && nan_sum.imag() == Real(2 * lanes - 2));
}

// Comparison and the bitwise operations act on both parts.
TYPED_TEST(ComplexPacketMath, CompareAndBitwise) {
  COMPLEX_TEST_TYPES;
  const std::vector<Scalar> pool = TestFixture::values();
  const Real all_ones = from_bits<Real>(~Bits<Real>(0));
  TestFixture::for_each_lane_combination(pool, [&](const Scalar* a, const Scalar* b, const Scalar*) {
    // Half of the lanes compare equal numbers (b's value in a's lane).
    std::vector<Scalar> a_mixed(a, a + lanes);
    for (int i = 0; i < lanes; i += 2) a_mixed[i] = b[i];
    const Packet pa = TestFixture::load(a_mixed.data()), pb = TestFixture::load(b);
    const Packet equal = ei::pcmp_eq(pa, pb);
    TestFixture::expect_exact(
        "pcmp_eq", equal,
        [&](int i) {
          if (upstream_neon_complex_double_pcmp_eq_is_per_part && std::is_same<Real, double>::value) {
            return Scalar(a_mixed[i].real() == b[i].real() ? all_ones : Real(0),
                          a_mixed[i].imag() == b[i].imag() ? all_ones : Real(0));
          }
          const bool same = a_mixed[i] == b[i];
          return same ? Scalar(all_ones, all_ones) : Scalar(0, 0);
        },
        a_mixed.data(), b);
    auto bitwise = [&](Real x, Real y, int op) {
      const Bits<Real> u = bits_of(x), v = bits_of(y);
      return from_bits<Real>(op == 0 ? (u & v) : op == 1 ? (u | v) : op == 2 ? (u ^ v) : (u & ~v));
    };
    const Packet results[4] = {ei::pand(pa, pb), ei::por(pa, pb), ei::pxor(pa, pb), ei::pandnot(pa, pb)};
    const char* names[4] = {"pand", "por", "pxor", "pandnot"};
    for (int op = 0; op < 4; ++op) {
      const std::vector<Scalar> got = TestFixture::store(results[op]);
      for (int i = 0; i < lanes; ++i) {
        ASSERT_EQ(bits_of(got[i].real()), bits_of(bitwise(a_mixed[i].real(), b[i].real(), op))) << names[op];
        ASSERT_EQ(bits_of(got[i].imag()), bits_of(bitwise(a_mixed[i].imag(), b[i].imag(), op))) << names[op];
      }
    }
    for (const Scalar& x : TestFixture::store(ei::ptrue(pa))) {
      ASSERT_EQ(bits_of(x.real()), bits_of(all_ones));
      ASSERT_EQ(bits_of(x.imag()), bits_of(all_ones));
    }
  });
}

// The mixed real x complex products of conj_helper (Eigen's GEMV with a real
// matrix and a complex vector or the reverse), with the complex side
// conjugated or not: each part times the real factor, exactly.
TYPED_TEST(ComplexPacketMath, MixedRealComplexConjHelper) {
  COMPLEX_TEST_TYPES;
  typedef typename ei::packet_traits<Real>::type RealPacket;
  if constexpr (int(ei::unpacket_traits<RealPacket>::size) == lanes) {
    const std::vector<Real> reals = test_values<Real>();
    TestFixture::for_each_lane_combination(TestFixture::values(), [&](const Scalar* a, const Scalar*, const Scalar* c) {
      std::vector<Real> r(lanes);
      for (int i = 0; i < lanes; ++i) r[i] = reals[(std::size_t(bits_of(a[i].real())) + 5 * i) % reals.size()];
      const RealPacket pr = ei::ploadu<RealPacket>(r.data());
      const Packet pa = TestFixture::load(a), pc = TestFixture::load(c);
      auto times = [&](int i, bool conjugate) {
        return Scalar(r[i] * a[i].real(), conjugate ? -(r[i] * a[i].imag()) : r[i] * a[i].imag());
      };
      auto times_add = [&](int i, bool conjugate) {
        return Scalar(std::fma(a[i].real(), r[i], c[i].real()),
                      std::fma(conjugate ? -a[i].imag() : a[i].imag(), r[i], c[i].imag()));
      };
      auto times_sub = [&](int i, bool conjugate) {
        return Scalar(std::fma(a[i].real(), r[i], -c[i].real()),
                      std::fma(conjugate ? -a[i].imag() : a[i].imag(), r[i], -c[i].imag()));
      };
      TestFixture::expect_exact(
          "real * complex", ei::conj_helper<RealPacket, Packet, false, false>().pmul(pr, pa),
          [&](int i) { return times(i, false); }, a);
      TestFixture::expect_exact(
          "real * conj(complex)", ei::conj_helper<RealPacket, Packet, false, true>().pmul(pr, pa),
          [&](int i) { return times(i, true); }, a);
      TestFixture::expect_exact(
          "complex * real", ei::conj_helper<Packet, RealPacket, false, false>().pmul(pa, pr),
          [&](int i) { return times(i, false); }, a);
      TestFixture::expect_exact(
          "conj(complex) * real", ei::conj_helper<Packet, RealPacket, true, false>().pmul(pa, pr),
          [&](int i) { return times(i, true); }, a);
      TestFixture::expect_exact(
          "real * complex + c", ei::conj_helper<RealPacket, Packet, false, false>().pmadd(pr, pa, pc),
          [&](int i) { return times_add(i, false); }, a);
      TestFixture::expect_exact(
          "real * conj(complex) + c", ei::conj_helper<RealPacket, Packet, true, true>().pmadd(pr, pa, pc),
          [&](int i) { return times_add(i, true); }, a);
      TestFixture::expect_exact(
          "conj(complex) * real + c", ei::conj_helper<Packet, RealPacket, true, false>().pmadd(pa, pr, pc),
          [&](int i) { return times_add(i, true); }, a);
#if EIGEN_RVV_TEST_CONJ_HELPER_HAS_PMSUB
      TestFixture::expect_exact(
          "real * complex - c", ei::conj_helper<RealPacket, Packet, false, false>().pmsub(pr, pa, pc),
          [&](int i) { return times_sub(i, false); }, a);
      TestFixture::expect_exact(
          "real * conj(complex) - c", ei::conj_helper<RealPacket, Packet, false, true>().pmsub(pr, pa, pc),
          [&](int i) { return times_sub(i, true); }, a);
      TestFixture::expect_exact(
          "complex * real - c", ei::conj_helper<Packet, RealPacket, false, false>().pmsub(pa, pr, pc),
          [&](int i) { return times_sub(i, false); }, a);
      TestFixture::expect_exact(
          "conj(complex) * real - c", ei::conj_helper<Packet, RealPacket, true, false>().pmsub(pa, pr, pc),
          [&](int i) { return times_sub(i, true); }, a);
#else
      (void)times_sub;
#endif
    });
  } else {
    GTEST_SKIP() << "this backend's complex and real packets differ in lane count (no mixed packet products)";
  }
}

#if defined(EIGEN_VECTORIZE_RVV) && EIGEN_RVV_BASE == 51
// Eigen master's RealView reads complex data through find_packet_by_size<complex, n>: the overlay answers with the
// interleaved view (ComplexRealView.h). Each operation at every lane, over the special values: against the scalar
// result (data movement, sums, negation, conjugation: exact) or the planar packet's on the same numbers (bit for bit).
TYPED_TEST(ComplexPacketMath, InterleavedViewOnMaster) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Real Real;
  typedef typename TestFixture::Packet Packet;
  typedef typename ei::packet_traits<Real>::type RealPacket;
  constexpr int n = ei::unpacket_traits<RealPacket>::size / 2;
  typedef ei::find_packet_by_size<Scalar, n> Found;
  typedef typename Found::type View;
  static_assert(Found::value && std::is_same<View, ei::rvv_complex_view<RealPacket>>::value,
                "find_packet_by_size<complex, n> is the view of the real packet of 2n lanes");
  static_assert(std::is_same<typename ei::find_packet_by_size<Scalar, TestFixture::lanes>::type, Packet>::value,
                "at the planar packet's own size it is that packet");
  auto same = [](Real x, Real y) {
    return (std::isnan(x) && std::isnan(y)) || (x == y && std::signbit(x) == std::signbit(y));
  };
  auto expect = [&](const char* what, const View& got, const std::function<Scalar(int)>& reference) {
    Scalar out[n];
    ei::pstoreu(out, got);
    for (int i = 0; i < n; ++i)
      ASSERT_TRUE(same(out[i].real(), reference(i).real()) && same(out[i].imag(), reference(i).imag()))
          << what << " lane " << i << ": " << out[i] << " vs " << reference(i);
  };
  // The planar packet's result on the n numbers (its other lanes: copies of them).
  auto planar = [&](const Scalar* x, const Scalar* y, Packet (*operation)(const Packet&, const Packet&)) {
    Scalar px[TestFixture::lanes], py[TestFixture::lanes], result[TestFixture::lanes];
    for (int i = 0; i < TestFixture::lanes; ++i) px[i] = x[i % n], py[i] = y[i % n];
    ei::pstoreu(result, operation(ei::ploadu<Packet>(px), ei::ploadu<Packet>(py)));
    return std::vector<Scalar>(result, result + n);
  };
  const std::vector<Scalar> v = TestFixture::values();
  for (std::size_t start = 0; start + 2 * n <= v.size(); start += n) {
    const Scalar* a = v.data() + start;
    const Scalar* b = a + n;
    const View va = ei::ploadu<View>(a), vb = ei::ploadu<View>(b);
    expect("ploadu", va, [&](int i) { return a[i]; });
    expect("padd", ei::padd(va, vb),
           [&](int i) { return Scalar(a[i].real() + b[i].real(), a[i].imag() + b[i].imag()); });
    expect("psub", ei::psub(va, vb),
           [&](int i) { return Scalar(a[i].real() - b[i].real(), a[i].imag() - b[i].imag()); });
    expect("pnegate", ei::pnegate(va), [&](int i) { return Scalar(-a[i].real(), -a[i].imag()); });
    expect("pconj", ei::pconj(va), [&](int i) { return Scalar(a[i].real(), -a[i].imag()); });
    expect("pset1", ei::pset1<View>(a[0]), [&](int) { return a[0]; });
    expect("preverse", ei::preverse(va), [&](int i) { return a[n - 1 - i]; });
    const Scalar first = ei::pfirst(va);
    ASSERT_TRUE(same(first.real(), a[0].real()) && same(first.imag(), a[0].imag())) << "pfirst";
    Scalar sum = a[0];
    for (int i = 1; i < n; ++i) sum = Scalar(sum.real() + a[i].real(), sum.imag() + a[i].imag());
    const Scalar reduced = ei::predux(va);
    ASSERT_TRUE(same(reduced.real(), sum.real()) && same(reduced.imag(), sum.imag())) << "predux";
    const std::vector<Scalar> product = planar(a, b, [](const Packet& x, const Packet& y) { return ei::pmul(x, y); });
    expect("pmul", ei::pmul(va, vb), [&](int i) { return product[i]; });
    const std::vector<Scalar> quotient = planar(a, b, [](const Packet& x, const Packet& y) { return ei::pdiv(x, y); });
    expect("pdiv", ei::pdiv(va, vb), [&](int i) { return quotient[i]; });
    const std::vector<Scalar> root = planar(a, b, [](const Packet& x, const Packet&) { return ei::psqrt(x); });
    expect("psqrt", ei::psqrt(va), [&](int i) { return root[i]; });
    const std::vector<Scalar> exponential = planar(a, b, [](const Packet& x, const Packet&) { return ei::pexp(x); });
    expect("pexp", ei::pexp(va), [&](int i) { return exponential[i]; });
    const std::vector<Scalar> logarithm = planar(a, b, [](const Packet& x, const Packet&) { return ei::plog(x); });
    expect("plog", ei::plog(va), [&](int i) { return logarithm[i]; });
    const std::vector<Scalar> flipped = planar(a, b, [](const Packet& x, const Packet&) { return ei::pcplxflip(x); });
    expect("pcplxflip", ei::pcplxflip(va), [&](int i) { return flipped[i]; });
    const std::vector<Scalar> equal = planar(a, a, [](const Packet& x, const Packet& y) { return ei::pcmp_eq(x, y); });
    const View equal_mask = ei::pcmp_eq(va, va);
    expect("pcmp_eq", equal_mask, [&](int i) { return equal[i]; });
    expect("pselect", ei::pselect(equal_mask, va, vb),
           [&](int i) { return std::isnan(a[i].real()) || std::isnan(a[i].imag()) ? b[i] : a[i]; });
    Scalar product_of_all = a[0];
    for (int i = 1; i < n; ++i) product_of_all *= a[i];
    const Scalar multiplied = ei::predux_mul(va);
    ASSERT_TRUE(same(multiplied.real(), product_of_all.real()) && same(multiplied.imag(), product_of_all.imag()))
        << "predux_mul";
    // Strided and partial access: every other number, and the numbers [1, n - 1).
    Scalar scattered[2 * n];
    for (int i = 0; i < 2 * n; ++i) scattered[i] = Scalar(Real(7), Real(-7));
    ei::pscatter<Scalar, View>(scattered, va, 2);
    for (int i = 0; i < 2 * n; ++i) {
      const Scalar expected = i % 2 == 0 ? a[i / 2] : Scalar(Real(7), Real(-7));
      ASSERT_TRUE(same(scattered[i].real(), expected.real()) && same(scattered[i].imag(), expected.imag()))
          << "pscatter " << i;
    }
    expect("pgather", ei::pgather<Scalar, View>(scattered, 2), [&](int i) { return a[i]; });
    if (n > 2) {
      Scalar segment[n];
      for (int i = 0; i < n; ++i) segment[i] = Scalar(Real(5), Real(-5));
      ei::pstoreuSegment<Scalar, View>(segment, va, 1, n - 2);
      for (int i = 0; i < n; ++i) {
        const Scalar expected = i >= 1 && i < n - 1 ? a[i] : Scalar(Real(5), Real(-5));
        ASSERT_TRUE(same(segment[i].real(), expected.real()) && same(segment[i].imag(), expected.imag()))
            << "pstoreuSegment " << i;
      }
      const View loaded = ei::ploaduSegment<View>(a, 1, n - 2);
      Scalar out[n];
      ei::pstoreu(out, loaded);
      for (int i = 1; i < n - 1; ++i)
        ASSERT_TRUE(same(out[i].real(), a[i].real()) && same(out[i].imag(), a[i].imag())) << "ploaduSegment " << i;
    }
  }
}
#endif

}  // namespace

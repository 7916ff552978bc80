// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen::half, Eigen::bfloat16 and (with Zvfh) _Float16 against references computed here (test/README.md).
// +, -, *, / and sqrt computed in float and rounded once are correctly rounded (float has more than 2 * 11 + 2
// bits); round_to_format rounds exact or double values without double rounding.

#include "math_function_catalogue.h"
#include "packet_test_support.h"

#include <Eigen/Dense>
#include <unsupported/Eigen/SpecialFunctions>

#include <cstdio>
#include <functional>
#include <sstream>

using namespace packet_test;
namespace ei = Eigen::internal;

#if defined(EIGEN_VECTORIZE_RVV) && defined(__riscv_zvfh)
#define HAVE_FLOAT16_PACKETS 1
#else
#define HAVE_FLOAT16_PACKETS 0
#endif
// _Float16 is an Eigen scalar under the RVV backend where the compiler can
// convert it (Zfhmin or Zfh); vectorized with Zvfh.
#if defined(EIGEN_VECTORIZE_RVV) && defined(__riscv_zfhmin)
typedef ::testing::Types<Eigen::half, Eigen::bfloat16, _Float16> HalfTypes;
#else
typedef ::testing::Types<Eigen::half, Eigen::bfloat16> HalfTypes;
#endif

template <typename Scalar>
using HalfPacketMath = PacketTest<Scalar>;

// Whether the RVV backend vectorizes Scalar: bfloat16 always (through
// float), binary16 with Zvfh.
template <typename Scalar>
constexpr bool rvv_vectorized() {
#if defined(EIGEN_VECTORIZE_RVV)
  return std::is_same<Scalar, Eigen::bfloat16>::value || HAVE_FLOAT16_PACKETS;
#else
  return false;
#endif
}
TYPED_TEST_SUITE(HalfPacketMath, HalfTypes);

namespace {

// The value of the format nearest to x (ties to even), overflow to +-Inf:
// exact for any long double input, with no intermediate rounding.
template <typename Scalar>
Scalar round_to_format(long double x) {
  typedef Format<Scalar> F;
  if (std::isnan(x)) return std::numeric_limits<Scalar>::quiet_NaN();
  const long double overflow = (long double)F::largest() + (long double)F::ulp(F::largest()) / 2;
  if (std::fabs(x) >= overflow)
    return x > 0 ? std::numeric_limits<Scalar>::infinity() : -std::numeric_limits<Scalar>::infinity();
  // A candidate within one step (the rounding of x to double, float, then
  // the format is off by at most one step), then the nearest of it and its
  // neighbours.
  Scalar candidate = Scalar(float(double(x)));
  if (Eigen::numext::isinf(candidate)) candidate = Scalar(float(x > 0 ? F::largest() : -F::largest()));
  const std::uint16_t c = bits_of(candidate);
  Scalar best = candidate;
  long double best_distance = std::fabs(x - (long double)float(candidate));
  for (std::uint16_t neighbour : {std::uint16_t(c - 1), std::uint16_t(c + 1)}) {
    const Scalar n = from_16_bits<Scalar>(neighbour);
    if (Eigen::numext::isnan(n) || Eigen::numext::isinf(n) || ((neighbour ^ c) & 0x8000)) continue;
    const long double distance = std::fabs(x - (long double)float(n));
    if (distance < best_distance || (distance == best_distance && (neighbour & 1) == 0)) {
      best = n;
      best_distance = distance;
    }
  }
  // Zero results keep the sign of x (x == 0 has its own sign).
  if (float(best) == 0) best = std::signbit(x) ? Scalar(-0.0f) : Scalar(0.0f);
  return best;
}

// a * b + c. binary16: rounded once (the product of two binary16 values is
// exact in float; the sum is exact in the 113-bit long double of RISC-V and
// the 64-bit one of x86). bfloat16: float's fma, rounded to bfloat16.
template <typename Scalar>
Scalar fused_multiply_add(Scalar a, Scalar b, Scalar c) {
  if (Format<Scalar>::is_bfloat16) return Scalar(std::fma(float(a), float(b), float(c)));
  const float product = float(a) * float(b);
  if (!std::isfinite(product) || Eigen::numext::isnan(c) || Eigen::numext::isinf(c)) return Scalar(product + float(c));
  const long double sum = (long double)product + (long double)float(c);
  if (sum == 0) return (std::signbit(product) && std::signbit(float(c))) ? Scalar(-0.0f) : Scalar(0.0f);
  return round_to_format<Scalar>(sum);
}

// Error of y against the real value r in ULP of the format (the spacing at
// r; that of the smallest normal below it). Results past the largest finite
// value count from that value; NaN must match NaN.
template <typename Scalar>
double ulp_error(Scalar y, double r) {
  typedef Format<Scalar> F;
  const float yf = float(y);
  if (std::isnan(r)) return std::isnan(yf) ? 0 : HUGE_VAL;
  if (std::isnan(yf)) return HUGE_VAL;
  const Scalar rounded = round_to_format<Scalar>(r);
  if (std::isinf(yf) || Eigen::numext::isinf(rounded)) {
    if (yf == float(rounded)) return 0;
    const double largest = F::largest(), top_ulp = F::ulp(largest);
    const double y_clamped = std::isinf(yf) ? std::copysign(largest, yf) : double(yf);
    const double r_clamped = std::isinf(r) ? std::copysign(largest, r) : std::max(-largest, std::min(largest, r));
    return (std::isinf(yf) && std::fabs(r) < largest ? 1 : 0) + std::fabs(y_clamped - r_clamped) / top_ulp;
  }
  return std::fabs(double(yf) - r) / F::ulp(r);
}

template <typename Scalar>
bool same_number_16(Scalar expected, Scalar got) {
  if (Eigen::numext::isnan(expected)) return Eigen::numext::isnan(got);
  return float(expected) == float(got);
}

}  // namespace

TYPED_TEST(HalfPacketMath, PacketSizeMatchesVectorLength) {
  PACKET_TEST_TYPES;
#if defined(EIGEN_VECTORIZE_RVV)
  // Without Zvfh, Eigen::half is computed through float, one element at a time.
  ASSERT_EQ(rvv_vectorized<Scalar>(), bool(ei::packet_traits<Scalar>::Vectorizable));
  if (rvv_vectorized<Scalar>()) {
    EXPECT_EQ(lanes, EIGEN_RVV_PACKET_BITS / 16);
    EXPECT_EQ(sizeof(Packet), std::size_t(EIGEN_RVV_PACKET_BITS / 8));
  }
#endif
  EXPECT_GE(lanes, 1);
}

TYPED_TEST(HalfPacketMath, LoadDupAndQuadReadNoFurther) {
  PACKET_TEST_TYPES;
  const std::vector<Scalar> pool = half_test_values<Scalar>();
  // ploaddup/ploadquad read lanes/2 and lanes/4 elements, not one more.
  GuardedBuffer<Scalar> buffer(std::max(lanes / 2, 1));
  for (std::size_t i = 0; i < buffer.size(); ++i) buffer.data()[i] = pool[i + 20];
  T::expect_exact(
      "ploaddup", ei::ploaddup<Packet>(buffer.data()), [&](int i) { return pool[20 + i / 2]; }, pool.data());
  GuardedBuffer<Scalar> quarter(std::max(lanes / 4, 1));
  for (std::size_t i = 0; i < quarter.size(); ++i) quarter.data()[i] = pool[i + 20];
  T::expect_exact(
      "ploadquad", ei::ploadquad<Packet>(quarter.data()), [&](int i) { return pool[20 + i / 4]; }, pool.data());
}

TYPED_TEST(HalfPacketMath, ArithmeticAgainstCorrectlyRoundedReference) {
  PACKET_TEST_TYPES;
  auto rounded = [](float x) { return Scalar(x); };  // one rounding of a float result
  for_each_packet(half_test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar* c) {
    const Packet pa = T::load(a), pb = T::load(b), pc = T::load(c);
    T::expect_exact(
        "padd", ei::padd(pa, pb), [&](int i) { return rounded(float(a[i]) + float(b[i])); }, a, b);
    T::expect_exact(
        "psub", ei::psub(pa, pb), [&](int i) { return rounded(float(a[i]) - float(b[i])); }, a, b);
    T::expect_exact(
        "pmul", ei::pmul(pa, pb), [&](int i) { return rounded(float(a[i]) * float(b[i])); }, a, b);
    T::expect_exact(
        "pdiv", ei::pdiv(pa, pb), [&](int i) { return rounded(float(a[i]) / float(b[i])); }, a, b);
    T::expect_exact(
        "pnegate", ei::pnegate(pa), [&](int i) { return rounded(-float(a[i])); }, a);
    T::expect_exact(
        "pabs", ei::pabs(pa), [&](int i) { return rounded(std::fabs(float(a[i]))); }, a);
    typedef ei::packet_traits<Scalar> Traits;
    if constexpr (bool(Traits::HasSqrt)) {
      T::expect_exact(
          "psqrt", ei::psqrt(pa), [&](int i) { return rounded(std::sqrt(float(a[i]))); }, a);
    }
    typedef RoundingFlags<Traits> Rounding;
    if constexpr (bool(Rounding::floor) && bool(Rounding::ceil) && bool(Traits::HasRound) && bool(Rounding::rint)) {
      T::expect_exact(
          "pfloor", ei::pfloor(pa), [&](int i) { return rounded(std::floor(float(a[i]))); }, a);
      T::expect_exact(
          "pceil", ei::pceil(pa), [&](int i) { return rounded(std::ceil(float(a[i]))); }, a);
      T::expect_exact(
          "pround", ei::pround(pa), [&](int i) { return rounded(std::round(float(a[i]))); }, a);
      T::expect_exact(
          "print", ei::print(pa), [&](int i) { return rounded(std::rint(float(a[i]))); }, a);
    }
#if defined(EIGEN_VECTORIZE_RVV)
    if constexpr (rvv_vectorized<Scalar>()) {
      // The RVV packets' fused multiply-adds (binary16: rounded once; bfloat16: float's fma, rounded).
      T::expect_exact(
          "pmadd", ei::pmadd(pa, pb, pc), [&](int i) { return fused_multiply_add(a[i], b[i], c[i]); }, a, b);
      T::expect_exact(
          "pmsub", ei::pmsub(pa, pb, pc), [&](int i) { return fused_multiply_add(a[i], b[i], Scalar(-float(c[i]))); },
          a, b);
      T::expect_exact(
          "pnmadd", ei::pnmadd(pa, pb, pc), [&](int i) { return fused_multiply_add(Scalar(-float(a[i])), b[i], c[i]); },
          a, b);
      T::expect_exact(
          "pnmsub", ei::pnmsub(pa, pb, pc),
          [&](int i) { return fused_multiply_add(Scalar(-float(a[i])), b[i], Scalar(-float(c[i]))); }, a, b);
    }
#endif
    if constexpr (!rvv_vectorized<Scalar>()) {
      // Scalar Eigen::half (a * b + c, two roundings) and upstream's packets
      // (fused in float, or not): any of these results.
      const std::vector<Scalar> got = T::store(ei::pmadd(pa, pb, pc));
      for (int i = 0; i < lanes; ++i) {
        const Scalar unfused = Scalar(float(Scalar(float(a[i]) * float(b[i]))) + float(c[i]));
        const Scalar float_fma = Scalar(std::fma(float(a[i]), float(b[i]), float(c[i])));
        ASSERT_TRUE(same_value(fused_multiply_add(a[i], b[i], c[i]), got[i]) || same_value(unfused, got[i]) ||
                    same_value(float_fma, got[i]))
            << "pmadd " << describe(a[i]) << " " << describe(b[i]) << " " << describe(c[i]) << ": " << describe(got[i]);
      }
    }
    // Minimum/maximum: plain pmin/pmax follow std::min/std::max (b < a ? b : a: a NaN first operand comes
    // through; not checked where upstream's Arm packets run), PropagateNumbers returns the number when one
    // operand is NaN, PropagateNaN the NaN.
    if (plain_min_max_are_std_min_max) {
      T::expect_lanes(
          "pmin", ei::pmin(pa, pb), [&](int i) { return float(b[i]) < float(a[i]) ? b[i] : a[i]; }, same_value<Scalar>,
          a, b);
      T::expect_lanes(
          "pmax", ei::pmax(pa, pb), [&](int i) { return float(a[i]) < float(b[i]) ? b[i] : a[i]; }, same_value<Scalar>,
          a, b);
    }
    auto min_number = [&](int i) {
      return Eigen::numext::isnan(a[i])   ? b[i]
             : Eigen::numext::isnan(b[i]) ? a[i]
                                          : (float(b[i]) < float(a[i]) ? b[i] : a[i]);
    };
    auto max_number = [&](int i) {
      return Eigen::numext::isnan(a[i])   ? b[i]
             : Eigen::numext::isnan(b[i]) ? a[i]
                                          : (float(a[i]) < float(b[i]) ? b[i] : a[i]);
    };
    T::expect_lanes("pmin<PropagateNumbers>", ei::pmin<Eigen::PropagateNumbers>(pa, pb), min_number,
                    same_number_16<Scalar>, a, b);
    T::expect_lanes("pmax<PropagateNumbers>", ei::pmax<Eigen::PropagateNumbers>(pa, pb), max_number,
                    same_number_16<Scalar>, a, b);
    const Scalar nan = std::numeric_limits<Scalar>::quiet_NaN();
    auto as_plain = propagate_nan_ties_as_plain ? same_value<Scalar> : same_number_16<Scalar>;
    T::expect_lanes(
        "pmin<PropagateNaN>", ei::pmin<Eigen::PropagateNaN>(pa, pb),
        [&](int i) { return (Eigen::numext::isnan(a[i]) || Eigen::numext::isnan(b[i])) ? nan : min_number(i); },
        as_plain, a, b);
    T::expect_lanes(
        "pmax<PropagateNaN>", ei::pmax<Eigen::PropagateNaN>(pa, pb),
        [&](int i) { return (Eigen::numext::isnan(a[i]) || Eigen::numext::isnan(b[i])) ? nan : max_number(i); },
        as_plain, a, b);
    // Comparisons give all-ones or all-zeros lanes; pselect picks by them. Eigen 5's scalar fallback (a "packet"
    // that is the scalar itself, as NEON's Eigen::half without FP16 arithmetic) gives Scalar(1) for true.
    constexpr bool scalar_true_is_one = EIGEN_VERSION_AT_LEAST(3, 4, 90) && std::is_same<Packet, Scalar>::value;
    const Scalar ones = scalar_true_is_one ? Scalar(1) : from_16_bits<Scalar>(0xffff), zeros = from_16_bits<Scalar>(0);
    T::expect_exact(
        "pcmp_eq", ei::pcmp_eq(pa, pb), [&](int i) { return float(a[i]) == float(b[i]) ? ones : zeros; }, a, b);
    T::expect_exact(
        "pcmp_lt", ei::pcmp_lt(pa, pb), [&](int i) { return float(a[i]) < float(b[i]) ? ones : zeros; }, a, b);
    T::expect_exact(
        "pcmp_le", ei::pcmp_le(pa, pb), [&](int i) { return float(a[i]) <= float(b[i]) ? ones : zeros; }, a, b);
    T::expect_exact(
        "pcmp_lt_or_nan", ei::pcmp_lt_or_nan(pa, pb),
        [&](int i) { return !(float(a[i]) >= float(b[i])) ? ones : zeros; }, a, b);
    T::expect_exact(
        "pselect", ei::pselect(ei::pcmp_lt(pa, pb), pc, pa),
        [&](int i) { return float(a[i]) < float(b[i]) ? c[i] : a[i]; }, a, b);
    T::expect_exact(
        "pxor", ei::pxor(pa, pb),
        [&](int i) { return from_16_bits<Scalar>(std::uint16_t(bits_of(a[i]) ^ bits_of(b[i]))); }, a, b);
    T::expect_exact(
        "pandnot", ei::pandnot(pa, pb),
        [&](int i) { return from_16_bits<Scalar>(std::uint16_t(bits_of(a[i]) & ~bits_of(b[i]))); }, a, b);
  });
}

// The folds of every lane are in packet_common; here overflow and NaN.
TYPED_TEST(HalfPacketMath, ReductionsOfSpecialValues) {
  PACKET_TEST_TYPES;
  // Overflow: the sum of lanes of the largest value is +Inf, in any order of additions.
  if (lanes > 1) {
    ASSERT_TRUE(Eigen::numext::isinf(ei::predux(ei::pset1<Packet>((std::numeric_limits<Scalar>::max)()))));
  }
  // NaN in any lane: predux is NaN, predux_max<PropagateNaN> too, predux_max<PropagateNumbers> the largest number.
  for (int lane = 0; lane < lanes; ++lane) {
    std::vector<Scalar> a(lanes, Scalar(2.0f));
    a[(lane + 1) % lanes] = Scalar(3.0f);
    a[lane] = std::numeric_limits<Scalar>::quiet_NaN();
    const Packet p = T::load(a.data());
    ASSERT_TRUE(Eigen::numext::isnan(ei::predux(p)));
    ASSERT_TRUE(Eigen::numext::isnan(ei::predux_max<Eigen::PropagateNaN>(p)));
    if (lanes > 1) {
      ASSERT_EQ(3.0f, float(ei::predux_max<Eigen::PropagateNumbers>(p)));
    }
  }
}

// Full reductions of run-time-sized arrays through Eigen's expression API
// around the packet size (128-lane packets reach the unrolling correction of
// arch/RVV/Redux.h). Small integers: every sum and product is exact.
TYPED_TEST(HalfPacketMath, RunTimeSizedReductions) {
  PACKET_TEST_TYPES;
  typedef Eigen::Array<Scalar, Eigen::Dynamic, 1> Array;
  for (const int n : reduction_lengths(lanes)) {
    Array a(n), ones(n);
    float sum = 0, minimum = 0, maximum = 0;
    for (int i = 0; i < n; ++i) {
      a(i) = Scalar(float((i * 37 + 11) % 13 - 6));
      ones(i) = Scalar(i % 5 == 0 ? -1.0f : 1.0f);
      sum += float(a(i));
      minimum = i == 0 ? float(a(i)) : std::min(minimum, float(a(i)));
      maximum = i == 0 ? float(a(i)) : std::max(maximum, float(a(i)));
    }
    const float product = (n + 4) / 5 % 2 == 1 ? -1.0f : 1.0f;
    ASSERT_EQ(sum, float(a.sum())) << n;
    ASSERT_EQ(product, float(ones.prod())) << n;
    ASSERT_EQ(minimum, float(a.minCoeff())) << n;
    ASSERT_EQ(maximum, float(a.maxCoeff())) << n;
  }
}

// Every binary16 value through Eigen's array API (a multiple of every packet size: the packet path) against the
// C library's double result, within 1 ULP: the RVV functions compute in float, then round once.
TYPED_TEST(HalfPacketMath, MathFunctionsOnEveryValue) {
  PACKET_TEST_TYPES;
  typedef Eigen::Array<Scalar, Eigen::Dynamic, 1> Array;
  Array x(65536);
  for (int i = 0; i < 65536; ++i) x[i] = from_16_bits<Scalar>(std::uint16_t(i));
  for (const math_catalogue::Entry<Scalar, double>& f : math_catalogue::entries<Scalar, double>()) {
    if (rvv_vectorized<Scalar>()) {
      EXPECT_TRUE(f.vectorized) << f.name << " is not vectorized";
    }
    Array y(x.size());
    f.eigen(x, y);
    double max_error = 0;
    int worst = 0;
    for (int i = 0; i < 65536; ++i) {
      const double error = ulp_error(y[i], f.reference(double(float(x[i]))));
      if (error > max_error) max_error = error, worst = i;
    }
    std::printf("%-8s max error %.3f ULP (at 0x%04x = %g -> %g)%s\n", f.name.c_str(), max_error, worst,
                double(float(x[worst])), double(float(y[worst])), f.vectorized ? "" : " [scalar]");
    if (rvv_vectorized<Scalar>()) {
      EXPECT_LE(max_error, 1.0) << f.name << " at " << describe(x[worst]) << ": " << describe(y[worst]);
    }
  }
}

#if defined(EIGEN_VECTORIZE_RVV)
// pcast: 16-bit -> float (exact, the lower half of the packet) and
// float -> 16-bit (two packets into one, rounded to nearest even), for
// every 16-bit value and for floats at and between them.
TYPED_TEST(HalfPacketMath, ConversionsToAndFromFloat) {
  PACKET_TEST_TYPES;
  if constexpr (rvv_vectorized<Scalar>()) {
    typedef ei::PacketXf FloatPacket;
    constexpr int float_lanes = lanes / 2;
    static_assert(ei::type_casting_traits<Scalar, float>::VectorizedCast, "vectorized widening");
    static_assert(ei::type_casting_traits<float, Scalar>::SrcCoeffRatio == 2, "two float packets per half packet");
    for (int start = 0; start < 65536; start += lanes) {
      std::vector<Scalar> a(lanes);
      for (int i = 0; i < lanes; ++i) a[i] = from_16_bits<Scalar>(std::uint16_t(start + i));
      float wide[float_lanes];
      ei::pstoreu(wide, ei::pcast<Packet, FloatPacket>(TestFixture::load(a.data())));
      for (int i = 0; i < float_lanes; ++i) {
        const float expected = float(a[i]);
        ASSERT_TRUE(same_value(expected, wide[i])) << "to float: " << describe(a[i]);
      }
    }
    // Floats: every binary16 value, the midpoints between neighbours (ties go
    // to even), a hair either side of them, beyond the range, and subnormals.
    std::vector<float> floats;
    for (int bits = 0; bits < 65536; ++bits) {
      const float v = float(from_16_bits<Scalar>(std::uint16_t(bits)));
      const float next = float(from_16_bits<Scalar>(std::uint16_t(bits + 1)));
      floats.push_back(v);
      if (std::isfinite(v) && std::isfinite(next) && ((bits + 1) & 0x7fff) != 0) {
        const float middle = (v + next) / 2;
        floats.push_back(middle);
        floats.push_back(std::nextafter(middle, v));
        floats.push_back(std::nextafter(middle, next));
      }
    }
    for (float f : {65519.996f, 65520.0f, 1e10f, -1e10f, 1e-10f, -3e-8f, 2.9802322e-08f, 2.9802326e-08f})
      floats.push_back(f);
    while (floats.size() % lanes) floats.push_back(1.0f);
    for (std::size_t k = 0; k < floats.size(); k += lanes) {
      const Packet narrow = ei::pcast<FloatPacket, Packet>(ei::ploadu<FloatPacket>(&floats[k]),
                                                           ei::ploadu<FloatPacket>(&floats[k + float_lanes]));
      const std::vector<Scalar> got = TestFixture::store(narrow);
      for (int i = 0; i < lanes; ++i) {
        const Scalar expected = round_to_format<Scalar>(floats[k + i]);
        ASSERT_TRUE(same_value(expected, got[i])) << "from float " << floats[k + i] << " (lane " << i << ")";
      }
    }
  }
}
#endif

// Matrix products against the double product of the same 16-bit inputs: |C - C_exact| <= (K + 2) u sum_k |A_ik|
// |B_kj|, u = 2^-11 (binary16) or 2^-8 (bfloat16), for K roundings of the dot product and one of the result.
// Every storage order, transposes, odd shapes, triangular and selfadjoint products, GEMV, vector-matrix.
TYPED_TEST(HalfPacketMath, MatrixProductsWithinDepthBound) {
  PACKET_TEST_TYPES;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> RowMajorMatrix;
  const double u = std::ldexp(1.0, -(Format<Scalar>::mantissa_bits + 1));
  // The RVV kernels that accumulate in float (bfloat16 with Zvfbfwma, binary16 with
  // EIGEN_RVV_HALF_GEMM_FLOAT_ACCUMULATION) round the float sum once per result (one pass over K <= 255):
  // K float roundings and one of the format, plus one of margin.
  bool gemm_accumulates_in_float = false;
#if defined(EIGEN_VECTORIZE_RVV)
#if defined(EIGEN_RVV_ZVFBFWMA)
  gemm_accumulates_in_float |= Format<Scalar>::is_bfloat16;
#endif
#if defined(__riscv_zvfh) && defined(EIGEN_RVV_HALF_GEMM_FLOAT_ACCUMULATION)
  gemm_accumulates_in_float |= !Format<Scalar>::is_bfloat16;
#endif
#endif
  auto check = [&](const char* what, const Eigen::MatrixXf& got, const Eigen::MatrixXf& a, const Eigen::MatrixXf& b,
                   bool matrix_matrix) {
    const Eigen::MatrixXd exact = a.cast<double>() * b.cast<double>();
    const Eigen::MatrixXd magnitude = a.cast<double>().cwiseAbs() * b.cast<double>().cwiseAbs();
    const double k = double(a.cols());
    // Eigen's GEBP runs for products beyond its coefficient-based threshold.
    const bool through_gebp = matrix_matrix && a.rows() + b.cols() + a.cols() > 20 && a.rows() > 1 && b.cols() > 1;
    const double relative_bound =
        through_gebp && gemm_accumulates_in_float ? k * std::ldexp(1.0, -24) + 2 * u : (k + 2) * u;
    for (Eigen::Index j = 0; j < got.cols(); ++j)
      for (Eigen::Index i = 0; i < got.rows(); ++i) {
        ASSERT_LE(std::fabs(double(got(i, j)) - exact(i, j)), relative_bound * magnitude(i, j))
            << what << " " << a.rows() << "x" << b.cols() << "x" << k << " at (" << i << ", " << j << ")";
      }
  };
  std::srand(17);
  const int shapes[][3] = {{1, 1, 1},    {7, 5, 3},     {16, 16, 16},  {33, 17, 64},
                           {64, 64, 64}, {67, 40, 129}, {128, 96, 255}};
  for (const auto& s : shapes) {
    const Matrix a = Matrix::Random(s[0], s[2]), b = Matrix::Random(s[2], s[1]);
    const Eigen::MatrixXf af = a.template cast<float>(), bf = b.template cast<float>();
    check("A*B", Matrix(a * b).template cast<float>(), af, bf, true);
    const RowMajorMatrix ar = a;
    check("rowmajor A*B", Matrix(ar * b).template cast<float>(), af, bf, true);
    const Matrix at = a.transpose();
    check("A^T^T*B", Matrix(at.transpose() * b).template cast<float>(), af, bf, true);
    const Matrix x = Matrix::Random(s[2], 1);
    check("A*x", Matrix(a * x).template cast<float>(), af, x.template cast<float>(), false);
    check("x^T*A^T", Matrix(x.transpose() * at).template cast<float>(), x.transpose().template cast<float>(),
          at.template cast<float>(), false);
    // Triangular and selfadjoint products (their own packing, Eigen's panel mode).
    const Matrix square = Matrix::Random(s[2], s[2]);
    const Matrix lower = square.template triangularView<Eigen::Lower>();
    check("lower(S)*B", Matrix(square.template triangularView<Eigen::Lower>() * b).template cast<float>(),
          lower.template cast<float>(), bf, true);
    const Matrix symmetric = square.template selfadjointView<Eigen::Lower>();
    check("selfadjoint(S)*B", Matrix(square.template selfadjointView<Eigen::Lower>() * b).template cast<float>(),
          symmetric.template cast<float>(), bf, true);
  }
}

// Dense algorithms on the 16-bit types: reductions, LU and Cholesky solves
// (normwise backward error within a multiple of n u), and printing.
TYPED_TEST(HalfPacketMath, DenseAlgorithmsAndPrinting) {
  PACKET_TEST_TYPES;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  const double u = std::ldexp(1.0, -(Format<Scalar>::mantissa_bits + 1));
  std::srand(29);
  for (int n : {1, 5, 16, 37}) {
    // Reductions of a vector against float sums of the same values.
    const Matrix v = Matrix::Random(3 * n + 1, 1);
    const Eigen::VectorXd vd = v.template cast<double>();
    EXPECT_LE(std::fabs(double(float(v.sum())) - vd.sum()), (3 * n + 2) * u * vd.cwiseAbs().sum()) << "sum " << n;
    EXPECT_EQ(float(v.maxCoeff()), float(vd.maxCoeff())) << "maxCoeff " << n;
    EXPECT_EQ(float(v.minCoeff()), float(vd.minCoeff())) << "minCoeff " << n;
    EXPECT_LE(std::fabs(double(float(v.squaredNorm())) - vd.squaredNorm()), (3 * n + 2) * u * vd.squaredNorm())
        << "squaredNorm " << n;

    // LU with partial pivoting and Cholesky: ||b - M x|| / (||M|| ||x|| + ||b||) <= 8 n u.
    const Matrix random = Matrix::Random(n, n);
    const Matrix m =
        (random.template cast<float>() + float(n) * Eigen::MatrixXf::Identity(n, n)).template cast<Scalar>();
    const Matrix spd = (random.template cast<float>() * random.template cast<float>().transpose() +
                        float(n) * Eigen::MatrixXf::Identity(n, n))
                           .template cast<Scalar>();
    const Matrix b = Matrix::Random(n, 2);
    auto backward_error = [&](const Matrix& matrix, const Matrix& x) {
      const Eigen::MatrixXd md = matrix.template cast<double>(), xd = x.template cast<double>(),
                            bd = b.template cast<double>();
      const double residual = (bd - md * xd).template lpNorm<Eigen::Infinity>();
      return residual / (md.template lpNorm<Eigen::Infinity>() * xd.template lpNorm<Eigen::Infinity>() +
                         bd.template lpNorm<Eigen::Infinity>());
    };
    EXPECT_LE(backward_error(m, m.partialPivLu().solve(b)), 8 * n * u) << "PartialPivLU " << n;
    EXPECT_LE(backward_error(spd, spd.llt().solve(b)), 8 * n * u) << "LLT " << n;
    EXPECT_EQ(spd.llt().info(), Eigen::Success);
  }
  // Printing: the values read back as the matrix's own values (to the printed precision).
  Eigen::Matrix<Scalar, 2, 2> small;
  small << Scalar(1.5f), Scalar(-0.25f), Scalar(1024.0f), Scalar(3.0f);
  std::ostringstream printed;
  printed << small;
  std::istringstream parse(printed.str());
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      float value = 0;
      ASSERT_TRUE(bool(parse >> value)) << printed.str();
      EXPECT_EQ(float(small(i, j)), value) << printed.str();
    }
}

// plset, pfrexp and pldexp (the RVV packets; Eigen's conventions: frexp of
// 0, +-Inf and NaN returns the value and exponent 0).
TYPED_TEST(HalfPacketMath, LinearSequenceFrexpLdexp) {
  PACKET_TEST_TYPES;
  if constexpr (rvv_vectorized<Scalar>()) {
    for (float first : {0.0f, -3.0f, 100.5f, 1000.0f}) {
      T::expect_exact(
          "plset", ei::plset<Packet>(Scalar(first)), [&](int i) { return Scalar(float(Scalar(first)) + float(i)); },
          nullptr);
    }
    for_each_packet(half_test_values<Scalar>(), lanes, [&](const Scalar* a, const Scalar* b, const Scalar*) {
      Packet exponent;
      const Packet mantissa = ei::pfrexp(T::load(a), exponent);
      const std::vector<Scalar> m = T::store(mantissa), e = T::store(exponent);
      for (int i = 0; i < lanes; ++i) {
        const float x = float(a[i]);
        int expected_exponent = 0;
        const float expected_mantissa = std::isfinite(x) && x != 0 ? std::frexp(x, &expected_exponent) : x;
        ASSERT_TRUE(same_value(Scalar(expected_mantissa), m[i])) << "pfrexp mantissa of " << describe(a[i]);
        ASSERT_EQ(float(expected_exponent), float(e[i])) << "pfrexp exponent of " << describe(a[i]);
      }
      // Exponents from -30 to 30 (binary16: far past both ends; bfloat16: within).
      std::vector<Scalar> exponents(lanes);
      for (int i = 0; i < lanes; ++i) exponents[i] = Scalar(float(int(bits_of(b[i]) % 61) - 30));
      T::expect_exact(
          "pldexp", ei::pldexp(T::load(a), T::load(exponents.data())),
          [&](int i) {
            return round_to_format<Scalar>(std::ldexp((long double)float(a[i]), int(float(exponents[i]))));
          },
          a);
    });
  }
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// pcast (with Eigen's packet-count conventions) and preinterpret on every lane against the scalar conversion,
// Tensor casts (Eigen 3.4's path to pcast), mixed integer/float array expressions against scalar loops.

#include <Eigen/Dense>
#include <unsupported/Eigen/CXX11/Tensor>

#include "packet_test_support.h"

#include <utility>

using namespace packet_test;
namespace ei = Eigen::internal;

namespace {

template <typename Source, typename Target>
constexpr bool packet_cast_declared() {
  return ei::type_casting_traits<Source, Target>::VectorizedCast && ei::packet_traits<Source>::Vectorizable &&
         ei::packet_traits<Target>::Vectorizable;
}

// The value the RISC-V scalar conversion fcvt.*.rtz gives (what Eigen's
// scalar cast compiles to there): truncation, saturating out of range, NaN
// to the largest value. In range it is C++'s static_cast.
template <typename Integer, typename Real>
Integer riscv_truncate(Real x) {
  typedef std::numeric_limits<Integer> L;
  if (std::isnan(x)) return (L::max)();
  const Real t = std::trunc(x);
  if (t >= -Real((L::min)())) return (L::max)();  // 2^(bits-1) and above
  if (t < Real((L::min)())) return (L::min)();
  return static_cast<Integer>(t);
}

template <typename Real>
std::vector<Real> conversion_test_values() {
  std::vector<Real> v = test_values<Real>();
  for (double x :
       {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2147483520.0, 2147483647.0, 2147483648.0, -2147483648.0, -2147483904.0,
        9.2233720368547758e18, -9.2233720368547758e18, 1e19, -1e19, 16777217.0, 9007199254740993.0})
    v.push_back(Real(x));
  return v;
}

template <typename Source, typename Target, typename Reference>
void expect_same_count_cast(Reference reference, bool include_out_of_range) {
  typedef typename ei::packet_traits<Source>::type SourcePacket;
  typedef typename ei::packet_traits<Target>::type TargetPacket;
  const int lanes = ei::unpacket_traits<SourcePacket>::size;
  ASSERT_EQ(lanes, int(ei::unpacket_traits<TargetPacket>::size));
  std::vector<Source> pool;
  if constexpr (std::is_floating_point<Source>::value) {
    for (Source x : conversion_test_values<Source>()) {
      const bool in_range = !std::isnan(x) && std::trunc(x) >= Source((std::numeric_limits<Target>::min)()) &&
                            std::trunc(x) < -Source((std::numeric_limits<Target>::min)());
      if (in_range || include_out_of_range) pool.push_back(x);
    }
  } else {
    std::mt19937_64 rng(4);
    pool = {Source(0),
            Source(1),
            Source(-1),
            (std::numeric_limits<Source>::max)(),
            (std::numeric_limits<Source>::min)(),
            Source(16777217),
            Source(-16777217),
            Source((std::int64_t(1) << 53) + 1)};
    for (int i = 0; i < 200; ++i) pool.push_back(Source(rng() >> (rng() % (8 * sizeof(Source)))));
  }
  for_each_packet(pool, lanes, [&](const Source* a, const Source*, const Source*) {
    std::vector<Target> got(lanes);
    ei::pstoreu(got.data(), ei::pcast<SourcePacket, TargetPacket>(ei::ploadu<SourcePacket>(a)));
    for (int i = 0; i < lanes; ++i) {
      const Target expected = reference(a[i]);
      ASSERT_TRUE(expected == got[i] || (expected != expected && got[i] != got[i]))
          << "pcast lane " << i << " of " << describe(double(a[i])) << ": expected " << double(expected) << " got "
          << double(got[i]);
    }
  });
}

}  // namespace

// The reference above is what Eigen's scalar cast executes on RISC-V, also
// for NaN and out-of-range values (undefined in C++, defined by fcvt.rtz);
// volatile inputs keep the compiler from folding the conversion.
template <typename Integer, typename Real>
void expect_reference_is_eigen_scalar_cast() {
  for (Real x : conversion_test_values<Real>()) {
    volatile Real stored = x;
    const Real loaded = stored;
    ASSERT_EQ(riscv_truncate<Integer>(x), (Eigen::internal::cast<Real, Integer>(loaded))) << describe(x);
  }
}

TEST(TypeCasting, ReferenceIsEigensScalarCastOnRiscV) {
#if defined(EIGEN_VECTORIZE_RVV)
  expect_reference_is_eigen_scalar_cast<std::int32_t, float>();
  expect_reference_is_eigen_scalar_cast<std::int64_t, double>();
#else
  GTEST_SKIP() << "out-of-range conversions are defined by the CPU; this pins RISC-V's";
#endif
}

TEST(TypeCasting, SameLaneCountRealToIntegerTruncates) {
#if defined(EIGEN_VECTORIZE_RVV)
  static_assert(packet_cast_declared<float, std::int32_t>() && packet_cast_declared<double, std::int64_t>(), "");
  const bool riscv = true;  // out of range and NaN: the RISC-V saturating conversion
#else
  const bool riscv = false;  // elsewhere those conversions are undefined in C++ and differ by CPU
#endif
  if constexpr (packet_cast_declared<float, std::int32_t>()) {
    expect_same_count_cast<float, std::int32_t>([](float x) { return riscv_truncate<std::int32_t>(x); }, riscv);
  }
  if constexpr (packet_cast_declared<double, std::int64_t>()) {
    expect_same_count_cast<double, std::int64_t>([](double x) { return riscv_truncate<std::int64_t>(x); }, riscv);
  }
}

TEST(TypeCasting, SameLaneCountIntegerToRealRoundsToNearest) {
  if constexpr (packet_cast_declared<std::int32_t, float>()) {
    expect_same_count_cast<std::int32_t, float>([](std::int32_t x) { return static_cast<float>(x); }, true);
  }
  if constexpr (packet_cast_declared<std::int64_t, double>()) {
    expect_same_count_cast<std::int64_t, double>([](std::int64_t x) { return static_cast<double>(x); }, true);
  }
}

// pcast between a packet and the packet of the wider type with half its lanes (Eigen's packets, or packets of the
// half-packet chains at the same level): the lower half widened, two packets narrowed.
template <typename Narrow, typename Wide, typename NarrowPacket = typename ei::packet_traits<Narrow>::type,
          typename WidePacket = typename ei::packet_traits<Wide>::type>
void check_widen_and_narrow(const std::vector<Narrow>& narrow_pool, const std::vector<Wide>& wide_pool,
                            const NarrowPacket* = nullptr, const WidePacket* = nullptr) {
  const int narrow_lanes = ei::unpacket_traits<NarrowPacket>::size, wide_lanes = ei::unpacket_traits<WidePacket>::size;
  ASSERT_EQ(narrow_lanes, 2 * wide_lanes);
  EXPECT_EQ(2, int(ei::type_casting_traits<Narrow, Wide>::TgtCoeffRatio));
  EXPECT_EQ(2, int(ei::type_casting_traits<Wide, Narrow>::SrcCoeffRatio));
  for_each_packet(narrow_pool, narrow_lanes, [&](const Narrow* a, const Narrow*, const Narrow*) {
    std::vector<Wide> got(wide_lanes);
    ei::pstoreu(got.data(), ei::pcast<NarrowPacket, WidePacket>(ei::ploadu<NarrowPacket>(a)));
    for (int i = 0; i < wide_lanes; ++i)
      ASSERT_TRUE(same_value(Wide(a[i]), got[i]) || (std::is_integral<Wide>::value && Wide(a[i]) == got[i]))
          << "widening lane " << i;
  });
  for_each_packet(wide_pool, wide_lanes, [&](const Wide* a, const Wide* b, const Wide*) {
    std::vector<Narrow> got(narrow_lanes);
    ei::pstoreu(got.data(), ei::pcast<WidePacket, NarrowPacket>(ei::ploadu<WidePacket>(a), ei::ploadu<WidePacket>(b)));
    for (int i = 0; i < narrow_lanes; ++i) {
      const Wide source = i < wide_lanes ? a[i] : b[i - wide_lanes];
      const Narrow expected = static_cast<Narrow>(source);  // C++: rounding (real), modulo 2^32 (integer)
      ASSERT_TRUE(expected == got[i] || (expected != expected && got[i] != got[i]))
          << "narrowing lane " << i << " of " << double(source) << ": expected " << double(expected) << " got "
          << double(got[i]);
    }
  });
}

TEST(TypeCasting, WideningAndNarrowing) {
#if defined(EIGEN_VECTORIZE_RVV)
  static_assert(packet_cast_declared<float, double>() && packet_cast_declared<double, float>(), "");
  static_assert(
      packet_cast_declared<std::int32_t, std::int64_t>() && packet_cast_declared<std::int64_t, std::int32_t>(), "");
#endif
  if constexpr (packet_cast_declared<float, double>() && packet_cast_declared<double, float>() &&
                ei::type_casting_traits<float, double>::TgtCoeffRatio == 2) {
    // Doubles beyond float's range and precision: overflow to Inf, denormals,
    // rounding to nearest even.
    std::vector<double> wide = test_values<double>();
    for (double x : {1e39, -1e39, 1e-40, -1e-46, 3.4028235677973366e38, 1.0000000596046448, 1.0000001788139343})
      wide.push_back(x);
    check_widen_and_narrow<float, double>(test_values<float>(), wide);
  }
  if constexpr (packet_cast_declared<std::int32_t, std::int64_t>() &&
                packet_cast_declared<std::int64_t, std::int32_t>()) {
    std::vector<std::int32_t> narrow = {0, 1, -1, INT32_MAX, INT32_MIN, 12345, -98765};
    std::vector<std::int64_t> wide = {
        0, 1, -1, INT64_MAX, INT64_MIN, std::int64_t(INT32_MAX) + 1, -(std::int64_t(1) << 40) - 7};
    std::mt19937_64 rng(6);
    for (int i = 0; i < 100; ++i) narrow.push_back(std::int32_t(rng())), wide.push_back(std::int64_t(rng()));
    check_widen_and_narrow<std::int32_t, std::int64_t>(narrow, wide);
  }
}

#if defined(EIGEN_VECTORIZE_RVV)
// The packets of the half-packet chains (EIGEN_RVV_PART_PACKETS): at each level the lower-half and two-packet casts,
// and between a narrow packet and the wide packet of as many lanes (Eigen 5's cast evaluator) both ways.
template <typename Narrow, typename Wide, int Level>
void check_chain_casts(const std::vector<Narrow>& narrow_pool, const std::vector<Wide>& wide_pool) {
  if constexpr (Level <= 4) {
    typedef typename chain_packet<HalfChain<Narrow, Level> >::packet NarrowPacket;
    typedef typename chain_packet<HalfChain<Wide, Level> >::packet WidePacket;
    if constexpr (Level == 0 ||
                  !std::is_same<NarrowPacket, typename chain_packet<HalfChain<Narrow, Level> >::previous>::value) {
      SCOPED_TRACE(testing::Message() << "chain level " << Level);
      check_widen_and_narrow<Narrow, Wide>(narrow_pool, wide_pool, (const NarrowPacket*)nullptr,
                                           (const WidePacket*)nullptr);
      typedef typename ei::unpacket_traits<NarrowPacket>::half SameLanes;
      if constexpr (!std::is_same<SameLanes, NarrowPacket>::value) {
        const int lanes = ei::unpacket_traits<SameLanes>::size;
        ASSERT_EQ(lanes, int(ei::unpacket_traits<WidePacket>::size));
        for_each_packet(narrow_pool, lanes, [&](const Narrow* a, const Narrow*, const Narrow*) {
          std::vector<Wide> got(lanes);
          ei::pstoreu(got.data(), ei::pcast<SameLanes, WidePacket>(ei::ploadu<SameLanes>(a)));
          for (int i = 0; i < lanes; ++i)
            ASSERT_TRUE(same_value(Wide(a[i]), got[i]) || (std::is_integral<Wide>::value && Wide(a[i]) == got[i]))
                << "equal-lane widening lane " << i;
        });
        for_each_packet(wide_pool, lanes, [&](const Wide* a, const Wide*, const Wide*) {
          std::vector<Narrow> got(lanes);
          ei::pstoreu(got.data(), ei::pcast<WidePacket, SameLanes>(ei::ploadu<WidePacket>(a)));
          for (int i = 0; i < lanes; ++i) {
            const Narrow expected = static_cast<Narrow>(a[i]);
            ASSERT_TRUE(expected == got[i] || (expected != expected && got[i] != got[i]))
                << "equal-lane narrowing lane " << i << " of " << double(a[i]);
          }
        });
      }
      check_chain_casts<Narrow, Wide, Level + 1>(narrow_pool, wide_pool);
    }
  }
}

TEST(TypeCasting, HalfChainWideningAndNarrowing) {
  std::vector<double> wide = test_values<double>();
  for (double x : {1e39, -1e39, 1e-40, -1e-46, 3.4028235677973366e38, 1.0000000596046448, 1.0000001788139343})
    wide.push_back(x);
  check_chain_casts<float, double, 0>(test_values<float>(), wide);
  std::vector<std::int32_t> narrow = {0, 1, -1, INT32_MAX, INT32_MIN, 12345, -98765};
  std::vector<std::int64_t> wide_integers = {0, 1, -1, INT64_MAX, INT64_MIN, std::int64_t(INT32_MAX) + 1};
  std::mt19937_64 rng(7);
  for (int i = 0; i < 100; ++i) narrow.push_back(std::int32_t(rng())), wide_integers.push_back(std::int64_t(rng()));
  check_chain_casts<std::int32_t, std::int64_t, 0>(narrow, wide_integers);
}
#endif

TEST(TypeCasting, ReinterpretKeepsBits) {
#if defined(EIGEN_VECTORIZE_RVV)
  typedef ei::packet_traits<float>::type PacketF;
  typedef ei::packet_traits<std::int32_t>::type PacketI;
  typedef ei::packet_traits<double>::type PacketD;
  typedef ei::packet_traits<std::uint64_t>::type PacketUL;
  const std::vector<float> f = test_values<float>();
  const std::vector<double> d = test_values<double>();
  for_each_packet(f, ei::unpacket_traits<PacketF>::size, [&](const float* a, const float*, const float*) {
    const int lanes = ei::unpacket_traits<PacketF>::size;
    std::vector<std::int32_t> bits(lanes);
    std::vector<float> back(lanes);
    ei::pstoreu(bits.data(), ei::preinterpret<PacketI>(ei::ploadu<PacketF>(a)));
    ei::pstoreu(back.data(), ei::preinterpret<PacketF>(ei::ploadu<PacketI>(bits.data())));
    for (int i = 0; i < lanes; ++i) {
      ASSERT_EQ(bits_of(a[i]), std::uint32_t(bits[i]));
      ASSERT_EQ(bits_of(a[i]), bits_of(back[i]));
    }
  });
  for_each_packet(d, ei::unpacket_traits<PacketD>::size, [&](const double* a, const double*, const double*) {
    const int lanes = ei::unpacket_traits<PacketD>::size;
    std::vector<std::uint64_t> bits(lanes);
    ei::pstoreu(bits.data(), ei::preinterpret<PacketUL>(ei::ploadu<PacketD>(a)));
    for (int i = 0; i < lanes; ++i) ASSERT_EQ(bits_of(a[i]), bits[i]);
  });
#else
  GTEST_SKIP() << "RVV-specific packet pairs";
#endif
}

// Tensor .cast<>() is where Eigen 3.4 uses pcast (TensorConversionOp), with
// the packet-count ratios; every length 1..70 exercises the tails.
TEST(TypeCasting, TensorCastsMatchScalarCasts) {
  for (int n = 1; n <= 70; ++n) {
    Eigen::Tensor<float, 1> f(n);
    Eigen::Tensor<double, 1> d(n);
    Eigen::Tensor<std::int32_t, 1> i32(n);
    Eigen::Tensor<std::int64_t, 1> i64(n);
    for (int k = 0; k < n; ++k) {
      f(k) = float(k * 37 % 23) * 1.37f - 11.5f;
      d(k) = double(k * 53 % 29) * 1e-3 - 0.0125 + 1e-9 * k;
      i32(k) = std::int32_t(k * 2654435761u);
      i64(k) = std::int64_t(k) * 0x123456789LL - (std::int64_t(1) << 40);
    }
    const Eigen::Tensor<std::int32_t, 1> f_to_i = f.cast<std::int32_t>();
    const Eigen::Tensor<double, 1> f_to_d = f.cast<double>();
    const Eigen::Tensor<float, 1> d_to_f = d.cast<float>();
    const Eigen::Tensor<float, 1> i_to_f = i32.cast<float>();
    const Eigen::Tensor<std::int64_t, 1> i_to_l = i32.cast<std::int64_t>();
    const Eigen::Tensor<std::int32_t, 1> l_to_i = i64.cast<std::int32_t>();
    const Eigen::Tensor<double, 1> l_to_d = i64.cast<double>();
    for (int k = 0; k < n; ++k) {
      ASSERT_EQ(static_cast<std::int32_t>(f(k)), f_to_i(k)) << n << " " << k;
      ASSERT_EQ(static_cast<double>(f(k)), f_to_d(k)) << n << " " << k;
      ASSERT_EQ(static_cast<float>(d(k)), d_to_f(k)) << n << " " << k;
      ASSERT_EQ(static_cast<float>(i32(k)), i_to_f(k)) << n << " " << k;
      ASSERT_EQ(static_cast<std::int64_t>(i32(k)), i_to_l(k)) << n << " " << k;
      ASSERT_EQ(static_cast<std::int32_t>(i64(k)), l_to_i(k)) << n << " " << k;
      ASSERT_EQ(static_cast<double>(i64(k)), l_to_d(k)) << n << " " << k;
    }
  }
}

// Fixed-size casts of 2 to 16 elements (with EIGEN_RVV_PART_PACKETS: between packets of equal lane counts, or from
// the first lanes of Eigen's packet).
template <int N>
void check_fixed_size_casts() {
  Eigen::Array<float, N, 1> f;
  Eigen::Array<double, N, 1> d;
  Eigen::Array<std::int32_t, N, 1> i32;
  Eigen::Array<std::int64_t, N, 1> i64;
  for (int k = 0; k < N; ++k) {
    f(k) = float(k * 37 % 23) * 1.37f - 11.5f;
    d(k) = double(k * 53 % 29) * 1e-3 - 0.0125 + 1e-9 * k;
    i32(k) = std::int32_t(k * 2654435761u);
    i64(k) = std::int64_t(k) * 0x123456789LL - (std::int64_t(1) << 40);
  }
  const Eigen::Array<double, N, 1> f_to_d = f.template cast<double>();
  const Eigen::Array<float, N, 1> d_to_f = d.template cast<float>();
  const Eigen::Array<std::int32_t, N, 1> f_to_i = f.template cast<std::int32_t>();
  const Eigen::Array<float, N, 1> i_to_f = i32.template cast<float>();
  const Eigen::Array<std::int64_t, N, 1> i_to_l = i32.template cast<std::int64_t>();
  const Eigen::Array<std::int32_t, N, 1> l_to_i = i64.template cast<std::int32_t>();
  const Eigen::Array<double, N, 1> l_to_d = i64.template cast<double>();
  const Eigen::Array<std::int64_t, N, 1> d_to_l = (d * 1e6).template cast<std::int64_t>();
  for (int k = 0; k < N; ++k) {
    ASSERT_EQ(static_cast<double>(f(k)), f_to_d(k)) << N << " " << k;
    ASSERT_EQ(static_cast<float>(d(k)), d_to_f(k)) << N << " " << k;
    ASSERT_EQ(static_cast<std::int32_t>(f(k)), f_to_i(k)) << N << " " << k;
    ASSERT_EQ(static_cast<float>(i32(k)), i_to_f(k)) << N << " " << k;
    ASSERT_EQ(static_cast<std::int64_t>(i32(k)), i_to_l(k)) << N << " " << k;
    ASSERT_EQ(static_cast<std::int32_t>(i64(k)), l_to_i(k)) << N << " " << k;
    ASSERT_EQ(static_cast<double>(i64(k)), l_to_d(k)) << N << " " << k;
    ASSERT_EQ(static_cast<std::int64_t>(d(k) * 1e6), d_to_l(k)) << N << " " << k;
  }
}
template <int... Sizes>
void check_fixed_size_casts(std::integer_sequence<int, Sizes...>) {
  (check_fixed_size_casts<Sizes + 2>(), ...);
}
TEST(TypeCasting, FixedSizeCastsOfEverySize) { check_fixed_size_casts(std::make_integer_sequence<int, 15>()); }

// The shifts by the newest names the base has: master after ea13a98d deprecates shiftRight/shiftLeft for
// arithmeticShiftRight/logicalShiftLeft.
template <int N, typename A>
auto shift_right(const A& a, int) -> decltype(a.template arithmeticShiftRight<N>()) {
  return a.template arithmeticShiftRight<N>();
}
template <int N, typename A>
auto shift_right(const A& a, long) -> decltype(a.template shiftRight<N>()) {
  return a.template shiftRight<N>();
}
template <int N, typename A>
auto shift_left(const A& a, int) -> decltype(a.template logicalShiftLeft<N>()) {
  return a.template logicalShiftLeft<N>();
}
template <int N, typename A>
auto shift_left(const A& a, long) -> decltype(a.template shiftLeft<N>()) {
  return a.template shiftLeft<N>();
}

// Mixed integer/float array expressions through the Core module.
TEST(TypeCasting, MixedIntegerAndFloatArrayExpressions) {
  for (int n = 1; n <= 70; ++n) {
    Eigen::ArrayXi a(n), b(n);
    Eigen::ArrayXf x(n);
    for (int k = 0; k < n; ++k) {
      a(k) = (k * 7919) % 201 - 100;
      b(k) = (k * 104729) % 17 - 8;
      x(k) = float(k % 13) * 0.75f - 4.25f;
    }
    const Eigen::ArrayXi c = (a.cast<float>() * 0.5f + x).cast<int>() + (a * b - a) / 3;
    // Left shifts of non-negative values: Eigen's scalar tail shifts a signed int (UB if negative before C++20).
#if defined(EIGEN_VECTORIZE_RVV) || !EIGEN_VERSION_AT_LEAST(3, 4, 90)
    const Eigen::ArrayXi s = (a > b).select(a, b * 2) + shift_right<2>(a, 0) + shift_left<3>(a + 100, 0);
    auto shifted = [](int v) { return (v >> 2) + ((v + 100) << 3); };
#else
    // Stock 5.0.1's scalar shift functors do not compile (the overlay corrects them on RVV: UpstreamFixes.h).
    const Eigen::ArrayXi s = (a > b).select(a, b * 2);
    auto shifted = [](int) { return 0; };
#endif
    const Eigen::ArrayXi m = a.max(b).min(50) + a.abs() - b.abs2();
    const Eigen::ArrayXf y = a.cast<float>() * x - b.cast<float>();
    long long sum = 0;
    int minimum = a(0), maximum = a(0), count = 0;
    for (int k = 0; k < n; ++k) {
      ASSERT_EQ(int(float(a(k)) * 0.5f + x(k)) + (a(k) * b(k) - a(k)) / 3, c(k)) << n << " " << k;
      ASSERT_EQ((a(k) > b(k) ? a(k) : b(k) * 2) + shifted(a(k)), s(k)) << n << " " << k;
      ASSERT_EQ(std::min(std::max(a(k), b(k)), 50) + std::abs(a(k)) - b(k) * b(k), m(k)) << n << " " << k;
      ASSERT_EQ(float(a(k)) * x(k) - float(b(k)), y(k)) << n << " " << k;
      sum += a(k);
      minimum = std::min(minimum, a(k));
      maximum = std::max(maximum, a(k));
      count += a(k) > b(k);
    }
    ASSERT_EQ(sum, a.sum());
    ASSERT_EQ(minimum, a.minCoeff());
    ASSERT_EQ(maximum, a.maxCoeff());
    ASSERT_EQ(count, (a > b).count());
    ASSERT_EQ(count > 0, (a > b).any());
    ASSERT_EQ(count == n, (a > b).all());
    // Integer product with wrap-around: small factors keep it exact in int.
    const Eigen::ArrayXi f = b.abs().min(2) + 1;
    long long exact = 1;
    for (int k = 0; k < std::min(n, 18); ++k) exact *= f(k);
    ASSERT_EQ(int(exact), f.head(std::min(n, 18)).prod());
  }
}

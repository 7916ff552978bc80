// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Helpers of the packet tests: test values per family (special values, random values of every magnitude), the
// rotation of every value through every lane, bitwise comparison with all NaNs equal, ULP distance, memory with
// a guard page that catches reads past a buffer, and the transpose check.

#ifndef EIGEN_RVV_TEST_PACKET_TEST_SUPPORT_H
#define EIGEN_RVV_TEST_PACKET_TEST_SUPPORT_H

#include <Eigen/Core>
#include <gtest/gtest.h>

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

// typeid(_Float16) for GoogleTest's typed tests: libstdc++ defines its type_info only from GCC 13 on. This is the
// same object (a fundamental type's type_info named "DF16_"), weak so that a newer libstdc++'s definition wins.
#if defined(__FLT16_MAX__) && defined(__GLIBCXX__) && defined(_GLIBCXX_RELEASE) && _GLIBCXX_RELEASE < 13
extern "C" void* _ZTVN10__cxxabiv123__fundamental_type_infoE[];
extern "C" __attribute__((weak))
const void* const _ZTIDF16_[2] = {&_ZTVN10__cxxabiv123__fundamental_type_infoE[2], "DF16_"};
#endif

namespace packet_test {

// Known deviations of upstream Eigen 3.4.0's own backends from IEEE results, seen in the pass-through builds; the
// RVV backend has none: there every check is strict. (The native build sets EIGEN_FAST_MATH=0, so that
// upstream's float sqrt is the IEEE one.)
#if defined(EIGEN_VECTORIZE_RVV)
constexpr bool upstream_neon_complex_double_pcmp_eq_is_per_part = false;
constexpr bool upstream_pnegate_drops_sign_of_zero = false;
constexpr bool upstream_ldexp_rounds_denormals_twice = false;
constexpr bool upstream_rsqrt_special_values_differ = false;
constexpr bool upstream_pcmp_le_is_lt = false;
constexpr bool upstream_bool_pscatter_writes_words = false;
#else
// SVE's pcmp_le<PacketXf> is implemented with svcmplt: it is pcmp_lt (an
// upstream 3.4 bug: a <= a gives false; 5.0 has svcmple).
#if defined(EIGEN_VECTORIZE_SVE) && !EIGEN_VERSION_AT_LEAST(3, 4, 90)
constexpr bool upstream_pcmp_le_is_lt = true;
#else
constexpr bool upstream_pcmp_le_is_lt = false;
#endif
// NEON's pcmp_eq<Packet1cd> swaps the 32-bit halves of each part's mask
// (vrev64q_u32) where it means to swap the two 64-bit parts: each part of
// the result is that part's own equality, not both parts'.
#if defined(EIGEN_VECTORIZE_NEON)
constexpr bool upstream_neon_complex_double_pcmp_eq_is_per_part = true;
#else
constexpr bool upstream_neon_complex_double_pcmp_eq_is_per_part = false;
#endif
// NEON's prsqrt refines vrsqrte by Newton steps: NaN for +Inf, +Inf for -0.
#if defined(EIGEN_VECTORIZE_NEON)
constexpr bool upstream_rsqrt_special_values_differ = true;
#else
constexpr bool upstream_rsqrt_special_values_differ = false;
#endif
// Eigen 3.4's AVX and AVX-512 pnegate is 0 - a, so pnegate(+0) = +0 (SSE's and 5.0's flip the sign bit).
#if defined(EIGEN_VECTORIZE_AVX) && !EIGEN_VERSION_AT_LEAST(3, 4, 90)
constexpr bool upstream_pnegate_drops_sign_of_zero = true;
#else
constexpr bool upstream_pnegate_drops_sign_of_zero = false;
#endif
// Eigen 3.4's SSE pscatter<bool, Packet16b> stores 4 ints at 4 * stride (5.0's stores the 16 bools).
#if defined(EIGEN_VECTORIZE_SSE) && !EIGEN_VERSION_AT_LEAST(3, 4, 90)
constexpr bool upstream_bool_pscatter_writes_words = true;
#else
constexpr bool upstream_bool_pscatter_writes_words = false;
#endif
// pldexp_generic multiplies by several powers of two: a denormal result may
// be rounded twice (1 ULP off).
constexpr bool upstream_ldexp_rounds_denormals_twice = true;
#endif

template <typename Scalar>
using Bits =
    typename std::conditional<sizeof(Scalar) == 2, std::uint16_t,
                              typename std::conditional<sizeof(Scalar) == 4, std::uint32_t, std::uint64_t>::type>::type;

// Floating point, including the 16-bit types that std::is_floating_point
// does not know (_Float16 with Debian 12's libstdc++, Eigen::half, Eigen::bfloat16).
template <typename Scalar>
struct is_floating
    : std::integral_constant<bool, std::is_floating_point<Scalar>::value || std::is_same<Scalar, Eigen::half>::value ||
                                       std::is_same<Scalar, Eigen::bfloat16>::value
#if defined(__FLT16_MAX__)
                                       || std::is_same<Scalar, _Float16>::value
#endif
                             > {
};

template <typename Scalar>
Bits<Scalar> bits_of(Scalar x) {
  Bits<Scalar> b;
  std::memcpy(&b, &x, sizeof(x));
  return b;
}

template <typename Scalar>
Scalar from_bits(Bits<Scalar> b) {
  Scalar x;
  std::memcpy(static_cast<void*>(&x), &b, sizeof(x));  // Eigen::half is not trivial: GCC's -Wclass-memaccess
  return x;
}

// pblend and Selector: Eigen 3.4 and 5.0; master after 5.0 (the one with the RVV10 backend) removed them.
#if __has_include(<Eigen/src/Core/arch/RVV10/PacketMath.h>)
#define EIGEN_RVV_TEST_HAS_PBLEND 0
#else
#define EIGEN_RVV_TEST_HAS_PBLEND 1
#endif
// conj_helper's pmsub for a real and a complex packet: master (its Jacobi rotation uses it) and the overlay's
// packets on every base.
#if __has_include(<Eigen/src/Core/arch/RVV10/PacketMath.h>) || defined(EIGEN_VECTORIZE_RVV)
#define EIGEN_RVV_TEST_CONJ_HELPER_HAS_PMSUB 1
#else
#define EIGEN_RVV_TEST_CONJ_HELPER_HAS_PMSUB 0
#endif

// Eigen 3.4 has a flag per rounding function; Eigen 5 dropped HasFloor, HasCeil and HasRint (HasRound covers all).
template <typename Traits>
struct RoundingFlags {
#if EIGEN_VERSION_AT_LEAST(3, 4, 90)
  enum { floor = Traits::HasRound, ceil = Traits::HasRound, rint = Traits::HasRound };
#else
  enum { floor = Traits::HasFloor, ceil = Traits::HasCeil, rint = Traits::HasRint };
#endif
};

template <typename T>
struct is_complex : std::false_type {};
template <typename T>
struct is_complex<std::complex<T>> : std::true_type {};

// Identical bits, except that any NaN matches any NaN (integers: equal;
// complex: both parts).
template <typename Scalar>
bool same_value(Scalar expected, Scalar actual) {
  if constexpr (is_complex<Scalar>::value) {
    return same_value(expected.real(), actual.real()) && same_value(expected.imag(), actual.imag());
  } else if constexpr (is_floating<Scalar>::value) {
    if (Eigen::numext::isnan(expected)) return Eigen::numext::isnan(actual);
    return bits_of(expected) == bits_of(actual);
  } else {
    return expected == actual;
  }
}

// Equal as numbers (+0 == -0), NaN matches NaN.
template <typename Scalar>
bool same_number(Scalar expected, Scalar actual) {
  if (std::isnan(expected)) return std::isnan(actual);
  return expected == actual;
}

// Plain pmin/pmax (Eigen's PropagateFast): the overlay's RVV packets, like upstream's x86 ones and Eigen's
// scalar path, are std::min/std::max bit for bit. Upstream's Arm packets (vminq/svmin, the pass-through
// builds) propagate NaN from either operand and order -0 below +0, which Eigen allows.
#if defined(EIGEN_VECTORIZE_NEON) || defined(EIGEN_VECTORIZE_SVE)
constexpr bool plain_min_max_are_std_min_max = false;
#else
constexpr bool plain_min_max_are_std_min_max = true;
#endif
// pmin/pmax<PropagateNaN> on two numbers as plain pmin/pmax bit for bit (the zero a tie picks): the overlay's
// RVV packets, as Eigen master's packetmath requires; upstream's released backends may pick the other zero.
#if defined(EIGEN_VECTORIZE_RVV)
constexpr bool propagate_nan_ties_as_plain = true;
#else
constexpr bool propagate_nan_ties_as_plain = false;
#endif

// Distance in units in the last place between two finite values of the same
// sign convention (monotone integer mapping of the IEEE encoding).
template <typename Scalar>
double ulp_distance(Scalar a, Scalar b) {
  if (std::isnan(a) || std::isnan(b)) return (std::isnan(a) && std::isnan(b)) ? 0 : HUGE_VAL;
  if (a == b) return 0;
  typedef Bits<Scalar> U;
  auto ordered = [](Scalar x) {
    const U sign = U(1) << (8 * sizeof(U) - 1);
    U u = bits_of(x);
    return (u & sign) ? (long double)(-(long double)(u & ~sign)) : (long double)u;
  };
  return (double)std::fabs(ordered(a) - ordered(b));
}

template <typename Scalar>
std::string describe(Scalar x) {
  if constexpr (is_complex<Scalar>::value) {
    return "(" + describe(x.real()) + ", " + describe(x.imag()) + ")";
  } else if constexpr (std::is_integral<Scalar>::value) {
    return std::is_signed<Scalar>::value ? std::to_string((long long)x) : std::to_string((unsigned long long)x);
  } else {
    char buffer[96];
    std::snprintf(buffer, sizeof(buffer), "%.*g (bits 0x%llx)", std::numeric_limits<Scalar>::max_digits10,
                  double(float(x)), (unsigned long long)bits_of(x));
    return buffer;
  }
}

// Special values: signed zeros, denormals, normal limits, infinities, NaN,
// rounding ties and near-ties, powers of two, integral boundaries.
template <typename Scalar>
std::vector<Scalar> special_values() {
  typedef std::numeric_limits<Scalar> L;
  const Scalar integral_limit = Scalar(Bits<Scalar>(1) << (L::digits - 1));  // 2^mantissa_bits
  std::vector<Scalar> v = {Scalar(0),
                           -Scalar(0),
                           L::denorm_min(),
                           -L::denorm_min(),
                           Scalar(3) * L::denorm_min(),
                           (L::min)() / Scalar(2),
                           -(L::min)() / Scalar(3),
                           (L::min)(),
                           -(L::min)(),
                           (L::max)(),
                           L::lowest(),
                           L::infinity(),
                           -L::infinity(),
                           L::quiet_NaN(),
                           -L::quiet_NaN(),
                           L::epsilon(),
                           Scalar(1),
                           Scalar(-1),
                           Scalar(0.5),
                           Scalar(-0.5),
                           Scalar(1.5),
                           Scalar(2.5),
                           Scalar(-2.5),
                           Scalar(3.5),
                           Scalar(-3.5),
                           std::nextafter(Scalar(0.5), Scalar(0)),
                           -std::nextafter(Scalar(0.5), Scalar(0)),
                           std::nextafter(Scalar(1), Scalar(2)),
                           Scalar(0.3),
                           Scalar(-0.3),
                           Scalar(2),
                           Scalar(-7),
                           Scalar(1024),
                           Scalar(1) / Scalar(1024),
                           integral_limit,
                           -integral_limit,
                           integral_limit - Scalar(0.5),
                           -(integral_limit - Scalar(0.5)),
                           integral_limit * Scalar(2) + Scalar(2),
                           Scalar(123456.75),
                           Scalar(-98765.25)};
  return v;
}

// Special values followed by random values with random signs and exponents
// over the whole finite range (and a dense band around 1).
template <typename Scalar>
std::vector<Scalar> test_values(std::size_t random_count = 300, unsigned seed = 12345) {
  std::vector<Scalar> v = special_values<Scalar>();
  std::mt19937_64 rng(seed);
  typedef std::numeric_limits<Scalar> L;
  std::uniform_real_distribution<double> mantissa(1.0, 2.0);
  std::uniform_int_distribution<int> exponent(L::min_exponent - L::digits, L::max_exponent - 1);
  std::uniform_int_distribution<int> small_exponent(-8, 8);
  for (std::size_t i = 0; i < random_count; ++i) {
    const int e = (i % 3 == 0) ? exponent(rng) : small_exponent(rng);
    Scalar x = Scalar(std::ldexp(mantissa(rng), e));
    if (rng() & 1) x = -x;
    v.push_back(x);
  }
  return v;
}

// Integers: zero, small values, the limits and their neighbours, bit
// patterns, then random values of every magnitude.
template <typename T>
std::vector<T> integer_test_values(std::size_t random_count = 200) {
  typedef std::numeric_limits<T> L;
  std::vector<T> v = {T(0),
                      T(1),
                      T(2),
                      T(3),
                      T(7),
                      (L::max)(),
                      (L::min)(),
                      T((L::max)() - 1),
                      T((L::min)() + 1),
                      T((L::max)() / 2),
                      T((L::max)() / 2 + 1),
                      T(0x55),
                      T(0xAA),
                      T(100)};
  if (L::is_signed) {
    for (T x : {T(-1), T(-2), T(-7), T(-100), T(-((L::max)() / 2))}) v.push_back(x);
  }
  std::mt19937_64 rng(99);
  for (std::size_t i = 0; i < random_count; ++i) {
    const std::uint64_t r = rng();
    const int bits = int(rng() % (8 * sizeof(T))) + 1;  // values of every magnitude
    v.push_back(T(bits >= 64 ? r : (r & ((std::uint64_t(1) << bits) - 1))));
  }
  return v;
}

// The 16-bit formats: binary16 (_Float16, Eigen::half) and bfloat16.
template <typename Scalar>
struct Format {
  static constexpr bool is_bfloat16 = std::is_same<Scalar, Eigen::bfloat16>::value;
  static constexpr int mantissa_bits = is_bfloat16 ? 7 : 10;
  static constexpr int max_exponent = is_bfloat16 ? 127 : 15;    // of the largest finite value
  static constexpr int min_exponent = is_bfloat16 ? -126 : -14;  // of the smallest normal value
  static double largest() { return std::ldexp(2.0 - std::ldexp(1.0, -mantissa_bits), max_exponent); }
  static double ulp(double r) {  // the spacing at r (at the smallest normal below it)
    return std::ldexp(1.0, std::max(r == 0 ? min_exponent : std::ilogb(r), min_exponent) - mantissa_bits);
  }
};

template <typename Scalar>
Scalar from_16_bits(std::uint16_t bits) {
  return from_bits<Scalar>(bits);
}

// Special values of the format, then random finite values of every magnitude.
template <typename Scalar>
std::vector<Scalar> half_test_values(std::size_t random_count = 200) {
  typedef std::numeric_limits<Scalar> L;
  typedef Format<Scalar> F;
  auto next_up = [](Scalar x) { return from_16_bits<Scalar>(std::uint16_t(bits_of(x) + 1)); };
  auto next_down = [](Scalar x) { return from_16_bits<Scalar>(std::uint16_t(bits_of(x) - 1)); };
  const float integral = std::ldexp(1.0f, F::mantissa_bits);  // integral from here on
  std::vector<Scalar> v = {Scalar(0.0f),
                           Scalar(-0.0f),
                           L::denorm_min(),
                           Scalar(-float(L::denorm_min())),
                           next_up(next_up(L::denorm_min())),  // 3 * the smallest subnormal
                           next_down((L::min)()),              // the largest subnormal
                           Scalar(-float((L::min)()) / 3),     // a subnormal
                           (L::min)(),
                           Scalar(-float((L::min)())),
                           (L::max)(),
                           L::lowest(),
                           next_down((L::max)()),
                           L::infinity(),
                           Scalar(-float(L::infinity())),
                           L::quiet_NaN(),
                           Scalar(-float(L::quiet_NaN())),
                           from_16_bits<Scalar>(std::uint16_t(bits_of(L::quiet_NaN()) + 1)),
                           L::epsilon(),
                           Scalar(1.0f),
                           Scalar(-1.0f),
                           Scalar(0.5f),
                           Scalar(-0.5f),
                           Scalar(1.5f),
                           Scalar(2.5f),
                           Scalar(-2.5f),
                           Scalar(3.5f),
                           next_down(Scalar(0.5f)),
                           next_up(Scalar(1.0f)),
                           next_down(Scalar(1.0f)),
                           Scalar(0.3f),
                           Scalar(-0.3f),
                           Scalar(integral),
                           Scalar(integral - 0.5f),
                           Scalar(-(integral - 0.5f)),
                           next_up(Scalar(integral)),
                           Scalar(2.0f),
                           Scalar(-7.0f),
                           Scalar(42.0f)};
  std::mt19937 rng(2024);
  for (std::size_t i = 0; i < random_count; ++i) {
    const std::uint16_t exponent_field = std::uint16_t(0x7fff & ~(0xffff >> (F::mantissa_bits + 1)) & 0x7fff);
    std::uint16_t bits = std::uint16_t(rng());
    if ((bits & exponent_field) == exponent_field) bits ^= 0x4000;  // finite
    v.push_back(from_16_bits<Scalar>(bits));
  }
  return v;
}

// Runs `check(lane_values_a, lane_values_b, lane_values_c)` on packets built from `pool` so that every pool value
// appears in every lane (rotation by one per packet), b and c rotated differently to meet different partners.
template <typename Scalar, typename Check>
void for_each_packet(const std::vector<Scalar>& pool, int lanes, Check check) {
  const std::size_t n = pool.size();
  std::vector<Scalar> a(lanes), b(lanes), c(lanes);
  for (std::size_t rotation = 0; rotation < n; ++rotation) {
    for (int i = 0; i < lanes; ++i) {
      a[i] = pool[(rotation + i) % n];
      b[i] = pool[(rotation * 7 + 3 * i + 1) % n];
      c[i] = pool[(rotation * 13 + 5 * i + 2) % n];
    }
    check(a.data(), b.data(), c.data());
  }
}

// A buffer of `count` elements next to a page the process may not read or
// write: by default it ends exactly at that page, with `guard_before` it
// starts right after it. An access past that end faults instead of passing.
template <typename Scalar>
class GuardedBuffer {
 public:
  explicit GuardedBuffer(std::size_t count, bool guard_before = false) : count_(count) {
    page_ = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    const std::size_t bytes = count * sizeof(Scalar);
    data_pages_ = (bytes + page_ - 1) / page_ + 1;
    mapping_ = mmap(nullptr, (data_pages_ + 1) * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping_ == MAP_FAILED) std::abort();
    char* guard = static_cast<char*>(mapping_) + (guard_before ? 0 : data_pages_ * page_);
    if (mprotect(guard, page_, PROT_NONE) != 0) std::abort();
    data_ = reinterpret_cast<Scalar*>(guard_before ? guard + page_ : guard - bytes);
  }
  ~GuardedBuffer() { munmap(mapping_, (data_pages_ + 1) * page_); }
  GuardedBuffer(const GuardedBuffer&) = delete;
  GuardedBuffer& operator=(const GuardedBuffer&) = delete;
  Scalar* data() { return data_; }
  std::size_t size() const { return count_; }

 private:
  std::size_t count_, page_, data_pages_;
  void* mapping_;
  Scalar* data_;
};

// A typed test's type parameter that selects the Halvings-th packet of Eigen's half-packet chain of Scalar (the
// packets find_best_packet picks for fixed-size objects smaller than a packet: AVX-512's 16 -> 8 -> 4 floats, the
// RVV part packets). A plain scalar type selects Eigen's packet itself.
template <typename Scalar, int Halvings>
struct HalfChain {};
template <typename T>
struct chain_packet {
  typedef T scalar;
  typedef typename Eigen::internal::packet_traits<T>::type packet;
  typedef packet previous;
  enum { halvings = 0 };
};
template <typename S, int N>
struct chain_packet<HalfChain<S, N>> {
  typedef S scalar;
  typedef typename chain_packet<HalfChain<S, N - 1>>::packet previous;
  typedef typename Eigen::internal::unpacket_traits<previous>::half packet;
  enum { halvings = N };
};
template <typename S>
struct chain_packet<HalfChain<S, 0>> : chain_packet<S> {};

// The typed fixture of the packet tests: the packet type under test (Eigen's packet of a scalar type, or one of its
// half-packet chain), its lane count, loads/stores, and the per-lane comparison with a reference. A chain shorter
// than the requested halvings skips the test.
template <typename TypeParam>
class PacketTest : public ::testing::Test {
 public:
  typedef typename chain_packet<TypeParam>::scalar Scalar;
  typedef Eigen::internal::packet_traits<Scalar> Traits;
  typedef typename chain_packet<TypeParam>::packet Packet;
  static constexpr int lanes = Eigen::internal::unpacket_traits<Packet>::size;
  static constexpr int halvings = chain_packet<TypeParam>::halvings;

  void SetUp() override {
    if (halvings > 0 && std::is_same<Packet, typename chain_packet<TypeParam>::previous>::value) {
#if defined(EIGEN_VECTORIZE_RVV) && EIGEN_RVV_PART_PACKETS
      // With part packets the chain must reach 128 bits: an early end would skip every test below.
      const int full_lanes = Eigen::internal::packet_traits<Scalar>::size;
      ASSERT_EQ(expected_rvv_lanes(full_lanes), int(Eigen::internal::unpacket_traits<Packet>::size))
          << "the half-packet chain ends early";
#endif
      GTEST_SKIP() << "the half-packet chain ends before " << halvings << " halvings";
    }
  }
  // The lane count of Eigen's packet halved `halvings` times, at least 128 bits: what the chain holds under RVV.
  static constexpr int expected_rvv_lanes(int full_lanes) {
    return (full_lanes >> halvings) * int(sizeof(Scalar)) >= 16 ? full_lanes >> halvings : 16 / int(sizeof(Scalar));
  }

  static Packet load(const Scalar* from) { return Eigen::internal::ploadu<Packet>(from); }
  static std::vector<Scalar> store(const Packet& p) {
    std::vector<Scalar> out(lanes);
    Eigen::internal::pstoreu(out.data(), p);
    return out;
  }

  // Compares a packet result with `reference(lane)` at every lane; reports
  // the first lane that differs, with its inputs a (and b).
  template <typename Reference, typename Compare>
  static void expect_lanes(const char* op, const Packet& result, Reference reference, Compare compare, const Scalar* a,
                           const Scalar* b = nullptr) {
    const std::vector<Scalar> got = store(result);
    for (int i = 0; i < lanes; ++i) {
      const Scalar expected = reference(i);
      if (!compare(expected, got[i])) {
        ADD_FAILURE() << op << " lane " << i << " of " << lanes << ": a=" << describe(a[i])
                      << (b ? " b=" + describe(b[i]) : std::string()) << " expected " << describe(expected) << " got "
                      << describe(got[i]);
        return;
      }
    }
  }
  template <typename Reference>
  static void expect_exact(const char* op, const Packet& result, Reference reference, const Scalar* a,
                           const Scalar* b = nullptr) {
    expect_lanes(op, result, reference, same_value<Scalar>, a, b);
  }
};

// The fixture's types in a typed test body: Scalar, Packet, T (the fixture), lanes.
#define PACKET_TEST_TYPES                                       \
  using Scalar [[maybe_unused]] = typename TestFixture::Scalar; \
  using Packet [[maybe_unused]] = typename TestFixture::Packet; \
  using T [[maybe_unused]] = TestFixture;                       \
  [[maybe_unused]] constexpr int lanes = TestFixture::lanes

// Lengths of run-time-sized reductions over packets of `lanes`: every length up to a packet and 5 more (the segment
// after whole packets, or a reduction shorter than one), then two packets, and two and three packets with 5 more.
inline std::vector<int> reduction_lengths(int lanes) {
  std::vector<int> lengths;
  for (int n = 1; n <= lanes + 5; ++n) lengths.push_back(n);
  for (const int n : {2 * lanes, 2 * lanes + 5, 3 * lanes + 5})
    if (n > lanes + 5) lengths.push_back(n);
  return lengths;
}

// ptranspose(PacketBlock<Packet, N>): the N packets are the rows of an
// N x lanes matrix; the result holds its columns one after another (for
// N == lanes, the ordinary transpose). `pool` holds at least N * lanes values.
template <typename Fixture, int N, typename Pool>
void check_transpose(const Pool& pool) {
  typedef typename Fixture::Packet Packet;
  constexpr int lanes = Fixture::lanes;
  if constexpr (N <= lanes) {
    ASSERT_GE(std::size_t(pool.size()), std::size_t(N * lanes));
    Eigen::internal::PacketBlock<Packet, N> block;
    for (int r = 0; r < N; ++r) block.packet[r] = Fixture::load(pool.data() + r * lanes);
    Eigen::internal::ptranspose(block);
    for (int r = 0; r < N; ++r) {
      const auto got = Fixture::store(block.packet[r]);
      for (int l = 0; l < lanes; ++l) {
        const int flat = r * lanes + l;  // position in the column-after-column layout
        const int column = flat / N, row = flat % N;
        ASSERT_TRUE(same_value(pool[row * lanes + column], got[l])) << "N=" << N << " packet " << r << " lane " << l;
      }
    }
  }
}

// The block sizes Eigen uses (lanes, and 4 in GEBP's packing) everywhere;
// under RVV every power of two up to the lane count and an odd size too.
template <typename Fixture, typename Pool>
void check_transposes(const Pool& pool) {
  constexpr int lanes = Fixture::lanes;
  check_transpose<Fixture, lanes>(pool);
  if constexpr (lanes % 4 == 0) check_transpose<Fixture, 4>(pool);
#if defined(EIGEN_VECTORIZE_RVV)
  check_transpose<Fixture, 2>(pool);
  check_transpose<Fixture, 3>(pool);
  check_transpose<Fixture, 8>(pool);
  check_transpose<Fixture, 16>(pool);
  check_transpose<Fixture, 32>(pool);
  check_transpose<Fixture, 64>(pool);
  check_transpose<Fixture, 128>(pool);
#endif
}

}  // namespace packet_test

#endif  // EIGEN_RVV_TEST_PACKET_TEST_SUPPORT_H

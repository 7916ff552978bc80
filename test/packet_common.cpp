// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// What every packet type shares, over every packet type, as Eigen's packetmath test runs
// packetmath<Scalar, Packet>() (test/README.md); each family's own semantics are in its own file.
// Pass-through builds run it for the types upstream's backend vectorizes.

#include "packet_test_support.h"

using namespace packet_test;
namespace ei = Eigen::internal;

namespace {

template <typename Scalar>
using Buffer = Eigen::Array<Scalar, Eigen::Dynamic, 1>;

template <typename Scalar>
constexpr bool is_16_bit_float() {
  return is_floating<Scalar>::value && sizeof(Scalar) == 2;
}

// Real and integer packets: those with masked loads and stores under RVV.
template <typename Scalar>
constexpr bool is_plain_arithmetic() {
  return !is_complex<Scalar>::value && !std::is_same<Scalar, bool>::value &&
         !std::is_same<Scalar, Eigen::half>::value && !std::is_same<Scalar, Eigen::bfloat16>::value;
}

// `count` values of Scalar, its family's special values first; the first two
// differ (they serve as guards).
template <typename Scalar>
Buffer<Scalar> pool_of(std::size_t count) {
  Buffer<Scalar> out(Eigen::Index(std::max<std::size_t>(count, 2)));
  if constexpr (std::is_same<Scalar, bool>::value) {
    std::mt19937 rng(12);
    for (Eigen::Index i = 0; i < out.size(); ++i) out[i] = i < 2 ? i == 1 : (rng() & 1) != 0;
  } else {
    std::vector<Scalar> v;
    if constexpr (is_complex<Scalar>::value) {
      typedef typename Scalar::value_type Real;
      const std::vector<Real> parts = test_values<Real>(count + 64, 77);
      for (std::size_t i = 0; i < count; ++i)
        v.push_back(Scalar(parts[i % parts.size()], parts[(7 * i + 3) % parts.size()]));
    } else if constexpr (std::is_integral<Scalar>::value) {
      v = integer_test_values<Scalar>(count);
    } else if constexpr (is_16_bit_float<Scalar>()) {
      v = half_test_values<Scalar>(count);
    } else {
      v = test_values<Scalar>(count);
    }
    for (Eigen::Index i = 0; i < out.size(); ++i) out[i] = v[std::size_t(i) % v.size()];
  }
  return out;
}

template <typename Scalar, typename Reference>
void expect_lanes(const char* op, const Buffer<Scalar>& got, Reference reference) {
  for (Eigen::Index i = 0; i < got.size(); ++i) {
    const Scalar expected = reference(int(i));
    if (!same_value(expected, got[i])) {
      ADD_FAILURE() << op << " lane " << i << " of " << got.size() << ": expected " << describe(expected) << " got "
                    << describe(got[i]);
      return;
    }
  }
}

// Runs write(destination) twice, on buffers filled with either of two
// different guard values, and checks that element e holds expected(e), or
// the guard where written(e) is false.
template <typename Scalar, typename Write, typename Written, typename Expected>
void expect_written(const char* op, std::size_t size, Write write, Written written, Expected expected) {
  const Buffer<Scalar> guards = pool_of<Scalar>(2);
  for (int g = 0; g < 2; ++g) {
    Buffer<Scalar> destination = Buffer<Scalar>::Constant(Eigen::Index(size), guards[g]);
    write(destination.data());
    for (std::size_t e = 0; e < size; ++e) {
      const Scalar want = written(int(e)) ? expected(int(e)) : guards[g];
      ASSERT_TRUE(same_value(want, destination[Eigen::Index(e)]))
          << op << " element " << e << ": expected " << describe(want) << " got "
          << describe(destination[Eigen::Index(e)]);
    }
  }
}

// Exact in any order for the values Reductions feeds them: wrap-around for
// integers, or and and for bool.
template <typename Scalar>
Scalar sum_of(Scalar a, Scalar b) {
  if constexpr (std::is_same<Scalar, bool>::value) {
    return a || b;
  } else if constexpr (std::is_integral<Scalar>::value) {
    return Scalar(std::uint64_t(a) + std::uint64_t(b));
  } else {
    return Scalar(a + b);
  }
}
template <typename Scalar>
Scalar product_of(Scalar a, Scalar b) {
  if constexpr (std::is_same<Scalar, bool>::value) {
    return a && b;
  } else if constexpr (std::is_integral<Scalar>::value) {
    return Scalar(std::uint64_t(a) * std::uint64_t(b));
  } else {
    return Scalar(a * b);
  }
}

template <typename Scalar_>
class PacketCommon : public ::testing::Test {
 public:
  typedef Scalar_ Scalar;
  typedef ei::packet_traits<Scalar> Traits;
  typedef typename Traits::type Packet;
  static constexpr int lanes = ei::unpacket_traits<Packet>::size;

  static Packet load(const Scalar* from) { return ei::ploadu<Packet>(from); }
  static Buffer<Scalar> store(const Packet& p) {
    Buffer<Scalar> out(lanes);
    ei::pstoreu(out.data(), p);
    return out;
  }

  void SetUp() override {
#if defined(EIGEN_VECTORIZE_RVV)
    // binary16 without Zvfh is computed through float, one element at a time.
#if defined(__riscv_zvfh)
    const bool vectorized = true;
#else
    const bool vectorized = !is_16_bit_float<Scalar>() || std::is_same<Scalar, Eigen::bfloat16>::value;
#endif
    ASSERT_EQ(vectorized, bool(Traits::Vectorizable));
    if (!vectorized) GTEST_SKIP() << "binary16 is not vectorized without Zvfh";
    const int register_bytes = (is_complex<Scalar>::value ? 2 : 1) * EIGEN_RVV_PACKET_BITS / 8;
    ASSERT_EQ(std::size_t(register_bytes), lanes * sizeof(Scalar));
#else
    if (!Traits::Vectorizable) GTEST_SKIP() << "not vectorized by this upstream backend";
#endif
    ASSERT_GE(lanes, 1);  // NEON's Packet1cd holds one number
  }
};

#if defined(EIGEN_VECTORIZE_RVV)
typedef ::testing::Types<float, double,
#if defined(__riscv_zfhmin)
                         _Float16,
#endif
                         std::int8_t, std::uint8_t, std::int16_t, std::uint16_t, std::int32_t, std::uint32_t,
                         std::int64_t, std::uint64_t, bool, std::complex<float>, std::complex<double>, Eigen::half,
                         Eigen::bfloat16>
    PacketTypes;
#else
// The types the family tests run on upstream's backends (its small integer
// packets lack operations this suite uses).
typedef ::testing::Types<float, double, std::int32_t, bool, std::complex<float>, std::complex<double>, Eigen::half,
                         Eigen::bfloat16>
    PacketTypes;
#endif
TYPED_TEST_SUITE(PacketCommon, PacketTypes);

TYPED_TEST(PacketCommon, LoadStoreAtEveryOffset) {
  PACKET_TEST_TYPES;
  const Buffer<Scalar> pool = pool_of<Scalar>(4 * lanes + 8);
  for (int offset = 0; offset <= lanes; ++offset) {
    const Packet p = ei::ploadu<Packet>(pool.data() + offset);
    expect_written<Scalar>(
        "ploadu/pstoreu", 3 * lanes + 2, [&](Scalar* d) { ei::pstoreu(d + 1 + offset, p); },
        [&](int e) { return e >= 1 + offset && e < 1 + offset + lanes; }, [&](int e) { return pool[e - 1]; });
    // pload/pstore on Eigen-aligned memory.
    const Buffer<Scalar> aligned_source = pool.segment(offset, lanes);
    Buffer<Scalar> aligned_destination(lanes);
    ei::pstore(aligned_destination.data(), ei::pload<Packet>(aligned_source.data()));
    expect_lanes("pload/pstore", aligned_destination, [&](int i) { return aligned_source[i]; });
  }
  // A packet that ends where the mapping ends: loaded and stored, nothing past it.
  GuardedBuffer<Scalar> end_of_page(lanes);
  for (int i = 0; i < lanes; ++i) end_of_page.data()[i] = pool[3 * i % pool.size() + 1];
  expect_lanes("ploadu next to a protected page", T::store(T::load(end_of_page.data())),
               [&](int i) { return pool[3 * i % pool.size() + 1]; });
  ei::pstoreu(end_of_page.data(), T::load(pool.data() + 2));
  for (int i = 0; i < lanes; ++i) ASSERT_TRUE(same_value(pool[2 + i], end_of_page.data()[i]));
}

TYPED_TEST(PacketCommon, MaskedLoadStore) {
  PACKET_TEST_TYPES;
  typedef ei::unpacket_traits<Packet> Unpacket;
#if defined(EIGEN_VECTORIZE_RVV)
  if (is_plain_arithmetic<Scalar>()) {
    ASSERT_EQ(bool(Unpacket::masked_load_available), lanes == 8 || lanes == 16);
    ASSERT_EQ(bool(Unpacket::masked_store_available), lanes == 8 || lanes == 16);
  }
#endif
  if constexpr (bool(Unpacket::masked_load_available) && bool(Unpacket::masked_store_available)) {
    typedef typename Unpacket::mask_t Mask;
    // Upstream's contract: a mask of exactly `lanes` bits.
    ASSERT_TRUE(std::is_unsigned<Mask>::value);
    ASSERT_EQ(std::numeric_limits<Mask>::digits, lanes);
    const Buffer<Scalar> pool = pool_of<Scalar>(2 * lanes + 8);
    const Mask all = lanes == int(8 * sizeof(Mask)) ? Mask(~Mask(0)) : Mask((Mask(1) << lanes) - 1);
    std::vector<Mask> masks = {Mask(0), Mask(1), Mask(Mask(1) << (lanes - 1)), all};
    for (int k = 1; k < lanes; ++k) masks.push_back(Mask((Mask(1) << k) - 1));
    std::mt19937_64 rng(5);
    for (int r = 0; r < 16; ++r) masks.push_back(Mask(rng()) & all);
    for (const Mask mask : masks) {
      expect_lanes("masked ploadu", T::store(ei::ploadu<Packet>(pool.data() + 3, mask)),
                   [&](int i) { return ((mask >> i) & 1) ? pool[3 + i] : Scalar(0); });
      const Packet p = T::load(pool.data());
      expect_written<Scalar>(
          "masked pstoreu", lanes + 2, [&](Scalar* d) { ei::pstoreu(d + 1, p, mask); },
          [&](int e) { return e >= 1 && e <= lanes && ((mask >> (e - 1)) & 1); }, [&](int e) { return pool[e - 1]; });
    }
  }
}

TYPED_TEST(PacketCommon, Set1Load1AndFirst) {
  PACKET_TEST_TYPES;
  const Buffer<Scalar> pool = pool_of<Scalar>(lanes + 64);
  for (int k = 0; k < 64; ++k) {
    const Scalar x = pool[k];
    expect_lanes("pset1", T::store(ei::pset1<Packet>(x)), [&](int) { return x; });
    expect_lanes("pload1", T::store(ei::pload1<Packet>(&pool[k])), [&](int) { return x; });
    ASSERT_TRUE(same_value(x, ei::pfirst(T::load(pool.data() + k)))) << "pfirst at " << k;
  }
}

TYPED_TEST(PacketCommon, GatherScatterStrided) {
  PACKET_TEST_TYPES;
  const Buffer<Scalar> pool = pool_of<Scalar>(16 * lanes + 16);
  for (const int stride : {1, 2, 3, 7, 16}) {
    expect_lanes("pgather", T::store(ei::pgather<Scalar, Packet>(pool.data() + 1, stride)),
                 [&](int i) { return pool[1 + i * stride]; });
    if (upstream_bool_pscatter_writes_words && std::is_same<Scalar, bool>::value) continue;
    const Packet p = T::load(pool.data() + 5);
    expect_written<Scalar>(
        "pscatter", std::size_t(lanes * stride + 2), [&](Scalar* d) { ei::pscatter<Scalar, Packet>(d + 1, p, stride); },
        [&](int e) { return e >= 1 && (e - 1) % stride == 0 && (e - 1) / stride < lanes; },
        [&](int e) { return pool[5 + (e - 1) / stride]; });
  }
}

TYPED_TEST(PacketCommon, Reverse) {
  PACKET_TEST_TYPES;
  const Buffer<Scalar> pool = pool_of<Scalar>(lanes + 64);
  for (int k = 0; k < 64; ++k) {
    const Scalar* a = pool.data() + k;
    expect_lanes("preverse", T::store(ei::preverse(T::load(a))), [&](int i) { return a[lanes - 1 - i]; });
  }
}

TYPED_TEST(PacketCommon, Transpose) {
  PACKET_TEST_TYPES;
  check_transposes<TestFixture>(pool_of<Scalar>(std::size_t(lanes) * lanes + 16));
}

#if EIGEN_RVV_TEST_HAS_PBLEND
TYPED_TEST(PacketCommon, Blend) {
  PACKET_TEST_TYPES;
#if defined(EIGEN_VECTORIZE_RVV)
  ASSERT_TRUE(bool(ei::packet_traits<Scalar>::HasBlend)) << "pblend is declared unavailable";
#endif
  if constexpr (bool(ei::packet_traits<Scalar>::HasBlend)) {
    const Buffer<Scalar> pool = pool_of<Scalar>(3 * lanes + 200);
    std::mt19937 rng(3);
    for (int trial = 0; trial < 64; ++trial) {
      ei::Selector<lanes> selector;
      for (int i = 0; i < lanes; ++i) selector.select[i] = trial == 0 ? true : trial == 1 ? false : (rng() & 1);
      const Scalar* a = pool.data() + trial;
      const Scalar* b = pool.data() + 2 * trial + 1;
      expect_lanes("pblend", T::store(ei::pblend(selector, T::load(a), T::load(b))),
                   [&](int i) { return selector.select[i] ? a[i] : b[i]; });
    }
  }
}
#endif

// pselect with the mask of pcmp_eq: lanes where a equals b take c, the others d.
TYPED_TEST(PacketCommon, SelectByEquality) {
  PACKET_TEST_TYPES;
  if (upstream_neon_complex_double_pcmp_eq_is_per_part && std::is_same<Scalar, std::complex<double>>::value)
    GTEST_SKIP() << "NEON's pcmp_eq<Packet1cd> compares each part on its own (packet_test_support.h)";
  const Buffer<Scalar> pool = pool_of<Scalar>(3 * lanes + 200);
  std::mt19937 rng(9);
  for (int trial = 0; trial < 100; ++trial) {
    const Scalar* a = pool.data() + trial;
    const Scalar* c = pool.data() + lanes + 2 * trial;
    const Scalar* d = pool.data() + 2 * lanes + trial / 2;
    Buffer<Scalar> b(lanes);
    for (int i = 0; i < lanes; ++i) b[i] = (rng() & 1) ? a[i] : pool[(3 * i + 5 * trial) % pool.size()];
    const Packet mask = ei::pcmp_eq(T::load(a), T::load(b.data()));
    expect_lanes("pselect(pcmp_eq)", T::store(ei::pselect(mask, T::load(c), T::load(d))),
                 [&](int i) { return a[i] == b[i] ? c[i] : d[i]; });
  }
}

// Floating-point values whose sum and product every order of evaluation gives exactly: small
// integers and signed powers of two (at most 14 lanes away from +-1, so that a binary16 partial
// product stays normal); complex ones with such parts or factors.
template <typename Scalar>
Scalar summand(std::mt19937& rng) {
  if constexpr (is_complex<Scalar>::value) {
    typedef typename Scalar::value_type Real;
    return Scalar(Real(int(rng() % 19) - 9), Real(int(rng() % 19) - 9));
  } else {
    const int range = is_16_bit_float<Scalar>() ? 2 : 9;
    return Scalar(float(int(rng() % (2 * range + 1)) - range));
  }
}
template <typename Scalar>
Scalar factor(std::mt19937& rng, bool unit) {
  if constexpr (is_complex<Scalar>::value) {
    typedef typename Scalar::value_type Real;
    const Real magnitude = unit ? Real(1) : std::ldexp(Real(1), int(rng() % 7) - 3);
    const int turn = int(rng() % 4);
    return turn == 0   ? Scalar(magnitude, 0)
           : turn == 1 ? Scalar(0, magnitude)
           : turn == 2 ? Scalar(-magnitude, 0)
                       : Scalar(0, -magnitude);
  } else {
    const int exponent = unit ? 0 : is_16_bit_float<Scalar>() ? int(rng() % 3) - 1 : int(rng() % 7) - 3;
    const float magnitude = std::ldexp(1.0f, exponent);
    return Scalar((rng() & 1) ? magnitude : -magnitude);
  }
}

// Integers and bool: every pool value (limits included) in every lane, wrap-around and or/and folds.
// Floating point: the exact values above; their special values are the family files' (NaN, Inf, -0).
TYPED_TEST(PacketCommon, Reductions) {
  PACKET_TEST_TYPES;
  constexpr bool any_value = std::is_integral<Scalar>::value;  // bool included
  const Buffer<Scalar> pool = pool_of<Scalar>(300);
  const int n = int(pool.size());
  std::mt19937 rng(11);
  const int spacing = (lanes + 13) / 14;  // lanes i with (i + trial) % spacing == 0 are not +-1
  for (int trial = 0; trial < (any_value ? n : 200); ++trial) {
    Buffer<Scalar> a(lanes), p(lanes);
    for (int i = 0; i < lanes; ++i) {
      if constexpr (any_value) {
        a[i] = pool[(trial + i) % n];
        p[i] = pool[(7 * trial + 3 * i + 1) % n];
        // bool: every third packet all true but for its lane trial % lanes, so that "all" is seen both ways.
        if (std::is_same<Scalar, bool>::value && trial % 3 == 0) p[i] = Scalar(i != trial % lanes || bool(a[i]));
      } else {
        a[i] = summand<Scalar>(rng);
        p[i] = factor<Scalar>(rng, trial % 5 == 0 || (i + trial) % spacing != 0);
      }
    }
    Scalar sum = a[0], product = p[0], minimum = a[0], maximum = a[0];
    for (int i = 1; i < lanes; ++i) {
      sum = sum_of(sum, a[i]);
      product = product_of(product, p[i]);
      if constexpr (!is_complex<Scalar>::value) {
        minimum = a[i] < minimum ? a[i] : minimum;
        maximum = maximum < a[i] ? a[i] : maximum;
      }
    }
    ASSERT_TRUE(same_value(sum, ei::predux(T::load(a.data()))))
        << "predux: expected " << describe(sum) << " got " << describe(Scalar(ei::predux(T::load(a.data()))));
    // Complex: +0 and -0 parts compare equal (a product's zero part takes its sign from the order).
    const Scalar got_product = ei::predux_mul(T::load(p.data()));
    ASSERT_TRUE(is_complex<Scalar>::value ? product == got_product : same_value(product, got_product))
        << "predux_mul: expected " << describe(product) << " got " << describe(got_product);
    if constexpr (!is_complex<Scalar>::value && !std::is_same<Scalar, bool>::value) {
      ASSERT_TRUE(same_value(minimum, ei::predux_min(T::load(a.data())))) << "predux_min";
      ASSERT_TRUE(same_value(maximum, ei::predux_max(T::load(a.data())))) << "predux_max";
    }
  }
}

}  // namespace

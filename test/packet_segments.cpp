// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen 5's packet segments for the packet of every scalar type, bit for bit at every begin and count, next to a
// guard page on either side, the memory around a stored segment unchanged (test/README.md; the assignment loops
// that use segments: assignment_loops).

#include "packet_test_support.h"

#include <Eigen/Dense>

#include <array>

#if EIGEN_MAJOR_VERSION < 5
#error "packet_segments tests Eigen 5's packet segments: build it on the Eigen 5.0 base only"
#endif

using namespace packet_test;
namespace ei = Eigen::internal;

namespace {

// Distinct bit patterns per index (for bool, true and false), any value of
// the type: NaNs and subnormals included.
template <typename T>
T pattern(std::size_t i, std::uint64_t salt) {
  if constexpr (std::is_same<T, bool>::value) {
    return (i * 7 + salt) % 3 == 0;
  } else {
    unsigned char bytes[sizeof(T)];
    std::uint64_t h = (i + 1) * 0x9E3779B97F4A7C15ull + salt * 0xD1B54A32D192ED03ull;
    for (std::size_t b = 0; b < sizeof(T); ++b) {
      if (b % 8 == 0) h = (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ull;
      bytes[b] = static_cast<unsigned char>(h >> (8 * (b % 8)));
    }
    T x;
    std::memcpy(static_cast<void*>(&x), bytes, sizeof(T));
    return x;
  }
}
template <typename T>
bool same_bits(const T& a, const T& b) {
  return std::memcmp(static_cast<const void*>(&a), static_cast<const void*>(&b), sizeof(T)) == 0;
}

}  // namespace

template <typename Scalar_>
class PacketSegments : public ::testing::Test {
 public:
  typedef Scalar_ Scalar;
  typedef typename ei::packet_traits<Scalar>::type Packet;
  static constexpr int lanes = ei::unpacket_traits<Packet>::size;

  // std::array: std::vector<bool> has no data().
  static std::array<Scalar, lanes> lanes_of(const Packet& p) {
    std::array<Scalar, lanes> out;
    ei::pstoreu(out.data(), p);
    return out;
  }
  static Packet packet_of(std::uint64_t salt) {
    std::array<Scalar, lanes> in;
    for (int i = 0; i < lanes; ++i) in[i] = pattern<Scalar>(i, salt);
    return ei::ploadu<Packet>(in.data());
  }
  // Lanes [begin, begin + count) of p against from[begin ...].
  static void expect_loaded(const char* op, const Packet& p, const Scalar* from, int begin, int count) {
    const std::array<Scalar, lanes> got = lanes_of(p);
    for (int i = begin; i < begin + count; ++i) {
      if (!same_bits(got[i], from[i])) {
        ADD_FAILURE() << op << " begin " << begin << " count " << count << ": lane " << i << " of " << lanes
                      << " expected " << describe(from[i]) << " got " << describe(got[i]);
        return;
      }
    }
  }
  // to[first, last): the segment's lanes of p inside [begin, begin + count),
  // the sentinel pattern (salt) elsewhere.
  static void expect_stored(const char* op, const Scalar* to, const Packet& p, int begin, int count, int first,
                            int last, std::uint64_t salt) {
    const std::array<Scalar, lanes> source = lanes_of(p);
    for (int i = first; i < last; ++i) {
      const bool inside = i >= begin && i < begin + count;
      const Scalar expected = inside ? source[i] : pattern<Scalar>(i, salt);
      if (!same_bits(to[i], expected)) {
        ADD_FAILURE() << op << " begin " << begin << " count " << count << ": element " << i
                      << (inside ? " (in the segment)" : " (outside the segment)") << " expected " << describe(expected)
                      << " got " << describe(to[i]);
        return;
      }
    }
  }
};

typedef ::testing::Types<float, double,
#if defined(EIGEN_VECTORIZE_RVV) && defined(__riscv_zvfh)
                         _Float16,
#endif
                         std::int8_t, std::uint8_t, std::int16_t, std::uint16_t, std::int32_t, std::uint32_t,
                         std::int64_t, std::uint64_t, std::complex<float>, std::complex<double>, Eigen::half,
                         Eigen::bfloat16, bool>
    SegmentTypes;
TYPED_TEST_SUITE(PacketSegments, SegmentTypes);

TYPED_TEST(PacketSegments, DeclaredForEveryRvvPacket) {
#if defined(EIGEN_VECTORIZE_RVV)
  typedef typename TestFixture::Packet Packet;
  EXPECT_TRUE(ei::has_packet_segment<Packet>::value);
  EXPECT_GT(int(TestFixture::lanes), 1);
#else
  GTEST_SKIP() << "which packets have segments is the upstream backend's choice";
#endif
}

TYPED_TEST(PacketSegments, LoadsEverySegmentNextToGuardPages) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Packet Packet;
  constexpr int lanes = TestFixture::lanes;
  // Segments ending at a guard page (from + begin + count is its first
  // element) and starting right after one (from + begin is the buffer's first).
#if defined(EIGEN_VECTORIZE_RVV)
  static_assert(std::size_t(ei::unpacket_traits<Packet>::alignment) <= lanes * sizeof(Scalar),
                "RVV packets declare at most their size: the aligned segment loads below run");
#endif
  GuardedBuffer<Scalar> ends_at_guard(lanes), starts_at_guard(lanes, /*guard_before=*/true);
  for (int i = 0; i < lanes; ++i) {
    ends_at_guard.data()[i] = pattern<Scalar>(i, 1);
    starts_at_guard.data()[i] = pattern<Scalar>(i, 2);
  }
  for (int begin = 0; begin <= lanes; ++begin) {
    for (int count = 0; begin + count <= lanes; ++count) {
      const Scalar* from = ends_at_guard.data() + (lanes - begin - count);
      this->expect_loaded("ploaduSegment (guard after)", ei::ploaduSegment<Packet>(from, begin, count), from, begin,
                          count);
      from = starts_at_guard.data() - begin;
      this->expect_loaded("ploaduSegment (guard before)", ei::ploaduSegment<Packet>(from, begin, count), from, begin,
                          count);
      // The whole buffer: aligned to the packet's declared alignment where that is at most a packet (it ends at a
      // page and spans whole packets; 5.0's SVE declares 64 bytes at every vector length).
      from = ends_at_guard.data();
      if (std::size_t(ei::unpacket_traits<Packet>::alignment) <= lanes * sizeof(Scalar)) {
        ASSERT_EQ(reinterpret_cast<std::uintptr_t>(from) % ei::unpacket_traits<Packet>::alignment, 0u);
        this->expect_loaded("ploadSegment", ei::ploadSegment<Packet>(from, begin, count), from, begin, count);
      }
    }
  }
  // An empty segment may come with a null pointer.
  (void)ei::ploaduSegment<Packet>(nullptr, 0, 0);
  (void)ei::ploaduSegment<Packet>(nullptr, lanes / 2, 0);
}

TYPED_TEST(PacketSegments, StoresEverySegmentNextToGuardPages) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Packet Packet;
  constexpr int lanes = TestFixture::lanes;
  constexpr std::uint64_t sentinel = 3;
  const Packet p = TestFixture::packet_of(4);
  GuardedBuffer<Scalar> ends_at_guard(lanes), starts_at_guard(lanes + lanes, /*guard_before=*/true);
  Scalar* const end = ends_at_guard.data() + lanes;
  for (int i = 0; i < lanes; ++i) ends_at_guard.data()[i] = pattern<Scalar>(i, sentinel);
  for (int begin = 0; begin <= lanes; ++begin) {
    for (int count = 0; begin + count <= lanes; ++count) {
      // Ending at the guard page: to[0, begin) is memory the store must leave.
      Scalar* to = end - begin - count;
      for (int i = 0; i < begin + count; ++i) to[i] = pattern<Scalar>(i, sentinel);
      ei::pstoreuSegment(to, p, begin, count);
      this->expect_stored("pstoreuSegment (guard after)", to, p, begin, count, 0, begin + count, sentinel);
      // Starting right after the guard page: `lanes` elements after the
      // segment must stay as they were.
      to = starts_at_guard.data() - begin;
      for (int i = begin; i < begin + count + lanes; ++i) to[i] = pattern<Scalar>(i, sentinel);
      ei::pstoreuSegment(to, p, begin, count);
      this->expect_stored("pstoreuSegment (guard before)", to, p, begin, count, begin, begin + count + lanes, sentinel);
      // Aligned: the whole buffer (it ends at a page and spans whole packets).
      to = ends_at_guard.data();
      for (int i = 0; i < lanes; ++i) to[i] = pattern<Scalar>(i, sentinel);
      ei::pstoreSegment(to, p, begin, count);
      this->expect_stored("pstoreSegment", to, p, begin, count, 0, lanes, sentinel);
    }
  }
  ei::pstoreuSegment(static_cast<Scalar*>(nullptr), p, 0, 0);
  ei::pstoreuSegment(static_cast<Scalar*>(nullptr), p, lanes / 2, 0);
}

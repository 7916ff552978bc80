// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The packet sizes, the exact list of declared capabilities (Eigen's own tests exercise only what a backend
// declares, so an operation switched off by mistake would otherwise go unnoticed), and an unchanged ABI.

#include <Eigen/Dense>
#include <Eigen/Geometry>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>

#include <map>
#include <string>

#include "abi_types.h"

const AbiEntry* abi_table_without_overlay(std::size_t* count);
int max_align_bytes_without_overlay();

namespace {

template <typename Traits>
std::map<std::string, int> declared_capabilities() {
  return {
    {"Vectorizable", Traits::Vectorizable}, {"AlignedOnScalar", Traits::AlignedOnScalar}, {"HasAdd", Traits::HasAdd},
        {"HasSub", Traits::HasSub}, {"HasShift", Traits::HasShift}, {"HasMul", Traits::HasMul},
        {"HasNegate", Traits::HasNegate}, {"HasAbs", Traits::HasAbs}, {"HasArg", Traits::HasArg},
        {"HasAbs2", Traits::HasAbs2}, {"HasAbsDiff", Traits::HasAbsDiff}, {"HasMin", Traits::HasMin},
        {"HasMax", Traits::HasMax}, {"HasConj", Traits::HasConj}, {"HasSetLinear", Traits::HasSetLinear},
        {"HasBlend", Traits::HasBlend}, {"HasCmp", Traits::HasCmp}, {"HasDiv", Traits::HasDiv},
        {"HasSqrt", Traits::HasSqrt}, {"HasRsqrt", Traits::HasRsqrt}, {"HasExp", Traits::HasExp},
        {"HasExpm1", Traits::HasExpm1}, {"HasLog", Traits::HasLog}, {"HasLog1p", Traits::HasLog1p},
        {"HasLog10", Traits::HasLog10}, {"HasPow", Traits::HasPow}, {"HasSin", Traits::HasSin},
        {"HasCos", Traits::HasCos}, {"HasTan", Traits::HasTan}, {"HasASin", Traits::HasASin},
        {"HasACos", Traits::HasACos}, {"HasATan", Traits::HasATan}, {"HasTanh", Traits::HasTanh},
        {"HasErf", Traits::HasErf}, {"HasNdtri", Traits::HasNdtri}, {"HasRound", Traits::HasRound},
#if EIGEN_MAJOR_VERSION == 5
        // Eigen 5 dropped HasHalfPacket, HasRint, HasFloor and HasCeil (always vectorized) and added these.
        {"HasATanh", Traits::HasATanh}, {"HasCbrt", Traits::HasCbrt}, {"HasReciprocal", Traits::HasReciprocal},
#else
        {"HasHalfPacket", Traits::HasHalfPacket}, {"HasRint", Traits::HasRint}, {"HasFloor", Traits::HasFloor},
        {"HasCeil", Traits::HasCeil},
#endif
    {
      "HasSign", Traits::HasSign
    }
  };
}

}  // namespace

#if defined(EIGEN_VECTORIZE_RVV)

TEST(Configuration, PacketSizesFollowTheVectorLength) {
  EXPECT_EQ(int(Eigen::internal::packet_traits<float>::size), EIGEN_RVV_PACKET_BITS / 32);
  EXPECT_EQ(int(Eigen::internal::packet_traits<double>::size), EIGEN_RVV_PACKET_BITS / 64);
  EXPECT_EQ(EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS, 32);
  unsigned long vlenb;
  __asm__ volatile("csrr %0, vlenb" : "=r"(vlenb));
  EXPECT_EQ(int(vlenb * 8), EIGEN_RVV_VLEN);
}

#if !defined(EIGEN_RVV_REQUESTED_LMUL)
#error "test/configuration.cpp: the build passes EIGEN_RVV_REQUESTED_LMUL (the toolchain's EIGEN_RVV_LMUL)"
#endif
// The packets span the number of registers the build asked for (the
// toolchain's EIGEN_RVV_LMUL): a define lost on the way from CMake to the
// compiler would leave the headers at their default.
TEST(Configuration, PacketsSpanTheRequestedRegisters) {
  EXPECT_EQ(EIGEN_RVV_LMUL, EIGEN_RVV_REQUESTED_LMUL);
  EXPECT_EQ(int(Eigen::internal::packet_traits<float>::size), EIGEN_RVV_VLEN * EIGEN_RVV_REQUESTED_LMUL / 32);
  EXPECT_EQ(int(Eigen::internal::packet_traits<std::int8_t>::size), EIGEN_RVV_VLEN * EIGEN_RVV_REQUESTED_LMUL / 8);
  EXPECT_EQ(int(sizeof(Eigen::internal::packet_traits<double>::type)), EIGEN_RVV_VLEN * EIGEN_RVV_REQUESTED_LMUL / 8);
}

// The capabilities declared for float and double. Changing the backend's
// declarations means changing this list, deliberately.
TEST(Configuration, DeclaredCapabilitiesArePinned) {
  std::map<std::string, int> expected = {
      {"Vectorizable", 1}, {"AlignedOnScalar", 1}, {"HasHalfPacket", 0}, {"HasAdd", 1},   {"HasSub", 1},
      {"HasShift", 0},     {"HasMul", 1},          {"HasNegate", 1},     {"HasAbs", 1},   {"HasArg", 0},
      {"HasAbs2", 1},      {"HasAbsDiff", 0},      {"HasMin", 1},        {"HasMax", 1},   {"HasConj", 1},
      {"HasSetLinear", 1}, {"HasBlend", 1},        {"HasCmp", 1},        {"HasDiv", 1},   {"HasSqrt", 1},
      {"HasRsqrt", 1},     {"HasExp", 1},          {"HasExpm1", 1},      {"HasLog", 1},   {"HasLog1p", 1},
      {"HasLog10", 0},     {"HasPow", 0},          {"HasSin", 1},        {"HasCos", 1},   {"HasTan", 1},
      {"HasASin", 0},      {"HasACos", 0},         {"HasATan", 1},       {"HasTanh", 1},  {"HasErf", 1},
      {"HasNdtri", 1},     {"HasRound", 1},        {"HasRint", 1},       {"HasFloor", 1}, {"HasCeil", 1},
      {"HasSign", 0}};
#if EIGEN_MAJOR_VERSION == 5
  for (const char* only_in_3_4 : {"HasHalfPacket", "HasRint", "HasFloor", "HasCeil"}) expected.erase(only_in_3_4);
  for (const char* only_in_5_0 : {"HasATanh", "HasCbrt", "HasReciprocal"}) expected[only_in_5_0] = 0;
#endif
  EXPECT_EQ(expected, declared_capabilities<Eigen::internal::packet_traits<float>>());
  EXPECT_EQ(expected, declared_capabilities<Eigen::internal::packet_traits<double>>());

  // The eight integer types: no floating-point functions, but shifts.
  std::map<std::string, int> integer = expected;
  integer["HasShift"] = 1;
  for (const char* real_only :
       {"HasSqrt", "HasRsqrt", "HasRound", "HasRint", "HasFloor", "HasCeil", "HasExp", "HasExpm1", "HasLog", "HasLog1p",
        "HasSin", "HasCos", "HasTan", "HasATan", "HasTanh", "HasErf", "HasNdtri"})
    if (integer.count(real_only)) integer[real_only] = 0;
  namespace ei = Eigen::internal;
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::int8_t>>());
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::uint8_t>>());
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::int16_t>>());
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::uint16_t>>());
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::int32_t>>());
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::uint32_t>>());
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::int64_t>>());
  EXPECT_EQ(integer, declared_capabilities<ei::packet_traits<Eigen::numext::uint64_t>>());

  // bool: SSE's Packet16b capabilities (+ or, - xor, * and), without plset, with pblend.
  std::map<std::string, int> boolean = expected;
  for (auto& entry : boolean) entry.second = 0;
  for (const char* name :
       {"Vectorizable", "AlignedOnScalar", "HasAdd", "HasSub", "HasMul", "HasNegate", "HasBlend", "HasSqrt"})
    boolean[name] = 1;
  EXPECT_EQ(boolean, declared_capabilities<ei::packet_traits<bool>>());
  EXPECT_EQ(int(ei::packet_traits<bool>::size), EIGEN_RVV_PACKET_BITS / 8);

  // complex<float>, complex<double>: arithmetic, conj, sqrt, log, exp, division,
  // blend; no complex -> real functions (Eigen 3.4 has no packet path for them).
  std::map<std::string, int> complex = boolean;
  for (auto& entry : complex) entry.second = 0;
  for (const char* name : {"Vectorizable", "AlignedOnScalar", "HasAdd", "HasSub", "HasMul", "HasNegate", "HasConj",
                           "HasBlend", "HasDiv", "HasSqrt", "HasLog", "HasExp"})
    complex[name] = 1;
  EXPECT_EQ(complex, declared_capabilities<ei::packet_traits<std::complex<float>>>());
  EXPECT_EQ(complex, declared_capabilities<ei::packet_traits<std::complex<double>>>());
  EXPECT_EQ(int(ei::packet_traits<std::complex<float>>::size), EIGEN_RVV_PACKET_BITS / 32);
  EXPECT_EQ(int(ei::packet_traits<std::complex<double>>::size), EIGEN_RVV_PACKET_BITS / 64);

  // 16-bit floating point: the real capabilities but ndtri. binary16 packets
  // need Zvfh.
  std::map<std::string, int> half_precision = expected;
  half_precision["HasNdtri"] = 0;
#if defined(__riscv_zvfh)
  EXPECT_EQ(half_precision, declared_capabilities<ei::packet_traits<_Float16>>());
  EXPECT_EQ(half_precision, declared_capabilities<ei::packet_traits<Eigen::half>>());
  EXPECT_EQ(int(ei::packet_traits<Eigen::half>::size), EIGEN_RVV_PACKET_BITS / 16);
#else
  EXPECT_FALSE(bool(ei::packet_traits<Eigen::half>::Vectorizable));
#endif
  EXPECT_EQ(half_precision, declared_capabilities<ei::packet_traits<Eigen::bfloat16>>());
  EXPECT_EQ(int(ei::packet_traits<Eigen::bfloat16>::size), EIGEN_RVV_PACKET_BITS / 16);
}

#else

// Pass-through: upstream's own backend is in use, not ours.
TEST(Configuration, UpstreamBackendInUse) {
  EXPECT_TRUE(bool(Eigen::internal::packet_traits<float>::Vectorizable)) << Eigen::SimdInstructionSetsInUse();
  EXPECT_STRNE("None", Eigen::SimdInstructionSetsInUse());
}

// The packet sizes of the instruction set the build targets, i.e. upstream's
// own packets, reached through the overlay's (pass-through) Eigen/Core.
TEST(Configuration, UpstreamPacketSizesThroughTheOverlay) {
#if !defined(EIGEN_RVV_OVERLAY_CORE_H)
  FAIL() << "the overlay's Eigen/Core was not included";
#endif
  const int float_lanes = Eigen::internal::packet_traits<float>::size;
  const int double_lanes = Eigen::internal::packet_traits<double>::size;
#if defined(EIGEN_VECTORIZE_AVX512)
  EXPECT_EQ(float_lanes, 16);
  EXPECT_EQ(double_lanes, 8);
#elif defined(EIGEN_VECTORIZE_AVX)
  EXPECT_EQ(float_lanes, 8);
  EXPECT_EQ(double_lanes, 4);
#elif defined(EIGEN_VECTORIZE_SVE)
  EXPECT_EQ(float_lanes, EIGEN_ARM64_SVE_VL / 32);
  EXPECT_EQ(double_lanes, 1);  // Eigen 3.4's SVE backend has no double packets
#elif defined(EIGEN_VECTORIZE_NEON) || defined(EIGEN_VECTORIZE_SSE2)
  EXPECT_EQ(float_lanes, 4);
  EXPECT_EQ(double_lanes, 2);
#else
  FAIL() << "unexpected instruction set: " << Eigen::SimdInstructionSetsInUse();
#endif
  std::printf("upstream backend: %s, %d float lanes, %d double lanes\n", Eigen::SimdInstructionSetsInUse(), float_lanes,
              double_lanes);
}

#endif

TEST(Configuration, AbiMatchesABuildWithoutTheOverlay) {
  static const AbiEntry with_overlay[] = EIGEN_RVV_ABI_TABLE;
  std::size_t count = 0;
  const AbiEntry* without_overlay = abi_table_without_overlay(&count);
  ASSERT_EQ(sizeof(with_overlay) / sizeof(with_overlay[0]), count);
  for (std::size_t i = 0; i < count; ++i) {
    EXPECT_STREQ(without_overlay[i].type, with_overlay[i].type);
    EXPECT_EQ(without_overlay[i].size, with_overlay[i].size) << with_overlay[i].type;
    EXPECT_EQ(without_overlay[i].alignment, with_overlay[i].alignment) << with_overlay[i].type;
  }
  EXPECT_EQ(max_align_bytes_without_overlay(), EIGEN_MAX_ALIGN_BYTES)
      << "heap alignment decides how Eigen frees memory: it must not change";
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The early stage of the RVV backend, included by the overlay's Eigen/Core
// before upstream Eigen/Core (see DESIGN.md, "The overlay architecture").
//
// Upstream generic code calls a few packet functions by qualified name where
// no primary template exists to specialize (internal::ptranspose on a
// PacketBlock, in Transpose.h). A qualified call only sees declarations that
// precede the caller's definition, so the packet types and those overloads
// are declared here, after upstream's own prerequisite headers (all of them
// include-guarded, included in Core's own order) and before upstream Core.

#ifndef EIGEN_RVV_PACKET_TYPES_H
#define EIGEN_RVV_PACKET_TYPES_H

#include <Eigen/src/Core/util/Macros.h>

#if EIGEN_WORLD_VERSION != 3 || EIGEN_MAJOR_VERSION != 4
#error \
    "Eigen RVV backend: this overlay is written for Eigen 3.4.x, but the Eigen found next on the include path is a different version. Put the include directory of Eigen 3.4 (Debian: /usr/include/eigen3) right after the overlay's."
#else

#include <Eigen/src/Core/util/DisableStupidWarnings.h>

#include <Eigen/src/Core/util/ConfigureVectorization.h>

#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstdio>
#include <cmath>
#include <cassert>
#include <functional>
#include <sstream>
#ifndef EIGEN_NO_IO
#include <iosfwd>
#endif
#include <cstring>
#include <string>
#include <limits>
#include <climits>
#include <algorithm>
#include <complex>
#if EIGEN_HAS_CXX11
#include <array>
#endif

#include <Eigen/src/Core/util/Constants.h>
#include <Eigen/src/Core/util/Meta.h>
#include <Eigen/src/Core/util/ForwardDeclarations.h>
#include <Eigen/src/Core/util/StaticAssert.h>
#include <Eigen/src/Core/util/XprHelper.h>
#include <Eigen/src/Core/util/Memory.h>
#include <Eigen/src/Core/util/IntegralConstant.h>
#include <Eigen/src/Core/util/SymbolicIndex.h>
#include <Eigen/src/Core/NumTraits.h>
#include "Float16.h"
#include <Eigen/src/Core/MathFunctions.h>
#include <Eigen/src/Core/GenericPacketMath.h>

namespace Eigen {

namespace internal {

// One packet is a group of EIGEN_RVV_LMUL vector registers (Configure.h;
// one register by default) of the fixed length the translation unit is
// compiled for: at LMUL 1, VLEN/32 floats, VLEN/64 doubles, VLEN/8 ..
// VLEN/64 integers, VLEN/8 bools, VLEN/16 halves; LMUL times as many
// otherwise. The suffixes follow Eigen's NEON backend: c = int8,
// uc = uint8, s = int16, us = uint16, i = int32, ui = uint32, l = int64,
// ul = uint64.
#define EIGEN_RVV_FIXED(TYPE, LMUL) TYPE __attribute__((riscv_rvv_vector_bits(EIGEN_RVV_VLEN * LMUL)))
#define EIGEN_RVV_PACKET(ELEMENT) EIGEN_RVV_FIXED(EIGEN_RVV_PACKET_TYPE(ELEMENT), EIGEN_RVV_LMUL)
typedef EIGEN_RVV_PACKET(vfloat32) PacketXf;
typedef EIGEN_RVV_PACKET(vfloat64) PacketXd;
typedef EIGEN_RVV_PACKET(vint8) PacketXc;
typedef EIGEN_RVV_PACKET(vuint8) PacketXuc;
typedef EIGEN_RVV_PACKET(vint16) PacketXs;
typedef EIGEN_RVV_PACKET(vuint16) PacketXus;
typedef EIGEN_RVV_PACKET(vint32) PacketXi;
typedef EIGEN_RVV_PACKET(vuint32) PacketXui;
typedef EIGEN_RVV_PACKET(vint64) PacketXl;
typedef EIGEN_RVV_PACKET(vuint64) PacketXul;
#if defined(__riscv_zvfh)
// Half precision (Zvfh): _Float16 lanes, computed natively.
// Eigen::half packets are the same registers under a distinct type (Half.h).
typedef EIGEN_RVV_PACKET(vfloat16) PacketXf16;
#endif
#undef EIGEN_RVV_PACKET

// Single vector registers (LMUL 1) of the floating-point types: the
// registers of the matrix-product kernel (GeneralBlockPanelKernel.h), which
// chooses its register tile independently of the packets' LMUL. At LMUL 1
// they are the packet types themselves.
typedef EIGEN_RVV_FIXED(vfloat32m1_t, 1) RegisterXf;
typedef EIGEN_RVV_FIXED(vfloat64m1_t, 1) RegisterXd;
typedef EIGEN_RVV_FIXED(vuint16m1_t, 1) RegisterXus;
#if defined(__riscv_zvfh)
typedef EIGEN_RVV_FIXED(vfloat16m1_t, 1) RegisterXf16;
#endif
// Two registers of floats (LMUL 2): the float accumulators of the 16-bit
// matrix products (GeneralBlockPanelKernel.h).
typedef EIGEN_RVV_FIXED(vfloat32m2_t, 2) RegisterPairXf;
#undef EIGEN_RVV_FIXED
// bool: one byte per lane holding 0 or 1, in the register of PacketXuc but a
// distinct type (Eigen's wrapper), as SSE's Packet16b.
typedef eigen_packet_wrapper<PacketXuc, 1> PacketXb;

#if defined(__riscv_zvfh)
typedef eigen_packet_wrapper<PacketXf16, 2> PacketXh;
#endif
// Eigen::bfloat16: 16-bit lanes, the bits in a uint16 register group,
// computed through float (BFloat16.h).
typedef eigen_packet_wrapper<PacketXus, 3> PacketXbf;
// The matrix-product kernel's single registers of Eigen::half and
// Eigen::bfloat16 (at LMUL 1 the packets above).
#if defined(__riscv_zvfh)
typedef eigen_packet_wrapper<RegisterXf16, 2> RegisterXh;
#endif
typedef eigen_packet_wrapper<RegisterXus, 3> RegisterXbf;

// Complex packets: the complex numbers of one real packet's lane count, split
// into a register group of real parts and one of imaginary parts. Segmented
// loads and stores (vlseg2/vsseg2) convert between this layout and the
// interleaved one of std::complex in memory (Complex.h).
template <typename RealPacket>
struct rvv_complex_packet {
  RealPacket real;
  RealPacket imag;
};
typedef rvv_complex_packet<PacketXf> PacketXcf;
typedef rvv_complex_packet<PacketXd> PacketXcd;
// The matrix-product kernel's complex registers (LMUL 1 parts).
typedef rvv_complex_packet<RegisterXf> RegisterXcf;
typedef rvv_complex_packet<RegisterXd> RegisterXcd;

// Overloads that upstream calls by qualified name (Transpose.h calls
// internal::ptranspose; scalar_shift_right_op/scalar_shift_left_op call
// internal::parithmetic_shift_right etc.), declared before upstream Core.
// Defined in PacketMath.h and IntegerPacketMath.h.
//
// ptranspose: the N packets are the rows of an N x lanes matrix; the result
// holds its columns one after another (for N == lanes, the ordinary
// transpose), as on Eigen's other backends. N = 1 is upstream's no-op.
#define EIGEN_RVV_DECLARE_TRANSPOSE(PACKET) \
  template <int N>                          \
  EIGEN_DEVICE_FUNC inline typename enable_if<(N >= 2), void>::type ptranspose(PacketBlock<PACKET, N>& kernel);
#define EIGEN_RVV_DECLARE_SHIFTS(PACKET)                               \
  template <int N>                                                     \
  EIGEN_STRONG_INLINE PACKET parithmetic_shift_right(const PACKET& a); \
  template <int N>                                                     \
  EIGEN_STRONG_INLINE PACKET plogical_shift_right(const PACKET& a);    \
  template <int N>                                                     \
  EIGEN_STRONG_INLINE PACKET plogical_shift_left(const PACKET& a);
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXf)
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXd)
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXb)
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXcf)
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXcd)
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXbf)
#if defined(__riscv_zvfh)
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXf16)
EIGEN_RVV_DECLARE_TRANSPOSE(PacketXh)
#endif
#define EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PACKET) EIGEN_RVV_DECLARE_TRANSPOSE(PACKET) EIGEN_RVV_DECLARE_SHIFTS(PACKET)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXc)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXuc)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXs)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXus)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXi)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXui)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXl)
EIGEN_RVV_DECLARE_INTEGER_OVERLOADS(PacketXul)
#undef EIGEN_RVV_DECLARE_INTEGER_OVERLOADS
#undef EIGEN_RVV_DECLARE_SHIFTS
#undef EIGEN_RVV_DECLARE_TRANSPOSE

// The alignment every RVV packet declares (unpacket_traits<>::alignment).
// RVV loads and stores need only element alignment, and aligned and unaligned
// accesses are the same instruction, but Eigen's own code takes Aligned16
// (`Aligned`, EIGEN_MIN_ALIGN_BYTES) to be at least what a vectorized packet
// needs: SparseLU's kernels align rows with first_default_aligned() and then
// map them as Aligned16, asserting it. 16 bytes is Eigen's heap alignment
// (EIGEN_MAX_ALIGN_BYTES), so heap objects stay aligned; the packet size
// (VLEN/8 bytes) would make Eigen peel scalar iterations in front of most
// vectorized loops. The static alignment of Eigen objects is untouched (ABI,
// DESIGN.md).
enum { rvv_packet_alignment = Aligned16 };

// bool packets (operations in BoolPacketMath.h). Declared here because upstream
// Core instantiates packet_traits<bool> itself (functor_traits of its bool
// functors), before the RVV headers after it.
template <>
struct packet_traits<bool> : default_packet_traits {
  typedef PacketXb type;
  typedef PacketXb half;
  enum {
    Vectorizable = 1,
    AlignedOnScalar = 1,
    HasHalfPacket = 0,
    size = EIGEN_RVV_PACKET_BITS / 8,

    HasAdd = 1,
    HasSub = 1,
    HasShift = 0,
    HasMul = 1,
    HasNegate = 1,
    HasAbs = 0,
    HasAbs2 = 0,
    HasMin = 0,
    HasMax = 0,
    HasConj = 0,
    HasSetLinear = 0,
    HasSqrt = 1  // sqrt, square and cube of a bool are the bool itself (Eigen's bool functors)
  };
};

template <>
struct unpacket_traits<PacketXb> {
  typedef bool type;
  typedef PacketXb half;
  enum {
    size = EIGEN_RVV_PACKET_BITS / 8,
    alignment = rvv_packet_alignment,
    vectorizable = true,
    masked_load_available = false,
    masked_store_available = false
  };
};

}  // end namespace internal

}  // end namespace Eigen

#include "StartupCheck.h"

#include <Eigen/src/Core/util/ReenableStupidWarnings.h>

#endif  // Eigen 3.4

#endif  // EIGEN_RVV_PACKET_TYPES_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The early stage of the RVV backend, before upstream Eigen/Core (DESIGN.md, "The overlay architecture"): the packet
// types and the overloads upstream calls by qualified name where no primary template exists (ptranspose), which a
// qualified call sees only if declared before the caller's definition.

#ifndef EIGEN_RVV_PACKET_TYPES_H
#define EIGEN_RVV_PACKET_TYPES_H

#include "Base.h"

#if defined(EIGEN_RVV_BASE)

#include <Eigen/src/Core/util/DisableStupidWarnings.h>

namespace Eigen {

namespace internal {

// The vector types. rvv_vector<Scalar, LMUL> names `fixed` (the fixed-length type, complete), `sizeless` (the RVV type)
// and `raw`, the type the rvv operations compute on: `fixed` with clang, `sizeless` with GCC, whose packets are
// therefore rvv_packet structs (DESIGN.md, "Packet types").
template <typename Scalar, int LMUL>
struct rvv_vector;
#if defined(__clang__)
#define EIGEN_RVV_PACKET_STRUCTS 0
#define EIGEN_RVV_RAW_VECTOR(SIZELESS, FIXED) FIXED
#else
#define EIGEN_RVV_PACKET_STRUCTS 1
#define EIGEN_RVV_RAW_VECTOR(SIZELESS, FIXED) SIZELESS
#endif
#define EIGEN_RVV_VECTOR(SCALAR, NAME, LMUL)                                                       \
  template <>                                                                                      \
  struct rvv_vector<SCALAR, LMUL> {                                                                \
    typedef SCALAR Scalar;                                                                         \
    enum { lmul = LMUL, lanes = EIGEN_RVV_VLEN * LMUL / (8 * sizeof(SCALAR)) };                    \
    typedef NAME##m##LMUL##_t __attribute__((riscv_rvv_vector_bits(EIGEN_RVV_VLEN * LMUL))) fixed; \
    typedef NAME##m##LMUL##_t sizeless;                                                            \
    typedef EIGEN_RVV_RAW_VECTOR(sizeless, fixed) raw;                                             \
  };
#define EIGEN_RVV_VECTORS(SCALAR, NAME) \
  EIGEN_RVV_VECTOR(SCALAR, NAME, 1)     \
  EIGEN_RVV_VECTOR(SCALAR, NAME, 2)     \
  EIGEN_RVV_VECTOR(SCALAR, NAME, 4)     \
  EIGEN_RVV_VECTOR(SCALAR, NAME, 8)
#define EIGEN_RVV_INTEGER_VECTOR_NAME_signed(SEW) vint##SEW
#define EIGEN_RVV_INTEGER_VECTOR_NAME_unsigned(SEW) vuint##SEW
#define EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX) EIGEN_RVV_VECTORS(SCALAR, vfloat##SEW)
#define EIGEN_RVV_INTEGER_TYPE(SCALAR, SEW, FAMILY, SUFFIX) \
  EIGEN_RVV_VECTORS(SCALAR, EIGEN_RVV_INTEGER_VECTOR_NAME_##FAMILY(SEW))
#include "PacketTypeTable.h"
#undef EIGEN_RVV_INTEGER_VECTOR_NAME_unsigned
#undef EIGEN_RVV_INTEGER_VECTOR_NAME_signed
#undef EIGEN_RVV_VECTORS
#undef EIGEN_RVV_VECTOR
#undef EIGEN_RVV_RAW_VECTOR

// A packet type of its own for a vector: the fixed-length vector `v` in a struct, told apart by Kind (0: GCC's plain
// packet; otherwise bool, Eigen::half or bfloat16 lanes in Vector's register). It converts implicitly to and from the
// raw vector and from the other kinds, as Eigen's eigen_packet_wrapper does with the packet it wraps.
template <typename Vector, int Kind>
struct rvv_packet {
  typedef typename Vector::fixed fixed;
  typedef typename Vector::raw raw;
  fixed v;
  EIGEN_STRONG_INLINE rvv_packet() {}
  EIGEN_STRONG_INLINE rvv_packet(const raw& x) : v(x) {}
  EIGEN_STRONG_INLINE operator raw() const { return v; }
  template <int OtherKind>
  EIGEN_STRONG_INLINE rvv_packet(const rvv_packet<Vector, OtherKind>& other) : v(other.v) {}
};
enum { rvv_plain_kind = 0, rvv_bool_kind = 1, rvv_half_kind = 2, rvv_bfloat16_kind = 3 };

// rvv::raw(p): the vector the operations compute on, of a packet or of a raw
// vector; rvv::as<P>(q): q's register as packet type P (the same bits).
template <typename Packet>
struct rvv_raw {
  typedef Packet type;
  static EIGEN_STRONG_INLINE const Packet& get(const Packet& p) { return p; }
};
template <typename Vector, int Kind>
struct rvv_raw<rvv_packet<Vector, Kind> > {
  typedef typename Vector::raw type;
  static EIGEN_STRONG_INLINE type get(const rvv_packet<Vector, Kind>& p) { return p.v; }
};
namespace rvv {
template <typename Packet>
EIGEN_STRONG_INLINE typename rvv_raw<Packet>::type raw(const Packet& p) {
  return rvv_raw<Packet>::get(p);
}
template <typename To, typename From>
EIGEN_STRONG_INLINE To as(const From& from) {
  return To(raw(from));
}
}  // namespace rvv

// The packets Eigen sees, PacketX<suffix>: one group of EIGEN_RVV_LMUL registers (VLEN/32 floats, VLEN/64 doubles at
// LMUL 1); the same packets at each register-group size in use, PacketX<suffix>_m<LMUL> (LMUL 1 up to
// EIGEN_RVV_LMUL), serve the matrix-product kernel's single registers.
template <typename Scalar, int LMUL>
struct rvv_plain_packet {
#if EIGEN_RVV_PACKET_STRUCTS
  typedef rvv_packet<rvv_vector<Scalar, LMUL>, rvv_plain_kind> type;
#else
  typedef typename rvv_vector<Scalar, LMUL>::fixed type;
#endif
};
#undef EIGEN_RVV_PACKET_STRUCTS

// Complex packets: the complex numbers of one real packet's lane count, in a register group of real parts and one of
// imaginary parts; segmented loads and stores (vlseg2/vsseg2) convert from and to std::complex's interleaved layout.
template <typename RealPacket>
struct rvv_complex_packet {
  RealPacket real;
  RealPacket imag;
};

// Forwarded packets (ForwardingPackets.h): bool lanes (one byte holding 0 or 1)
// in a uint8 register, Eigen::half in a _Float16 register (Zvfh), Eigen::bfloat16
// as its bits in a uint16 register (computed through float, BFloat16.h).
#define EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX) typedef rvv_plain_packet<SCALAR, EIGEN_RVV_LMUL>::type PacketX##SUFFIX;
#define EIGEN_RVV_INTEGER_TYPE(SCALAR, SEW, FAMILY, SUFFIX) EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX)
#define EIGEN_RVV_COMPLEX_TYPE(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX) \
  typedef rvv_complex_packet<PacketX##REAL_SUFFIX> PacketX##SUFFIX;
#define EIGEN_RVV_FORWARDED_TYPE(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND) \
  typedef rvv_packet<rvv_vector<STORAGE_SCALAR, EIGEN_RVV_LMUL>, KIND> PacketX##SUFFIX;
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, LMUL) \
  typedef rvv_plain_packet<SCALAR, LMUL>::type PacketX##SUFFIX##_m##LMUL;
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, LMUL) EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, LMUL)
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, LMUL) \
  typedef rvv_complex_packet<PacketX##REAL_SUFFIX##_m##LMUL> PacketX##SUFFIX##_m##LMUL;
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, LMUL) \
  typedef rvv_packet<rvv_vector<STORAGE_SCALAR, LMUL>, KIND> PacketX##SUFFIX##_m##LMUL;
#include "PacketTypeTable.h"

// Overloads upstream calls by qualified name (Transpose.h: internal::ptranspose; the shift functors:
// internal::parithmetic_shift_right, ...), defined in PacketMath.h and IntegerPacketMath.h. ptranspose: the N packets
// are the rows of an N x lanes matrix, the result holds its columns one after another; N = 1 is upstream's no-op.
#define EIGEN_RVV_DECLARE_TRANSPOSE(PACKET) \
  template <int N>                          \
  EIGEN_DEVICE_FUNC inline typename std::enable_if<(N >= 2), void>::type ptranspose(PacketBlock<PACKET, N>& kernel);
#define EIGEN_RVV_DECLARE_SHIFTS(PACKET)                               \
  template <int N>                                                     \
  EIGEN_STRONG_INLINE PACKET parithmetic_shift_right(const PACKET& a); \
  template <int N>                                                     \
  EIGEN_STRONG_INLINE PACKET plogical_shift_right(const PACKET& a);    \
  template <int N>                                                     \
  EIGEN_STRONG_INLINE PACKET plogical_shift_left(const PACKET& a);
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, LMUL) EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_m##LMUL)
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, LMUL) \
  EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_m##LMUL)
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, LMUL) \
  EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_m##LMUL)
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, LMUL) \
  EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_m##LMUL) EIGEN_RVV_DECLARE_SHIFTS(PacketX##SUFFIX##_m##LMUL)
#include "PacketTypeTable.h"
#undef EIGEN_RVV_DECLARE_SHIFTS
#undef EIGEN_RVV_DECLARE_TRANSPOSE

// The alignment every RVV packet declares: 16 bytes, Eigen's heap alignment, which Eigen's code (SparseLU's Aligned16
// maps) takes to be at least what a packet needs. RVV needs element alignment only; the packet size would make Eigen
// peel scalar iterations in front of most loops (DESIGN.md, "ABI").
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
    HasBlend = 1,  // forwarded to the uint8 storage packet, as every bit-moving operation
    HasSqrt = 1,   // sqrt, square and cube of a bool are the bool itself (Eigen's bool functors)
    HasRound = 0,  // Eigen 5 defaults these two to 1
    HasSign = 0
  };
};

// At every LMUL.
template <typename Vector>
struct unpacket_traits<rvv_packet<Vector, rvv_bool_kind> > {
  typedef bool type;
  typedef rvv_packet<Vector, rvv_bool_kind> half;
  enum {
    size = Vector::lanes,
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

// Base.h claimed Eigen 5's Core include guard for the prerequisites.
#if defined(EIGEN_RVV_CLAIMED_CORE_GUARD)
#undef EIGEN_CORE_MODULE_H
#undef EIGEN_RVV_CLAIMED_CORE_GUARD
#endif

#endif  // EIGEN_RVV_BASE

#endif  // EIGEN_RVV_PACKET_TYPES_H

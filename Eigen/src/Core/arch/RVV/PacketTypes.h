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

// A loop of a compile-time count, unrolled before the compiler's vectorizers see it.
#if defined(__clang__)
#define EIGEN_RVV_UNROLL_FULLY _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__)
#define EIGEN_RVV_UNROLL_FULLY _Pragma("GCC unroll 32")
#else
#define EIGEN_RVV_UNROLL_FULLY
#endif

// GCC 14 gives a strided load or store at a fixed vector length the memory of a contiguous vector, and moves or
// forwards scalar accesses to its other elements across it (test/miscompile/gcc14_strided_access.cpp; GCC 15 is
// right): there a compiler barrier goes before and after each strided access.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 15
#define EIGEN_RVV_STRIDED_ACCESS_FENCE() __asm__ __volatile__("" ::: "memory")
#else
#define EIGEN_RVV_STRIDED_ACCESS_FENCE() static_cast<void>(0)
#endif

namespace Eigen {

namespace internal {

// The vector types. rvv_vector<Scalar, LMUL> names `fixed` (the fixed-length type, complete), `sizeless` (the RVV type)
// and `raw`, the type the rvv operations compute on: `fixed` with clang, `sizeless` with GCC, whose packets are
// therefore rvv_packet structs (DESIGN.md, "Packet types").
template <typename Scalar, int LMUL>
struct rvv_vector;
// rvv_vector_of<V>::type: the descriptor of an RVV type V (sizeless), for every type of the table.
template <typename V>
struct rvv_vector_of;
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
  };                                                                                               \
  template <>                                                                                      \
  struct rvv_vector_of<NAME##m##LMUL##_t> {                                                        \
    typedef rvv_vector<SCALAR, LMUL> type;                                                         \
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

// The first Lanes elements of one register (Lanes below the register's element count): the vector of a part
// packet, whose memory accesses, reductions and lane movement run with the vector length set to Lanes (DESIGN.md,
// "Part packets").
template <typename Scalar, int Lanes>
struct rvv_vector_part : rvv_vector<Scalar, 1> {
  enum { lanes = Lanes };
};

// rvv::raw(p): the vector the operations compute on, of a packet or of a raw vector (a part packet itself, so that
// the operations read its lane count from its descriptor); rvv::as<P>(q): q's register as packet type P.
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
template <typename Scalar, int Lanes, int Kind>
struct rvv_raw<rvv_packet<rvv_vector_part<Scalar, Lanes>, Kind> > {
  typedef rvv_packet<rvv_vector_part<Scalar, Lanes>, Kind> type;
  static EIGEN_STRONG_INLINE const type& get(const type& p) { return p; }
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

// Part packets (EIGEN_RVV_PART_PACKETS): 1/2, 1/4 and 1/8 of a register's elements, down to 128 bits (the packets of
// SSE and NEON), so that fixed-size objects smaller than a packet (Vector4f, Matrix4f, Vector2d) are vectorized.
template <typename Scalar, int Lanes>
struct rvv_part_packet {
  typedef rvv_packet<rvv_vector_part<Scalar, Lanes>, rvv_plain_kind> type;
};
enum { rvv_smallest_packet_bits = 128 };
// The packet of Lanes elements: a register group from one register up, a part below.
template <typename Scalar, int Lanes, bool Group = (Lanes * 8 * int(sizeof(Scalar)) >= EIGEN_RVV_VLEN)>
struct rvv_packet_of_lanes {
  typedef typename rvv_plain_packet<Scalar, Lanes * 8 * int(sizeof(Scalar)) / EIGEN_RVV_VLEN>::type type;
};
template <typename Scalar, int Lanes>
struct rvv_packet_of_lanes<Scalar, Lanes, false> {
  typedef typename rvv_part_packet<Scalar, Lanes>::type type;
};
// Eigen's half packet of the real and integer packets of Lanes elements: half the lanes down to 128 bits, then the
// packet itself; scalars whose math functions have no part packets (_Float16: through float) stop at Eigen's packet.
template <typename Scalar>
struct rvv_has_part_packets : std::true_type {};
#if defined(__riscv_zvfh)
template <>
struct rvv_has_part_packets<_Float16> : std::false_type {};
#endif
template <typename Scalar, int Lanes, typename Packet,
          bool Halves = EIGEN_RVV_PART_PACKETS&& rvv_has_part_packets<Scalar>::value &&
                        (Lanes / 2 * 8 * int(sizeof(Scalar)) >= int(rvv_smallest_packet_bits))>
struct rvv_half_packet {
  typedef typename rvv_packet_of_lanes<Scalar, Lanes / 2>::type type;
};
template <typename Scalar, int Lanes, typename Packet>
struct rvv_half_packet<Scalar, Lanes, Packet, false> {
  typedef Packet type;
};
// The packet type of a table row's SHAPE: m1, m2, m4 (register groups) or p2, p4, p8 (parts of one register).
#define EIGEN_RVV_SHAPE_PACKET(SCALAR, SHAPE) EIGEN_RVV_SHAPE_PACKET_##SHAPE(SCALAR)
#define EIGEN_RVV_SHAPE_PACKET_m1(SCALAR) rvv_plain_packet<SCALAR, 1>::type
#define EIGEN_RVV_SHAPE_PACKET_m2(SCALAR) rvv_plain_packet<SCALAR, 2>::type
#define EIGEN_RVV_SHAPE_PACKET_m4(SCALAR) rvv_plain_packet<SCALAR, 4>::type
#define EIGEN_RVV_SHAPE_PACKET_p2(SCALAR) rvv_part_packet<SCALAR, rvv_vector<SCALAR, 1>::lanes / 2>::type
#define EIGEN_RVV_SHAPE_PACKET_p4(SCALAR) rvv_part_packet<SCALAR, rvv_vector<SCALAR, 1>::lanes / 4>::type
#define EIGEN_RVV_SHAPE_PACKET_p8(SCALAR) rvv_part_packet<SCALAR, rvv_vector<SCALAR, 1>::lanes / 8>::type
#define EIGEN_RVV_SHAPE_LMUL_m1 1
#define EIGEN_RVV_SHAPE_LMUL_m2 2
#define EIGEN_RVV_SHAPE_LMUL_m4 4

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
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE) \
  typedef EIGEN_RVV_SHAPE_PACKET(SCALAR, SHAPE) PacketX##SUFFIX##_##SHAPE;
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE) EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE)
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, SHAPE) \
  typedef rvv_complex_packet<PacketX##REAL_SUFFIX##_##SHAPE> PacketX##SUFFIX##_##SHAPE;
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, SHAPE) \
  typedef rvv_packet<rvv_vector<STORAGE_SCALAR, EIGEN_RVV_SHAPE_LMUL_##SHAPE>, KIND> PacketX##SUFFIX##_##SHAPE;
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
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE) EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, SHAPE) \
  EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, SHAPE) \
  EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_##SHAPE)
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE) \
  EIGEN_RVV_DECLARE_TRANSPOSE(PacketX##SUFFIX##_##SHAPE) EIGEN_RVV_DECLARE_SHIFTS(PacketX##SUFFIX##_##SHAPE)
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
    HasAbsDiff = 0,  // master defaults it to 1
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

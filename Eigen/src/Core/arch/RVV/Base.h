// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The Eigen base the overlay stands on (3.4.x, 5.0.x or master, next on the include path): EIGEN_RVV_BASE (34, 50 or
// 51), what differs between the bases besides the sections marked "Base:" elsewhere, and upstream Core's prerequisite
// headers in the base's own order, included by PacketTypes.h before upstream Core (DESIGN.md, "Three bases").

#ifndef EIGEN_RVV_BASE_H
#define EIGEN_RVV_BASE_H

// Eigen 5 keeps its version in Eigen/Version; 3.4 in Macros.h.
#if __has_include(<Eigen/Version>)
#include <Eigen/Version>
#endif

#if defined(EIGEN_WORLD_VERSION) && EIGEN_WORLD_VERSION == 3 && EIGEN_MAJOR_VERSION == 5 && EIGEN_MINOR_VERSION == 0
// Master after 5.0 keeps 5.0.1's numbers; upstream's own RISC-V backend (RVV10) tells it apart.
#if __has_include(<Eigen/src/Core/arch/RVV10/PacketMath.h>)
#define EIGEN_RVV_BASE 51
#else
#define EIGEN_RVV_BASE 50
#endif
// Eigen 5's internal headers insist on being included from Eigen/Core (they
// check its include guard): the overlay claims it for the prerequisites and
// PacketTypes.h gives it back before upstream Core (in-tree, Core holds it).
#if !defined(EIGEN_CORE_MODULE_H)
#define EIGEN_CORE_MODULE_H
#define EIGEN_RVV_CLAIMED_CORE_GUARD
#endif
#include <Eigen/src/Core/util/Macros.h>
#else
#include <Eigen/src/Core/util/Macros.h>
#if EIGEN_WORLD_VERSION == 3 && EIGEN_MAJOR_VERSION == 4
#define EIGEN_RVV_BASE 34
#endif
#endif

#if EIGEN_RVV_BASE == 51 && !defined(EIGEN_ARCH_RISCV)
// (5.0.1 has no EIGEN_ARCH_RISCV; a master tree missing it is a mix of two versions.)
#error \
    "Eigen RVV backend: the Eigen next on the include path has master's RVV10 headers but not master's Macros.h: a mix of two Eigen versions. Point the include path at one whole Eigen tree."
#endif

#if !defined(EIGEN_RVV_BASE)
#error \
    "Eigen RVV backend: the Eigen found next on the include path is not one this overlay supports: 3.4.x, 5.0.x, or master after 5.0 (5.0.1-dev, commits ea13a98d to 12c9c14b). Put the include directory of one of them (Debian: /usr/include/eigen3) right after the overlay's."
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
#include <array>
#include <memory>
#include <vector>
#include <type_traits>

// Upstream Core's prerequisites, in its order (all include-guarded).
#include <Eigen/src/Core/util/Constants.h>
#include <Eigen/src/Core/util/Meta.h>
#if EIGEN_RVV_BASE >= 50
#include <Eigen/src/Core/util/Assert.h>
#endif
#include <Eigen/src/Core/util/ForwardDeclarations.h>
#include <Eigen/src/Core/util/StaticAssert.h>
#include <Eigen/src/Core/util/XprHelper.h>
#include <Eigen/src/Core/util/Memory.h>
#include <Eigen/src/Core/util/IntegralConstant.h>
#if EIGEN_RVV_BASE >= 50
#include <Eigen/src/Core/util/Serializer.h>
#endif
#include <Eigen/src/Core/util/SymbolicIndex.h>
#if EIGEN_RVV_BASE >= 50
#include <Eigen/src/Core/util/EmulateArray.h>
#include <Eigen/src/Core/util/MoreMeta.h>
#endif
#if EIGEN_RVV_BASE == 51 && __has_include(<Eigen/src/Core/util/LruCache.h>)
#include <Eigen/src/Core/util/LruCache.h>
#endif
#include <Eigen/src/Core/NumTraits.h>
// NumTraits<_Float16> and the numext functions on it, before the code that uses them.
#include "Float16.h"
#include <Eigen/src/Core/MathFunctions.h>
#if EIGEN_RVV_BASE >= 50
#include <Eigen/src/Core/RandomImpl.h>
#endif
#include <Eigen/src/Core/GenericPacketMath.h>

namespace Eigen {
namespace internal {

#if EIGEN_RVV_BASE == 34
// Fused multiply-subtract variants, which Eigen 5 declares and 3.4 does not:
// the primary templates, which RVV packets specialize to one instruction.
// pmsub: a * b - c.
template <typename Packet>
EIGEN_DEVICE_FUNC inline Packet pmsub(const Packet& a, const Packet& b, const Packet& c) {
  return psub(pmul(a, b), c);
}
// pnmadd: c - a * b.
template <typename Packet>
EIGEN_DEVICE_FUNC inline Packet pnmadd(const Packet& a, const Packet& b, const Packet& c) {
  return psub(c, pmul(a, b));
}
// pnmsub: -(a * b) - c.
template <typename Packet>
EIGEN_DEVICE_FUNC inline Packet pnmsub(const Packet& a, const Packet& b, const Packet& c) {
  return pnegate(padd(pmul(a, b), c));
}
#endif

}  // end namespace internal
}  // end namespace Eigen

// The class whose member template packetOp computes scalar_logistic_op<T> on
// packets (T other than float, which both bases specialize as a whole):
// Eigen 5 moved it into a base class.
#if EIGEN_RVV_BASE == 34
#define EIGEN_RVV_LOGISTIC_FUNCTOR(T) scalar_logistic_op<T>
#else
#define EIGEN_RVV_LOGISTIC_FUNCTOR(T) scalar_logistic_op_impl<T, void>
#endif

// Master returns scalar_pow_op's packetOp by value (5.0: const), names predux_half_dowto4 predux_half, and has no
// pblend (nor Selector): EIGEN_RVV_WITH_PBLEND(...) keeps its arguments on the bases that have it.
#if EIGEN_RVV_BASE == 51
#define EIGEN_RVV_POW_PACKET_OP_RESULT(PACKET) PACKET
#define EIGEN_RVV_PREDUX_HALF predux_half
#define EIGEN_RVV_WITH_PBLEND(...)
#else
#define EIGEN_RVV_POW_PACKET_OP_RESULT(PACKET) std::add_const<PACKET>::type
#define EIGEN_RVV_PREDUX_HALF predux_half_dowto4
#define EIGEN_RVV_WITH_PBLEND(...) __VA_ARGS__
#endif

#include <Eigen/src/Core/util/ReenableStupidWarnings.h>

#endif  // EIGEN_RVV_BASE

#endif  // EIGEN_RVV_BASE_H

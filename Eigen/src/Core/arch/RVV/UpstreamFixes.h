// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Corrections to Eigen's generic code that the RVV packets (wider than any other backend's) or the 16-bit scalar types
// need, each with the upstream behaviour it corrects. Included after the RVV packet headers; each belongs in the
// upstream file named in its section.

#ifndef EIGEN_RVV_UPSTREAM_FIXES_H
#define EIGEN_RVV_UPSTREAM_FIXES_H

namespace Eigen {

namespace internal {

// --- TriangularMatrixMatrix.h: packed blocks aligned within their slack -----
// Upstream aligns a pointer in its packed RHS buffer to the packet size with only EIGEN_MAX_ALIGN_BYTES (16) of slack,
// which packets of VLEN/8 bytes overrun. RVV needs element alignment only: align within the slack.
template <typename Scalar>
EIGEN_STRONG_INLINE unsigned long rvv_first_aligned_within_slack(const Scalar* array, unsigned long size) {
  const std::uintptr_t address = reinterpret_cast<std::uintptr_t>(array);
  if (EIGEN_MAX_ALIGN_BYTES <= int(sizeof(Scalar)) || address % sizeof(Scalar) != 0) return 0;
  const unsigned long first =
      ((EIGEN_MAX_ALIGN_BYTES - address % EIGEN_MAX_ALIGN_BYTES) % EIGEN_MAX_ALIGN_BYTES) / sizeof(Scalar);
  return first < size ? first : size;
}
#define EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(SCALAR)                                                      \
  template <>                                                                                                   \
  EIGEN_DEVICE_FUNC inline unsigned long                                                                        \
  first_aligned<int(packet_traits<SCALAR>::size * sizeof(SCALAR)), SCALAR, unsigned long>(const SCALAR* array,  \
                                                                                          unsigned long size) { \
    return rvv_first_aligned_within_slack(array, size);                                                         \
  }
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(float)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(double)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(std::complex<float>)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(std::complex<double>)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(signed char)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(unsigned char)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(short)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(unsigned short)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(int)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(unsigned int)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(long)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(unsigned long)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(bfloat16)
#if defined(__riscv_zvfh)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(half)
EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK(_Float16)
#endif
#undef EIGEN_RVV_ALIGN_PACKED_BLOCKS_WITHIN_SLACK

// --- Functors.h and MathFunctions.h on 16-bit scalars -----------------------

// Base: Eigen 3.4 only. The scalar logistic (array tails, unvectorized
// expressions) in float: 3.4's 1 / (1 + exp(-x)) in 16-bit arithmetic
// overflows below x = -11.09 and returns 0 where the result is representable.
#if EIGEN_RVV_BASE == 34
#define EIGEN_RVV_LOGISTIC_THROUGH_FLOAT(SCALAR)                                                               \
  template <>                                                                                                  \
  EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE SCALAR scalar_logistic_op<SCALAR>::operator()(const SCALAR& x) const { \
    return SCALAR(1.0f / (1.0f + numext::exp(-float(x))));                                                     \
  }
EIGEN_RVV_LOGISTIC_THROUGH_FLOAT(_Float16)
EIGEN_RVV_LOGISTIC_THROUGH_FLOAT(half)
EIGEN_RVV_LOGISTIC_THROUGH_FLOAT(bfloat16)
#undef EIGEN_RVV_LOGISTIC_THROUGH_FLOAT
#endif

#if EIGEN_RVV_BASE == 50 || (EIGEN_RVV_BASE == 51 && !__has_include(<Eigen/src/Core/util/LruCache.h>))
// --- UnaryFunctors.h: the scalar shift functors ------------------------------
// Base: Eigen 5.0, and master before the fix (ea13a98d; 12c9c14b, which has LruCache.h, is fixed). Their
// scalar_shift_right_op / scalar_shift_left_op call numext::*_shift_*(a) without the count, which compiles on no
// architecture (ArrayXi::shiftRight<N>() with a scalar tail): corrected here.
#define EIGEN_RVV_INTEGER_TYPE(SCALAR, SEW, FAMILY, SUFFIX)                          \
  template <int N>                                                                   \
  struct scalar_shift_right_op<SCALAR, N> {                                          \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE SCALAR operator()(const SCALAR& a) const { \
      return numext::arithmetic_shift_right(a, N);                                   \
    }                                                                                \
    template <typename Packet>                                                       \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE Packet packetOp(const Packet& a) const {   \
      return internal::parithmetic_shift_right<N>(a);                                \
    }                                                                                \
  };                                                                                 \
  template <int N>                                                                   \
  struct scalar_shift_left_op<SCALAR, N> {                                           \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE SCALAR operator()(const SCALAR& a) const { \
      return numext::logical_shift_left(a, N);                                       \
    }                                                                                \
    template <typename Packet>                                                       \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE Packet packetOp(const Packet& a) const {   \
      return internal::plogical_shift_left<N>(a);                                    \
    }                                                                                \
  };
#include "PacketTypeTable.h"
#endif

// Random _Float16 in [x, y] (Eigen's generic random divides by RAND_MAX, which overflows binary16).
template <>
struct random_impl<_Float16> {
  static inline _Float16 run(const _Float16& x, const _Float16& y) {
    return _Float16(random_impl<float>::run(float(x), float(y)));
  }
  static inline _Float16 run() { return run(_Float16(-1), _Float16(1)); }
};

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_UPSTREAM_FIXES_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// PartialPivLU of column-major float and double matrices of at most 16 rows or columns (partial_lu_impl, LAPACKE's
// hook too): pivot search, division and rank-one update by vector-length strips; larger matrices keep Eigen's blocked
// algorithm. Declared with Core, as Rotations.h (DESIGN.md, "The matrix-product kernel").

#ifndef EIGEN_RVV_PARTIAL_PIV_LU_H
#define EIGEN_RVV_PARTIAL_PIV_LU_H

#if !defined(EIGEN_USE_LAPACKE)

namespace Eigen {

namespace internal {

template <typename Scalar, int StorageOrder, typename PivIndex, int SizeAtCompileTime>
struct partial_lu_impl;

namespace rvv {

// Eigen's unblocked partial-pivoting LU of the rows x cols column-major matrix at `a` (outer stride `stride`): the
// same pivots (the first row of the largest magnitude, a NaN never replacing the incumbent), transpositions and first
// exactly-zero pivot; the rank-one update fused.
template <typename Scalar, typename PivIndex>
EIGEN_DONT_INLINE Index partial_pivoting_lu(Scalar* a, Index rows, Index cols, Index stride, PivIndex* transpositions,
                                            PivIndex& nb_transpositions) {
  typedef typename packet_traits<Scalar>::type Packet;
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Vector Vector;
  const Index size = numext::mini(rows, cols);
  Index first_zero_pivot = -1;
  nb_transpositions = 0;
  for (Index k = 0; k < size; ++k) {
    Scalar* column = a + k * stride;
    Index pivot = k;
    Scalar biggest = numext::abs(column[k]);
    for (size_t vl, i = size_t(k) + 1; i < size_t(rows); i += vl) {
      vl = Info::strip_length(size_t(rows) - i);
      Index lane;
      if (find_better_lane<true>(Packet(__riscv_vfabs(Info::load(column + i, vl), vl)), vl, biggest, lane)) {
        pivot = Index(i) + lane;
        biggest = numext::abs(column[pivot]);
      }
    }
    transpositions[k] = PivIndex(pivot);
    const size_t below = size_t(rows - k - 1);
    if (biggest != Scalar(0)) {
      if (pivot != k) {
        for (Index j = 0; j < cols; ++j) numext::swap(a[k + j * stride], a[pivot + j * stride]);
        ++nb_transpositions;
      }
      const Scalar diagonal = column[k];
      for (size_t vl, i = 0; i < below; i += vl) {
        vl = Info::strip_length(below - i);
        Info::store(column + k + 1 + i, __riscv_vfdiv(Info::load(column + k + 1 + i, vl), diagonal, vl), vl);
      }
    } else if (first_zero_pivot == -1) {
      first_zero_pivot = k;
    }
    for (Index j = k + 1; j < cols; ++j) {
      Scalar* target = a + j * stride + k;
      const Scalar u = target[0];
      for (size_t vl, i = 1; i <= below; i += vl) {
        vl = Info::strip_length(below + 1 - i);
        const Vector updated = __riscv_vfnmsac(Info::load(target + i, vl), u, Info::load(column + k + i, vl), vl);
        Info::store(target + i, updated, vl);
      }
    }
  }
  return first_zero_pivot;
}

// partial_lu_impl with a size it is never instantiated with, which behaves as
// its run-time-sized (Dynamic) version: the specializations below delegate the
// larger matrices to it.
enum { generic_partial_lu_size = 0x40000000 };

}  // namespace rvv

#define EIGEN_RVV_PARTIAL_PIV_LU(SCALAR)                                                                              \
  template <typename PivIndex>                                                                                        \
  struct partial_lu_impl<SCALAR, ColMajor, PivIndex, Dynamic>                                                         \
      : partial_lu_impl<SCALAR, ColMajor, PivIndex, rvv::generic_partial_lu_size> {                                   \
    typedef partial_lu_impl<SCALAR, ColMajor, PivIndex, rvv::generic_partial_lu_size> Generic;                        \
    static Index blocked_lu(Index rows, Index cols, SCALAR* lu_data, Index luStride, PivIndex* row_transpositions,    \
                            PivIndex& nb_transpositions, Index maxBlockSize = 256) {                                  \
      if (numext::mini(rows, cols) <= Index(Generic::UnBlockedBound))                                                 \
        return rvv::partial_pivoting_lu(lu_data, rows, cols, luStride, row_transpositions, nb_transpositions);        \
      return Generic::blocked_lu(rows, cols, lu_data, luStride, row_transpositions, nb_transpositions, maxBlockSize); \
    }                                                                                                                 \
  };
EIGEN_RVV_PARTIAL_PIV_LU(float)
EIGEN_RVV_PARTIAL_PIV_LU(double)
#undef EIGEN_RVV_PARTIAL_PIV_LU

}  // end namespace internal

}  // end namespace Eigen

#endif  // !EIGEN_USE_LAPACKE

#endif  // EIGEN_RVV_PARTIAL_PIV_LU_H

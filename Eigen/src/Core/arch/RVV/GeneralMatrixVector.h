// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Matrix-vector products (GEMV) of float, double and _Float16 (Zvfh), both
// storage orders, on both bases. Eigen's generic GEMV runs the rows or columns
// left over after whole packets through scalar loops; at VLEN 1024 a float
// packet has 32 lanes, so in a decomposition's shrinking blocks most of the
// work would be scalar. Here every remainder runs with a shorter vector length:
//  - column-major: res += alpha * sum_j x[j] * A(:, j), strips of 4 packets of
//    rows (vfmacc.vf with x[j] in a scalar register), then one packet at a
//    time, the last strip with vl = the rows left;
//  - row-major: res[i] += alpha * dot(A(i, :), x) for 4 rows at a time, the
//    columns in strips of one packet, the last with vl = the columns left (the
//    accumulators' other lanes undisturbed), then a sum reduction.

#ifndef EIGEN_RVV_GENERAL_MATRIX_VECTOR_H
#define EIGEN_RVV_GENERAL_MATRIX_VECTOR_H

namespace Eigen {

namespace internal {

namespace rvv {

template <typename Scalar>
struct gemv_kernel {
  typedef typename packet_traits<Scalar>::type Packet;
  typedef rvv_packet_info<Packet> Info;
  typedef typename Info::Vector Vector;
  enum { lanes = Info::lanes };

  static EIGEN_STRONG_INLINE size_t vector_length(Index left) { return size_t(numext::mini(Index(lanes), left)); }

  // res[0, rows) += alpha * A x; A(i, j) at a[i + j * stride], x[j] = x(j, 0).
  template <typename RhsMapper>
  static EIGEN_DONT_INLINE void column_major(Index rows, Index cols, const Scalar* a, Index stride, const RhsMapper& x,
                                             Scalar* res, Scalar alpha) {
    // Upstream's cache blocking of the columns, for long columns.
    const Index block_cols = cols < 128 ? cols : (stride * Index(sizeof(Scalar)) < 32000 ? 16 : 4);
    for (Index j0 = 0; j0 < cols; j0 += block_cols) {
      const Index j1 = numext::mini(j0 + block_cols, cols);
      Index i = 0;
      for (; i + 4 * lanes <= rows; i += 4 * lanes) {
        Vector c0 = Info::splat(Scalar(0)), c1 = c0, c2 = c0, c3 = c0;
        for (Index j = j0; j < j1; ++j) {
          const Scalar xj = x(j, 0);
          const Scalar* column = a + i + j * stride;
          c0 = __riscv_vfmacc(c0, xj, Info::load(column, lanes), lanes);
          c1 = __riscv_vfmacc(c1, xj, Info::load(column + lanes, lanes), lanes);
          c2 = __riscv_vfmacc(c2, xj, Info::load(column + 2 * lanes, lanes), lanes);
          c3 = __riscv_vfmacc(c3, xj, Info::load(column + 3 * lanes, lanes), lanes);
        }
        Info::store(res + i, __riscv_vfmacc(Info::load(res + i, lanes), alpha, c0, lanes));
        Info::store(res + i + lanes, __riscv_vfmacc(Info::load(res + i + lanes, lanes), alpha, c1, lanes));
        Info::store(res + i + 2 * lanes, __riscv_vfmacc(Info::load(res + i + 2 * lanes, lanes), alpha, c2, lanes));
        Info::store(res + i + 3 * lanes, __riscv_vfmacc(Info::load(res + i + 3 * lanes, lanes), alpha, c3, lanes));
      }
      for (; i < rows; i += lanes) {
        const size_t vl = vector_length(rows - i);
        Vector c = Info::splat(Scalar(0));
        for (Index j = j0; j < j1; ++j) c = __riscv_vfmacc(c, x(j, 0), Info::load(a + i + j * stride, vl), vl);
        Info::store(res + i, __riscv_vfmacc(Info::load(res + i, vl), alpha, c, vl), vl);
      }
    }
  }

  // The sum of a's lanes.
  static EIGEN_STRONG_INLINE Scalar sum(const Vector& a) { return Info::first(sum_into_lane0(a, rvv_real_family())); }

  // res[i * res_increment] += alpha * dot(A(i, :), x) for i in [0, rows);
  // A(i, j) at a[i * stride + j], x[j] at x[j].
  static EIGEN_DONT_INLINE void row_major(Index rows, Index cols, const Scalar* a, Index stride, const Scalar* x,
                                          Scalar* res, Index res_increment, Scalar alpha) {
    Index i = 0;
    for (; i + 4 <= rows; i += 4) {
      const Scalar* row = a + i * stride;
      Vector c0 = Info::splat(Scalar(0)), c1 = c0, c2 = c0, c3 = c0;
      for (Index j = 0; j < cols; j += lanes) {
        const size_t vl = vector_length(cols - j);
        const Vector xs = Info::load(x + j, vl);
        c0 = __riscv_vfmacc_tu(c0, Info::load(row + j, vl), xs, vl);
        c1 = __riscv_vfmacc_tu(c1, Info::load(row + stride + j, vl), xs, vl);
        c2 = __riscv_vfmacc_tu(c2, Info::load(row + 2 * stride + j, vl), xs, vl);
        c3 = __riscv_vfmacc_tu(c3, Info::load(row + 3 * stride + j, vl), xs, vl);
      }
      res[i * res_increment] += alpha * sum(c0);
      res[(i + 1) * res_increment] += alpha * sum(c1);
      res[(i + 2) * res_increment] += alpha * sum(c2);
      res[(i + 3) * res_increment] += alpha * sum(c3);
    }
    for (; i < rows; ++i) {
      const Scalar* row = a + i * stride;
      Vector c = Info::splat(Scalar(0));
      for (Index j = 0; j < cols; j += lanes) {
        const size_t vl = vector_length(cols - j);
        c = __riscv_vfmacc_tu(c, Info::load(row + j, vl), Info::load(x + j, vl), vl);
      }
      res[i * res_increment] += alpha * sum(c);
    }
  }
};

}  // namespace rvv

// Eigen's GEMV for A and x of the same real type (conjugation is the identity).
#define EIGEN_RVV_REAL_GEMV(SCALAR)                                                                                 \
  template <typename Index, bool ConjugateLhs, typename RhsMapper, bool ConjugateRhs, int Version>                  \
  struct general_matrix_vector_product<Index, SCALAR, const_blas_data_mapper<SCALAR, Index, ColMajor>, ColMajor,    \
                                       ConjugateLhs, SCALAR, RhsMapper, ConjugateRhs, Version> {                    \
    typedef SCALAR ResScalar;                                                                                       \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE static void run(Index rows, Index cols,                                   \
                                                          const const_blas_data_mapper<SCALAR, Index, ColMajor>& a, \
                                                          const RhsMapper& x, SCALAR* res, Index res_increment,     \
                                                          SCALAR alpha) {                                           \
      EIGEN_UNUSED_VARIABLE(res_increment);                                                                         \
      eigen_internal_assert(res_increment == 1);                                                                    \
      rvv::gemv_kernel<SCALAR>::column_major(rows, cols, a.data(), a.stride(), x, res, alpha);                      \
    }                                                                                                               \
  };                                                                                                                \
  template <typename Index, bool ConjugateLhs, bool ConjugateRhs, int Version>                                      \
  struct general_matrix_vector_product<Index, SCALAR, const_blas_data_mapper<SCALAR, Index, RowMajor>, RowMajor,    \
                                       ConjugateLhs, SCALAR, const_blas_data_mapper<SCALAR, Index, ColMajor>,       \
                                       ConjugateRhs, Version> {                                                     \
    typedef SCALAR ResScalar;                                                                                       \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE static void run(Index rows, Index cols,                                   \
                                                          const const_blas_data_mapper<SCALAR, Index, RowMajor>& a, \
                                                          const const_blas_data_mapper<SCALAR, Index, ColMajor>& x, \
                                                          SCALAR* res, Index res_increment, SCALAR alpha) {         \
      eigen_internal_assert(x.stride() == 1);                                                                       \
      rvv::gemv_kernel<SCALAR>::row_major(rows, cols, a.data(), a.stride(), x.data(), res, res_increment, alpha);   \
    }                                                                                                               \
  };
EIGEN_RVV_REAL_GEMV(float)
EIGEN_RVV_REAL_GEMV(double)
#if defined(__riscv_zvfh)
EIGEN_RVV_REAL_GEMV(_Float16)
#endif
#undef EIGEN_RVV_REAL_GEMV

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_GENERAL_MATRIX_VECTOR_H

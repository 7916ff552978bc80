// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Matrix-vector products of float, double and _Float16 (Zvfh), both storage orders, on both bases: general (GEMV) and
// selfadjoint (SYMV), every remainder with a shorter vector length where Eigen's generic kernels run scalar loops
// (DESIGN.md, "The matrix-product kernel").

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

  // alpha x[j] for column_major's updates: x[j] itself for AlphaSign 1 and -1 (alpha = 1, -1: no multiply),
  // alpha x[j] for AlphaSign 0; update() and scalar_update() subtract for -1.
  template <int AlphaSign, typename RhsMapper>
  static EIGEN_STRONG_INLINE Scalar factor(const RhsMapper& x, Index j, Scalar alpha) {
    return AlphaSign == 0 ? Scalar(alpha * x(j, 0)) : Scalar(x(j, 0));
  }
  template <int AlphaSign>
  static EIGEN_STRONG_INLINE Vector update(const Vector& c, Scalar t, const Vector& a, size_t vl) {
    return AlphaSign == -1 ? __riscv_vfnmsac(c, t, a, vl) : __riscv_vfmacc(c, t, a, vl);
  }
  template <int AlphaSign>
  static EIGEN_STRONG_INLINE Scalar scalar_update(Scalar c, Scalar t, Scalar a) {
    return AlphaSign == -1 ? Scalar(c - t * a) : Scalar(c + t * a);
  }

  // R rows of column_major (below) in scalar registers: 1 + R issue slots per column.
  template <int AlphaSign, int R, typename RhsMapper>
  static EIGEN_STRONG_INLINE void scalar_rows(const Scalar* a, Index stride, const RhsMapper& x, Index j0, Index j1,
                                              Scalar alpha, Scalar* res) {
    Scalar c[R];
    for (int r = 0; r < R; ++r) c[r] = res[r];
    for (Index j = j0; j < j1; ++j, a += stride) {
      const Scalar t = factor<AlphaSign>(x, j, alpha);
      for (int r = 0; r < R; ++r) c[r] = scalar_update<AlphaSign>(c[r], t, a[r]);
    }
    for (int r = 0; r < R; ++r) res[r] = c[r];
  }

  // res[0, rows) += alpha * A x; A(i, j) at a[i + j * stride], x[j] = x(j, 0). As reference BLAS does,
  // res accumulates (alpha x[j]) A(:, j), without the multiply for alpha = +-1. The last rows % lanes rows,
  // if at most 3, run scalar: fewer issue slots per column than a strip's beats (DESIGN.md, "The cycle model").
  template <int AlphaSign, typename RhsMapper>
  static EIGEN_STRONG_INLINE void column_major(Index rows, Index cols, const Scalar* a, Index stride,
                                               const RhsMapper& x, Scalar* res, Scalar alpha) {
    enum { max_scalar_rows = 3 };
    const Index tail = rows % lanes, vector_rows = tail <= max_scalar_rows ? rows - tail : rows;
    // Upstream's cache blocking of the columns, for long columns.
    const Index block_cols = cols < 128 ? cols : (stride * Index(sizeof(Scalar)) < 32000 ? 16 : 4);
    for (Index j0 = 0; j0 < cols; j0 += block_cols) {
      const Index j1 = numext::mini(j0 + block_cols, cols);
      Index i = 0;
      for (; i + 4 * lanes <= vector_rows; i += 4 * lanes) {
        Vector c0 = Info::load(res + i, lanes), c1 = Info::load(res + i + lanes, lanes);
        Vector c2 = Info::load(res + i + 2 * lanes, lanes), c3 = Info::load(res + i + 3 * lanes, lanes);
        for (Index j = j0; j < j1; ++j) {
          const Scalar t = factor<AlphaSign>(x, j, alpha);
          const Scalar* column = a + i + j * stride;
          c0 = update<AlphaSign>(c0, t, Info::load(column, lanes), lanes);
          c1 = update<AlphaSign>(c1, t, Info::load(column + lanes, lanes), lanes);
          c2 = update<AlphaSign>(c2, t, Info::load(column + 2 * lanes, lanes), lanes);
          c3 = update<AlphaSign>(c3, t, Info::load(column + 3 * lanes, lanes), lanes);
        }
        Info::store(res + i, c0, lanes);
        Info::store(res + i + lanes, c1, lanes);
        Info::store(res + i + 2 * lanes, c2, lanes);
        Info::store(res + i + 3 * lanes, c3, lanes);
      }
      for (size_t vl; i < vector_rows; i += Index(vl)) {
        vl = Info::strip_length(size_t(vector_rows - i));
        Vector c = Info::load(res + i, vl);
        for (Index j = j0; j < j1; ++j)
          c = update<AlphaSign>(c, factor<AlphaSign>(x, j, alpha), Info::load(a + i + j * stride, vl), vl);
        Info::store(res + i, c, vl);
      }
      switch (rows - i) {
        case 1:
          scalar_rows<AlphaSign, 1>(a + i + j0 * stride, stride, x, j0, j1, alpha, res + i);
          break;
        case 2:
          scalar_rows<AlphaSign, 2>(a + i + j0 * stride, stride, x, j0, j1, alpha, res + i);
          break;
        case 3:
          scalar_rows<AlphaSign, 3>(a + i + j0 * stride, stride, x, j0, j1, alpha, res + i);
          break;
      }
    }
  }
  template <typename RhsMapper>
  static EIGEN_DONT_INLINE void column_major(Index rows, Index cols, const Scalar* a, Index stride, const RhsMapper& x,
                                             Scalar* res, Scalar alpha) {
    if (alpha == Scalar(1))
      column_major<1>(rows, cols, a, stride, x, res, alpha);
    else if (alpha == Scalar(-1))
      column_major<-1>(rows, cols, a, stride, x, res, alpha);
    else
      column_major<0>(rows, cols, a, stride, x, res, alpha);
  }

  // acc + a * b on vl lanes; in the last (short) strip the other lanes keep
  // acc's partial sums (tail undisturbed).
  template <bool Last>
  static EIGEN_STRONG_INLINE Packet accumulate(const Packet& acc, const Vector& a, const Vector& b, size_t vl) {
    return Packet(Last ? __riscv_vfmacc_tu(raw(acc), a, b, vl) : __riscv_vfmacc(raw(acc), a, b, vl));
  }

  // One strip of dots (below): vl columns from j.
  template <int R, bool Last>
  static EIGEN_STRONG_INLINE void dots_strip(const Scalar* a, Index stride, const Scalar* x, Index j, size_t vl,
                                             Packet (&c)[R]) {
    const Vector xs = Info::load(x + j, vl);
    for (int r = 0; r < R; ++r) c[r] = accumulate<Last>(c[r], Info::load(a + r * stride + j, vl), xs, vl);
  }

  // sums[r] = dot(A(r, :), x) for the R rows at a, a + stride, ...: whole
  // packets, then the last strip with the accumulators' other lanes undisturbed.
  template <int R>
  static EIGEN_STRONG_INLINE void dots(const Scalar* a, Index stride, const Scalar* x, Index cols, Scalar (&sums)[R]) {
    Packet c[R];  // packets, not raw vectors: GCC's raw vectors are sizeless (no arrays)
    for (int r = 0; r < R; ++r) c[r] = Packet(Info::splat(Scalar(0)));
    Index j = 0;
    for (; j + lanes <= cols; j += lanes) dots_strip<R, false>(a, stride, x, j, lanes, c);
    if (j < cols) dots_strip<R, true>(a, stride, x, j, size_t(cols - j), c);
    for (int r = 0; r < R; ++r) sums[r] = Info::first(sum_into_lane0(raw(c[r]), rvv_real_family()));
  }

  // res[i * res_increment] += alpha * dot(A(i, :), x) for i in [0, rows);
  // A(i, j) at a[i * stride + j], x[j] at x[j].
  static EIGEN_DONT_INLINE void row_major(Index rows, Index cols, const Scalar* a, Index stride, const Scalar* x,
                                          Scalar* res, Index res_increment, Scalar alpha) {
    Index i = 0;
    for (; i + 4 <= rows; i += 4) {
      Scalar sums[4];
      dots(a + i * stride, stride, x, cols, sums);
      for (int r = 0; r < 4; ++r) res[(i + r) * res_increment] += alpha * sums[r];
    }
    for (; i < rows; ++i) {
      Scalar sums[1];
      dots(a + i * stride, stride, x, cols, sums);
      res[i * res_increment] += alpha * sums[0];
    }
  }

  // One strip of selfadjoint_columns (below): vl rows from i.
  template <int C, bool Last>
  static EIGEN_STRONG_INLINE void selfadjoint_strip(const Scalar* const (&column)[C], const Scalar (&t)[C],
                                                    const Scalar* x, Scalar* res, Index i, size_t vl,
                                                    Packet (&acc)[C]) {
    const Vector xs = Info::load(x + i, vl);
    Vector r = Info::load(res + i, vl);
    for (int c = 0; c < C; ++c) {
      const Vector a = Info::load(column[c] + i, vl);
      r = __riscv_vfmacc(r, t[c], a, vl);
      acc[c] = accumulate<Last>(acc[c], a, xs, vl);
    }
    Info::store(res + i, r, vl);
  }

  // Selfadjoint: columns j .. j + C - 1 of the stored triangle (rows above
  // the diagonal if Above, below it otherwise). Column c updates res along
  // itself by alpha x[c] and res[c] by alpha times its dot product with x.
  template <int C, bool Above>
  static EIGEN_STRONG_INLINE void selfadjoint_columns(Index size, Index j, const Scalar* lhs, Index stride,
                                                      const Scalar* x, Scalar* res, Scalar alpha) {
    const Scalar* column[C];
    Scalar t[C], dot[C];
    for (int c = 0; c < C; ++c) {
      column[c] = lhs + (j + c) * stride;
      t[c] = alpha * x[j + c];
      dot[c] = Scalar(0);
      res[j + c] += column[c][j + c] * t[c];
    }
    // The C x C block on the diagonal.
    for (int c = 0; c < C; ++c)
      for (int d = 0; d < C; ++d)
        if (Above ? d < c : d > c) {
          res[j + d] += column[c][j + d] * t[c];
          dot[c] += column[c][j + d] * x[j + d];
        }
    const Index begin = Above ? 0 : j + C, end = Above ? j : size;
    Packet acc[C];
    for (int c = 0; c < C; ++c) acc[c] = Packet(Info::splat(Scalar(0)));
    Index i = begin;
    for (; i + lanes <= end; i += lanes) selfadjoint_strip<C, false>(column, t, x, res, i, lanes, acc);
    if (i < end) selfadjoint_strip<C, true>(column, t, x, res, i, size_t(end - i), acc);
    for (int c = 0; c < C; ++c)
      res[j + c] += alpha * (dot[c] + Info::first(sum_into_lane0(raw(acc[c]), rvv_real_family())));
  }

  // res += alpha * S x, S selfadjoint of which the triangle above the diagonal
  // of each column is stored if Above (column-major Upper, row-major Lower).
  template <bool Above>
  static EIGEN_DONT_INLINE void selfadjoint(Index size, const Scalar* lhs, Index stride, const Scalar* x, Scalar* res,
                                            Scalar alpha) {
    Index j = 0;
    for (; j + 2 <= size; j += 2) selfadjoint_columns<2, Above>(size, j, lhs, stride, x, res, alpha);
    if (j < size) selfadjoint_columns<1, Above>(size, j, lhs, stride, x, res, alpha);
  }
};

}  // namespace rvv

// Eigen's GEMV for A and x of the same real type (conjugation is the identity).
// GCC's -Wmaybe-uninitialized takes the kernels' const pointer arguments as
// reads of Eigen's stack temporaries, which Eigen fills before the call.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#define EIGEN_RVV_REAL_GEMV(SCALAR)                                                                                    \
  template <typename Index, bool ConjugateLhs, typename RhsMapper, bool ConjugateRhs, int Version>                     \
  struct general_matrix_vector_product<Index, SCALAR, const_blas_data_mapper<SCALAR, Index, ColMajor>, ColMajor,       \
                                       ConjugateLhs, SCALAR, RhsMapper, ConjugateRhs, Version> {                       \
    typedef SCALAR ResScalar;                                                                                          \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE static void run(Index rows, Index cols,                                      \
                                                          const const_blas_data_mapper<SCALAR, Index, ColMajor>& a,    \
                                                          const RhsMapper& x, SCALAR* res, Index res_increment,        \
                                                          SCALAR alpha) {                                              \
      EIGEN_UNUSED_VARIABLE(res_increment);                                                                            \
      eigen_internal_assert(res_increment == 1);                                                                       \
      rvv::gemv_kernel<SCALAR>::column_major(rows, cols, a.data(), a.stride(), x, res, alpha);                         \
    }                                                                                                                  \
  };                                                                                                                   \
  template <typename Index, bool ConjugateLhs, bool ConjugateRhs, int Version>                                         \
  struct general_matrix_vector_product<Index, SCALAR, const_blas_data_mapper<SCALAR, Index, RowMajor>, RowMajor,       \
                                       ConjugateLhs, SCALAR, const_blas_data_mapper<SCALAR, Index, ColMajor>,          \
                                       ConjugateRhs, Version> {                                                        \
    typedef SCALAR ResScalar;                                                                                          \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE static void run(Index rows, Index cols,                                      \
                                                          const const_blas_data_mapper<SCALAR, Index, RowMajor>& a,    \
                                                          const const_blas_data_mapper<SCALAR, Index, ColMajor>& x,    \
                                                          SCALAR* res, Index res_increment, SCALAR alpha) {            \
      eigen_internal_assert(x.stride() == 1);                                                                          \
      rvv::gemv_kernel<SCALAR>::row_major(rows, cols, a.data(), a.stride(), x.data(), res, res_increment, alpha);      \
    }                                                                                                                  \
  };                                                                                                                   \
  template <typename Index, int StorageOrder, int UpLo, bool ConjugateLhs, bool ConjugateRhs, int Version>             \
  struct selfadjoint_matrix_vector_product<SCALAR, Index, StorageOrder, UpLo, ConjugateLhs, ConjugateRhs, Version> {   \
    EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE static void run(Index size, const SCALAR* lhs, Index stride,                 \
                                                          const SCALAR* x, SCALAR* res, SCALAR alpha) {                \
      rvv::gemv_kernel<SCALAR>::template selfadjoint<(StorageOrder == RowMajor) == (UpLo == Lower)>(size, lhs, stride, \
                                                                                                    x, res, alpha);    \
    }                                                                                                                  \
  };
EIGEN_RVV_REAL_GEMV(float)
EIGEN_RVV_REAL_GEMV(double)
#if defined(__riscv_zvfh)
EIGEN_RVV_REAL_GEMV(_Float16)
#endif
#undef EIGEN_RVV_REAL_GEMV
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_GENERAL_MATRIX_VECTOR_H

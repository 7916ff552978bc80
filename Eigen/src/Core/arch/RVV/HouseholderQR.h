// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Householder QR of float and double (householder_qr_inplace_blocked, the hook Eigen's LAPACKE binding also takes):
// each panel column's reflector and its application by vector-length strips, the columns right of a panel by Eigen's
// blocked update. Declared with Core, as Rotations.h (DESIGN.md, "The matrix-product kernel").

#ifndef EIGEN_RVV_HOUSEHOLDER_QR_H
#define EIGEN_RVV_HOUSEHOLDER_QR_H

// Base: 3.4 and 5.0. Master's makeHouseholder takes other paths (scaled for tiny and huge columns, NaN carried into
// tau), so master keeps its own QR.
#if !defined(EIGEN_USE_LAPACKE) && EIGEN_RVV_BASE <= 50

namespace Eigen {

namespace internal {

template <typename MatrixQR, typename HCoeffs, typename MatrixQRScalar, bool InnerStrideIsOne>
struct householder_qr_inplace_blocked;
template <typename MatrixType, typename VectorsType, typename CoeffsType>
void apply_block_householder_on_the_left(MatrixType& mat, const VectorsType& vectors, const CoeffsType& hCoeffs,
                                         bool forward);

namespace rvv {

// A column of a matrix: contiguous, or elements `step` scalars apart.
template <typename Scalar, bool Contiguous>
struct householder_column {
  typedef rvv_packet_info<typename packet_traits<Scalar>::type> Info;
  typedef typename Info::Vector Vector;

  std::ptrdiff_t step;

  EIGEN_STRONG_INLINE Vector load(const Scalar* x, size_t i, size_t vl) const {
    return Contiguous ? Info::load(x + i, vl)
                      : Info::load_strided(x + std::ptrdiff_t(i) * step, step * std::ptrdiff_t(sizeof(Scalar)), vl);
  }
  EIGEN_STRONG_INLINE void store(Scalar* x, size_t i, const Vector& v, size_t vl) const {
    if (Contiguous) {
      Info::store(x + i, v, vl);
    } else {
      Info::store_strided(x + std::ptrdiff_t(i) * step, step * std::ptrdiff_t(sizeof(Scalar)), v, vl);
    }
  }
  // The sum of x[i] y[i] over the first n elements.
  EIGEN_STRONG_INLINE Scalar dot(const Scalar* x, const Scalar* y, Index n) const {
    Vector acc = Info::splat(-Scalar(0));
    for (size_t vl, i = 0; i < size_t(n); i += vl) {
      vl = Info::strip_length(size_t(n) - i);
      acc = __riscv_vfmacc_tu(acc, load(x, i, vl), load(y, i, vl), vl);
    }
    return Info::first(__riscv_vfredusum(acc, Info::splat_register(-Scalar(0)), Info::lanes));
  }
  // y -= alpha x over the first n elements.
  EIGEN_STRONG_INLINE void subtract_scaled(Scalar* y, Scalar alpha, const Scalar* x, Index n) const {
    for (size_t vl, i = 0; i < size_t(n); i += vl) {
      vl = Info::strip_length(size_t(n) - i);
      store(y, i, __riscv_vfnmsac(load(y, i, vl), alpha, load(x, i, vl), vl), vl);
    }
  }
  // x /= d (d nonzero) or, for d == 0, x = 0, over the first n elements.
  EIGEN_STRONG_INLINE void divide_or_clear(Scalar* x, Scalar d, bool clear, Index n) const {
    for (size_t vl, i = 0; i < size_t(n); i += vl) {
      vl = Info::strip_length(size_t(n) - i);
      store(x, i, clear ? Info::splat(Scalar(0)) : Vector(__riscv_vfdiv(load(x, i, vl), d, vl)), vl);
    }
  }
};

// Eigen's unblocked Householder QR of the rows x cols matrix at `a` (element (i, j) at a[i * row_step + j * col_step]),
// reflector k's coefficient to h[k]: the reflector as makeHouseholderInPlace makes it, applied to the columns right of
// it as applyHouseholderOnTheLeft does.
template <typename Scalar, bool Contiguous>
EIGEN_DONT_INLINE void householder_qr_panel(Scalar* a, Index rows, Index cols, Index row_step, Index col_step,
                                            Scalar* h) {
  const householder_column<Scalar, Contiguous> column = {std::ptrdiff_t(row_step)};
  const Scalar tiny = (std::numeric_limits<Scalar>::min)();
  const Index size = numext::mini(rows, cols);
  for (Index k = 0; k < size; ++k) {
    Scalar* v = a + k * row_step + k * col_step;  // v[0], then the essential part
    Scalar* essential = v + row_step;
    const Index tail = rows - k - 1;
    const Scalar c0 = v[0];
    const Scalar tail_norm2 = tail > 0 ? column.dot(essential, essential, tail) : Scalar(0);
    Scalar tau = Scalar(0), beta = c0;
    if (!(tail_norm2 <= tiny)) {
      beta = numext::sqrt(c0 * c0 + tail_norm2);
      if (c0 >= Scalar(0)) beta = -beta;
      tau = (beta - c0) / beta;
    }
    column.divide_or_clear(essential, c0 - beta, tail_norm2 <= tiny, tail);
    v[0] = beta;
    h[k] = tau;
    if (tau == Scalar(0)) continue;
    for (Index j = k + 1; j < cols; ++j) {
      Scalar* x = a + k * row_step + j * col_step;
      const Scalar w = x[0] + column.dot(essential, x + row_step, tail);
      x[0] -= tau * w;
      column.subtract_scaled(x + row_step, tau * w, essential, tail);
    }
  }
}

}  // namespace rvv

#define EIGEN_RVV_HOUSEHOLDER_QR(SCALAR)                                                                              \
  template <typename MatrixQR, typename HCoeffs>                                                                      \
  struct householder_qr_inplace_blocked<MatrixQR, HCoeffs, SCALAR, true> {                                            \
    static void run(MatrixQR& mat, HCoeffs& hCoeffs, Index maxBlockSize = 32, SCALAR* /*tempData*/ = 0) {             \
      const bool row_major = bool(MatrixQR::IsRowMajor);                                                              \
      const Index rows = mat.rows(), cols = mat.cols(), size = numext::mini(rows, cols);                              \
      const Index row_step = row_major ? mat.outerStride() : 1, col_step = row_major ? 1 : mat.outerStride();         \
      const Index block = numext::maxi<Index>(1, numext::mini(maxBlockSize, size));                                   \
      for (Index k = 0; k < size; k += block) {                                                                       \
        const Index width = numext::mini(size - k, block), right = cols - k - width;                                  \
        SCALAR* panel = &mat.coeffRef(k, k);                                                                          \
        if (row_major) {                                                                                              \
          rvv::householder_qr_panel<SCALAR, false>(panel, rows - k, width, row_step, col_step, &hCoeffs.coeffRef(k)); \
        } else {                                                                                                      \
          rvv::householder_qr_panel<SCALAR, true>(panel, rows - k, width, row_step, col_step, &hCoeffs.coeffRef(k));  \
        }                                                                                                             \
        if (right > 0) {                                                                                              \
          Block<MatrixQR, Dynamic, Dynamic> reflectors(mat, k, k, rows - k, width);                                   \
          Block<MatrixQR, Dynamic, Dynamic> rest(mat, k, k + width, rows - k, right);                                 \
          Block<HCoeffs, Dynamic, 1> coefficients(hCoeffs, k, 0, width, 1);                                           \
          apply_block_householder_on_the_left(rest, reflectors, coefficients, false);                                 \
        }                                                                                                             \
      }                                                                                                               \
    }                                                                                                                 \
  };
EIGEN_RVV_HOUSEHOLDER_QR(float)
EIGEN_RVV_HOUSEHOLDER_QR(double)
#undef EIGEN_RVV_HOUSEHOLDER_QR

}  // end namespace internal

}  // end namespace Eigen

#endif  // !EIGEN_USE_LAPACKE && EIGEN_RVV_BASE <= 50

#endif  // EIGEN_RVV_HOUSEHOLDER_QR_H

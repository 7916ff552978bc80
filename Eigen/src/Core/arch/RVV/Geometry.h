// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// With Eigen/Geometry (DESIGN.md, "Small products"): an affine transform times a point, Affine3f * Vector3f.

#ifndef EIGEN_RVV_GEOMETRY_H
#define EIGEN_RVV_GEOMETRY_H

namespace Eigen {

namespace internal {

// linear * p + translation in scalar rows, summed in Eigen's order, which the compiler vectorizes across a loop of
// points; Eigen multiplies the whole matrix by the homogeneous point, per point in vector code where that point is
// a packet (Vector4f at VLEN 128).
template <typename Scalar, int Dim, int Mode, int Options, int PointOptions>
struct transform_right_product_impl<Transform<Scalar, Dim, Mode, Options>, Matrix<Scalar, Dim, 1, PointOptions, Dim, 1>,
                                    2, 1> {
  typedef Transform<Scalar, Dim, Mode, Options> TransformType;
  typedef Matrix<Scalar, Dim, 1, PointOptions, Dim, 1> MatrixType;
  typedef MatrixType ResultType;

  static EIGEN_DEVICE_FUNC EIGEN_STRONG_INLINE ResultType run(const TransformType& t, const MatrixType& point) {
    const typename TransformType::MatrixType& m = t.matrix();
    ResultType result;
    // Unrolled: GCC would vectorize these short loops, and a loop over points could no longer be vectorized.
    EIGEN_RVV_UNROLL_FULLY
    for (int i = 0; i < Dim; ++i) {
      Scalar sum = m(i, 0) * point[0];
      EIGEN_RVV_UNROLL_FULLY
      for (int j = 1; j < Dim; ++j) sum += m(i, j) * point[j];
      result[i] = sum + m(i, Dim);
    }
    return result;
  }
};

}  // namespace internal

}  // namespace Eigen

#endif  // EIGEN_RVV_GEOMETRY_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The Eigen types whose size and alignment must not change with the overlay
// (DESIGN.md, ABI). Included after Eigen by both sides of the comparison.

#ifndef EIGEN_RVV_TEST_ABI_TYPES_H
#define EIGEN_RVV_TEST_ABI_TYPES_H

#include <cstddef>

namespace abi_types {
typedef Eigen::Matrix<float, 8, 1> Vector8f;
typedef Eigen::Matrix<float, 16, 1> Vector16f;
typedef Eigen::Matrix<double, 8, 8> Matrix8d;
typedef Eigen::Matrix<float, 3, 3, Eigen::RowMajor> RowMajorMatrix3f;
typedef Eigen::Array<float, 32, 1> Array32f;
typedef Eigen::Matrix<double, Eigen::Dynamic, 4> MatrixX4d;
typedef Eigen::Matrix<std::complex<float>, 8, 1> Vector8cf;
}  // namespace abi_types

struct AbiEntry {
  const char* type;
  std::size_t size;
  std::size_t alignment;
};

#define EIGEN_RVV_ABI_ENTRY(T) \
  { #T, sizeof(T), alignof(T) }
#define EIGEN_RVV_ABI_TABLE                                                                                           \
  {                                                                                                                   \
    EIGEN_RVV_ABI_ENTRY(Eigen::Vector2f), EIGEN_RVV_ABI_ENTRY(Eigen::Vector4f), EIGEN_RVV_ABI_ENTRY(Eigen::Vector3d), \
        EIGEN_RVV_ABI_ENTRY(Eigen::Vector4d), EIGEN_RVV_ABI_ENTRY(Eigen::Matrix2f),                                   \
        EIGEN_RVV_ABI_ENTRY(Eigen::Matrix4f), EIGEN_RVV_ABI_ENTRY(Eigen::Matrix4d),                                   \
        EIGEN_RVV_ABI_ENTRY(abi_types::Vector8f), EIGEN_RVV_ABI_ENTRY(abi_types::Vector16f),                          \
        EIGEN_RVV_ABI_ENTRY(abi_types::Matrix8d), EIGEN_RVV_ABI_ENTRY(abi_types::RowMajorMatrix3f),                   \
        EIGEN_RVV_ABI_ENTRY(abi_types::Array32f), EIGEN_RVV_ABI_ENTRY(Eigen::Array4f),                                \
        EIGEN_RVV_ABI_ENTRY(Eigen::Quaternionf), EIGEN_RVV_ABI_ENTRY(Eigen::Quaterniond),                             \
        EIGEN_RVV_ABI_ENTRY(Eigen::Affine3f), EIGEN_RVV_ABI_ENTRY(Eigen::Affine3d),                                   \
        EIGEN_RVV_ABI_ENTRY(Eigen::MatrixXf), EIGEN_RVV_ABI_ENTRY(Eigen::VectorXd),                                   \
        EIGEN_RVV_ABI_ENTRY(abi_types::MatrixX4d), EIGEN_RVV_ABI_ENTRY(Eigen::Vector2cf),                             \
        EIGEN_RVV_ABI_ENTRY(Eigen::Matrix4cf), EIGEN_RVV_ABI_ENTRY(Eigen::Vector2cd),                                 \
        EIGEN_RVV_ABI_ENTRY(abi_types::Vector8cf), EIGEN_RVV_ABI_ENTRY(Eigen::MatrixXcd)                              \
  }

#endif  // EIGEN_RVV_TEST_ABI_TYPES_H

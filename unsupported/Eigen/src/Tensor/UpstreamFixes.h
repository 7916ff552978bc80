// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Fixes to upstream Tensor code of one base, included by the overlay's Tensor headers after upstream's, with the RVV
// backend only (elsewhere the overlay passes through).

#ifndef EIGEN_RVV_TENSOR_UPSTREAM_FIXES_H
#define EIGEN_RVV_TENSOR_UPSTREAM_FIXES_H

#if defined(EIGEN_VECTORIZE_RVV) && EIGEN_RVV_BASE == 51

namespace Eigen {
namespace internal {

// Base: master after ea13a98d. Its direct GEMV of a contraction with a 1 x n result calls the output kernel as on an
// n x 1 block (rows, columns and row offsets exchanged): with an output kernel that contraction takes the GEMM path,
// as on ea13a98d and 5.0. (On ea13a98d this template is not used.)
template <bool TypesMatch, int StorageOrder, bool MatrixIsRight>
struct GemvDirectDispatcher;
template <int StorageOrder>
struct GemvDirectDispatcher<true, StorageOrder, true> {
  template <typename Evaluator, typename Scalar>
  static bool run(const Evaluator* self, Scalar* buffer) {
    if (!std::is_same<typename Evaluator::OutputKernelType, NoOpOutputKernel>::value) return false;
    self->template evalGemvDirect<StorageOrder, true>(buffer);
    return true;
  }
};

}  // namespace internal
}  // namespace Eigen

#endif  // EIGEN_VECTORIZE_RVV && EIGEN_RVV_BASE == 51

#endif  // EIGEN_RVV_TENSOR_UPSTREAM_FIXES_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Base 5.0: Eigen 5's maxCoeff/minCoeff with an index for float and double by strips of up to a packet, so that
// columns shorter than a packet run vector code; Eigen's default NaN policy (PropagateFast) only, with its scalar
// loop's result (DESIGN.md, "The matrix-product kernel"). The strip search also serves PartialPivLU.h, on both bases.

#ifndef EIGEN_RVV_FIND_COEFF_H
#define EIGEN_RVV_FIND_COEFF_H

namespace Eigen {

namespace internal {

namespace rvv {

// Whether a lane of the first `count` of x beats `best` (strictly greater for
// max, less for min); if so, `lane` is the first lane holding the best of them.
template <bool IsMax, typename Packet>
EIGEN_STRONG_INLINE bool find_better_lane(const Packet& x, size_t count, typename rvv_packet_info<Packet>::Scalar best,
                                          Index& lane) {
  typedef rvv_packet_info<Packet> Info;
  const typename Info::Mask better = IsMax ? __riscv_vmfgt(x, best, count) : __riscv_vmflt(x, best, count);
  if (__riscv_vfirst(better, count) < 0) return false;
  // Seeded with `best`, which every lane of `better` beats.
  const typename Info::Register seed = Info::splat_register(best);
  const typename Info::Scalar strip_best =
      __riscv_vfmv_f(IsMax ? __riscv_vfredmax(better, x, seed, count) : __riscv_vfredmin(better, x, seed, count));
  // Among the lanes of `better` only (a masked compare leaves the others undefined).
  lane = __riscv_vfirst(better, __riscv_vmfeq(x, strip_best, count), count);
  return true;
}

}  // namespace rvv

#if EIGEN_RVV_BASE >= 50

// Eigen's find_coeff_loop, both traversals (the caller has set result to the
// first coefficient and the index to 0).
template <typename Evaluator, bool IsMax>
struct rvv_find_coeff_loop {
  typedef typename Evaluator::Scalar Scalar;
  typedef typename Evaluator::Packet Packet;
  enum { lanes = unpacket_traits<Packet>::size };

  template <typename Func>
  static EIGEN_STRONG_INLINE void run(const Evaluator& eval, Func&, Scalar& result, Index& index) {
    const Index size = eval.size();
    for (Index k = 0; k < size; k += lanes) {
      const Index count = numext::mini<Index>(lanes, size - k);
      Index lane;
      if (rvv::find_better_lane<IsMax>(eval.template packetSegment<Unaligned, Packet>(k, 0, count), size_t(count),
                                       result, lane)) {
        index = k + lane;
        result = eval.coeff(index);
      }
    }
  }

  template <typename Func>
  static EIGEN_STRONG_INLINE void run(const Evaluator& eval, Func&, Scalar& result, Index& outer, Index& inner) {
    const Index inner_size = eval.innerSize(), outer_size = eval.outerSize();
    for (Index j = 0; j < outer_size; ++j) {
      for (Index i = 0; i < inner_size; i += lanes) {
        const Index count = numext::mini<Index>(lanes, inner_size - i);
        const Index row = Evaluator::IsRowMajor ? j : i, col = Evaluator::IsRowMajor ? i : j;
        Index lane;
        if (rvv::find_better_lane<IsMax>(eval.template packetSegment<Unaligned, Packet>(row, col, 0, count),
                                         size_t(count), result, lane)) {
          outer = j;
          inner = i + lane;
          result = eval.coeffByOuterInner(outer, inner);
        }
      }
    }
  }
};

// Both traversals spelled out: Eigen's own partial specializations fix them.
#define EIGEN_RVV_FIND_COEFF_LOOP(FUNCTOR, SCALAR, LINEAR, IS_MAX)                       \
  template <typename Evaluator>                                                          \
  struct find_coeff_loop<Evaluator, FUNCTOR<SCALAR, PropagateFast, false>, LINEAR, true> \
      : rvv_find_coeff_loop<Evaluator, IS_MAX> {};
#define EIGEN_RVV_FIND_COEFF(SCALAR)                                \
  EIGEN_RVV_FIND_COEFF_LOOP(max_coeff_functor, SCALAR, true, true)  \
  EIGEN_RVV_FIND_COEFF_LOOP(max_coeff_functor, SCALAR, false, true) \
  EIGEN_RVV_FIND_COEFF_LOOP(min_coeff_functor, SCALAR, true, false) \
  EIGEN_RVV_FIND_COEFF_LOOP(min_coeff_functor, SCALAR, false, false)
EIGEN_RVV_FIND_COEFF(float)
EIGEN_RVV_FIND_COEFF(double)
#undef EIGEN_RVV_FIND_COEFF
#undef EIGEN_RVV_FIND_COEFF_LOOP

#endif  // EIGEN_RVV_BASE >= 50

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_FIND_COEFF_H

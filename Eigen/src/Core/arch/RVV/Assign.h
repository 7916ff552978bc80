// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Run-time-sized vectorized assignments (upstream's AssignEvaluator.h loops) on the RVV packets, every base:
// whole packets from the first coefficient of each inner vector, without upstream's peeling to the packet
// alignment (RVV accesses need element alignment only), then the rest as one segment (Eigen 5) or by coefficients.

#ifndef EIGEN_RVV_ASSIGN_H
#define EIGEN_RVV_ASSIGN_H

namespace Eigen {

namespace internal {

namespace rvv {

// Base: Eigen 5 names the loops dense_assignment_loop_impl and has packet segments.
#if EIGEN_RVV_BASE >= 50
#define EIGEN_RVV_ASSIGNMENT_LOOP dense_assignment_loop_impl
template <typename Kernel>
struct assignment_uses_segments : bool_constant<bool(Kernel::AssignmentTraits::UsePacketSegment)> {};
#else
#define EIGEN_RVV_ASSIGNMENT_LOOP dense_assignment_loop
template <typename Kernel>
struct assignment_uses_segments : false_type {};
#endif

// The inner vectors of a slice traversal are addressed by (outer, inner), the one of a linear traversal by index.
template <typename Kernel, bool Slices>
struct assignment_loop {
  typedef typename Kernel::PacketType PacketType;

  static EIGEN_STRONG_INLINE void packet(Kernel& kernel, Index outer, Index inner) {
    if (Slices)
      kernel.template assignPacketByOuterInner<Unaligned, Unaligned, PacketType>(outer, inner);
    else
      kernel.template assignPacket<Unaligned, Unaligned, PacketType>(inner);
  }
  static EIGEN_STRONG_INLINE void rest(Kernel& kernel, Index outer, Index begin, Index end, false_type /*segments*/) {
    for (Index inner = begin; inner < end; ++inner) {
      if (Slices)
        kernel.assignCoeffByOuterInner(outer, inner);
      else
        kernel.assignCoeff(inner);
    }
  }
  static EIGEN_STRONG_INLINE void rest(Kernel& kernel, Index outer, Index begin, Index end, true_type /*segments*/) {
#if EIGEN_RVV_BASE >= 50
    if (end == begin) return;
    if (Slices)
      kernel.template assignPacketSegmentByOuterInner<Unaligned, Unaligned, PacketType>(outer, begin, 0, end - begin);
    else
      kernel.template assignPacketSegment<Unaligned, Unaligned, PacketType>(begin, 0, end - begin);
#else
    rest(kernel, outer, begin, end, false_type());
#endif
  }
  static EIGEN_STRONG_INLINE void run(Kernel& kernel) {
    const Index inner_size = Slices ? kernel.innerSize() : kernel.size();
    const Index outer_size = Slices ? kernel.outerSize() : 1;
    const Index end = inner_size - inner_size % unpacket_traits<PacketType>::size;
    for (Index outer = 0; outer < outer_size; ++outer) {
      for (Index inner = 0; inner < end; inner += unpacket_traits<PacketType>::size) packet(kernel, outer, inner);
      rest(kernel, outer, end, inner_size, assignment_uses_segments<Kernel>());
    }
  }
};

}  // namespace rvv

// Upstream's generic kernel only: the kernels derived from it (triangular, restricted) keep upstream's loops.
template <typename DstEvaluator, typename SrcEvaluator, typename Functor, int Version>
struct EIGEN_RVV_ASSIGNMENT_LOOP<generic_dense_assignment_kernel<DstEvaluator, SrcEvaluator, Functor, Version>,
                                 LinearVectorizedTraversal, NoUnrolling>
    : rvv::assignment_loop<generic_dense_assignment_kernel<DstEvaluator, SrcEvaluator, Functor, Version>, false> {};

template <typename DstEvaluator, typename SrcEvaluator, typename Functor, int Version>
struct EIGEN_RVV_ASSIGNMENT_LOOP<generic_dense_assignment_kernel<DstEvaluator, SrcEvaluator, Functor, Version>,
                                 SliceVectorizedTraversal, NoUnrolling>
    : rvv::assignment_loop<generic_dense_assignment_kernel<DstEvaluator, SrcEvaluator, Functor, Version>, true> {};

#undef EIGEN_RVV_ASSIGNMENT_LOOP

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_ASSIGN_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Reductions (upstream's Redux.h) on the RVV packets, both bases: sum, dot,
// norms, minCoeff/maxCoeff, prod, any/all/count and the column and row
// reductions built on them.

#ifndef EIGEN_RVV_REDUX_H
#define EIGEN_RVV_REDUX_H

namespace Eigen {

namespace internal {

// No complete unrolling of run-time-sized reductions (a correction): upstream compares their cost (HugeCost) with
// EIGEN_UNROLLING_LIMIT times the packet size, so above 90 lanes it "unrolls" over -1 elements (infinite recursion).
// The traits are kept, but never unroll then.

// The same evaluator under another name, so that upstream's primary
// redux_traits can still be instantiated for it (only its member types and
// constants are used, never an object).
template <typename Evaluator>
struct rvv_redux_evaluator_as_upstream_sees_it : Evaluator {};

template <typename Func, typename XprType>
struct redux_traits<Func, redux_evaluator<XprType> >
    : redux_traits<Func, rvv_redux_evaluator_as_upstream_sees_it<redux_evaluator<XprType> > > {
 private:
  typedef redux_traits<Func, rvv_redux_evaluator_as_upstream_sees_it<redux_evaluator<XprType> > > Upstream;

 public:
  enum {
    Unrolling =
        int(redux_evaluator<XprType>::SizeAtCompileTime) == Dynamic ? int(NoUnrolling) : int(Upstream::Unrolling)
  };
};

// Run-time-sized, vectorized: whole packets from the first coefficient (RVV loads need element
// alignment only; upstream's peeling to the packet alignment costs short columns more than their
// vector work), two accumulators, then the remainder coefficient by coefficient.
template <typename Func, typename XprType>
struct redux_impl<Func, redux_evaluator<XprType>, LinearVectorizedTraversal, NoUnrolling> {
  typedef redux_evaluator<XprType> Evaluator;
  typedef typename Evaluator::Scalar Scalar;
  typedef typename redux_traits<Func, Evaluator>::PacketType Packet;

  template <typename Xpr>
  static Scalar run(const Evaluator& eval, const Func& func, const Xpr& xpr) {
    const Index size = xpr.size(), packet_size = unpacket_traits<Packet>::size;
    Index i;
    Scalar result;
    if (size < packet_size) {
      result = eval.coeff(0);
      i = 1;
    } else {
      Packet acc = eval.template packet<Unaligned, Packet>(0);
      i = packet_size;
      if (size >= 2 * packet_size) {
        Packet acc1 = eval.template packet<Unaligned, Packet>(packet_size);
        for (i = 2 * packet_size; i + 2 * packet_size <= size; i += 2 * packet_size) {
          acc = func.packetOp(acc, eval.template packet<Unaligned, Packet>(i));
          acc1 = func.packetOp(acc1, eval.template packet<Unaligned, Packet>(i + packet_size));
        }
        acc = func.packetOp(acc, acc1);
        if (i + packet_size <= size) {
          acc = func.packetOp(acc, eval.template packet<Unaligned, Packet>(i));
          i += packet_size;
        }
      }
      result = func.predux(acc);
    }
    // Counted from 0: GCC's -Waggressive-loop-optimizations cannot bound `i` here and warns on fixed sizes.
    for (Index k = 0, tail = size - i; k < tail; ++k) result = func(result, eval.coeff(i + k));
    return result;
  }
};

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_REDUX_H

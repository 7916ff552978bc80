// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// A correction to Eigen 3.4's choice of unrolling for full reductions
// (sum, prod, mean, count, squaredNorm, dot, the coefficient-based lazy
// products, ...) that only packets of more than 90 lanes reach.
//
// redux_traits (upstream Redux.h) gives a reduction of run-time size the
// cost HugeCost (10000) so that it is never unrolled, but compares that cost
// with EIGEN_UNROLLING_LIMIT (110) times the packet size. With more than
// 90 lanes (int8, uint8 and bool at VLEN 1024; 16-bit types from 128-lane
// packets on with EIGEN_RVV_LMUL) the run-time-sized reduction is "unrolled
// completely" over SizeAtCompileTime = Dynamic = -1 elements: its scalar
// unroller then calls itself with the same length forever, which the
// compiler may treat as unreachable. Measured before this correction at
// VLEN 1024: ArrayX<int8_t>::sum() and ArrayX<bool>::count() returned 0 for
// every size, and Eigen::half reductions did not compile at 128 lanes.
// No other backend of Eigen 3.4 has packets that wide.
//
// The correction keeps upstream's traits and only turns complete unrolling
// off for run-time sizes, as upstream intends with HugeCost: the
// specialization for redux_evaluator (the evaluator of every full
// reduction) derives from upstream's primary template instantiated on an
// identical evaluator type, and overrides Unrolling.

#ifndef EIGEN_RVV_REDUX_H
#define EIGEN_RVV_REDUX_H

namespace Eigen {

namespace internal {

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

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_REDUX_H

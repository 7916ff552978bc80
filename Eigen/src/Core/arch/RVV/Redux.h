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

namespace rvv {

// A reduction's segment (Eigen 5): lanes [0, count) loaded, the others completed so that the functor's packet
// reduction sees only the segment: sums with -0 (their identity, which keeps a sum of negative zeros -0), products
// with 1, min and max with the segment's lane 0 (exact under every NaN policy). Other functors: no segments.
enum { segment_fill_none, segment_fill_identity, segment_fill_lane0 };
template <typename Func>
struct segment_fill : std::integral_constant<int, segment_fill_none> {};
template <typename Scalar>
struct segment_fill<scalar_sum_op<Scalar, Scalar> > : std::integral_constant<int, segment_fill_identity> {
  static EIGEN_STRONG_INLINE Scalar identity() { return -Scalar(0); }
};
template <typename Scalar>
struct segment_fill<scalar_product_op<Scalar, Scalar> > : std::integral_constant<int, segment_fill_identity> {
  static EIGEN_STRONG_INLINE Scalar identity() { return Scalar(1); }
};
template <typename Scalar, int NaNPropagation>
struct segment_fill<scalar_min_op<Scalar, Scalar, NaNPropagation> > : std::integral_constant<int, segment_fill_lane0> {
};
template <typename Scalar, int NaNPropagation>
struct segment_fill<scalar_max_op<Scalar, Scalar, NaNPropagation> > : std::integral_constant<int, segment_fill_lane0> {
};

// Lanes [0, count) of a, the others of fill: one move with the tail undisturbed.
template <typename Packet>
EIGEN_STRONG_INLINE Packet first_lanes_over(const Packet& fill, const Packet& a, Index count) {
  typedef typename rvv_packet_info<Packet>::Vector Vector;
  return Packet(__riscv_vmv_v_tu(Vector(raw(fill)), Vector(raw(a)), size_t(count)));
}
template <typename Real>
EIGEN_STRONG_INLINE rvv_complex_packet<Real> first_lanes_over(const rvv_complex_packet<Real>& fill,
                                                              const rvv_complex_packet<Real>& a, Index count) {
  return rvv_packet_info<rvv_complex_packet<Real> >::make(first_lanes_over(fill.real, a.real, count),
                                                          first_lanes_over(fill.imag, a.imag, count));
}
template <typename Func, typename Packet>
EIGEN_STRONG_INLINE Packet complete_segment(const Packet& a, Index count,
                                            std::integral_constant<int, segment_fill_identity>) {
  return first_lanes_over(pset1<Packet>(segment_fill<Func>::identity()), a, count);
}
template <typename Func, typename Packet>
EIGEN_STRONG_INLINE Packet complete_segment(const Packet& a, Index count,
                                            std::integral_constant<int, segment_fill_lane0>) {
  typedef typename rvv_packet_info<Packet>::Vector Vector;
  const Vector lane0 = __riscv_vrgather(Vector(raw(a)), size_t(0), size_t(rvv_packet_info<Packet>::lanes));
  return first_lanes_over(Packet(lane0), a, count);
}

// Sums of real and integer packets (not complex, nor the forwarded half, bfloat16 and bool ones) reduce the first
// count lanes directly.
template <typename Func, typename Packet, typename Family = typename rvv_packet_info<Packet>::Family>
struct sums_segment_directly
    : bool_constant<
          segment_fill<Func>::value == segment_fill_identity &&
          std::is_same<Func, scalar_sum_op<typename unpacket_traits<Packet>::type,
                                           typename unpacket_traits<Packet>::type> >::value &&
          std::is_same<typename unpacket_traits<Packet>::type, typename rvv_packet_info<Packet>::Scalar>::value &&
          (std::is_same<Family, rvv_real_family>::value || std::is_base_of<rvv_integer_family, Family>::value)> {};

// The coefficients [begin, begin + count) of a reduction, count below a packet, as one segment: false when they take
// the coefficient loop (Eigen 3.4, other functors, fewer than `shortest` coefficients).
template <typename Func, typename Packet>
struct redux_segment {
  typedef typename unpacket_traits<Packet>::type Scalar;
#if EIGEN_RVV_BASE >= 50
  // Shorter ones cost the coefficient loop less than the load, the completion and the packet operation.
  enum { shortest = 4, used = segment_fill<Func>::value != segment_fill_none && has_packet_segment<Packet>::value };
#else
  enum { shortest = 4, used = 0 };
#endif
  // `segment` holds them, completed for func's packet operation and reduction.
  template <typename Evaluator>
  static EIGEN_STRONG_INLINE bool load(const Evaluator& eval, Index begin, Index count, Packet& segment) {
    return load(eval, begin, count, segment, bool_constant<bool(used)>());
  }
  // `result` is their reduction.
  template <typename Evaluator>
  static EIGEN_STRONG_INLINE bool reduce(const Evaluator& eval, const Func& func, Index count, Scalar& result) {
    return reduce(eval, func, count, result, bool_constant<bool(used)>());
  }

 private:
  template <typename Evaluator>
  static EIGEN_STRONG_INLINE bool load(const Evaluator&, Index, Index, Packet&, false_type) {
    return false;
  }
  template <typename Evaluator>
  static EIGEN_STRONG_INLINE bool reduce(const Evaluator&, const Func&, Index, Scalar&, false_type) {
    return false;
  }
#if EIGEN_RVV_BASE >= 50
  template <typename Evaluator>
  static EIGEN_STRONG_INLINE bool load(const Evaluator& eval, Index begin, Index count, Packet& segment, true_type) {
    if (count < Index(shortest)) return false;
    segment = complete_segment<Func>(eval.template packetSegment<Unaligned, Packet>(begin, 0, count), count,
                                     segment_fill<Func>());
    return true;
  }
  template <typename Evaluator>
  static EIGEN_STRONG_INLINE bool reduce(const Evaluator& eval, const Func& func, Index count, Scalar& result,
                                         true_type) {
    if (count < Index(shortest)) return false;
    result = reduce(func, eval.template packetSegment<Unaligned, Packet>(0, 0, count), count,
                    sums_segment_directly<Func, Packet>());
    return true;
  }
  static EIGEN_STRONG_INLINE Scalar reduce(const Func&, const Packet& segment, Index count, true_type /*directly*/) {
    typedef rvv_packet_info<Packet> Info;
    return Info::first(sum_into_lane0(raw(segment), typename Info::Family(), size_t(count)));
  }
  static EIGEN_STRONG_INLINE Scalar reduce(const Func& func, const Packet& segment, Index count, false_type) {
    return func.predux(complete_segment<Func>(segment, count, segment_fill<Func>()));
  }
#endif
};

// The largest |x| with NaN propagated (JacobiSVD's and BDCSVD's scale): absolute values and NaN have a clear sign bit
// and order as unsigned integers, NaN above +inf, so one unsigned maximum per packet replaces the NaN rule's four
// instructions. Other reductions keep their functor.
template <typename Func, typename XprType, typename Packet>
struct redux_functor {
  typedef Func type;
  static EIGEN_STRONG_INLINE const Func& make(const Func& func) { return func; }
};
template <typename Scalar, typename Packet>
struct abs_max_op {
  typedef rvv_packet_info<Packet> Info;
  EIGEN_STRONG_INLINE Scalar operator()(const Scalar& a, const Scalar& b) const {
    return scalar_max_op<Scalar, Scalar, PropagateNaN>()(a, b);
  }
  EIGEN_STRONG_INLINE Packet packetOp(const Packet& a, const Packet& b) const {
    return Packet(
        Info::from_unsigned(__riscv_vmaxu(Info::as_unsigned(raw(a)), Info::as_unsigned(raw(b)), Info::lanes)));
  }
  EIGEN_STRONG_INLINE Scalar predux(const Packet& a) const { return reduce_max_nan(raw(a)); }
};
template <typename Scalar, typename Packet>
struct segment_fill<abs_max_op<Scalar, Packet> > : std::integral_constant<int, segment_fill_lane0> {};
template <typename Scalar, typename Inner, typename Packet>
struct redux_functor<scalar_max_op<Scalar, Scalar, PropagateNaN>, CwiseUnaryOp<scalar_abs_op<Scalar>, Inner>, Packet> {
  typedef
      typename std::conditional<std::is_same<typename rvv_packet_info<Packet>::Family, rvv_real_family>::value &&
                                    std::is_same<typename rvv_packet_info<Packet>::Scalar, Scalar>::value,
                                abs_max_op<Scalar, Packet>, scalar_max_op<Scalar, Scalar, PropagateNaN> >::type type;
  static EIGEN_STRONG_INLINE type make(const scalar_max_op<Scalar, Scalar, PropagateNaN>&) { return type(); }
};

}  // namespace rvv

// Run-time-sized, vectorized: whole packets from the first coefficient (RVV loads need element
// alignment only; upstream's peeling to the packet alignment costs short columns more than their
// vector work), two accumulators, then the remainder as one segment (Eigen 5) or coefficient by coefficient.
template <typename Func, typename XprType>
struct redux_impl<Func, redux_evaluator<XprType>, LinearVectorizedTraversal, NoUnrolling> {
  typedef redux_evaluator<XprType> Evaluator;
  typedef typename Evaluator::Scalar Scalar;
  typedef typename redux_traits<Func, Evaluator>::PacketType Packet;
  typedef rvv::redux_functor<Func, XprType, Packet> Functor;

  template <typename Xpr>
  static Scalar run(const Evaluator& eval, const Func& func, const Xpr& xpr) {
    return reduce(eval, Functor::make(func), xpr.size());
  }

 private:
  template <typename F>
  static Scalar reduce(const Evaluator& eval, const F& func, const Index size) {
    typedef rvv::redux_segment<F, Packet> Segment;
    const Index packet_size = unpacket_traits<Packet>::size;
    Index i;
    Scalar result;
    Packet segment;
    if (size < packet_size) {
      if (Segment::reduce(eval, func, size, result)) return result;
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
      if (i < size && Segment::load(eval, i, size - i, segment)) {
        acc = func.packetOp(acc, segment);
        i = size;
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

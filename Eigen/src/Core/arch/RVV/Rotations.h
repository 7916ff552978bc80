// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Plane rotations (Eigen/Jacobi's apply_rotation_in_the_plane) of float, double and _Float16: x <- c x + s y,
// y <- c y - s x by strips with a vector-length tail; strided rows go to the scalar pipe, in part or whole, where a
// register holds at most 8 elements, and long columns in small part where it holds 4.
// Declared with Core, for modules that reach Jacobi by a relative include (DESIGN.md, "The matrix-product kernel").

#ifndef EIGEN_RVV_ROTATIONS_H
#define EIGEN_RVV_ROTATIONS_H

namespace Eigen {

namespace internal {

template <typename Scalar, typename OtherScalar, int SizeAtCompileTime, int MinAlignment, bool Vectorizable>
struct apply_rotation_in_the_plane_selector;

namespace rvv {

template <typename Scalar>
struct rotation_kernel {
  typedef rvv_packet_info<typename packet_traits<Scalar>::type> Info;
  typedef typename Info::Vector Vector;

  // x[i * incrx] = c x + s y and y[i * incry] = c y - s x for i in [0, vl), in vectors of StripInfo (a
  // descriptor); contiguous: both increments 1. c x and -s x fused, s y and c y rounded: clang and GCC contract
  // the leftmost product of each sum in Eigen's scalar loop, and the strips give its results bit for bit.
  template <typename StripInfo, bool Contiguous>
  static EIGEN_STRONG_INLINE void rotate_strip(Scalar* xi, std::ptrdiff_t x_bytes, Scalar* yi, std::ptrdiff_t y_bytes,
                                               size_t vl, Scalar c, Scalar s) {
    typedef typename StripInfo::Vector StripVector;
    const StripVector xs = Contiguous ? StripInfo::load(xi, vl) : StripInfo::load_strided(xi, x_bytes, vl);
    const StripVector ys = Contiguous ? StripInfo::load(yi, vl) : StripInfo::load_strided(yi, y_bytes, vl);
    const StripVector new_x = __riscv_vfmacc(__riscv_vfmul(ys, s, vl), c, xs, vl);
    const StripVector new_y = __riscv_vfmacc(__riscv_vfmul(ys, c, vl), Scalar(-s), xs, vl);
    if (Contiguous) {
      StripInfo::store(xi, new_x, vl);
      StripInfo::store(yi, new_y, vl);
    } else {
      StripInfo::store_strided(xi, x_bytes, new_x, vl);
      StripInfo::store_strided(yi, y_bytes, new_y, vl);
    }
  }
  // Strips of 4 registers while that many elements remain (a quarter of the loop control per element), then
  // strips of one register, each by vsetvl: fewer scalar instructions than whole registers then one tail.
  // MayShare: long contiguous vectors may take rotate_contiguous_shared (checked where strips of 4 registers start).
  template <bool Contiguous, bool MayShare = Contiguous>
  static EIGEN_STRONG_INLINE void rotate(Scalar* x, Index incrx, Scalar* y, Index incry, Index size, Scalar c,
                                         Scalar s) {
    typedef rvv_packet_info<typename rvv_vector<Scalar, 4>::raw> Info4;
    typedef std::integral_constant<bool, MayShare && register_lanes == 4> Shares;
    const std::ptrdiff_t x_bytes = std::ptrdiff_t(incrx) * std::ptrdiff_t(sizeof(Scalar));
    const std::ptrdiff_t y_bytes = std::ptrdiff_t(incry) * std::ptrdiff_t(sizeof(Scalar));
    size_t i = 0;
    if (size_t(size) >= size_t(Info4::lanes)) {
      if (Shares::value && EIGEN_PREDICT_FALSE(size > 11 * Index(register_lanes)))
        return rotate_contiguous_shared(x, y, size, c, s, Shares());
      for (size_t vl; size_t(size) - i >= size_t(Info4::lanes); i += vl) {
        vl = Info4::strip_length(size_t(size) - i);
        rotate_strip<Info4, Contiguous>(x + Index(i) * incrx, x_bytes, y + Index(i) * incry, y_bytes, vl, c, s);
      }
    }
    for (size_t vl; i < size_t(size); i += vl) {
      vl = Info::strip_length(size_t(size) - i);
      rotate_strip<Info, Contiguous>(x + Index(i) * incrx, x_bytes, y + Index(i) * incry, y_bytes, vl, c, s);
    }
  }
  static EIGEN_STRONG_INLINE void rotate_scalar(Scalar* x, Index incrx, Scalar* y, Index incry, Index size, Scalar c,
                                                Scalar s) {
    for (Index i = 0; i < size; ++i, x += incrx, y += incry) {
      const Scalar xi = *x, yi = *y;
      *x = c * xi + s * yi;
      *y = -s * xi + c * yi;
    }
  }
  // Count contiguous elements in the scalar pipe: the empty asm keeps the compilers from vectorizing them again.
  template <int Count>
  static EIGEN_STRONG_INLINE void rotate_scalar_fixed(Scalar* x, Scalar* y, Scalar c, Scalar s) {
    Scalar xs[Count], ys[Count];
    for (int k = 0; k < Count; ++k) {
      xs[k] = x[k], ys[k] = y[k];
      __asm__("" : "+f"(xs[k]), "+f"(ys[k]));
    }
    for (int k = 0; k < Count; ++k) {
      x[k] = c * xs[k] + s * ys[k];
      y[k] = -s * xs[k] + c * ys[k];
    }
  }
  // Contiguous vectors of more than 11 registers where a register holds 4 elements: one register of every 16, at
  // least one, in the scalar pipe, which JacobiSVD's vector-bound sweeps leave room in (bench/RESULTS.md). Out of
  // line, so that it does not enlarge the inlined code of shorter rotations.
  static EIGEN_DONT_INLINE void rotate_contiguous_shared(Scalar* x, Scalar* y, Index size, Scalar c, Scalar s,
                                                         std::true_type) {
    const Index scalar_part = numext::maxi(Index(1), size / (16 * Index(register_lanes))) * Index(register_lanes);
    rotate<true, false>(x, 1, y, 1, size - scalar_part, c, s);
    for (Index i = size - scalar_part; i < size; i += Index(register_lanes))
      rotate_scalar_fixed<int(register_lanes)>(x + i, y + i, c, s);
  }
  static EIGEN_STRONG_INLINE void rotate_contiguous_shared(Scalar*, Scalar*, Index, Scalar, Scalar, std::false_type) {}
  // Strided: each strip of one register, then as many elements in the scalar pipe, the rest by rotate.
  static EIGEN_STRONG_INLINE void rotate_shared(Scalar* x, Index incrx, Scalar* y, Index incry, Index size, Scalar c,
                                                Scalar s) {
    typedef rvv_packet_info<typename rvv_vector<Scalar, 1>::raw> Info1;
    const Index lanes = Index(Info1::lanes);
    const std::ptrdiff_t x_bytes = std::ptrdiff_t(incrx) * std::ptrdiff_t(sizeof(Scalar));
    const std::ptrdiff_t y_bytes = std::ptrdiff_t(incry) * std::ptrdiff_t(sizeof(Scalar));
    Index i = 0;
    for (; i + 2 * lanes <= size; i += 2 * lanes) {
      rotate_strip<Info1, false>(x + i * incrx, x_bytes, y + i * incry, y_bytes, size_t(lanes), c, s);
      rotate_scalar(x + (i + lanes) * incrx, incrx, y + (i + lanes) * incry, incry, lanes, c, s);
    }
    rotate<false>(x + i * incrx, incrx, y + i * incry, incry, size - i, c, s);
  }
  // Strided rows are JacobiSVD's left rotations, beside three contiguous ones that keep the vector unit busy: where
  // a register holds at most 4 elements, rows of 4 registers or more run in the scalar pipe; where it holds 8, half
  // of such rows (bench/RESULTS.md). Vectors of a fixed size under one register stay scalar. MayShare: the
  // selector's Vectorizable, true for columns on Eigen 5 (3.4 passes false for every rotation).
  enum { register_lanes = EIGEN_RVV_VLEN / (8 * sizeof(Scalar)) };
  template <int SizeAtCompileTime, bool MayShare = true>
  static EIGEN_STRONG_INLINE void run(Scalar* x, Index incrx, Scalar* y, Index incry, Index size, Scalar c, Scalar s) {
    const bool contiguous = incrx == 1 && incry == 1;
    if ((SizeAtCompileTime != Dynamic && SizeAtCompileTime < int(register_lanes)) ||
        (register_lanes <= 4 && !contiguous && size >= 4 * Index(register_lanes))) {
      rotate_scalar(x, incrx, y, incry, size, c, s);
    } else if (contiguous) {
      rotate<true, MayShare>(x, 1, y, 1, size, c, s);
    } else if (register_lanes == 8 && size >= 4 * Index(register_lanes)) {
      rotate_shared(x, incrx, y, incry, size, c, s);
    } else {
      rotate<false>(x, incrx, y, incry, size, c, s);
    }
  }
};

}  // namespace rvv

// Whether Eigen found the vectors packet-accessible or not (strided rows).
#define EIGEN_RVV_ROTATION(SCALAR, VECTORIZABLE)                                                                   \
  template <int SizeAtCompileTime, int MinAlignment>                                                               \
  struct apply_rotation_in_the_plane_selector<SCALAR, SCALAR, SizeAtCompileTime, MinAlignment, VECTORIZABLE> {     \
    static EIGEN_STRONG_INLINE void run(SCALAR* x, Index incrx, SCALAR* y, Index incry, Index size, SCALAR c,      \
                                        SCALAR s) {                                                                \
      rvv::rotation_kernel<SCALAR>::template run<SizeAtCompileTime, VECTORIZABLE>(x, incrx, y, incry, size, c, s); \
    }                                                                                                              \
  };
#define EIGEN_RVV_ROTATIONS(SCALAR) EIGEN_RVV_ROTATION(SCALAR, true) EIGEN_RVV_ROTATION(SCALAR, false)
EIGEN_RVV_ROTATIONS(float)
EIGEN_RVV_ROTATIONS(double)
// Complex vectors by a real rotation (JacobiSVD of complex matrices), which Eigen vectorizes where a complex packet
// has a real packet's lanes, as here: contiguous vectors as real ones of twice the length, with no scalar share (the
// complex arithmetic around them fills the scalar pipe), others as upstream's scalar loop. (Eigen 5's generic version
// does not compile for packets whose traits' enumerations differ in type.)
#define EIGEN_RVV_COMPLEX_ROTATION(REAL)                                                                              \
  template <int SizeAtCompileTime, int MinAlignment>                                                                  \
  struct apply_rotation_in_the_plane_selector<std::complex<REAL>, REAL, SizeAtCompileTime, MinAlignment, true> {      \
    static EIGEN_STRONG_INLINE void run(std::complex<REAL>* x, Index incrx, std::complex<REAL>* y, Index incry,       \
                                        Index size, REAL c, REAL s) {                                                 \
      if (incrx == 1 && incry == 1) {                                                                                 \
        rvv::rotation_kernel<REAL>::template run<SizeAtCompileTime == Dynamic ? Dynamic : 2 * SizeAtCompileTime,      \
                                                 false>(reinterpret_cast<REAL*>(x), 1, reinterpret_cast<REAL*>(y), 1, \
                                                        2 * size, c, s);                                              \
      } else {                                                                                                        \
        apply_rotation_in_the_plane_selector<std::complex<REAL>, REAL, SizeAtCompileTime, MinAlignment, false>::run(  \
            x, incrx, y, incry, size, c, s);                                                                          \
      }                                                                                                               \
    }                                                                                                                 \
  };
EIGEN_RVV_COMPLEX_ROTATION(float)
EIGEN_RVV_COMPLEX_ROTATION(double)
#undef EIGEN_RVV_COMPLEX_ROTATION
#if defined(__riscv_zvfh)
EIGEN_RVV_ROTATIONS(_Float16)
#endif
#undef EIGEN_RVV_ROTATIONS
#undef EIGEN_RVV_ROTATION

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_ROTATIONS_H

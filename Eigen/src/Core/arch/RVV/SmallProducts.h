// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Products of fixed-size float and double matrices whose columns fit in two registers (Matrix4f * Matrix4f,
// Matrix3d * Matrix3d, 6 x 6 at VLEN 256, ...): each column of the result is one vector of the smallest register
// group that holds it, half a register included, at the column's vector length (DESIGN.md, "Small products").

#ifndef EIGEN_RVV_SMALL_PRODUCTS_H
#define EIGEN_RVV_SMALL_PRODUCTS_H

namespace Eigen {

namespace internal {

namespace rvv {

// Whole vectors (vl = VLMAX) as plain memory accesses, which GCC's alias analysis sees (not its intrinsics').
template <typename Scalar, typename Fixed>
struct small_product_whole_vector {
  static EIGEN_STRONG_INLINE Fixed load_whole(const Scalar* from) {
    Fixed a;
    std::memcpy(static_cast<void*>(&a), from, sizeof(a));
    return a;
  }
  static EIGEN_STRONG_INLINE void store_whole(Scalar* to, const Fixed& a) {
    std::memcpy(static_cast<void*>(to), &a, sizeof(a));
  }
};

// The vectors of Bits bits of Scalar: loads, strided loads and stores of vl elements. One or two registers are the
// packets' vectors, with their descriptors; half a register (floats only: LMUL >= SEW / 64) is this file's own.
template <typename Scalar, int Bits, bool Half = (Bits < EIGEN_RVV_VLEN)>
struct small_product_vector
    : small_product_whole_vector<Scalar, typename rvv_vector<Scalar, Bits / EIGEN_RVV_VLEN>::fixed> {
  typedef rvv_vector<Scalar, Bits / EIGEN_RVV_VLEN> Vector;
  typedef typename Vector::fixed fixed;
  typedef rvv_packet_info<typename Vector::raw> Info;
  static EIGEN_STRONG_INLINE fixed load(const Scalar* from, size_t vl) { return Info::load(from, vl); }
  static EIGEN_STRONG_INLINE fixed load_strided(const Scalar* from, std::ptrdiff_t byte_stride, size_t vl) {
    return Info::load_strided(from, byte_stride, vl);
  }
  static EIGEN_STRONG_INLINE void store(Scalar* to, const fixed& a, size_t vl) { Info::store(to, a, vl); }
};
typedef vfloat32mf2_t __attribute__((riscv_rvv_vector_bits(EIGEN_RVV_VLEN / 2))) rvv_small_product_float_mf2;
template <>
struct small_product_vector<float, EIGEN_RVV_VLEN / 2, true>
    : small_product_whole_vector<float, rvv_small_product_float_mf2> {
  typedef rvv_small_product_float_mf2 fixed;
  static EIGEN_STRONG_INLINE fixed load(const float* from, size_t vl) { return __riscv_vle32_v_f32mf2(from, vl); }
  static EIGEN_STRONG_INLINE fixed load_strided(const float* from, std::ptrdiff_t byte_stride, size_t vl) {
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    const fixed result = __riscv_vlse32_v_f32mf2(from, byte_stride, vl);
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    return result;
  }
  static EIGEN_STRONG_INLINE void store(float* to, const fixed& a, size_t vl) { __riscv_vse32(to, a, vl); }
};

template <typename Scalar>
struct has_small_products : std::false_type {};
template <>
struct has_small_products<float> : std::true_type {};
template <>
struct has_small_products<double> : std::true_type {};

enum small_product_update { small_product_assign, small_product_add, small_product_subtract };

// C = A B, C += A B or C -= A B for the M x K matrix A (column k at a + k * a_column, its rows a_row apart), the
// K x N matrix B (B(k, j) at b[k * b_row + j * b_column]) and the M x N matrix C (column j at c + j * c_column).
template <typename Scalar, int M, int K, int N>
struct small_product {
  // Where it applies: M >= 3 (clang vectorizes loops over 2-row products across the objects), a column in two
  // registers, A in 16; a matrix times one vector (N = 1) with part packets, or where its per-object code costs less
  // than the compiler's for a loop over such products (points) vectorized across the objects (vectors_apply).
  enum {
    element_bits = 8 * int(sizeof(Scalar)),
    column_bits = M * element_bits,
    // Half a register where the element width allows it (LMUL >= SEW / 64).
    bits = element_bits <= 32 && column_bits <= EIGEN_RVV_VLEN / 2 ? EIGEN_RVV_VLEN / 2
           : column_bits <= EIGEN_RVV_VLEN                         ? EIGEN_RVV_VLEN
                                                                   : 2 * EIGEN_RVV_VLEN,
    registers = bits > EIGEN_RVV_VLEN ? 2 : 1,
    // A column of two registers with at most 3 rows past the first, or a float column of one register with at most
    // 2 past half of it: those rows in scalar FMAs, which the scalar unit runs beside the vector unit's, the rest in
    // one register or half of one (half the beats).
    lanes = EIGEN_RVV_VLEN / element_bits,
    past_register = registers == 2 && M - lanes <= 3 && (M - lanes) * K <= 16 ? M - lanes : 0,
    past_half = element_bits == 32 && bits == EIGEN_RVV_VLEN && M - lanes / 2 <= 2 && (M - lanes / 2) * K <= 8
                    ? M - lanes / 2
                    : 0,
    split_rows = past_register + past_half,
    vector_rows = M - split_rows,
    vector_bits = past_register > 0 ? int(EIGEN_RVV_VLEN)
                  : past_half > 0   ? int(EIGEN_RVV_VLEN / 2)
                                    : int(bits),
    // With GCC, whose alias analysis does not see through its RVV memory intrinsics, columns that fill their
    // registers are loaded and stored as plain memory, so that a loop over objects keeps A in registers.
    whole = vector_rows * element_bits == vector_bits,
    // clang 19-22 and GCC 14-15 vectorize a loop over matrix-vector products across the objects only up to 25
    // multiply-adds per object.
    many_terms = M * K > 25,
#if defined(__clang__)
    plain_memory = 0,
    // Below, clang's loop costs less per object than the kernel at VLEN 1024, and at 512 below 15 multiply-adds.
    vectors_apply =
        EIGEN_RVV_PART_PACKETS || EIGEN_RVV_VLEN <= 256 || (EIGEN_RVV_VLEN == 512 && M * K >= 15) || many_terms,
#else
    plain_memory = whole,
    // Otherwise GCC vectorizes Eigen's scalar code for objects smaller than a packet across the objects.
    vectors_apply = EIGEN_RVV_PART_PACKETS || column_bits >= EIGEN_RVV_VLEN * EIGEN_RVV_LMUL ||
                    (whole && lanes <= 16) || many_terms,
#endif
    applies = has_small_products<Scalar>::value && M >= 3 && (N >= 2 || (N == 1 && vectors_apply)) && K >= 1 &&
              column_bits <= 2 * EIGEN_RVV_VLEN && K * registers <= 16,
    scalar_rows = applies ? int(split_rows) : 0,
    // Up to 16 coefficients of B read before C's first store, as all of A is: C may then share memory with A and B.
    reads_operands_first = applies && N <= 4 && K * N <= 16
  };

  template <int Update>
  static EIGEN_STRONG_INLINE void run(Scalar* c, Index c_column, const Scalar* a, Index a_row, Index a_column,
                                      const Scalar* b, Index b_row, Index b_column) {
    typedef small_product_vector<Scalar, vector_bits> Vector;
    typedef typename Vector::fixed Column;
    Column columns[K];
    EIGEN_RVV_UNROLL_FULLY
    for (int k = 0; k < K; ++k) {
      if (a_row != 1 && !plain_memory) {
        columns[k] = Vector::load_strided(a + k * a_column, a_row * Index(sizeof(Scalar)), vector_rows);
      } else if (a_row != 1) {
        // Scalar loads: GCC 14 reorders accesses to a column kept as plain memory across a strided load (docs/using.md,
        // "GCC 14").
        Scalar gathered[vector_rows];
        EIGEN_RVV_UNROLL_FULLY
        for (int r = 0; r < vector_rows; ++r) gathered[r] = a[r * a_row + k * a_column];
        columns[k] = Vector::load_whole(gathered);
      } else if (plain_memory)
        columns[k] = Vector::load_whole(a + k * a_column);
      else
        columns[k] = Vector::load(a + k * a_column, vector_rows);
    }
    Scalar rows[scalar_rows > 0 ? scalar_rows : 1][K];
    EIGEN_RVV_UNROLL_FULLY
    for (int r = 0; r < scalar_rows; ++r) {
      EIGEN_RVV_UNROLL_FULLY
      for (int k = 0; k < K; ++k) rows[r][k] = a[(vector_rows + r) * a_row + k * a_column];
    }
    // B's columns read once, before any store (which GCC assumes may write them): all of them where they are few.
    Scalar b_first[reads_operands_first ? N : 1][K];
    EIGEN_RVV_UNROLL_FULLY
    for (int j = 0; j < (reads_operands_first ? N : 0); ++j) {
      EIGEN_RVV_UNROLL_FULLY
      for (int k = 0; k < K; ++k) b_first[j][k] = b[k * b_row + j * b_column];
    }
    // Column j of C from column j of B.
    const auto column = [&](int j) {
      enum { first = Update == small_product_assign ? 1 : 0 };
      Scalar* c_j = c + j * c_column;
      Scalar b_k[K];
      EIGEN_RVV_UNROLL_FULLY
      for (int k = 0; k < K; ++k) b_k[k] = reads_operands_first ? b_first[j][k] : b[k * b_row + j * b_column];
      // The rows in scalar FMAs: the same fused operations in the same order as the vector lanes.
      Scalar row_sums[scalar_rows > 0 ? scalar_rows : 1];
      EIGEN_RVV_UNROLL_FULLY
      for (int r = 0; r < scalar_rows; ++r) {
        row_sums[r] = first ? rows[r][0] * b_k[0] : c_j[vector_rows + r];
        EIGEN_RVV_UNROLL_FULLY
        for (int k = first; k < K; ++k)
          row_sums[r] = std::fma(Update == small_product_subtract ? Scalar(-b_k[k]) : b_k[k], rows[r][k], row_sums[r]);
      }
      Column sum;
      if (first)
        sum = __riscv_vfmul(columns[0], b_k[0], vector_rows);
      else if (plain_memory)
        sum = Vector::load_whole(c_j);
      else
        sum = Vector::load(c_j, vector_rows);
      EIGEN_RVV_UNROLL_FULLY
      for (int k = first; k < K; ++k)
        sum = Update == small_product_subtract ? __riscv_vfnmsac(sum, b_k[k], columns[k], vector_rows)
                                               : __riscv_vfmacc(sum, b_k[k], columns[k], vector_rows);
      if (plain_memory)
        Vector::store_whole(c_j, sum);
      else
        Vector::store(c_j, sum, vector_rows);
      EIGEN_RVV_UNROLL_FULLY
      for (int r = 0; r < scalar_rows; ++r) c_j[vector_rows + r] = row_sums[r];
    };
    // Up to 4 columns unrolled; more stay a loop, whose scalar rows GCC would vectorize across the columns.
    if (N <= 4) {
      EIGEN_RVV_UNROLL_FULLY
      for (int j = 0; j < N; ++j) column(j);
    } else {
      for (int j = 0; j < N; ++j) column(j);
    }
  }
};

template <typename Func>
struct small_product_update_of {
  enum { value = -1 };
};
template <typename DstScalar, typename Scalar>
struct small_product_update_of<assign_op<DstScalar, Scalar> > {
  enum { value = small_product_assign };
};
template <typename DstScalar, typename Scalar>
struct small_product_update_of<add_assign_op<DstScalar, Scalar> > {
  enum { value = small_product_add };
};
template <typename DstScalar, typename Scalar>
struct small_product_update_of<sub_assign_op<DstScalar, Scalar> > {
  enum { value = small_product_subtract };
};

}  // namespace rvv

// Matrix * Matrix of fixed sizes where rvv::small_product applies: the coefficient-based product (Eigen's choice up
// to 7 x 7 x 7) through the kernel, the same for every other Matrix product (8 x 8, ...) whose columns fit in two
// registers, which Eigen would give to the blocked GEMM; product_type with a const Lhs is upstream's own choice.
template <typename Scalar, int M, int K, int N, int LhsOptions, int RhsOptions>
struct product_type<Matrix<Scalar, M, K, LhsOptions, M, K>, Matrix<Scalar, K, N, RhsOptions, K, N> > {
  enum {
    value = rvv::small_product<Scalar, M, K, N>::applies
                ? int(CoeffBasedProductMode)
                : int(product_type<const Matrix<Scalar, M, K, LhsOptions, M, K>,
                                   Matrix<Scalar, K, N, RhsOptions, K, N> >::value),
    ret = value
  };
#ifdef EIGEN_DEBUG_PRODUCT
  static void debug() {
    product_type<const Matrix<Scalar, M, K, LhsOptions, M, K>, Matrix<Scalar, K, N, RhsOptions, K, N> >::debug();
  }
#endif
};

// Eigen evaluates dst = A B into a temporary in case dst shares memory with A or B; a kernel that reads both before
// its first store writes dst directly (in generic_product_impl below, or through a temporary where dst is strided).
template <typename Scalar, int M, int K, int N, int LhsOptions, int RhsOptions>
struct evaluator_assume_aliasing<
    Product<Matrix<Scalar, M, K, LhsOptions, M, K>, Matrix<Scalar, K, N, RhsOptions, K, N>, DefaultProduct> > {
  static const bool value = !rvv::small_product<Scalar, M, K, N>::reads_operands_first;
};

// Where the kernel does not apply (dynamic sizes, vectors, other scalars, other updates), the bodies are upstream's
// for plain matrices, which have no scalar factor and no conjugation.
template <typename Scalar, int M, int K, int N, int LhsOptions, int RhsOptions>
struct generic_product_impl<Matrix<Scalar, M, K, LhsOptions, M, K>, Matrix<Scalar, K, N, RhsOptions, K, N>, DenseShape,
                            DenseShape, CoeffBasedProductMode> {
  typedef Matrix<Scalar, M, K, LhsOptions, M, K> Lhs;
  typedef Matrix<Scalar, K, N, RhsOptions, K, N> Rhs;
  typedef rvv::small_product<Scalar, M, K, N> Kernel;

  template <typename Dst>
  static EIGEN_STRONG_INLINE void evalTo(Dst& dst, const Lhs& lhs, const Rhs& rhs) {
    run<false>(dst, lhs, rhs, assign_op<typename Dst::Scalar, Scalar>());
  }
  template <typename Dst>
  static EIGEN_STRONG_INLINE void addTo(Dst& dst, const Lhs& lhs, const Rhs& rhs) {
    run<false>(dst, lhs, rhs, add_assign_op<typename Dst::Scalar, Scalar>());
  }
  template <typename Dst>
  static EIGEN_STRONG_INLINE void subTo(Dst& dst, const Lhs& lhs, const Rhs& rhs) {
    run<false>(dst, lhs, rhs, sub_assign_op<typename Dst::Scalar, Scalar>());
  }
  template <typename Dst, typename Func>
  static EIGEN_STRONG_INLINE void eval_dynamic(Dst& dst, const Lhs& lhs, const Rhs& rhs, const Func& func) {
    run<true>(dst, lhs, rhs, func);
  }

 private:
  template <bool Restricted, typename Dst, typename Func>
  static EIGEN_STRONG_INLINE void run(Dst& dst, const Lhs& lhs, const Rhs& rhs, const Func& func) {
    enum {
      use_kernel = Kernel::applies && rvv::small_product_update_of<Func>::value >= 0 &&
                   is_same<typename Dst::Scalar, Scalar>::value,
      // Columns of the destination one after another with a fixed distance: the kernel writes into it.
      in_place = bool(Dst::Flags & DirectAccessBit) && !(bool(Dst::Flags & RowMajorBit)) &&
                 int(Dst::InnerStrideAtCompileTime) == 1
    };
    run(dst, lhs, rhs, func, std::integral_constant<bool, use_kernel>(), std::integral_constant<bool, in_place>(),
        std::integral_constant<bool, Restricted>());
  }
  // Upstream's: evalTo, addTo and subTo assign the lazy product, eval_dynamic with the restricted packet.
  template <typename Dst, typename Func>
  static EIGEN_STRONG_INLINE void run(Dst& dst, const Lhs& lhs, const Rhs& rhs, const Func& func, std::false_type, bool,
                                      std::false_type) {
    call_assignment_no_alias(dst, lhs.lazyProduct(rhs), func);
  }
  template <typename Dst, typename Func>
  static EIGEN_STRONG_INLINE void run(Dst& dst, const Lhs& lhs, const Rhs& rhs, const Func& func, std::false_type, bool,
                                      std::true_type) {
    call_restricted_packet_assignment_no_alias(dst, lhs.lazyProduct(rhs), func);
  }
  template <typename Dst, typename Func, typename Restricted>
  static EIGEN_STRONG_INLINE void run(Dst& dst, const Lhs& lhs, const Rhs& rhs, const Func&, std::true_type,
                                      std::true_type, Restricted) {
    kernel<rvv::small_product_update_of<Func>::value>(dst.data(), dst.outerStride(), lhs, rhs);
  }
  template <typename Dst, typename Func, typename Restricted>
  static EIGEN_STRONG_INLINE void run(Dst& dst, const Lhs& lhs, const Rhs& rhs, const Func& func, std::true_type,
                                      std::false_type, Restricted) {
    Matrix<Scalar, M, N> result;
    kernel<rvv::small_product_assign>(result.data(), M, lhs, rhs);
    call_assignment_no_alias(dst, result, func);
  }
  template <int Update>
  static EIGEN_STRONG_INLINE void kernel(Scalar* c, Index c_column, const Lhs& lhs, const Rhs& rhs) {
    const bool lhs_row_major = LhsOptions & RowMajorBit, rhs_row_major = RhsOptions & RowMajorBit;
    Kernel::template run<Update>(c, c_column, lhs.data(), lhs_row_major ? K : 1, lhs_row_major ? 1 : M, rhs.data(),
                                 rhs_row_major ? N : 1, rhs_row_major ? 1 : K);
  }
};

}  // namespace internal

}  // namespace Eigen

#endif  // EIGEN_RVV_SMALL_PRODUCTS_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Every product path through the GEBP kernel and its packing, real and complex (test/README.md), entrywise
// against scalar loops in double (float) or double-double (double; substitutions in long double), within the
// standard rounding-error bound.

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include "matrix_test_support.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace {

template <typename Scalar_>
class MatrixProducts : public MatrixTest<Scalar_> {
 public:
  typedef Eigen::Matrix<typename MatrixTest<Scalar_>::Wide, Eigen::Dynamic, Eigen::Dynamic> Reference;
};

TYPED_TEST_SUITE(MatrixProducts, RealAndComplexTypes);

template <typename Scalar>
using RealMatrixProducts = MatrixProducts<Scalar>;
TYPED_TEST_SUITE(RealMatrixProducts, RealTypes);

// The rows of one LHS panel of the matrix-product kernel, which the tile remainders below are built around: one
// vector register on RVV (whatever the packets' LMUL; four for real types with the in-order tuning), one packet
// elsewhere.
template <typename Scalar>
int kernel_rows() {
#if defined(EIGEN_VECTORIZE_RVV)
  return Eigen::internal::gebp_traits<Scalar, Scalar>::mr;
#else
  return Eigen::internal::packet_traits<Scalar>::size;
#endif
}

template <typename Scalar>
using ComplexMatrixProducts = MatrixProducts<Scalar>;
TYPED_TEST_SUITE(ComplexMatrixProducts, ComplexTypes);

#if defined(EIGEN_VECTORIZE_RVV) && !defined(EIGEN_RVV_GENERIC_GEBP)
// Under RVV every product path, the mixed real x complex ones included, takes gebp_traits' tile: one vector
// register of rows (whatever the packets' LMUL; with the in-order tuning a group of four, two per part for complex) by
// 16 columns.
TYPED_TEST(MatrixProducts, UseTheRvvMicrokernelTile) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Real Real;
  typedef Eigen::internal::gebp_traits<Scalar, Scalar> Traits;
  const int register_rows = EIGEN_RVV_VLEN / int(8 * sizeof(Real));
#if defined(EIGEN_RVV_GEBP_TUNING) && EIGEN_RVV_GEBP_TUNING_ID(EIGEN_RVV_GEBP_TUNING) == 2
  // Groups of 4 registers (2 per part for complex) where the triangular products' (2 mr)^2 block stays within Eigen's
  // stack allocation limit (0: no limit).
  const int tuned = Eigen::NumTraits<Scalar>::IsComplex ? 2 : 4;
  const bool fits =
      EIGEN_STACK_ALLOCATION_LIMIT == 0 ||
      4 * (tuned * register_rows) * (tuned * register_rows) * int(sizeof(Scalar)) <= EIGEN_STACK_ALLOCATION_LIMIT;
  const int registers = fits ? tuned : 1;
#else
  const int registers = 1;
#endif
  // Real x real products read upstream's RHS layout (nr = 4: third-party packing feeds them), complex ones 16 columns.
  EXPECT_EQ(int(Traits::nr), Eigen::NumTraits<Scalar>::IsComplex ? 16 : 4);
  EXPECT_EQ(int(Traits::mr), registers * register_rows);
  // A real LHS is packed in panels of one packet of mr rows (upstream's generic layout; Pack2 = its size), a complex
  // one by the overlay's packing, a register at a time.
  typedef typename Traits::LhsPacket4Packing LhsPacket4Packing;
  EXPECT_EQ(int(Eigen::internal::unpacket_traits<LhsPacket4Packing>::size),
            Eigen::NumTraits<Scalar>::IsComplex ? register_rows : int(Traits::mr));
  EXPECT_EQ(int(Traits::LhsProgress), int(Eigen::internal::unpacket_traits<LhsPacket4Packing>::size));
  typedef Eigen::internal::gebp_traits<std::complex<Real>, Real> ComplexTimesReal;
  typedef Eigen::internal::gebp_traits<Real, std::complex<Real>> RealTimesComplex;
  EXPECT_EQ(int(ComplexTimesReal::mr), register_rows);
  EXPECT_EQ(int(RealTimesComplex::mr), register_rows);
  EXPECT_EQ(int(ComplexTimesReal::nr), 16);
  EXPECT_EQ(int(RealTimesComplex::nr), 16);
}
#endif

#if defined(EIGEN_VECTORIZE_RVV) && !defined(EIGEN_RVV_GENERIC_GEBP)
template <typename Scalar>
typename std::conditional<sizeof(Scalar) == 4, std::uint32_t, std::uint64_t>::type bits(Scalar x) {
  typename std::conditional<sizeof(Scalar) == 4, std::uint32_t, std::uint64_t>::type result;
  std::memcpy(&result, &x, sizeof(x));
  return result;
}

// The values of the kernel tests below: 8 in `range` among infinities, NaN, signed zeros, a subnormal and extremes,
// the others uniform in [-1, 1).
template <typename Real>
class KernelTestValues {
 public:
  KernelTestValues(unsigned seed, int range) : generator_(seed), uniform_(Real(-1), Real(1)), pick_(0, range - 1) {}
  Real operator()() {
    typedef std::numeric_limits<Real> Limits;
    const Real specials[] = {Limits::infinity(), -Limits::infinity(),  Limits::quiet_NaN(), Real(0),
                             -Real(0),           Limits::denorm_min(), -Limits::min(),      Limits::max()};
    const int p = pick_(generator_);
    return p < 8 ? specials[p] : uniform_(generator_);
  }
  Real uniform() { return uniform_(generator_); }

 private:
  std::mt19937 generator_;
  std::uniform_real_distribution<Real> uniform_;
  std::uniform_int_distribution<int> pick_;
};

// Calls entry(i0, height, j0, width, r, c) for every entry of a product of packed blocks: LHS panels (the one from
// row i0 of height rows) of mr rows, then the remaining rows as one panel (complex, the overlay's layout) or one by
// one (real, upstream's layout without half packets: no EIGEN_RVV_PART_PACKETS here); RHS panels (the one from column
// j0 of width) of 16, 8, 4, 2, 1 columns (nr 16, the overlay's layout) or of 4 columns, then single ones (nr 4,
// upstream's layout).
template <typename Entry>
void for_each_packed_entry(Eigen::Index rows, Eigen::Index cols, Eigen::Index mr, int nr, Entry entry,
                           bool single_rows = true) {
  static_assert(!EIGEN_RVV_PART_PACKETS, "the real LHS layout here has no half-packet panels");
  for (Eigen::Index i0 = 0, height; i0 < rows; i0 += height) {
    height = rows - i0 >= mr ? mr : single_rows ? 1 : rows - i0;
    for (Eigen::Index j0 = 0; j0 < cols;) {
      Eigen::Index width = nr;
      while (width > cols - j0) width = nr == 4 ? 1 : width / 2;
      for (Eigen::Index r = 0; r < height; ++r)
        for (Eigen::Index c = 0; c < width; ++c) entry(i0, height, j0, width, r, c);
      j0 += width;
    }
  }
}

// The in-order tuning's kernel (LMUL-4 rows, 4-column tiles) on packed blocks, with its assembly k-loop (Assembly)
// and with the C++ loop it replaces, whatever tuning the build has.
template <typename Scalar, bool Assembly>
void in_order_kernel(Scalar* result, Eigen::Index rows, const Scalar* a, const Scalar* b, Eigen::Index depth,
                     Eigen::Index cols, Scalar alpha) {
  typedef Eigen::internal::blas_data_mapper<Scalar, Eigen::Index, Eigen::ColMajor> Mapper;
  typedef Eigen::internal::rvv_gebp_arithmetic<Scalar, Scalar, Scalar, false, false, 4, Assembly> Arithmetic;
  Eigen::internal::rvv_gebp_kernel<Scalar, Scalar, Eigen::Index, Mapper, false, false, Arithmetic> kernel;
  kernel(Mapper(result, rows), a, b, rows, depth, cols, alpha);
}

// Both against the kernel's arithmetic done in scalar code on the packed layout (LHS panels of mr rows, RHS panels of
// 4 columns then single ones, each k-major): acc = a0 b0, then fma(a_k, b_k, acc) in the order of k, then
// result = fma(alpha, acc, result), bit for bit, at every row and column remainder and every depth from 1 to 12 and
// 37, with infinities, NaN, signed zeros, subnormals and extremes among the values.
TYPED_TEST(RealMatrixProducts, InOrderAssemblyKLoopMatchesScalarArithmetic) {
  typedef typename TestFixture::Scalar Scalar;
  const Eigen::Index mr = 4 * (EIGEN_RVV_VLEN / Eigen::Index(8 * sizeof(Scalar)));
  KernelTestValues<Scalar> value(29, 64);
  const Eigen::Index rows_list[] = {1, 3, mr - 1, mr, mr + 1, 2 * mr + 3};
  const Eigen::Index cols_list[] = {1, 2, 3, 4, 5, 7, 8, 12, 16, 17, 20, 31};
  const Scalar alpha = Scalar(-1.25);
  for (Eigen::Index rows : rows_list)
    for (Eigen::Index cols : cols_list)
      for (Eigen::Index depth = 1; depth <= 13; ++depth) {
        const Eigen::Index d = depth == 13 ? 37 : depth;
        std::vector<Scalar> a(rows * d), b(cols * d), initial(rows * cols);
        for (Scalar& x : a) x = value();
        for (Scalar& x : b) x = value();
        for (Scalar& x : initial) x = value.uniform();
        std::vector<Scalar> expected = initial;
        for_each_packed_entry(rows, cols, mr, 4,
                              [&](Eigen::Index i0, Eigen::Index height, Eigen::Index j0, Eigen::Index width,
                                  Eigen::Index r, Eigen::Index c) {
                                const Scalar* a_panel = &a[i0 * d];
                                const Scalar* b_panel = &b[j0 * d];
                                Scalar acc = a_panel[r] * b_panel[c];
                                for (Eigen::Index k = 1; k < d; ++k)
                                  acc = std::fma(a_panel[k * height + r], b_panel[k * width + c], acc);
                                Scalar& y = expected[(j0 + c) * rows + i0 + r];
                                y = std::fma(alpha, acc, y);
                              });
        std::vector<Scalar> with_assembly = initial, with_cpp = initial;
        in_order_kernel<Scalar, true>(with_assembly.data(), rows, a.data(), b.data(), d, cols, alpha);
        in_order_kernel<Scalar, false>(with_cpp.data(), rows, a.data(), b.data(), d, cols, alpha);
        for (Eigen::Index e = 0; e < rows * cols; ++e) {
          const auto where = [&]() {
            return std::to_string(rows) + "x" + std::to_string(d) + "x" + std::to_string(cols) + " at (" +
                   std::to_string(e % rows) + "," + std::to_string(e / rows) + ")";
          };
          if (std::isnan(expected[e])) {
            ASSERT_TRUE(std::isnan(with_assembly[e])) << "assembly " << where() << ": " << with_assembly[e];
            ASSERT_TRUE(std::isnan(with_cpp[e])) << "C++ " << where() << ": " << with_cpp[e];
          } else {
            ASSERT_EQ(bits(expected[e]), bits(with_assembly[e]))
                << "assembly " << where() << ": " << with_assembly[e] << ", expected " << expected[e];
            ASSERT_EQ(bits(expected[e]), bits(with_cpp[e])) << "C++ " << where() << ": " << with_cpp[e];
          }
        }
      }
}

// The same for complex x complex (LMUL-2 parts, 4-column tiles; the LHS steps packed as real and imaginary planes) in
// each conjugation: per accumulator and step the FMAs with the LHS real parts, then those with its imaginary parts;
// result += alpha * acc as the kernel's update computes it.
template <typename Scalar, bool ConjugateLhs, bool ConjugateRhs, bool Assembly>
void complex_in_order_kernel(Scalar* result, Eigen::Index rows, const Scalar* a, const Scalar* b, Eigen::Index depth,
                             Eigen::Index cols, Scalar alpha) {
  typedef Eigen::internal::blas_data_mapper<Scalar, Eigen::Index, Eigen::ColMajor> Mapper;
  typedef Eigen::internal::rvv_gebp_arithmetic<Scalar, Scalar, Scalar, ConjugateLhs, ConjugateRhs, 2, Assembly>
      Arithmetic;
  Eigen::internal::rvv_gebp_kernel<Scalar, Scalar, Eigen::Index, Mapper, ConjugateLhs, ConjugateRhs, Arithmetic> kernel;
  kernel(Mapper(result, rows), a, b, rows, depth, cols, alpha);
}

template <typename Scalar, bool ConjugateLhs, bool ConjugateRhs>
void complex_in_order_k_loop_matches_scalar_arithmetic() {
  typedef typename Scalar::value_type Real;
  const Eigen::Index mr = 2 * (EIGEN_RVV_VLEN / Eigen::Index(8 * sizeof(Real)));
  KernelTestValues<Real> part(31, 128);
  // Signs of the terms bi*ar, bi*ai and br*ai (vfnmsac where negative).
  const Real imag_ar = ConjugateRhs ? Real(-1) : Real(1), real_ai = ConjugateLhs == ConjugateRhs ? Real(-1) : Real(1),
             imag_ai = ConjugateLhs ? Real(-1) : Real(1);
  const Eigen::Index rows_list[] = {1, 3, mr - 1, mr, mr + 1, 2 * mr + 3};
  const Eigen::Index cols_list[] = {1, 3, 4, 5, 8, 12, 16, 17, 31};
  const Scalar alpha(Real(-1.25), Real(0.5));
  for (Eigen::Index rows : rows_list)
    for (Eigen::Index cols : cols_list)
      for (Eigen::Index depth = 1; depth <= 9; ++depth) {
        const Eigen::Index d = depth == 9 ? 37 : depth;
        std::vector<Scalar> a(rows * d), b(cols * d), initial(rows * cols);
        for (Scalar& x : a) x = Scalar(part(), part());
        for (Scalar& x : b) x = Scalar(part(), part());
        for (Scalar& x : initial) x = Scalar(part.uniform(), part.uniform());
        std::vector<Scalar> expected = initial;
        for_each_packed_entry(
            rows, cols, mr, 16,
            [&](Eigen::Index i0, Eigen::Index height, Eigen::Index j0, Eigen::Index width, Eigen::Index r,
                Eigen::Index c) {
              Real re = 0, im = 0;
              for (Eigen::Index k = 0; k < d; ++k) {
                const Real* step = reinterpret_cast<const Real*>(&a[i0 * d + k * height]);
                const Real ar = step[r], ai = step[height + r];
                const Scalar bk = b[j0 * d + k * width + c];
                re = k == 0 ? ar * bk.real() : std::fma(bk.real(), ar, re);
                im = k == 0 ? ar * (imag_ar * bk.imag()) : std::fma(imag_ar * bk.imag(), ar, im);
                re = std::fma(real_ai * bk.imag(), ai, re);
                im = std::fma(imag_ai * bk.real(), ai, im);
              }
              Scalar& y = expected[(j0 + c) * rows + i0 + r];
              y = Scalar(std::fma(-alpha.imag(), im, std::fma(alpha.real(), re, y.real())),
                         std::fma(alpha.imag(), re, std::fma(alpha.real(), im, y.imag())));
            },
            false);
        std::vector<Scalar> with_assembly = initial, with_cpp = initial;
        complex_in_order_kernel<Scalar, ConjugateLhs, ConjugateRhs, true>(with_assembly.data(), rows, a.data(),
                                                                          b.data(), d, cols, alpha);
        complex_in_order_kernel<Scalar, ConjugateLhs, ConjugateRhs, false>(with_cpp.data(), rows, a.data(), b.data(), d,
                                                                           cols, alpha);
        for (Eigen::Index e = 0; e < 2 * rows * cols; ++e) {
          const auto where = [&]() {
            return std::to_string(rows) + "x" + std::to_string(d) + "x" + std::to_string(cols) + " at (" +
                   std::to_string(e / 2 % rows) + "," + std::to_string(e / 2 / rows) + ")" +
                   (e % 2 ? " imag" : " real") + (ConjugateLhs ? ", conjugated LHS" : "") +
                   (ConjugateRhs ? ", conjugated RHS" : "");
          };
          const Real x = reinterpret_cast<const Real*>(expected.data())[e];
          const Real y_assembly = reinterpret_cast<const Real*>(with_assembly.data())[e];
          const Real y_cpp = reinterpret_cast<const Real*>(with_cpp.data())[e];
          if (std::isnan(x)) {
            ASSERT_TRUE(std::isnan(y_assembly)) << "assembly " << where() << ": " << y_assembly;
            ASSERT_TRUE(std::isnan(y_cpp)) << "C++ " << where() << ": " << y_cpp;
          } else {
            ASSERT_EQ(bits(x), bits(y_assembly)) << "assembly " << where() << ": " << y_assembly << ", expected " << x;
            ASSERT_EQ(bits(x), bits(y_cpp)) << "C++ " << where() << ": " << y_cpp << ", expected " << x;
          }
        }
      }
}

TYPED_TEST(ComplexMatrixProducts, InOrderAssemblyKLoopMatchesScalarArithmetic) {
  typedef typename TestFixture::Scalar Scalar;
  complex_in_order_k_loop_matches_scalar_arithmetic<Scalar, false, false>();
  complex_in_order_k_loop_matches_scalar_arithmetic<Scalar, true, false>();
  complex_in_order_k_loop_matches_scalar_arithmetic<Scalar, false, true>();
  complex_in_order_k_loop_matches_scalar_arithmetic<Scalar, true, true>();
}
#endif

// Every combination of row remainder (partial LHS panels), column remainder
// (RHS panels of 16, 8, 4, 2, 1) and small depth, accumulating with alpha.
TYPED_TEST(MatrixProducts, EveryTileRemainder) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  const int lanes = kernel_rows<Scalar>();
  const Eigen::Index rows_list[] = {
      1, 2, lanes - 1 > 0 ? lanes - 1 : 1, lanes, lanes + 1, 2 * lanes + 3, 3 * lanes - 1};
  const Eigen::Index depth_list[] = {1, 2, 3, 4, 5, 31};
  for (Eigen::Index m : rows_list)
    for (Eigen::Index n = 1; n <= 40; ++n)
      for (Eigen::Index k : depth_list) {
        const Matrix a = this->random_matrix(m, k), b = this->random_matrix(k, n), initial = this->random_matrix(m, n);
        Matrix c = initial;
        const Scalar alpha = Scalar(-1.5);
        c.noalias() += alpha * a * b;
        this->expect_update(c, initial, alpha, a, b, "C += alpha A B");
      }
}

// GEMV in both storage orders at every remainder of its row strips (4 packets, then 1) and column strips (one
// packet): A with an outer stride larger than its rows, the destination a column, a row of a matrix (an
// increment) or a segment of a longer vector whose entries around it must stay unchanged.
TYPED_TEST(MatrixProducts, MatrixVectorProductsEveryRemainder) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  const int lanes = Eigen::internal::packet_traits<Scalar>::size;
  std::vector<Eigen::Index> sizes = {0, 1, 2, 3, 4 * lanes + 1, 5 * lanes + 3};
  for (int s : {lanes - 1, lanes, lanes + 1, 2 * lanes - 1, 4 * lanes - 1, 4 * lanes}) sizes.push_back(s);
  std::vector<std::pair<Eigen::Index, Eigen::Index>> shapes;
  for (Eigen::Index m : sizes)
    for (Eigen::Index k : sizes) shapes.push_back({m, k});
  // Columns in blocks of 16 (upstream's cache blocking from 128 columns on), with a short last block.
  for (Eigen::Index m : {Eigen::Index(3), Eigen::Index(5 * lanes + 3)}) shapes.push_back({m, 16 * 9 + 5});
  // alpha = 1 and -1 take kernels without the multiply by alpha; -1.5 the general one.
  for (const Scalar alpha : {Scalar(-1.5), Scalar(1), Scalar(-1)})
    for (const auto& shape : shapes) {
      const Eigen::Index m = shape.first, k = shape.second;
      const Matrix storage = this->random_matrix(m + 3, k);
      const Eigen::Map<const Matrix, 0, Eigen::OuterStride<>> a(storage.data(), m, k, Eigen::OuterStride<>(m + 3));
      // Vectors at compile time: Eigen takes its matrix-vector path only for them.
      typedef typename TestFixture::Vector Vector;
      const Vector x = this->random_matrix(k, 1), z = this->random_matrix(m, 1);
      // Column-major A: y (m) += alpha A x, in the middle of a longer vector.
      const Vector y_initial = this->random_matrix(m + 2, 1);
      Vector y = y_initial;
      y.middleRows(1, m).noalias() += alpha * a * x;
      this->expect_update(y.middleRows(1, m), y_initial.middleRows(1, m), alpha, a, x, "y += alpha A x");
      EXPECT_TRUE(y(0) == y_initial(0) && y(m + 1) == y_initial(m + 1)) << "y += alpha A x wrote outside y";
      // Row-major A^T: w (k) += alpha A^T z, and the same into a row of a matrix.
      const RowMajorMatrix at = a.transpose();
      const Vector w_initial = this->random_matrix(k, 1);
      Vector w = w_initial;
      w.noalias() += alpha * at * z;
      this->expect_update(w, w_initial, alpha, at, z, "w += alpha A^T z (row-major)");
      const Matrix rows_initial = this->random_matrix(3, k);
      Matrix rows = rows_initial;
      rows.row(1).noalias() += alpha * z.transpose() * a;
      const Matrix row_result = rows.row(1).transpose(), row_initial = rows_initial.row(1).transpose();
      this->expect_update(row_result, row_initial, alpha, a.transpose(), z, "row += alpha z^T A (an increment)");
      EXPECT_TRUE(rows.row(0) == rows_initial.row(0) && rows.row(2) == rows_initial.row(2))
          << "row += alpha z^T A wrote outside the row";
    }
}

// SYMV, both triangles and storage orders, at every size up to two packets and a few more (odd sizes leave one
// column, every size a remainder of the row strips); S is read from its stored triangle only (NaN in the other).
TYPED_TEST(MatrixProducts, SelfadjointMatrixVectorProductsEverySize) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  const int lanes = Eigen::internal::packet_traits<Scalar>::size;
  const Scalar alpha = Scalar(0.75);
  const Scalar nan = Scalar(std::numeric_limits<typename TestFixture::Real>::quiet_NaN());
  std::vector<Eigen::Index> sizes;
  // Size 0 through the kernel's entry point: Eigen's caller (3.4.0 and 5.0.1 alike) binds `lhs.coeffRef(0, 0)` of
  // an empty matrix, undefined behaviour, so the public path starts at 1. An empty product writes nothing.
  {
    namespace ei = Eigen::internal;
    const Scalar lhs[1] = {Scalar(1)}, rhs[1] = {Scalar(2)};
    Scalar res[1] = {Scalar(3)};
    ei::selfadjoint_matrix_vector_product<Scalar, Eigen::Index, Eigen::ColMajor, Eigen::Lower, false, false>::run(
        0, lhs, 1, rhs, res, alpha);
    ei::selfadjoint_matrix_vector_product<Scalar, Eigen::Index, Eigen::RowMajor, Eigen::Upper, false, false>::run(
        0, lhs, 1, rhs, res, alpha);
    EXPECT_EQ(Scalar(3), res[0]) << "an empty selfadjoint product wrote its result";
  }
  for (int size = 1; size <= 2 * lanes + 5; ++size) sizes.push_back(size);
  sizes.push_back(4 * lanes + 3);
  for (Eigen::Index size : sizes) {
    Matrix s = this->random_matrix(size, size);
    s.diagonal() = s.diagonal().real().template cast<Scalar>();
    const Matrix full_lower = s.template selfadjointView<Eigen::Lower>();
    const Matrix full_upper = s.template selfadjointView<Eigen::Upper>();
    Matrix lower_only = s, upper_only = s;
    lower_only.template triangularView<Eigen::StrictlyUpper>().setConstant(nan);
    upper_only.template triangularView<Eigen::StrictlyLower>().setConstant(nan);
    const RowMajorMatrix lower_only_row = lower_only, upper_only_row = upper_only;
    // Vectors at compile time: Eigen takes its matrix-vector path only for them.
    typedef typename TestFixture::Vector Vector;
    const Vector x = this->random_matrix(size, 1), initial = this->random_matrix(size, 1);
    Vector y = initial;
    y.noalias() += alpha * lower_only.template selfadjointView<Eigen::Lower>() * x;
    this->expect_update(y, initial, alpha, full_lower, x, "y += alpha SelfadjointLower x");
    y = initial;
    y.noalias() += alpha * upper_only.template selfadjointView<Eigen::Upper>() * x;
    this->expect_update(y, initial, alpha, full_upper, x, "y += alpha SelfadjointUpper x");
    y = initial;
    y.noalias() += alpha * lower_only_row.template selfadjointView<Eigen::Lower>() * x;
    this->expect_update(y, initial, alpha, full_lower, x, "y += alpha row-major SelfadjointLower x");
    y = initial;
    y.noalias() += alpha * upper_only_row.template selfadjointView<Eigen::Upper>() * x;
    this->expect_update(y, initial, alpha, full_upper, x, "y += alpha row-major SelfadjointUpper x");
  }
}

// Columns 1 and 3 of an n x 4 matrix (contiguous) and rows 1 and 3 of its transpose (strided: 4 apart) rotated by
// (c, s) at every length n up to 5 packets + 3 and around 64 and 128 (columns partly scalar where a register holds 4
// elements), then the first and last column and row of square fixed-size matrices of
// 2, 3 and one packet + 1 (shorter than one register, as JacobiSVD's 2 x 2 steps, and longer than one packet):
// expect(x, y, new_x, new_y, t, what, n, i) checks x' = c x + t y, y' = c y - t x (t: the sine as applied); the other
// columns and rows must not change. prepare(matrix) may place special values in columns 1 and 3.
template <typename Fixture, typename RotationScalar, typename Prepare, typename Expect>
void check_plane_rotations(Fixture& fixture, RotationScalar c, RotationScalar s, Prepare prepare, Expect expect) {
  typedef typename Fixture::Scalar Scalar;
  typedef typename Fixture::Matrix Matrix;
  const Eigen::JacobiRotation<RotationScalar> rotation(c, s);
  const int lanes = Eigen::internal::packet_traits<Scalar>::size;
  std::vector<Eigen::Index> lengths;
  // Length 0 through the kernel's entry point: Eigen's rotation (3.4.0 and 5.0.1 alike) binds `coeffRef(0)` of an
  // empty vector, undefined behaviour, so the public path starts at 1. An empty rotation writes nothing.
  if constexpr (std::is_same<Scalar, RotationScalar>::value) {
    Scalar x[1] = {Scalar(1)}, y[1] = {Scalar(2)};
    Eigen::internal::apply_rotation_in_the_plane_selector<
        Scalar, Scalar, Eigen::Dynamic, 0, bool(Eigen::internal::packet_traits<Scalar>::Vectorizable)>::run(x, 1, y, 1,
                                                                                                            0, c, s);
    EXPECT_TRUE(x[0] == Scalar(1) && y[0] == Scalar(2)) << "an empty rotation wrote its vectors";
  }
  for (Eigen::Index n = 1; n <= 5 * lanes + 3; ++n) lengths.push_back(n);
  for (Eigen::Index n : {44, 45, 47, 63, 64, 65, 67, 68, 79, 127, 128, 131, 143}) lengths.push_back(n);
  for (const Eigen::Index n : lengths) {
    Matrix initial = fixture.random_matrix(n, 4);
    prepare(initial);
    Matrix m = initial;
    m.applyOnTheRight(1, 3, rotation);  // by the transpose (c, -s)
    for (Eigen::Index i = 0; i < n; ++i) expect(initial(i, 1), initial(i, 3), m(i, 1), m(i, 3), -s, "columns", n, i);
    EXPECT_TRUE(m.col(0) == initial.col(0) && m.col(2) == initial.col(2)) << "columns: others changed, length " << n;
    const Matrix initial_rows = initial.transpose();
    Matrix r = initial_rows;
    r.applyOnTheLeft(1, 3, rotation);
    for (Eigen::Index i = 0; i < n; ++i)
      expect(initial_rows(1, i), initial_rows(3, i), r(1, i), r(3, i), s, "rows", n, i);
    EXPECT_TRUE(r.row(0) == initial_rows.row(0) && r.row(2) == initial_rows.row(2))
        << "rows: others changed, length " << n;
  }
  auto check_fixed = [&](auto size_constant) {
    constexpr int Size = decltype(size_constant)::value;
    typedef Eigen::Matrix<Scalar, Size, Size> Fixed;
    const Fixed initial = fixture.random_matrix(Size, Size);
    Fixed m = initial;
    m.applyOnTheRight(0, Size - 1, rotation);
    for (Eigen::Index i = 0; i < Size; ++i)
      expect(initial(i, 0), initial(i, Size - 1), m(i, 0), m(i, Size - 1), -s, "fixed columns", Size, i);
    Fixed r = initial;
    r.applyOnTheLeft(0, Size - 1, rotation);
    for (Eigen::Index i = 0; i < Size; ++i)
      expect(initial(0, i), initial(Size - 1, i), r(0, i), r(Size - 1, i), s, "fixed rows", Size, i);
  };
  check_fixed(std::integral_constant<int, 2>());
  check_fixed(std::integral_constant<int, 3>());
  check_fixed(std::integral_constant<int, Eigen::internal::packet_traits<Scalar>::size + 1>());
}

// GCC 14 fuses the products of code it vectorizes even under -ffp-contract=off, in either order (DESIGN.md): the
// scalar paths' rounding is then not the loop's, and the tests below check their bound only.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 15
constexpr bool scalar_loop_rounding_known = false;
#else
constexpr bool scalar_loop_rounding_known = true;
#endif

// Real rotations of real vectors (strided rows of four registers or more run scalar where a register holds up to 4
// elements, half scalar where it holds 8), with infinities, NaN and -0 in the rotated columns (a non-finite result:
// the same infinity or NaN): against c x + s y, c y - s x in wider precision within 2 eps (|c x| +
// |s y|), and bit for bit one of the roundings of Eigen's scalar loop: c x and -s x fused, as clang and GCC contract
// it, or none (scalar code under this test's -ffp-contract=off).
TYPED_TEST(RealMatrixProducts, PlaneRotationsEveryLength) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::WideReal Wide;
  const Scalar c = Scalar(0.6), s = Scalar(-0.8);
  const Scalar specials[] = {std::numeric_limits<Scalar>::infinity(), std::numeric_limits<Scalar>::quiet_NaN(),
                             -Scalar(0)};
  // Where the exact result is not finite: the same infinity, or NaN.
  auto expect_special = [](Wide expected, Scalar got, const char* what, Eigen::Index n, Eigen::Index i) {
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(got)) << what << " length " << n << " at " << i << ": " << got;
    } else {
      EXPECT_EQ(Scalar(expected), got) << what << " length " << n << " at " << i;
    }
  };
  check_plane_rotations(
      *this, c, s,
      [&](typename TestFixture::Matrix& m) {
        const Eigen::Index n = m.rows();
        if (n > 2) {
          m(n / 2, 1) = specials[n % 3];
          m(n - 1, 3) = specials[(n + 1) % 3];
        }
      },
      [&](Scalar x, Scalar y, Scalar rotated_x, Scalar rotated_y, Scalar sine, const char* what, Eigen::Index n,
          Eigen::Index i) {
        const Wide wx = Wide(x), wy = Wide(y), wc = Wide(c), ws = Wide(sine);
        const Wide expected_x = wc * wx + ws * wy, expected_y = wc * wy - ws * wx;
        if (!std::isfinite(expected_x) || !std::isfinite(expected_y)) {
          expect_special(expected_x, rotated_x, what, n, i);
          expect_special(expected_y, rotated_y, what, n, i);
          return;
        }
        const Wide bound_x = 2 * Wide(TestFixture::eps) * (std::abs(wc * wx) + std::abs(ws * wy)) +
                             Wide(std::numeric_limits<Scalar>::min());
        const Wide bound_y = 2 * Wide(TestFixture::eps) * (std::abs(wc * wy) + std::abs(ws * wx)) +
                             Wide(std::numeric_limits<Scalar>::min());
        EXPECT_LE(std::abs(Wide(rotated_x) - expected_x), bound_x) << what << " length " << n << " at " << i;
        EXPECT_LE(std::abs(Wide(rotated_y) - expected_y), bound_y) << what << " length " << n << " at " << i;
        if (!scalar_loop_rounding_known) return;
        EXPECT_TRUE(rotated_x == std::fma(c, x, sine * y) || rotated_x == c * x + sine * y)
            << what << " length " << n << " at " << i << ": x' " << rotated_x << " rounded as stock's loop does not";
        EXPECT_TRUE(rotated_y == std::fma(-sine, x, c * y) || rotated_y == -sine * x + c * y)
            << what << " length " << n << " at " << i << ": y' " << rotated_y << " rounded as stock's loop does not";
      });
}

// Complex vectors rotated by a real rotation (as JacobiSVD of a complex matrix does): the real and the imaginary
// parts each as real vectors, with infinities and NaN in the rotated columns, within 2 eps of each part's terms
// and, where finite, bit for bit one of the roundings of Eigen's scalar loop (the real test above).
TYPED_TEST(ComplexMatrixProducts, RealRotationsOfComplexVectors) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Real Real;
  typedef typename TestFixture::WideReal Wide;
  const Real c = Real(0.6), s = Real(-0.8);
  const Real specials[] = {std::numeric_limits<Real>::infinity(), std::numeric_limits<Real>::quiet_NaN(), -Real(0)};
  // fused: the rounding of stock's contracted loop, fma(cx, x, sy y) for x', fma(sy, y, cx x) for y'.
  auto expect_part = [&](Real x, Real y, Real got, Real cx, Real sy, Real fused, const std::string& what) {
    const Wide expected = Wide(cx) * Wide(x) + Wide(sy) * Wide(y);
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(got)) << what << ": " << got;
    } else if (std::isinf(expected)) {
      EXPECT_EQ(Real(expected), got) << what;
    } else {
      const Wide bound = 2 * Wide(TestFixture::eps) * (std::abs(Wide(cx) * Wide(x)) + std::abs(Wide(sy) * Wide(y))) +
                         Wide(std::numeric_limits<Real>::min());
      EXPECT_LE(std::abs(Wide(got) - expected), bound) << what << ": " << got;
      EXPECT_TRUE(!scalar_loop_rounding_known || got == fused || got == cx * x + sy * y)
          << what << ": " << got << " rounded as stock's loop does not";
    }
  };
  check_plane_rotations(
      *this, c, s,
      [&](typename TestFixture::Matrix& m) {
        const Eigen::Index n = m.rows();
        if (n > 2) {
          m(n / 2, 1) = Scalar(specials[n % 3], Real(1));
          m(n - 1, 3) = Scalar(Real(2), specials[(n + 1) % 3]);
        }
      },
      [&](Scalar x, Scalar y, Scalar new_x, Scalar new_y, Real t, const char* what, Eigen::Index n, Eigen::Index i) {
        const std::string where = std::string(what) + " length " + std::to_string(n) + " at " + std::to_string(i);
        expect_part(x.real(), y.real(), new_x.real(), c, t, std::fma(c, x.real(), t * y.real()), where + " x real");
        expect_part(x.imag(), y.imag(), new_x.imag(), c, t, std::fma(c, x.imag(), t * y.imag()), where + " x imag");
        expect_part(y.real(), x.real(), new_y.real(), c, -t, std::fma(-t, x.real(), c * y.real()), where + " y real");
        expect_part(y.imag(), x.imag(), new_y.imag(), c, -t, std::fma(-t, x.imag(), c * y.imag()), where + " y imag");
      });
}

// JacobiSVD (plane rotations of columns, strided rows and 2 x 2 fixed-size steps) at sizes around the
// switch points of the overlay's rotations: U S V^T within 8 n eps |A| of A, U and V orthonormal within
// 8 n^1.5 eps (Frobenius norms; a wrong rotation is off by orders of magnitude).
TYPED_TEST(RealMatrixProducts, JacobiSvdReconstructs) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  const int lanes = Eigen::internal::packet_traits<Scalar>::size;
  for (Eigen::Index n :
       {Eigen::Index(2), Eigen::Index(3), Eigen::Index(5), Eigen::Index(8), Eigen::Index(17), Eigen::Index(20),
        Eigen::Index(4 * lanes + 1), Eigen::Index(33), Eigen::Index(45), Eigen::Index(65)}) {
    const Matrix a = this->random_matrix(n, n);
    const Eigen::JacobiSVD<Matrix> svd(a, Eigen::ComputeThinU | Eigen::ComputeThinV);
    const Scalar bound = 8 * Scalar(n) * TestFixture::eps * a.norm();
    const Scalar orthonormal_bound = 8 * Scalar(n) * std::sqrt(Scalar(n)) * TestFixture::eps;
    const Matrix reconstructed = svd.matrixU() * svd.singularValues().asDiagonal() * svd.matrixV().transpose();
    EXPECT_LE((reconstructed - a).norm(), bound) << "n " << n;
    const Matrix identity = Matrix::Identity(n, n);
    EXPECT_LE((svd.matrixU().transpose() * svd.matrixU() - identity).norm(), orthonormal_bound) << "U, n " << n;
    EXPECT_LE((svd.matrixV().transpose() * svd.matrixV() - identity).norm(), orthonormal_bound) << "V, n " << n;
  }
  // Special matrices: zero (every rotation the identity), and rank 1 with a zero column (zero singular values).
  for (Eigen::Index n : {Eigen::Index(5), Eigen::Index(4 * lanes + 1)}) {
    const Matrix zero = Matrix::Zero(n, n);
    const Eigen::JacobiSVD<Matrix> zero_svd(zero, Eigen::ComputeThinU | Eigen::ComputeThinV);
    EXPECT_TRUE(zero_svd.singularValues().isZero(0)) << "zero, n " << n;
    const Matrix column = this->random_matrix(n, 1);
    Matrix rank_one = column * column.transpose();
    rank_one.col(n / 2).setZero();
    const Eigen::JacobiSVD<Matrix> svd(rank_one, Eigen::ComputeThinU | Eigen::ComputeThinV);
    const Matrix reconstructed = svd.matrixU() * svd.singularValues().asDiagonal() * svd.matrixV().transpose();
    EXPECT_LE((reconstructed - rank_one).norm(), 8 * Scalar(n) * TestFixture::eps * rank_one.norm())
        << "rank 1, n " << n;
    EXPECT_EQ(svd.rank(), 1) << "rank 1, n " << n;
  }
}

// HouseholderQR's factors and coefficients against Eigen's algorithm in wider precision, normwise: sizes 1..9, a
// packet +-1, 2 and 3 packets + 1 and + 3, past one panel (48 columns), row-major, an outer stride. Zero or
// subnormal tails give Eigen's identity reflector exactly; a NaN reaches exactly Eigen's entries.
TYPED_TEST(RealMatrixProducts, HouseholderQrEveryShape) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::Vector Vector;
  typedef typename TestFixture::WideReal Wide;
  typedef Eigen::Matrix<Wide, Eigen::Dynamic, Eigen::Dynamic> WideMatrix;
  const int lanes = Eigen::internal::packet_traits<Scalar>::size;
  // R's entries within c (m + n) eps |A|; column j's essential part and
  // coefficient within that divided by |R(j, j)| (they are scaled by it).
  auto expect_factors = [&](const Eigen::Ref<const Matrix>& a, const Matrix& qr, const Matrix& h, const char* what) {
    const Eigen::HouseholderQR<WideMatrix> reference(WideMatrix(a.template cast<Wide>()));
    const Wide finite_norm =
        a.template cast<Wide>().unaryExpr([](Wide x) { return std::isnan(x) ? Wide(0) : x; }).norm();
    const Wide r_bound = 8 * Wide(a.rows() + a.cols()) * Wide(TestFixture::eps) * finite_norm;
    const std::string shape = std::string(what) + " " + std::to_string(a.rows()) + "x" + std::to_string(a.cols());
    ASSERT_EQ(h.size(), reference.hCoeffs().size()) << shape;
    for (Eigen::Index j = 0; j < a.cols(); ++j) {
      const Wide beta = j < a.rows() ? std::abs(reference.matrixQR()(j, j)) : Wide(0);
      const Wide v_bound = beta > 0 ? r_bound / beta : Wide(0);
      for (Eigen::Index i = 0; i < a.rows(); ++i) {
        const Wide expected = reference.matrixQR()(i, j);
        const std::string where = shape + " at (" + std::to_string(i) + "," + std::to_string(j) + ")";
        ASSERT_EQ(std::isnan(qr(i, j)), std::isnan(expected)) << where << ": " << qr(i, j) << " vs " << expected;
        if (!std::isnan(expected)) {
          ASSERT_LE(std::abs(Wide(qr(i, j)) - expected), i > j ? v_bound : r_bound) << where << ": " << qr(i, j);
        }
      }
      if (j < h.size()) {
        const Wide expected = reference.hCoeffs()(j);
        ASSERT_EQ(std::isnan(h(j)), std::isnan(expected)) << shape << " coefficient " << j;
        if (!std::isnan(expected)) {
          ASSERT_LE(std::abs(Wide(h(j)) - expected), v_bound) << shape << " coefficient " << j << ": " << h(j);
        }
      }
    }
  };
  auto factors = [](const Matrix& a, Matrix& qr, Matrix& h) {
    const Eigen::HouseholderQR<Matrix> dec(a);
    qr = dec.matrixQR();
    h = dec.hCoeffs();
  };
  Matrix qr, h;
  std::vector<Eigen::Index> sizes;
  for (Eigen::Index size = 1; size <= 9; ++size) sizes.push_back(size);
  for (const Eigen::Index size : {lanes - 1, lanes, lanes + 1, 2 * lanes + 1, 3 * lanes + 3})
    if (size > 9) sizes.push_back(size);
  std::vector<std::pair<Eigen::Index, Eigen::Index>> shapes;
  for (const Eigen::Index rows : sizes)
    for (const Eigen::Index cols : sizes) shapes.push_back({rows, cols});
  shapes.push_back({70, 52});
  shapes.push_back({20, 70});
  shapes.push_back({101, 101});
  for (const auto& shape : shapes) {
    const Matrix a = this->random_matrix(shape.first, shape.second);
    factors(a, qr, h);
    expect_factors(a, qr, h, "column-major");
    const typename TestFixture::RowMajorMatrix row_major = a;
    const Eigen::HouseholderQR<typename TestFixture::RowMajorMatrix> by_rows(row_major);
    expect_factors(a, by_rows.matrixQR(), by_rows.hCoeffs(), "row-major");
  }
  // In place through a Ref with an outer stride: the rows of a taller matrix.
  Matrix storage = this->random_matrix(3 * lanes + 7, 2 * lanes + 1);
  const Matrix initial = storage.topRows(2 * lanes + 3);
  Eigen::Ref<Matrix, 0, Eigen::OuterStride<>> view(storage.topRows(2 * lanes + 3));
  const Eigen::HouseholderQR<Eigen::Ref<Matrix, 0, Eigen::OuterStride<>>> in_place(view);
  expect_factors(initial, storage.topRows(2 * lanes + 3), in_place.hCoeffs(), "outer stride");
  // Identity reflectors: a zero column, a column already triangular; then
  // Eigen's at Scalar precision for a tail of subnormals (whose squares
  // vanish), which a wider reference does not see: R(2, 2) unchanged.
  const Eigen::Index n = 2 * lanes + 3;
  Matrix special = this->random_matrix(n, n);
  special.col(0).setZero();
  special.col(1).tail(n - 2).setZero();
  factors(special, qr, h);
  expect_factors(special, qr, h, "identity reflectors");
  EXPECT_EQ(h(0), Scalar(0));
  EXPECT_EQ(h(1), Scalar(0));
  EXPECT_TRUE((qr.col(0).tail(n - 1).array() == Scalar(0)).all());
  Matrix subnormal = special;
  subnormal.col(2).tail(n - 3).setConstant(std::numeric_limits<Scalar>::denorm_min());
  factors(subnormal, qr, h);
  // Eigen's own makeHouseholder at Scalar precision decides: 3.4, 5.0 and master up to ea13a98d take the identity;
  // later masters scale the column and reflect it, as the wider reference does.
  Vector column = subnormal.col(2).tail(n - 2);
  Scalar tau, beta;
  column.makeHouseholderInPlace(tau, beta);
  if (tau == Scalar(0)) {
    EXPECT_EQ(h(2), Scalar(0));
    EXPECT_EQ(qr(2, 2), subnormal(2, 2));
    EXPECT_TRUE((qr.col(2).tail(n - 3).array() == Scalar(0)).all());
  } else {
    expect_factors(subnormal, qr, h, "subnormal tail");
  }
  special(n - 2, 4) = std::numeric_limits<Scalar>::quiet_NaN();
  factors(special, qr, h);
  expect_factors(special, qr, h, "NaN");
}

// PartialPivLU's factors, pivots and determinant against Eigen's algorithm in wider precision: sizes 1..9, a packet
// +-1, 16 and 17 (last unblocked, first blocked) and beyond; ties (the first row wins), a zero column (0 * Inf in
// the update), a NaN (never a pivot over the incumbent) reaching exactly Eigen's entries.
TYPED_TEST(RealMatrixProducts, PartialPivLuEveryShape) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::WideReal Wide;
  typedef Eigen::Matrix<Wide, Eigen::Dynamic, Eigen::Dynamic> WideMatrix;
  const Eigen::Index lanes = Eigen::internal::packet_traits<Scalar>::size;
  auto expect_factors = [&](const Matrix& a, const char* what) {
    const Eigen::PartialPivLU<Matrix> lu(a);
    const Eigen::PartialPivLU<WideMatrix> reference(WideMatrix(a.template cast<Wide>()));
    const std::string shape = std::string(what) + " " + std::to_string(a.rows());
    ASSERT_TRUE(lu.permutationP().indices() == reference.permutationP().indices()) << shape << ": pivots";
    const Wide finite_norm =
        a.template cast<Wide>().unaryExpr([](Wide x) { return std::isfinite(x) ? x : Wide(0); }).norm();
    const Wide u_bound = 8 * Wide(a.rows()) * Wide(TestFixture::eps) * finite_norm;
    for (Eigen::Index j = 0; j < a.cols(); ++j) {
      const Wide pivot = std::abs(reference.matrixLU()(j, j));
      const Wide l_bound = pivot > 0 ? u_bound / pivot : Wide(0);
      for (Eigen::Index i = 0; i < a.rows(); ++i) {
        const Wide expected = reference.matrixLU()(i, j);
        const Scalar got = lu.matrixLU()(i, j);
        const std::string where = shape + " at (" + std::to_string(i) + "," + std::to_string(j) + ")";
        ASSERT_EQ(std::isnan(got), std::isnan(expected)) << where << ": " << got << " vs " << expected;
        if (std::isinf(expected)) {
          ASSERT_EQ(Wide(got), expected) << where;
        } else if (!std::isnan(expected)) {
          ASSERT_LE(std::abs(Wide(got) - expected), i > j ? l_bound : u_bound) << where << ": " << got;
        }
      }
    }
    // The sign of the determinant over that of the diagonal's product is the
    // parity of the row swaps; its magnitude is compared where Scalar holds it.
    const Scalar got_determinant = lu.determinant();
    const Wide diagonal_product = lu.matrixLU().diagonal().template cast<Wide>().prod();
    if (got_determinant != 0 && !std::isnan(got_determinant) && diagonal_product != 0) {
      EXPECT_EQ(std::signbit(got_determinant) != std::signbit(diagonal_product), lu.permutationP().determinant() < 0)
          << shape << ": the parity of the row swaps";
    }
    const Wide determinant = reference.determinant(), range = Wide(std::numeric_limits<Scalar>::max()) / 1e6;
    if (std::abs(determinant) < range && std::abs(determinant) > 1 / range) {
      EXPECT_LE(std::abs(Wide(got_determinant) - determinant),
                8 * Wide(a.rows() * a.rows()) * Wide(TestFixture::eps) * std::abs(determinant))
          << shape << ": determinant";
    }
  };
  std::vector<Eigen::Index> sizes;
  for (Eigen::Index size = 1; size <= 9; ++size) sizes.push_back(size);
  for (const Eigen::Index size : {lanes - 1, lanes, lanes + 1, Eigen::Index(16), Eigen::Index(17), 2 * lanes + 20})
    if (size > 9) sizes.push_back(size);
  for (const Eigen::Index n : sizes) expect_factors(this->random_matrix(n, n), "random");
  const Eigen::Index n = lanes + 5;
  Matrix ties = this->random_matrix(n, n);
  for (Eigen::Index i = 0; i < n; ++i) ties(i, 0) = Scalar(i % 3 == 0 ? 1 : (i % 2 ? -3 : 3));
  expect_factors(ties, "ties");
  Matrix zero_column = this->random_matrix(n, n);
  zero_column.col(0).setZero();
  expect_factors(zero_column, "zero column");
  zero_column(0, 2) = std::numeric_limits<Scalar>::infinity();  // the update still runs: 0 * Inf
  expect_factors(zero_column, "zero column, Inf in its row");
  Matrix with_nan = this->random_matrix(n, n);
  with_nan(n - 1, 1) = std::numeric_limits<Scalar>::quiet_NaN();
  expect_factors(with_nan, "NaN below the diagonal");
  with_nan(0, 0) = std::numeric_limits<Scalar>::quiet_NaN();
  expect_factors(with_nan, "NaN on the diagonal");
}

// NaN and +Inf reach exactly the entries whose sums contain them, also in the last row panel and the narrowest
// column panels (no lane outside a panel leaks): NaN in A(i0, k0) makes row i0 NaN, +Inf in B(k1, j1) column j1
// +-Inf by the sign of A(i, k1) (NaN where that is 0 or in row i0); the rest within the rounding bound.
TYPED_TEST(RealMatrixProducts, SpecialValuesReachExactlyTheirEntries) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  const int lanes = kernel_rows<Scalar>();
  const Scalar inf = std::numeric_limits<Scalar>::infinity(), nan = std::numeric_limits<Scalar>::quiet_NaN();
  const Eigen::Index m = 2 * lanes + 3, n = 27, k = 13;  // columns: panels of 16, 8, 2, 1
  for (const Eigen::Index i0 : {Eigen::Index(0), m - 1})
    for (const Eigen::Index j1 : {Eigen::Index(3), n - 1}) {
      Matrix a = this->random_matrix(m, k), b = this->random_matrix(k, n);
      const Eigen::Index k0 = 5, k1 = k - 1;
      a(i0, k0) = nan;
      a(m / 2, k1) = 0;  // 0 * Inf
      b(k1, j1) = inf;
      Matrix c(m, n);
      c.noalias() = a * b;
      for (Eigen::Index j = 0; j < n; ++j)
        for (Eigen::Index i = 0; i < m; ++i) {
          const std::string where = "(" + std::to_string(i) + "," + std::to_string(j) + ") with NaN in row " +
                                    std::to_string(i0) + ", Inf in column " + std::to_string(j1);
          if (i == i0 || (j == j1 && a(i, k1) == 0)) {
            ASSERT_TRUE(std::isnan(c(i, j))) << where << ": " << c(i, j);
          } else if (j == j1) {
            ASSERT_EQ(c(i, j), a(i, k1) > 0 ? inf : -inf) << where;
          } else {
            long double sum = 0, magnitude = 0;
            for (Eigen::Index p = 0; p < k; ++p) {
              sum += (long double)a(i, p) * b(p, j);
              magnitude += std::fabs((long double)a(i, p) * b(p, j));
            }
            ASSERT_LE(std::fabs(c(i, j) - sum), 2 * (k + 2) * (long double)TestFixture::eps * magnitude) << where;
          }
        }
    }
}

// All storage orders of the operands and of the result, and transposed
// operands (which swap the packing routines used).
TYPED_TEST(MatrixProducts, StorageOrdersAndTransposes) {
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  const Eigen::Index shapes[][3] = {{37, 29, 23}, {8, 16, 9}, {61, 67, 50}, {3, 45, 70}};
  for (const auto& shape : shapes) {
    const Eigen::Index m = shape[0], n = shape[1], k = shape[2];
    const Matrix a = this->random_matrix(m, k), b = this->random_matrix(k, n);
    const RowMajorMatrix a_row = a, b_row = b;
    const Matrix zero = Matrix::Zero(m, n);
    Matrix c(m, n);
    RowMajorMatrix c_row(m, n);
    c.noalias() = a * b;
    this->expect_update(c, zero, 1, a, b, "col = col * col");
    c.noalias() = a_row * b;
    this->expect_update(c, zero, 1, a, b, "col = row * col");
    c.noalias() = a * b_row;
    this->expect_update(c, zero, 1, a, b, "col = col * row");
    c.noalias() = a_row * b_row;
    this->expect_update(c, zero, 1, a, b, "col = row * row");
    c_row.noalias() = a * b;
    this->expect_update(c_row, zero, 1, a, b, "row = col * col");
    c_row.noalias() = a_row * b_row;
    this->expect_update(c_row, zero, 1, a, b, "row = row * row");
    const Matrix a_transposed = a.transpose(), b_transposed = b.transpose();
    c.noalias() = a_transposed.transpose() * b;
    this->expect_update(c, zero, 1, a, b, "A^T^T * B");
    c.noalias() = a * b_transposed.transpose();
    this->expect_update(c, zero, 1, a, b, "A * B^T^T");
    c.noalias() = a_transposed.transpose() * b_transposed.transpose();
    this->expect_update(c, zero, 1, a, b, "A^T^T * B^T^T");
  }
}

// Products larger than the cache blocks (several kc or mc blocks at every
// VLEN), and skinny ones.
TYPED_TEST(MatrixProducts, LargerThanTheCacheBlocks) {
  typedef typename TestFixture::Matrix Matrix;
  // Complex: smaller, still several blocks (a complex element takes twice the cache, and its
  // reference four times the work).
  const Eigen::Index real_shapes[][3] = {{300, 290, 310}, {517, 16, 400}, {256, 256, 16}, {2, 300, 600}, {700, 3, 2}};
  const Eigen::Index complex_shapes[][3] = {{130, 100, 200}, {300, 16, 150}, {160, 70, 16}, {2, 150, 400}, {700, 3, 2}};
  for (const auto& shape : TestFixture::is_complex ? complex_shapes : real_shapes) {
    const Matrix a = this->random_matrix(shape[0], shape[2]), b = this->random_matrix(shape[2], shape[1]);
    const Matrix initial = this->random_matrix(shape[0], shape[1]);
    Matrix c = initial;
    c.noalias() -= a * b;
    this->expect_update(c, initial, -1, a, b, "C -= A B (large)");
  }
}

// Results and operands that are Maps with strides: the kernel updates a
// result whose rows are not adjacent (inner stride 3) with strided accesses.
TYPED_TEST(MatrixProducts, StridedMaps) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef Eigen::Map<Matrix, 0, Eigen::Stride<Eigen::Dynamic, Eigen::Dynamic>> StridedMap;
  for (Eigen::Index m : {1, 7, 19, 33}) {
    for (Eigen::Index n : {1, 5, 16, 27}) {
      const Eigen::Index k = 13;
      std::vector<Scalar> a_storage(3 * m * k + 64), c_storage(3 * m * n + 64);
      StridedMap a(a_storage.data() + 1, m, k, Eigen::Stride<Eigen::Dynamic, Eigen::Dynamic>(3 * m, 3));
      StridedMap c(c_storage.data() + 1, m, n, Eigen::Stride<Eigen::Dynamic, Eigen::Dynamic>(3 * m + 1, 3));
      a = this->random_matrix(m, k);
      const Matrix b = this->random_matrix(k, n), initial = this->random_matrix(m, n);
      c = initial;
      // The elements between the strided ones must stay untouched.
      for (Eigen::Index j = 0; j < n; ++j)
        for (Eigen::Index i = 0; i < m; ++i) {
          (&c(i, j))[1] = Scalar(1234);
          (&c(i, j))[2] = Scalar(1234);
        }
      c.noalias() += a * b;
      this->expect_update(c, initial, 1, a, b, "strided C += strided A * B");
      for (Eigen::Index j = 0; j < n; ++j)
        for (Eigen::Index i = 0; i < m; ++i) {
          ASSERT_EQ((&c(i, j))[1], Scalar(1234));
          ASSERT_EQ((&c(i, j))[2], Scalar(1234));
        }
    }
  }
}

// Triangular matrix times matrix on either side (TRMM: panel-mode packing
// with offsets), every triangle kind.
TYPED_TEST(MatrixProducts, TriangularProducts) {
  typedef typename TestFixture::Matrix Matrix;
  for (Eigen::Index size : {1, 5, 17, 40, 150}) {
    const Eigen::Index cols = size % 7 + 19;
    const Matrix t = this->random_matrix(size, size), b = this->random_matrix(size, cols);
    const Matrix b_left = this->random_matrix(cols, size);
    const Matrix zero = Matrix::Zero(size, cols), zero_left = Matrix::Zero(cols, size);
    Matrix lower = t.template triangularView<Eigen::Lower>();
    Matrix upper = t.template triangularView<Eigen::Upper>();
    Matrix unit_lower = t.template triangularView<Eigen::UnitLower>();
    Matrix strictly_upper = t.template triangularView<Eigen::StrictlyUpper>();
    Matrix c = t.template triangularView<Eigen::Lower>() * b;
    this->expect_update(c, zero, 1, lower, b, "Lower * B");
    c = t.template triangularView<Eigen::UnitLower>() * b;
    this->expect_update(c, zero, 1, unit_lower, b, "UnitLower * B");
    c = t.template triangularView<Eigen::Upper>() * b;
    this->expect_update(c, zero, 1, upper, b, "Upper * B");
    Matrix d = b_left * t.template triangularView<Eigen::Upper>();
    this->expect_update(d, zero_left, 1, b_left, upper, "B * Upper");
    d = b_left * t.template triangularView<Eigen::StrictlyUpper>();
    this->expect_update(d, zero_left, 1, b_left, strictly_upper, "B * StrictlyUpper");
    d = b_left * t.template triangularView<Eigen::Lower>();
    this->expect_update(d, zero_left, 1, b_left, lower, "B * Lower");
  }
}

// Triangular products at depths that are multiples of the cache block, for several L1 sizes: Eigen's TRMM with
// the factor on the right aligns its packed RHS to the packet size inside a buffer with only
// EIGEN_MAX_ALIGN_BYTES of slack (test/UPSTREAM.md, "Failures found, and what was fixed").
TYPED_TEST(MatrixProducts, TriangularProductsAtCacheBlockMultiples) {
  typedef typename TestFixture::Matrix Matrix;
  const std::ptrdiff_t l1 = Eigen::l1CacheSize(), l2 = Eigen::l2CacheSize(), l3 = Eigen::l3CacheSize();
  for (std::ptrdiff_t small_l1 : {9 * 1024, 16 * 1024, 32 * 1024}) {
    Eigen::setCpuCacheSizes(small_l1, 32 * 1024, 512 * 1024);
    for (Eigen::Index size : {48, 64, 72, 96}) {
      const Matrix t = this->random_matrix(size, size), b = this->random_matrix(size, size);
      const Matrix zero = Matrix::Zero(size, size);
      Matrix upper = t.template triangularView<Eigen::Upper>();
      Matrix lower = t.template triangularView<Eigen::Lower>();
      Matrix d = b * t.template triangularView<Eigen::Upper>();
      this->expect_update(d, zero, 1, b, upper, "B * Upper, small cache blocks");
      d = b * t.template triangularView<Eigen::Lower>();
      this->expect_update(d, zero, 1, b, lower, "B * Lower, small cache blocks");
      d = t.template triangularView<Eigen::Upper>() * b;
      this->expect_update(d, zero, 1, upper, b, "Upper * B, small cache blocks");
    }
  }
  Eigen::setCpuCacheSizes(l1, l2, l3);
}

// Triangular solves with many right-hand sides on either side (TRSM: the
// GEBP updates between diagonal blocks), checked against substitution in
// long double on a well-conditioned matrix.
TYPED_TEST(MatrixProducts, TriangularSolves) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::Reference Reference;
  for (Eigen::Index size : {3, 17, 48, 200}) {
    const Eigen::Index cols = 23;
    Matrix t = this->random_matrix(size, size);
    t.diagonal().array() += Scalar(size);  // diagonally dominant: error ~ size * eps
    const Matrix b = this->random_matrix(size, cols);
    // Left, lower: forward substitution.
    Matrix x = b;
    t.template triangularView<Eigen::Lower>().solveInPlace(x);
    Reference expected(size, cols);
    for (Eigen::Index j = 0; j < cols; ++j)
      for (Eigen::Index i = 0; i < size; ++i) {
        auto s = TestFixture::wide(b(i, j));
        for (Eigen::Index p = 0; p < i; ++p) s -= TestFixture::wide(t(i, p)) * expected(p, j);
        expected(i, j) = s / TestFixture::wide(t(i, i));
      }
    const long double tolerance = 16 * size * (long double)TestFixture::eps;
    for (Eigen::Index j = 0; j < cols; ++j)
      for (Eigen::Index i = 0; i < size; ++i)
        ASSERT_LE(std::abs(TestFixture::wide(x(i, j)) - expected(i, j)), tolerance * (1 + std::abs(expected(i, j))))
            << "L X = B, size " << size << " at (" << i << "," << j << ")";
    // Right, upper: X U = B^T, column by column of X from the left.
    const Matrix bt = b.transpose();
    Matrix y = bt;
    t.template triangularView<Eigen::Upper>().template solveInPlace<Eigen::OnTheRight>(y);
    Reference expected_right(cols, size);
    for (Eigen::Index i = 0; i < cols; ++i)
      for (Eigen::Index j = 0; j < size; ++j) {
        auto s = TestFixture::wide(bt(i, j));
        for (Eigen::Index p = 0; p < j; ++p) s -= expected_right(i, p) * TestFixture::wide(t(p, j));
        expected_right(i, j) = s / TestFixture::wide(t(j, j));
      }
    for (Eigen::Index j = 0; j < size; ++j)
      for (Eigen::Index i = 0; i < cols; ++i)
        ASSERT_LE(std::abs(TestFixture::wide(y(i, j)) - expected_right(i, j)),
                  tolerance * (1 + std::abs(expected_right(i, j))))
            << "X U = B, size " << size << " at (" << i << "," << j << ")";
  }
}

// Selfadjoint products (symm packing of the selfadjoint operand on either
// side) and rank updates (the triangular-result GEBP of syrk).
TYPED_TEST(MatrixProducts, SelfadjointProductsAndRankUpdates) {
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  for (Eigen::Index size : {1, 6, 19, 64, 131}) {
    const Eigen::Index cols = 21;
    Matrix s = this->random_matrix(size, size);
    // Hermitian: a real diagonal (Eigen reads only the real part of a selfadjoint diagonal).
    s.diagonal() = s.diagonal().real().template cast<typename TestFixture::Scalar>();
    Matrix full_lower = s.template selfadjointView<Eigen::Lower>();
    Matrix full_upper = s.template selfadjointView<Eigen::Upper>();
    const Matrix b = this->random_matrix(size, cols), b_left = this->random_matrix(cols, size);
    const Matrix zero = Matrix::Zero(size, cols), zero_left = Matrix::Zero(cols, size);
    Matrix c = s.template selfadjointView<Eigen::Lower>() * b;
    this->expect_update(c, zero, 1, full_lower, b, "SelfadjointLower * B");
    const RowMajorMatrix s_row = s;
    c = s_row.template selfadjointView<Eigen::Upper>() * b;
    this->expect_update(c, zero, 1, full_upper, b, "row-major SelfadjointUpper * B");
    Matrix d = b_left * s.template selfadjointView<Eigen::Upper>();
    this->expect_update(d, zero_left, 1, b_left, full_upper, "B * SelfadjointUpper");
    d = b_left * s_row.template selfadjointView<Eigen::Lower>();
    this->expect_update(d, zero_left, 1, b_left, full_lower, "B * row-major SelfadjointLower");

    // Rank update R += 0.5 A A^* on the lower triangle (syrk), and the
    // triangular result of a general product L = lower(A B^T): both run the
    // GEBP on the blocks off the diagonal and on a buffer for the diagonal.
    const Matrix a = this->random_matrix(size, 37), a2 = this->random_matrix(size, 37);
    const Matrix initial = this->random_matrix(size, size);
    Matrix r = initial;
    r.template selfadjointView<Eigen::Lower>().rankUpdate(a, typename TestFixture::Scalar(0.5));
    Matrix l = initial;
    l.template triangularView<Eigen::Lower>() += a * a2.transpose();
    for (Eigen::Index j = 0; j < size; ++j)
      for (Eigen::Index i = 0; i < size; ++i) {
        if (i < j) {
          ASSERT_EQ(r(i, j), initial(i, j)) << "rankUpdate wrote above the diagonal";
          ASSERT_EQ(l(i, j), initial(i, j)) << "triangular product wrote above the diagonal";
          continue;
        }
        typename TestFixture::Wide square = 0, product = 0;
        long double square_magnitude = 0, product_magnitude = 0;
        for (Eigen::Index p = 0; p < a.cols(); ++p) {
          const auto square_term =
              TestFixture::multiply(TestFixture::wide(a(i, p)), TestFixture::wide(Eigen::numext::conj(a(j, p))));
          const auto product_term = TestFixture::multiply(TestFixture::wide(a(i, p)), TestFixture::wide(a2(j, p)));
          square += square_term;
          square_magnitude += std::abs(square_term);
          product += product_term;
          product_magnitude += std::abs(product_term);
        }
        const long double scale = (TestFixture::is_complex ? 4 : 2) * (a.cols() + 2) * (long double)TestFixture::eps;
        const auto start = TestFixture::wide(initial(i, j));
        const typename TestFixture::WideReal half = 0.5;
        ASSERT_LE(std::abs(TestFixture::wide(r(i, j)) - (start + half * square)),
                  scale * (std::abs(start) + 0.5L * square_magnitude))
            << "rankUpdate, size " << size << " at (" << i << "," << j << ")";
        ASSERT_LE(std::abs(TestFixture::wide(l(i, j)) - (start + product)),
                  scale * (std::abs(start) + product_magnitude))
            << "lower(C + A B^T), size " << size << " at (" << i << "," << j << ")";
      }
  }
}

// Conjugated operands (the kernel's ConjugateLhs / ConjugateRhs signs, and
// the conjugating packing of selfadjoint products), complex alpha, every
// tile remainder.
TYPED_TEST(ComplexMatrixProducts, ConjugatedOperandsAndComplexAlpha) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Matrix Matrix;
  typedef typename TestFixture::RowMajorMatrix RowMajorMatrix;
  const int lanes = kernel_rows<Scalar>();
  const Scalar alpha(0.75, -1.25);
  for (Eigen::Index m : {Eigen::Index(1), Eigen::Index(lanes + 1), Eigen::Index(3 * lanes - 1)})
    for (Eigen::Index n : {1, 3, 8, 9, 16, 27})
      for (Eigen::Index k : {1, 2, 7, 30}) {
        const Matrix a = this->random_matrix(m, k), b = this->random_matrix(k, n), initial = this->random_matrix(m, n);
        const Matrix a_conj = a.conjugate(), b_conj = b.conjugate();
        const Matrix a_adjoint = a.adjoint(), b_adjoint = b.adjoint();
        const RowMajorMatrix a_row = a;
        Matrix c = initial;
        c.noalias() += alpha * a.conjugate() * b;
        this->expect_update(c, initial, alpha, a_conj, b, "C += alpha conj(A) B");
        c = initial;
        c.noalias() += alpha * a * b.conjugate();
        this->expect_update(c, initial, alpha, a, b_conj, "C += alpha A conj(B)");
        c = initial;
        c.noalias() += alpha * a_adjoint.adjoint() * b_adjoint.adjoint();
        this->expect_update(c, initial, alpha, a, b, "C += alpha (A^*)^* (B^*)^*");
        c = initial;
        c.noalias() += alpha * a.conjugate() * b.conjugate();
        this->expect_update(c, initial, alpha, a_conj, b_conj, "C += alpha conj(A) conj(B)");
        c = initial;
        c.noalias() += alpha * a_row.conjugate() * b;
        this->expect_update(c, initial, alpha, a_conj, b, "C += alpha conj(row-major A) B");
      }
}

// Mixed products: a real matrix times a complex one and the reverse, with
// conjugation on the complex side (their own GEBP instantiations), and the
// matrix-vector forms.
TYPED_TEST(ComplexMatrixProducts, MixedRealAndComplexOperands) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Real Real;
  typedef typename TestFixture::Matrix Matrix;
  typedef Eigen::Matrix<Real, Eigen::Dynamic, Eigen::Dynamic> RealMatrix;
  const int lanes = kernel_rows<Scalar>();
  for (Eigen::Index m : {Eigen::Index(1), Eigen::Index(lanes - 1 > 0 ? lanes - 1 : 1), Eigen::Index(2 * lanes + 3)})
    for (Eigen::Index n : {1, 5, 16, 25})
      for (Eigen::Index k : {1, 3, 33}) {
        const RealMatrix real_a = this->template random_matrix<Real>(m, k);
        const RealMatrix real_b = this->template random_matrix<Real>(k, n);
        const Matrix a = this->random_matrix(m, k), b = this->random_matrix(k, n);
        const Matrix zero = Matrix::Zero(m, n);
        Matrix c(m, n);
        c.noalias() = real_a * b;
        this->expect_update(c, zero, Scalar(1), real_a, b, "real A * complex B");
        c.noalias() = a * real_b;
        this->expect_update(c, zero, Scalar(1), a, real_b, "complex A * real B");
        const Matrix b_conj = b.conjugate(), a_conj = a.conjugate();
        c.noalias() = real_a * b.conjugate();
        this->expect_update(c, zero, Scalar(1), real_a, b_conj, "real A * conj(B)");
        c.noalias() = a.conjugate() * real_b;
        this->expect_update(c, zero, Scalar(1), a_conj, real_b, "conj(A) * real B");
        const Matrix x = this->random_matrix(k, 1);
        const RealMatrix real_x = this->template random_matrix<Real>(k, 1);
        const Matrix zero_vector = Matrix::Zero(m, 1);
        Matrix y = real_a * x;
        this->expect_update(y, zero_vector, Scalar(1), real_a, x, "real A * complex x");
        y = a * real_x;
        this->expect_update(y, zero_vector, Scalar(1), a, real_x, "complex A * real x");
        const Matrix x_conj = x.conjugate();
        y = real_a * x.conjugate();
        this->expect_update(y, zero_vector, Scalar(1), real_a, x_conj, "real A * conj(x)");
      }
}

// Complex special values: a NaN part in A, an infinite part in B, and a
// complex result with an inner stride in panel mode (triangular solve).
TYPED_TEST(ComplexMatrixProducts, NaNPartsReachExactlyTheirEntries) {
  typedef typename TestFixture::Scalar Scalar;
  typedef typename TestFixture::Real Real;
  typedef typename TestFixture::Matrix Matrix;
  const int lanes = kernel_rows<Scalar>();
  const Real nan = std::numeric_limits<Real>::quiet_NaN();
  const Eigen::Index m = 2 * lanes + 3, n = 27, k = 13;
  for (const Eigen::Index i0 : {Eigen::Index(0), m - 1}) {
    Matrix a = this->random_matrix(m, k);
    const Matrix b = this->random_matrix(k, n);
    a(i0, 4) = Scalar(a(i0, 4).real(), nan);
    Matrix c(m, n);
    c.noalias() = a * b;
    for (Eigen::Index j = 0; j < n; ++j)
      for (Eigen::Index i = 0; i < m; ++i) {
        const bool expect_nan = i == i0;
        ASSERT_EQ(std::isnan(c(i, j).real()), expect_nan) << "(" << i << "," << j << ") NaN row " << i0;
        ASSERT_EQ(std::isnan(c(i, j).imag()), expect_nan) << "(" << i << "," << j << ") NaN row " << i0;
      }
  }
}

}  // namespace

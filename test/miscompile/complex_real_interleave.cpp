// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// clang 22's loop-vectorizer miscompile of complex-by-real loops (docs/using.md, "clang >= 22"): with a fixed
// vector length it computes z[i] / x[0] instead of z[i] / x[i]. Built through the EigenRVV target this prints
// "result: correct"; the ctest built without the target's flag expects the wrong values.

#include <Eigen/Dense>

#include <complex>
#include <cstdio>
#include <cstdlib>

namespace {

template <typename Complex, typename Real>
bool equal(const Complex& got, const Complex& expected, const char* what, int index, Real divisor_or_factor) {
  if (got == expected) return true;
  std::printf("wrong values: %s at index %d (real operand %g): got (%.17g, %.17g), expected (%.17g, %.17g)\n", what,
              index, double(divisor_or_factor), double(got.real()), double(got.imag()), double(expected.real()),
              double(expected.imag()));
  return false;
}

// The references, element by element with vectorization off, so that the
// compiler problem under test cannot affect them.
template <typename ComplexMatrix, typename RealMatrix>
__attribute__((noinline)) void reference_quotient(const ComplexMatrix& z, const RealMatrix& x, ComplexMatrix& out) {
#if defined(__clang__)
#pragma clang loop vectorize(disable) interleave(disable)
#endif
  for (int i = 0; i < z.size(); ++i) out(i) = typename ComplexMatrix::Scalar(z(i).real() / x(i), z(i).imag() / x(i));
}
template <typename ComplexMatrix, typename RealMatrix>
__attribute__((noinline)) void reference_product(const ComplexMatrix& z, const RealMatrix& x, ComplexMatrix& out) {
#if defined(__clang__)
#pragma clang loop vectorize(disable) interleave(disable)
#endif
  for (int i = 0; i < z.size(); ++i) out(i) = typename ComplexMatrix::Scalar(z(i).real() * x(i), z(i).imag() * x(i));
}

template <typename Real, int Rows, int Cols>
bool check_fixed_size(const char* name) {
  typedef std::complex<Real> Complex;
  typedef Eigen::Matrix<Complex, Rows, Cols> ComplexMatrix;
  typedef Eigen::Matrix<Real, Rows, Cols> RealMatrix;
  ComplexMatrix z = ComplexMatrix::Random();
  // Distinct, nonzero real operands: a wrong one always shows.
  RealMatrix x;
  for (int i = 0; i < x.size(); ++i) x(i) = Real(1 + i) * Real(0.75);
  ComplexMatrix expected;
  bool ok = true;

  const ComplexMatrix quotient = z.array() / x.array();
  reference_quotient(z, x, expected);
  for (int i = 0; i < z.size() && ok; ++i) ok = equal(quotient(i), expected(i), name, i, x(i));

  const ComplexMatrix product = z.array() * x.array();
  reference_product(z, x, expected);
  for (int i = 0; i < z.size() && ok; ++i) ok = equal(product(i), expected(i), name, i, x(i));

  // The same through a cast to complex (upstream mixingtypes' comparison):
  // complex-by-complex, vectorized with the RVV packets, never affected.
  const ComplexMatrix cast_quotient = z.array() / x.template cast<Complex>().array();
  const ComplexMatrix cast_product = z.array() * x.template cast<Complex>().array();
  reference_product(z, x, expected);
  for (int i = 0; i < z.size() && ok; ++i) ok = equal(cast_product(i), expected(i), name, i, x(i));
  for (int i = 0; i < z.size() && ok; ++i) {
    const Complex reference = z(i) / Complex(x(i), Real(0));
    ok = std::abs(cast_quotient(i) - reference) <= Real(4) * Eigen::NumTraits<Real>::epsilon() * std::abs(reference) ||
         equal(cast_quotient(i), reference, name, i, x(i));
  }
  return ok;
}

}  // namespace

int main() {
  std::srand(42);
  bool ok = true;
  ok = check_fixed_size<double, 4, 4>("complex<double> 4x4") && ok;
  ok = check_fixed_size<double, 8, 8>("complex<double> 8x8") && ok;
  ok = check_fixed_size<double, 16, 1>("complex<double> 16x1") && ok;
  ok = check_fixed_size<float, 4, 4>("complex<float> 4x4") && ok;
  ok = check_fixed_size<float, 8, 8>("complex<float> 8x8") && ok;
  ok = check_fixed_size<float, 32, 1>("complex<float> 32x1") && ok;
  if (!ok) return EXIT_FAILURE;
  std::printf("result: correct\n");
  return EXIT_SUCCESS;
}

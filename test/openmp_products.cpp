// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Eigen's OpenMP-parallel GEMM (-fopenmp, 4 threads: the threads share the packed left side and take row and column
// blocks with tails) against the single-threaded product and an exact reference, at every coefficient, for float,
// double and both complex types, every update, both storage orders of the result and conjugated operands.

#include <Eigen/Dense>
#include <gtest/gtest.h>

#include <dirent.h>
#include <omp.h>

#include <complex>
#include <string>

#if !defined(EIGEN_HAS_OPENMP)
#error "openmp_products tests Eigen's OpenMP-parallel GEMM: build it with -fopenmp (CMake: OpenMP::OpenMP_CXX)"
#endif

namespace {

const int kThreads = 4;

// The process's threads (under QEMU user mode: the emulator's own threads and one per guest thread).
int thread_count() {
  DIR* tasks = opendir("/proc/self/task");
  if (!tasks) return -1;
  int count = 0;
  while (const dirent* entry = readdir(tasks))
    if (entry->d_name[0] != '.') ++count;
  closedir(tasks);
  return count;
}

// Multiples of 1/8 in [-2, 2): every product and every partial sum of up to a few hundred of them is exact in float,
// so every order of summation and every blocking gives the same bits.
double eighth(int i) { return double(((i % 32) + 32) % 32 - 16) / 8.0; }

template <typename Scalar>
Scalar value(int i) {
  return Scalar(eighth(i));
}
template <>
std::complex<float> value<std::complex<float> >(int i) {
  return std::complex<float>(float(eighth(i)), float(eighth(i * 3 + 5)));
}
template <>
std::complex<double> value<std::complex<double> >(int i) {
  return std::complex<double>(eighth(i), eighth(i * 3 + 5));
}

template <typename Matrix>
Matrix filled(int rows, int cols, int seed) {
  Matrix m(rows, cols);
  for (int j = 0; j < cols; ++j)
    for (int i = 0; i < rows; ++i) m(i, j) = value<typename Matrix::Scalar>(i * 7 + j * 13 + seed);
  return m;
}

enum Update { kAssign, kAdd, kSubtractTwice };

// c = a * op(b), c += a * op(b) or c -= 2 * a * op(b) with op the identity or the adjoint, with nbThreads() threads.
template <typename Result, typename Lhs, typename Rhs>
void product(Result& c, const Lhs& a, const Rhs& b, bool adjoint, Update update) {
  typedef typename Result::Scalar Scalar;
  if (adjoint) {
    if (update == kAssign) c.noalias() = a * b.adjoint();
    if (update == kAdd) c.noalias() += a * b.adjoint();
    if (update == kSubtractTwice) c.noalias() -= Scalar(2) * a * b.adjoint();
  } else {
    if (update == kAssign) c.noalias() = a * b;
    if (update == kAdd) c.noalias() += a * b;
    if (update == kSubtractTwice) c.noalias() -= Scalar(2) * a * b;
  }
}

template <typename Scalar, int ResultOrder>
void check(int m, int k, int n, bool adjoint, Update update) {
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, ResultOrder> Result;
  const Matrix a = filled<Matrix>(m, k, 1);
  const Matrix b = adjoint ? filled<Matrix>(n, k, 2) : filled<Matrix>(k, n, 2);
  const Result initial = filled<Result>(m, n, 3);
  Result single = initial, threaded = initial;
  Eigen::setNbThreads(1);
  product(single, a, b, adjoint, update);
  Eigen::setNbThreads(kThreads);
  product(threaded, a, b, adjoint, update);
  const std::string what = std::to_string(m) + "x" + std::to_string(k) + "x" + std::to_string(n) +
                           (ResultOrder == Eigen::RowMajor ? " row-major" : "") + (adjoint ? " adjoint" : "") +
                           " update " + std::to_string(int(update));
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      Scalar sum(0);
      for (int l = 0; l < k; ++l) sum += a(i, l) * (adjoint ? Eigen::numext::conj(b(j, l)) : b(l, j));
      const Scalar expected = update == kAssign ? sum
                              : update == kAdd  ? initial(i, j) + sum
                                                : initial(i, j) - sum * Scalar(2);
      ASSERT_EQ(expected, single(i, j)) << what << " at (" << i << ", " << j << "), 1 thread";
      ASSERT_EQ(expected, threaded(i, j)) << what << " at (" << i << ", " << j << "), " << kThreads << " threads";
    }
}

template <typename Scalar>
void check_all() {
  check<Scalar, Eigen::ColMajor>(203, 181, 157, false, kAssign);
  check<Scalar, Eigen::RowMajor>(157, 181, 203, false, kAdd);
  check<Scalar, Eigen::ColMajor>(131, 97, 211, true, kSubtractTwice);
  check<Scalar, Eigen::RowMajor>(64, 300, 72, true, kAssign);
}

}  // namespace

TEST(OpenMPProducts, ThreadsStartAndResultsEqualSingleThreadedAndExact) {
  const int before = thread_count();
  ASSERT_GT(before, 0) << "cannot list /proc/self/task";
  omp_set_num_threads(kThreads);  // more than the machine's cores: Eigen 5 caps setNbThreads at OpenMP's maximum
  Eigen::setNbThreads(kThreads);
  ASSERT_EQ(kThreads, Eigen::nbThreads());
  typedef Eigen::MatrixXf Matrix;
  const Matrix a = filled<Matrix>(256, 256, 1), b = filled<Matrix>(256, 256, 2);
  Matrix c(256, 256);
  c.noalias() = a * b;  // the program's first OpenMP region: Eigen's GEMM starts the other threads
  EXPECT_GE(thread_count() - before, kThreads - 1) << "the product did not run on " << kThreads << " threads";
  EXPECT_EQ(double((a.row(7) * b.col(9)).value()), double(c(7, 9)));

  check_all<float>();
  check_all<double>();
  check_all<std::complex<float> >();
  check_all<std::complex<double> >();
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Google Benchmark workloads (bench/README.md), built with the overlay and against stock Eigen alone. Under
// QEMU only bench/count_benchmarks.py's instruction counts mean anything; on hardware the products report
// `flops` (2 m n k per iteration) as a rate, so that runs give GFLOP/s.

#include <Eigen/Dense>
#include <unsupported/Eigen/CXX11/Tensor>
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

long fixed_iterations = 0;  // --iterations=N: run every benchmark exactly N times

template <typename Scalar>
Scalar entry(Eigen::Index i, Eigen::Index j) {
  const double value = double(((i * 7 + j * 13) % 17) - 8) / 16;
  if constexpr (Eigen::NumTraits<Scalar>::IsComplex) {
    return Scalar(value, double(((i * 5 + j * 3) % 11) - 5) / 8);
  } else {
    return Scalar(value);
  }
}

template <typename Matrix>
Matrix filled(Eigen::Index rows, Eigen::Index cols) {
  Matrix m(rows, cols);
  for (Eigen::Index j = 0; j < cols; ++j)
    for (Eigen::Index i = 0; i < rows; ++i) m(i, j) = entry<typename Matrix::Scalar>(i, j);
  return m;
}

// Real floating-point operations per multiply-add: 2, or 8 for complex.
template <typename Scalar>
void set_flops(benchmark::State& state, double m, double n, double k) {
  const double per_multiply_add = Eigen::NumTraits<Scalar>::IsComplex ? 8 : 2;
  state.counters["flops"] =
      benchmark::Counter(per_multiply_add * m * n * k, benchmark::Counter::kIsIterationInvariantRate);
}

// C (m x n) = A (m x k) * B (k x n), column-major, no aliasing.
template <typename Scalar>
void gemm(benchmark::State& state) {
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  const Eigen::Index m = state.range(0), n = state.range(1), k = state.range(2);
  const Matrix a = filled<Matrix>(m, k), b = filled<Matrix>(k, n);
  Matrix c(m, n);
  for (auto _ : state) {
    c.noalias() = a * b;
    benchmark::DoNotOptimize(c.data());
    benchmark::ClobberMemory();
  }
  set_flops<Scalar>(state, double(m), double(n), double(k));
}

// y = A x (A m x n) and y = A^T x.
template <typename Scalar, bool transposed>
void gemv(benchmark::State& state) {
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
  const Eigen::Index m = state.range(0), n = state.range(1);
  const Matrix a = filled<Matrix>(m, n);
  const Vector x = filled<Matrix>(transposed ? m : n, 1);
  Vector y(transposed ? n : m);
  for (auto _ : state) {
    if (transposed) {
      y.noalias() = a.transpose() * x;
    } else {
      y.noalias() = a * x;
    }
    benchmark::DoNotOptimize(y.data());
    benchmark::ClobberMemory();
  }
  set_flops<Scalar>(state, double(m), double(n), 1);
}

// The products that reuse the GEBP kernel with their own packing or blocking, m x m by m x n: C = L B
// (TRMM, L lower triangular), X = L^-1 B (TRSM), C = S B (SYMM, S selfadjoint from its lower triangle).
enum class BlasThree { trmm, trsm, symm };
template <typename Scalar, BlasThree operation>
void blas3(benchmark::State& state) {
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  const Eigen::Index m = state.range(0), n = state.range(1);
  Matrix l = filled<Matrix>(m, m);
  l.diagonal().array() += Scalar(m);  // well conditioned for the solve
  const Matrix b = filled<Matrix>(m, n);
  Matrix c(m, n);
  for (auto _ : state) {
    if (operation == BlasThree::trmm) {
      c.noalias() = l.template triangularView<Eigen::Lower>() * b;
    } else if (operation == BlasThree::trsm) {
      c = b;
      l.template triangularView<Eigen::Lower>().solveInPlace(c);
    } else {
      c.noalias() = l.template selfadjointView<Eigen::Lower>() * b;
    }
    benchmark::DoNotOptimize(c.data());
    benchmark::ClobberMemory();
  }
  set_flops<Scalar>(state, double(m), double(n), operation == BlasThree::symm ? double(m) : double(m) / 2);
}

// A rank-3 by rank-2 Tensor contraction, as a dense layer on a batch of
// sequences: (batch, length, features) x (features, units).
template <typename Scalar>
void tensor_contraction(benchmark::State& state) {
  const Eigen::Index batch = state.range(0), length = state.range(1), features = state.range(2), units = state.range(3);
  Eigen::Tensor<Scalar, 3> input(batch, length, features);
  Eigen::Tensor<Scalar, 2> weights(features, units);
  for (Eigen::Index i = 0; i < input.size(); ++i) input.data()[i] = Scalar((i * 7) % 17 - 8) / 16;
  for (Eigen::Index i = 0; i < weights.size(); ++i) weights.data()[i] = Scalar((i * 5) % 13 - 6) / 8;
  const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(2, 0)};
  Eigen::Tensor<Scalar, 3> output(batch, length, units);
  for (auto _ : state) {
    output = input.contract(weights, dims);
    benchmark::DoNotOptimize(output.data());
    benchmark::ClobberMemory();
  }
  set_flops<Scalar>(state, double(batch * length), double(units), double(features));
}

// Registers with the fixed iteration count when one was asked for.
benchmark::internal::Benchmark* configured(benchmark::internal::Benchmark* b) {
  if (fixed_iterations > 0) b->Iterations(fixed_iterations);
  return b;
}

void register_benchmarks() {
  // (m, n, k): square, then skinny shapes (a thin K panel, one row, a thin N panel).
  const std::vector<std::vector<int64_t>> gemm_shapes = {{64, 64, 64},   {256, 256, 256}, {512, 512, 512},
                                                         {256, 256, 16}, {1, 512, 512},   {512, 16, 512}};
  for (const auto& shape : gemm_shapes) {
    configured(benchmark::RegisterBenchmark("sgemm", gemm<float>)->Args(shape)->ArgNames({"m", "n", "k"}));
    configured(benchmark::RegisterBenchmark("dgemm", gemm<double>)->Args(shape)->ArgNames({"m", "n", "k"}));
  }
  for (const auto& shape : std::vector<std::vector<int64_t>>{{64, 64, 64}, {256, 256, 256}}) {
    configured(
        benchmark::RegisterBenchmark("cgemm", gemm<std::complex<float>>)->Args(shape)->ArgNames({"m", "n", "k"}));
    configured(
        benchmark::RegisterBenchmark("zgemm", gemm<std::complex<double>>)->Args(shape)->ArgNames({"m", "n", "k"}));
    // 16-bit: Eigen::half (binary16 accumulators) and Eigen::bfloat16 (float accumulators).
    configured(benchmark::RegisterBenchmark("hgemm", gemm<Eigen::half>)->Args(shape)->ArgNames({"m", "n", "k"}));
    configured(benchmark::RegisterBenchmark("bf16gemm", gemm<Eigen::bfloat16>)->Args(shape)->ArgNames({"m", "n", "k"}));
  }
  for (int64_t size : {256, 1024}) {
    configured(benchmark::RegisterBenchmark("sgemv", gemv<float, false>)->Args({size, size})->ArgNames({"m", "n"}));
    configured(
        benchmark::RegisterBenchmark("sgemv_transposed", gemv<float, true>)->Args({size, size})->ArgNames({"m", "n"}));
    configured(benchmark::RegisterBenchmark("dgemv", gemv<double, false>)->Args({size, size})->ArgNames({"m", "n"}));
  }
  configured(
      benchmark::RegisterBenchmark("strmm", blas3<float, BlasThree::trmm>)->Args({256, 256})->ArgNames({"m", "n"}));
  configured(
      benchmark::RegisterBenchmark("strsm", blas3<float, BlasThree::trsm>)->Args({256, 256})->ArgNames({"m", "n"}));
  configured(
      benchmark::RegisterBenchmark("ssymm", blas3<float, BlasThree::symm>)->Args({256, 256})->ArgNames({"m", "n"}));
  configured(benchmark::RegisterBenchmark("tensor_contraction_float", tensor_contraction<float>)
                 ->Args({8, 32, 128, 64})
                 ->ArgNames({"batch", "length", "features", "units"}));
}

}  // namespace

int main(int argc, char** argv) {
  // This program's own flag, removed before Google Benchmark sees the rest.
  std::vector<char*> arguments;
  for (int i = 0; i < argc; ++i) {
    if (std::strncmp(argv[i], "--iterations=", 13) == 0) {
      fixed_iterations = std::atol(argv[i] + 13);
      if (fixed_iterations <= 0) {
        std::fprintf(stderr, "--iterations needs a positive count, got '%s'\n", argv[i] + 13);
        return 2;
      }
    } else {
      arguments.push_back(argv[i]);
    }
  }
  int count = int(arguments.size());
  register_benchmarks();
  benchmark::Initialize(&count, arguments.data());
  if (benchmark::ReportUnrecognizedArguments(count, arguments.data())) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

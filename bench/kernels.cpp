// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Plain Eigen workloads for instruction counting (bench/compare_kernels.py; the workloads: bench/README.md),
// built with the overlay and against stock Eigen 3.4.0 alone from this one source.
//   kernels <name> <size> <repetitions>

#include <Eigen/Dense>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

volatile double sink;

template <typename Matrix>
Matrix filled(Eigen::Index rows, Eigen::Index cols) {
  Matrix m(rows, cols);
  for (Eigen::Index j = 0; j < cols; ++j)
    for (Eigen::Index i = 0; i < rows; ++i) m(i, j) = typename Matrix::Scalar(((i * 7 + j * 13) % 17) - 8) / 16;
  return m;
}

// C = A * B for square matrices of a 16-bit float type (Eigen::half or Eigen::bfloat16).
template <typename Scalar>
float half_gemm(Eigen::Index n, long repetitions) {
  typedef Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> Matrix;
  const Matrix a = filled<Eigen::MatrixXf>(n, n).cast<Scalar>();
  const Matrix b = filled<Eigen::MatrixXf>(n, n).cast<Scalar>();
  Matrix c(n, n);
  for (long r = 0; r < repetitions; ++r) c.noalias() = a * b;
  return float(c(0, 0));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr,
                 "usage: %s "
                 "saxpy|sum|dot|argmax|relu|sgemv|sgemm|dgemm|cgemm|hgemm|bgemm|exp|tanh|log|logistic|cmul_conj|half_"
                 "madd|half_tanh|"
                 "llt|ldlt|lu|qr|svd|dsvd|csvd|eig "
                 "<size> "
                 "<repetitions>\n",
                 argv[0]);
    return 2;
  }
  const char* name = argv[1];
  const Eigen::Index n = std::atol(argv[2]);
  const long repetitions = std::atol(argv[3]);
  if (!std::strcmp(name, "saxpy") || !std::strcmp(name, "sum") || !std::strcmp(name, "dot")) {
    Eigen::VectorXf x = filled<Eigen::MatrixXf>(n, 1), y = filled<Eigen::MatrixXf>(n, 1);
    for (long r = 0; r < repetitions; ++r) {
      if (!std::strcmp(name, "saxpy")) {
        y += 0.5f * x;
      } else if (!std::strcmp(name, "sum")) {
        sink = x.sum();
      } else {
        sink = x.dot(y);
      }
    }
    sink = y[0];
  } else if (!std::strcmp(name, "argmax")) {
    // The index of the largest coefficient (maxCoeff with an index), as an ML classifier's output takes it.
    const Eigen::VectorXf x = filled<Eigen::MatrixXf>(n, 1) + Eigen::VectorXf::LinSpaced(n, 0.0f, 0.25f);
    Eigen::Index index = 0;
    for (long r = 0; r < repetitions; ++r) sink = x.maxCoeff(&index);
    sink = double(index);
  } else if (!std::strcmp(name, "relu")) {
    // ReLU as ML frameworks write it with Eigen: max(x, 0), NaN kept.
    const Eigen::ArrayXf x = Eigen::ArrayXf::LinSpaced(n, -1.0f, 1.0f);
    Eigen::ArrayXf y(n);
    for (long r = 0; r < repetitions; ++r) y = x.max(0.0f);
    sink = y[n / 3];
  } else if (!std::strcmp(name, "sgemv")) {
    const Eigen::MatrixXf a = filled<Eigen::MatrixXf>(n, n);
    const Eigen::VectorXf x = filled<Eigen::MatrixXf>(n, 1);
    Eigen::VectorXf y(n);
    for (long r = 0; r < repetitions; ++r) y.noalias() = a * x;
    sink = y[0];
  } else if (!std::strcmp(name, "sgemm")) {
    const Eigen::MatrixXf a = filled<Eigen::MatrixXf>(n, n), b = filled<Eigen::MatrixXf>(n, n);
    Eigen::MatrixXf c(n, n);
    for (long r = 0; r < repetitions; ++r) c.noalias() = a * b;
    sink = c(0, 0);
  } else if (!std::strcmp(name, "dgemm")) {
    const Eigen::MatrixXd a = filled<Eigen::MatrixXd>(n, n), b = filled<Eigen::MatrixXd>(n, n);
    Eigen::MatrixXd c(n, n);
    for (long r = 0; r < repetitions; ++r) c.noalias() = a * b;
    sink = c(0, 0);
  } else if (!std::strcmp(name, "cgemm")) {
    const Eigen::MatrixXcf a = filled<Eigen::MatrixXf>(n, n).cast<std::complex<float> >() * std::complex<float>(1, -2);
    const Eigen::MatrixXcf b = filled<Eigen::MatrixXf>(n, n).cast<std::complex<float> >() * std::complex<float>(0.5, 1);
    Eigen::MatrixXcf c(n, n);
    for (long r = 0; r < repetitions; ++r) c.noalias() = a * b;
    sink = c(0, 0).real();
  } else if (!std::strcmp(name, "hgemm")) {
    // Eigen::half, the half-precision type ML frameworks use.
    sink = half_gemm<Eigen::half>(n, repetitions);
  } else if (!std::strcmp(name, "bgemm")) {
    sink = half_gemm<Eigen::bfloat16>(n, repetitions);
  } else if (!std::strcmp(name, "half_madd") || !std::strcmp(name, "half_tanh")) {
    typedef Eigen::Array<Eigen::half, Eigen::Dynamic, 1> ArrayXh;
    const ArrayXh a = Eigen::ArrayXf::LinSpaced(n, -4.0f, 4.0f).cast<Eigen::half>();
    const ArrayXh b = Eigen::ArrayXf::LinSpaced(n, 2.0f, -1.0f).cast<Eigen::half>();
    const ArrayXh c = Eigen::ArrayXf::LinSpaced(n, 0.5f, 1.5f).cast<Eigen::half>();
    ArrayXh y(n);
    for (long r = 0; r < repetitions; ++r) {
      if (!std::strcmp(name, "half_madd")) {
        y = a * b + c;
      } else {
        y = a.tanh();
      }
    }
    sink = float(y[n / 3]);
  } else if (!std::strcmp(name, "cmul_conj")) {
    const Eigen::ArrayXcf a = filled<Eigen::MatrixXf>(n, 1).cast<std::complex<float> >() * std::complex<float>(1, -2);
    const Eigen::ArrayXcf b = filled<Eigen::MatrixXf>(n, 1).cast<std::complex<float> >() * std::complex<float>(3, 1);
    Eigen::ArrayXcf c(n);
    for (long r = 0; r < repetitions; ++r) c = a.cwiseProduct(b.conjugate());
    sink = c[n / 3].imag();
  } else if (!std::strcmp(name, "exp") || !std::strcmp(name, "tanh") || !std::strcmp(name, "log") ||
             !std::strcmp(name, "logistic")) {
    // Arguments spread over the range where each function varies.
    const bool is_log = !std::strcmp(name, "log");
    const Eigen::ArrayXf x = Eigen::ArrayXf::LinSpaced(n, is_log ? 0.01f : -10.0f, is_log ? 100.0f : 10.0f);
    Eigen::ArrayXf y(n);
    for (long r = 0; r < repetitions; ++r) {
      if (!std::strcmp(name, "exp")) {
        y = x.exp();
      } else if (!std::strcmp(name, "tanh")) {
        y = x.tanh();
      } else if (is_log) {
        y = x.log();
      } else {
        y = x.logistic();
      }
    }
    sink = y[n / 3];
  } else if (!std::strcmp(name, "llt") || !std::strcmp(name, "ldlt") || !std::strcmp(name, "lu") ||
             !std::strcmp(name, "qr") || !std::strcmp(name, "svd") || !std::strcmp(name, "dsvd") ||
             !std::strcmp(name, "csvd") || !std::strcmp(name, "eig")) {
    // A symmetric positive definite matrix (well conditioned) and a right-hand side.
    const Eigen::MatrixXf a = filled<Eigen::MatrixXf>(n, n);
    const Eigen::MatrixXf spd = a.transpose() * a + float(n) * Eigen::MatrixXf::Identity(n, n);
    const Eigen::VectorXf b = filled<Eigen::MatrixXf>(n, 1);
    Eigen::VectorXf x(n);
    for (long r = 0; r < repetitions; ++r) {
      if (!std::strcmp(name, "llt")) {
        x = spd.llt().solve(b);
      } else if (!std::strcmp(name, "ldlt")) {
        x = spd.ldlt().solve(b);
      } else if (!std::strcmp(name, "lu")) {
        x = spd.partialPivLu().solve(b);
      } else if (!std::strcmp(name, "qr")) {
        x = spd.householderQr().solve(b);
      } else if (!std::strcmp(name, "svd")) {
#if EIGEN_MAJOR_VERSION >= 5  // the options as a template argument (the run-time one is deprecated)
        Eigen::JacobiSVD<Eigen::MatrixXf, Eigen::ComputeThinU | Eigen::ComputeThinV> svd(spd);
#else
        Eigen::JacobiSVD<Eigen::MatrixXf> svd(spd, Eigen::ComputeThinU | Eigen::ComputeThinV);
#endif
        x = svd.singularValues();
      } else if (!std::strcmp(name, "dsvd")) {  // of doubles (a register holds 4 at VLEN 256, as 4 floats at 128)
#if EIGEN_MAJOR_VERSION >= 5
        Eigen::JacobiSVD<Eigen::MatrixXd, Eigen::ComputeThinU | Eigen::ComputeThinV> svd(spd.cast<double>());
#else
        Eigen::JacobiSVD<Eigen::MatrixXd> svd(spd.cast<double>(), Eigen::ComputeThinU | Eigen::ComputeThinV);
#endif
        x = svd.singularValues().cast<float>();
      } else if (!std::strcmp(name, "csvd")) {  // of complex floats: real rotations of complex columns
        Eigen::MatrixXcf c(n, n);
        c.real() = spd;
        c.imag() = a;
#if EIGEN_MAJOR_VERSION >= 5
        Eigen::JacobiSVD<Eigen::MatrixXcf, Eigen::ComputeThinU | Eigen::ComputeThinV> svd(c);
#else
        Eigen::JacobiSVD<Eigen::MatrixXcf> svd(c, Eigen::ComputeThinU | Eigen::ComputeThinV);
#endif
        x = svd.singularValues();
      } else {
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXf> eig(spd);
        x = eig.eigenvalues() + eig.eigenvectors().col(0);
      }
    }
    sink = x[n / 3];
  } else {
    std::fprintf(stderr, "unknown kernel %s\n", name);
    return 2;
  }
  return 0;
}

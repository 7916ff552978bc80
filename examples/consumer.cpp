// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Plain Eigen that knows nothing of eigen-rvv, built by the two example consumers against an installed eigen-rvv.
// It reports which packets Eigen uses and fails when a product or a solve differs from scalar loops or, on
// RISC-V with a fixed vector length, when the RVV backend is not in use.

#include <Eigen/Dense>

#include <cmath>
#include <cstdio>

int main() {
  const int n = 37;
  Eigen::MatrixXf a(n, n), b(n, n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      a(i, j) = float((i * 7 + j * 3) % 11) / 8 - 0.5f + (i == j ? float(n) : 0.0f);
      b(i, j) = float((i * 5 + j * 13) % 17) / 16 - 0.5f;
    }
  const Eigen::MatrixXf c = a * b;
  double worst = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      double exact = 0;
      for (int k = 0; k < n; ++k) exact += double(a(i, k)) * double(b(k, j));
      worst = std::fmax(worst, std::fabs(double(c(i, j)) - exact) / (1 + std::fabs(exact)));
    }
  const Eigen::MatrixXf x = a.partialPivLu().solve(b);
  const double residual = double((a * x - b).cwiseAbs().maxCoeff());

#if defined(EIGEN_VECTORIZE_RVV)
  const char* backend = "RVV";
#elif defined(EIGEN_VECTORIZE)
  const char* backend = Eigen::SimdInstructionSetsInUse();
#else
  const char* backend = "no";
#endif
#if EIGEN_MAJOR_VERSION >= 5  // Semantic versions from Eigen 5 on
  const int version[3] = {EIGEN_MAJOR_VERSION, EIGEN_MINOR_VERSION, EIGEN_PATCH_VERSION};
#else
  const int version[3] = {EIGEN_WORLD_VERSION, EIGEN_MAJOR_VERSION, EIGEN_MINOR_VERSION};
#endif
  std::printf("consumer: Eigen %d.%d.%d, %s packets of %d floats; product error %.2g, solve residual %.2g\n",
              version[0], version[1], version[2], backend, int(Eigen::internal::packet_traits<float>::size), worst,
              residual);
  bool ok = worst < 1e-5 && residual < 1e-4;
#if defined(__riscv_v_fixed_vlen) && !defined(EIGEN_VECTORIZE_RVV)
  std::printf("consumer: the RVV backend is not in use: the eigen-rvv include directory must come first\n");
  ok = false;
#endif
  return ok ? 0 : 1;
}

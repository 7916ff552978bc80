// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Run-time dispatch (docs/using.md, "Activation and errors"): this unit, compiled without V, calls the V kernels
// of the hidden-visibility library dispatch_kernels.cpp only when the hwcap reports V. Either path must give
// the product and tanh of the same inputs within rounding of a double reference.
#include <Eigen/Dense>
#include <sys/auxv.h>

#include <cmath>
#include <cstdio>

extern "C" void dispatch_kernels_product_tanh(const float* a, const float* b, float* c, int n);

namespace {
void scalar_product_tanh(const float* a, const float* b, float* c, int n) {
  Eigen::Map<const Eigen::MatrixXf> ma(a, n, n), mb(b, n, n);
  Eigen::Map<Eigen::MatrixXf> mc(c, n, n);
  mc.noalias() = ma * mb;
  mc = mc.array().tanh().matrix();
}
}  // namespace

int main() {
  const int n = 37;
  static float a[n * n], b[n * n], c[n * n];
  for (int i = 0; i < n * n; ++i) {
    a[i] = float((i * 7) % 23) / 23.0f - 0.5f;
    b[i] = float((i * 11) % 19) / 19.0f - 0.5f;
  }
  const bool has_vector = (getauxval(AT_HWCAP) & (1ul << ('V' - 'A'))) != 0;
  if (has_vector) {
    dispatch_kernels_product_tanh(a, b, c, n);
  } else {
    scalar_product_tanh(a, b, c, n);
  }
  double worst = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      double sum = 0;
      for (int k = 0; k < n; ++k) sum += double(a[i + k * n]) * double(b[k + j * n]);
      worst = std::fmax(worst, std::fabs(std::tanh(sum) - double(c[i + j * n])));
    }
  const bool ok = worst < 1e-5;
  std::printf("dispatch: %s path, largest error %.3g\n", has_vector ? "V" : "scalar", worst);
  if (ok) std::printf("result: %s path correct\n", has_vector ? "V" : "scalar");
  return ok ? 0 : 1;
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The V kernels of dispatch_main.cpp: Eigen through the overlay with RVV
// packets, built as a shared library with hidden visibility.
#include <Eigen/Dense>

extern "C" __attribute__((visibility("default"))) void dispatch_kernels_product_tanh(const float* a, const float* b,
                                                                                     float* c, int n) {
  Eigen::Map<const Eigen::MatrixXf> ma(a, n, n), mb(b, n, n);
  Eigen::Map<Eigen::MatrixXf> mc(c, n, n);
  mc.noalias() = ma * mb;
  mc = mc.array().tanh().matrix();
}

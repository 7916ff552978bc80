// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The V unit of no_vector_main.cpp: Eigen through the overlay, RVV packets.
#include <Eigen/Core>

float vector_unit_sum(const float* x, int n) { return Eigen::Map<const Eigen::VectorXf>(x, n).sum(); }

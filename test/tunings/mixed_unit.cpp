// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The other unit of mixed_main.cpp, compiled with another EIGEN_RVV_GEBP_TUNING.

#include <Eigen/Dense>

Eigen::MatrixXf other_unit_product(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b) { return a * b; }
Eigen::MatrixXd other_unit_product(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) { return a * b; }
Eigen::MatrixXcf other_unit_product(const Eigen::MatrixXcf& a, const Eigen::MatrixXcf& b) { return a * b; }
Eigen::MatrixXcd other_unit_product(const Eigen::MatrixXcd& a, const Eigen::MatrixXcd& b) { return a * b; }

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Stands in for TensorFlow's tsl/platform/test.h when its client tests build outside TensorFlow: GoogleTest.

#ifndef EIGEN_RVV_CLIENT_SHIM_TSL_PLATFORM_TEST_H
#define EIGEN_RVV_CLIENT_SHIM_TSL_PLATFORM_TEST_H

#include <gtest/gtest.h>

#endif  // EIGEN_RVV_CLIENT_SHIM_TSL_PLATFORM_TEST_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// LiteRT includes TensorFlow's convolutions by their openxla/xla path; the client sources hold them at google/tsl's
// (../shared/clients/README.md): the same file.

#ifndef EIGEN_RVV_CLIENT_SHIM_XLA_TSL_EIGEN_SPATIAL_CONVOLUTIONS_INL_H
#define EIGEN_RVV_CLIENT_SHIM_XLA_TSL_EIGEN_SPATIAL_CONVOLUTIONS_INL_H

#include "tsl/framework/convolution/eigen_spatial_convolutions-inl.h"

#endif  // EIGEN_RVV_CLIENT_SHIM_XLA_TSL_EIGEN_SPATIAL_CONVOLUTIONS_INL_H

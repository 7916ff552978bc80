// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Compiled with upstream Eigen only (no overlay on the include path): the
// sizes and alignments a stock Eigen 3.4 build gives the ABI types.

#include <Eigen/Dense>
#include <Eigen/Geometry>

#include "abi_types.h"

#if defined(EIGEN_VECTORIZE_RVV)
#error "abi_without_overlay.cpp must be compiled without the overlay"
#endif

int max_align_bytes_without_overlay() { return EIGEN_MAX_ALIGN_BYTES; }

const AbiEntry* abi_table_without_overlay(std::size_t* count) {
  static const AbiEntry table[] = EIGEN_RVV_ABI_TABLE;
  *count = sizeof(table) / sizeof(table[0]);
  return table;
}

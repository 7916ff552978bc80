// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Appended by ci/upstream-tests.sh to every upstream test translation unit it builds: stops the build unless the
// test went through the overlay. Checked in the test's own unit, as upstream tests can include Eigen past the
// overlay (relative includes such as "../Eigen/Core").

#ifndef EIGEN_RVV_OVERLAY_CORE_H
#error \
    "this upstream Eigen test was compiled without the eigen-rvv overlay's Eigen/Core: put the overlay first on the include path"
#endif

// The overlay adds RVV code to unsupported/Eigen/SpecialFunctions (erf; Tensor includes it): a test that
// reached upstream's copy of that module without the overlay's would test upstream's generic code.
#if defined(EIGEN_SPECIALFUNCTIONS_MODULE) && !defined(EIGEN_RVV_OVERLAY_UNSUPPORTED_SPECIALFUNCTIONS_H)
#error \
    "this upstream Eigen test included upstream's unsupported/Eigen/SpecialFunctions, not the overlay's: include <unsupported/Eigen/SpecialFunctions> first"
#endif

// Tests that switch vectorization off on purpose (EIGEN_DONT_VECTORIZE, e.g. mixingtypes parts 1-3)
// have scalar packets: for them only the overlay's Eigen/Core is checked.
#if defined(EIGEN_RVV_EXPECTED_VLEN) && !defined(EIGEN_DONT_VECTORIZE)
#if defined(EIGEN_RISCV64_USE_RVV10)
// (ci/upstream-tests.sh --backend rvv10: Eigen master's own RVV backend alone, the overlay passing through.)
#if !defined(EIGEN_VECTORIZE_RVV10) || defined(EIGEN_VECTORIZE_RVV)
#error "this upstream Eigen test was built for master's RVV10 backend, which is not the one active"
#endif
#elif !defined(EIGEN_VECTORIZE_RVV)
#error "this upstream Eigen test was built for RISC-V but the RVV backend is not active"
#endif
static_assert(Eigen::internal::packet_traits<float>::size == EIGEN_RVV_EXPECTED_VLEN / 32,
              "the upstream test does not use RVV float packets (VLEN / 32 lanes)");
static_assert(Eigen::internal::packet_traits<double>::size == EIGEN_RVV_EXPECTED_VLEN / 64,
              "the upstream test does not use RVV double packets (VLEN / 64 lanes)");
#endif

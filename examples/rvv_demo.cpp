// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The demo: ordinary Eigen code (nothing RVV-specific in the computations)
// that reports whether RVV packets are in use and checks every result
// against the same computation in double (long double for the double parts).

#include <Eigen/Dense>

#include <cmath>
#include <cstdio>

namespace {

int failures = 0;

template <typename Computed, typename Reference>
void check(const char* what, const Computed& computed, const Reference& reference, double tolerance) {
  const double error =
      (computed.template cast<long double>() - reference.template cast<long double>()).cwiseAbs().maxCoeff();
  const double scale = std::max<double>(1.0, reference.template cast<long double>().cwiseAbs().maxCoeff());
  const double relative_error = error / scale;
  const bool ok = relative_error <= tolerance;
  std::printf("  %-46s relative error %.2g (bound %.0g)  %s\n", what, relative_error, tolerance,
              ok ? "ok" : "MISMATCH");
  failures += !ok;
}

}  // namespace

int main() {
  typedef Eigen::internal::packet_traits<float> FloatPackets;
  typedef Eigen::internal::packet_traits<double> DoublePackets;
#if defined(EIGEN_VECTORIZE_RVV)
  std::printf("Eigen %d.%d.%d with the RVV backend: VLEN = %d bits\n", EIGEN_WORLD_VERSION, EIGEN_MAJOR_VERSION,
              EIGEN_MINOR_VERSION, EIGEN_RVV_VLEN);
#else
  std::printf("Eigen %d.%d.%d without the RVV backend (SIMD: %s)\n", EIGEN_WORLD_VERSION, EIGEN_MAJOR_VERSION,
              EIGEN_MINOR_VERSION, Eigen::SimdInstructionSetsInUse());
#endif
  std::printf("  float packets: %d lanes, double packets: %d lanes (%s)\n", int(FloatPackets::size),
              int(DoublePackets::size), FloatPackets::Vectorizable ? "vectorized" : "scalar");

  const int m = 123, k = 77, n = 95;
  Eigen::MatrixXf a = Eigen::MatrixXf::Random(m, k), b = Eigen::MatrixXf::Random(k, n);
  Eigen::VectorXf x = Eigen::VectorXf::Random(k);
  const Eigen::MatrixXd ad = a.cast<double>(), bd = b.cast<double>();
  const Eigen::VectorXd xd = x.cast<double>();

  std::printf("float:\n");
  Eigen::MatrixXf c = a * b;
  check("matrix product (123x77 * 77x95)", c, ad * bd, 1e-5);
  Eigen::VectorXf y = a * x;
  check("matrix-vector product (123x77 * 77)", y, ad * xd, 1e-5);
  Eigen::ArrayXXf e = (a.array() * 2.0f - 0.5f).abs().sqrt() + a.array().square().min(0.25f);
  Eigen::ArrayXXd ed = (ad.array() * 2.0 - 0.5).abs().sqrt() + ad.array().square().min(0.25);
  check("array expression |2a-0.5|^0.5 + min(a^2,0.25)", e.matrix(), ed.matrix(), 1e-6);
  Eigen::Vector4f reductions(a.sum(), a.minCoeff(), a.maxCoeff(), a.squaredNorm());
  Eigen::Vector4d reductions_d(ad.sum(), ad.minCoeff(), ad.maxCoeff(), ad.squaredNorm());
  check("reductions sum, min, max, squaredNorm", reductions, reductions_d, 1e-5);

  // Full-precision double data (products of floats would be exact in double).
  std::printf("double (reference in long double):\n");
  const Eigen::MatrixXd a2 = Eigen::MatrixXd::Random(m, k), b2 = Eigen::MatrixXd::Random(k, n);
  const Eigen::VectorXd x2 = Eigen::VectorXd::Random(k);
  typedef Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic> MatrixXld;
  const MatrixXld al = a2.cast<long double>(), bl = b2.cast<long double>();
  Eigen::MatrixXd c2 = a2 * b2;
  check("matrix product (123x77 * 77x95)", c2, MatrixXld(al * bl), 1e-14);
  Eigen::VectorXd y2 = a2 * x2;
  check("matrix-vector product (123x77 * 77)", y2, MatrixXld(al * x2.cast<long double>()), 1e-14);
  const Eigen::MatrixXd spd = a2.transpose() * a2 + Eigen::MatrixXd::Identity(k, k);
  const Eigen::VectorXd solution = spd.llt().solve(x2);
  check("Cholesky solve, residual |A x - b|", spd * solution, x2, 1e-12);

  std::printf(failures == 0 ? "All results match the double-precision reference.\n"
                            : "%d results DO NOT match the reference.\n",
              failures);
  return failures == 0 ? 0 : 1;
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// GCC 14 takes a strided load or store at a fixed vector length for a contiguous one of the vector's size
// (docs/using.md, "GCC 14"). With EIGEN_RVV_TEST_RAW_INTRINSICS the intrinsics alone (wrong with GCC 14); otherwise
// Eigen's strided packet accesses, row rotations and JacobiSVD through the overlay, which fences them: "result:
// correct".

#if defined(EIGEN_RVV_TEST_RAW_INTRINSICS)
#include <riscv_vector.h>
#else
#include <Eigen/Dense>
#endif

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>

namespace {

int failures = 0;

template <typename T>
double real_part(const T& x) {
  return double(x);
}
template <typename T>
double real_part(const std::complex<T>& x) {
  return double(x.real());
}

template <typename T>
void expect(const char* what, int lanes, T got, T expected) {
  if (got == expected) return;
  std::printf("wrong values: %s at %d lanes: got %.17g, expected %.17g (real parts)\n", what, lanes, real_part(got),
              real_part(expected));
  ++failures;
}

#if defined(EIGEN_RVV_TEST_RAW_INTRINSICS)

// One register of doubles at a stride of two elements: the access spans twice the register's bytes.
constexpr int kLanes = __riscv_v_fixed_vlen / 64;

__attribute__((noinline)) double strided_store_then_load(const double* in, double add) {
  double m[2 * kLanes];
  for (int i = 0; i < 2 * kLanes; ++i) m[i] = in[i];
  vfloat64m1_t v = __riscv_vlse64_v_f64m1(m, 16, kLanes);
  __riscv_vsse64_v_f64m1(m, 16, __riscv_vfadd_vf_f64m1(v, add, kLanes), kLanes);
  return m[2 * kLanes - 2];
}

__attribute__((noinline)) double store_then_strided_load(const double* in, double value) {
  double m[2 * kLanes];
  for (int i = 0; i < 2 * kLanes; ++i) m[i] = in[i];
  m[2 * kLanes - 2] = value;
  vfloat64m1_t v = __riscv_vlse64_v_f64m1(m, 16, kLanes);
  return __riscv_vfmv_f_s_f64m1_f64(__riscv_vslidedown_vx_f64m1(v, kLanes - 1, kLanes));
}

void run() {
  double in[2 * kLanes];
  for (int i = 0; i < 2 * kLanes; ++i) in[i] = 1.0 + i;
  expect("strided store, then a scalar load", kLanes, strided_store_then_load(in, 10.0), in[2 * kLanes - 2] + 10.0);
  expect("scalar store, then a strided load", kLanes, store_then_strided_load(in, -7.0), -7.0);
}

#else

namespace ei = Eigen::internal;

// Packet p of m[0], m[2], ..., m[2N - 2] (pgather at a stride of 2), plus one, scattered back; then the last element
// read (the access GCC 14 reorders), and the whole array copied to `after`.
template <typename Packet>
EIGEN_DONT_INLINE typename ei::unpacket_traits<Packet>::type scatter_then_read(
    const typename ei::unpacket_traits<Packet>::type* in, typename ei::unpacket_traits<Packet>::type* after) {
  typedef typename ei::unpacket_traits<Packet>::type Scalar;
  const int n = ei::unpacket_traits<Packet>::size;
  Scalar m[2 * n];
  for (int i = 0; i < 2 * n; ++i) m[i] = in[i];
  const Packet p = ei::padd(ei::pgather<Scalar, Packet>(m, 2), ei::pset1<Packet>(Scalar(1)));
  ei::pscatter<Scalar, Packet>(m, p, 2);
  const Scalar last = m[2 * n - 2];
  for (int i = 0; i < 2 * n; ++i) after[i] = m[i];
  return last;
}

// The last element written as a scalar, then the elements gathered at a stride of 2 stored to `out` (every lane).
template <typename Packet>
EIGEN_DONT_INLINE void write_then_gather(const typename ei::unpacket_traits<Packet>::type* in,
                                         typename ei::unpacket_traits<Packet>::type value,
                                         typename ei::unpacket_traits<Packet>::type* out) {
  typedef typename ei::unpacket_traits<Packet>::type Scalar;
  const int n = ei::unpacket_traits<Packet>::size;
  Scalar m[2 * n];
  for (int i = 0; i < 2 * n; ++i) m[i] = in[i];
  m[2 * n - 2] = value;
  ei::pstoreu(out, ei::pgather<Scalar, Packet>(m, 2));
}

template <typename Scalar>
void check_packet(const char* name) {
  typedef typename ei::packet_traits<Scalar>::type Packet;
  const int n = ei::unpacket_traits<Packet>::size;
  Scalar in[2 * n], after[2 * n], out[n];
  for (int i = 0; i < 2 * n; ++i) in[i] = Scalar(i % 50 + 1);
  char what[96];
  std::snprintf(what, sizeof(what), "pscatter, then a scalar load (%s)", name);
  expect(what, n, scatter_then_read<Packet>(in, after), Scalar(in[2 * n - 2] + Scalar(1)));
  for (int i = 0; i < 2 * n; ++i) {
    std::snprintf(what, sizeof(what), "pscatter, element %d (%s)", i, name);
    expect(what, n, after[i], i % 2 == 0 ? Scalar(in[i] + Scalar(1)) : in[i]);
  }
  write_then_gather<Packet>(in, Scalar(-3), out);
  for (int i = 0; i < n; ++i) {
    std::snprintf(what, sizeof(what), "scalar store, then pgather, lane %d (%s)", i, name);
    expect(what, n, out[i], i == n - 1 ? Scalar(-3) : in[2 * i]);
  }
}

// Rows 0 and 1 of a fixed-size matrix on the stack, a packet of doubles wide, rotated by strided accesses (as in
// JacobiSVD's 2 x 2 steps); then the last coefficient of row 1.
typedef Eigen::Matrix<double, ei::packet_traits<double>::size, ei::packet_traits<double>::size> RowMatrix;
EIGEN_DONT_INLINE double rotate_rows_then_read(const RowMatrix& in, double c, double s) {
  RowMatrix m = in;
  m.applyOnTheLeft(0, 1, Eigen::JacobiRotation<double>(c, s));
  return m(1, m.cols() - 1);
}

void run() {
  check_packet<float>("float");
  check_packet<double>("double");
  check_packet<std::int8_t>("int8_t");
  check_packet<std::int16_t>("int16_t");
  check_packet<std::int32_t>("int32_t");
  check_packet<std::int64_t>("int64_t");
#if defined(__riscv_zvfh)
  check_packet<Eigen::half>("Eigen::half");
#endif
  check_packet<std::complex<float> >("complex<float>");
  check_packet<std::complex<double> >("complex<double>");
  RowMatrix rows;
  for (Eigen::Index i = 0; i < rows.size(); ++i) rows(i) = 0.25 * double(i % 7) - 0.5;
  const double c = 0.6, s = 0.8, x = rows(0, rows.cols() - 1), y = rows(1, rows.cols() - 1);
  expect("rotation of a fixed-size matrix's rows, then the last of row 1", int(rows.cols()),
         rotate_rows_then_read(rows, c, s), std::fma(-s, x, c * y));
  // JacobiSVD's sweeps (strided row rotations and 2 x 2 steps) reconstruct A.
  for (int size = 2; size <= 18; ++size) {
    const Eigen::MatrixXd a = Eigen::MatrixXd::Random(size, size);
    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(a, Eigen::ComputeThinU | Eigen::ComputeThinV);
    const double error =
        (svd.matrixU() * svd.singularValues().asDiagonal() * svd.matrixV().transpose() - a).norm() / a.norm();
    if (!(error <= 1e-13)) {
      std::printf("wrong values: JacobiSVD of a %d x %d matrix reconstructs with relative error %g\n", size, size,
                  error);
      ++failures;
    }
  }
}

#endif

}  // namespace

int main() {
  run();
  if (failures != 0) return 1;
  std::printf("result: correct\n");
  return 0;
}

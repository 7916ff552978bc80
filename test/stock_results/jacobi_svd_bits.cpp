// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Prints a hash of the bits of JacobiSVD's singular values, U and V for square matrices of float and double (fixed
// and dynamic sizes around the overlay's strip and register lengths; random, zero, rank-deficient, tiny and huge
// entries; the result's info with a NaN or an infinity). Built once through the overlay and once with the base
// Eigen alone: the outputs must be identical.

#include <Eigen/Dense>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>

namespace {

template <typename Matrix>
std::uint64_t bits_hash(const Matrix& m) {
  std::uint64_t hash = 1469598103934665603ull;  // FNV-1a over the bytes of each coefficient, column by column
  for (Eigen::Index j = 0; j < m.cols(); ++j) {
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
      const typename Matrix::Scalar value = m(i, j);
      unsigned char bytes[sizeof value];
      std::memcpy(bytes, &value, sizeof value);
      for (unsigned char byte : bytes) hash = (hash ^ byte) * 1099511628211ull;
    }
  }
  return hash;
}

// Entries from a fixed linear congruential sequence in [-1, 1), the same in both builds.
template <typename Matrix>
void fill(Matrix& m, std::uint64_t seed) {
  for (Eigen::Index j = 0; j < m.cols(); ++j) {
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      m(i, j) = typename Matrix::Scalar(double(seed >> 11) * 0x1p-52 - 1.0);
    }
  }
}

template <typename Matrix>
void print_svd(const char* type, const char* kind, const Matrix& a) {
#if EIGEN_VERSION_AT_LEAST(3, 4, 90)
  const Eigen::JacobiSVD<Matrix, Eigen::ComputeFullU | Eigen::ComputeFullV> svd(a);
#else
  const Eigen::JacobiSVD<Matrix> svd(a, Eigen::ComputeFullU | Eigen::ComputeFullV);
#endif
  std::printf("%s %s %dx%d: S %016llx U %016llx V %016llx\n", type, kind, int(a.rows()), int(a.cols()),
              static_cast<unsigned long long>(bits_hash(svd.singularValues())),
              static_cast<unsigned long long>(bits_hash(svd.matrixU())),
              static_cast<unsigned long long>(bits_hash(svd.matrixV())));
}

template <typename Matrix>
void cases(const char* type, Eigen::Index n) {
  typedef typename Matrix::Scalar Scalar;
  Matrix a(n, n);
  fill(a, std::uint64_t(n));
  print_svd(type, "random", a);
  print_svd(type, "zero", Matrix(Matrix::Zero(n, n)));
  Matrix rank_deficient = a;
  if (n > 1) {
    rank_deficient.col(n - 1) = rank_deficient.col(0) * Scalar(3);
    rank_deficient.row(n / 2).setZero();
  }
  print_svd(type, "rank-deficient", rank_deficient);
  print_svd(type, "tiny", Matrix(a * std::numeric_limits<Scalar>::min()));
  print_svd(type, "huge", Matrix(a * (std::numeric_limits<Scalar>::max() / Scalar(4))));
  // A NaN or an infinity anywhere makes the input invalid (the scale's NaN-propagating maximum): info only.
  const Scalar specials[] = {std::numeric_limits<Scalar>::quiet_NaN(), -std::numeric_limits<Scalar>::infinity()};
  for (const Scalar special : specials) {
    Matrix b = a;
    b(n - 1, n / 2) = special;
    const Eigen::JacobiSVD<Matrix> svd(b);
    std::printf("%s %g at (%d, %d) %dx%d: info %d\n", type, double(special), int(n - 1), int(n / 2), int(n), int(n),
                int(svd.info()));
  }
}

template <typename Scalar>
void all_sizes(const char* type) {
  cases<Eigen::Matrix<Scalar, 2, 2>>(type, 2);
  cases<Eigen::Matrix<Scalar, 3, 3>>(type, 3);
  cases<Eigen::Matrix<Scalar, 4, 4>>(type, 4);
  cases<Eigen::Matrix<Scalar, 8, 8>>(type, 8);
  const int sizes[] = {1, 5, 7, 8, 9, 13, 16, 17, 31, 33, 64, 65, 130};
  for (int n : sizes) cases<Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>>(type, n);
}

}  // namespace

int main() {
  all_sizes<float>("float");
  all_sizes<double>("double");
  return 0;
}

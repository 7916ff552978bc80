// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Evidence for test/UPSTREAM.md, "Exclusions": each fixed-size eigen solver built at every offset (in steps of its
// alignment) of a 64-byte-aligned buffer, for 20 random inputs, against the one at offset 0. Prints the cases
// whose results depend on the address and exits with 1 if there is any.

#include <Eigen/Eigenvalues>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

template <typename Solver, typename Result, typename Matrix, typename GetResult>
bool depends_on_address(const char* name, int seed, const Matrix& input, GetResult get_result) {
  alignas(64) static unsigned char buffer[sizeof(Solver) + 64];
  Result at_offset_0;
  int differing_offsets = 0;
  for (int offset = 0; offset < 64; offset += int(alignof(Solver))) {
    Solver* solver = new (buffer + offset) Solver(input);
    const Result result = get_result(*solver);
    solver->~Solver();
    if (offset == 0)
      at_offset_0 = result;
    else if (std::memcmp(at_offset_0.data(), result.data(), sizeof(Result)) != 0)
      ++differing_offsets;
  }
  if (differing_offsets > 0)
    std::printf("%s, input %d: %d of %d offsets give other bits than offset 0\n", name, seed, differing_offsets,
                64 / int(alignof(Solver)) - 1);
  return differing_offsets > 0;
}

int main() {
  using namespace Eigen;
  int real_schur = 0, complex_schur = 0, eigen_solver = 0;
  for (int seed = 1; seed <= 20; ++seed) {
    std::srand(seed);
    const Matrix4f real_input = Matrix4f::Random();
    const Matrix4cd complex_input = Matrix4cd::Random();
    real_schur += depends_on_address<RealSchur<Matrix4f>, Matrix4f>(
        "RealSchur<Matrix4f>", seed, real_input, [](const RealSchur<Matrix4f>& s) { return s.matrixT(); });
    complex_schur += depends_on_address<ComplexSchur<Matrix4cd>, Matrix4cd>(
        "ComplexSchur<Matrix4cd>", seed, complex_input, [](const ComplexSchur<Matrix4cd>& s) { return s.matrixT(); });
    eigen_solver += depends_on_address<EigenSolver<Matrix4f>, Matrix4cf>(
        "EigenSolver<Matrix4f>", seed, real_input, [](const EigenSolver<Matrix4f>& s) { return s.eigenvectors(); });
  }
  std::printf(
      "address-dependent results (of 20 inputs): RealSchur<Matrix4f> %d, ComplexSchur<Matrix4cd> %d, "
      "EigenSolver<Matrix4f> %d; EIGEN_MAX_STATIC_ALIGN_BYTES %d, SIMD: %s\n",
      real_schur, complex_schur, eigen_solver, EIGEN_MAX_STATIC_ALIGN_BYTES, SimdInstructionSetsInUse());
  return real_schur + complex_schur + eigen_solver > 0 ? 1 : 0;
}

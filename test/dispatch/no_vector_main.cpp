// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// A program built for CPUs without V that links a unit compiled with V through
// the overlay (vector_unit.cpp) and calls it only when the CPU has V: on a CPU
// without V it must run as if that unit were not there.
#include <sys/auxv.h>

#include <cstdio>

float vector_unit_sum(const float* x, int n);

int main() {
  float x[40];
  for (int i = 0; i < 40; ++i) x[i] = float(i);
  if (getauxval(AT_HWCAP) & (1ul << ('V' - 'A'))) {
    std::printf("result: %g with V\n", double(vector_unit_sum(x, 40)));
  } else {
    float sum = 0;
    for (int i = 0; i < 40; ++i) sum += x[i];
    std::printf("result: %g without V\n", double(sum));
  }
  return 0;
}

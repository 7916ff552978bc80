// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// A loop with a known mix per iteration, for testing bench/instruction_count.py: 2 vsetivli and 6 vector
// instructions (2 loads: vle32.v and vlseg2e32.v, which QEMU prints as vle32.v; 1 store, 1 vfmacc.vf,
// 1 vfmacc.vv, 1 vfadd.vv), 3 at LMUL 1 and 3 at LMUL 2: 18 beats with DLEN = VLEN / 2.

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  const long iterations = argc > 1 ? std::atol(argv[1]) : 1;
  static float buffer[256];
  for (int i = 0; i < 256; ++i) buffer[i] = float(i) * 1e-3f;
  const float factor = 0.5f;
  for (long i = 0; i < iterations; ++i) {
    __asm__ volatile(
        "vsetivli zero, 4, e32, m1, ta, ma\n\t"
        "vle32.v v8, (%0)\n\t"
        "vfmacc.vf v8, %1, v8\n\t"
        "vfmacc.vv v8, v8, v8\n\t"
        "vsetivli zero, 4, e32, m2, ta, ma\n\t"
        "vfadd.vv v12, v12, v12\n\t"
        "vse32.v v12, (%0)\n\t"
        "vlseg2e32.v v16, (%0)\n\t"
        :
        : "r"(buffer), "f"(factor)
        : "v8", "v9", "v12", "v13", "v16", "v17", "v18", "v19", "memory");
  }
  std::printf("%g\n", double(buffer[1]));
  return 0;
}

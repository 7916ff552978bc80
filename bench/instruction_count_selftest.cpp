// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// A loop with a known mix per iteration, for testing bench/instruction_count.py: 4 vsetivli and 11 vector
// instructions (5 loads, 1 store, 1 vfmacc.vf, 1 vfmacc.vv), 39 beats with DLEN = VLEN / 2: 2 per register of the
// widest operand (vlseg2e32 at LMUL 2: 4; vle32 at e8 mf2: EMUL 2; vwmacc, vnsrl: 2 LMUL); vlm.v 1.

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
        "vsetivli zero, 4, e8, mf2, ta, ma\n\t"
        "vle32.v v20, (%0)\n\t"
        "vl2re32.v v22, (%0)\n\t"
        "vsetivli zero, 4, e16, m1, ta, ma\n\t"
        "vwmacc.vx v24, %2, v26\n\t"
        "vnsrl.wi v28, v24, 0\n\t"
        "vlm.v v0, (%0)\n\t"
        :
        : "r"(buffer), "f"(factor), "r"(iterations)
        : "v0", "v8", "v9", "v12", "v13", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26",
          "v28", "memory");
  }
  std::printf("%g\n", double(buffer[1]));
  return 0;
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The start-up check: every translation unit that includes Eigen through the
// overlay with the RVV backend active checks, during static initialization,
// that the CPU runs it as it was compiled. Included by PacketTypes.h.

#ifndef EIGEN_RVV_STARTUP_CHECK_H
#define EIGEN_RVV_STARTUP_CHECK_H

#include <cstdio>
#include <cstdlib>
#if defined(__linux__)
#include <sys/auxv.h>
#endif

namespace Eigen {

namespace internal {

// Whether the CPU has the V extension, from the kernel's hwcap (bit 'V' - 'A',
// the misa letter). A program may link a unit compiled with V and call it only
// on CPUs that have V (run-time dispatch): on the others nothing is checked.
inline bool rvv_cpu_has_vector_extension() {
#if defined(__linux__)
  return (getauxval(AT_HWCAP) & (1ul << ('V' - 'A'))) != 0;
#else
  return true;
#endif
}

// Stops the program, with a message naming the fix, when the CPU's VLEN differs from the one a translation unit was
// compiled for or units were compiled with different EIGEN_RVV_LMUL (DESIGN.md, "Start-up checks"). The compiled
// settings are arguments, so that this inline function is the same in every translation unit.
inline void rvv_check_configuration(int compiled_vlen, int compiled_lmul) {
  // Reading vlenb without V would trap: a CPU without V runs none of this code.
  if (!rvv_cpu_has_vector_extension()) return;
  unsigned long vlenb;
  __asm__ volatile("csrr %0, vlenb" : "=r"(vlenb));
  if (vlenb * 8 != static_cast<unsigned long>(compiled_vlen)) {
    std::fprintf(stderr,
                 "Eigen RVV backend: this program was compiled for a vector length (VLEN) of %d bits "
                 "(-mrvv-vector-bits=%d), but this CPU's VLEN is %lu bits. Its results would be wrong, so it stops "
                 "here. Rebuild it with -mrvv-vector-bits=%lu (GCC: -march=..._zvl%lub -mrvv-vector-bits=zvl), "
                 "or run it on a CPU with VLEN=%d.\n",
                 compiled_vlen, compiled_vlen, vlenb * 8, vlenb * 8, vlenb * 8, compiled_vlen);
    std::fflush(stderr);
    std::abort();
  }
  // The first translation unit initialized sets the program's LMUL.
  static int program_lmul = 0;
  if (program_lmul == 0) program_lmul = compiled_lmul;
  if (program_lmul != compiled_lmul) {
    std::fprintf(stderr,
                 "Eigen RVV backend: this program links translation units compiled with EIGEN_RVV_LMUL=%d and with "
                 "EIGEN_RVV_LMUL=%d. Eigen's packets, and the objects and functions built on them, differ between "
                 "them, so its results would be wrong, and it stops here. Compile every translation unit that "
                 "includes Eigen with the same EIGEN_RVV_LMUL.\n",
                 program_lmul, compiled_lmul);
    std::fflush(stderr);
    std::abort();
  }
}

namespace {
// One instance per translation unit (internal linkage: each unit passes its own settings). Its constructor runs during
// static initialization, before any object defined later in the unit, so no Eigen code of the unit runs before it.
struct rvv_configuration_guard {
  rvv_configuration_guard() { rvv_check_configuration(EIGEN_RVV_VLEN, EIGEN_RVV_LMUL); }
};
static const rvv_configuration_guard rvv_configuration_guard_instance;
}  // namespace

}  // end namespace internal

}  // end namespace Eigen

#endif  // EIGEN_RVV_STARTUP_CHECK_H

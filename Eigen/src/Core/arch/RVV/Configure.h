// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Decides whether the RVV backend is active and configures Eigen for it, before upstream Eigen/Core, which reads
// EIGEN_VECTORIZE and the GEBP tuning macros while it is preprocessed. With V, and neither EIGEN_DONT_VECTORIZE nor
// disabled alignment, a configuration it cannot serve is an #error naming the fix, never a silently scalar build.

#ifndef EIGEN_RVV_CONFIGURE_H
#define EIGEN_RVV_CONFIGURE_H

// EIGEN_RISCV64_USE_RVV10 on Eigen master asks for upstream's own RVV backend: the overlay then steps aside.
#if defined(EIGEN_RISCV64_USE_RVV10) && __has_include(<Eigen/src/Core/arch/RVV10/PacketMath.h>)
#define EIGEN_RVV_PASS_THROUGH_TO_RVV10
#endif

#if defined(__riscv_v) && !defined(EIGEN_DONT_VECTORIZE) && !defined(EIGEN_DONT_ALIGN) && \
    !(defined(EIGEN_MAX_ALIGN_BYTES) && EIGEN_MAX_ALIGN_BYTES == 0) && !defined(EIGEN_RVV_PASS_THROUGH_TO_RVV10)

// The tunings EIGEN_RVV_GEBP_TUNING may name: 1 for the wide tile, 2 for the in-order one; any other name is 0.
#define EIGEN_RVV_GEBP_TUNING_ID(NAME) EIGEN_RVV_GEBP_TUNING_ID_TOKENS(NAME)
#define EIGEN_RVV_GEBP_TUNING_ID_TOKENS(NAME) EIGEN_RVV_GEBP_TUNING_ID_##NAME
#define EIGEN_RVV_GEBP_TUNING_ID_wide 1
#define EIGEN_RVV_GEBP_TUNING_ID_in_order 2
#define EIGEN_RVV_GEBP_TUNING_ID_spacemit_x60 2
#define EIGEN_RVV_GEBP_TUNING_ID_sifive_x280 2
#define EIGEN_RVV_GEBP_TUNING_ID_sifive_x390 2

#if defined(__cplusplus) && __cplusplus < 201103L
#error \
    "Eigen RVV backend: C++11 or later is required (constexpr, alias templates); this translation unit is compiled as C++98/03. Compile with -std=c++11 or later (-std=c++17 recommended), or define EIGEN_DONT_VECTORIZE for a scalar build."
#elif !defined(__riscv_v_fixed_vlen)
#error \
    "Eigen RVV backend: the vector length is not fixed at compile time. Compile with clang's -mrvv-vector-bits=N (N = 128, 256, 512 or 1024: the VLEN of the target CPU), or with GCC >= 14's -mrvv-vector-bits=zvl -march=rv64gcv_zvlNb; or define EIGEN_DONT_VECTORIZE for a scalar build."
#elif !defined(__riscv_v_intrinsic) || __riscv_v_intrinsic < 12000
#error \
    "Eigen RVV backend: this compiler lacks the RVV C intrinsics API v0.12/v1.0 (the __riscv_-prefixed, overloaded intrinsics). Use clang >= 19 or GCC >= 14, or define EIGEN_DONT_VECTORIZE for a scalar build."
#elif __riscv_v_fixed_vlen != 128 && __riscv_v_fixed_vlen != 256 && __riscv_v_fixed_vlen != 512 && \
    __riscv_v_fixed_vlen != 1024
#error \
    "Eigen RVV backend: supported fixed vector lengths are 128, 256, 512 and 1024 bits (-mrvv-vector-bits=N). Define EIGEN_DONT_VECTORIZE for a scalar build on other lengths."
#elif defined(EIGEN_RVV_LMUL) && EIGEN_RVV_LMUL != 1 && EIGEN_RVV_LMUL != 2 && EIGEN_RVV_LMUL != 4
#error \
    "Eigen RVV backend: EIGEN_RVV_LMUL (the vector registers per packet) must be 1, 2 or 4 (e.g. -DEIGEN_RVV_LMUL=2). LMUL 8 is not supported: the widening conversions and the segmented loads of complex packets need twice the packet's registers."
#elif defined(EIGEN_RVV_GEBP_TUNING) && EIGEN_RVV_GEBP_TUNING_ID(EIGEN_RVV_GEBP_TUNING) == 0
#error \
    "Eigen RVV backend: EIGEN_RVV_GEBP_TUNING names the matrix-product kernel's tuning: wide (the default: 16 columns of single registers) or in_order (4 columns of 4-register groups, for in-order cores), or a core that picks one: spacemit_x60, sifive_x280, sifive_x390 (in_order). Use one of these names, with underscores (e.g. -DEIGEN_RVV_GEBP_TUNING=in_order)."
#elif defined(EIGEN_RVV_GEBP_TUNING) && EIGEN_RVV_GEBP_TUNING_ID(EIGEN_RVV_GEBP_TUNING) == 2 && \
    defined(EIGEN_RVV_GENERIC_GEBP)
#error \
    "Eigen RVV backend: EIGEN_RVV_GEBP_TUNING=in_order tunes the RVV matrix-product kernel, which EIGEN_RVV_GENERIC_GEBP switches off for float and double (Eigen's generic kernel then runs). Remove one of the two."
#elif defined(EIGEN_RISCV64_USE_RVV10)
#error \
    "Eigen RVV backend: EIGEN_RISCV64_USE_RVV10 asks for upstream Eigen's own RVV backend (RVV10), which only Eigen master has; the Eigen next on the include path is 3.4 or 5.0. Remove -DEIGEN_RISCV64_USE_RVV10 to use eigen-rvv, or build on Eigen master to use RVV10."
#elif defined(EIGEN_RVV_HALF_GEMM_FLOAT_ACCUMULATION) && !defined(__riscv_zvfh)
#error \
    "Eigen RVV backend: EIGEN_RVV_HALF_GEMM_FLOAT_ACCUMULATION selects float accumulators for the binary16 matrix-product kernel, which needs Zvfh (-march=rv64gcv_zfh_zvfh); without Zvfh there is no binary16 kernel to configure. Add Zvfh or remove the macro."
#else
// The configuration is valid: activate the backend. (After an #error above
// it stays inactive, so that the error is the only message.)

#define EIGEN_VECTORIZE_RVV
// The vector register length in bits that this translation unit is built for.
#define EIGEN_RVV_VLEN __riscv_v_fixed_vlen

// Vector registers per packet (LMUL): 1 by default, or 2 or 4 (DESIGN.md, "Packet types"). Rewritten as a plain
// number (whatever form it was given in: 2, (2), 2u), because the names of intrinsics and types are pasted from it.
#if !defined(EIGEN_RVV_LMUL) || EIGEN_RVV_LMUL == 1
#undef EIGEN_RVV_LMUL
#define EIGEN_RVV_LMUL 1
#elif EIGEN_RVV_LMUL == 2
#undef EIGEN_RVV_LMUL
#define EIGEN_RVV_LMUL 2
#else
#undef EIGEN_RVV_LMUL
#define EIGEN_RVV_LMUL 4
#endif
// The bits of one packet.
#define EIGEN_RVV_PACKET_BITS (EIGEN_RVV_VLEN * EIGEN_RVV_LMUL)

// Token pasting after macro expansion, for intrinsic and type names that
// contain the LMUL (e.g. vfloat32m2_t).
#define EIGEN_RVV_PASTE_TOKENS(A, B) A##B
#define EIGEN_RVV_PASTE(A, B) EIGEN_RVV_PASTE_TOKENS(A, B)
// Calls MACRO with its arguments macro-expanded (EIGEN_RVV_LMUL becomes its
// number before MACRO pastes it into names).
#define EIGEN_RVV_EXPANDED(MACRO, ...) MACRO(__VA_ARGS__)
// The register-group suffix of a packet (m1, m2, m4), of half a packet (mf2,
// m1, m2) and of twice a packet (m2, m4, m8), for the widening and narrowing
// conversions.
#define EIGEN_RVV_PACKET_LMUL EIGEN_RVV_PASTE(m, EIGEN_RVV_LMUL)
#if EIGEN_RVV_LMUL == 1
#define EIGEN_RVV_HALF_PACKET_LMUL mf2
#define EIGEN_RVV_DOUBLE_PACKET_LMUL m2
#elif EIGEN_RVV_LMUL == 2
#define EIGEN_RVV_HALF_PACKET_LMUL m1
#define EIGEN_RVV_DOUBLE_PACKET_LMUL m4
#else
#define EIGEN_RVV_HALF_PACKET_LMUL m2
#define EIGEN_RVV_DOUBLE_PACKET_LMUL m8
#endif
// The matrix-product kernel's tuning (DESIGN.md, "Kernel tunings"): the LMUL of its micro-tile's rows.
#if defined(EIGEN_RVV_GEBP_TUNING) && EIGEN_RVV_GEBP_TUNING_ID(EIGEN_RVV_GEBP_TUNING) == 2
#define EIGEN_RVV_GEBP_LMUL 4
#else
#define EIGEN_RVV_GEBP_LMUL 1
#endif
// Part packets (DESIGN.md, "Part packets"): Eigen's half-packet chain down to 128 bits, for fixed-size objects
// smaller than a packet. Off by default: they speed up products of small matrices but stop the compiler from
// vectorizing loops over arrays of small objects across the objects (bench/RESULTS.md).
#if !defined(EIGEN_RVV_PART_PACKETS) || !EIGEN_RVV_PART_PACKETS
#undef EIGEN_RVV_PART_PACKETS
#define EIGEN_RVV_PART_PACKETS 0
#else
#undef EIGEN_RVV_PART_PACKETS
#define EIGEN_RVV_PART_PACKETS 1
#endif
// The shapes: register groups of LMUL 1 up to EIGEN_RVV_LMUL (m1, m2, m4) for every row; parts of one register (p2,
// p4, p8: half, quarter, eighth) down to 128 bits for the real and integer rows, with part packets; ROW(..., SHAPE)
// for each.
#if EIGEN_RVV_LMUL == 1
#define EIGEN_RVV_AT_EACH_LMUL(ROW, ...) ROW(__VA_ARGS__, m1)
#elif EIGEN_RVV_LMUL == 2
#define EIGEN_RVV_AT_EACH_LMUL(ROW, ...) ROW(__VA_ARGS__, m1) ROW(__VA_ARGS__, m2)
#else
#define EIGEN_RVV_AT_EACH_LMUL(ROW, ...) ROW(__VA_ARGS__, m1) ROW(__VA_ARGS__, m2) ROW(__VA_ARGS__, m4)
#endif
#if !EIGEN_RVV_PART_PACKETS || EIGEN_RVV_VLEN == 128
#define EIGEN_RVV_AT_EACH_PART(ROW, ...)
#elif EIGEN_RVV_VLEN == 256
#define EIGEN_RVV_AT_EACH_PART(ROW, ...) ROW(__VA_ARGS__, p2)
#elif EIGEN_RVV_VLEN == 512
#define EIGEN_RVV_AT_EACH_PART(ROW, ...) ROW(__VA_ARGS__, p2) ROW(__VA_ARGS__, p4)
#else
#define EIGEN_RVV_AT_EACH_PART(ROW, ...) ROW(__VA_ARGS__, p2) ROW(__VA_ARGS__, p4) ROW(__VA_ARGS__, p8)
#endif
// NAME followed by the packet's register-group suffix, e.g.
// EIGEN_RVV_WITH_LMUL(__riscv_vle32_v_f32) is __riscv_vle32_v_f32m2 at LMUL 2.
#define EIGEN_RVV_WITH_LMUL(NAME) EIGEN_RVV_PASTE(NAME, EIGEN_RVV_PACKET_LMUL)
// The RVV type of a packet of ELEMENT (vfloat32, vint8, ...): vfloat32m2_t at LMUL 2.
#define EIGEN_RVV_PACKET_TYPE(ELEMENT) EIGEN_RVV_PASTE(EIGEN_RVV_WITH_LMUL(ELEMENT), _t)
// The RVV type of half or twice a packet of ELEMENT.
#define EIGEN_RVV_HALF_PACKET_TYPE(ELEMENT) EIGEN_RVV_PASTE(EIGEN_RVV_PASTE(ELEMENT, EIGEN_RVV_HALF_PACKET_LMUL), _t)
#define EIGEN_RVV_DOUBLE_PACKET_TYPE(ELEMENT) \
  EIGEN_RVV_PASTE(EIGEN_RVV_PASTE(ELEMENT, EIGEN_RVV_DOUBLE_PACKET_LMUL), _t)

// The bfloat16 conversion (Zvfbfmin) and widening multiply-add (Zvfbfwma)
// instructions, where the compiler also has their intrinsics (GCC 14 accepts
// Zvfbfmin without them).
#if defined(__riscv_zvfbfmin) && (defined(__clang__) || __GNUC__ >= 15)
#define EIGEN_RVV_ZVFBFMIN
#endif
#if defined(__riscv_zvfbfwma) && (defined(__clang__) || __GNUC__ >= 15)
#define EIGEN_RVV_ZVFBFWMA
#endif

#ifndef EIGEN_VECTORIZE
#define EIGEN_VECTORIZE
#endif
// vfmacc/vfmadd: fused multiply-add in one instruction.
#ifndef EIGEN_VECTORIZE_FMA
#define EIGEN_VECTORIZE_FMA
#endif
#ifndef EIGEN_HAS_SINGLE_INSTRUCTION_MADD
#define EIGEN_HAS_SINGLE_INSTRUCTION_MADD
#endif
// RVV has 32 vector registers.
#ifndef EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS
#define EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS 32
#endif

// The L1 data cache size that sizes the depth (kc) of the matrix-product blocks when the CPU cannot be queried (always
// so on RISC-V in Eigen 3.4): 32 KiB, the smallest of RVV application cores (DESIGN.md, "The matrix-product kernel").
// EIGEN_DEFAULT_L1_CACHE_SIZE set by the user, or Eigen::setCpuCacheSizes at run time, overrides it.
#ifndef EIGEN_DEFAULT_L1_CACHE_SIZE
#define EIGEN_DEFAULT_L1_CACHE_SIZE (32 * 1024)
#endif

#include <riscv_vector.h>

#endif  // valid configuration

#elif defined(__riscv_vector) && !defined(__riscv_v) && !defined(EIGEN_DONT_VECTORIZE)
// The embedded vector subsets (Zve32x, Zve32f, Zve64x, Zve64f, Zve64d) without
// the full V extension: the backend is written and tested for V only. Rather
// than compiling silently scalar code, say so.
#error \
    "Eigen RVV backend: only the full V extension (-march=rv64gcv...) is supported, not the embedded subsets Zve32*/Zve64*. Compile with V, or define EIGEN_DONT_VECTORIZE for a scalar build."

#endif  // __riscv_v && !EIGEN_DONT_VECTORIZE

#endif  // EIGEN_RVV_CONFIGURE_H

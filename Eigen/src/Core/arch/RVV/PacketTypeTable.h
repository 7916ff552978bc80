// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The table of RVV packet types, the one list of them, without include guard: an includer defines some row macros
// below (_TYPE: per element type; _PACKET: per element type and shape in use, the shape last), includes this file, and
// the file undefines them all. Suffixes as Eigen's NEON backend (DESIGN.md, "Packet types").

#ifndef EIGEN_RVV_REAL_TYPE
#define EIGEN_RVV_REAL_TYPE(SCALAR, SEW, SUFFIX)
#endif
#ifndef EIGEN_RVV_INTEGER_TYPE
#define EIGEN_RVV_INTEGER_TYPE(SCALAR, SEW, FAMILY, SUFFIX)
#endif
#ifndef EIGEN_RVV_COMPLEX_TYPE
#define EIGEN_RVV_COMPLEX_TYPE(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX)
#endif
#ifndef EIGEN_RVV_FORWARDED_TYPE
#define EIGEN_RVV_FORWARDED_TYPE(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND)
#endif
#ifndef EIGEN_RVV_REAL_PACKET
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE)
#endif
#ifndef EIGEN_RVV_INTEGER_PACKET
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE)
#endif
#ifndef EIGEN_RVV_COMPLEX_PACKET
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, SHAPE)
#endif
#ifndef EIGEN_RVV_FORWARDED_PACKET
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, SHAPE)
#endif

// At each shape in use (Configure.h): register groups for every row, parts too for the real and integer rows.
#define EIGEN_RVV_REAL(...)                                  \
  EIGEN_RVV_REAL_TYPE(__VA_ARGS__)                           \
  EIGEN_RVV_AT_EACH_LMUL(EIGEN_RVV_REAL_PACKET, __VA_ARGS__) \
  EIGEN_RVV_AT_EACH_PART(EIGEN_RVV_REAL_PACKET, __VA_ARGS__)
#define EIGEN_RVV_INTEGER(...)                                  \
  EIGEN_RVV_INTEGER_TYPE(__VA_ARGS__)                           \
  EIGEN_RVV_AT_EACH_LMUL(EIGEN_RVV_INTEGER_PACKET, __VA_ARGS__) \
  EIGEN_RVV_AT_EACH_PART(EIGEN_RVV_INTEGER_PACKET, __VA_ARGS__)
#define EIGEN_RVV_COMPLEX(...) \
  EIGEN_RVV_COMPLEX_TYPE(__VA_ARGS__) EIGEN_RVV_AT_EACH_LMUL(EIGEN_RVV_COMPLEX_PACKET, __VA_ARGS__)
#define EIGEN_RVV_FORWARDED(...) \
  EIGEN_RVV_FORWARDED_TYPE(__VA_ARGS__) EIGEN_RVV_AT_EACH_LMUL(EIGEN_RVV_FORWARDED_PACKET, __VA_ARGS__)

EIGEN_RVV_REAL(float, 32, f)
EIGEN_RVV_REAL(double, 64, d)
#if defined(__riscv_zvfh)
EIGEN_RVV_REAL(_Float16, 16, f16)
#endif
EIGEN_RVV_INTEGER(numext::int8_t, 8, signed, c)
EIGEN_RVV_INTEGER(numext::uint8_t, 8, unsigned, uc)
EIGEN_RVV_INTEGER(numext::int16_t, 16, signed, s)
EIGEN_RVV_INTEGER(numext::uint16_t, 16, unsigned, us)
EIGEN_RVV_INTEGER(numext::int32_t, 32, signed, i)
EIGEN_RVV_INTEGER(numext::uint32_t, 32, unsigned, ui)
EIGEN_RVV_INTEGER(numext::int64_t, 64, signed, l)
EIGEN_RVV_INTEGER(numext::uint64_t, 64, unsigned, ul)
EIGEN_RVV_COMPLEX(float, 32, f, cf)
EIGEN_RVV_COMPLEX(double, 64, d, cd)
EIGEN_RVV_FORWARDED(bool, numext::uint8_t, uc, b, rvv_bool_kind)
#if defined(__riscv_zvfh)
EIGEN_RVV_FORWARDED(half, _Float16, f16, h, rvv_half_kind)
#endif
EIGEN_RVV_FORWARDED(bfloat16, numext::uint16_t, us, bf, rvv_bfloat16_kind)

#undef EIGEN_RVV_FORWARDED
#undef EIGEN_RVV_COMPLEX
#undef EIGEN_RVV_INTEGER
#undef EIGEN_RVV_REAL
#undef EIGEN_RVV_FORWARDED_PACKET
#undef EIGEN_RVV_COMPLEX_PACKET
#undef EIGEN_RVV_INTEGER_PACKET
#undef EIGEN_RVV_REAL_PACKET
#undef EIGEN_RVV_FORWARDED_TYPE
#undef EIGEN_RVV_COMPLEX_TYPE
#undef EIGEN_RVV_INTEGER_TYPE
#undef EIGEN_RVV_REAL_TYPE

# Cross-compiles for riscv64 Linux with clang and RVV at a fixed vector length,
# and runs the results under QEMU user mode with the matching VLEN.
#
#   cmake -G Ninja -S . -B build-256 -DCMAKE_TOOLCHAIN_FILE=toolchains/riscv64-clang.cmake -DEIGEN_RVV_VLEN=256
#
# Cache variables:
#   EIGEN_RVV_VLEN                 vector length in bits: 128, 256, 512 or 1024
#   EIGEN_RVV_CLANG_VERSION        clang major version (22 primary, 19 oldest supported)
#   EIGEN_RVV_ZVFH                 enable Zfh/Zvfh half precision and Zvfbfmin/Zvfbfwma (default ON)
#   EIGEN_RVV_LMUL                 vector registers per packet: 1 (default), 2 or 4
#                                  (compiles everything with -DEIGEN_RVV_LMUL=N)
#   EIGEN_RVV_QEMU_AGNOSTIC_ONES   QEMU fills tail/masked-off lanes with all ones
#                                  (rvv_ta_all_1s/rvv_ma_all_1s): exposes reads of
#                                  lanes an agnostic policy left undefined

set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR riscv64)
# CMake re-reads this file for its compiler checks: pass the settings on.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES EIGEN_RVV_CLANG_VERSION EIGEN_RVV_VLEN EIGEN_RVV_ZVFH EIGEN_RVV_LMUL)

set(EIGEN_RVV_VLEN 256 CACHE STRING "RVV vector length in bits (128, 256, 512, 1024)")
set(EIGEN_RVV_CLANG_VERSION 22 CACHE STRING "clang major version")
set(EIGEN_RVV_ZVFH ON CACHE BOOL "Compile with Zfh/Zvfh (native half precision)")
set(EIGEN_RVV_LMUL 1 CACHE STRING "Vector registers per packet (1, 2, 4)")
set(EIGEN_RVV_QEMU_AGNOSTIC_ONES OFF CACHE BOOL "Run QEMU with tail/mask-agnostic lanes set to all ones")

if(NOT EIGEN_RVV_VLEN MATCHES "^(128|256|512|1024)$")
  message(FATAL_ERROR "EIGEN_RVV_VLEN=${EIGEN_RVV_VLEN}: use 128, 256, 512 or 1024")
endif()
if(NOT EIGEN_RVV_LMUL MATCHES "^(1|2|4)$")
  message(FATAL_ERROR "EIGEN_RVV_LMUL=${EIGEN_RVV_LMUL}: use 1, 2 or 4")
endif()

find_program(EIGEN_RVV_CLANGXX NAMES clang++-${EIGEN_RVV_CLANG_VERSION})
if(NOT EIGEN_RVV_CLANGXX)
  message(FATAL_ERROR "clang++-${EIGEN_RVV_CLANG_VERSION} not found: run ci/install-dependencies.sh")
endif()
set(CMAKE_CXX_COMPILER ${EIGEN_RVV_CLANGXX})
set(CMAKE_CXX_COMPILER_TARGET riscv64-linux-gnu)

# With EIGEN_RVV_ZVFH: native half precision (Zfh scalar, Zvfh vector) and
# the bfloat16 conversion and widening multiply-add extensions (Zvfbfmin,
# Zvfbfwma). Without it: plain V, where Eigen::half is computed through float
# one element at a time and bfloat16 packets convert with integer instructions.
set(EIGEN_RVV_MARCH rv64gcv)
if(EIGEN_RVV_ZVFH)
  set(EIGEN_RVV_MARCH rv64gcv_zfh_zvfh_zvfbfmin_zvfbfwma)
endif()
set(EIGEN_RVV_TARGET_FLAGS --target=riscv64-linux-gnu -march=${EIGEN_RVV_MARCH} -mrvv-vector-bits=${EIGEN_RVV_VLEN})
if(NOT EIGEN_RVV_LMUL EQUAL 1)
  list(APPEND EIGEN_RVV_TARGET_FLAGS -DEIGEN_RVV_LMUL=${EIGEN_RVV_LMUL})
endif()
string(REPLACE ";" " " _eigen_rvv_flags "${EIGEN_RVV_TARGET_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${_eigen_rvv_flags}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fuse-ld=lld")

set(EIGEN_RVV_QEMU_CPU "rv64,v=true,vlen=${EIGEN_RVV_VLEN},zfh=true,zvfh=true,zvfbfmin=true,zvfbfwma=true")
if(EIGEN_RVV_QEMU_AGNOSTIC_ONES)
  set(EIGEN_RVV_QEMU_CPU "${EIGEN_RVV_QEMU_CPU},rvv_ta_all_1s=true,rvv_ma_all_1s=true")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/linux-cross-common.cmake)
eigen_rvv_use_cross_sysroot_and_qemu(riscv64-linux-gnu qemu-riscv64 "${EIGEN_RVV_QEMU_CPU}")

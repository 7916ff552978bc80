# Cross-compiles for riscv64 Linux with GCC >= 14 and RVV at a fixed vector
# length, and runs the results under QEMU user mode with the matching VLEN.
# Debian 12's own cross GCC is 12, which cannot compile the RVV intrinsics:
# use Debian 13's g++-14-riscv64-linux-gnu or forky's g++-15- or g++-16-riscv64-linux-gnu
# (ci/in-gcc-root.sh runs a command in a Debian root that has them).
#
#   cmake -G Ninja -S . -B build-gcc -DCMAKE_TOOLCHAIN_FILE=toolchains/riscv64-gcc.cmake -DEIGEN_RVV_VLEN=256 \
#         -DEIGEN_RVV_GXX=riscv64-linux-gnu-g++-14
#
# GCC spells the fixed length as -march=..._zvl<N>b -mrvv-vector-bits=zvl
# (it takes no number there). Cache variables as in riscv64-clang.cmake:
# EIGEN_RVV_VLEN, EIGEN_RVV_ZVFH, EIGEN_RVV_LMUL, EIGEN_RVV_QEMU_AGNOSTIC_ONES;
# EIGEN_RVV_GXX, the compiler; EIGEN_RVV_SANITIZE (e.g. undefined: GCC's UBSan,
# every finding fatal).

set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR riscv64)
# CMake re-reads this file for its compiler checks: pass the settings on.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES EIGEN_RVV_GXX EIGEN_RVV_VLEN EIGEN_RVV_ZVFH EIGEN_RVV_LMUL EIGEN_RVV_SANITIZE)

set(EIGEN_RVV_VLEN 256 CACHE STRING "RVV vector length in bits (128, 256, 512, 1024)")
set(EIGEN_RVV_GXX riscv64-linux-gnu-g++-14 CACHE STRING "GCC >= 14 riscv64 cross compiler")
set(EIGEN_RVV_ZVFH ON CACHE BOOL "Compile with Zfh/Zvfh (native half precision)")
set(EIGEN_RVV_LMUL 1 CACHE STRING "Vector registers per packet (1, 2, 4)")
set(EIGEN_RVV_QEMU_AGNOSTIC_ONES OFF CACHE BOOL "Run QEMU with tail/mask-agnostic lanes set to all ones")
set(EIGEN_RVV_SANITIZE "" CACHE STRING "Sanitizers for every target, e.g. undefined (-fsanitize=undefined, no recovery)")
if(NOT EIGEN_RVV_VLEN MATCHES "^(128|256|512|1024)$")
  message(FATAL_ERROR "EIGEN_RVV_VLEN=${EIGEN_RVV_VLEN}: use 128, 256, 512 or 1024")
endif()
if(NOT EIGEN_RVV_LMUL MATCHES "^(1|2|4)$")
  message(FATAL_ERROR "EIGEN_RVV_LMUL=${EIGEN_RVV_LMUL}: use 1, 2 or 4")
endif()
find_program(EIGEN_RVV_GXX_PATH NAMES ${EIGEN_RVV_GXX})
if(NOT EIGEN_RVV_GXX_PATH)
  message(FATAL_ERROR "${EIGEN_RVV_GXX} not found: a GCC >= 14 riscv64 cross compiler is required (Debian 12's GCC 12 cannot compile RVV intrinsics; ci/in-gcc-root.sh provides GCC 14, 15 and 16)")
endif()
set(CMAKE_CXX_COMPILER ${EIGEN_RVV_GXX_PATH})
execute_process(COMMAND ${EIGEN_RVV_GXX_PATH} -dumpversion OUTPUT_VARIABLE _eigen_rvv_gcc_version
                OUTPUT_STRIP_TRAILING_WHITESPACE)

# With EIGEN_RVV_ZVFH: Zfh/Zvfh and Zvfbfmin (GCC 14), and Zvfbfwma (GCC >= 15).
set(EIGEN_RVV_MARCH rv64gcv_zvl${EIGEN_RVV_VLEN}b)
if(EIGEN_RVV_ZVFH)
  string(APPEND EIGEN_RVV_MARCH _zfh_zvfh_zvfbfmin)
  if(_eigen_rvv_gcc_version VERSION_GREATER_EQUAL 15)
    string(APPEND EIGEN_RVV_MARCH _zvfbfwma)
  endif()
endif()
set(EIGEN_RVV_TARGET_FLAGS -march=${EIGEN_RVV_MARCH} -mrvv-vector-bits=zvl)
if(NOT EIGEN_RVV_LMUL EQUAL 1)
  list(APPEND EIGEN_RVV_TARGET_FLAGS -DEIGEN_RVV_LMUL=${EIGEN_RVV_LMUL})
endif()
if(EIGEN_RVV_SANITIZE)
  list(APPEND EIGEN_RVV_TARGET_FLAGS -fsanitize=${EIGEN_RVV_SANITIZE} -fno-sanitize-recover=all)
endif()
string(REPLACE ";" " " _eigen_rvv_flags "${EIGEN_RVV_TARGET_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${_eigen_rvv_flags}")

set(EIGEN_RVV_QEMU_CPU "rv64,v=true,vlen=${EIGEN_RVV_VLEN},zfh=true,zvfh=true,zvfbfmin=true,zvfbfwma=true")
if(EIGEN_RVV_QEMU_AGNOSTIC_ONES)
  set(EIGEN_RVV_QEMU_CPU "${EIGEN_RVV_QEMU_CPU},rvv_ta_all_1s=true,rvv_ma_all_1s=true")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/linux-cross-common.cmake)
eigen_rvv_use_cross_sysroot_and_qemu(riscv64-linux-gnu qemu-riscv64 "${EIGEN_RVV_QEMU_CPU}")

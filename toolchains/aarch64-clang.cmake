# Cross-compiles for aarch64 Linux with clang (NEON, or SVE with
# EIGEN_RVV_SVE_BITS) and runs under qemu-aarch64: proves that the overlay is
# a pass-through on Arm and upstream's own NEON/SVE paths run.
# Needs g++-aarch64-linux-gnu and qemu-user.
#
#   cmake -S . -B build-arm -DCMAKE_TOOLCHAIN_FILE=toolchains/aarch64-clang.cmake [-DEIGEN_RVV_SVE_BITS=256]

set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(EIGEN_RVV_CLANG_VERSION 22 CACHE STRING "clang major version")
set(EIGEN_RVV_SVE_BITS "" CACHE STRING "SVE vector length in bits (empty: NEON)")
find_program(EIGEN_RVV_CLANGXX NAMES clang++-${EIGEN_RVV_CLANG_VERSION} REQUIRED)
set(CMAKE_CXX_COMPILER ${EIGEN_RVV_CLANGXX})
set(CMAKE_CXX_COMPILER_TARGET aarch64-linux-gnu)
if(EIGEN_RVV_SVE_BITS)
  # Eigen 3.4 prefers NEON unless EIGEN_ARM64_USE_SVE is defined.
  set(CMAKE_CXX_FLAGS_INIT "-march=armv8.2-a+sve -msve-vector-bits=${EIGEN_RVV_SVE_BITS} -DEIGEN_ARM64_USE_SVE")
  set(_qemu_cpu "max,sve${EIGEN_RVV_SVE_BITS}=on")
else()
  set(_qemu_cpu "max,sve=off")
endif()
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fuse-ld=lld")
include(${CMAKE_CURRENT_LIST_DIR}/linux-cross-common.cmake)
eigen_rvv_use_cross_sysroot_and_qemu(aarch64-linux-gnu qemu-aarch64 "${_qemu_cpu}")

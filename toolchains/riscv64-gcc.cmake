# Cross-compiles for riscv64 Linux with GCC >= 14 and RVV at a fixed vector
# length. Debian 12's own cross GCC is 12, which cannot compile the RVV
# intrinsics; use a GCC 14 or newer cross compiler (e.g. from Debian 13:
# g++-14-riscv64-linux-gnu) and point EIGEN_RVV_GXX at it.
#
#   cmake -S . -B build-gcc -DCMAKE_TOOLCHAIN_FILE=toolchains/riscv64-gcc.cmake -DEIGEN_RVV_VLEN=256 \
#         -DEIGEN_RVV_GXX=riscv64-linux-gnu-g++-14
#
# GCC spells the fixed length as -march=..._zvl<N>b -mrvv-vector-bits=zvl
# (GCC 15 rejects a numeric -mrvv-vector-bits).

set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR riscv64)

set(EIGEN_RVV_VLEN 256 CACHE STRING "RVV vector length in bits (128, 256, 512, 1024)")
set(EIGEN_RVV_GXX riscv64-linux-gnu-g++-14 CACHE STRING "GCC >= 14 riscv64 cross compiler")
if(NOT EIGEN_RVV_VLEN MATCHES "^(128|256|512|1024)$")
  message(FATAL_ERROR "EIGEN_RVV_VLEN=${EIGEN_RVV_VLEN}: use 128, 256, 512 or 1024")
endif()
find_program(EIGEN_RVV_GXX_PATH NAMES ${EIGEN_RVV_GXX})
if(NOT EIGEN_RVV_GXX_PATH)
  message(FATAL_ERROR "${EIGEN_RVV_GXX} not found: a GCC >= 14 riscv64 cross compiler is required (Debian 12's GCC 12 cannot compile RVV intrinsics)")
endif()
set(CMAKE_CXX_COMPILER ${EIGEN_RVV_GXX_PATH})
set(EIGEN_RVV_TARGET_FLAGS -march=rv64gcv_zvl${EIGEN_RVV_VLEN}b_zfh_zvfh -mrvv-vector-bits=zvl)
string(REPLACE ";" " " _eigen_rvv_flags "${EIGEN_RVV_TARGET_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${_eigen_rvv_flags}")

include(${CMAKE_CURRENT_LIST_DIR}/linux-cross-common.cmake)
eigen_rvv_use_cross_sysroot_and_qemu(riscv64-linux-gnu qemu-riscv64
                                     "rv64,v=true,vlen=${EIGEN_RVV_VLEN},zfh=true,zvfh=true")

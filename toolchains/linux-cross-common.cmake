# Shared by the cross toolchain files: a Debian GNU cross sysroot in
# /usr/<triple> and QEMU user mode as the emulator that runs the binaries.
#
#   eigen_rvv_use_cross_sysroot_and_qemu(<triple> <qemu program> <qemu -cpu value>)
function(eigen_rvv_use_cross_sysroot_and_qemu triple qemu_program qemu_cpu)
  set(CMAKE_FIND_ROOT_PATH /usr/${triple} PARENT_SCOPE)
  set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER PARENT_SCOPE)
  set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY PARENT_SCOPE)
  set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH PARENT_SCOPE)
  set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH PARENT_SCOPE)
  find_program(EIGEN_RVV_QEMU NAMES ${qemu_program})
  if(NOT EIGEN_RVV_QEMU)
    message(FATAL_ERROR "${qemu_program} not found: run ci/install-dependencies.sh (QEMU 10 from bookworm-backports)")
  endif()
  set(CMAKE_CROSSCOMPILING_EMULATOR ${EIGEN_RVV_QEMU} -L /usr/${triple} -cpu ${qemu_cpu} PARENT_SCOPE)
endfunction()

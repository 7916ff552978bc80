# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# cmake -DMODULE=<cmake/EigenRVVFramePointer.cmake> -DWORK=<dir> -DHOST_LIBGCC=<path> -P frame_pointer_detection.cmake
# The unwinder test of the frame-pointer decision on libgcc_s look-alikes (one version node per line, as
# file(STRINGS) reads them from the library's string table) and on the libgcc_s.so.1 the compiler links,
# whose version nodes are read here with the same regular expression from `readelf`'s list when available.
include("${MODULE}")
file(MAKE_DIRECTORY "${WORK}")
function(expect name content expected)
  set(path "${WORK}/${name}")
  if(NOT content STREQUAL "<none>")
    file(WRITE "${path}" "${content}")
  endif()
  eigen_rvv_unwinder_evaluates_vlenb("${path}" got)
  if(NOT got STREQUAL expected)
    message(SEND_ERROR "${name}: got ${got}, expected ${expected}")
  else()
    message(STATUS "${name}: ${got}")
  endif()
endfunction()
expect(libgcc12 "GCC_3.0\nGCC_4.5.0\nGCC_7.0.0\n" FALSE)
expect(libgcc13_like "GCC_7.0.0\nGCC_13.0.0\n" FALSE)  # GCC 13's unwinder is not known to work: kept
expect(libgcc14 "GCC_4.7.0\nGCC_7.0.0\nGCC_14.0.0\n" TRUE)
expect(libgcc15 "GCC_7.0.0\nGCC_14.0.0\nGCC_16.0.0\n" TRUE)
expect(libgcc_future "GCC_7.0.0\nGCC_21.0.0\n" TRUE)
expect(node_inside_text "see GCC_14.0.0 notes\nGCC_7.0.0\n" FALSE)
expect(missing "<none>" FALSE)
eigen_rvv_unwinder_evaluates_vlenb("libgcc_s.so.1" relative)
if(relative)
  message(SEND_ERROR "a bare file name (what -print-file-name prints when it finds nothing) counted as found")
endif()
eigen_rvv_unwinder_evaluates_vlenb("${WORK}" directory)
if(directory)
  message(SEND_ERROR "a directory counted as a library")
endif()
if(HOST_LIBGCC)
  eigen_rvv_unwinder_evaluates_vlenb("${HOST_LIBGCC}" host)
  find_program(readelf NAMES riscv64-linux-gnu-readelf readelf)
  if(readelf)
    execute_process(COMMAND ${readelf} -V "${HOST_LIBGCC}" OUTPUT_VARIABLE nodes)
    string(REGEX MATCH "Name: GCC_(1[4-9]|[2-9][0-9])\\.[0-9.]+" newer "${nodes}")
    if(newer)
      set(expected TRUE)
    else()
      set(expected FALSE)
    endif()
    if(NOT host STREQUAL expected)
      message(SEND_ERROR "${HOST_LIBGCC}: got ${host}, readelf's version nodes say ${expected}")
    endif()
  endif()
  message(STATUS "${HOST_LIBGCC}: ${host}")
endif()

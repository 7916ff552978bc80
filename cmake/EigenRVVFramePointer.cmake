# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# Whether RISC-V code needs -fno-omit-frame-pointer for exceptions to unwind through frames that keep
# RVV registers spilled: without a frame pointer their unwind information scales by VLENB, which
# libgcc's unwinder evaluates from GCC 14 on (Debian 12's libgcc 12 aborts the throw; README,
# "Exceptions"). GCC 14 and later ship a libgcc_s.so.1 with the symbol version node GCC_14.0.0.
#
# EIGEN_RVV_FRAME_POINTER (cache): AUTO (default: added unless the libgcc_s.so.1 that the C++ compiler
# links has that node), ON (always added) or OFF (never).

# TRUE if LIBRARY is a libgcc_s with a version node of GCC 14 or later.
function(eigen_rvv_unwinder_evaluates_vlenb library result)
  set(evaluates FALSE)
  if(IS_ABSOLUTE "${library}" AND EXISTS "${library}" AND NOT IS_DIRECTORY "${library}")
    file(STRINGS "${library}" newer_nodes REGEX "^GCC_(1[4-9]|[2-9][0-9])\\.[0-9.]+$" LIMIT_COUNT 1)
    if(newer_nodes)
      set(evaluates TRUE)
    endif()
  endif()
  set(${result} ${evaluates} PARENT_SCOPE)
endfunction()

# The libgcc_s.so.1 that the C++ compiler links (with its target, sysroot and flags), or "".
function(eigen_rvv_linked_libgcc result)
  set(arguments)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang" AND CMAKE_CXX_COMPILER_TARGET)
    list(APPEND arguments --target=${CMAKE_CXX_COMPILER_TARGET})
  endif()
  if(CMAKE_SYSROOT)
    list(APPEND arguments --sysroot=${CMAKE_SYSROOT})
  endif()
  separate_arguments(flags UNIX_COMMAND "${CMAKE_CXX_FLAGS}")
  set(library "")
  if(CMAKE_CXX_COMPILER)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} ${arguments} ${flags} -print-file-name=libgcc_s.so.1
                    OUTPUT_VARIABLE library OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  endif()
  set(${result} "${library}" PARENT_SCOPE)
endfunction()

# Sets RESULT to TRUE where targets on RISC-V should get -fno-omit-frame-pointer.
function(eigen_rvv_frame_pointer_needed result)
  set(EIGEN_RVV_FRAME_POINTER AUTO CACHE STRING
      "-fno-omit-frame-pointer for users of the overlay on RISC-V: AUTO (where libgcc predates GCC 14), ON or OFF")
  set_property(CACHE EIGEN_RVV_FRAME_POINTER PROPERTY STRINGS AUTO ON OFF)
  string(TOUPPER "${EIGEN_RVV_FRAME_POINTER}" choice)
  if(choice STREQUAL "ON" OR choice STREQUAL "OFF")
    set(${result} ${choice} PARENT_SCOPE)
    return()
  elseif(NOT choice STREQUAL "AUTO")
    message(FATAL_ERROR "EIGEN_RVV_FRAME_POINTER is '${EIGEN_RVV_FRAME_POINTER}': use AUTO, ON or OFF.")
  endif()
  eigen_rvv_linked_libgcc(library)
  eigen_rvv_unwinder_evaluates_vlenb("${library}" evaluates)
  if(evaluates)
    set(needed FALSE)
    set(reason "not needed: ${library} is GCC 14's or newer")
  else()
    set(needed TRUE)
    set(reason "added: the unwinder (${library}) predates GCC 14 or was not found")
  endif()
  if(NOT "${reason}" STREQUAL "${_EIGEN_RVV_FRAME_POINTER_REPORTED}")
    message(STATUS "eigen-rvv: -fno-omit-frame-pointer ${reason} (EIGEN_RVV_FRAME_POINTER=AUTO; ON or OFF to choose)")
    set(_EIGEN_RVV_FRAME_POINTER_REPORTED "${reason}" CACHE INTERNAL "")
  endif()
  set(${result} ${needed} PARENT_SCOPE)
endfunction()

#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Prints the full test list of an Eigen source tree (as test/upstream/full.list: every test that builds without
optional external libraries, with its flags), generated from the tree's test/CMakeLists.txt and
unsupported/test/CMakeLists.txt, for ci/upstream-tests.sh --list full on Eigen master.

    python3 ci/upstream-test-list.py EIGEN_SOURCE_TREE

The ei_add_test calls are read with the if/elseif/else blocks around them evaluated for this project's builds
(clang or GCC, no optional libraries, no GPU, SYCL or OpenMP, exceptions on). A condition with a name this script
does not know stops it, naming the name: the list is then checked by hand, never guessed.
"""
import pathlib
import re
import sys

# Conditions true in this project's builds; every *_FOUND and the others below are false.
TRUE = {"COMPILER_SUPPORT_FASTMATH", "COMPILER_SUPPORT_WNO_NAN_INF", "EIGEN_Fortran_COMPILER_WORKS"}
FALSE = {
    "EIGEN_TEST_NO_EXCEPTIONS", "EIGEN_TEST_OPENMP", "EIGEN_TEST_SME", "EIGEN_TEST_SYCL", "EIGEN_TEST_OPENGL",
    "EIGEN_TEST_CUDA", "EIGEN_TEST_HIP", "EIGEN_TEST_NOQT", "EIGEN_TEST_EXTERNAL_BLAS", "EIGEN_TEST_MATRIX_DIR",
    "EIGEN_BUILD_BLAS", "EIGEN_BUILD_LAPACK", "TEST_LIB", "POCKETFFT", "DUCCFFT", "FFTWL_LIB", "WIN32", "MSVC",
    "CMAKE_Fortran_COMPILER", "PASTIX_pastix_nompi.h_INCLUDE_DIRS", "CMAKE_CROSSCOMPILING", "CMAKE_COMPILER_IS_GNUCXX",
    "CXX_IS_QCC", "EIGEN_TEST_BUILD_DOCUMENTATION", "EIGEN_TEST_CUSTOM_CXX_FLAGS", "EIGEN_TEST_EXTERNAL_BLAS_INT64",
    "EIGEN_TEST_CUDA_CLANG", "EIGEN_TEST_CUDA_NVC", "EIGEN_CUDA_COMPUTE_ARCH_SIZE", "probe_built", "LAPACK_FOUND",
    "DUCC_ROOT", "EIGEN_TEST_EIGEN2",
    # Eigen's generic (GCC vector extension) backend, not this one.
    "COMPILER_SUPPORTS_VECTOR_EXTENSIONS", "COMPILER_SUPPORT_FPFAST",
}
# Flag variables as this project's builds set them (the thread library is linked by -pthread).
VARIABLES = {"CMAKE_CXX_FLAGS_DEBUG": "-g", "EIGEN_FASTMATH_FLAGS": "-ffast-math", "CMAKE_THREAD_LIBS_INIT": ""}


def condition_value(text, where):
    """The truth of a CMake if() condition made of names, NOT, AND, OR and parentheses."""
    tokens = re.findall(r"\(|\)|[^\s()]+", text)
    if any(t in ("EXISTS", "STREQUAL", "MATCHES", "VERSION_LESS", "VERSION_GREATER", "DEFINED", "EQUAL") or "{" in t
           for t in tokens):
        return False  # a path, string or version test: none of them guards a test this list takes
    python = []
    for token in tokens:
        if token in ("(", ")"):
            python.append(token)
        elif token in ("NOT", "AND", "OR"):
            python.append(token.lower())
        elif token.endswith("_FOUND") or token in FALSE:
            python.append("False")
        elif token in TRUE:
            python.append("True")
        else:
            sys.exit("upstream-test-list: %s: unknown condition name %s in if(%s)" % (where, token, text))
    return bool(eval(" ".join(python)))


def arguments(text):
    """The arguments of a CMake command: quoted strings or bare words."""
    return [a[1:-1] if a.startswith('"') else a for a in re.findall(r'"[^"]*"|[^\s"]+', text)]


def substitute(value):
    def replace(match):
        if match.group(1) not in VARIABLES:
            sys.exit("upstream-test-list: unknown variable ${%s} in test flags" % match.group(1))
        return VARIABLES[match.group(1)]
    return re.sub(r"\$\{(\w+)\}", replace, value).strip()


def tests_of(cmake_file, prefix):
    text = cmake_file.read_text()
    # Commands may span lines: join each command into one line.
    commands = re.findall(r"^\s*(\w+)\s*\(((?:[^()]|\([^()]*\))*)\)", text, re.M | re.S)
    stack = []  # [active, some branch taken] per open if
    result = []
    in_definition = 0  # function and macro bodies run when called, not here
    for name, body in commands:
        body = " ".join(body.split())
        lowered = name.lower()
        if lowered in ("function", "macro"):
            in_definition += 1
        elif lowered in ("endfunction", "endmacro"):
            in_definition -= 1
        if in_definition or lowered in ("endfunction", "endmacro"):
            continue
        where = "%s: %s(%s)" % (cmake_file, name, body)
        enclosing = all(active for active, _ in stack)
        if lowered == "if":
            value = enclosing and condition_value(body, where)
            stack.append([value, value])
        elif lowered == "elseif":
            taken = stack[-1][1]
            outer = all(active for active, _ in stack[:-1])
            value = outer and not taken and condition_value(body, where)
            stack[-1] = [value, taken or value]
        elif lowered == "else":
            outer = all(active for active, _ in stack[:-1])
            stack[-1] = [outer and not stack[-1][1], True]
        elif lowered == "endif":
            stack.pop()
        elif lowered == "ei_add_test" and enclosing:
            args = arguments(body)
            flags = substitute(args[1]) if len(args) > 1 else ""
            libraries = substitute(args[2]) if len(args) > 2 else ""
            if libraries:
                continue  # an external library
            result.append((prefix + args[0], flags))
    return result


def main():
    tree = pathlib.Path(sys.argv[1])
    tests = tests_of(tree / "test/CMakeLists.txt", "test/") + tests_of(tree / "unsupported/test/CMakeLists.txt",
                                                                     "unsupported/test/")
    print("# Generated by ci/upstream-test-list.py from %s: every test that builds without optional" % tree.name)
    print("# external libraries, with the flags of upstream's CMakeLists. Same format as test/upstream/full.list.")
    for entry, flags in tests:
        print(entry + (" " + flags if flags else ""))


if __name__ == "__main__":
    main()

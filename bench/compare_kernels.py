#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Per-call dynamic instruction counts of bench/kernels.cpp, overlay vs stock Eigen (3.4.0 or 5.0.1: the build's base).

  bench/compare_kernels.py --build-dir build/clang22-256 --vlen 256 [--json out.json] [--markdown out.md]
  bench/compare_kernels.py --build-dir build/clang22-256-eigen5 --vlen 256 --set decompositions --without-generic-gebp
  bench/compare_kernels.py --build-dir build/clang22-256-eigen5 --vlen 256 --set everyday
  bench/compare_kernels.py --build-dir build/clang22-256 --vlen 256 --set convolutions --without-generic-gebp

Runs each workload of the `kernels` (overlay) and `kernels_stock_eigen`
(the build's upstream Eigen only, same compiler and flags) binaries under QEMU
through instruction_count.py (R and 2R repetitions, difference / R) and
prints a Markdown table. For the matrix products, `FMA bound` is the model
time of M*N*K / lanes FMA instructions at LMUL 1 (2 beats each with DLEN =
VLEN / 2), and `of bound` is that bound divided by the model time.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import instruction_count  # noqa: E402

# name, size, repetitions, flops-like work for the bound: (m*n*k, element bits) or None
WORKLOADS = [
    ("saxpy", 4096, 8, None),
    ("sum", 4096, 8, None),
    ("dot", 4096, 8, None),
    ("relu", 4096, 8, None),
    ("sgemv", 256, 2, None),
    ("sgemm", 64, 2, (64 ** 3, 32)),
    ("dgemm", 64, 2, (64 ** 3, 64)),
    ("cgemm", 64, 2, (4 * 64 ** 3, 32)),  # 4 real FMAs per complex multiply-add
    ("exp", 1000000, 1, None),
    ("tanh", 1000000, 1, None),
    ("log", 1000000, 1, None),
    ("logistic", 1000000, 1, None),
    ("cmul_conj", 100000, 1, None),
    ("sgemm", 128, 1, (128 ** 3, 32)),
    ("hgemm", 128, 1, (128 ** 3, 16)),  # Eigen::half
    ("half_madd", 100000, 1, None),
    ("half_tanh", 100000, 1, None),
]

# The decompositions of a float matrix (each with a solve, or SVD / eigenvectors) at sizes 8 to 128.
# TensorFlow-style layers (bench/convolutions.cpp; the size is the batch): multiply-adds, float.
CONVOLUTIONS = [("conv3x3", 1, 1, (56 * 56 * 64 * 64 * 9, 32)), ("conv1x1", 1, 1, (56 * 56 * 64 * 64, 32)),
                ("fc", 1, 1, (1024 * 1024, 32)), ("fc", 32, 1, (32 * 1024 * 1024, 32))]
DECOMPOSITIONS = [(name, size, 2 if size < 64 else 1, None) for name in ("llt", "ldlt", "lu", "qr", "svd", "eig")
                  for size in (8, 16, 32, 64, 128)]

# Everyday work beyond GEMM (bench/everyday.cpp): small fixed-size objects (size: objects per call), row- and
# column-wise reductions and broadcasting (n x n), elementwise multiply-adds (vectors of n), sparse (n x n grid),
# Tensor convolution (n x n image).
SMALL_OBJECTS = ("mat3_mul", "mat4_mul", "mat8_mul", "mat4d_mul", "mat4_vec", "affine_points", "quat_rotate",
                 "cross_normalize", "vec4_axpy", "inverse3", "fk_chain", "kalman6")
EVERYDAY = ([(name, 256, 2, None) for name in SMALL_OBJECTS if name != "kalman6"] + [("kalman6", 64, 2, None)] +
            [(name, size, 2, None) for name in ("colwise_sum", "rowwise_sum", "colwise_norm", "rowwise_max",
                                                 "broadcast") for size in (16, 64)] +
            [(name, size, 2, None) for name in ("axpy", "scale_shift") for size in (16, 1000)] +
            [("block_update", size, 2, None) for size in (16, 67)] +
            [("spmv", 32, 2, None), ("cg", 16, 2, None), ("conv2d", 32, 2, None)])

ELEMENTWISE = ("exp", "tanh", "log", "logistic", "cmul_conj", "half_madd", "half_tanh")

COLUMNS = ["total", "scalar", "vector", "vector_fma_vv", "vector_fma_vf", "vector_load", "vector_store", "vsetvl",
           "beats", "cycles_model"]


def upstream_version(build_dir):
    """The version of the build's upstream Eigen, from its CMake cache (EIGEN_RVV_UPSTREAM_INCLUDE_DIR)."""
    include_dir = None
    for line in open(os.path.join(build_dir, "CMakeCache.txt")):
        if line.startswith("EIGEN_RVV_UPSTREAM_INCLUDE_DIR:"):
            include_dir = line.split("=", 1)[1].strip()
    numbers = {}
    for header in ("Eigen/Version", "Eigen/src/Core/util/Macros.h"):
        path = os.path.join(include_dir or "/usr/include/eigen3", header)
        if os.path.exists(path):
            for line in open(path):
                parts = line.split()
                if len(parts) == 3 and parts[0] == "#define" and parts[1].endswith("_VERSION") and parts[2].isdigit():
                    numbers.setdefault(parts[1], parts[2])
    if int(numbers.get("EIGEN_MAJOR_VERSION", "0")) >= 5:
        return "%s.%s.%s" % (numbers["EIGEN_MAJOR_VERSION"], numbers["EIGEN_MINOR_VERSION"],
                             numbers["EIGEN_PATCH_VERSION"])
    return "%s.%s.%s" % (numbers.get("EIGEN_WORLD_VERSION"), numbers.get("EIGEN_MAJOR_VERSION"),
                         numbers.get("EIGEN_MINOR_VERSION"))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--vlen", type=int, required=True)
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    parser.add_argument("--without-generic-gebp", action="store_true",
                        help="leave out the EIGEN_RVV_GENERIC_GEBP build (complex products run the RVV kernel in it "
                             "too: Eigen's generic complex GEBP needs interleaved packets)")
    parser.add_argument("--only", nargs="*", help="kernel names to run (default: all)")
    parser.add_argument("--set", choices=("kernels", "decompositions", "everyday", "convolutions"), default="kernels",
                        help="the workloads: products, streaming and math functions (default), the decompositions, "
                             "everyday work beyond GEMM (bench/everyday.cpp), or TensorFlow's convolutions "
                             "(bench/convolutions.cpp; the size is the batch)")
    parser.add_argument("--sizes", nargs="*", type=int, help="only these sizes")
    arguments = parser.parse_args()
    stock = "stock Eigen " + upstream_version(arguments.build_dir)
    program = dict(everyday="everyday", convolutions="convolutions").get(arguments.set, "kernels")
    binaries = [(stock, os.path.join(arguments.build_dir, "bench", program + "_stock_eigen")),
                ("eigen-rvv, generic GEBP", os.path.join(arguments.build_dir, "bench", program + "_generic_gebp")),
                ("eigen-rvv", os.path.join(arguments.build_dir, "bench", program))]
    if arguments.set == "everyday":
        binaries[1] = (stock + ", the overlay's flags", os.path.join(arguments.build_dir, "bench",
                                                                   program + "_stock_eigen_overlay_flags"))
        binaries.append(("eigen-rvv, part packets", os.path.join(arguments.build_dir, "bench",
                                                                 program + "_part_packets")))
    elif arguments.without_generic_gebp:
        del binaries[1]
    for _, binary in binaries:
        if not os.path.exists(binary):
            raise SystemExit("%s is missing: cmake --build %s --target %s" %
                             (binary, arguments.build_dir, " ".join(os.path.basename(b) for _, b in binaries)))
    results = []
    stock_cycles = 0.0
    workloads = dict(kernels=WORKLOADS, decompositions=DECOMPOSITIONS, everyday=EVERYDAY,
                     convolutions=CONVOLUTIONS)[arguments.set]
    for name, size, repetitions, work in workloads:
        if (arguments.only and name not in arguments.only) or (arguments.sizes and size not in arguments.sizes):
            continue
        for build, binary in binaries:
            counts = instruction_count.per_call([binary, name, str(size), "{reps}"], arguments.vlen, repetitions)
            row = dict(kernel="%s %d" % (name, size), build=build, **counts)
            if name in ELEMENTWISE:
                row["per_element"] = counts["total"] / size
            if name in SMALL_OBJECTS:
                row["per_object"] = counts["cycles_model"] / size
            if work:
                lanes = arguments.vlen // work[1]
                row["fma_bound"] = 2.0 * work[0] / lanes
                row["of_bound"] = row["fma_bound"] / counts["cycles_model"]
            if build == stock:
                stock_cycles = counts["cycles_model"]
            row["of_stock"] = counts["cycles_model"] / stock_cycles if stock_cycles else 0.0
            results.append(row)
            sys.stderr.write("%-12s %-18s %12.0f instructions, model %10.0f\n" %
                             (row["kernel"], build, counts["total"], counts["cycles_model"]))
    lines = ["Per-call dynamic instruction counts under QEMU, VLEN=%d (model: max(scalar/2, vector beats), "
             "DLEN=VLEN/2)" % arguments.vlen, ""]
    if arguments.set == "everyday":
        # One row per workload: model cycles of the four builds side by side.
        lines += ["| workload | stock | stock, overlay's flags | eigen-rvv | eigen-rvv, part packets | "
                  "per object: stock / eigen-rvv / part packets | eigen-rvv / stock | part packets / stock | "
                  "eigen-rvv / stock with its flags |", "|---|---|---|---|---|---|---|---|---|"]
        for stock_row, flags_row, row, parts_row in zip(*(results[i::4] for i in range(4))):
            per_object = ("%.1f / %.1f / %.1f" % (stock_row["per_object"], row["per_object"], parts_row["per_object"])
                          if "per_object" in row else "")
            lines.append("| %s | %.0f | %.0f | %.0f | %.0f | %s | %.2f | %.2f | %.2f |" %
                         (row["kernel"], stock_row["cycles_model"], flags_row["cycles_model"], row["cycles_model"],
                          parts_row["cycles_model"], per_object, row["of_stock"], parts_row["of_stock"],
                          row["cycles_model"] / flags_row["cycles_model"]))
    else:
        lines += ["| kernel | build | " + " | ".join(COLUMNS) + " | FMA bound | of bound | per element | model / stock |",
                  "|---|---|" + "---|" * (len(COLUMNS) + 4)]
    for row in results if arguments.set != "everyday" else []:
        cells = ["%.0f" % row[c] for c in COLUMNS]
        bound = ["%.0f" % row["fma_bound"], "%.1f %%" % (100 * row["of_bound"])] if "fma_bound" in row else ["", ""]
        per_element = "%.2f" % row["per_element"] if "per_element" in row else ""
        lines.append("| %s | %s | %s | %s | %s | %.2f |" %
                     (row["kernel"], row["build"], " | ".join(cells), " | ".join(bound), per_element, row["of_stock"]))
    table = "\n".join(lines) + "\n"
    sys.stdout.write(table)
    if arguments.markdown:
        open(arguments.markdown, "w").write(table)
    if arguments.json:
        json.dump(dict(vlen=arguments.vlen, results=results), open(arguments.json, "w"), indent=2)


if __name__ == "__main__":
    main()

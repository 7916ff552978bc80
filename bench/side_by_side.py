#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Stock Eigen master, master's own RVV backend (RVV10) and the overlay on master, side by side, in one run.

  bench/side_by_side.py --build-dir build/clang22-256-master --vlen 256 [--markdown out.md] [--json out.json]
                        [--sets products math everyday ml convolutions]

Builds and counts (instruction_count.py: R and 2R repetitions, model cycles per call) each workload with
PROGRAM_stock_eigen, PROGRAM_rvv10 (-DEIGEN_RISCV64_USE_RVV10: the overlay passes through) and PROGRAM (the
overlay), for the programs kernels, everyday, ml and convolutions (bench/CMakeLists.txt), and prints one table:
model cycles, overlay / RVV10 and overlay / stock. The build's base must be master (RVV10 exists there only).
"""

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import compare_kernels  # noqa: E402
import instruction_count  # noqa: E402

PRODUCTS = [("kernels", name, size, repetitions) for name, size, repetitions in
            (("sgemm", 64, 2), ("sgemm", 128, 1), ("dgemm", 64, 2), ("cgemm", 64, 2), ("hgemm", 64, 1),
             ("bgemm", 64, 1), ("sgemv", 256, 2))]
MATH = [("kernels", name, 100000, 1) for name in ("exp", "tanh", "log", "logistic", "half_tanh")] + \
       [("kernels", name, 4096, 8) for name in ("saxpy", "sum", "dot", "relu")] + [("kernels", "cmul_conj", 100000, 1)]
EVERYDAY = [("everyday", name, size, repetitions) for name, size, repetitions, _ in compare_kernels.EVERYDAY] + \
           [("kernels", name, 32, 2) for name in ("llt", "lu", "qr", "svd", "eig")]
ML = [("ml", name, 4096, 2) for name in ("tanh", "sigmoid", "gelu_tanh", "gelu_erf")] + \
     [("ml", name, 32, 2) for name in ("softmax", "layer_norm", "reduce_rows", "reduce_columns", "reduce_max",
                                       "contraction", "dense")]
CONVOLUTIONS = [("convolutions", name, size, repetitions) for name, size, repetitions, _ in
                compare_kernels.CONVOLUTIONS]
SETS = dict(products=PRODUCTS, math=MATH, everyday=EVERYDAY, ml=ML, convolutions=CONVOLUTIONS)
BUILDS = (("stock", "_stock_eigen"), ("RVV10", "_rvv10"), ("overlay", ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--vlen", type=int, required=True)
    parser.add_argument("--sets", nargs="*", choices=list(SETS), default=list(SETS))
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    arguments = parser.parse_args()
    include_dir = "/usr/include/eigen3"
    for line in open(os.path.join(arguments.build_dir, "CMakeCache.txt")):
        if line.startswith("EIGEN_RVV_UPSTREAM_INCLUDE_DIR:"):
            include_dir = line.split("=", 1)[1].strip()
    if not os.path.exists(os.path.join(include_dir, "Eigen/src/Core/arch/RVV10/PacketMath.h")):
        raise SystemExit("side_by_side: the base of %s (%s) is not Eigen master: it has no RVV10" %
                         (arguments.build_dir, include_dir))
    workloads = [(s, w) for s in arguments.sets for w in SETS[s]]
    programs = sorted({program for _, (program, _, _, _) in workloads})
    subprocess.run(["cmake", "--build", arguments.build_dir, "--target"] +
                   [program + suffix for program in programs for _, suffix in BUILDS], check=True, stdout=sys.stderr)
    rows = []
    for set_name, (program, name, size, repetitions) in workloads:
        row = dict(set=set_name, workload="%s %d" % (name, size))
        for build, suffix in BUILDS:
            binary = os.path.join(arguments.build_dir, "bench", program + suffix)
            counts = instruction_count.per_call([binary, name, str(size), "{reps}"], arguments.vlen, repetitions)
            row[build] = counts["cycles_model"]
            sys.stderr.write("%-12s %-16s %-8s model %14.0f\n" % (set_name, row["workload"], build, row[build]))
        row["overlay_per_rvv10"] = row["overlay"] / row["RVV10"]
        row["overlay_per_stock"] = row["overlay"] / row["stock"]
        rows.append(row)
    version = compare_kernels.upstream_version(arguments.build_dir)
    lines = ["Model cycles per call under QEMU, VLEN=%d, Eigen master (%s) from %s: stock, its RVV10 backend and the "
             "overlay." % (arguments.vlen, version, os.path.basename(os.path.normpath(include_dir))), "",
             "| set | workload | stock | RVV10 | overlay | overlay / RVV10 | overlay / stock |",
             "|---|---|---:|---:|---:|---:|---:|"]
    lines += ["| %s | %s | %.0f | %.0f | %.0f | %.3f | %.3f |" %
              (r["set"], r["workload"], r["stock"], r["RVV10"], r["overlay"], r["overlay_per_rvv10"],
               r["overlay_per_stock"]) for r in rows]
    worst_rvv10 = max(rows, key=lambda r: r["overlay_per_rvv10"])
    worst_stock = max(rows, key=lambda r: r["overlay_per_stock"])
    lines += ["", "Largest overlay / RVV10: %.3f (%s %s); largest overlay / stock: %.3f (%s %s)." %
              (worst_rvv10["overlay_per_rvv10"], worst_rvv10["set"], worst_rvv10["workload"],
               worst_stock["overlay_per_stock"], worst_stock["set"], worst_stock["workload"])]
    table = "\n".join(lines) + "\n"
    sys.stdout.write(table)
    if arguments.markdown:
        open(arguments.markdown, "w").write(table)
    if arguments.json:
        json.dump(dict(vlen=arguments.vlen, rows=rows), open(arguments.json, "w"), indent=2)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Each replacement of Eigen's generic code against the base's own code, with the overlay's packets in both.

  bench/compare_replacements.py --build-dir build/clang22-256-master --vlen 256 [--markdown out.md] [--json out.json]
                                [--only Redux Assign ...]

For each replacement header (bench/CMakeLists.txt: `kernels_without_H` and `everyday_without_H` define the
header's include guard up front) and for the GEBP microkernel (`kernels_generic_gebp`), builds the programs,
counts the workloads the replacement can act on under QEMU (instruction_count.py: R and 2R repetitions) with and
without it, and prints model cycles and their ratio per workload, then a summary per replacement: the geometric
mean and the largest ratio. A ratio below 1 is the replacement beating the base's own code. A replacement without
which the base's own code does not build is reported with the compiler's first error.
"""

import argparse
import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import instruction_count  # noqa: E402

DECOMPOSITION_SIZES = (8, 16, 32, 64)

# replacement: (the program built without it, [(program, workload, size, repetitions)])
REPLACEMENTS = {
    "FindCoeff": [("kernels", "argmax", n, 4) for n in (37, 1000, 4096)],
    "Redux": ([("kernels", name, 4096, 8) for name in ("sum", "dot")] +
              [("everyday", name, n, 2) for name in ("colwise_sum", "rowwise_sum", "colwise_norm", "rowwise_max")
               for n in (16, 64)] + [("everyday", "cg", 16, 2), ("kernels", "svd", 32, 2)]),
    "Assign": ([("kernels", name, 4096, 8) for name in ("saxpy", "relu")] +
               [("everyday", name, n, 2) for name in ("axpy", "scale_shift") for n in (16, 1000)] +
               [("everyday", "block_update", n, 2) for n in (16, 67)] +
               [("everyday", "broadcast", n, 2) for n in (16, 64)] +
               [("everyday", "conv2d", 32, 2)]),
    "GeneralMatrixVector": ([("kernels", "sgemv", n, 2) for n in (37, 256)] +
                            [("everyday", "kalman6", 64, 2), ("everyday", "cg", 16, 2)]),
    "SmallProducts": ([("everyday", name, 256, 2) for name in ("mat3_mul", "mat4_mul", "mat8_mul", "mat4d_mul",
                                                                "mat4_vec", "affine_points", "fk_chain")] +
                      [("everyday", "kalman6", 64, 2)]),
    "Geometry": [("everyday", name, 256, 2) for name in ("quat_rotate", "cross_normalize", "affine_points",
                                                         "fk_chain", "inverse3")],
    "Rotations": [("kernels", name, n, 2) for name in ("svd", "eig") for n in DECOMPOSITION_SIZES],
    "PartialPivLU": [("kernels", "lu", n, 2) for n in DECOMPOSITION_SIZES + (128,)],
    "HouseholderQR": [("kernels", "qr", n, 2) for n in DECOMPOSITION_SIZES + (128,)],
    "GEBP": [("kernels", name, 64, 2) for name in ("sgemm", "dgemm", "hgemm")],
}


def without(replacement, program):
    return program + ("_generic_gebp" if replacement == "GEBP" else "_without_" + replacement)


def base_label(build_dir):
    """The base: the last component of the build's upstream include directory and its version."""
    include_dir = "/usr/include/eigen3"
    for line in open(os.path.join(build_dir, "CMakeCache.txt")):
        if line.startswith("EIGEN_RVV_UPSTREAM_INCLUDE_DIR:"):
            include_dir = line.split("=", 1)[1].strip()
    import compare_kernels
    return "%s (%s)" % (os.path.basename(os.path.normpath(include_dir)), compare_kernels.upstream_version(build_dir))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--vlen", type=int, required=True)
    parser.add_argument("--only", nargs="*", choices=sorted(REPLACEMENTS), help="these replacements (default: all)")
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    arguments = parser.parse_args()
    chosen = arguments.only or list(REPLACEMENTS)
    subprocess.run(["cmake", "--build", arguments.build_dir, "--target"] +
                   sorted({program for r in chosen for program, _, _, _ in REPLACEMENTS[r]}), check=True,
                   stdout=sys.stderr)
    # A base whose own code does not compile with the overlay's packets needs the replacement: noted, not counted.
    unbuildable = {}
    for replacement in chosen:
        build = subprocess.run(["cmake", "--build", arguments.build_dir, "--target"] +
                               sorted({without(replacement, p) for p, _, _, _ in REPLACEMENTS[replacement]}),
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
        if build.returncode:
            errors = [line for line in build.stdout.splitlines() if "error:" in line]
            unbuildable[replacement] = errors[0] if errors else "build failed"
            sys.stderr.write("%s: the base's own code does not build: %s\n" % (replacement, unbuildable[replacement]))
    binary = lambda program: os.path.join(arguments.build_dir, "bench", program)  # noqa: E731
    cache = {}

    def cycles(program, name, size, repetitions):
        key = (program, name, size)
        if key not in cache:
            counts = instruction_count.per_call([binary(program), name, str(size), "{reps}"], arguments.vlen,
                                                repetitions)
            if counts["total"] <= 0:
                raise SystemExit("%s %s %d: no instructions per call (the loop was optimized away?)" %
                                 (program, name, size))
            cache[key] = counts["cycles_model"]
            sys.stderr.write("%-36s %-14s %5d model %12.0f\n" % (program, name, size, cache[key]))
        return cache[key]

    rows, summary = [], []
    for replacement in chosen:
        if replacement in unbuildable:
            summary.append(dict(replacement=replacement, workloads=0, unbuildable=unbuildable[replacement]))
            continue
        ratios = []
        for program, name, size, repetitions in REPLACEMENTS[replacement]:
            with_it = cycles(program, name, size, repetitions)
            without_it = cycles(without(replacement, program), name, size, repetitions)
            ratios.append(with_it / without_it)
            rows.append(dict(replacement=replacement, workload="%s %d" % (name, size), program=program,
                             with_replacement=with_it, without_replacement=without_it, ratio=ratios[-1]))
        summary.append(dict(replacement=replacement, workloads=len(ratios),
                            geometric_mean=math.exp(sum(math.log(r) for r in ratios) / len(ratios)),
                            best=min(ratios), worst=max(ratios)))
    lines = ["Model cycles per call under QEMU, VLEN=%d, base %s: each replacement on (the overlay) and off (the "
             "base's own code with the overlay's packets); ratio = on / off." % (arguments.vlen,
                                                                                  base_label(arguments.build_dir)),
             "", "| replacement | workloads | geometric mean | best | worst |", "|---|---:|---:|---:|---:|"]
    lines += ["| %s | %d | %.3f | %.3f | %.3f |" % (s["replacement"], s["workloads"], s["geometric_mean"], s["best"],
                                                   s["worst"]) if s["workloads"] else
              "| %s | the base's own code does not build: `%s` | | | |" % (s["replacement"], s["unbuildable"].strip())
              for s in summary]
    lines += ["", "| replacement | workload | on | off | on / off |", "|---|---|---:|---:|---:|"]
    lines += ["| %s | %s | %.0f | %.0f | %.3f |" % (r["replacement"], r["workload"], r["with_replacement"],
                                                   r["without_replacement"], r["ratio"]) for r in rows]
    table = "\n".join(lines) + "\n"
    sys.stdout.write(table)
    if arguments.markdown:
        open(arguments.markdown, "w").write(table)
    if arguments.json:
        json.dump(dict(vlen=arguments.vlen, summary=summary, rows=rows), open(arguments.json, "w"), indent=2)


if __name__ == "__main__":
    main()

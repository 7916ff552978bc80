#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Per-iteration dynamic instruction counts of the Google Benchmark workloads.

  bench/count_benchmarks.py --build-dir build/clang22-256 --vlen 256 [--filter REGEX]
                            [--repetitions R] [--json out.json] [--markdown out.md]
                            [--without-generic-gebp] [--without-stock-eigen]

Runs every benchmark of bench/benchmarks.cpp matching the filter (Google
Benchmark's --benchmark_filter syntax) in each build of it, `benchmarks_stock_eigen`
(stock Eigen 3.4.0) and `benchmarks` (eigen-rvv), under QEMU with the instruction
counter (instruction_count.py): with --iterations=R and 2R, the per-iteration
figures being the difference divided by R, so that set-up and the benchmark
framework's own start-up cancel. Prints a Markdown table: instructions, vector
instructions, vector FMAs (.vv and .vf), vector loads/stores, vsetvl, LMUL-weighted
beats, the cycle model, and for the products the FMA bound (m n k / lanes FMA
beats at DLEN = VLEN / 2) and the share of it the model reaches.

The default filter leaves out the 512^3 products and the 1024 GEMVs: under QEMU's
execution log they take many minutes; name them with --filter to count them.
"""

import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import instruction_count  # noqa: E402

DEFAULT_FILTER = "m:64/|m:256/n:256/k:256|k:16|m:1/|n:16|gemv.*m:256|tensor"
COLUMNS = ["total", "scalar", "vector", "vector_fma_vv", "vector_fma_vf", "vector_load", "vector_store", "vsetvl",
           "beats", "cycles_model"]


def benchmark_names(binary, vlen, name_filter):
    cpu = "rv64,v=true,vlen=%d,zfh=true,zvfh=true,zvfbfmin=true,zvfbfwma=true" % vlen
    output = subprocess.run(["qemu-riscv64", "-L", instruction_count.SYSROOT, "-cpu", cpu, binary,
                             "--benchmark_list_tests", "--benchmark_filter=" + name_filter],
                            check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout
    return [line.strip() for line in output.splitlines() if line.strip()]


def multiply_adds(name):
    """m n k of a product benchmark (from its argument names), or None."""
    arguments = dict((key, int(value)) for key, value in re.findall(r"(\w+):(\d+)", name))
    if "k" in arguments:
        # A complex multiply-add is 4 real FMAs.
        return arguments["m"] * arguments["n"] * arguments["k"] * (4 if name.startswith(("cgemm", "zgemm")) else 1)
    if name.startswith(("strmm", "strsm")):  # a triangle of m x m times m x n
        return arguments["m"] * arguments["m"] * arguments["n"] // 2
    if name.startswith("ssymm"):
        return arguments["m"] * arguments["m"] * arguments["n"]
    if name.startswith(("sgemv", "dgemv")):
        return arguments["m"] * arguments["n"]
    if name.startswith("tensor_contraction"):
        return arguments["batch"] * arguments["length"] * arguments["features"] * arguments["units"]
    return None


def element_bits(name):
    if name.startswith(("hgemm", "bf16gemm")):
        return 16
    return 64 if name.startswith(("dgemm", "dgemv", "zgemm")) or "double" in name else 32


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--vlen", type=int, required=True)
    parser.add_argument("--filter", default=DEFAULT_FILTER)
    parser.add_argument("--repetitions", type=int, default=1, help="R: iterations of the first run (the second: 2R)")
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    parser.add_argument("--without-generic-gebp", action="store_true",
                        help="leave out the EIGEN_RVV_GENERIC_GEBP build (complex products run the RVV kernel in it "
                             "too: Eigen's generic complex GEBP needs interleaved packets)")
    parser.add_argument("--without-stock-eigen", action="store_true",
                        help="leave out stock Eigen 3.4.0 (its Eigen::half/bfloat16 products convert every operand "
                             "in software: 256^3 takes many minutes under the counter)")
    arguments = parser.parse_args()
    binaries = [("stock Eigen 3.4.0", os.path.join(arguments.build_dir, "bench", "benchmarks_stock_eigen")),
                ("eigen-rvv, generic GEBP", os.path.join(arguments.build_dir, "bench", "benchmarks_generic_gebp")),
                ("eigen-rvv", os.path.join(arguments.build_dir, "bench", "benchmarks"))]
    if arguments.without_generic_gebp:
        del binaries[1]
    if arguments.without_stock_eigen:
        del binaries[0]
    for _, binary in binaries:
        if not os.path.exists(binary):
            raise SystemExit("%s is missing: cmake --build %s --target benchmarks benchmarks_stock_eigen "
                             "benchmarks_generic_gebp (Google Benchmark's sources come from "
                             "ci/fetch-google-benchmark.sh)" % (binary, arguments.build_dir))
    results = []
    for name in benchmark_names(binaries[-1][1], arguments.vlen, arguments.filter):
        for build, binary in binaries:
            # With a fixed iteration count, Google Benchmark appends "/iterations:N" to the name.
            command = [binary, "--benchmark_filter=^%s/iterations:[0-9]+$" % re.escape(name), "--iterations={reps}",
                       "--benchmark_format=json"]  # (the console format prints its context to stderr)
            counts = instruction_count.per_call(command, arguments.vlen, arguments.repetitions)
            if counts["total"] <= 0:
                raise SystemExit("%s: no per-iteration instructions counted for %s" % (binary, name))
            row = dict(benchmark=name, build=build, **counts)
            work = multiply_adds(name)
            if work:
                lanes = arguments.vlen // element_bits(name)
                row["fma_bound"] = 2.0 * work / lanes  # LMUL-1 FMAs of 2 beats each at DLEN = VLEN / 2
                row["of_bound"] = row["fma_bound"] / counts["cycles_model"]
            results.append(row)
            sys.stderr.write("%-70s %-18s %14.0f instructions, model %12.0f\n" %
                             (name, build, counts["total"], counts["cycles_model"]))
    lines = ["Per-iteration dynamic instruction counts under QEMU, VLEN=%d (model: max(scalar/2, vector beats), "
             "DLEN=VLEN/2)" % arguments.vlen, "",
             "| benchmark | build | " + " | ".join(COLUMNS) + " | FMA bound | of bound |",
             "|---|---|" + "---|" * (len(COLUMNS) + 2)]
    for row in results:
        cells = ["%.0f" % row[c] for c in COLUMNS]
        bound = ["%.0f" % row["fma_bound"], "%.1f %%" % (100 * row["of_bound"])] if "fma_bound" in row else ["", ""]
        lines.append("| %s | %s | %s | %s |" % (row["benchmark"], row["build"], " | ".join(cells), " | ".join(bound)))
    table = "\n".join(lines) + "\n"
    sys.stdout.write(table)
    if arguments.markdown:
        open(arguments.markdown, "w").write(table)
    if arguments.json:
        json.dump(dict(vlen=arguments.vlen, results=results), open(arguments.json, "w"), indent=2)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""The eigen-rvv build of bench/kernels.cpp by two compilers, side by side.

  bench/compare_kernels.py --build-dir build/clang22-256 --vlen 256 --without-generic-gebp --json clang.json
  ci/in-gcc-root.sh gcc14 bench/compare_kernels.py --build-dir build/gcc14-256 --vlen 256 \\
      --without-generic-gebp --json build/gcc.json
  bench/compare_compilers.py clang.json build/gcc.json [--names "clang 22" "GCC 14"]

Prints a Markdown table: per workload, each compiler's instructions and model cycles (per element
for the elementwise kernels, per call otherwise; the share of the FMA bound for the products) and
the second compiler's model cycles over the first's. Exits 1 when the second takes more than
--limit (default 1.10) times the first's model cycles anywhere, naming the workloads.
"""
import argparse
import json
import sys


def overlay_rows(path):
    data = json.load(open(path))
    return data["vlen"], {r["kernel"]: r for r in data["results"] if r["build"] == "eigen-rvv"}


def cell(row):
    if "per_element" in row:
        size = row["total"] / row["per_element"]
        return "%.2f / %.2f" % (row["total"] / size, row["cycles_model"] / size)
    text = "{:,.0f} / {:,.0f}".format(row["total"], row["cycles_model"])
    if "of_bound" in row:
        text += " (%.1f %%)" % (100 * row["of_bound"])
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--names", nargs=2, default=["first", "second"])
    parser.add_argument("--limit", type=float, default=1.10)
    arguments = parser.parse_args()
    vlen_a, a = overlay_rows(arguments.first)
    vlen_b, b = overlay_rows(arguments.second)
    if vlen_a != vlen_b:
        raise SystemExit("the two runs are for different VLENs (%d, %d)" % (vlen_a, vlen_b))
    print("| workload (VLEN %d) | %s | %s | %s / %s model cycles |" % (vlen_a, arguments.names[0], arguments.names[1],
                                                                      arguments.names[1], arguments.names[0]))
    print("|---|---|---|---|")
    over = []
    for kernel in a:
        if kernel not in b:
            continue
        ratio = b[kernel]["cycles_model"] / a[kernel]["cycles_model"]
        print("| %s | %s | %s | %.3f |" % (kernel, cell(a[kernel]), cell(b[kernel]), ratio))
        if ratio > arguments.limit:
            over.append("%s (%.3f)" % (kernel, ratio))
    if over:
        print("\nmore than %.2f times the model cycles: %s" % (arguments.limit, ", ".join(over)))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Modeled cycles per FLOP of square sgemm/dgemm across sizes, for the three builds.

  bench/gemm_sweep.py --build-dir build/clang22-256 --vlen 256 [--sizes 8 16 32 ...]
                      [--json out.json] [--markdown out.md] [--svg out.svg]

Runs `kernels sgemm N` and `kernels dgemm N` (C = A * B, N x N) of the three builds of
bench/kernels.cpp (stock Eigen 3.4.0, the overlay with Eigen's generic GEBP, the overlay with
the RVV microkernel) under the instruction counter (instruction_count.py: R and 2R repetitions,
difference / R), and reports the cycle model (max(scalar / 2, vector beats), DLEN = VLEN / 2)
per floating-point operation (2 N^3 per product), the FMA bound per FLOP (N^3 / lanes FMAs of
2 beats each), and draws them as an SVG line plot.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import instruction_count  # noqa: E402

BUILDS = [("stock Eigen 3.4.0", "kernels_stock_eigen", "#888888"),
          ("eigen-rvv, generic GEBP", "kernels_generic_gebp", "#d08020"),
          ("eigen-rvv", "kernels", "#2060c0")]
PRODUCTS = [("sgemm", 32), ("dgemm", 64)]


def repetitions_for(size):
    return max(1, min(64, (64 * 64 * 64) // (size ** 3)))


def svg_plot(rows, vlen, sizes):
    width, height, left, right, top, bottom = 860, 440, 70, 300, 40, 50
    plot_w, plot_h = width - left - right, height - top - bottom
    largest = max(r["cycles_per_flop"] for r in rows)
    y_max = largest * 1.08
    x_of = {s: left + plot_w * i / (len(sizes) - 1) for i, s in enumerate(sizes)}

    def y(value):
        return top + plot_h * (1 - value / y_max)

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
           'font-size="12">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="22" font-size="14">Square GEMM under QEMU, VLEN %d: modeled cycles per FLOP '
           '(lower is better)</text>' % (left, vlen)]
    for i in range(6):
        value = y_max * i / 5
        out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#e0e0e0"/>' % (left, left + plot_w, y(value),
                                                                                    y(value)))
        out.append('<text x="%d" y="%.1f" text-anchor="end">%.3f</text>' % (left - 6, y(value) + 4, value))
    for s in sizes:
        out.append('<text x="%.1f" y="%d" text-anchor="middle">%d</text>' % (x_of[s], top + plot_h + 18, s))
    out.append('<text x="%.1f" y="%d" text-anchor="middle">N (C = A B, all N x N)</text>' %
               (left + plot_w / 2, height - 10))
    legend_y = top + 10
    for product, _ in PRODUCTS:
        dash = "" if product == "sgemm" else ' stroke-dasharray="6 4"'
        for build, _, colour in BUILDS:
            points = [(x_of[r["size"]], y(r["cycles_per_flop"])) for r in rows
                      if r["product"] == product and r["build"] == build]
            out.append('<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>' %
                       (colour, dash, " ".join("%.1f,%.1f" % p for p in points)))
            for p in points:
                out.append('<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>' % (p[0], p[1], colour))
            out.append('<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="%s" stroke-width="2"%s/>' %
                       (left + plot_w + 12, left + plot_w + 40, legend_y, legend_y, colour, dash))
            out.append('<text x="%d" y="%d">%s %s</text>' % (left + plot_w + 46, legend_y + 4, product, build))
            legend_y += 18
        bound = [(x_of[s], y(1.0 / (vlen // _bits(product)))) for s in sizes]
        out.append('<polyline fill="none" stroke="black" stroke-width="1"%s points="%s"/>' %
                   (dash, " ".join("%.1f,%.1f" % p for p in bound)))
        out.append('<text x="%d" y="%d">%s FMA bound</text>' % (left + plot_w + 46, legend_y + 4, product))
        out.append('<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="black"%s/>' %
                   (left + plot_w + 12, left + plot_w + 40, legend_y, legend_y, dash))
        legend_y += 26
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _bits(product):
    return dict(PRODUCTS)[product]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--vlen", type=int, required=True)
    parser.add_argument("--sizes", type=int, nargs="*", default=[8, 16, 24, 32, 48, 64, 96, 128, 192, 256])
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    parser.add_argument("--svg")
    arguments = parser.parse_args()
    for _, binary, _ in BUILDS:
        path = os.path.join(arguments.build_dir, "bench", binary)
        if not os.path.exists(path):
            raise SystemExit("%s is missing: cmake --build %s --target kernels kernels_stock_eigen kernels_generic_gebp"
                             % (path, arguments.build_dir))
    rows = []
    for product, bits in PRODUCTS:
        lanes = arguments.vlen // bits
        for size in arguments.sizes:
            for build, binary, _ in BUILDS:
                counts = instruction_count.per_call(
                    [os.path.join(arguments.build_dir, "bench", binary), product, str(size), "{reps}"],
                    arguments.vlen, repetitions_for(size))
                flops = 2.0 * size ** 3
                row = dict(product=product, size=size, build=build, cycles_model=counts["cycles_model"],
                           instructions=counts["total"], cycles_per_flop=counts["cycles_model"] / flops,
                           of_bound=(2.0 * size ** 3 / lanes) / counts["cycles_model"])
                rows.append(row)
                sys.stderr.write("%s %4d %-24s model %12.0f cycles, %.4f per FLOP, %.1f %% of the FMA bound\n" %
                                 (product, size, build, row["cycles_model"], row["cycles_per_flop"],
                                  100 * row["of_bound"]))
    lines = ["Square GEMM, VLEN %d: modeled cycles per FLOP (share of the FMA bound)" % arguments.vlen, "",
             "| product | N | " + " | ".join(b for b, _, _ in BUILDS) + " |", "|---|---|" + "---|" * len(BUILDS)]
    for product, _ in PRODUCTS:
        for size in arguments.sizes:
            cells = []
            for build, _, _ in BUILDS:
                row = [r for r in rows if r["product"] == product and r["size"] == size and r["build"] == build][0]
                cells.append("%.4f (%.1f %%)" % (row["cycles_per_flop"], 100 * row["of_bound"]))
            lines.append("| %s | %d | %s |" % (product, size, " | ".join(cells)))
    table = "\n".join(lines) + "\n"
    sys.stdout.write(table)
    if arguments.markdown:
        open(arguments.markdown, "w").write(table)
    if arguments.json:
        json.dump(dict(vlen=arguments.vlen, results=rows), open(arguments.json, "w"), indent=2)
    if arguments.svg:
        open(arguments.svg, "w").write(svg_plot(rows, arguments.vlen, arguments.sizes))


if __name__ == "__main__":
    main()

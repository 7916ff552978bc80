#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Where the beats of a 256^3 product go, and what share of the FMA bound a packed GEBP can reach.

The tuning issue asks sgemm/dgemm 256^3 to reach >= 95 % of the FMA bound in the
project's cycle model (bench/instruction_count.py: max(scalar issue / 2, vector
beats), an LMUL-1 vector instruction 2 beats at DLEN = VLEN / 2). The products are
beat-bound, so the share is FMA beats / all beats. The beats of a product through
Eigen's packed GEMM with a tile of `lanes` rows (one LMUL-1 register) and w columns,
the RHS in scalar registers:

  FMAs      M N K / lanes vfmacc.vf
  LHS       one vector load per tile and k-step: M/lanes * ceil(N / w) * K
  C update  per pass over C (one per depth block) and tile column: load, multiply-add
            by alpha, store (3 instructions; 2 if the accumulators started from C)
  packing   both operands once, one vector load and one store per `lanes` elements

This script checks that decomposition against the measured model cycles of the
default kernel (16 columns; bench/RESULTS.md, headers of 96bf5a1) and gives the
share for wider tiles. w is at most 30: 32 vector registers hold the w accumulators
and the two LHS registers of the software-pipelined k-loop.

  docs/studies/gebp_beat_bound.py          the table (Markdown); no build needed
"""

import math

# (VLEN, scalar): measured model cycles of the 256^3 product (bench/RESULTS.md) and the passes over C that
# Eigen's blocking makes at that size (depth blocks: from the measured vector stores).
MEASURED = {
    (128, "float"): (9142276, 1), (128, "double"): (18481156, 2),
    (256, "float"): (4571136, 1), (256, "double"): (9240576, 2),
    (512, "float"): (2309120, 2), (512, "double"): (4620288, 2),
    (1024, "float"): (1154048, 2), (1024, "double"): (2333696, 3),
}
BEATS_PER_INSTRUCTION = 2  # an LMUL-1 instruction at DLEN = VLEN / 2
SIZE = 256


def beats(vlen, scalar, width, passes, c_folded=False, vector_packing=True):
    lanes = vlen // (32 if scalar == "float" else 64)
    m = n = k = SIZE
    row_panels = math.ceil(m / lanes)
    tiles = math.ceil(n / width)
    parts = {
        "fma": m * n * k // lanes,
        "lhs": row_panels * tiles * k,
        "c": passes * row_panels * n * (2 if c_folded else 3),
        "packing": 2 * (m * k + k * n) // lanes if vector_packing else 0,
    }
    return {key: value * BEATS_PER_INSTRUCTION for key, value in parts.items()}


def share(parts):
    return 100.0 * parts["fma"] / sum(parts.values())


def main():
    print("| VLEN | product | measured | decomposition (16 columns) | FMA | LHS loads | C update | packing | "
          "16 columns | 24 | 30 | 30, C folded |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (vlen, scalar), (measured, passes) in MEASURED.items():
        today = beats(vlen, scalar, 16, passes)
        total = sum(today.values())
        cells = [f"{measured:,}", f"{total:,} ({100.0 * (total - measured) / measured:+.2f} %)"]
        cells += [f"{100.0 * today[key] / total:.1f} %" for key in ("fma", "lhs", "c", "packing")]
        cells += [f"{share(beats(vlen, scalar, w, passes)):.1f} %" for w in (16, 24, 30)]
        cells.append(f"{share(beats(vlen, scalar, 30, passes, c_folded=True)):.1f} %")
        name = "sgemm" if scalar == "float" else "dgemm"
        print(f"| {vlen} | {name} | " + " | ".join(cells) + " |")
    best = beats(256, "float", 30, 1, c_folded=True)
    scalar_packing = beats(256, "float", 30, 1, c_folded=True, vector_packing=False)
    print()
    print(f"sgemm at VLEN 256, 30 columns, C folded: {share(best):.2f} %; the same with the packing in scalar "
          f"instructions (which the model overlaps with the beats): {share(scalar_packing):.2f} %")


if __name__ == "__main__":
    main()

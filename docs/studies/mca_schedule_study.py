#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""What the llvm-mca target of the GEBP issue needs: hand-written k-loops.

The GEBP and tuning issues ask for the microkernel's k-loop to reach >= 80 %
of the core model's own FMA peak under llvm-mca-22 on -mcpu=spacemit-x60
(VLEN 256), sifive-x280 (512) and sifive-x390 (1024), with no loss on the
out-of-order sifive-p670 and tt-ascalon-d8. The compiled loop (bench/mca_microkernel.py)
reaches 60.4 % and 44.8 %. This script writes k-loops by hand, in the shape of
the microkernel (vfmacc.vf with the RHS in scalar registers, software
pipelined over two k-steps per iteration: two LHS register groups and two sets
of scalar registers, each set loaded while the other one's FMAs run), varies

  LMUL     registers per accumulator (the tile is LMUL * VLEN / SEW rows)
  columns  accumulators (nr); LMUL * columns + 2 * LMUL <= 32 registers
  group    after every `group` FMAs, the `group` scalar loads of the next
           step (1: each load right after the FMA that used its register
           last; columns: all loads after all FMAs of the step)

and reports, per core model, the cycles per iteration and the share of the
model's FMA peak (the FMAs times llvm-mca's reciprocal throughput of
vfmacc.vf at that LMUL, over the cycles), next to the tile's bound in the
project's beat model, columns / (columns + 1) (one LHS load per k-step).

  docs/studies/mca_schedule_study.py                      the table (Markdown)
  docs/studies/mca_schedule_study.py --timeline CPU LMUL COLUMNS GROUP
                                                     dispatch and write-back
                                                     cycle of each instruction

Needs llvm-mca-22 only (no build).
"""

import argparse
import re
import subprocess
import sys
import tempfile

CORES = (("spacemit-x60", 256), ("sifive-x280", 512), ("sifive-x390", 1024), ("sifive-p670", 128), ("tt-ascalon-d8", 256))
SCALAR_REGISTERS = ["ft%d" % i for i in range(12)] + ["fa%d" % i for i in range(8)] + ["fs%d" % i for i in range(12)]
ITERATIONS = 200


def k_loop(lmul, columns, group):
    """Two k-steps of a `columns`-wide micro-tile at LMUL `lmul` (float, SEW 32)."""
    if lmul * columns + 2 * lmul > 32 or 2 * columns > len(SCALAR_REGISTERS):
        raise ValueError("%d columns at LMUL %d do not fit in the registers" % (columns, lmul))
    lhs = ["v0", "v%d" % lmul]
    first_accumulator = 2 * lmul
    lines = ["# LLVM-MCA-RISCV-LMUL M%d" % lmul, "# LLVM-MCA-RISCV-SEW E32"]
    for step in range(2):
        current = SCALAR_REGISTERS[columns * step:columns * (step + 1)]
        following = SCALAR_REGISTERS[columns * (1 - step):columns * (2 - step)]
        lines.append("vle32.v %s, (a1)" % lhs[1 - step])  # the next step's LHS, a whole step ahead
        for start in range(0, columns, group):
            chunk = range(start, min(start + group, columns))
            for c in chunk:
                lines.append("vfmacc.vf v%d, %s, %s" % (first_accumulator + lmul * c, current[c], lhs[step]))
            for c in chunk:
                lines.append("flw %s, %d(a0)" % (following[c], 4 * (columns * step + c)))
    lines += ["addi a0, a0, %d" % (8 * columns), "add a1, a1, a2", "addi a3, a3, 2", "blt a3, a4, .-4"]
    return "\n".join(lines) + "\n", 2 * columns


def complex_k_loop(lmul, columns, group, split=False):
    """Two k-steps of a complex float micro-tile: the LHS real and imaginary parts in `lmul` registers each (one
    vlseg2e32), two accumulators per column, four FMAs per column and step. The FMAs with the real part of the LHS
    come first for every column, then those with the imaginary part, so that the two FMAs into one accumulator are
    2 * columns instructions apart; after every `group` FMAs of the second half, the loads of the next step's
    scalars that are no longer needed (two per column). split: the LHS parts in two planes (two vle32) instead of
    interleaved (vlseg2e32)."""
    if 2 * lmul * columns + 4 * lmul > 32 or 4 * columns > len(SCALAR_REGISTERS):
        raise ValueError("%d complex columns at LMUL %d do not fit in the registers" % (columns, lmul))
    lhs = [("v0", "v%d" % lmul), ("v%d" % (2 * lmul), "v%d" % (3 * lmul))]
    first_accumulator = 4 * lmul
    lines = ["# LLVM-MCA-RISCV-LMUL M%d" % lmul, "# LLVM-MCA-RISCV-SEW E32"]
    for step in range(2):
        current = SCALAR_REGISTERS[2 * columns * step:2 * columns * (step + 1)]
        following = SCALAR_REGISTERS[2 * columns * (1 - step):2 * columns * (2 - step)]
        real, imag = lhs[step]
        if split:
            lines.append("vle32.v %s, (a1)" % lhs[1 - step][0])
            lines.append("vle32.v %s, (a5)" % lhs[1 - step][1])
        else:
            lines.append("vlseg2e32.v %s, (a1)" % lhs[1 - step][0])
        for c in range(columns):
            re_acc, im_acc = first_accumulator + 2 * lmul * c, first_accumulator + 2 * lmul * c + lmul
            lines.append("vfmacc.vf v%d, %s, %s" % (re_acc, current[2 * c], real))
            lines.append("vfmacc.vf v%d, %s, %s" % (im_acc, current[2 * c + 1], real))
        pending = []
        for c in range(columns):
            re_acc, im_acc = first_accumulator + 2 * lmul * c, first_accumulator + 2 * lmul * c + lmul
            lines.append("vfnmsac.vf v%d, %s, %s" % (re_acc, current[2 * c + 1], imag))
            lines.append("vfmacc.vf v%d, %s, %s" % (im_acc, current[2 * c], imag))
            pending += [2 * c, 2 * c + 1]
            if len(pending) >= group or c == columns - 1:
                for index in pending:
                    lines.append("flw %s, %d(a0)" % (following[index], 4 * (2 * columns * step + index)))
                pending = []
    lines += ["addi a0, a0, %d" % (16 * columns), "add a1, a1, a2"] + (["add a5, a5, a2"] if split else []) + \
        ["addi a3, a3, 2", "blt a3, a4, .-4"]
    return "\n".join(lines) + "\n", 8 * columns


def run_mca(cpu, loop, extra=()):
    with tempfile.NamedTemporaryFile("w", suffix=".s") as source:
        source.write(loop)
        source.flush()
        return subprocess.run(["llvm-mca-22", "-mtriple=riscv64", "-mcpu=" + cpu, "-mattr=+v",
                               "-iterations=%d" % ITERATIONS, *extra, source.name],
                              check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout


def share_of_peak(cpu, loop, fmas):
    report = run_mca(cpu, loop)
    cycles = int(re.search(r"Total Cycles:\s+(\d+)", report).group(1)) / ITERATIONS
    throughput = max(float(m.group(1)) for m in re.finditer(r"^\s*\d+\s+\d+\s+([0-9.]+)\s.*\svfn?m[a-z]*\.vf", report, re.M))
    return cycles, 100.0 * fmas * throughput / cycles


def timeline(cpu, lmul, columns, group):
    loop, _ = k_loop(lmul, columns, group)
    report = run_mca(cpu, loop, ["-timeline", "-timeline-max-cycles=1000"]).split("\n")
    start = next(i for i, line in enumerate(report) if line.startswith("Timeline view"))
    print("instruction (iteration, index): dispatch cycle, write-back cycle")
    for line in report[start:]:
        match = re.match(r"(\[\d+,\d+\])\s", line)
        if match:
            body = line[10:]
            print("%-8s %4d %4d  %s" % (match.group(1), body.find("D"), body.find("E"), body.split("   ")[-1].strip()))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--timeline", nargs=4, metavar=("CPU", "LMUL", "COLUMNS", "GROUP"))
    parser.add_argument("--complex", action="store_true", help="complex float tiles (complex_k_loop)")
    arguments = parser.parse_args()
    if arguments.complex:
        print("| LMUL | complex columns | LHS load | loads after every | %s | beat-model tile bound |" %
              " | ".join("%s (VLEN %d): cycles per 2 steps, of FMA peak" % core for core in CORES))
        print("|---|---|---|---|" + "---|" * len(CORES) + "---|")
        for lmul, columns in ((1, 8), (2, 4), (2, 6), (4, 2)):
            for split in (False, True):
                for group in sorted(g for g in {2, 4, 2 * columns} if g <= 2 * columns):
                    loop, fmas = complex_k_loop(lmul, columns, group, split)
                    cells = []
                    for cpu, _ in CORES:
                        cycles, share = share_of_peak(cpu, loop, fmas)
                        cells.append("%.0f, %.1f %%" % (cycles, share))
                    print("| %d | %d | %s | %d loads | %s | %.1f %% |" %
                          (lmul, columns, "2 vle32" if split else "vlseg2e32", group, " | ".join(cells),
                           100.0 * 4 * columns / (4 * columns + 2)))
        return 0
    if arguments.timeline:
        cpu, lmul, columns, group = arguments.timeline
        timeline(cpu, int(lmul), int(columns), int(group))
        return 0
    print("| LMUL | columns | loads after every | %s | beat-model tile bound |" %
          " | ".join("%s (VLEN %d): cycles per 2 steps, of FMA peak" % core for core in CORES))
    print("|---|---|---|" + "---|" * len(CORES) + "---|")
    for lmul, columns in ((1, 16), (2, 12), (2, 8), (4, 6), (4, 4), (8, 2)):
        for group in sorted(g for g in {1, 2, 4, columns} if g <= columns):
            loop, fmas = k_loop(lmul, columns, group)
            cells = []
            for cpu, _ in CORES:
                cycles, share = share_of_peak(cpu, loop, fmas)
                cells.append("%.0f, %.1f %%" % (cycles, share))
            print("| %d | %d | %s | %s | %.1f %% |" % (lmul, columns, "1 FMA" if group == 1 else "%d FMAs" % group,
                                                       " | ".join(cells), 100.0 * columns / (columns + 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Static analysis of the GEBP microkernel's inner loop with llvm-mca.

  bench/mca_microkernel.py [--vlen 256] [--cpu spacemit-x60] [--scalar float|double|cfloat|cdouble|half]
                           [--compiler clang++-22] [--generic-gebp] [--tuning wide|in_order] [--lmul 1]
                           [--extra-flags ...]
  bench/mca_microkernel.py --binary PROGRAM --check [--expect real complex half]

Compiles a translation unit that instantiates Eigen's gebp_kernel (through the overlay, as
any product does) for riscv64 at the given VLEN, disassembles it, takes the innermost loop of
the full-width micro-tile (of the innermost loops, the one with the most vector FMAs), and
runs llvm-mca on it for the given core model. Reports cycles per iteration, FMAs per cycle,
and the share of the model's own FMA peak (1 / the reciprocal throughput llvm-mca gives
vfmacc.vf or vfmacc.vv). With --generic-gebp the same for Eigen's generic GEBP on RVV packets.

With --binary, every GEBP k-loop of an existing program (a test or benchmark built with the
overlay) is listed instead; --check then asserts what the microkernel promises of them (a
ctest): FMAs with a scalar RHS operand only (vfmacc.vf / vfnmsac.vf, no broadcasts), the same
number per LHS vector load (vle; a complex LHS is packed as real and imaginary planes, two vle per
step), no vsetvli, vrgather or vslide, no more register copies than LHS registers loaded, and the
full tiles present: 16 vfmacc.vf per vle (real) and 16 FMAs per vle with vfnmsac.vf among them
(complex x complex: 32 per step); it exits with status 1 naming
what it found otherwise.
"""

import argparse
import bisect
import os
import re
import subprocess
import sys
import tempfile

SOURCE = r"""
#include <Eigen/Core>
typedef Eigen::internal::blas_data_mapper<SCALAR, long, Eigen::ColMajor> Mapper;
typedef Eigen::internal::gebp_traits<SCALAR, SCALAR> Traits;
void run(const Mapper& res, const SCALAR* a, const SCALAR* b, long rows, long depth, long cols, SCALAR alpha) {
  Eigen::internal::gebp_kernel<SCALAR, SCALAR, long, Mapper, Traits::mr, Traits::nr> kernel;
  kernel(res, a, b, rows, depth, cols, alpha);
}
int main() { return 0; }
"""

BRANCHES = ("beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "bltz", "bgez", "blez", "bgtz")


def innermost_loops(disassembly):
    """The innermost loops (no other backward branch inside), as lists of (address, mnemonic, operands),
    section by section (the sections of an object file each start at address 0)."""
    bodies = []
    for section in re.split(r"^Disassembly of section .*$", disassembly, flags=re.M):
        bodies += section_innermost_loops(section)
    return bodies


def section_innermost_loops(disassembly):
    instructions = []
    for line in disassembly.splitlines():
        match = re.match(r"\s*([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
        if match:
            instructions.append((int(match.group(1), 16), match.group(2), match.group(3)))
    instructions.sort()
    addresses = [i[0] for i in instructions]
    loops = []  # (branch address, target), in address order
    for address, mnemonic, operands in instructions:
        target = re.search(r"\b(?:0x)?([0-9a-f]+) <", operands)  # llvm-objdump: 0x1234 <f>; GNU: 1234 <f>
        if mnemonic in BRANCHES and target and int(target.group(1), 16) < address:
            loops.append((address, int(target.group(1), 16)))
    branches = [end for end, _ in loops]
    bodies = []
    for end, start in loops:
        inside = loops[bisect.bisect_left(branches, start):bisect.bisect_left(branches, end)]
        if any(s >= start for _, s in inside):
            continue
        bodies.append(instructions[bisect.bisect_left(addresses, start):bisect.bisect_right(addresses, end)])
    return bodies


def as_text(body):
    return ["%s %s" % (m, re.sub(r"0x[0-9a-f]+ <.*$", ".-4", o)) for _, m, o in body]


def innermost_fma_loop(disassembly):
    """The innermost loop with the most vector FMAs (at least 8)."""
    best = None
    for body in innermost_loops(disassembly):
        fmas = sum(1 for i in body if i[1].startswith(("vfmacc", "vfmadd", "vfnmsac")))
        if fmas >= 8 and (best is None or fmas > best[0]):
            best = (fmas, body)
    if best is None:
        raise SystemExit("no loop with vector FMAs found")
    return as_text(best[1])


VECTOR_SCALAR_FMAS = ("vfmacc.vf", "vfnmsac.vf")


def check_microkernel_loops(disassembly, show, expected_tiles=("real", "complex")):
    """Every GEBP k-loop of a program: the innermost loops with at least 8 vector-scalar FMAs and
    no vector store and no vector-vector FMA (those are the result updates, GEMV and the like), nor
    loops that load only whole registers (vl1re16.v, ...: Eigen's generic GEMV on full packets). Each
    must issue the same number of FMAs per LHS load (vle, a segment load vlseg2, or a strided load vlse:
    the single rows that end a real LHS, upstream's layout) and hold no
    vsetvli, vrgather, vslide or broadcast, nor more register copies than the LHS registers it
    loads; the full micro-tiles must be there: a real one with 16 vfmacc.vf per vle and a complex x
    complex one with 16 FMAs per vle (two loads per step: the real and the imaginary plane) with
    vfnmsac.vf among them (the imaginary parts' product), and on
    request a binary16 one with 16 vfmacc.vf per vle16 (narrower panels issue fewer FMAs per load
    by design), or the in-order tuning's real one (in_order): 4 vfmacc.vf per vle, and after every
    two FMAs the two scalar loads of the next step's RHS values, or its complex x complex one
    (in_order_complex): 8 FMAs per vle, per step the 8 FMAs with the LHS real parts, then per column
    the 2 with its imaginary parts, each scalar load alone before an FMA: a column's next RHS value before
    the next column's 2 FMAs, the last column's before the next step's first 2."""
    failures = 0
    ratios = {"vle": set(), "vlseg2": set(), "vlse": set(), "vle16": set(), "complex": set()}
    in_order_loops = 0
    in_order_complex_loops = 0
    for body in innermost_loops(disassembly):
        mnemonics = [i[1] for i in body]
        fmas = sum(1 for m in mnemonics if m in VECTOR_SCALAR_FMAS)
        if fmas < 8 or any(m.startswith(("vse", "vsse", "vsseg", "vssseg", "vs1r", "vs2r")) for m in mnemonics):
            continue
        if any(m.startswith(("vfmacc.vv", "vfnmsac.vv", "vfmadd", "vfmsub")) for m in mnemonics):
            continue
        plain_loads = sum(1 for m in mnemonics if re.match(r"vle(16|32|64)\.v$", m))
        segmented_loads = sum(1 for m in mnemonics if re.match(r"vlseg2e(16|32|64)\.v$", m))
        strided_loads = sum(1 for m in mnemonics if re.match(r"vlse(16|32|64)\.v$", m))
        if not plain_loads + segmented_loads + strided_loads and any(re.match(r"vl\d+re(16|32|64)\.v$", m) for m in mnemonics):
            continue  # whole-register loads only: Eigen's generic code on full packets (its GEMV), not the kernel
        problems = [m for m in mnemonics if m.startswith(("vsetvl", "vsetivl", "vrgather", "vslide", "vfmv.v.f"))]
        loads = plain_loads + segmented_loads + strided_loads
        if bool(plain_loads) + bool(segmented_loads) + bool(strided_loads) > 1:
            problems.append("LHS loads of two kinds in one loop")
        kind = "vlseg2" if segmented_loads else "vlse" if strided_loads else "vle"
        copies = sum(1 for m in mnemonics if re.match(r"vmv\d+r\.v$", m))
        if copies > plain_loads + strided_loads + 2 * segmented_loads:
            problems.append("%d register copies" % copies)
        ratio = fmas // loads if loads else 0
        if loads == 0 or fmas % loads:
            problems.append("%.1f FMAs per LHS load" % (fmas / loads if loads else 0))
        else:
            complex_products = "vfnmsac.vf" in mnemonics
            ratios["complex" if complex_products else kind].add(ratio)
            if any(re.match(r"vle16\.v$", m) for m in mnemonics):
                ratios["vle16"].add(ratio)
        order = "".join("F" if m in VECTOR_SCALAR_FMAS else "L" if m in ("flw", "fld", "flh") else "" for m in mnemonics)
        if kind == "vle" and ratio == 4 and order == "FFLL" * 4:
            in_order_loops += 1
        if kind == "vle" and ratio == 8 and "vfnmsac.vf" in mnemonics and order == ("LFLF" + "F" * 8 + "LF" * 6) * 2:
            in_order_complex_loops += 1
        print("k-loop at 0x%x: %d instructions, %d vector-scalar FMAs, %d %s loads%s" %
              (body[0][0], len(body), fmas, loads, kind, (", unexpected: " + ", ".join(problems)) if problems else ""))
        if show:
            sys.stdout.write("\n".join(as_text(body)) + "\n")
        failures += bool(problems)
    if "real" in expected_tiles and 16 not in ratios["vle"]:
        print("FAILED: no real k-loop with 16 vfmacc.vf per vector load")
        failures += 1
    if "in_order" in expected_tiles and not in_order_loops:
        print("FAILED: no real k-loop with 4 vfmacc.vf per vector load and two scalar loads after every two FMAs")
        failures += 1
    if "in_order_complex" in expected_tiles and not in_order_complex_loops:
        print("FAILED: no complex x complex k-loop with 8 FMAs per vector load, the real parts' FMAs first and a "
              "scalar load before each FMA from a step's second column of imaginary parts to the next step's second")
        failures += 1
    if "half" in expected_tiles and 16 not in ratios["vle16"]:
        print("FAILED: no binary16 k-loop with 16 vfmacc.vf per vle16")
        failures += 1
    if "complex" in expected_tiles and 16 not in ratios["complex"]:
        print("FAILED: no complex x complex k-loop with 16 FMAs per vector load (32 per step)")
        failures += 1
    if failures:
        print("FAILED: a k-loop must hold only vector-scalar FMAs, the same number per LHS vector load, and no "
              "vsetvli, vrgather, vslide or broadcast, and no more register copies than LHS registers loaded")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--vlen", type=int, default=256)
    parser.add_argument("--cpu", default="spacemit-x60")
    parser.add_argument("--scalar", default="float", choices=["float", "double", "cfloat", "cdouble", "half"],
                        help="cfloat/cdouble: std::complex<float>/<double> (4 real FMAs per complex multiply-add)")
    parser.add_argument("--compiler", default="clang++-22")
    parser.add_argument("--generic-gebp", action="store_true")
    parser.add_argument("--extra-flags", nargs="*", default=[])
    parser.add_argument("--lmul", type=int, choices=[1, 2, 4, 8],
                        help="registers per accumulator of the analysed kernel (the loop has no vsetvli to say it; "
                             "default: the tuning's, 1 for wide, 4 (real) or 2 (complex) for in_order)")
    parser.add_argument("--tuning", default="wide", choices=["wide", "in_order"],
                        help="the kernel's EIGEN_RVV_GEBP_TUNING")
    parser.add_argument("--show-loop", action="store_true")
    parser.add_argument("--binary", help="take the loop from this program instead of compiling one")
    parser.add_argument("--check", action="store_true", help="assert the k-loop's properties (with --binary)")
    parser.add_argument("--objdump", default="llvm-objdump-22")
    parser.add_argument("--expect", nargs="+", default=["real", "complex"], choices=["real", "complex", "half", "in_order", "in_order_complex"],
                        help="the full micro-tiles --check requires (default: real and complex)")
    arguments = parser.parse_args()
    if arguments.binary:
        disassembly = subprocess.run([arguments.objdump, "-d", "--no-show-raw-insn", arguments.binary], check=True,
                                     stdout=subprocess.PIPE, universal_newlines=True).stdout
        status = check_microkernel_loops(disassembly, arguments.show_loop, arguments.expect)
        return status if arguments.check else 0
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sew = {"half": 16, "float": 32, "cfloat": 32}.get(arguments.scalar, 64)
    if arguments.lmul is None:
        in_order_lmul = {"float": 4, "double": 4, "cfloat": 2, "cdouble": 2}.get(arguments.scalar, 1)
        arguments.lmul = in_order_lmul if arguments.tuning == "in_order" else 1
    scalar = {"cfloat": "std::complex<float>", "cdouble": "std::complex<double>", "half": "_Float16"}.get(arguments.scalar,
                                                                                      arguments.scalar)
    with tempfile.TemporaryDirectory() as directory:
        source = os.path.join(directory, "kernel.cpp")
        open(source, "w").write(SOURCE.replace("SCALAR", scalar))
        binary = os.path.join(directory, "kernel")
        command = [arguments.compiler, "--target=riscv64-linux-gnu", "-march=rv64gcv_zfh_zvfh_zvfbfmin_zvfbfwma",
                   "-mrvv-vector-bits=%d" % arguments.vlen, "-O2", "-fno-omit-frame-pointer", "-fuse-ld=lld",
                   "-I" + root, "-I/usr/include/eigen3", source, "-o", binary] + arguments.extra_flags
        if arguments.generic_gebp:
            command.append("-DEIGEN_RVV_GENERIC_GEBP")
        command.append("-DEIGEN_RVV_GEBP_TUNING=" + arguments.tuning)
        subprocess.run(command, check=True)
        disassembly = subprocess.run([arguments.objdump, "-d", "--no-show-raw-insn", binary], check=True,
                                     stdout=subprocess.PIPE, universal_newlines=True).stdout
        loop = innermost_fma_loop(disassembly)
        region = os.path.join(directory, "loop.s")
        open(region, "w").write("# LLVM-MCA-RISCV-LMUL M%d\n# LLVM-MCA-RISCV-SEW E%d\n# LLVM-MCA-BEGIN\n%s\n"
                                "# LLVM-MCA-END\n" % (arguments.lmul, sew, "\n".join(loop)))
        iterations = 300
        report = subprocess.run(["llvm-mca-22", "-mtriple=riscv64", "-mcpu=" + arguments.cpu, "-mattr=+v",
                                 "-iterations=%d" % iterations, region], check=True, stdout=subprocess.PIPE,
                                universal_newlines=True).stdout
    cycles = int(re.search(r"Total Cycles:\s+(\d+)", report).group(1)) / iterations
    fmas = sum(1 for line in loop if line.startswith(("vfmacc", "vfmadd", "vfnmsac")))
    throughputs = [float(m.group(1)) for m in re.finditer(r"^\s*\d+\s+\d+\s+([0-9.]+)\s.*\s(vfmacc|vfmadd|vfnmsac)\.",
                                                           report, re.M)]
    peak_cycles = fmas * max(throughputs)  # the FMA unit busy on every cycle it can be
    if arguments.show_loop:
        sys.stdout.write("\n".join(loop) + "\n")
    print("%s %s VLEN %d%s%s: inner loop %d instructions, %d vector FMAs, %.1f cycles per iteration, "
          "%.2f FMAs per cycle, %.1f %% of the model's FMA peak (%.1f cycles per FMA)" %
          (arguments.cpu, arguments.scalar, arguments.vlen, " (generic GEBP)" if arguments.generic_gebp else "",
           ", tuning %s" % arguments.tuning if arguments.tuning != "wide" else "",
           len(loop), fmas, cycles, fmas / cycles, 100 * peak_cycles / cycles, max(throughputs)))


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Dynamic instruction counts of a riscv64 program under QEMU user mode.

QEMU is a functional emulator: its wall time says nothing about RISC-V
hardware. This tool counts what the program executes instead. It runs the
program under `qemu-riscv64 -d in_asm,exec,nochain` (every translated block
is printed once with its instructions, every execution of a block is logged),
streams the log, and classifies each executed instruction from its encoding
(not QEMU's mnemonic, which e.g. prints vlseg2e32.v as vle32.v):

  scalar      everything that is not a vector instruction (compressed included)
  vsetvl      vsetvli / vsetivli / vsetvl (LMUL/SEW are tracked from their
              immediates in execution order)
  vector      OP-V arithmetic and vector loads/stores
  vector_fma  floating-point multiply-add (vfmacc, vfmadd, ... and widening,
              vfwmaccbf16 included), split
              into .vv and .vf forms
  vector_load / vector_store
  beats       sum over vector instructions of max(1, G * VLEN / DLEN), DLEN = VLEN / 2,
              G the registers of the widest operand group: LMUL; 2 LMUL for widening and
              narrowing arithmetic; for loads and stores the data's EMUL (EEW / SEW * LMUL)
              times the fields of a segment access, n for vl<n>re/vs<n>r, 1/8 for vlm/vsm

and a simple cycle model: max(scalar_issue / 2, beats), scalar_issue counting
scalar and vsetvl instructions.

To cancel start-up and set-up cost, a workload is run with R and 2R
repetitions; per-call figures are (count(2R) - count(R)) / R.

Usage:
  instruction_count.py --vlen 256 -- ./program args...      counts for one run
  instruction_count.py --vlen 256 --repetitions 4 -- ./program args... {reps}
      per-call counts: {reps} in the arguments is replaced by R and then 2R
  instruction_count.py --vlen 256 --by-function 15 [--repetitions 4] -- ./program args...
      also the 15 functions of the program executing the most instructions
      (instructions, scalar issue slots and vector beats of each; symbols from nm)
  instruction_count.py --vlen 256 --by-block 20 [--repetitions 4] -- ./program args...
      also the 20 translated blocks executing the most instructions, by address in the
      program (for llvm-objdump --start-address)
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SYSROOT = "/usr/riscv64-linux-gnu"

LMUL_FROM_VLMUL = {0: 1.0, 1: 2.0, 2: 4.0, 3: 8.0, 5: 0.125, 6: 0.25, 7: 0.5}
EEW_FROM_WIDTH = {0x0: 8, 0x5: 16, 0x6: 32, 0x7: 64}


def register_groups(word, funct3, lmul):
    """Registers of the widest operand group of an OP-V instruction: 2 LMUL for widening and narrowing ones."""
    funct6 = word >> 26
    if funct3 in (0x2, 0x6, 0x1, 0x5) and 0x30 <= funct6 <= 0x3F:  # OPMVV/OPMVX/OPFVV/OPFVF widening
        reduction = funct3 in (0x1, 0x5) and funct6 in (0x31, 0x33)  # vfwredusum/vfwredosum: scalar result
        return lmul if reduction else 2 * lmul
    if funct3 in (0x0, 0x3, 0x4) and 0x2C <= funct6 <= 0x2F:  # vnsrl, vnsra, vnclipu, vnclip
        return 2 * lmul
    if funct3 == 0x1 and funct6 == 0x12 and 0x08 <= (word >> 15) & 0x1F <= 0x17:  # vfwcvt.*, vfncvt.*
        return 2 * lmul
    return lmul


def memory_groups(word, lmul, sew):
    """Registers a vector load or store moves: EEW / SEW * LMUL per field (the data's EMUL, not the vtype's
    LMUL), times the fields of a segment access; whole-register accesses their count; vlm/vsm an eighth."""
    fields = (word >> 29) + 1
    mop = (word >> 26) & 0x3
    eew = EEW_FROM_WIDTH[(word >> 12) & 0x7]
    if mop == 0:
        unit_kind = (word >> 20) & 0x1F
        if unit_kind == 0x8:  # vl<n>re / vs<n>r
            return float(fields)
        if unit_kind == 0xB:  # vlm.v / vsm.v
            return 0.125
        return fields * eew / sew * lmul
    if mop == 2:  # strided
        return fields * eew / sew * lmul
    return max(fields * lmul, eew / sew * lmul)  # indexed: data at SEW, indices at EEW


def classify(word, current_lmul, current_sew=32):
    """Returns (kind, fma_form, new_lmul, new_sew, register_groups) for one instruction encoding."""
    if word & 0x3 != 0x3:  # compressed (16-bit) instruction
        return "scalar", None, current_lmul, current_sew, 0.0
    opcode = word & 0x7F
    funct3 = (word >> 12) & 0x7
    if opcode == 0x57:  # OP-V
        if funct3 == 0x7:  # vsetvli / vsetivli / vsetvl
            if (word >> 31) == 0:
                vtype = (word >> 20) & 0x7FF
            elif (word >> 30) == 0x3:
                vtype = (word >> 20) & 0x3FF
            else:
                return "vsetvl", None, current_lmul, current_sew, 0.0  # vsetvl: vtype from a register
            return ("vsetvl", None, LMUL_FROM_VLMUL.get(vtype & 0x7, current_lmul), 8 << ((vtype >> 3) & 0x7),
                    0.0)
        funct6 = word >> 26
        is_float = funct3 in (0x1, 0x5)  # OPFVV, OPFVF
        # 0x28-0x2F: vfmadd .. vfnmsac; 0x3B: vfwmaccbf16 (Zvfbfwma); 0x3C-0x3F: vfwmacc .. vfwnmsac.
        is_fma = is_float and (0x28 <= funct6 <= 0x2F or 0x3B <= funct6 <= 0x3F)
        return ("vector", ("vf" if funct3 == 0x5 else "vv") if is_fma else None, current_lmul, current_sew,
                register_groups(word, funct3, current_lmul))
    if opcode in (0x07, 0x27) and funct3 in (0x0, 0x5, 0x6, 0x7):  # vector loads / stores
        return ("vector_load" if opcode == 0x07 else "vector_store", None, current_lmul, current_sew,
                memory_groups(word, current_lmul, current_sew))
    return "scalar", None, current_lmul, current_sew, 0.0


def cycles_model(counts):
    """max(scalar issue slots / 2, vector beats): ranks kernels, not a real core."""
    return max((counts["scalar"] + counts["vsetvl"]) / 2.0, counts["beats"])


LINE_INSN = re.compile(r"^0x([0-9a-f]+):\s+([0-9a-f]{4,8})\s")
LINE_TRACE = re.compile(r"^Trace \d+: 0x[0-9a-f]+ \[[0-9a-f]+/([0-9a-f]+)/")


LINE_MAPPING = re.compile(r"^([0-9a-f]{8,16})-[0-9a-f]{8,16} [0-9a-f]+ [-r][-w][-x]")


def count_log(stream, vlen, profile=None):
    """Streams a QEMU in_asm,exec,nochain log and returns the counts.

    With a dict `profile` (and `page` in the log), also fills profile["blocks"]: guest pc of a block ->
    [instructions, scalar issue slots, beats] over its executions, and profile["base"]: the address the
    program was loaded at (its first mapping)."""
    dlen = vlen // 2
    block_totals = profile.setdefault("blocks", {}) if profile is not None else None
    blocks = {}  # guest pc of a translated block -> list of encodings
    current_block = None
    counts = dict(total=0, scalar=0, vsetvl=0, vector=0, vector_load=0, vector_store=0, vector_fma_vv=0,
                  vector_fma_vf=0, beats=0.0)
    lmul, sew = 1.0, 32
    for line in stream:
        if line.startswith("IN:"):
            current_block = []
            continue
        match = LINE_INSN.match(line)
        if match:
            if current_block is not None:
                if not current_block:
                    blocks[int(match.group(1), 16)] = current_block
                current_block.append(int(match.group(2), 16))
            continue
        match = LINE_TRACE.match(line)
        if match:
            current_block = None
            pc = int(match.group(1), 16)
            before = (counts["total"], counts["scalar"] + counts["vsetvl"], counts["beats"])
            for word in blocks.get(pc, ()):
                kind, fma_form, lmul, sew, groups = classify(word, lmul, sew)
                counts["total"] += 1
                if kind in ("scalar", "vsetvl"):
                    counts[kind] += 1
                    continue
                counts["vector"] += 1
                if kind != "vector":
                    counts[kind] += 1
                if fma_form:
                    counts["vector_fma_" + fma_form] += 1
                counts["beats"] += max(1.0, groups * vlen / dlen)
            if block_totals is not None:
                totals = block_totals.setdefault(pc, [0, 0, 0.0])
                totals[0] += counts["total"] - before[0]
                totals[1] += counts["scalar"] + counts["vsetvl"] - before[1]
                totals[2] += counts["beats"] - before[2]
            continue
        if profile is not None and "base" not in profile:
            match = LINE_MAPPING.match(line)
            if match:
                profile["base"] = int(match.group(1), 16)
    counts["cycles_model"] = cycles_model(counts)
    return counts


def run_counted(command, vlen, qemu_cpu_extra="", profile=None):
    cpu = "rv64,v=true,vlen=%d,zfh=true,zvfh=true,zvfbfmin=true,zvfbfwma=true%s" % (vlen, qemu_cpu_extra)
    log = "in_asm,exec,nochain" + (",page" if profile is not None else "")
    with tempfile.TemporaryDirectory() as directory:
        fifo = os.path.join(directory, "log")
        os.mkfifo(fifo)
        process = subprocess.Popen(
            ["qemu-riscv64", "-L", SYSROOT, "-cpu", cpu, "-d", log, "-D", fifo] + command,
            stdout=subprocess.PIPE)
        with open(fifo, "r", errors="replace") as stream:
            counts = count_log(stream, vlen, profile)
        output = process.communicate()[0].decode(errors="replace")
        if process.returncode != 0:
            raise SystemExit("%s failed with exit code %d:\n%s" % (" ".join(command), process.returncode, output))
    return counts


def per_call(command, vlen, repetitions, profiles=None):
    """Counts with R and 2R repetitions ({reps} in the command) and returns the per-call difference.
    With a list `profiles`, appends the two runs' profiles (count_log) to it."""
    def substitute(r):
        return [argument.replace("{reps}", str(r)) for argument in command]
    runs = [{} if profiles is not None else None, {} if profiles is not None else None]
    once = run_counted(substitute(repetitions), vlen, profile=runs[0])
    twice = run_counted(substitute(2 * repetitions), vlen, profile=runs[1])
    if profiles is not None:
        profiles.extend(runs)
    counts = {key: (twice[key] - once[key]) / float(repetitions) for key in once}
    counts["cycles_model"] = cycles_model(counts)
    return counts


def functions_of(binary):
    """The program's functions as a sorted list of (start address, demangled name, size), from nm."""
    # The GCC roots (ci/in-gcc-root.sh) have only the cross binutils.
    nm = shutil.which("nm") or "riscv64-linux-gnu-nm"
    output = subprocess.run([nm, "-C", "-n", "-S", "--defined-only", binary], check=True, stdout=subprocess.PIPE,
                            universal_newlines=True).stdout
    functions = []
    for line in output.splitlines():
        fields = line.split(" ", 3)
        if len(fields) == 4 and fields[2] in ("T", "t", "W", "w"):
            functions.append((int(fields[0], 16), fields[3], int(fields[1], 16)))
    return functions


def by_function(profile, functions):
    """Sums a profile's blocks per function: name -> [instructions, scalar issue slots, beats]."""
    import bisect
    starts = [function[0] for function in functions]
    totals = {}
    base = profile.get("base", 0)
    for pc, block in profile.get("blocks", {}).items():
        index = bisect.bisect_right(starts, pc - base) - 1
        # Past the function's end: PLT stubs, or shared libraries mapped above the program.
        inside = index >= 0 and pc >= base and pc - base < starts[index] + functions[index][2]
        name = functions[index][1] if inside else "(outside the program)"
        entry = totals.setdefault(name, [0, 0, 0.0])
        for i in range(3):
            entry[i] += block[i]
    return totals


def by_block(profile, functions):
    """A profile's blocks by their address in the program: "function+offset" -> [instructions, scalar, beats]."""
    import bisect
    starts = [function[0] for function in functions]
    totals = {}
    base = profile.get("base", 0)
    for pc, block in profile.get("blocks", {}).items():
        index = bisect.bisect_right(starts, pc - base) - 1
        if index < 0 or pc < base or pc - base >= starts[index] + functions[index][2]:
            name = "(outside the program) %#x" % pc
        else:
            name = "%#x %s+%#x" % (pc - base, functions[index][1][:100], pc - base - starts[index])
        totals[name] = list(block)
    return totals


def print_by_function(totals, top, per=1.0, out=sys.stderr):
    rows = sorted(totals.items(), key=lambda item: -item[1][0])[:top]
    out.write("%14s %14s %14s  function\n" % ("instructions", "scalar issue", "vector beats"))
    for name, (instructions, scalar, beats) in rows:
        out.write("%14.0f %14.0f %14.0f  %s\n" % (instructions / per, scalar / per, beats / per, name[:160]))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--vlen", type=int, required=True, help="vector length the program was built for")
    parser.add_argument("--repetitions", type=int, default=0,
                        help="R: report per-call counts from runs with R and 2R repetitions ({reps} in the command)")
    parser.add_argument("--by-function", type=int, default=0, metavar="N",
                        help="also print (to stderr) the N functions executing the most instructions")
    parser.add_argument("--by-block", type=int, default=0, metavar="N",
                        help="also print (to stderr) the N translated blocks executing the most instructions, "
                             "by address in the program (for llvm-objdump --start-address)")
    parser.add_argument("--check", action="append", default=[], metavar="KEY=VALUE",
                        help="exit with an error unless count KEY equals VALUE (repeatable)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- program and arguments")
    arguments = parser.parse_args()
    command = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    if not command:
        parser.error("no program given")
    profiling = arguments.by_function or arguments.by_block
    profiles = [] if profiling else None
    if arguments.repetitions:
        counts = per_call(command, arguments.vlen, arguments.repetitions, profiles)
    else:
        profile = {} if profiling else None
        counts = run_counted(command, arguments.vlen, profile=profile)
        profiles = [profile] if profile is not None else None
    if profiles:
        functions = functions_of(command[0])
        for top, grouping in ((arguments.by_function, by_function), (arguments.by_block, by_block)):
            if not top:
                continue
            if len(profiles) == 2:  # per call: the 2R run's totals minus the R run's
                once, twice = (grouping(p, functions) for p in profiles)
                totals = {name: [t - o for t, o in zip(twice[name], once.get(name, [0, 0, 0.0]))] for name in twice}
                print_by_function(totals, top, per=float(arguments.repetitions))
            else:
                print_by_function(grouping(profiles[0], functions), top)
    json.dump(counts, sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")
    mismatches = []
    for check in arguments.check:
        key, _, value = check.partition("=")
        if key not in counts or abs(counts[key] - float(value)) > 1e-9:
            mismatches.append("%s: expected %s, counted %s" % (key, value, counts.get(key)))
    if mismatches:
        raise SystemExit("instruction counts differ:\n  " + "\n  ".join(mismatches))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Every workload of bench/everyday.cpp (or bench/ml.cpp) gives the same result through the overlay as with the base
Eigen alone.

  bench/check_everyday.py [--emulator 'qemu-riscv64;-L;/usr/riscv64-linux-gnu;-cpu;...'] [--at-least N] OVERLAY STOCK

Runs each workload (`OVERLAY --list`) once at sizes 8 and 37 in both builds and compares the checksums the
programs print (a weighted sum of every coefficient of the result) within 1e-4 relative to max(1, |stock|):
float rounding differs between the builds, a wrong lane or a wrong tail does not stay that close.
"""

import argparse
import subprocess
import sys

SIZES = (8, 37)
TOLERANCE = 1e-4


def checksum(command, name, size):
    output = subprocess.run(command + [name, str(size), "1"], check=True, capture_output=True, text=True).stdout
    printed_name, value = output.split()
    if printed_name != name:
        raise SystemExit("%s printed %r for workload %s" % (command[-1], output, name))
    return float(value)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--emulator", default="", help="the command that runs the binaries, ';'-separated (CMake list)")
    parser.add_argument("--at-least", type=int, default=20, help="the workloads OVERLAY --list must print")
    parser.add_argument("overlay")
    parser.add_argument("stock")
    arguments = parser.parse_args()
    emulator = [part for part in arguments.emulator.split(";") if part]
    names = subprocess.run(emulator + [arguments.overlay, "--list"], check=True, capture_output=True,
                           text=True).stdout.split()
    if len(names) < arguments.at_least:
        raise SystemExit("%s --list printed %d workloads, expected at least %d" % (arguments.overlay, len(names),
                                                                                 arguments.at_least))
    failures = 0
    for name in names:
        for size in SIZES:
            overlay = checksum(emulator + [arguments.overlay], name, size)
            stock = checksum(emulator + [arguments.stock], name, size)
            agree = abs(overlay - stock) <= TOLERANCE * max(1.0, abs(stock))
            failures += not agree
            print("%-16s %3d  overlay %-16.9g stock %-16.9g %s" % (name, size, overlay, stock,
                                                                 "ok" if agree else "DIFFERENT"))
    print("check_everyday: %d workloads x %d sizes, %d different" % (len(names), len(SIZES), failures))
    if failures:
        sys.exit(1)
    print("check_everyday: passed")


if __name__ == "__main__":
    main()

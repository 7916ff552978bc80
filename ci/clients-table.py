#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Prints test/README.md's table of the client tests from the logs of `ci/test.sh clients` (build/clients-*.ctest.log,
or build/clients-*.log as runs before them wrote): per configuration, each program's gtest cases passed of run, and
the totals.

    python3 ci/clients-table.py [BUILD_DIRECTORY]
"""
import pathlib
import re
import sys

PROGRAMS = ["extension_points", "tensor_paths", "tsl_spatial_convolutions", "tflite_convolutions"]
BASES = {"": "3.4.0", "-eigen5": "5.0.1", "-master": "master 12c9c14b", "-master-ea13a98d": "master ea13a98d"}


def program_counts(log):
    """{program: (passed, run)} from ctest -V output, whose lines carry the test's number."""
    number_of = {}
    counts = {}
    for line in log.splitlines():
        command = re.match(r"(\d+): Test command: .*/test/(\w+)\"", line)
        if command:
            number_of[command.group(1)] = command.group(2)
            continue
        found = re.match(r"(\d+): \[(==========|  PASSED  |  FAILED  )\] (?:Running )?(\d+) tests?", line)
        if not found or found.group(1) not in number_of:
            continue
        program = number_of[found.group(1)]
        passed, run = counts.get(program, (0, 0))
        if found.group(2) == "==========" and "Running" in line:
            run = int(found.group(3))
        elif found.group(2) == "  PASSED  ":
            passed = int(found.group(3))
        counts[program] = (passed, run)
    return counts


def main():
    build = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "build")
    rows = []
    names = set()
    for path in build.glob("clients-*.log"):
        name = path.name[len("clients-"):-len(".log")]
        if name.endswith(".configure"):
            continue
        names.add(name[:-len(".ctest")] if name.endswith(".ctest") else name)
    for name in sorted(names):
        path = build / ("clients-%s.ctest.log" % name)
        if not path.exists():
            path = build / ("clients-%s.log" % name)
        match = re.match(r"(clang\d+|gcc\d+)-(\d+)(.*)$", name)
        if not match or match.group(3) not in BASES:
            continue
        log = path.read_bytes().decode("utf-8", "replace")
        counts = program_counts(log)
        total = re.findall(r"^clients-\S+: (\d+ passed, \d+ failed)$", log, re.M)
        cells = ["%d/%d" % counts[p] if p in counts else "not run" for p in PROGRAMS]
        rows.append((match.group(1), int(match.group(2)), BASES[match.group(3)], cells,
                     total[-1] if total else "no summary"))
    print("| compiler | VLEN | base | " + " | ".join(PROGRAMS) + " | gtest cases |")
    print("|---|---|---|" + "---|" * len(PROGRAMS) + "---|")
    for compiler, vlen, base, cells, total in sorted(rows, key=lambda r: (r[0], r[1], r[2])):
        print("| %s | %d | %s | %s | %s |" % (compiler, vlen, base, " | ".join(cells), total))


if __name__ == "__main__":
    main()

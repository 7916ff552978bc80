#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Checks that the documents' references resolve: every Markdown link to a file of the repository
(and its #anchor, if any) in the tracked .md files, and every section reference, a document's
name followed by a section title in double quotes (a heading of that document must start with
the title), in the tracked documents, sources and scripts. Prints each broken one and ends with "links: 1 passed, 0 failed" (one check).

  ci/check-links.py
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
SECTION = re.compile(r"([\w./-]*\w\.md)(?:, see |, | \(|,\n\s*(?://|#)?\s*)\"([^\"]{1,100})\"")


def headings(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    return [m.group(1).strip() for m in re.finditer(r"^#+ (.+)$", text, flags=re.M)]


def slug(heading):
    s = heading.strip().lower()
    s = re.sub(r"[^\w\- ]", "", s)
    return s.replace(" ", "-")


def plain(heading):
    return heading.replace("`", "")


def resolve(source, target):
    """The file a reference names: relative to the referring file, else to the repository root."""
    for base in (os.path.dirname(source), ROOT):
        path = os.path.normpath(os.path.join(base, target))
        if os.path.exists(path):
            return path
    return None


def main():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    broken = []
    checked = 0
    for name in tracked:
        if not re.search(r"\.(md|h|cpp|c|py|sh|cmake|txt)$|^Eigen/[A-Z]", name):
            continue
        path = os.path.join(ROOT, name)
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        if name.endswith(".md"):
            for m in LINK.finditer(re.sub(r"```.*?```", "", text, flags=re.S)):
                target = m.group(1)
                if re.match(r"[a-z]+:", target) or target.startswith("<"):
                    continue
                checked += 1
                file_part, _, anchor = target.partition("#")
                resolved = path if not file_part else resolve(path, file_part)
                if resolved is None:
                    broken.append(f"{name}: link to a missing file: {target}")
                elif anchor and resolved.endswith(".md") and anchor not in {slug(h) for h in headings(resolved)}:
                    broken.append(f"{name}: no heading for the anchor: {target}")
        for m in SECTION.finditer(text):
            target = m.group(1)
            section = re.sub(r"\s*\n\s*(?://|#)?\s*", " ", m.group(2))  # continued on the next comment line
            resolved = resolve(path, target)
            checked += 1
            if resolved is None:
                broken.append(f"{name}: reference to a missing file: {target}")
            elif not any(plain(h).startswith(plain(section)) for h in headings(resolved)):
                broken.append(f'{name}: {target} has no section "{section}"')
    for b in broken:
        print(b)
    print(f"check-links: {checked} references")
    print("links: 1 passed, 0 failed" if not broken else "links: 0 passed, 1 failed")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env bash
# clang-format (Debian 12's, with the repository's .clang-format: Eigen's
# settings) over the tracked C++ files: the headers and shims of the overlay,
# the tests, benchmarks and examples. Lists every file that differs and ends
# with "format: N passed, M failed" (one check).
#
#   ci/check-format.sh [BASE]    only the files changed since the git revision BASE
set -uo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "check-format: clang-format missing: apt-get install clang-format" >&2; exit 2; }
if [ $# -gt 0 ]; then
  files=$(git diff --name-only --diff-filter=d "$1" -- 'Eigen/*' 'unsupported/*' 'test/*' 'bench/*' 'examples/*')
else
  files=$(git ls-files 'Eigen/*' 'unsupported/*' 'test/*' 'bench/*' 'examples/*')
fi
checked=0
unformatted=()
for f in $files; do
  case "$f" in
    *.h | *.cpp | Eigen/[A-Z]* | unsupported/Eigen/[A-Z]*) ;;
    *) continue ;;
  esac
  case "$f" in Eigen/src/* | unsupported/Eigen/src/*) [[ "$f" == *.h ]] || continue ;; esac
  [ -f "$f" ] || continue  # deleted in the working tree
  checked=$((checked + 1))
  clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
for f in "${unformatted[@]}"; do echo "not clang-formatted: $f (clang-format -i $f)"; done
echo "check-format: $checked files, $(clang-format --version)"
if [ ${#unformatted[@]} -eq 0 ]; then echo "format: 1 passed, 0 failed"; else echo "format: 0 passed, 1 failed"; fi
[ ${#unformatted[@]} -eq 0 ]

#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# Eigen's own test suite (3.4.0, or 5.0.1 with --base 5.0) through the overlay.
# Takes the upstream source tree (ci/fetch-eigen-source.sh, ci/fetch-eigen5.sh:
# Debian's eigen3 source package, cached),
# builds every EIGEN_TEST_PART of each listed test the way upstream's CMake
# does (one executable per part, -DEIGEN_TEST_PART_N=1, EIGEN_TEST_MAX_SIZE
# 320, the per-test flags of upstream's CMakeLists), with the overlay first on
# the include path, and runs each part (under QEMU for riscv64) with a fixed
# seed, a repeat count and a timeout. Prints a per-part table (also written to
# build/upstream-tests/TARGET/results.md) and ends with "N passed, M failed".
#
# Each test translation unit is compiled through a wrapper that includes the
# upstream test file and then test/upstream/overlay_check.h, which stops the
# build unless the overlay's Eigen/Core was used and, on riscv64, unless
# packet_traits<float>::size == VLEN / 32 (the RVV packets are active).
#
# Parts listed in test/upstream/excluded.list (excluded-eigen5.list for 5.0:
# upstream's own failures, each with its evidence in test/UPSTREAM.md) are not
# run and are reported as "excluded". On 5.0, list entries that 5.0 no longer
# has are reported and skipped.
#
#   ci/upstream-tests.sh [--list ci|full|FILE] [--target 128|256|512|1024|native]
#                        [--compiler clang22|gcc14|gcc15|gcc16] [--repeat N] [--seed S]
#                        [--timeout SECONDS] [--jobs N] [--base 3.4|5.0] [TEST_OR_PART...]
#
#   --list     test/upstream/ci.list (default; what .ci/run runs at VLEN 128
#              and 1024) or test/upstream/full.list (every test that builds
#              without optional external libraries) or a file of that format
#   --target   a riscv64 VLEN (default 256) or `native` (x86-64, -march=native)
#   --compiler clang22 (default) or, for riscv64, gcc14 / gcc15 / gcc16 (run it in
#              that compiler's Debian root: ci/in-gcc-root.sh gcc14 ci/upstream-tests.sh ...)
#   --repeat   Eigen's `rN` argument (default 1; upstream's default is 10)
#   --seed     Eigen's `sN` argument (default 42)
#   --timeout  seconds per part (default 1200)
#   --base     the Eigen whose tests run and which the overlay overlays (default 3.4)
#   TEST_OR_PART  restricts the run to these list entries (e.g. test/packetmath)
#              or parts (e.g. packetmath_3)
set -uo pipefail
cd "$(dirname "$0")/.."
repository=$PWD

list=ci
target=256
compiler_name=clang22
repeat=1
seed=42
timeout_seconds=1200
jobs=$(nproc)
base=3.4
selection=()
while [ $# -gt 0 ]; do
  case "$1" in
    --list) list=$2; shift 2 ;;
    --target) target=$2; shift 2 ;;
    --compiler) compiler_name=$2; shift 2 ;;
    --repeat) repeat=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --timeout) timeout_seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --base) base=$2; shift 2 ;;
    -h|--help) sed -n '/^# Eigen.s own test suite/,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "upstream-tests: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) selection+=("$1"); shift ;;
  esac
done
case "$list" in
  ci|full) list_file=test/upstream/$list.list ;;
  *) list_file=$list ;;
esac
[ -f "$list_file" ] || { echo "upstream-tests: no list file $list_file" >&2; exit 2; }

work=build/upstream-tests
case "$base" in
  3.4)
    source_tree=$work/eigen-3.4.0
    bash ci/fetch-eigen-source.sh "$source_tree" || { echo "0 passed, 1 failed"; exit 1; }
    excluded_list=test/upstream/excluded.list
    out_suffix=
    ;;
  5.0)
    source_tree=build/_deps/eigen-5.0.1/source
    bash ci/fetch-eigen5.sh source || { echo "0 passed, 1 failed"; exit 1; }
    excluded_list=test/upstream/excluded-eigen5.list
    out_suffix=-eigen5
    ;;
  *) echo "upstream-tests: --base must be 3.4 or 5.0" >&2; exit 2 ;;
esac
export excluded_list

case "$compiler_name:$target" in
  clang22:128|clang22:256|clang22:512|clang22:1024)
    compiler=(clang++-22 --target=riscv64-linux-gnu -march=rv64gcv_zfh_zvfh_zvfbfmin_zvfbfwma
              -mrvv-vector-bits="$target" -fuse-ld=lld -DEIGEN_RVV_EXPECTED_VLEN="$target")
    runner=(qemu-riscv64 -L /usr/riscv64-linux-gnu
            -cpu "rv64,v=true,vlen=$target,zfh=true,zvfh=true,zvfbfmin=true,zvfbfwma=true")
    ;;
  gcc14:128|gcc14:256|gcc14:512|gcc14:1024|gcc15:128|gcc15:256|gcc15:512|gcc15:1024|\
  gcc16:128|gcc16:256|gcc16:512|gcc16:1024)
    march=rv64gcv_zvl${target}b_zfh_zvfh_zvfbfmin
    [ "$compiler_name" != gcc14 ] && march+=_zvfbfwma
    compiler=(riscv64-linux-gnu-g++-"${compiler_name#gcc}" -march="$march" -mrvv-vector-bits=zvl
              -DEIGEN_RVV_EXPECTED_VLEN="$target")
    runner=(qemu-riscv64 -L /usr/riscv64-linux-gnu
            -cpu "rv64,v=true,vlen=$target,zfh=true,zvfh=true,zvfbfmin=true,zvfbfwma=true")
    ;;
  clang22:native)
    compiler=(clang++-22 -march=native)
    runner=()
    ;;
  *) echo "upstream-tests: --target must be 128, 256, 512, 1024 or native, --compiler clang22, gcc14, gcc15 or gcc16" \
       "(GCC for riscv64 only)" >&2; exit 2 ;;
esac
# The flags the EigenRVV CMake target adds on riscv64: -fno-omit-frame-pointer, so that
# exceptions (VERIFY_RAISES_ASSERT) unwind through frames with vector spills (docs/using.md,
# "Exceptions"), and the workaround for clang 22's complex-by-real miscompile (docs/using.md, "clang >= 22:
# loops with interleaved accesses"; upstream mixingtypes part 5 fails without it, with stock Eigen too).
case "$compiler_name:$target" in
  clang22:native | gcc*) ;;
  *) compiler+=(-mllvm -enable-interleaved-mem-accesses=false) ;;
esac
compiler+=(-O2 -fno-omit-frame-pointer -DEIGEN_TEST_MAX_SIZE=320
           -I. -Iunsupported -I"$source_tree" -I"$source_tree/unsupported" -I"$source_tree/test")
linker=("${compiler[@]}")
if command -v ccache >/dev/null; then
  compiler=(ccache "${compiler[@]}")
  export CCACHE_BASEDIR=$repository
fi

out=$work/$target$out_suffix
[ "$compiler_name" = clang22 ] || out=$work/$compiler_name-$target$out_suffix
rm -rf "$out/results"
mkdir -p "$out/results" "$out/wrappers" "$out/obj" "$out/bin" "$out/logs"

# The parts of a test, found as upstream's ei_add_test finds them.
parts_of() {
  grep -oE 'CALL_SUBTEST_[0-9]+|EIGEN_TEST_PART_[0-9]+|EIGEN_SUFFIXES(;[0-9]+)+' "$1" |
    sed -E 's/CALL_SUBTEST_|EIGEN_TEST_PART_|EIGEN_SUFFIXES//' | tr ';' '\n' | grep -v '^$' | sort -n -u
}

excluded_reason() {  # part name, its flags -> reason, if excluded for this target (and these flags)
  local part_packets=0
  [[ " $2 " == *" -DEIGEN_RVV_PART_PACKETS=1 "* ]] && part_packets=1
  awk -v part="$1" -v target="$target" -v part_packets="$part_packets" '
    /^[[:space:]]*(#|$)/ { next }
    $1 == part {
      targets = $2
      if (sub(/\/default$/, "", targets) && part_packets) next
      if (targets != "all" && !index("," targets ",", "," target ",")) next
      $1 = ""; $2 = ""; sub(/^[[:space:]]+/, ""); print; exit }' "$excluded_list"
}

selected() {  # entry part
  [ ${#selection[@]} -eq 0 ] && return 0
  local s
  for s in "${selection[@]}"; do
    [ "$s" = "$1" ] || [ "$s" = "$2" ] && return 0
  done
  return 1
}

# One job per part: "name part flags...". Upstream builds a test without parts once, with
# -DEIGEN_TEST_PART_ALL=1.
job_file=$out/jobs
: >"$job_file"
while read -r entry flags; do
  case "$entry" in ''|\#*) continue ;; esac
  file=$source_tree/$entry.cpp
  if [ ! -f "$file" ]; then
    [ "$base" = 5.0 ] && { echo "upstream-tests: $entry is not in Eigen 5.0.1: skipped" >&2; continue; }
    echo "upstream-tests: $entry is not in Eigen 3.4.0 ($file)" >&2
    exit 2
  fi
  name=$(basename "$entry")
  # A test that includes a module by a relative path (the special-function tests include
  # "../Eigen/SpecialFunctions") would get upstream's copy of it instead of the overlay's, and with it
  # upstream's generic code instead of the overlay's RVV code. The wrapper includes the overlay's version
  # of each such module first, as a user's #include <unsupported/Eigen/SpecialFunctions> does; upstream's
  # copy is then empty (its include guard). overlay_check.h stops the build if that was not done.
  module_prefix=$(dirname "$(dirname "$entry")")  # "." for test/, "unsupported" for unsupported/test/
  module_prefix=${module_prefix#.}
  overlay_modules=$(sed -nE 's@^[[:space:]]*#[[:space:]]*include[[:space:]]+"\.\./Eigen/([A-Za-z0-9_/]+)".*@\1@p' "$file" |
    while read -r module; do
      path=${module_prefix:+$module_prefix/}Eigen/$module
      [ -f "$path" ] && printf '#include <%s>\n' "$path"
    done)
  # The wrapper sits in $out/wrappers: its includes are relative, so that ccache hits across checkouts.
  { [ -n "$overlay_modules" ] && printf '%s\n' "$overlay_modules"
    printf '#include "%s/%s.cpp"\n#include "../../../../test/upstream/overlay_check.h"\n' \
      "$(realpath --relative-to="$out/wrappers" "$source_tree")" "$entry"
  } >"$out/wrappers/$name.cpp.new"
  cmp -s "$out/wrappers/$name.cpp.new" "$out/wrappers/$name.cpp" || cp "$out/wrappers/$name.cpp.new" "$out/wrappers/$name.cpp"
  rm -f "$out/wrappers/$name.cpp.new"
  parts=$(parts_of "$file")
  if [ -z "$parts" ]; then
    selected "$entry" "$name" && echo "$name ALL $flags" >>"$job_file"
  else
    for part in $parts; do
      selected "$entry" "${name}_$part" && echo "$name $part $flags" >>"$job_file"
    done
  fi
done <"$list_file"
if [ ! -s "$job_file" ]; then
  echo "upstream-tests: nothing in $list_file matches ${selection[*]:-the list} (names: test/NAME or NAME_PART)" >&2
  exit 2
fi

# Builds and runs one part; writes "result build_seconds run_seconds" to results/PART.
run_part() {
  local name=$1 part=$2
  shift 2
  local part_name=$name
  [ "$part" != ALL ] && part_name=${name}_$part
  local reason
  reason=$(excluded_reason "$part_name" "$*")
  if [ -n "$reason" ]; then
    echo "excluded 0 0 $reason" >"$out/results/$part_name"
    return
  fi
  local begin middle end
  begin=$(date +%s)
  # Compile (through ccache when present: it caches only -c) and link separately.
  if ! { "${compiler[@]}" -c -DEIGEN_TEST_PART_"$part"=1 "$@" "$out/wrappers/$name.cpp" -o "$out/obj/$part_name.o" &&
         "${linker[@]}" "$@" "$out/obj/$part_name.o" -o "$out/bin/$part_name"; } >"$out/logs/$part_name.build.log" 2>&1; then
    echo "build-FAILED $(( $(date +%s) - begin )) 0" >"$out/results/$part_name"
    return
  fi
  middle=$(date +%s)
  local status=passed
  # Each part runs in a directory of its own: some tests write files into the working directory
  # (sparse_extra writes sparse_extra.mtx and vector_extra.mtx).
  local binary=$PWD/$out/bin/$part_name log=$PWD/$out/logs/$part_name.run.log
  mkdir -p "$out/run/$part_name"
  (cd "$out/run/$part_name" && timeout "$timeout_seconds" "${runner[@]}" "$binary" "s$seed" "r$repeat" >"$log" 2>&1)
  case $? in
    0) status=passed ;;
    124) status=TIMEOUT ;;
    *) status=FAILED ;;
  esac
  end=$(date +%s)
  echo "$status $(( middle - begin )) $(( end - middle ))" >"$out/results/$part_name"
  echo "upstream-tests[$target]: $part_name $status ($(( middle - begin )) s build, $(( end - middle )) s run)"
}
export -f run_part excluded_reason
export out target seed repeat timeout_seconds
# Arrays do not cross `export`; the jobs re-read them from these strings.
compiler_string=$(printf '%q ' "${compiler[@]}")
linker_string=$(printf '%q ' "${linker[@]}")
# (printf '%q' of no arguments prints '', which would run an empty command.)
runner_string=""
if [ ${#runner[@]} -gt 0 ]; then runner_string=$(printf '%q ' "${runner[@]}"); fi
export compiler_string linker_string runner_string

started=$(date +%s)
echo "upstream-tests: $(wc -l <"$job_file") parts of $list_file, target $target, seed $seed, repeat $repeat, $jobs jobs"
# One line per job; the line is split into words (name, part, flags) inside the job.
xargs -P "$jobs" -d '\n' -n 1 bash -c 'eval "compiler=($compiler_string)" "linker=($linker_string)" "runner=($runner_string)"; run_part $1' _ \
  <"$job_file"

passed=0
failed=0
excluded=0
{
  echo "| part | result | build s | run s |"
  echo "|---|---|---:|---:|"
  while read -r name part _; do
    part_name=$name
    [ "$part" != ALL ] && part_name=${name}_$part
    if [ -f "$out/results/$part_name" ]; then
      read -r status build_seconds run_seconds reason <"$out/results/$part_name"
    else
      status=FAILED build_seconds=0 run_seconds=0 reason="no result"
    fi
    case "$status" in
      passed) passed=$((passed + 1)) ;;
      excluded) excluded=$((excluded + 1)); status="excluded: ${reason:-}" ;;
      *) failed=$((failed + 1)) ;;
    esac
    echo "| $part_name | $status | $build_seconds | $run_seconds |"
  done <"$job_file"
} >"$out/results.md"
cat "$out/results.md"
for log in "$out"/results/*; do
  read -r status _ <"$log"
  case "$status" in
    passed|excluded) ;;
    *)
      part_name=$(basename "$log")
      echo "--- $part_name: $status (logs in $out/logs/$part_name.*.log)"
      if [ "$status" = build-FAILED ]; then
        grep -m 5 'error' "$out/logs/$part_name.build.log"
      else
        tail -n 15 "$out/logs/$part_name.run.log"
      fi
      ;;
  esac
done
echo "upstream-tests[$target]: $excluded excluded (test/UPSTREAM.md), $(( $(date +%s) - started )) s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

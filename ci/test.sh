#!/usr/bin/env bash
# Installs the dependencies (Debian 12) and runs the test suite. Each RISC-V,
# x86 and Arm configuration is a CMake preset (CMakePresets.json: configure,
# build, then ctest, riscv64 tests under QEMU; the GCC ones inside the Debian
# root that has that GCC, ci/in-gcc-root.sh); the others are scripts: the
# upstream patch series (ci/test-upstream-patch.sh), clang-format over the
# C++ files (ci/check-format.sh), Eigen 3.4.0's own tests
# through the overlay (ci/upstream-tests.sh) and the README's commands on a
# fresh minimal Debian 12 (ci/fresh-machine-test.sh). Counts come from
# ctest's JUnit files; ends with the line "N passed, M failed".
#
#   ci/test.sh                 the whole matrix (group "all")
#   ci/test.sh ci              the group .ci/run runs (under an hour cold on 2 cores)
#   ci/test.sh clients         the client tests alone at every VLEN, clang 22, GCC 14 and 15, both bases
#   ci/test.sh --ci-share CONFIGURATION...   as the CI group runs them (its share of the test sets, below)
#   ci/test.sh clang22-256 ... only the named configurations (any preset of
#                              `cmake --list-presets`, or a script configuration)
#   ci/test.sh clang22-256-master[-COMMIT] ...   a preset on Eigen master (ci/fetch-eigen-master.sh)
set -uo pipefail
cd "$(dirname "$0")/.."

# clang 22, clang 19 and GCC 14, VLEN 128 (clang 19), 512 (GCC 14) and 1024 (clang 22 with QEMU's
# all-ones agnostic lanes), both Eigen bases (3.4 at 1024, 5.0.1 at 128 and 512) and one pass-through
# build (Arm NEON on 5.0.1): under an hour cold on 2 cores with a margin (test/README.md has the times).
# GCC 15, LMUL 2, x86-64 and the patch series run in the whole matrix.
ci_configurations=(format clang19-128-eigen5 clang22-1024-agnostic-ones gcc14-512-eigen5 aarch64-neon-eigen5)
all_configurations=(format clang22-128 clang22-256 clang22-512-agnostic-ones clang22-1024-agnostic-ones clang22-256-no-zvfh
                    clang22-256-lmul2 clang19-256 gcc14-128 gcc14-512 gcc14-256-lmul2 gcc14-256-ubsan gcc15-256-lmul2
                    gcc15-1024 native native-avx2 aarch64-neon aarch64-sve256 upstream-patch upstream-tests-128
                    upstream-tests-1024 upstream-tests-gcc14-256 fresh-debian12-list fresh-debian12-deb822
                    clang22-128-eigen5 clang22-256-eigen5 clang22-512-eigen5 clang22-1024-agnostic-ones-eigen5
                    clang22-256-lmul2-eigen5 clang19-128-eigen5 clang19-256-eigen5 gcc14-128-eigen5 gcc14-512-eigen5
                    gcc15-1024-eigen5 gcc16-256-eigen5 native-eigen5 native-avx2-eigen5 aarch64-neon-eigen5
                    aarch64-sve256-eigen5 upstream-patch-eigen5 upstream-tests-128-eigen5 upstream-tests-1024-eigen5
                    upstream-tests-part-packets-1024-eigen5
                    clients-gcc14-1024 clients-gcc14-256-eigen5 clients-gcc14-1024-eigen5 clients-gcc15-128
                    clients-gcc15-512 clients-gcc15-128-eigen5 clients-gcc15-256-eigen5 clients-gcc15-512-eigen5
                    clang22-256-master clang22-1024-agnostic-ones-master-ea13a98d clang19-128-master-ea13a98d
                    gcc14-512-master gcc15-256-lmul2-master-ea13a98d upstream-tests-128-master
                    upstream-tests-1024-master-ea13a98d)
# The client tests (test/CMakeLists.txt: TensorFlow's and TFLite's convolutions, extension points, Tensor paths) with
# clang 22, GCC 14 and GCC 15 at every VLEN on both bases: the whole presets above run them where they exist, the
# clients- configurations of "all" in the other combinations; group "clients" runs every combination alone.
client_configurations=()
for compiler in clang22 gcc14 gcc15; do
  for vlen in 128 256 512 1024; do client_configurations+=("clients-$compiler-$vlen" "clients-$compiler-$vlen-eigen5"); done
done
# Within the CI group two test sets (test/CMakeLists.txt) run where they cost least: the part-packet tests in
# clang22-1024-agnostic-ones, the in-order tuning's product tests in gcc14-512-eigen5; clang19-128-eigen5 checks the
# math functions at 2e5 random points, as the other VLENs do (1e6 at VLEN 128), and builds no benchmarks (their
# tests run in the other two). Every other run of a preset builds everything and takes the default count.
declare -A ci_share=([gcc14-512-eigen5]="-DEIGEN_RVV_TEST_PART_PACKETS=OFF"
                     [clang22-1024-agnostic-ones]="-DEIGEN_RVV_TEST_IN_ORDER_PRODUCTS=OFF"
                     [clang19-128-eigen5]="-DEIGEN_RVV_TEST_IN_ORDER_PRODUCTS=OFF -DEIGEN_RVV_BUILD_BENCH=OFF
                                           -DEIGEN_RVV_TEST_MATH_POINTS=200000")
in_ci_group=
[ "${1:-}" = --ci-share ] && { in_ci_group=1; shift; }
case "${1:-all}" in
  all) configurations=("${all_configurations[@]}") ;;
  ci) configurations=("${ci_configurations[@]}"); in_ci_group=1 ;;
  clients) configurations=("${client_configurations[@]}") ;;
  *) configurations=("$@") ;;
esac
# Inside a GCC root (ci/in-gcc-root.sh) the host has installed everything.
if [ -z "${EIGEN_RVV_IN_GCC_ROOT:-}" ]; then
  gcc_roots=$(printf '%s\n' "${configurations[@]}" | sed -nE 's/^(upstream-tests-|clients-)?(gcc1[0-9])-.*/\2/p' | sort -u)
  # shellcheck disable=SC2086
  bash ci/install-dependencies.sh $gcc_roots || exit 1
fi
presets=$(cmake --list-presets 2>/dev/null | sed -nE 's/^ *"([^"]+)".*/\1/p')

jobs=$(nproc)
total_passed=0
total_failed=0
summary=()
# Adds one configuration's counts (passed, failed) to the totals and the summary.
record() {
  total_passed=$((total_passed + $1))
  total_failed=$((total_failed + $2))
  summary+=("$configuration: $1 passed, $2 failed ($(($(date +%s) - start)) s)")
}
# Records the last "N passed, M failed" line of a log (a failure if none).
record_log() {
  local counts
  counts=$(grep -E '^[a-z0-9 ():-]*[0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1 | grep -oE '[0-9]+ passed, [0-9]+ failed')
  if [ -n "$counts" ]; then
    record "${counts%% passed*}" "$(echo "$counts" | sed -E 's/.* ([0-9]+) failed$/\1/')"
  else
    record 0 1
  fi
}
# Passed and failed test cases of a ctest JUnit file ("passed failed").
junit_counts() {
  python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
cases = ET.parse(sys.argv[1]).getroot().iter("testcase")
passed = failed = 0
for case in cases:
    ok = case.get("status") == "run" and case.find("failure") is None and case.find("error") is None
    passed += ok
    failed += not ok
print(passed, failed)
PY
}

mkdir -p build
for configuration in "${configurations[@]}"; do
  start=$(date +%s)
  echo "=== $configuration"
  log="build/$configuration.log"
  # The Eigen 5.0.1 base (ci/fetch-eigen5.sh), fetched on the host before any GCC root is entered.
  if [[ "$configuration" == *-eigen5 ]] && ! bash ci/fetch-eigen5.sh headers; then
    summary+=("$configuration: fetching Eigen 5.0.1 FAILED")
    total_failed=$((total_failed + 1))
    continue
  fi
  # CONFIGURATION-master[-COMMIT]: a preset, or a clients- configuration, on Eigen master (ci/fetch-eigen-master.sh:
  # the tree of COMMIT, 8 hex digits, default 12c9c14b), in build/CONFIGURATION.
  master_preset= master_dir= master_base=
  if [[ "$configuration" =~ ^(.+)-master(-([0-9a-f]{8}))?$ ]]; then
    master_preset=${BASH_REMATCH[1]}
    master_base=master${BASH_REMATCH[2]}
    commit=${BASH_REMATCH[3]}
    master_dir=$(bash ci/fetch-eigen-master.sh ${commit:+"$commit"})
    case $? in
      0) ;;
      3) summary+=("$configuration: skipped (no Eigen master tree: ../shared/eigen-master, EIGEN_RVV_MASTER_SOURCE or network)")
         continue ;;
      *) summary+=("$configuration: fetching Eigen master FAILED")
         total_failed=$((total_failed + 1))
         continue ;;
    esac
  fi
  case "$configuration" in
    format)
      # clang-format over the tracked C++ files (ci/check-format.sh) and the documents' references
      # (ci/check-links.py): one count line for both.
      { bash ci/check-format.sh; python3 ci/check-links.py; } >"$log" 2>&1
      cat "$log"
      passed=$(grep -cE '^(format|links): 1 passed, 0 failed$' "$log")
      echo "format and links: $passed passed, $((2 - passed)) failed" | tee -a "$log"
      record_log "$log"
      continue
      ;;
    upstream-patch | upstream-patch-eigen5)
      # ci/make-upstream-patch applied to Debian's eigen3 source (3.4.0, or 5.0.1 for -eigen5), upstream
      # tests built against the patched tree and run.
      base=3.4
      [ "$configuration" = upstream-patch-eigen5 ] && base=5.0
      bash ci/test-upstream-patch.sh 256 22 "$base" | tee "$log"
      record "$(grep -c "^upstream-patch: .* passed$" "$log")" "$(grep -c "^upstream-patch: .* FAILED$" "$log")"
      continue
      ;;
    upstream-tests-gcc1[0-9]-*)
      # The same with GCC, in its Debian root (the source tree is extracted on the host).
      suffix=${configuration#upstream-tests-}
      base=3.4
      [[ "$suffix" == *-eigen5 ]] && { base=5.0; suffix=${suffix%-eigen5}; }
      [ -n "$master_dir" ] && { base=$master_base; suffix=${master_preset#upstream-tests-}; }
      if [ "$base" = 5.0 ]; then bash ci/fetch-eigen5.sh source; elif [ "$base" = 3.4 ]; then
        bash ci/fetch-eigen-source.sh build/upstream-tests/eigen-3.4.0; fi &&
        bash ci/in-gcc-root.sh "${suffix%%-*}" bash ci/upstream-tests.sh --list ci --base "$base" \
          --compiler "${suffix%%-*}" --target "${suffix#*-}" 2>&1 | tee "$log"
      record_log "$log"
      continue
      ;;
    upstream-tests-*)
      # Eigen's own tests (the CI list, or with part-packets- the part-packet list; 3.4.0, or 5.0.1
      # for -eigen5) built through the overlay, every part run under QEMU.
      suffix=${configuration#upstream-tests-}
      base=3.4
      list=ci
      [[ "$suffix" == *-eigen5 ]] && { base=5.0; suffix=${suffix%-eigen5}; }
      [ -n "$master_dir" ] && { base=$master_base; suffix=${master_preset#upstream-tests-}; }
      [[ "$suffix" == part-packets-* ]] && { list=test/upstream/part-packets.list; suffix=${suffix#part-packets-}; }
      bash ci/upstream-tests.sh --list "$list" --base "$base" --target "$suffix" | tee "$log"
      record_log "$log"
      continue
      ;;
    fresh-debian12-*)
      # The README's first command, then one configuration, in a new minimal Debian 12 root.
      bash ci/fresh-machine-test.sh "${configuration#fresh-debian12-}" clang22-256 2>&1 | tee "$log"
      record_log "$log"
      continue
      ;;
    clients-*)
      # The client tests alone (extension points, Tensor paths, TensorFlow's convolution test, the TFLite-style one) in
      # a preset's configuration, on Eigen 5.0.1 with -eigen5: the combinations of compiler, VLEN and base that no
      # whole preset of the matrix has (GCC in its Debian root). Counts are gtest cases (each program's summary).
      preset=${configuration#clients-}
      base_flags=()
      [[ "$preset" == *-eigen5 ]] && {
        preset=${preset%-eigen5}
        base_flags=(-DEIGEN_RVV_UPSTREAM_INCLUDE_DIR="$PWD/build/_deps/eigen-5.0.1/include/eigen3")
      }
      [ -n "$master_dir" ] && {
        preset=${master_preset#clients-}
        base_flags=(-DEIGEN_RVV_UPSTREAM_INCLUDE_DIR="$master_dir")
      }
      if [[ "$preset" == gcc1[0-9]-* && -z "${EIGEN_RVV_IN_GCC_ROOT:-}" ]]; then
        bash ci/in-gcc-root.sh "${preset%%-*}" bash ci/test.sh "$configuration" 2>&1 | tee "$log"
        record_log "$log"
        continue
      fi
      dir=build/$configuration
      client_tests=(extension_points tensor_paths tsl_spatial_convolutions tflite_convolutions)
      if cmake --preset "$preset" -B "$dir" "${base_flags[@]}" -DEIGEN_RVV_TEST_PART_PACKETS=OFF \
        -DEIGEN_RVV_TEST_IN_ORDER_PRODUCTS=OFF -DEIGEN_RVV_BUILD_BENCH=OFF -DEIGEN_RVV_BUILD_EXAMPLES=OFF \
        >"build/$configuration.configure.log" 2>&1 &&
        cmake --build "$dir" -j "$jobs" --target "${client_tests[@]}"; then
        # (The GCC runs' outer call writes its own output to $log.)
        ctest_log=build/$configuration.ctest.log
        (cd "$dir" && ctest -V -j "$jobs" -R "^($(IFS='|'; echo "${client_tests[*]}"))\$") >"$ctest_log" 2>&1
        grep -aE '(Passed|Failed|Not Run|Skipped|\*\*\*)' "$ctest_log" | grep -aE '^ *[0-9]+/[0-9]+ Test' || true
        # gtest's summary lines (the logs may hold bytes that make grep call them binary), and a missing program (the
        # client sources absent) as a failure.
        passed=$(grep -aoE '\[  PASSED  \] [0-9]+ test' "$ctest_log" | grep -oE '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
        failed=$(grep -aoE '\[  FAILED  \] [0-9]+ test' "$ctest_log" | grep -oE '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
        programs=$(grep -ac '\[==========\] Running' "$ctest_log")
        [ "$programs" -eq "${#client_tests[@]}" ] || failed=$((${failed:-0} + ${#client_tests[@]} - programs))
        grep -aq '100% tests passed' "$ctest_log" || failed=$((${failed:-0} > 0 ? ${failed:-0} : 1))
        echo "$configuration: ${passed:-0} passed, ${failed:-0} failed" | tee -a "$ctest_log"
        record "${passed:-0}" "${failed:-0}"
      else
        cat "build/$configuration.configure.log"
        summary+=("$configuration: configure or build FAILED")
        total_failed=$((total_failed + 1))
      fi
      continue
      ;;
    gcc1[0-9]-*)
      # GCC presets run in the Debian root that has that GCC (ci/in-gcc-root.sh).
      if [ -z "${EIGEN_RVV_IN_GCC_ROOT:-}" ]; then
        bash ci/in-gcc-root.sh "${configuration%%-*}" bash ci/test.sh ${in_ci_group:+--ci-share} "$configuration" 2>&1 |
          tee "$log"
        record_log "$log"
        continue
      fi
      ;;
  esac
  preset=${master_preset:-$configuration}
  if ! grep -qx -- "$preset" <<<"$presets"; then
    echo "unknown configuration: $configuration (groups: all, ci; presets: $(echo $presets);" \
      "scripts: format, upstream-patch[-eigen5], upstream-tests-[part-packets-]VLEN|native|gcc1N-VLEN[-eigen5|-master[-COMMIT]], fresh-debian12-list|deb822, clients-PRESET[-eigen5]; PRESET-master[-COMMIT], clients-PRESET-master[-COMMIT])" >&2
    exit 2
  fi
  test_sets=(-DEIGEN_RVV_TEST_PART_PACKETS=ON -DEIGEN_RVV_TEST_IN_ORDER_PRODUCTS=ON -UEIGEN_RVV_TEST_MATH_POINTS
              -UEIGEN_RVV_BUILD_BENCH)
  # shellcheck disable=SC2206
  [ -n "$in_ci_group" ] && test_sets+=(${ci_share[$configuration]:-})
  # On master: the preset's settings in build/CONFIGURATION with master's include directory (the presets' build and
  # test settings are the defaults, and the test timeout below).
  base_flags=()
  [ -n "$master_dir" ] && base_flags=(-B "build/$configuration" -DEIGEN_RVV_UPSTREAM_INCLUDE_DIR="$master_dir")
  if ! cmake --preset "$preset" "${base_flags[@]}" "${test_sets[@]}" >"build/$configuration.configure.log" 2>&1; then
    cat "build/$configuration.configure.log"
    summary+=("$configuration: configure FAILED")
    total_failed=$((total_failed + 1))
    continue
  fi
  build_where=(--preset "$configuration")
  test_where=(--preset "$configuration")
  [ -n "$master_dir" ] && {
    build_where=("build/$configuration")
    test_where=(--test-dir "build/$configuration" --output-on-failure --timeout 900)
  }
  if ! cmake --build "${build_where[@]}" -j "$jobs"; then
    summary+=("$configuration: build FAILED")
    total_failed=$((total_failed + 1))
    continue
  fi
  junit="$PWD/build/$configuration.junit.xml"
  rm -f "$junit"
  ctest "${test_where[@]}" -j "$jobs" --output-junit "$junit" | tee "build/$configuration.ctest.log"
  if [ -f "$junit" ]; then
    read -r passed failed <<<"$(junit_counts "$junit")"
    record "$passed" "$failed"
  else
    record 0 1
  fi
done

echo
echo "=== summary"
for line in "${summary[@]}"; do echo "  $line"; done
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]

#!/usr/bin/env bash
# Installs the dependencies (Debian 12) and runs the whole test suite:
#   clang-22 at VLEN 128, 256, 512 and 1024 (at 512 with QEMU filling
#   agnostic tail/masked-off lanes with ones, which runs the binaries a plain
#   VLEN-512 configuration would build under the stricter emulation; at 256 a
#   second time without Zfh/Zvfh/Zvfbfmin and a third time with two registers
#   per packet, EIGEN_RVV_LMUL=2), clang-19 at VLEN 256,
#   the pass-through proofs: native x86-64 (-march=native: AVX-512 here,
#   and -mavx2 -mfma), aarch64 NEON and aarch64 SVE-256 (under qemu-aarch64);
#   the upstream patch series (ci/test-upstream-patch.sh); and Eigen 3.4.0's own
#   tests of test/upstream/ci.list through the overlay at VLEN 128 and 1024
#   (ci/upstream-tests.sh; configurations upstream-tests-VLEN or -native).
# Each configuration is a CMake build under build/; ctest runs its tests
# (riscv64 ones under QEMU). Ends with the line "N passed, M failed".
#
#   ci/test.sh                 all configurations
#   ci/test.sh clang22-256     only the named configurations (also clang22-512,
#                              clang22-VLEN-lmul2 / -lmul4, clang19-VLEN, ...)
set -uo pipefail
cd "$(dirname "$0")/.."
bash ci/install-dependencies.sh || exit 1

all_configurations=(clang22-128 clang22-256 clang22-1024 clang22-512-agnostic-ones clang22-256-no-zvfh clang22-256-lmul2
                    clang19-256 native native-avx2 aarch64-neon aarch64-sve256 upstream-patch upstream-tests-128
                    upstream-tests-1024)
if [ $# -gt 0 ]; then configurations=("$@"); else configurations=("${all_configurations[@]}"); fi

jobs=$(nproc)
total_passed=0
total_failed=0
summary=()
# Adds one configuration's counts (passed, failed) to the totals and the summary.
record() {
  total_passed=$((total_passed + $1))
  total_failed=$((total_failed + $2))
  summary+=("$configuration: $1 passed, $2 failed ($(( $(date +%s) - start )) s)")
}

for configuration in "${configurations[@]}"; do
  build="build/$configuration"
  case "$configuration" in
    native)
      args=(-DCMAKE_CXX_COMPILER=clang++-22)
      ;;
    native-avx2)
      args=(-DCMAKE_CXX_COMPILER=clang++-22 "-DEIGEN_RVV_NATIVE_ARCH=-mavx2;-mfma")
      ;;
    aarch64-neon)
      args=(-DCMAKE_TOOLCHAIN_FILE=toolchains/aarch64-clang.cmake)
      ;;
    aarch64-sve256)
      args=(-DCMAKE_TOOLCHAIN_FILE=toolchains/aarch64-clang.cmake -DEIGEN_RVV_SVE_BITS=256)
      ;;
    clang*-*)
      IFS=- read -r compiler vlen variant <<<"$configuration"
      args=(-DCMAKE_TOOLCHAIN_FILE=toolchains/riscv64-clang.cmake -DEIGEN_RVV_VLEN="$vlen"
            -DEIGEN_RVV_CLANG_VERSION="${compiler#clang}")
      case "${variant:-}" in
        agnostic-ones) args+=(-DEIGEN_RVV_QEMU_AGNOSTIC_ONES=ON) ;;
        no-zvfh) args+=(-DEIGEN_RVV_ZVFH=OFF) ;;
        lmul2|lmul4) args+=(-DEIGEN_RVV_LMUL="${variant#lmul}") ;;
      esac
      ;;
    upstream-patch|upstream-tests-128|upstream-tests-256|upstream-tests-512|upstream-tests-1024|upstream-tests-native)
      ;;
    *)
      echo "unknown configuration: $configuration (known: ${all_configurations[*]})" >&2
      exit 2
      ;;
  esac
  if [ "$configuration" = upstream-patch ]; then
    # ci/make-upstream-patch applied to Debian's eigen3 source, one upstream test built and run.
    echo "=== $configuration"
    start=$(date +%s)
    mkdir -p build
    bash ci/test-upstream-patch.sh 256 22 | tee "build/$configuration.log"
    record "$(grep -c "^upstream-patch: .* passed$" "build/$configuration.log")" \
           "$(grep -c "^upstream-patch: .* FAILED$" "build/$configuration.log")"
    continue
  fi
  if [[ "$configuration" == upstream-tests-* ]]; then
    # Eigen 3.4.0's own tests (the CI list) built through the overlay, every part run under QEMU.
    echo "=== $configuration"
    start=$(date +%s)
    mkdir -p build
    bash ci/upstream-tests.sh --list ci --target "${configuration#upstream-tests-}" | tee "build/$configuration.log"
    counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "build/$configuration.log" | tail -n 1)
    if [ -n "$counts" ]; then
      record "${counts%% passed*}" "$(echo "$counts" | sed -E 's/.* ([0-9]+) failed$/\1/')"
    else
      record 0 1
    fi
    continue
  fi
  echo "=== $configuration: configure and build"
  start=$(date +%s)
  mkdir -p build
  if ! cmake -G Ninja -S . -B "$build" "${args[@]}" >"$build.configure.log" 2>&1; then
    cat "$build.configure.log"
    summary+=("$configuration: configure FAILED")
    total_failed=$((total_failed + 1))
    continue
  fi
  if ! cmake --build "$build" -j "$jobs"; then
    summary+=("$configuration: build FAILED")
    total_failed=$((total_failed + 1))
    continue
  fi
  echo "=== $configuration: test"
  ctest --test-dir "$build" -j "$jobs" --output-on-failure --timeout 900 | tee "$build.ctest.log"
  record "$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' "$build.ctest.log")" \
         "$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .*(\*\*\*|Failed|Timeout|Not Run)' "$build.ctest.log")"
done

echo
echo "=== summary"
for line in "${summary[@]}"; do echo "  $line"; done
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]

#!/usr/bin/env bash
# Installs the dependencies (Debian 12) and runs the whole test suite:
#   clang-22 at VLEN 128, 256, 512 and 1024 (at 512 a second time with QEMU
#   filling agnostic tail/masked-off lanes with ones), clang-19 at VLEN 256,
#   and a native x86-64 build (-march=native) proving the pass-through.
# Each configuration is a CMake build under build/; ctest runs its tests
# (riscv64 ones under QEMU). Ends with the line "N passed, M failed".
#
#   ci/test.sh                 all configurations
#   ci/test.sh clang22-256     only the named configurations
set -uo pipefail
cd "$(dirname "$0")/.."
bash ci/install-dependencies.sh || exit 1

all_configurations=(clang22-128 clang22-256 clang22-512 clang22-1024 clang22-512-agnostic-ones clang19-256 native)
if [ $# -gt 0 ]; then configurations=("$@"); else configurations=("${all_configurations[@]}"); fi

jobs=$(nproc)
total_passed=0
total_failed=0
summary=()

for configuration in "${configurations[@]}"; do
  build="build/$configuration"
  case "$configuration" in
    native)
      args=(-DCMAKE_CXX_COMPILER=clang++-22)
      ;;
    clang*-*)
      IFS=- read -r compiler vlen variant <<<"$configuration"
      args=(-DCMAKE_TOOLCHAIN_FILE=toolchains/riscv64-clang.cmake -DEIGEN_RVV_VLEN="$vlen"
            -DEIGEN_RVV_CLANG_VERSION="${compiler#clang}")
      if [ "${variant:-}" = "agnostic" ]; then args+=(-DEIGEN_RVV_QEMU_AGNOSTIC_ONES=ON); fi
      ;;
    *)
      echo "unknown configuration: $configuration (known: ${all_configurations[*]})" >&2
      exit 2
      ;;
  esac
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
  passed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' "$build.ctest.log")
  failed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .*(\*\*\*|Failed|Timeout|Not Run)' "$build.ctest.log")
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
  summary+=("$configuration: $passed passed, $failed failed ($(( $(date +%s) - start )) s)")
done

echo
echo "=== summary"
for line in "${summary[@]}"; do echo "  $line"; done
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]

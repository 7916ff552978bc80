#!/usr/bin/env bash
# Installs the dependencies (Debian 12), builds the demo for riscv64 with
# VLEN=256 and runs it under QEMU: it reports that RVV packets are in use and
# checks its results against a double-precision reference.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-dependencies.sh
build=build/demo-vlen256
cmake -G Ninja -S . -B "$build" -DCMAKE_TOOLCHAIN_FILE=toolchains/riscv64-clang.cmake -DEIGEN_RVV_VLEN=256 \
  -DEIGEN_RVV_BUILD_TESTS=OFF -DEIGEN_RVV_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" --target rvv_demo
qemu-riscv64 -L /usr/riscv64-linux-gnu -cpu rv64,v=true,vlen=256,zfh=true,zvfh=true "$build/examples/rvv_demo"

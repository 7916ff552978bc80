#!/usr/bin/env bash
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
#
# The drop-in, end to end: installs eigen-rvv from a build tree into a
# temporary prefix, builds the two example consumers against the install
# (examples/cmake_consumer with find_package(Eigen3), examples/makefile_consumer
# with pkg-config eigen3) and examples/subdirectory_consumer (add_subdirectory
# of the source tree, checking that no developer setting leaks) for the build's target, runs them (under QEMU on
# RISC-V) and checks that they use the RVV packets; then checks that
# configuring eigen-rvv over a missing or non-3.4 Eigen fails with a clear
# message.
#
#   test/install_consumers.sh <build dir> <source dir> riscv64 <VLEN> clang-<N>|gcc-<N> <qemu -cpu value>
#   test/install_consumers.sh <build dir> <source dir> native <c++ compiler>
set -euo pipefail
build=$1 source=$2 target=$3
work=$(mktemp -d "$build/install-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*"; exit 1; }

cmake --install "$build" --prefix "$work/prefix" >"$work/install.log" || { cat "$work/install.log"; fail "install"; }
# The Eigen base the build overlays (3.4.x or 5.0.x), from the install's pkg-config file.
base=$(sed -n 's/^Version: //p' "$work/prefix/share/pkgconfig/eigen3.pc")
case "$base" in
  3.4.*) asked=3.4 ;;
  5.0.*) asked=5 ;;
  *) fail "the install reports Eigen '$base', neither 3.4.x nor 5.0.x" ;;
esac
for file in include/eigen-rvv/Eigen/Core include/eigen-rvv/Eigen/src/Core/arch/RVV/GeneralBlockPanelKernel.h \
            include/eigen-rvv/unsupported/Eigen/CXX11/Tensor share/eigen3/cmake/Eigen3Config.cmake \
            share/eigen3/cmake/Eigen3ConfigVersion.cmake lib/cmake/EigenRVV/EigenRVVConfig.cmake \
            share/pkgconfig/eigen3.pc share/pkgconfig/eigen-rvv.pc; do
  [ -e "$work/prefix/$file" ] || fail "the install lacks $file"
done

if [ "$target" = riscv64 ]; then
  vlen=$4 compiler_id=$5 qemu_cpu=$6
  version=${compiler_id#*-}
  case "$compiler_id" in
    clang-*)
      cmake_target=(-DCMAKE_TOOLCHAIN_FILE="$source/toolchains/riscv64-clang.cmake" -DEIGEN_RVV_VLEN="$vlen"
                    -DEIGEN_RVV_CLANG_VERSION="$version")
      compiler=clang++-$version
      target_flags="--target=riscv64-linux-gnu -march=rv64gcv_zfh_zvfh -mrvv-vector-bits=$vlen -fuse-ld=lld" ;;
    gcc-*)
      compiler=riscv64-linux-gnu-g++-$version
      cmake_target=(-DCMAKE_TOOLCHAIN_FILE="$source/toolchains/riscv64-gcc.cmake" -DEIGEN_RVV_VLEN="$vlen"
                    -DEIGEN_RVV_GXX="$compiler")
      target_flags="-march=rv64gcv_zvl${vlen}b_zfh_zvfh -mrvv-vector-bits=zvl" ;;
    *) fail "unknown compiler '$compiler_id' (clang-N or gcc-N)" ;;
  esac
  run=(qemu-riscv64 -L /usr/riscv64-linux-gnu -cpu "$qemu_cpu")
  expected="RVV packets of $((vlen / 32)) floats"
else
  compiler=$4
  cmake_target=(-DCMAKE_CXX_COMPILER="$compiler")
  target_flags=""
  run=()
  expected="packets of"
fi

check_run() {
  local output
  output=$("${run[@]}" "$@") || fail "$* exited with an error: $output"
  echo "$output"
  grep -q "$expected" <<<"$output" || fail "$* does not report '$expected'"
}

# 1. CMake: find_package(Eigen3 3.4 CONFIG) (Eigen 5: find_package(Eigen3 5 CONFIG)) with the install first in
#    CMAKE_PREFIX_PATH; the other base's version is refused, as by the base's own package.
cmake -G Ninja -S "$source/examples/cmake_consumer" -B "$work/cmake" "${cmake_target[@]}" \
      -DCMAKE_PREFIX_PATH="$work/prefix" -DEIGEN3_REQUIRED_VERSION=$asked -DCMAKE_BUILD_TYPE=Release \
      >"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; fail "configuring the CMake consumer"; }
grep -q "Eigen3 $base from $work/prefix/share/eigen3/cmake" "$work/cmake.log" ||
  { cat "$work/cmake.log"; fail "find_package(Eigen3) did not find the install"; }
cmake --build "$work/cmake" >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "building the CMake consumer"; }
if [ "$target" = riscv64 ]; then
  # The flags Eigen3::Eigen carries on RISC-V (README): the frame pointer where the package's
  # configure reported it added (libgcc before GCC 14) and, with clang >= 22, the workaround
  # for clang 22's complex-by-real miscompile.
  wanted=() unwanted=()
  if grep -q "eigen-rvv: -fno-omit-frame-pointer added" "$work/cmake.log"; then
    wanted+=(-fno-omit-frame-pointer)
  elif grep -q "eigen-rvv: -fno-omit-frame-pointer not needed" "$work/cmake.log"; then
    unwanted+=(-fno-omit-frame-pointer)
  else
    cat "$work/cmake.log"; fail "the CMake consumer's configure did not report the frame-pointer decision"
  fi
  case "$compiler_id" in
    clang-*)
      if [ "$version" -ge 22 ]; then
        wanted+=("-mllvm -enable-interleaved-mem-accesses=false")
      else
        unwanted+=("-mllvm -enable-interleaved-mem-accesses=false")
      fi ;;
  esac
  commands=$(ninja -C "$work/cmake" -t commands consumer)
  for flag in "${wanted[@]}"; do
    grep -q -e "$flag" <<<"$commands" || fail "the CMake consumer is not compiled with $flag"
  done
  for flag in "${unwanted[@]}"; do
    ! grep -q -e "$flag" <<<"$commands" || fail "the CMake consumer is compiled with $flag needlessly"
  done
fi
check_run "$work/cmake/consumer"
if [ "$asked" = 3.4 ]; then
  check_run "$work/cmake/consumer_legacy_variables"
  refused=5
else
  [ ! -e "$work/cmake/consumer_legacy_variables" ] || fail "Eigen 5's package has no legacy variables"
  refused=3.4
fi
cmake -S "$source/examples/cmake_consumer" -B "$work/cmake-refused" "${cmake_target[@]}" \
      -DCMAKE_PREFIX_PATH="$work/prefix" -DEIGEN3_REQUIRED_VERSION=$refused \
      "-DCMAKE_IGNORE_PATH=/usr/share/eigen3/cmake;/usr/local/share/eigen3/cmake" >"$work/refused.log" 2>&1 &&
  { cat "$work/refused.log"; fail "find_package(Eigen3 $refused) accepted the Eigen $base install"; }
grep -q "$work/prefix/share/eigen3/cmake/Eigen3Config.cmake, version: $base" "$work/refused.log" ||
  { cat "$work/refused.log"; fail "find_package(Eigen3 $refused) did not consider the install"; }

# 2. add_subdirectory() of the source tree: Eigen3::Eigen, and none of this project's developer settings.
cmake -G Ninja -S "$source/examples/subdirectory_consumer" -B "$work/subdirectory" "${cmake_target[@]}" \
      -DEIGEN_RVV_SOURCE_DIR="$source" >"$work/subdirectory.log" 2>&1 ||
  { cat "$work/subdirectory.log"; fail "configuring the add_subdirectory consumer"; }
grep -q "no developer settings leaked" "$work/subdirectory.log" || { cat "$work/subdirectory.log"; fail "leak check"; }
cmake --build "$work/subdirectory" >"$work/build.log" 2>&1 ||
  { cat "$work/build.log"; fail "building the add_subdirectory consumer"; }
check_run "$work/subdirectory/consumer"

# 3. pkg-config: eigen3 from the install, the overlay's directory before upstream's.
export PKG_CONFIG_PATH="$work/prefix/share/pkgconfig"
[ "$(pkg-config --modversion eigen3)" = "$base" ] ||
  fail "pkg-config --modversion eigen3 is $(pkg-config --modversion eigen3), not $base"
cflags=$(pkg-config --cflags eigen3)
case "$cflags" in
  -I*eigen-rvv*" -I"*) ;;
  *) fail "pkg-config --cflags eigen3 gives '$cflags': the overlay must come first" ;;
esac
make -s -C "$source/examples/makefile_consumer" CXX="$compiler" TARGET_FLAGS="$target_flags" \
     OUTPUT="$work/make_consumer" >"$work/make.log" 2>&1 || { cat "$work/make.log"; fail "the Makefile consumer"; }
check_run "$work/make_consumer"
# As frameworks build it: MPL2-only code and 64-byte maximum alignment.
make -s -C "$source/examples/makefile_consumer" CXX="$compiler" TARGET_FLAGS="$target_flags" \
     CXXFLAGS="-O2 -fno-omit-frame-pointer -DEIGEN_MPL2_ONLY -DEIGEN_MAX_ALIGN_BYTES=64" \
     OUTPUT="$work/make_consumer_mpl2_align64" >"$work/make.log" 2>&1 ||
  { cat "$work/make.log"; fail "the Makefile consumer with EIGEN_MPL2_ONLY and EIGEN_MAX_ALIGN_BYTES=64"; }
check_run "$work/make_consumer_mpl2_align64"

# 4. Misconfigurations fail at configure time, naming the problem.
for case in "$source/test/configuration_errors/eigen_3_3_fake:overlays Eigen 3.4.x, 5.0.x or master" \
            "$work/no-such-eigen:Upstream Eigen 3.4, 5.0 or master not found"; do
  dir=${case%%:*} message=${case#*:}
  if cmake -S "$source" -B "$work/misconfigured" "${cmake_target[@]}" -DEIGEN_RVV_UPSTREAM_INCLUDE_DIR="$dir" \
       -DEIGEN_RVV_BUILD_TESTS=OFF -DEIGEN_RVV_BUILD_EXAMPLES=OFF -DEIGEN_RVV_BUILD_BENCH=OFF \
       >"$work/misconfigured.log" 2>&1; then
    fail "configuring over $dir succeeded"
  fi
  grep -q "$message" "$work/misconfigured.log" || { cat "$work/misconfigured.log"; fail "no '$message'"; }
  rm -rf "$work/misconfigured"
done
echo "install_consumers: passed"

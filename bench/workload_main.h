// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The command line of the workload programs (everyday.cpp, ml.cpp):
//   PROGRAM <name> <size> <repetitions>  prints "<name> <checksum of the result>"; PROGRAM --list: the names.

#ifndef EIGEN_RVV_BENCH_WORKLOAD_MAIN_H
#define EIGEN_RVV_BENCH_WORKLOAD_MAIN_H

#include <cstdio>
#include <cstdlib>
#include <cstring>

struct Workload {
  const char* name;
  float (*run)(long, long);  // (size, repetitions) -> a checksum of the result
};

template <std::size_t N>
int workload_main(int argc, char** argv, const Workload (&workloads)[N], long min_size) {
  static volatile float sink;  // keeps each workload's result alive
  if (argc == 2 && !std::strcmp(argv[1], "--list")) {
    for (const Workload& w : workloads) std::printf("%s\n", w.name);
    return 0;
  }
  if (argc == 4) {
    const long size = std::atol(argv[2]), repetitions = std::atol(argv[3]);
    for (const Workload& w : workloads)
      if (!std::strcmp(argv[1], w.name) && size >= min_size && repetitions >= 0) {
        sink = w.run(size, repetitions);
        std::printf("%s %.9g\n", w.name, double(sink));
        return 0;
      }
  }
  std::fprintf(stderr, "usage: %s <name> <size >= %ld> <repetitions> (%s --list: the names)\n", argv[0], min_size,
               argv[0]);
  return 2;
}

#endif  // EIGEN_RVV_BENCH_WORKLOAD_MAIN_H

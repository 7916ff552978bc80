// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Stands in for TensorFlow's tsl/platform/test_benchmark.h when its client tests build outside TensorFlow: the
// benchmarks compile and register, and are not run (the project measures model cycles, bench/).

#ifndef EIGEN_RVV_CLIENT_SHIM_TSL_PLATFORM_TEST_BENCHMARK_H
#define EIGEN_RVV_CLIENT_SHIM_TSL_PLATFORM_TEST_BENCHMARK_H

#include <string>
#include <vector>

namespace testing {
namespace benchmark {

// A benchmark's state: `for (auto s : state)` runs its body `iterations` times.
class State {
 public:
  explicit State(long iterations) : iterations_(iterations) {}
  struct Iterator {
    long left;
    bool operator!=(const Iterator& other) const { return left != other.left; }
    void operator++() { --left; }
    int operator*() const { return 0; }
  };
  Iterator begin() const { return Iterator{iterations_}; }
  Iterator end() const { return Iterator{0}; }
  void SetLabel(const std::string& label) { label_ = label; }
  const std::string& label() const { return label_; }

 private:
  long iterations_;
  std::string label_;
};

// The registered benchmarks, by function.
class Registration {
 public:
  explicit Registration(void (*function)(State&)) { registered().push_back(function); }
  Registration* UseRealTime() { return this; }
  static std::vector<void (*)(State&)>& registered() {
    static std::vector<void (*)(State&)> functions;
    return functions;
  }
};

}  // namespace benchmark
}  // namespace testing

#define EIGEN_RVV_SHIM_CONCAT_INNER(a, b) a##b
#define EIGEN_RVV_SHIM_CONCAT(a, b) EIGEN_RVV_SHIM_CONCAT_INNER(a, b)
#define BENCHMARK(function)                                                                          \
  static ::testing::benchmark::Registration* EIGEN_RVV_SHIM_CONCAT(eigen_rvv_benchmark_, __LINE__) = \
      (new ::testing::benchmark::Registration(function))

#endif  // EIGEN_RVV_CLIENT_SHIM_TSL_PLATFORM_TEST_BENCHMARK_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// TensorFlow-style layers for instruction counting (bench/RESULTS.md, "TensorFlow's convolutions"), through
// TensorFlow's own SpatialConvolution (the client sources, test/CMakeLists.txt), built with the overlay and against
// the stock base alone from this one source. RowMajor NHWC, as TensorFlow and TFLite run them, `batch` images:
//   conv3x3  56x56x64 input, 3x3x64x64 filter, SAME, stride 1
//   conv1x1  56x56x64 input, 1x1x64x64 filter
//   fc       a fully-connected layer: batch x 1024 times 1024x1024 (Tensor contract; at batch 1 a matrix-vector
//            product)
//   convolutions <name> <batch> <repetitions>

#include "tsl/framework/convolution/eigen_spatial_convolutions.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

volatile double sink;

template <typename Tensor>
void fill(Tensor& t) {
  for (Eigen::Index i = 0; i < t.size(); ++i) t.data()[i] = float((i * 7 + 3) % 17 - 8) / 16;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s conv3x3|conv1x1|fc <batch> <repetitions>\n", argv[0]);
    return 2;
  }
  const char* name = argv[1];
  const Eigen::Index batch = std::atol(argv[2]);
  const long repetitions = std::atol(argv[3]);
  typedef Eigen::Tensor<float, 4, Eigen::RowMajor> Tensor4;
  if (!std::strcmp(name, "conv3x3") || !std::strcmp(name, "conv1x1")) {
    const int filter = name[4] == '3' ? 3 : 1;
    Tensor4 input(batch, 56, 56, 64), kernel(filter, filter, 64, 64), output(batch, 56, 56, 64);
    fill(input);
    fill(kernel);
    for (long r = 0; r < repetitions; ++r) output = Eigen::SpatialConvolution(input, kernel, 1, 1, Eigen::PADDING_SAME);
    sink = output(0, 28, 28, 5);
  } else if (!std::strcmp(name, "fc")) {
    Eigen::Tensor<float, 2, Eigen::RowMajor> input(batch, 1024), weights(1024, 1024), output(batch, 1024);
    fill(input);
    fill(weights);
    const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(1, 0)};
    for (long r = 0; r < repetitions; ++r) output = input.contract(weights, dims);
    sink = output(0, 5);
  } else {
    std::fprintf(stderr, "unknown workload %s\n", name);
    return 2;
  }
  return 0;
}

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// TFLite's float convolution as TFLite builds it: through LiteRT's header (the Eigen namespace renamed by a macro,
// TENSOR_CONTRACTION_DISPATCH reduced to one instantiation), RowMajor NHWC tensors and HWIO filters, a 4-thread
// ThreadPoolDevice, SAME and VALID padding, strides, 1x1 and full-size filters, depths on and off the packet size;
// against a naive NHWC loop in double precision with TensorFlow's padding rule.

#include <gtest/gtest.h>

#include "tflite/kernels/internal/optimized/eigen_spatial_convolutions.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

namespace {

struct ConvolutionCase {
  int batches, height, width, depth;         // input, NHWC
  int filter_height, filter_width, filters;  // filter, HWIO
  int stride_height, stride_width;
  bool same;  // SAME padding, else VALID
};

std::string describe(const ConvolutionCase& c) {
  return std::to_string(c.batches) + "x" + std::to_string(c.height) + "x" + std::to_string(c.width) + "x" +
         std::to_string(c.depth) + " * " + std::to_string(c.filter_height) + "x" + std::to_string(c.filter_width) +
         "x" + std::to_string(c.filters) + " stride " + std::to_string(c.stride_height) + "," +
         std::to_string(c.stride_width) + (c.same ? " SAME" : " VALID");
}

// TensorFlow's output size and leading padding of one spatial dimension.
void output_extent(bool same, int in, int filter, int stride, int* out, int* pad_before) {
  if (same) {
    *out = (in + stride - 1) / stride;
    const int pad_total = std::max((*out - 1) * stride + filter - in, 0);
    *pad_before = pad_total / 2;
  } else {
    *out = (in - filter + stride) / stride;
    *pad_before = 0;
  }
}

void check(const ConvolutionCase& c, const Eigen::ThreadPoolDevice& device) {
  // Maps of mutable data: Eigen 5.0.1's TensorRef, which SpatialConvolution builds, rejects maps of const data (stock
  // 5.0.1 too).
  typedef Eigen::TensorMap<Eigen::Tensor<float, 4, Eigen::RowMajor, Eigen::DenseIndex>, Eigen::Aligned> In;
  typedef In Out;
  int out_height, out_width, pad_top, pad_left;
  output_extent(c.same, c.height, c.filter_height, c.stride_height, &out_height, &pad_top);
  output_extent(c.same, c.width, c.filter_width, c.stride_width, &out_width, &pad_left);
  ASSERT_GT(out_height, 0);
  ASSERT_GT(out_width, 0);
  std::mt19937 rng(c.height * 131 + c.depth * 7 + c.filters);
  std::uniform_int_distribution<int> digit(-8, 8);
  // Eigen-aligned buffers, as TFLite's tensors are.
  Eigen::Tensor<float, 1> input(c.batches * c.height * c.width * c.depth),
      filter(c.filter_height * c.filter_width * c.depth * c.filters),
      output(c.batches * out_height * out_width * c.filters);
  for (Eigen::Index i = 0; i < input.size(); ++i) input(i) = float(digit(rng)) / 8.0f;
  for (Eigen::Index i = 0; i < filter.size(); ++i) filter(i) = float(digit(rng)) / 8.0f;
  output.setConstant(std::nanf(""));
  const In in(input.data(), c.batches, c.height, c.width, c.depth);
  const In kernel(filter.data(), c.filter_height, c.filter_width, c.depth, c.filters);
  Out out(output.data(), c.batches, out_height, out_width, c.filters);
  // TFLite's call: the stride along the width first (Eigen's "rows" are the inner spatial dimension of RowMajor NHWC).
  out.device(device) = Eigen::SpatialConvolution(in, kernel, c.stride_width, c.stride_height,
                                                 c.same ? Eigen::PADDING_SAME : Eigen::PADDING_VALID);
  for (int b = 0; b < c.batches; ++b)
    for (int oy = 0; oy < out_height; ++oy)
      for (int ox = 0; ox < out_width; ++ox)
        for (int f = 0; f < c.filters; ++f) {
          double expected = 0;
          for (int fy = 0; fy < c.filter_height; ++fy)
            for (int fx = 0; fx < c.filter_width; ++fx) {
              const int y = oy * c.stride_height + fy - pad_top, x = ox * c.stride_width + fx - pad_left;
              if (y < 0 || y >= c.height || x < 0 || x >= c.width) continue;
              for (int d = 0; d < c.depth; ++d) expected += double(in(b, y, x, d)) * double(kernel(fy, fx, d, f));
            }
          // Products of multiples of 1/8 below 1 summed in float: exact while the sum stays below 2^18 / 64.
          ASSERT_EQ(double(out(b, oy, ox, f)), expected)
              << describe(c) << " at " << b << "," << oy << "," << ox << "," << f;
        }
}

TEST(TfliteConvolutions, MatchNaiveNhwcLoops) {
  Eigen::ThreadPool pool(4);
  Eigen::ThreadPoolDevice device(&pool, 4);
  const int packet = Eigen::internal::packet_traits<float>::size;
  const std::vector<ConvolutionCase> cases = {
      // 3x3, SAME and VALID, unit and larger strides, depths on and off the packet size.
      {1, 8, 8, packet, 3, 3, 16, 1, 1, true},
      {1, 8, 8, packet, 3, 3, 16, 1, 1, false},
      {2, 9, 7, 3, 3, 3, 5, 2, 2, true},
      {1, 9, 7, 2 * packet + 3, 3, 3, 7, 2, 1, true},
      {1, 10, 11, packet - 1, 3, 3, 2 * packet, 1, 2, false},
      {1, 12, 12, 4 * packet, 3, 3, 4 * packet + 1, 2, 2, false},
      {3, 6, 5, 1, 3, 3, 1, 1, 1, true},
      // 5x3 and 1x5 filters.
      {1, 11, 9, 5, 5, 3, 6, 1, 1, true},
      {1, 7, 13, packet + 1, 1, 5, 3, 1, 3, false},
      // 1x1 (a matrix product in TFLite), strided 1x1.
      {1, 7, 7, 2 * packet, 1, 1, 3 * packet, 1, 1, true},
      {2, 5, 6, 17, 1, 1, 9, 1, 1, false},
      {1, 8, 9, 13, 1, 1, 11, 2, 2, true},
      // Full-size filters (a fully-connected layer in TFLite).
      {1, 4, 4, 7, 4, 4, 10, 1, 1, false},
      {2, 3, 5, 2 * packet, 3, 5, packet + 2, 1, 1, false},
      // Filters larger than the stride, SAME padding at odd sizes.
      {1, 5, 5, 4, 4, 4, 3, 3, 3, true},
      {1, 1, 1, 3, 3, 3, 2, 1, 1, true},
  };
  for (const ConvolutionCase& c : cases) {
    SCOPED_TRACE(describe(c));
    check(c, device);
    if (HasFatalFailure()) return;
  }
}

}  // namespace

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// ML work as TensorFlow writes it with Eigen::Tensor (row-major, the default device), for instruction counting
// (bench/README.md).
//   ml <name> <size> <repetitions>  prints "<name> <checksum of the result>" (ml --list: the names);
// <size> is the number of elements for the elementwise workloads, the batch (rows of 256 features) otherwise.

#include <unsupported/Eigen/CXX11/Tensor>
#include <unsupported/Eigen/SpecialFunctions>

#include "workload_main.h"

namespace {

const Eigen::Index kFeatures = 256;

typedef Eigen::Tensor<float, 1, Eigen::RowMajor> Vector;
typedef Eigen::Tensor<float, 2, Eigen::RowMajor> Matrix;

// Deterministic values in [-scale/2, scale/2).
float value(long i, float scale) { return (float((i * 7919) % 1000) / 1000.0f - 0.5f) * scale; }

template <typename T>
void fill(T& t, long seed, float scale) {
  for (Eigen::Index i = 0; i < t.size(); ++i) t.data()[i] = value(seed + i, scale);
}

// A weighted sum of every coefficient of a result (the weights tell permuted results apart), in a plain loop.
template <typename T>
float checksum(const T& t) {
  double sum = 0;
  for (Eigen::Index i = 0; i < t.size(); ++i) sum += double(t.data()[i]) * double(1 + i % 7);
  return float(sum);
}

Eigen::array<Eigen::Index, 1> dimension(Eigen::Index d) { return {{d}}; }

// Elementwise activations over n elements in [-8, 8).
template <typename Activation>
float elementwise(long n, long repetitions, Activation activation) {
  Vector x(n), y(n);
  fill(x, 1, 16.0f);
  for (long r = 0; r < repetitions; ++r) y = activation(x);
  return checksum(y);
}
float tanh_(long n, long repetitions) {
  return elementwise(n, repetitions, [](const Vector& x) { return x.tanh(); });
}
float sigmoid(long n, long repetitions) {
  return elementwise(n, repetitions, [](const Vector& x) { return x.sigmoid(); });
}
// GELU, tanh approximation (BERT, GPT-2) and exact (erf), as TensorFlow's Gelu op computes them.
float gelu_tanh(long n, long repetitions) {
  return elementwise(n, repetitions, [](const Vector& x) {
    return 0.5f * x * (1.0f + (0.7978845608f * (x + 0.044715f * x * x * x)).tanh());
  });
}
float gelu_erf(long n, long repetitions) {
  return elementwise(n, repetitions, [](const Vector& x) { return 0.5f * x * (1.0f + (x * 0.7071067812f).erf()); });
}

// Softmax over the features of each row, as TensorFlow's SoftmaxEigenImpl: shift by the row maximum, exp,
// divide by the row sum.
float softmax(long batch, long repetitions) {
  Matrix logits(batch, kFeatures), out(batch, kFeatures);
  fill(logits, 2, 20.0f);
  const Eigen::array<Eigen::Index, 2> column{{batch, 1}}, across{{1, kFeatures}};
  for (long r = 0; r < repetitions; ++r) {
    out = (logits - logits.maximum(dimension(1)).eval().reshape(column).broadcast(across)).exp();
    out = out / out.sum(dimension(1)).eval().reshape(column).broadcast(across);
  }
  return checksum(out);
}

// Layer normalization over the features of each row, with a scale and an offset per feature.
float layer_norm(long batch, long repetitions) {
  Matrix x(batch, kFeatures), out(batch, kFeatures);
  Vector gamma(kFeatures), beta(kFeatures);
  fill(x, 3, 4.0f);
  fill(gamma, 4, 1.0f);
  fill(beta, 5, 1.0f);
  const Eigen::array<Eigen::Index, 2> column{{batch, 1}}, across{{1, kFeatures}}, row{{1, kFeatures}}, down{{batch, 1}};
  for (long r = 0; r < repetitions; ++r) {
    const Matrix centered = x - x.mean(dimension(1)).eval().reshape(column).broadcast(across);
    const Vector variance = centered.square().mean(dimension(1));
    out = centered * (variance + 1e-5f).rsqrt().eval().reshape(column).broadcast(across) *
              gamma.reshape(row).broadcast(down) +
          beta.reshape(row).broadcast(down);
  }
  return checksum(out);
}

// Reductions: per row (Axis 1: the features), per column (Axis 0: the batch) and of everything.
template <int Axis>
float reduce_sum(long batch, long repetitions) {
  Matrix x(batch, kFeatures);
  fill(x, Axis == 1 ? 6 : 7, 2.0f);
  Vector out(Axis == 1 ? batch : kFeatures);
  for (long r = 0; r < repetitions; ++r) out = x.sum(dimension(Axis));
  return checksum(out);
}
float reduce_max(long batch, long repetitions) {
  Matrix x(batch, kFeatures);
  fill(x, 8, 2.0f);
  Eigen::Tensor<float, 0, Eigen::RowMajor> out;
  for (long r = 0; r < repetitions; ++r) out = x.maximum();
  return out();
}

// A batch times a 256 x 256 weight matrix; "dense" adds the bias and the ReLU of a fully connected layer.
template <bool kDense>
float matmul(long batch, long repetitions) {
  Matrix x(batch, kFeatures), w(kFeatures, kFeatures), out(batch, kFeatures);
  Vector bias(kFeatures);
  fill(x, 9, 2.0f);
  fill(w, 10, 0.25f);
  fill(bias, 11, 1.0f);
  const Eigen::array<Eigen::IndexPair<Eigen::Index>, 1> product{{Eigen::IndexPair<Eigen::Index>(1, 0)}};
  const Eigen::array<Eigen::Index, 2> row{{1, kFeatures}}, down{{batch, 1}};
  for (long r = 0; r < repetitions; ++r) {
    if (kDense) {
      out = (x.contract(w, product) + bias.reshape(row).broadcast(down)).cwiseMax(0.0f);
    } else {
      out = x.contract(w, product);
    }
  }
  return checksum(out);
}

const Workload workloads[] = {
    {"tanh", tanh_},
    {"sigmoid", sigmoid},
    {"gelu_tanh", gelu_tanh},
    {"gelu_erf", gelu_erf},
    {"softmax", softmax},
    {"layer_norm", layer_norm},
    {"reduce_rows", reduce_sum<1>},
    {"reduce_columns", reduce_sum<0>},
    {"reduce_max", reduce_max},
    {"contraction", matmul<false>},
    {"dense", matmul<true>},
};

}  // namespace

int main(int argc, char** argv) { return workload_main(argc, argv, workloads, 1); }

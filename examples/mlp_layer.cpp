// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// A two-layer perceptron on Eigen::Tensor, written only against Eigen's public API as a framework's CPU kernels are:
//   hidden = layer_norm(gelu(input . W1 + b1)), probabilities = softmax(hidden . W2 + b2) (row-wise, erf GELU)
// It fails when the result is beyond the tolerance of the same network computed in double with plain loops.

#include <unsupported/Eigen/CXX11/Tensor>
#include <unsupported/Eigen/SpecialFunctions>

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

typedef Eigen::Tensor<float, 2, Eigen::RowMajor> Matrix;  // (rows, columns), as frameworks store activations
typedef Eigen::Tensor<float, 1, Eigen::RowMajor> Vector;

const int batch = 24, features = 96, hidden_units = 160, classes = 10;
const float layer_norm_epsilon = 1e-5f;

float pseudo_random(int i, int salt) { return float(((i * 7919 + salt * 104729) % 2003) - 1001) / 1001.0f; }

Matrix filled(int rows, int cols, int salt, float scale) {
  Matrix m(rows, cols);
  for (int i = 0; i < rows * cols; ++i) m.data()[i] = scale * pseudo_random(i, salt);
  return m;
}

Vector filled(int size, int salt, float scale) {
  Vector v(size);
  for (int i = 0; i < size; ++i) v.data()[i] = scale * pseudo_random(i, salt);
  return v;
}

// x . W + b, broadcasting b over the rows.
Matrix dense(const Matrix& x, const Matrix& w, const Vector& b) {
  const Eigen::array<Eigen::IndexPair<int>, 1> contract_columns_with_rows = {Eigen::IndexPair<int>(1, 0)};
  const Eigen::array<Eigen::Index, 2> bias_shape = {1, b.dimension(0)};
  const Eigen::array<Eigen::Index, 2> over_rows = {x.dimension(0), 1};
  return x.contract(w, contract_columns_with_rows) + b.reshape(bias_shape).broadcast(over_rows);
}

Matrix gelu(const Matrix& x) { return x * 0.5f * ((x * float(M_SQRT1_2)).erf() + 1.0f); }

// Normalizes each row to zero mean and unit variance.
Matrix layer_norm(const Matrix& x) {
  const Eigen::array<Eigen::Index, 1> along_columns = {1};
  const Eigen::array<Eigen::Index, 2> column_shape = {x.dimension(0), 1};
  const Eigen::array<Eigen::Index, 2> over_columns = {1, x.dimension(1)};
  const Matrix centered = x - x.mean(along_columns).reshape(column_shape).broadcast(over_columns);
  const Matrix variance = (centered * centered).mean(along_columns).reshape(column_shape);
  return centered * (variance + layer_norm_epsilon).rsqrt().broadcast(over_columns);
}

Matrix softmax(const Matrix& x) {
  const Eigen::array<Eigen::Index, 1> along_columns = {1};
  const Eigen::array<Eigen::Index, 2> column_shape = {x.dimension(0), 1};
  const Eigen::array<Eigen::Index, 2> over_columns = {1, x.dimension(1)};
  const Matrix exponentials = (x - x.maximum(along_columns).reshape(column_shape).broadcast(over_columns)).exp();
  return exponentials / exponentials.sum(along_columns).reshape(column_shape).broadcast(over_columns);
}

// The same network in double precision with plain loops.
std::vector<double> reference(const Matrix& x, const Matrix& w1, const Vector& b1, const Matrix& w2, const Vector& b2) {
  std::vector<double> hidden(batch * hidden_units), out(batch * classes);
  for (int r = 0; r < batch; ++r) {
    double mean = 0, variance = 0;
    for (int j = 0; j < hidden_units; ++j) {
      double s = b1(j);
      for (int k = 0; k < features; ++k) s += double(x(r, k)) * w1(k, j);
      hidden[r * hidden_units + j] = 0.5 * s * (1 + std::erf(s / std::sqrt(2.0)));
      mean += hidden[r * hidden_units + j];
    }
    mean /= hidden_units;
    for (int j = 0; j < hidden_units; ++j) variance += std::pow(hidden[r * hidden_units + j] - mean, 2);
    variance /= hidden_units;
    for (int j = 0; j < hidden_units; ++j)
      hidden[r * hidden_units + j] = (hidden[r * hidden_units + j] - mean) / std::sqrt(variance + layer_norm_epsilon);
    double largest = -INFINITY, total = 0;
    for (int c = 0; c < classes; ++c) {
      double s = b2(c);
      for (int j = 0; j < hidden_units; ++j) s += hidden[r * hidden_units + j] * w2(j, c);
      out[r * classes + c] = s;
      largest = std::fmax(largest, s);
    }
    for (int c = 0; c < classes; ++c) total += (out[r * classes + c] = std::exp(out[r * classes + c] - largest));
    for (int c = 0; c < classes; ++c) out[r * classes + c] /= total;
  }
  return out;
}

}  // namespace

int main() {
  const Matrix input = filled(batch, features, 1, 1.0f);
  const Matrix w1 = filled(features, hidden_units, 2, 0.2f), w2 = filled(hidden_units, classes, 3, 0.3f);
  const Vector b1 = filled(hidden_units, 4, 0.1f), b2 = filled(classes, 5, 0.1f);

  const Matrix probabilities = softmax(dense(layer_norm(gelu(dense(input, w1, b1))), w2, b2));

  const std::vector<double> expected = reference(input, w1, b1, w2, b2);
  double worst = 0, row_sum_error = 0;
  for (int r = 0; r < batch; ++r) {
    double row_sum = 0;
    for (int c = 0; c < classes; ++c) {
      worst = std::fmax(worst, std::fabs(double(probabilities(r, c)) - expected[r * classes + c]));
      row_sum += probabilities(r, c);
    }
    row_sum_error = std::fmax(row_sum_error, std::fabs(row_sum - 1));
  }
  // float arithmetic through two layers of 96- and 160-term dot products:
  // a few hundred float epsilons on probabilities of order 0.1.
  const double tolerance = 5e-6;
  const bool ok = worst <= tolerance && row_sum_error <= tolerance;
  std::printf(
      "mlp: batch %d, %d -> %d (GELU, layer norm) -> %d (softmax); %s packets of %d floats; "
      "largest probability error vs double %.2g, row sums off by %.2g (tolerance %.0e): %s\n",
      batch, features, hidden_units, classes,
#if defined(EIGEN_VECTORIZE_RVV)
      "RVV",
#else
      Eigen::SimdInstructionSetsInUse(),
#endif
      int(Eigen::internal::packet_traits<float>::size), worst, row_sum_error, tolerance, ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}

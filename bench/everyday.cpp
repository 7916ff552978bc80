// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Everyday Eigen work beyond GEMM, for instruction counting (bench/README.md).
//   everyday <name> <size> <repetitions>  prints "<name> <checksum of the result>" (everyday --list: the names);
// <size> is the number of objects for the small-object workloads, the side of the matrix, grid or image otherwise.

#include <Eigen/Dense>
#include <Eigen/IterativeLinearSolvers>
#include <Eigen/Sparse>
#include <unsupported/Eigen/CXX11/Tensor>

#include <vector>

#include "workload_main.h"

namespace {

// Deterministic values in [-0.5, 0.5).
float value(long i) { return float((i * 7919) % 1000) / 1000.0f - 0.5f; }

template <typename Object>
std::vector<Object, Eigen::aligned_allocator<Object> > objects(long count, long seed) {
  std::vector<Object, Eigen::aligned_allocator<Object> > result(count);
  for (long i = 0; i < count; ++i)
    for (Eigen::Index k = 0; k < result[i].size(); ++k)
      result[i].data()[k] = typename Object::Scalar(value(seed + i * result[i].size() + k));
  return result;
}

// A weighted sum of every coefficient of a result (the weights tell permuted results apart), in a plain loop.
float checksum(const float* data, long size) {
  double sum = 0;
  for (long i = 0; i < size; ++i) sum += double(data[i]) * double(1 + i % 7);
  return float(sum);
}
float checksum(const double* data, long size) {
  double sum = 0;
  for (long i = 0; i < size; ++i) sum += data[i] * double(1 + i % 7);
  return float(sum);
}
template <typename Object, typename Allocator>
float checksum(const std::vector<Object, Allocator>& objects) {
  float sum = 0;
  for (std::size_t i = 0; i < objects.size(); ++i) sum += checksum(objects[i].data(), objects[i].size()) * float(i % 5);
  return sum;
}
template <typename Dense>
float checksum(const Dense& result) {
  return checksum(result.data(), long(result.size()));
}

// C[i] = A[i] * B[i] over arrays of fixed-size matrices.
template <typename Matrix>
float products(long n, long repetitions) {
  const auto a = objects<Matrix>(n, 1), b = objects<Matrix>(n, 2);
  auto c = objects<Matrix>(n, 3);
  for (long r = 0; r < repetitions; ++r)
    for (long i = 0; i < n; ++i) c[i].noalias() = a[i] * b[i];
  return checksum(c);
}

// out[i] = transform * points[i] over an array of points.
template <typename Point, typename Transform>
float transformed_points(long n, long repetitions, const Transform& transform, long seed) {
  const auto points = objects<Point>(n, seed);
  auto out = points;
  for (long r = 0; r < repetitions; ++r)
    for (long i = 0; i < n; ++i) out[i].noalias() = transform * points[i];
  return checksum(out);
}
float mat4_vec(long n, long repetitions) {
  return transformed_points<Eigen::Vector4f>(n, repetitions, Eigen::Matrix4f(objects<Eigen::Matrix4f>(1, 4)[0]), 5);
}
float affine_points(long n, long repetitions) {
  const Eigen::Affine3f transform = Eigen::Translation3f(0.5f, -1.0f, 2.0f) *
                                    Eigen::AngleAxisf(0.3f, Eigen::Vector3f(1.0f, 2.0f, 3.0f).normalized()) *
                                    Eigen::Scaling(1.5f);
  return transformed_points<Eigen::Vector3f>(n, repetitions, transform, 6);
}
float quat_rotate(long n, long repetitions) {
  const Eigen::Quaternionf q(Eigen::AngleAxisf(0.7f, Eigen::Vector3f(-1.0f, 0.5f, 2.0f).normalized()));
  return transformed_points<Eigen::Vector3f>(n, repetitions, q, 7);
}

// Surface normals: normalized cross products of edge vectors.
float cross_normalize(long n, long repetitions) {
  const auto a = objects<Eigen::Vector3f>(n, 8), b = objects<Eigen::Vector3f>(n, 9);
  auto out = a;
  for (long r = 0; r < repetitions; ++r)
    for (long i = 0; i < n; ++i) out[i] = a[i].cross(b[i]).normalized();
  return checksum(out);
}

float vec4_axpy(long n, long repetitions) {
  const auto v = objects<Eigen::Vector4f>(n, 10);
  auto o = objects<Eigen::Vector4f>(n, 11);
  for (long r = 0; r < repetitions; ++r)
    for (long i = 0; i < n; ++i) o[i] += 0.25f * v[i];
  return checksum(o);
}

float inverse3(long n, long repetitions) {
  auto a = objects<Eigen::Matrix3f>(n, 12);
  for (long i = 0; i < n; ++i) a[i] += 2.0f * Eigen::Matrix3f::Identity();
  auto out = a;
  for (long r = 0; r < repetitions; ++r)
    for (long i = 0; i < n; ++i) out[i] = a[i].inverse();
  return checksum(out);
}

// Forward kinematics: a chain of n dependent 4x4 products.
float fk_chain(long n, long repetitions) {
  std::vector<Eigen::Matrix4f, Eigen::aligned_allocator<Eigen::Matrix4f> > joints(n);
  for (long i = 0; i < n; ++i) {
    Eigen::Affine3f joint = Eigen::AngleAxisf(0.1f * float(i % 7), Eigen::Vector3f::UnitZ()) *
                            Eigen::Translation3f(0.1f, 0.0f, 0.05f * float(i % 3));
    joints[i] = joint.matrix();
  }
  Eigen::Matrix4f pose = Eigen::Matrix4f::Identity();
  for (long r = 0; r < repetitions; ++r) {
    pose.setIdentity();
    for (long i = 0; i < n; ++i) pose = pose * joints[i];
  }
  return checksum(pose);
}

// n updates of a 6-state Kalman filter with 3 measurements (constant velocity in 3D).
float kalman6(long n, long repetitions) {
  typedef Eigen::Matrix<float, 6, 6> Matrix6f;
  typedef Eigen::Matrix<float, 3, 6> Matrix36f;
  typedef Eigen::Matrix<float, 6, 1> Vector6f;
  Matrix6f f = Matrix6f::Identity();
  f.topRightCorner<3, 3>() = 0.1f * Eigen::Matrix3f::Identity();
  const Matrix6f q = 1e-3f * Matrix6f::Identity();
  Matrix36f h = Matrix36f::Zero();
  h.leftCols<3>().setIdentity();
  const Eigen::Matrix3f measurement_noise = 1e-2f * Eigen::Matrix3f::Identity();
  const auto measurements = objects<Eigen::Vector3f>(n, 13);
  Vector6f x = Vector6f::Zero();
  Matrix6f p = Matrix6f::Identity();
  for (long r = 0; r < repetitions; ++r) {
    x.setZero();
    p.setIdentity();
    for (long i = 0; i < n; ++i) {
      x = f * x;
      p = f * p * f.transpose() + q;
      const Eigen::Matrix3f s = h * p * h.transpose() + measurement_noise;
      const Eigen::Matrix<float, 6, 3> k = p * h.transpose() * s.inverse();
      x += k * (measurements[i] - h * x);
      p = (Matrix6f::Identity() - k * h) * p;
    }
  }
  return checksum(x) + checksum(p);
}

Eigen::MatrixXf filled(long rows, long cols) {
  Eigen::MatrixXf m(rows, cols);
  for (long j = 0; j < cols; ++j)
    for (long i = 0; i < rows; ++i) m(i, j) = value(i * 31 + j);
  return m;
}

// A row- or column-wise reduction of an n x n matrix.
template <typename Out, typename Reduce>
float partial_reduction(long n, long repetitions, Reduce reduce) {
  const Eigen::MatrixXf m = filled(n, n);
  Out out(n);
  for (long r = 0; r < repetitions; ++r) out = reduce(m);
  return checksum(out);
}
float colwise_sum(long n, long repetitions) {
  return partial_reduction<Eigen::RowVectorXf>(n, repetitions,
                                               [](const Eigen::MatrixXf& m) { return m.colwise().sum(); });
}
float rowwise_sum(long n, long repetitions) {
  return partial_reduction<Eigen::VectorXf>(n, repetitions, [](const Eigen::MatrixXf& m) { return m.rowwise().sum(); });
}
float colwise_norm(long n, long repetitions) {
  return partial_reduction<Eigen::RowVectorXf>(n, repetitions,
                                               [](const Eigen::MatrixXf& m) { return m.colwise().norm(); });
}
float rowwise_max(long n, long repetitions) {
  return partial_reduction<Eigen::VectorXf>(n, repetitions,
                                            [](const Eigen::MatrixXf& m) { return m.rowwise().maxCoeff(); });
}

// Elementwise multiply-adds over vectors of n: y += alpha * x, and a scale and shift as in batch-norm inference.
// The vectors are made here, so that the compiler sees they do not overlap (GCC then vectorizes stock's loops).
float axpy(long n, long repetitions) {
  Eigen::VectorXf x(n), y(n);
  for (long i = 0; i < n; ++i) x[i] = value(i), y[i] = value(n + i);
  for (long r = 0; r < repetitions; ++r) y += 0.25f * x;
  return checksum(y);
}
float scale_shift(long n, long repetitions) {
  Eigen::ArrayXf x(n), scale(n), shift(n), out(n);
  for (long i = 0; i < n; ++i) x[i] = value(i), scale[i] = 1.0f + value(n + i), shift[i] = value(2 * n + i);
  for (long r = 0; r < repetitions; ++r) out = x * scale + shift;
  return checksum(out);
}

// The interior of an n x n grid updated from a shifted block of another (a stencil step): inner vectors that start
// off the packet alignment.
float block_update(long n, long repetitions) {
  const Eigen::MatrixXf a = filled(n, n);
  Eigen::MatrixXf out = filled(n, n);
  for (long r = 0; r < repetitions; ++r)
    out.block(1, 1, n - 2, n - 2) += 0.25f * (a.block(0, 1, n - 2, n - 2) + a.block(2, 1, n - 2, n - 2));
  return checksum(out);
}

// Bias and scale broadcasting, as in a normalization layer.
float broadcast(long n, long repetitions) {
  const Eigen::MatrixXf m = filled(n, n);
  const Eigen::VectorXf bias = filled(n, 1);
  const Eigen::RowVectorXf scale = filled(1, n);
  Eigen::MatrixXf out(n, n);
  for (long r = 0; r < repetitions; ++r) {
    out = m.colwise() + bias;
    out.array().rowwise() *= scale.array();
  }
  return checksum(out);
}

// The 5-point Laplacian of an n x n grid, plus a small diagonal shift.
Eigen::SparseMatrix<float> laplacian(long n) {
  std::vector<Eigen::Triplet<float> > entries;
  for (long y = 0; y < n; ++y)
    for (long x = 0; x < n; ++x) {
      const long i = y * n + x;
      entries.emplace_back(i, i, 4.01f);
      if (x > 0) entries.emplace_back(i, i - 1, -1.0f);
      if (x + 1 < n) entries.emplace_back(i, i + 1, -1.0f);
      if (y > 0) entries.emplace_back(i, i - n, -1.0f);
      if (y + 1 < n) entries.emplace_back(i, i + n, -1.0f);
    }
  Eigen::SparseMatrix<float> a(n * n, n * n);
  a.setFromTriplets(entries.begin(), entries.end());
  return a;
}

float spmv(long n, long repetitions) {
  const Eigen::SparseMatrix<float> a = laplacian(n);
  const Eigen::VectorXf x = filled(n * n, 1);
  Eigen::VectorXf y(n * n);
  for (long r = 0; r < repetitions; ++r) y.noalias() = a * x;
  return checksum(y);
}

// 20 iterations of conjugate gradients (Jacobi preconditioner, Eigen's default).
float cg(long n, long repetitions) {
  const Eigen::SparseMatrix<float> a = laplacian(n);
  const Eigen::VectorXf b = filled(n * n, 1);
  Eigen::ConjugateGradient<Eigen::SparseMatrix<float>, Eigen::Lower | Eigen::Upper> solver;
  solver.setMaxIterations(20);
  solver.setTolerance(0.0f);
  solver.compute(a);
  Eigen::VectorXf x(n * n);
  for (long r = 0; r < repetitions; ++r) x = solver.solve(b);
  return checksum(x);
}

// A 3x3 convolution over an n x n image of 3 channels (channel-first), each channel separately.
float conv2d(long n, long repetitions) {
  Eigen::Tensor<float, 3> image(3, n, n);
  for (long i = 0; i < image.size(); ++i) image.data()[i] = value(i);
  Eigen::Tensor<float, 2> kernel(3, 3);
  for (long i = 0; i < kernel.size(); ++i) kernel.data()[i] = value(1000 + i);
  Eigen::Tensor<float, 3> out(3, n - 2, n - 2);
  const Eigen::array<Eigen::Index, 2> dims{{1, 2}};
  for (long r = 0; r < repetitions; ++r) out = image.convolve(kernel, dims);
  return checksum(out);
}

const Workload workloads[] = {
    {"mat3_mul", products<Eigen::Matrix3f>},
    {"mat4_mul", products<Eigen::Matrix4f>},
    {"mat8_mul", products<Eigen::Matrix<float, 8, 8> >},
    {"mat4d_mul", products<Eigen::Matrix4d>},
    {"mat4_vec", mat4_vec},
    {"affine_points", affine_points},
    {"quat_rotate", quat_rotate},
    {"cross_normalize", cross_normalize},
    {"vec4_axpy", vec4_axpy},
    {"inverse3", inverse3},
    {"fk_chain", fk_chain},
    {"kalman6", kalman6},
    {"colwise_sum", colwise_sum},
    {"rowwise_sum", rowwise_sum},
    {"colwise_norm", colwise_norm},
    {"rowwise_max", rowwise_max},
    {"axpy", axpy},
    {"scale_shift", scale_shift},
    {"block_update", block_update},
    {"broadcast", broadcast},
    {"spmv", spmv},
    {"cg", cg},
    {"conv2d", conv2d},
};

}  // namespace

int main(int argc, char** argv) { return workload_main(argc, argv, workloads, 3); }

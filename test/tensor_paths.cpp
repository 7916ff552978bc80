// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The Tensor paths ML code runs, each against a scalar reference computed here, on DefaultDevice and on a 4-thread
// ThreadPoolDevice, for float, Eigen::half and bfloat16: contractions with and without an output kernel, image and
// volume patches, reductions along axes (sum, mean, max, argmax), broadcasting, shuffle, reverse, inflate, stride,
// sigmoid, tanh, exp and casts. Sizes are off every packet size, so that packets and their tails both run.

#define EIGEN_USE_THREADS
#include <unsupported/Eigen/CXX11/Tensor>
#include <unsupported/Eigen/CXX11/ThreadPool>
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>

namespace {

template <typename Scalar>
double as_double(const Scalar& x) {
  return double(float(x));
}

// Exactly representable test values: multiples of 1/4 in [-2, 2].
template <typename Scalar, int Rank, int Layout>
void fill(Eigen::Tensor<Scalar, Rank, Layout>& t, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> digit(-8, 8);
  for (Eigen::Index i = 0; i < t.size(); ++i) t.data()[i] = Scalar(float(digit(rng)) / 4.0f);
}

// |got - expected| within `ulps` units of the scalar type's precision at the expected value's magnitude (at least
// 1), or exactly equal for ulps == 0.
template <typename Scalar>
::testing::AssertionResult close(double got, double expected, double ulps) {
  // The spacing at 1 from the significand width (Eigen 3.4 declares 2^-13 as half's epsilon).
  const double eps = std::ldexp(1.0, 1 - std::numeric_limits<Scalar>::digits);
  const double bound = ulps * eps * std::max(1.0, std::abs(expected));
  if (std::isnan(got) != std::isnan(expected) || std::abs(got - expected) > bound)
    return ::testing::AssertionFailure() << got << " instead of " << expected << " (bound " << bound << ")";
  return ::testing::AssertionSuccess();
}

// Evaluates `assign(result, device)` on both devices and compares every coefficient with reference(index).
template <typename Scalar, int Rank, typename Assign, typename Reference>
void on_both_devices(const char* what, const Eigen::DSizes<Eigen::Index, Rank>& dims, Assign assign,
                     Reference reference, double ulps) {
  Eigen::ThreadPool pool(4);
  const Eigen::ThreadPoolDevice threads(&pool, 4);
  const Eigen::DefaultDevice serial;
  for (int d = 0; d < 2; ++d) {
    Eigen::Tensor<Scalar, Rank> result(dims);
    result.setConstant(Scalar(-99.0f));
    if (d == 0) {
      assign(result, serial);
    } else {
      assign(result, threads);
    }
    for (Eigen::Index i = 0; i < result.size(); ++i) {
      ASSERT_TRUE(close<Scalar>(as_double(result.data()[i]), reference(i), ulps))
          << what << (d == 0 ? " (DefaultDevice)" : " (ThreadPoolDevice)") << " at " << i;
    }
  }
}

template <typename Scalar>
class TensorPaths : public ::testing::Test {};
typedef ::testing::Types<float, Eigen::half, Eigen::bfloat16> TensorScalars;
TYPED_TEST_SUITE(TensorPaths, TensorScalars);

// An output kernel as TensorFlow's fused convolutions use them: bias add and ReLU on each finished block.
template <typename Scalar>
struct BiasRelu {
  const Scalar* bias;  // per row of the (column-major) result
  template <typename Index, typename S>
  EIGEN_ALWAYS_INLINE void operator()(const Eigen::internal::blas_data_mapper<S, Index, Eigen::ColMajor>& output,
                                      const Eigen::TensorContractionParams&, Index i, Index j, Index num_rows,
                                      Index num_cols) const {
    for (Index c = 0; c < num_cols; ++c)
      for (Index r = 0; r < num_rows; ++r) {
        S& y = output(r, c);
        const S biased = S(float(y) + float(bias[i + r]));
        y = float(biased) > 0.0f ? biased : S(0.0f);
      }
    (void)j;
  }
};

TYPED_TEST(TensorPaths, Contractions) {
  typedef TypeParam Scalar;
  for (int m : {1, 7, 37}) {
    for (int n : {1, 5, 19}) {
      for (int k : {3, 29}) {
        Eigen::Tensor<Scalar, 2> a(m, k), b(k, n);
        Eigen::Tensor<Scalar, 1> bias(m);
        fill(a, 1 + m);
        fill(b, 2 + n);
        fill(bias, 3 + k);
        const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(1, 0)};
        const auto product = [&](Eigen::Index e) {
          const Eigen::Index i = e % m, j = e / m;
          double s = 0;
          for (int q = 0; q < k; ++q) s += as_double(a(i, q)) * as_double(b(q, j));
          return s;
        };
        // Float: exact; the 16-bit types round the sum once or per block (k terms).
        const double ulps = std::is_same<Scalar, float>::value ? 0 : 2.0 * k;
        const std::string shape = std::to_string(m) + "x" + std::to_string(k) + "x" + std::to_string(n);
        on_both_devices<Scalar, 2>(
            ("contract " + shape).c_str(), Eigen::DSizes<Eigen::Index, 2>(m, n),
            [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = a.contract(b, dims); }, product,
            ulps);
        const BiasRelu<Scalar> kernel = {bias.data()};
        on_both_devices<Scalar, 2>(
            ("contract with output kernel " + shape).c_str(), Eigen::DSizes<Eigen::Index, 2>(m, n),
            [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = a.contract(b, dims, kernel); },
            [&](Eigen::Index e) {
              // The kernel rounds the product to Scalar, adds the bias and rounds again.
              const double y = as_double(Scalar(float(product(e))));
              const double biased = as_double(Scalar(float(y + as_double(bias(e % m)))));
              return biased > 0 ? biased : 0.0;
            },
            ulps + 1);
      }
    }
  }
}

TYPED_TEST(TensorPaths, Patches) {
  typedef TypeParam Scalar;
  // (depth, rows, cols, batch), column-major as Eigen's patch operations take it.
  Eigen::Tensor<Scalar, 4> image(5, 9, 7, 2);
  fill(image, 4);
  const int pr = 3, pc = 2, sr = 2, sc = 1;
  // VALID patches: ((9 - 3) / 2 + 1) x ((7 - 2) / 1 + 1) = 4 x 6 per image.
  const Eigen::DSizes<Eigen::Index, 5> patch_dims(5, pr, pc, 4 * 6, 2);
  on_both_devices<Scalar, 5>(
      "extract_image_patches", patch_dims,
      [&](Eigen::Tensor<Scalar, 5>& r, const auto& device) {
        r.device(device) = image.extract_image_patches(pr, pc, sr, sc, 1, 1, Eigen::PADDING_VALID);
      },
      [&](Eigen::Index e) {
        Eigen::Index x = e;
        const Eigen::Index d = x % 5, r = (x /= 5) % pr, c = (x /= pr) % pc, p = (x /= pc) % 24, b = x / 24;
        // Eigen numbers the patches with the patch row fastest.
        const Eigen::Index patch_row = p % 4, patch_col = p / 4;
        return as_double(image(d, patch_row * sr + r, patch_col * sc + c, b));
      },
      0);
  // Volume patches of a (depth, planes, rows, cols, batch) tensor, VALID, strides 1, 2, 1.
  Eigen::Tensor<Scalar, 5> volume(3, 4, 6, 5, 1);
  fill(volume, 5);
  const int vp = 2, vr = 3, vc = 2;
  // (4 - 2 + 1) x ((6 - 3) / 2 + 1) x (5 - 2 + 1) = 3 x 2 x 4 patches.
  const Eigen::DSizes<Eigen::Index, 6> volume_dims(3, vp, vr, vc, 24, 1);
  on_both_devices<Scalar, 6>(
      "extract_volume_patches", volume_dims,
      [&](Eigen::Tensor<Scalar, 6>& r, const auto& device) {
        r.device(device) = volume.extract_volume_patches(vp, vr, vc, 1, 2, 1, Eigen::PADDING_VALID);
      },
      [&](Eigen::Index e) {
        Eigen::Index x = e;
        const Eigen::Index d = x % 3, p = (x /= 3) % vp, r = (x /= vp) % vr, c = (x /= vr) % vc, q = x / vc;
        const Eigen::Index qp = q % 3, qr = (q / 3) % 2, qc = q / 6;
        return as_double(volume(d, qp + p, qr * 2 + r, qc + c, 0));
      },
      0);
}

TYPED_TEST(TensorPaths, Reductions) {
  typedef TypeParam Scalar;
  Eigen::Tensor<Scalar, 3> t(37, 5, 11);
  fill(t, 6);
  for (int axis = 0; axis < 3; ++axis) {
    const Eigen::array<int, 1> along = {axis};
    Eigen::DSizes<Eigen::Index, 2> out_dims;
    for (int d = 0, o = 0; d < 3; ++d)
      if (d != axis) out_dims[o++] = t.dimension(d);
    // The coefficients reduced into output e.
    const auto for_each_reduced = [&](Eigen::Index e, const std::function<void(double)>& f) {
      Eigen::Index idx[3];
      int o = 0;
      Eigen::Index rest = e;
      for (int d = 0; d < 3; ++d) {
        if (d == axis) continue;
        const Eigen::Index size = out_dims[o++];
        idx[d] = rest % size;
        rest /= size;
      }
      for (Eigen::Index q = 0; q < t.dimension(axis); ++q) {
        idx[axis] = q;
        f(as_double(t(idx[0], idx[1], idx[2])));
      }
    };
    const std::string where = " along axis " + std::to_string(axis);
    const double length = double(t.dimension(axis));
    const auto reduced_sum = [&](Eigen::Index e) {
      double s = 0;
      for_each_reduced(e, [&](double v) { s += v; });
      return s;
    };
    on_both_devices<Scalar, 2>(
        ("sum" + where).c_str(), out_dims,
        [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = t.sum(along); }, reduced_sum,
        std::is_same<Scalar, float>::value ? 0 : length);
    on_both_devices<Scalar, 2>(
        ("mean" + where).c_str(), out_dims,
        [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = t.mean(along); },
        [&](Eigen::Index e) { return reduced_sum(e) / length; }, std::is_same<Scalar, float>::value ? 2 : length + 2);
    on_both_devices<Scalar, 2>(
        ("maximum" + where).c_str(), out_dims,
        [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = t.maximum(along); },
        [&](Eigen::Index e) {
          double s = -1e30;
          for_each_reduced(e, [&](double v) { s = std::max(s, v); });
          return s;
        },
        0);
    // argmax: the first index of the maximum along the axis.
    for (int d = 0; d < 2; ++d) {
      Eigen::ThreadPool pool(4);
      const Eigen::ThreadPoolDevice threads(&pool, 4);
      Eigen::Tensor<Eigen::Index, 2> arg(out_dims);
      if (d == 0) {
        arg = t.argmax(axis);
      } else {
        arg.device(threads) = t.argmax(axis);
      }
      for (Eigen::Index e = 0; e < arg.size(); ++e) {
        double best = -1e30;
        Eigen::Index best_q = -1, q = 0;
        for_each_reduced(e, [&](double v) {
          if (v > best) best = v, best_q = q;
          ++q;
        });
        ASSERT_EQ(arg.data()[e], best_q) << "argmax" << where << " at " << e << (d ? " (ThreadPoolDevice)" : "");
      }
    }
  }
}

TYPED_TEST(TensorPaths, DataMovement) {
  typedef TypeParam Scalar;
  Eigen::Tensor<Scalar, 3> t(13, 6, 5);
  fill(t, 7);
  const auto at = [&](Eigen::Index i, Eigen::Index j, Eigen::Index k) { return as_double(t(i, j, k)); };
  // Broadcast of a reduced tensor in a binary expression (layer norm's x - mean).
  {
    const Eigen::array<int, 1> rows = {0};
    const Eigen::array<Eigen::Index, 3> keep = {1, 6, 5}, repeat = {13, 1, 1};
    on_both_devices<Scalar, 3>(
        "x - broadcast(reshape(sum))", Eigen::DSizes<Eigen::Index, 3>(13, 6, 5),
        [&](Eigen::Tensor<Scalar, 3>& r, const auto& device) {
          r.device(device) = t - t.sum(rows).reshape(keep).broadcast(repeat);
        },
        [&](Eigen::Index e) {
          const Eigen::Index i = e % 13, j = (e / 13) % 6, k = e / 78;
          double s = 0;
          for (Eigen::Index q = 0; q < 13; ++q) s += at(q, j, k);
          // The sum rounds to Scalar before the difference.
          return at(i, j, k) - as_double(Scalar(float(s)));
        },
        std::is_same<Scalar, float>::value ? 0 : 16);
  }
  {
    const Eigen::array<int, 3> order = {2, 0, 1};
    on_both_devices<Scalar, 3>(
        "shuffle", Eigen::DSizes<Eigen::Index, 3>(5, 13, 6),
        [&](Eigen::Tensor<Scalar, 3>& r, const auto& device) { r.device(device) = t.shuffle(order); },
        [&](Eigen::Index e) { return at((e / 5) % 13, e / 65, e % 5); }, 0);
  }
  {
    const Eigen::array<bool, 3> flip = {true, false, true};
    on_both_devices<Scalar, 3>(
        "reverse", Eigen::DSizes<Eigen::Index, 3>(13, 6, 5),
        [&](Eigen::Tensor<Scalar, 3>& r, const auto& device) { r.device(device) = t.reverse(flip); },
        [&](Eigen::Index e) { return at(12 - e % 13, (e / 13) % 6, 4 - e / 78); }, 0);
  }
  {
    const Eigen::array<Eigen::Index, 3> by = {2, 1, 3};
    on_both_devices<Scalar, 3>(
        "inflate", Eigen::DSizes<Eigen::Index, 3>(25, 6, 13),
        [&](Eigen::Tensor<Scalar, 3>& r, const auto& device) { r.device(device) = t.inflate(by); },
        [&](Eigen::Index e) {
          const Eigen::Index i = e % 25, j = (e / 25) % 6, k = e / 150;
          return i % 2 == 0 && k % 3 == 0 ? at(i / 2, j, k / 3) : 0.0;
        },
        0);
    const Eigen::array<Eigen::Index, 3> step = {3, 2, 2};
    on_both_devices<Scalar, 3>(
        "stride", Eigen::DSizes<Eigen::Index, 3>(5, 3, 3),
        [&](Eigen::Tensor<Scalar, 3>& r, const auto& device) { r.device(device) = t.stride(step); },
        [&](Eigen::Index e) { return at(3 * (e % 5), 2 * ((e / 5) % 3), 2 * (e / 15)); }, 0);
  }
}

TYPED_TEST(TensorPaths, ActivationsAndCasts) {
  typedef TypeParam Scalar;
  Eigen::Tensor<Scalar, 2> t(37, 9);
  for (Eigen::Index i = 0; i < t.size(); ++i) t.data()[i] = Scalar(float(i % 61 - 30) / 6.0f);
  t(0, 0) = Scalar(std::numeric_limits<float>::infinity());
  t(1, 0) = Scalar(-std::numeric_limits<float>::infinity());
  t(2, 0) = Scalar(0.0f);
  const Eigen::DSizes<Eigen::Index, 2> dims(37, 9);
  const auto x = [&](Eigen::Index e) { return as_double(t.data()[e]); };
  // float: the vectorized functions' ULP bounds (tanh's fast rational fit: 4.4 ULP); 16-bit types: computed in
  // float, rounded once.
  const double fine = std::is_same<Scalar, float>::value ? 6 : 1;
  on_both_devices<Scalar, 2>(
      "exp", dims, [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = t.exp(); },
      [&](Eigen::Index e) { return std::exp(x(e)); }, fine);
  on_both_devices<Scalar, 2>(
      "tanh", dims, [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = t.tanh(); },
      [&](Eigen::Index e) { return std::tanh(x(e)); }, fine);
  on_both_devices<Scalar, 2>(
      "sigmoid", dims, [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) { r.device(device) = t.sigmoid(); },
      [&](Eigen::Index e) { return 1.0 / (1.0 + std::exp(-x(e))); }, fine);
  // Casts: to float and back, and to int (the values' integer parts, within int's range).
  Eigen::Tensor<Scalar, 2> finite = t;
  finite(0, 0) = finite(1, 0) = Scalar(1.5f);
  on_both_devices<Scalar, 2>(
      "cast to float and back", dims,
      [&](Eigen::Tensor<Scalar, 2>& r, const auto& device) {
        r.device(device) = (finite.template cast<float>() * 2.0f).template cast<Scalar>();
      },
      [&](Eigen::Index e) { return 2.0 * as_double(finite.data()[e]); }, 0);
  for (int d = 0; d < 2; ++d) {
    Eigen::ThreadPool pool(4);
    const Eigen::ThreadPoolDevice threads(&pool, 4);
    Eigen::Tensor<int, 2> ints(dims);
    if (d == 0) {
      ints = finite.template cast<int>();
    } else {
      ints.device(threads) = finite.template cast<int>();
    }
    for (Eigen::Index e = 0; e < ints.size(); ++e)
      ASSERT_EQ(ints.data()[e], int(as_double(finite.data()[e]))) << "cast to int at " << e;
  }
}

}  // namespace

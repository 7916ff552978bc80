// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Accuracy of Eigen's elementwise math functions in ULP against the C library one precision higher (the
// method: test/README.md). --check fails on a missed bound or special value; without it, it only reports.
//   math_accuracy [--check] [--points N] [--only NAME] [--type float|double]

#include "math_function_catalogue.h"

#include <Eigen/Dense>
#include <unsupported/Eigen/SpecialFunctions>

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace {

template <typename Scalar>
struct ReferenceType;
template <>
struct ReferenceType<float> {
  typedef double type;
};
template <>
struct ReferenceType<double> {
  typedef long double type;
};

template <typename Scalar>
const char* type_name();
template <>
const char* type_name<float>() {
  return "float";
}
template <>
const char* type_name<double>() {
  return "double";
}

// Ordinal of a floating-point value: consecutive representable values have
// consecutive ordinals (-0 and +0 share 0).
template <typename Scalar>
struct Ordinal {
  typedef typename std::conditional<sizeof(Scalar) == 4, std::uint32_t, std::uint64_t>::type Bits;
  static std::int64_t of(Scalar x) {
    Bits bits;
    std::memcpy(&bits, &x, sizeof(x));
    const Bits sign = Bits(1) << (8 * sizeof(Scalar) - 1);
    const std::int64_t magnitude = std::int64_t(bits & ~sign);
    return (bits & sign) ? -magnitude : magnitude;
  }
  static Scalar value(std::int64_t ordinal) {
    const Bits sign = Bits(1) << (8 * sizeof(Scalar) - 1);
    Bits bits = ordinal < 0 ? (Bits(-ordinal) | sign) : Bits(ordinal);
    Scalar x;
    std::memcpy(&x, &bits, sizeof(x));
    return x;
  }
};

// A part of the sample: `share` of the points, spread over [low, high]
// either uniformly over the representable values (every exponent gets its
// share) or uniformly over the reals.
struct Range {
  enum Kind { kAllExponents, kLinear } kind;
  long double low, high;
  double share;
};

template <typename Scalar>
struct Function {
  typedef typename ReferenceType<Scalar>::type Reference;
  typedef Eigen::Array<Scalar, Eigen::Dynamic, 1> Array;

  std::string name;
  std::string domain;  // where the bound applies, as printed in the table
  bool vectorized;     // the Eigen functor's PacketAccess
  double bound_ulp;    // 0: correctly rounded
  std::function<void(const Array&, Array&)> eigen;
  std::function<Scalar(Scalar)> eigen_scalar;  // the functor's scalar operator(), used for array tails
  std::function<Reference(Reference)> reference;
  std::vector<Range> ranges;
  std::vector<Scalar> edges;  // thresholds: sampled with their neighbours
  std::vector<Scalar> specials;
};

template <typename Scalar>
struct Measurement {
  double max_ulp = 0;
  Scalar worst_input = 0;
  double max_subnormal_error = 0;  // in units of the smallest normal number
  double scalar_max_ulp = 0;
  Scalar scalar_worst_input = 0;
  int special_mismatches = 0;
  std::string special_report;
};

template <typename Scalar>
bool same_value(Scalar a, Scalar b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}

// ULP error of y against the reference r, measured in units of the result
// type. Infinite when y is NaN or infinite and r is not (after rounding).
template <typename Scalar>
double ulp_error(Scalar y, typename ReferenceType<Scalar>::type r) {
  typedef typename ReferenceType<Scalar>::type Reference;
  const Scalar rounded = Scalar(r);
  if (std::isnan(r)) return std::isnan(y) ? 0 : HUGE_VAL;
  if (std::isnan(y)) return HUGE_VAL;
  if (std::isinf(rounded) || std::isinf(y)) {
    if (y == rounded) return 0;
    if (std::isinf(rounded) && !std::isinf(y)) {
      // r lies beyond the largest finite value: measure against that value.
      r = std::copysign(Reference((std::numeric_limits<Scalar>::max)()), r);
    } else {
      return HUGE_VAL;
    }
  }
  const int min_exponent = std::numeric_limits<Scalar>::min_exponent - 1;  // of the smallest normal, as ilogb
  const int exponent = r == 0 ? min_exponent : std::max(int(std::ilogb(r)), min_exponent);
  const Reference ulp = std::ldexp(Reference(1), exponent - (std::numeric_limits<Scalar>::digits - 1));
  return double(std::fabs(Reference(y) - r) / ulp);
}

template <typename Scalar>
std::vector<Scalar> make_sample(const Function<Scalar>& function, std::size_t points) {
  typedef Ordinal<Scalar> Ord;
  std::mt19937_64 random(0x5eed ^ std::hash<std::string>()(function.name));
  std::vector<Scalar> sample;
  sample.reserve(points + 64);
  for (const Scalar& edge : function.edges) {
    Scalar x = edge;
    for (int step = 0; step < 4; ++step) x = std::nextafter(x, -std::numeric_limits<Scalar>::infinity());
    for (int step = 0; step < 9; ++step, x = std::nextafter(x, std::numeric_limits<Scalar>::infinity())) {
      sample.push_back(x);
    }
  }
  for (const Scalar& special : function.specials) sample.push_back(special);
  const std::size_t fixed = sample.size();
  for (const Range& range : function.ranges) {
    const std::size_t count = std::size_t(range.share * double(points - std::min(points, fixed)));
    if (range.kind == Range::kAllExponents) {
      std::uniform_int_distribution<std::int64_t> ordinal(Ord::of(Scalar(range.low)), Ord::of(Scalar(range.high)));
      for (std::size_t i = 0; i < count; ++i) sample.push_back(Ord::value(ordinal(random)));
    } else {
      std::uniform_real_distribution<double> uniform(0.0, 1.0);
      for (std::size_t i = 0; i < count; ++i) {
        const long double t = uniform(random);
        sample.push_back(Scalar(range.low + t * (range.high - range.low)));
      }
    }
  }
  // Pad to a multiple of every packet size with points of the first range.
  while (sample.size() < points || sample.size() % 256 != 0) {
    sample.push_back(Scalar(function.ranges[0].low + (function.ranges[0].high - function.ranges[0].low) / 3));
  }
  return sample;
}

template <typename Scalar>
Measurement<Scalar> measure(const Function<Scalar>& function, std::size_t points) {
  typedef typename Function<Scalar>::Array Array;
  Measurement<Scalar> m;
  const std::vector<Scalar> sample = make_sample(function, points);
  Array input = Eigen::Map<const Array>(sample.data(), Eigen::Index(sample.size()));
  Array output(input.size());
  function.eigen(input, output);
  const Scalar smallest_normal = (std::numeric_limits<Scalar>::min)();
  for (Eigen::Index i = 0; i < input.size(); ++i) {
    const typename ReferenceType<Scalar>::type r = function.reference(input[i]);
    if (std::fabs(r) < smallest_normal && !std::isnan(r)) {
      // Result below the normal range: absolute error up to the smallest normal.
      const double error = double(std::fabs(r - output[i]) / smallest_normal);
      if (error > m.max_subnormal_error) m.max_subnormal_error = error;
      if (error > 1) {
        m.max_ulp = HUGE_VAL;
        m.worst_input = input[i];
      }
    } else {
      const double error = ulp_error(output[i], r);
      if (error > m.max_ulp) {
        m.max_ulp = error;
        m.worst_input = input[i];
      }
    }
    const double scalar_error = ulp_error(function.eigen_scalar(input[i]), r);
    if (scalar_error > m.scalar_max_ulp && std::fabs(r) >= smallest_normal) {
      m.scalar_max_ulp = scalar_error;
      m.scalar_worst_input = input[i];
    }
  }
  // Special values: the C library's result exactly, sign included. Each is
  // evaluated in a full packet of its own value.
  for (const Scalar& special : function.specials) {
    Array in = Array::Constant(256, special), out(256);
    function.eigen(in, out);
    const typename ReferenceType<Scalar>::type r = function.reference(special);
    const Scalar expected = Scalar(r);
    // Exactness is required where the true result is representable (0, 1,
    // +-Inf, NaN, ...); other special inputs are part of the ULP sweep.
    const bool representable = std::isnan(r) || (typename ReferenceType<Scalar>::type(expected) == r);
    if (representable && !same_value(out[0], expected)) {
      ++m.special_mismatches;
      char line[200];
      std::snprintf(line, sizeof(line), " %s(%g) = %g, expected %g;", function.name.c_str(), double(special),
                    double(out[0]), double(expected));
      m.special_report += line;
    }
  }
  return m;
}

template <typename Scalar>
std::vector<Scalar> common_specials() {
  typedef std::numeric_limits<Scalar> L;
  return {Scalar(0),  Scalar(-0.0),    L::infinity(),    -L::infinity(), L::quiet_NaN(), -L::quiet_NaN(), Scalar(1),
          Scalar(-1), L::denorm_min(), -L::denorm_min(), (L::min)(),     -(L::min)(),    (L::max)(),      -(L::max)()};
}

// tanh follows EIGEN_FAST_MATH (Eigen's default): float then takes upstream's
// rational fit (checked bit for bit by fast_tanh_is_upstreams), whose error
// exceeds the accurate tanh's 2 ULP.
template <typename Scalar>
double tanh_bound() {
  return EIGEN_FAST_MATH && std::is_same<Scalar, float>::value ? 4.5 : 2;
}

template <typename Scalar>
std::vector<Function<Scalar>> functions() {
  using namespace Eigen::internal;
  typedef Function<Scalar> F;
  typedef typename F::Array Array;
  typedef typename F::Reference R;
  typedef std::numeric_limits<Scalar> L;
  const long double max = (L::max)(), denorm = L::denorm_min();
  // Thresholds where exp overflows and underflows to denormals and to 0.
  const Scalar exp_overflow = Scalar(std::log((long double)(L::max)()));
  const Scalar exp_denormal = Scalar(std::log((long double)(L::min)()));
  const Scalar exp_zero = Scalar(std::log((long double)L::denorm_min()));
  const long double trig_limit = 1e4;
  const Range whole_line{Range::kAllExponents, -max, max, 0.4};
  const Range positive_line{Range::kAllExponents, denorm, max, 0.4};
  std::vector<F> list;

  // A function of the catalogue (math_function_catalogue.h) with its bound and sample.
  auto add = [&](const std::string& row, const char* function, double bound, const char* domain,
                 std::vector<Range> ranges, std::vector<Scalar> edges, std::vector<Scalar> specials) {
    const math_catalogue::Entry<Scalar, R> e = math_catalogue::entry<Scalar, R>(function);
    list.push_back(F{row, domain, e.vectorized, bound, e.eigen, e.eigen_scalar, e.reference, ranges, edges, specials});
  };

  add("exp", "exp", 2, "all x", {whole_line, {Range::kLinear, exp_zero - 2, exp_overflow + 2, 0.6}},
      {exp_overflow, exp_denormal, exp_zero, Scalar(0)}, common_specials<Scalar>());
  add("expm1", "expm1", 2, "all x", {whole_line, {Range::kLinear, -20, exp_overflow + 2, 0.6}},
      {exp_overflow, Scalar(0), Scalar(-0.3466), Scalar(0.3466)}, common_specials<Scalar>());
  add("log", "log", 2, "x >= 0", {positive_line, {Range::kLinear, 0.25, 4, 0.6}}, {Scalar(1)},
      common_specials<Scalar>());
  add("log1p", "log1p", 2, "x >= -1", {positive_line, {Range::kLinear, -1, 1, 0.6}}, {Scalar(-1), Scalar(0)},
      common_specials<Scalar>());
  add("tanh", "tanh", tanh_bound<Scalar>(), "all x", {whole_line, {Range::kLinear, -20, 20, 0.6}},
      {Scalar(0.55), Scalar(-0.55)}, common_specials<Scalar>());
  add("logistic", "logistic", 4, "all x", {whole_line, {Range::kLinear, exp_zero - 2, 40, 0.6}},
      {Scalar(-9), Scalar(0)}, common_specials<Scalar>());
  add("erf", "erf", 4, "all x", {whole_line, {Range::kLinear, -6, 6, 0.6}}, {Scalar(0)}, common_specials<Scalar>());
  add("sin", "sin", 2, "|x| <= 1e4",
      {{Range::kAllExponents, -trig_limit, trig_limit, 0.4}, {Range::kLinear, -trig_limit, trig_limit, 0.6}},
      {Scalar(0)}, common_specials<Scalar>());
  add("cos", "cos", 2, "|x| <= 1e4",
      {{Range::kAllExponents, -trig_limit, trig_limit, 0.4}, {Range::kLinear, -trig_limit, trig_limit, 0.6}},
      {Scalar(0)}, common_specials<Scalar>());
  add("sin (large x)", "sin", 2, "1e4 < |x|",
      {{Range::kAllExponents, trig_limit, max, 0.5}, {Range::kAllExponents, -max, -trig_limit, 0.5}}, {}, {});
  add("cos (large x)", "cos", 2, "1e4 < |x|",
      {{Range::kAllExponents, trig_limit, max, 0.5}, {Range::kAllExponents, -max, -trig_limit, 0.5}}, {}, {});
  add("tan", "tan", 3, "|x| <= 1e4",
      {{Range::kAllExponents, -trig_limit, trig_limit, 0.4}, {Range::kLinear, -trig_limit, trig_limit, 0.6}},
      {Scalar(0)}, common_specials<Scalar>());
  add("atan", "atan", 2, "all x", {whole_line, {Range::kLinear, -10, 10, 0.6}}, {Scalar(0)}, common_specials<Scalar>());
  add("sqrt", "sqrt", 0.5, "x >= 0", {positive_line, {Range::kLinear, 0, 4, 0.6}}, {}, common_specials<Scalar>());
  add("rsqrt", "rsqrt", 2, "x >= 0", {positive_line, {Range::kLinear, 0, 4, 0.6}}, {}, common_specials<Scalar>());
  // pow(x, y) with y a function of x's bits: a real in [-40, 40] (one in
  // eight in [-1100, 1100], where y log(x) reaches the overflow threshold
  // with x near 1), rounded to an integer for every fourth x.
  struct Exponent {
    static Scalar of(Scalar x) {
      typename Ordinal<Scalar>::Bits bits;
      std::memcpy(&bits, &x, sizeof(x));
      std::uint64_t mixed = std::uint64_t(bits) * 0x9e3779b97f4a7c15ull;
      mixed ^= mixed >> 29;
      const double range = (mixed >> 50) % 8 == 0 ? 1100.0 : 40.0;
      const Scalar y = Scalar((double(mixed % 8000001) / 4000000.0 - 1.0) * range);
      return (mixed >> 40) % 4 == 0 ? std::round(y) : y;
    }
  };
  list.push_back(F{"pow",
                   "all x, |y| <= 1100",
                   bool(functor_traits<scalar_pow_op<Scalar, Scalar>>::PacketAccess),
                   2,
                   [](const Array& in, Array& out) {
                     const Array y = in.unaryExpr(&Exponent::of);
                     out = in.pow(y);
                   },
                   [](Scalar x) { return scalar_pow_op<Scalar, Scalar>()(x, Exponent::of(x)); },
                   [](R x) -> R { return std::pow(x, R(Exponent::of(Scalar(x)))); },
                   {whole_line, {Range::kLinear, -4, 4, 0.6}},
                   {Scalar(1), Scalar(-1)},
                   common_specials<Scalar>()});
  // ndtri (unsupported/Eigen/SpecialFunctions): Eigen's generic algorithm.
  // The reference inverts the normal distribution function, 0.5 erfc(-x /
  // sqrt(2)), by Newton's method in the reference precision.
  struct InverseNormal {
    static R of(R p) {
      if (!(p > 0 && p < 1))
        return p == 0   ? -std::numeric_limits<R>::infinity()
               : p == 1 ? std::numeric_limits<R>::infinity()
                        : std::numeric_limits<R>::quiet_NaN();
      const R sqrt_half = std::sqrt(R(0.5)), inverse_sqrt_two_pi = 1 / std::sqrt(2 * R(EIGEN_PI));
      R x = R(Eigen::numext::ndtri(double(p)));  // starting point
      for (int step = 0; step < 2; ++step) {     // quadratic convergence from a start within a few ULP of double
        const R cdf = R(0.5) * std::erfc(-x * sqrt_half);
        const R density = inverse_sqrt_two_pi * std::exp(-x * x / 2);
        x -= (cdf - p) / density;
      }
      return x;
    }
  };
  list.push_back(F{"ndtri",
                   "0 <= p <= 1",
                   bool(functor_traits<scalar_ndtri_op<Scalar>>::PacketAccess),
                   8,
                   [](const Array& in, Array& out) { out = in.ndtri(); },
                   [](Scalar p) { return scalar_ndtri_op<Scalar>()(p); },
                   [](R p) -> R { return InverseNormal::of(p); },
                   {{Range::kAllExponents, denorm, 0.5, 0.4}, {Range::kLinear, 0, 1, 0.6}},
                   {Scalar(0.5)},
                   // In the domain only: outside [0, 1] Eigen's ndtri returns -Inf or +Inf, not NaN.
                   {Scalar(0), Scalar(-0.0), Scalar(1), Scalar(0.5), L::quiet_NaN(), L::denorm_min(), (L::min)()}});
  for (const math_catalogue::Entry<Scalar, R>& e : math_catalogue::entries<Scalar, R>()) {
    bool listed = false;
    for (const F& f : list) listed = listed || f.name == e.name;
    if (!listed) {
      std::fprintf(stderr, "math_accuracy: the catalogue's %s has no row here\n", e.name.c_str());
      std::abort();
    }
  }
  return list;
}

template <typename Scalar>
bool run(std::size_t points, const std::string& only, bool check) {
  bool ok = true;
  for (const Function<Scalar>& function : functions<Scalar>()) {
    if (!only.empty() && function.name != only) continue;
    const Measurement<Scalar> m = measure(function, points);
    const bool within = m.max_ulp <= function.bound_ulp && m.special_mismatches == 0;
    ok = ok && within;
    std::printf("| %-13s | %-6s | %-3s | %9.3f | %-14.9g | %-11s | %4.1f | %9.3f | %-14.9g | %8.2g | %s%s\n",
                function.name.c_str(), type_name<Scalar>(), function.vectorized ? "yes" : "no", m.max_ulp,
                double(m.worst_input), function.domain.c_str(), function.bound_ulp, m.scalar_max_ulp,
                double(m.scalar_worst_input), m.max_subnormal_error, within ? "ok" : "OVER BOUND",
                m.special_report.c_str());
    std::fflush(stdout);
  }
  return ok || !check;
}

// With EIGEN_FAST_MATH the RVV float tanh must give the bits of upstream's generic_fast_tanh_float on the same
// packets at every lane of the tanh sample. On Eigen 5 the backend calls upstream's own ptanh_float.
bool fast_tanh_is_upstreams(std::size_t points, bool check) {
#if defined(EIGEN_VECTORIZE_RVV) && EIGEN_FAST_MATH && EIGEN_RVV_BASE == 34
  using namespace Eigen::internal;
  typedef packet_traits<float>::type Packet;
  const int lanes = unpacket_traits<Packet>::size;
  for (const Function<float>& function : functions<float>()) {
    if (function.name != "tanh") continue;
    std::vector<float> sample = make_sample(function, points);
    for (const float special : function.specials) sample.insert(sample.end(), lanes, special);
    while (sample.size() % lanes != 0) sample.push_back(0.5f);
    const Eigen::Map<const Eigen::ArrayXf> input(sample.data(), Eigen::Index(sample.size()));
    const Eigen::ArrayXf output = input.tanh();
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < sample.size(); i += lanes) {
      float expected[Eigen::internal::unpacket_traits<Packet>::size];
      pstoreu(expected, generic_fast_tanh_float(ploadu<Packet>(&sample[i])));
      for (int lane = 0; lane < lanes; ++lane) {
        if (std::memcmp(&expected[lane], &output[Eigen::Index(i + lane)], sizeof(float)) != 0 &&
            !(std::isnan(expected[lane]) && std::isnan(output[Eigen::Index(i + lane)]))) {
          if (mismatches++ < 5)
            std::printf("fast tanh(%.9g) = %.9g, upstream's formula %.9g\n", double(sample[i + lane]),
                        double(output[Eigen::Index(i + lane)]), double(expected[lane]));
        }
      }
    }
    std::printf("\nfast float tanh against upstream's generic_fast_tanh_float: %zu of %zu values differ\n", mismatches,
                sample.size());
    return mismatches == 0 || !check;
  }
#else
  (void)points;
  (void)check;
#endif
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t points = 1000000;
  std::string only, type;
  bool check = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--check") {
      check = true;
    } else if (arg == "--points" && i + 1 < argc) {
      char* end = nullptr;
      points = std::strtoull(argv[++i], &end, 10);
      if (*end != '\0' || points < 1000) {
        std::fprintf(stderr, "%s: --points %s: give a whole number of at least 1000\n", argv[0], argv[i]);
        return 2;
      }
    } else if (arg == "--only" && i + 1 < argc) {
      only = argv[++i];
    } else if (arg == "--type" && i + 1 < argc &&
               (argv[i + 1] == std::string("float") || argv[i + 1] == std::string("double"))) {
      type = argv[++i];
    } else {
      std::fprintf(stderr, "usage: %s [--check] [--points N] [--only FUNCTION] [--type float|double]\n", argv[0]);
      return 2;
    }
  }
  std::printf("float packets: %d lanes, double packets: %d lanes; %zu points per function\n\n",
              int(Eigen::internal::packet_traits<float>::size), int(Eigen::internal::packet_traits<double>::size),
              points);
  std::printf(
      "| function      | type   | vec | max ULP   | at x           | domain      | bound | tail ULP  | tail at x      "
      "| "
      "subnorm  | result\n");
  std::printf(
      "|---------------|--------|-----|-----------|----------------|-------------|------|-----------|----------------|"
      "----------|-------\n");
  const bool float_ok = type == "double" || run<float>(points, only, check);
  const bool double_ok = type == "float" || run<double>(points, only, check);
  const bool tanh_ok =
      type != "double" && (only.empty() || only == "tanh") ? fast_tanh_is_upstreams(points, check) : true;
  return float_ok && double_ok && tanh_ok ? 0 : 1;
}

/* This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
 *
 * This Source Code Form is subject to the terms of the Mozilla
 * Public License v. 2.0. If a copy of the MPL was not distributed
 * with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
 *
 * Exhaustive error of two candidate float tanh formulas (see
 * docs/studies/tanh_formula_study.py, which fits the rational one and runs this).
 * Every operation is a single IEEE float operation as the RVV code would issue
 * it (fmaf for vfmadd/vfnmsac, correctly rounded division), so the results are
 * those the vector code would produce.
 *
 *   tanh_formula_study CLAMP P1 .. Pn / Q1 .. Qm
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static float p_coefficients[16], q_coefficients[16];
static int p_count, q_count;
static float clamp;

/* Horner's rule with fused multiply-adds; the constant term is 1. */
static float polynomial(const float* c, int n, float z) {
  float s = c[n - 1];
  for (int k = n - 2; k >= 0; k--) s = fmaf(s, z, c[k]);
  return fmaf(s, z, 1.0f);
}

/* load, vfmax, vfmin (clamp), vmfeq (NaN mask), vfmul (z), P, vfmul (x P), Q,
 * vfdiv (masked: NaN passes), store: 7 + n + m instructions. */
static float rational(float x) {
  const float a = fminf(fmaxf(x, -clamp), clamp);
  const float z = a * a;
  const float result = a * polynomial(p_coefficients, p_count, z) / polynomial(q_coefficients, q_count, z);
  return x != x ? x : result;
}

/* E / (E + 2), E = expm1(2 |x|): load, vfabs, vfmin, vmfeq, reduction (fma
 * with a shifter holding the exponent bias, vfsub, 2 vfnmsac), vsll (2^n from
 * the shifter's bits), polynomial (4 vfmadd, vfmadd with 2, vfmul), E (vfsub,
 * vfmadd), vfadd, vfdiv, vfsgnj (masked: NaN passes), store: 21. The
 * polynomial is MathFunctions.h's float exp_tail rescaled to r = (reduced 2|x|) / 2. */
static float expm1_based(float x) {
  static const float exp_tail[5] = {0.499999911f, 0.166665211f, 0.0416689627f, 0.00836866908f, 0.001378246f};
  const float c = fminf(fabsf(x), 10.0f);
  const float shifter = 12582912.0f + 127.0f; /* 1.5 * 2^23 plus the exponent bias */
  const float t = fmaf(c, (float)(2.0 * 1.4426950408889634), shifter);
  const float n = t - shifter;
  float r = fmaf(-n, 0.693147182f * 0.5f, c);
  r = fmaf(-n, -1.90465421e-09f * 0.5f, r);
  uint32_t bits;
  memcpy(&bits, &t, sizeof bits);
  bits <<= 23;
  float scale;
  memcpy(&scale, &bits, sizeof scale);
  float q = 64.0f * exp_tail[4];
  for (int k = 3; k >= 0; k--) q = fmaf(q, r, (float)(4 << k) * exp_tail[k]);
  const float p = r * fmaf(q, r, 2.0f); /* expm1(2 r) */
  const float e = fmaf(p, scale, scale - 1.0f);
  const float result = e / (e + 2.0f);
  return x != x ? x : copysignf(result, x);
}

static double ulp_error(float got, double expected) {
  int exponent;
  frexp(fabs(expected) < 0x1p-126 ? 0x1p-126 : expected, &exponent);
  return fabs((double)got - expected) / ldexp(1.0, exponent - 24);
}

static void study(const char* name, float (*formula)(float)) {
  double worst = 0;
  float worst_x = 0;
  long above_one = 0, above_two = 0;
  for (uint32_t b = 0; b < 0x7f800000u; b++) {
    float x;
    memcpy(&x, &b, sizeof x);
    const double error = ulp_error(formula(x), tanh((double)x));
    above_one += error > 1;
    above_two += error > 2;
    if (error > worst) worst = error, worst_x = x;
  }
  printf("%-8s max %.2f ULP at x = %.9g; %ld inputs above 1 ULP, %ld above 2 ULP; tanh(+Inf) = %g, tanh(NaN) = %g\n",
         name, worst, worst_x, above_one, above_two, formula(INFINITY), formula(NAN));
}

int main(int argc, char** argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: %s CLAMP P1 .. Pn / Q1 .. Qm\n", argv[0]);
    return 2;
  }
  clamp = strtof(argv[1], 0);
  int i = 2;
  for (; i < argc && strcmp(argv[i], "/") != 0; i++) p_coefficients[p_count++] = strtof(argv[i], 0);
  for (i++; i < argc; i++) q_coefficients[q_count++] = strtof(argv[i], 0);
  study("rational", rational);
  study("expm1", expm1_based);
  return 0;
}

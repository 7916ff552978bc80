#!/usr/bin/env python3
# This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
#
# This Source Code Form is subject to the terms of the Mozilla
# Public License v. 2.0. If a copy of the MPL was not distributed
# with this file, You can obtain one at http://mozilla.org/MPL/2.0/.
"""Why float tanh stays at its current formula: a study of two shorter ones.

The GEBP issue asks for tanh in <= 4.5 model cycles per element at VLEN 256
(<= 18 vector instructions per 8 floats, load and store included) at the
math-function issue's accuracy (<= 2 ULP). This script fits the rational
candidate, then builds and runs docs/studies/tanh_formula_study.c, which evaluates
the candidates in IEEE single precision exactly as the RVV code would (fused
multiply-adds, correctly rounded division) for every positive float and
reports the maximum error in ULP against tanh in double precision:

  rational     tanh(x) = x P(x^2) / Q(x^2), P(0) = Q(0) = 1, |x| clamped to T
               (17 instructions with P of degree 5 and Q of degree 4: 4.25 cycles)
  expm1        tanh(|x|) = E / (E + 2), E = expm1(2 |x|) with the exp reduction
               and polynomial of MathFunctions.h (21 instructions: 5.25 cycles)

  docs/studies/tanh_formula_study.py [P_DEGREE Q_DEGREE CLAMP]   (default 5 4 9.01)

Needs python3-numpy and python3-mpmath (Debian packages) and a C compiler.
"""

import os
import subprocess
import sys
import tempfile

import mpmath
import numpy as np


def fit_rational(p_degree, q_degree, clamp, points=6000, iterations=200):
    """Near-minimax relative-error fit of tanh(x)/x = P(z)/Q(z), z = x^2 in [0, clamp^2].

    Linearized least squares (P - f Q, weighted by 1 / (f Q_previous)) with
    Lawson-style reweighting towards the largest errors; in t = z / clamp^2 so
    that the basis is well conditioned. Returns the coefficients of P and Q in z
    (constant terms 1, not returned) and the fit's maximum relative error."""
    mpmath.mp.prec = 113
    scale = clamp * clamp
    k = np.arange(points)
    t = (1 - np.cos(np.pi * (k + 0.5) / points)) / 2
    x = np.sqrt(t * scale)
    f = np.array([float(mpmath.tanh(mpmath.mpf(float(v))) / v) if v > 0 else 1.0 for v in x])
    unknowns = p_degree + q_degree
    weights = np.ones(points)
    q_previous = np.ones(points)
    for iteration in range(iterations):
        a = np.zeros((points, unknowns))
        for j in range(p_degree):
            a[:, j] = t ** (j + 1)
        for j in range(q_degree):
            a[:, p_degree + j] = -f * t ** (j + 1)
        w = weights / (f * q_previous)
        solution = np.linalg.lstsq(a * w[:, None], (f - 1.0) * w, rcond=None)[0]
        p = 1 + sum(solution[j] * t ** (j + 1) for j in range(p_degree))
        q = 1 + sum(solution[p_degree + j] * t ** (j + 1) for j in range(q_degree))
        error = np.abs(p / q / f - 1)
        q_previous = q
        if iteration > 5:
            weights = weights * np.sqrt(error / error.max())
            weights /= weights.sum() / points
    p_coefficients = [solution[j] / scale ** (j + 1) for j in range(p_degree)]
    q_coefficients = [solution[p_degree + j] / scale ** (j + 1) for j in range(q_degree)]
    return p_coefficients, q_coefficients, error.max()


def main():
    p_degree, q_degree, clamp = (int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])) if len(sys.argv) > 3 else (5, 4, 9.01)
    p, q, fit_error = fit_rational(p_degree, q_degree, clamp)
    print(f"rational fit P degree {p_degree}, Q degree {q_degree}, |x| <= {clamp}: "
          f"max relative error {fit_error:.3g} (2^{np.log2(fit_error):.1f})")
    print("P:", " ".join(repr(float(c)) for c in p))
    print("Q:", " ".join(repr(float(c)) for c in q))
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as work:
        program = os.path.join(work, "tanh_formula_study")
        subprocess.run(["cc", "-O2", "-ffp-contract=off", os.path.join(here, "tanh_formula_study.c"), "-o", program,
                        "-lm"], check=True)
        arguments = [program, repr(clamp)] + [repr(float(c)) for c in p] + ["/"] + [repr(float(c)) for c in q]
        subprocess.run(arguments, check=True)


if __name__ == "__main__":
    main()

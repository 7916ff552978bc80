// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The table of the vectorized unary math functions (Eigen's packet function, the internal::rvv template, the
// capability), without include guard: define EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, CAPABILITY), optionally
// EIGEN_RVV_UNARY_MATH_ALSO, and include; the table undefines both (DESIGN.md, "Descriptors and binders").

#ifndef EIGEN_RVV_UNARY_MATH_ALSO
#define EIGEN_RVV_UNARY_MATH_ALSO(FUNCTION, IMPLEMENTATION) EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, )
#endif

EIGEN_RVV_UNARY_MATH(pexp, exp, HasExp)
EIGEN_RVV_UNARY_MATH(pexpm1, expm1, HasExpm1)
EIGEN_RVV_UNARY_MATH(plog, log, HasLog)
EIGEN_RVV_UNARY_MATH(plog1p, log1p, HasLog1p)
EIGEN_RVV_UNARY_MATH(ptanh, tanh_per_fast_math, HasTanh)
EIGEN_RVV_UNARY_MATH(psin, sin, HasSin)
EIGEN_RVV_UNARY_MATH(pcos, cos, HasCos)
EIGEN_RVV_UNARY_MATH(ptan, tan, HasTan)
EIGEN_RVV_UNARY_MATH(patan, atan, HasATan)
#if EIGEN_RVV_BASE >= 50
// Base: Eigen 5's exp2, announced by HasExp as on its other backends.
EIGEN_RVV_UNARY_MATH_ALSO(pexp2, exp2)
#endif

#undef EIGEN_RVV_UNARY_MATH
#undef EIGEN_RVV_UNARY_MATH_ALSO

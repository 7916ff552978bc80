// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The table of the vectorized unary math functions: Eigen's packet function,
// the template in namespace internal::rvv that computes it for float and
// double (MathFunctions.h), and the packet_traits capability that announces
// it. No include guard, as PacketTypeTable.h: the includer defines
//   EIGEN_RVV_UNARY_MATH(FUNCTION, IMPLEMENTATION, CAPABILITY)
// and includes this file, which undefines it, and may define
//   EIGEN_RVV_UNARY_MATH_ALSO(FUNCTION, IMPLEMENTATION)
// for the rows whose capability another row announces (the default passes
// them to EIGEN_RVV_UNARY_MATH with an empty CAPABILITY). Binary16, Eigen::half and
// bfloat16 compute every row through float or binary16 (Half.h,
// ForwardingPackets.h, BFloat16.h).

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
#if EIGEN_RVV_BASE == 50
// Base: Eigen 5's exp2, announced by HasExp as on its other backends.
EIGEN_RVV_UNARY_MATH_ALSO(pexp2, exp2)
#endif

#undef EIGEN_RVV_UNARY_MATH
#undef EIGEN_RVV_UNARY_MATH_ALSO

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Stands in for Abseil's absl/strings/str_cat.h when TensorFlow's client tests build outside TensorFlow: StrCat of
// values that std::ostream prints.

#ifndef EIGEN_RVV_CLIENT_SHIM_ABSL_STRINGS_STR_CAT_H
#define EIGEN_RVV_CLIENT_SHIM_ABSL_STRINGS_STR_CAT_H

#include <initializer_list>
#include <sstream>
#include <string>

namespace absl {
template <typename... Values>
std::string StrCat(const Values&... values) {
  std::ostringstream text;
  (void)std::initializer_list<int>{((text << values), 0)...};
  return text.str();
}
}  // namespace absl

#endif  // EIGEN_RVV_CLIENT_SHIM_ABSL_STRINGS_STR_CAT_H

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// Throws through a frame that keeps RVV packets spilled across a call. Without a frame pointer Debian 12's libgcc
// 12 cannot unwind it and the throw aborts; with -fno-omit-frame-pointer it is caught (docs/using.md,
// "Exceptions and Debian 12's unwinder").

#include <Eigen/Core>

#include <cstdio>
#include <stdexcept>

using namespace Eigen::internal;

__attribute__((noinline)) void throw_if_positive(int x) {
  if (x > 0) throw std::runtime_error("thrown through a frame with RVV spills");
}

__attribute__((noinline)) float sum_around_a_call(const float* p, int n) {
  PacketXf v[12];
  for (int i = 0; i < 12; ++i) v[i] = ploadu<PacketXf>(p + unpacket_traits<PacketXf>::size * i);
  throw_if_positive(n);
  PacketXf s = v[0];
  for (int i = 1; i < 12; ++i) s = padd(s, v[i]);
  return predux(s);
}

int main(int argc, char**) {
  static float data[12 * 32];
  for (int i = 0; i < 12 * 32; ++i) data[i] = float(i);
  std::printf("throwing\n");
  std::fflush(stdout);
  try {
    std::printf("not thrown: %g\n", double(sum_around_a_call(data, argc)));
  } catch (const std::exception& e) {
    std::printf("result: caught \"%s\"\n", e.what());
  }
  return 0;
}

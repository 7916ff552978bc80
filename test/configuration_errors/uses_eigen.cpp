// A small Eigen program used by the configuration-error tests (compiled with
// wrong settings, it must not compile) and by the VLEN guard test (run on a
// CPU with another VLEN, it must stop before printing its result).
#ifdef UPSTREAM_CORE_FIRST
#include UPSTREAM_CORE_FIRST
#endif
#include <Eigen/Dense>
#include <cstdio>

int main() {
  Eigen::VectorXf v = Eigen::VectorXf::Constant(84, 0.5f);
  std::printf("result: %g\n", double(v.sum()));
  return 0;
}

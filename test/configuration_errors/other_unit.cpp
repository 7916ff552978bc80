// A second translation unit for the configuration guard tests: linked into
// one program with uses_eigen.cpp, compiled with the same EIGEN_RVV_LMUL (the
// program runs) or with another one (it must stop before main).
#include <Eigen/Dense>

float other_unit_sum(const Eigen::VectorXf& v) { return v.sum(); }

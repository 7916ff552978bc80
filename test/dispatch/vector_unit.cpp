// The V unit of no_vector_main.cpp: Eigen through the overlay, RVV packets.
#include <Eigen/Core>

float vector_unit_sum(const float* x, int n) { return Eigen::Map<const Eigen::VectorXf>(x, n).sum(); }

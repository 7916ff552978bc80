// Stands in for Eigen 3.3's version macros in the wrong-version test.
#define EIGEN_WORLD_VERSION 3
#define EIGEN_MAJOR_VERSION 3
#define EIGEN_MINOR_VERSION 9

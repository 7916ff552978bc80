# Eigen 3.4's legacy use file: adds the include directories (the eigen-rvv
# overlay first, then upstream Eigen) to the current directory.
add_definitions(${EIGEN3_DEFINITIONS})
include_directories(${EIGEN3_INCLUDE_DIRS})

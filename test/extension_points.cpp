// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The contracts third-party code relies on (TensorFlow's convolutions among it): unpacket_traits<Packet>::mask_t has
// exactly `size` bits wherever masked loads are declared, and masks built the way such code builds them select the
// lanes they name; a library's own partial specializations of gemm_pack_rhs and gemm_pack_lhs for its own contraction
// mappers are the ones a Tensor contraction calls, with upstream's nr = 4 and upstream's packed layouts, and the
// product is right; the overlay's LHS packing writes, bit for bit, what upstream's generic packing writes.

#define EIGEN_USE_THREADS
#include <unsupported/Eigen/CXX11/Tensor>
#include <unsupported/Eigen/CXX11/ThreadPool>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace ei = Eigen::internal;

namespace {

// --- mask_t -------------------------------------------------------------------

template <typename Packet, typename = void>
struct declares_mask : std::false_type {};
template <typename Packet>
struct declares_mask<Packet, decltype(void(sizeof(typename ei::unpacket_traits<Packet>::mask_t)))> : std::true_type {};

// Masked loads only with a mask type of exactly `size` bits, and only for the packets Eigen uses.
template <typename Packet>
std::string mask_contract_violation() {
  typedef ei::unpacket_traits<Packet> Traits;
  typedef typename Traits::type Scalar;
  const bool masked = Traits::masked_load_available || Traits::masked_store_available;
  if (!masked) return "";
  if (Traits::masked_load_available != Traits::masked_store_available) return "masked loads without stores";
  if (!std::is_same<Packet, typename ei::packet_traits<Scalar>::type>::value) return "masked loads on another packet";
  if (!declares_mask<Packet>::value) return "masked loads without mask_t";
  return "";
}
template <typename Packet>
typename std::enable_if<declares_mask<Packet>::value, int>::type mask_bits() {
  typedef typename ei::unpacket_traits<Packet>::mask_t Mask;
  return std::is_unsigned<Mask>::value ? std::numeric_limits<Mask>::digits : -1;
}
template <typename Packet>
typename std::enable_if<!declares_mask<Packet>::value, int>::type mask_bits() {
  return 0;
}

struct PacketRow {
  std::string name;
  int lanes;
  bool masked;
  int bits;
  std::string violation;
};
template <typename Packet>
PacketRow row(const char* name) {
  typedef ei::unpacket_traits<Packet> Traits;
  return PacketRow{name, int(Traits::size), bool(Traits::masked_load_available), mask_bits<Packet>(),
                   mask_contract_violation<Packet>()};
}

std::vector<PacketRow> every_packet() {
  std::vector<PacketRow> rows;
#if defined(EIGEN_VECTORIZE_RVV)
  // Every packet type of the table at every shape this build uses (register groups and parts).
#define EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE) \
  rows.push_back(row<EIGEN_RVV_SHAPE_PACKET(SCALAR, SHAPE)>(#SCALAR " " #SHAPE));
#define EIGEN_RVV_INTEGER_PACKET(SCALAR, SEW, FAMILY, SUFFIX, SHAPE) EIGEN_RVV_REAL_PACKET(SCALAR, SEW, SUFFIX, SHAPE)
#define EIGEN_RVV_COMPLEX_PACKET(REAL_SCALAR, SEW, REAL_SUFFIX, SUFFIX, SHAPE) \
  rows.push_back(row<ei::PacketX##SUFFIX##_##SHAPE>("complex " #REAL_SCALAR " " #SHAPE));
#define EIGEN_RVV_FORWARDED_PACKET(SCALAR, STORAGE_SCALAR, STORAGE_SUFFIX, SUFFIX, KIND, SHAPE) \
  rows.push_back(row<ei::PacketX##SUFFIX##_##SHAPE>(#SCALAR " " #SHAPE));
  using namespace Eigen;
  using namespace Eigen::internal;
#include <Eigen/src/Core/arch/RVV/PacketTypeTable.h>
#else
  rows.push_back(row<ei::packet_traits<float>::type>("float"));
  rows.push_back(row<ei::packet_traits<double>::type>("double"));
  rows.push_back(row<ei::packet_traits<std::int32_t>::type>("int32_t"));
  rows.push_back(row<ei::packet_traits<Eigen::half>::type>("half"));
  rows.push_back(row<ei::packet_traits<Eigen::bfloat16>::type>("bfloat16"));
  rows.push_back(row<ei::packet_traits<std::complex<float> >::type>("complex float"));
#endif
  return rows;
}

TEST(ExtensionPoints, MaskTypeHasExactlyOneBitPerLane) {
  const std::vector<PacketRow> rows = every_packet();
  int masked = 0;
  for (const PacketRow& r : rows) {
    EXPECT_EQ(r.violation, "") << r.name;
    if (!r.masked) continue;
    ++masked;
    EXPECT_EQ(r.bits, r.lanes) << r.name << ": mask_t must have exactly `size` bits";
  }
#if defined(EIGEN_VECTORIZE_RVV)
  EXPECT_GT(rows.size(), 10u);
  // Eigen's packets of 8 and 16 lanes have masked loads (float at VLEN 256 and 512, int8 at 128 ...).
  const int float_lanes = ei::packet_traits<float>::size, byte_lanes = ei::packet_traits<std::int8_t>::size;
  EXPECT_EQ(bool(ei::unpacket_traits<ei::packet_traits<float>::type>::masked_load_available),
            float_lanes == 8 || float_lanes == 16);
  EXPECT_EQ(bool(ei::unpacket_traits<ei::packet_traits<std::int8_t>::type>::masked_load_available),
            byte_lanes == 8 || byte_lanes == 16);
#endif
  std::cout << rows.size() << " packet types, " << masked << " with masked loads\n";
}

// The mask of lanes [from, to) as third-party code computes it from the all-ones mask (TensorFlow's
// mask<Packet>(from, to)): the all-ones value shifted right by size - to, exclusive-or the same by size - from.
template <typename Mask>
Mask third_party_mask(int size, int from, int to) {
  const Mask ones = std::numeric_limits<Mask>::max();
  return Mask(Mask(ones >> (size - to)) ^ Mask(ones >> (size - from)));
}

// 1 .. 23, in range for every element type; 99 marks memory a masked store must leave alone.
template <typename Scalar>
Scalar test_value(int i) {
  return Scalar(float((i * 7) % 23 + 1));
}

template <typename Scalar,
          bool Masked = ei::unpacket_traits<typename ei::packet_traits<Scalar>::type>::masked_load_available>
struct MaskedAccess {
  static int run() { return 0; }
};
template <typename Scalar>
struct MaskedAccess<Scalar, true> {
  typedef typename ei::packet_traits<Scalar>::type Packet;
  typedef typename ei::unpacket_traits<Packet>::mask_t Mask;
  static constexpr int size = ei::unpacket_traits<Packet>::size;
  // Returns the number of masks checked.
  static int run() {
    std::vector<Scalar> source(3 * size), loaded(size), stored(3 * size);
    for (int i = 0; i < 3 * size; ++i) source[i] = test_value<Scalar>(i);
    Eigen::TensorMap<Eigen::Tensor<const Scalar, 1> > map(source.data(), 3 * size);
    const Eigen::TensorEvaluator<const Eigen::TensorMap<Eigen::Tensor<const Scalar, 1> >, Eigen::DefaultDevice>
        evaluator(map, Eigen::DefaultDevice());
    int checked = 0;
    for (int offset : {0, 1, int(size)}) {
      for (int from = 0; from < size; ++from) {
        for (int to = from + 1; to <= size; ++to) {
          const Mask mask = third_party_mask<Mask>(size, from, to);
          const std::string where =
              "lanes [" + std::to_string(from) + ", " + std::to_string(to) + ") at offset " + std::to_string(offset);
          ei::pstoreu(loaded.data(), ei::ploadu<Packet>(source.data() + offset, mask));
          for (int i = 0; i < size; ++i) {
            const Scalar expected = i >= from && i < to ? source[offset + i] : Scalar(0);
            EXPECT_EQ(float(loaded[i]), float(expected)) << "masked ploadu, lane " << i << ", " << where;
          }
          ei::pstoreu(loaded.data(), evaluator.template partialPacket<Packet>(offset, mask));
          for (int i = 0; i < size; ++i) {
            const Scalar expected = i >= from && i < to ? source[offset + i] : Scalar(0);
            EXPECT_EQ(float(loaded[i]), float(expected))
                << "TensorEvaluator::partialPacket, lane " << i << ", " << where;
          }
          for (int i = 0; i < 3 * size; ++i) stored[i] = Scalar(99.0f);
          ei::pstoreu(stored.data() + offset, ei::ploadu<Packet>(source.data()), mask);
          for (int i = 0; i < 3 * size; ++i) {
            const int lane = i - offset;
            const Scalar expected = lane >= from && lane < to ? source[lane] : Scalar(99.0f);
            EXPECT_EQ(float(stored[i]), float(expected)) << "masked pstoreu, element " << i << ", " << where;
          }
          ++checked;
        }
      }
    }
    return checked;
  }
};

TEST(ExtensionPoints, ThirdPartyMasksSelectTheirLanes) {
  const int checked = MaskedAccess<float>::run() + MaskedAccess<double>::run() + MaskedAccess<std::int8_t>::run() +
                      MaskedAccess<std::int16_t>::run() + MaskedAccess<std::int32_t>::run() +
                      MaskedAccess<std::int64_t>::run() + MaskedAccess<std::uint8_t>::run() +
                      MaskedAccess<Eigen::half>::run() + MaskedAccess<Eigen::bfloat16>::run();
  std::cout << checked << " masks checked\n";
#if defined(EIGEN_VECTORIZE_RVV)
  // At every VLEN some element type has 8 or 16 lanes (int8 at 128, int16 at 256, float at 512, double at 1024).
  EXPECT_GT(checked, 0);
#endif
}

}  // namespace

// --- A third party's packing for its own contraction mapper ---------------------
// (RVV builds: upstream's backends choose their own nr, 8 on some, which such packing must then be built for.)
#if defined(EIGEN_VECTORIZE_RVV)

namespace third_party {
// The operands the library's packing is for: 3-D tensors reshaped to matrices (rank 3 on the right, rank 4 on the
// left, so that the two specializations key on different evaluators).
typedef Eigen::DSizes<Eigen::Index, 2> MatrixShape;
template <typename Scalar>
using Operand = Eigen::TensorReshapingOp<const MatrixShape, const Eigen::TensorMap<Eigen::Tensor<const Scalar, 3> > >;
template <typename Scalar>
using LhsOperand =
    Eigen::TensorReshapingOp<const MatrixShape, const Eigen::TensorMap<Eigen::Tensor<const Scalar, 4> > >;
// Calls of the library's packing.
inline long& packed_panels() {
  static long count = 0;
  return count;
}
inline long& packed_lhs_blocks() {
  static long count = 0;
  return count;
}
}  // namespace third_party

namespace Eigen {
namespace internal {
// As TensorFlow specializes it for its image patches: any scalar, any nr (asserted to be upstream's 4), its own
// sub-mapper, column-major, no conjugation, no panel mode; upstream's layout: panels of 4 columns (4 values per step
// k), then the remaining columns one by one.
template <typename Scalar, typename Index, typename Device, typename nocontract_t, typename contract_t, int packet_size,
          bool inner_dim_contiguous, bool inner_dim_reordered, int Alignment, int nr>
struct gemm_pack_rhs<Scalar, Index,
                     TensorContractionSubMapper<
                         Scalar, Index, Rhs,
                         TensorEvaluator<const TensorReshapingOp<const third_party::MatrixShape,
                                                                 const TensorMap<Tensor<const Scalar, 3> > >,
                                         Device>,
                         nocontract_t, contract_t, packet_size, inner_dim_contiguous, inner_dim_reordered, Alignment>,
                     nr, ColMajor, false, false> {
  static_assert(nr == 4, "the library packs for upstream's nr = 4");
  template <typename SubMapper>
  EIGEN_DONT_INLINE void operator()(Scalar* block, const SubMapper& rhs, Index depth, Index cols, Index stride = 0,
                                    Index offset = 0) {
    eigen_assert(stride == 0 && offset == 0);
    Index count = 0;
    const Index grouped = cols / 4 * 4;
    for (Index j = 0; j < grouped; j += 4)
      for (Index k = 0; k < depth; ++k)
        for (Index c = 0; c < 4; ++c) block[count++] = rhs(k, j + c);
    for (Index j = grouped; j < cols; ++j)
      for (Index k = 0; k < depth; ++k) block[count++] = rhs(k, j);
    ++third_party::packed_panels();
  }
};

// The same library's LHS packing for its own left operand: any Pack1, Pack2 and packet, column-major, in upstream's
// generic layout as Eigen 3.4 and 5.0 define it, written by element: panels of 3, 2 and 1 packets as Pack1 allows,
// one of the half and of the quarter packet where they are smaller, rows in pairs when Pack2 is below the packet's
// size, then single rows.
template <typename Scalar, typename Index, typename Device, typename nocontract_t, typename contract_t, int packet_size,
          bool inner_dim_contiguous, bool inner_dim_reordered, int Alignment, int Pack1, int Pack2, typename Packet>
struct gemm_pack_lhs<Scalar, Index,
                     TensorContractionSubMapper<
                         Scalar, Index, Lhs,
                         TensorEvaluator<const TensorReshapingOp<const third_party::MatrixShape,
                                                                 const TensorMap<Tensor<const Scalar, 4> > >,
                                         Device>,
                         nocontract_t, contract_t, packet_size, inner_dim_contiguous, inner_dim_reordered, Alignment>,
                     Pack1, Pack2, Packet, ColMajor, false, false> {
  template <typename SubMapper>
  EIGEN_DONT_INLINE void operator()(Scalar* block, const SubMapper& lhs, Index depth, Index rows, Index stride = 0,
                                    Index offset = 0) {
    eigen_assert(stride == 0 && offset == 0);
    typedef typename unpacket_traits<Packet>::half Half;
    const Index size = unpacket_traits<Packet>::size, half = unpacket_traits<Half>::size,
                quarter = unpacket_traits<typename unpacket_traits<Half>::half>::size;
    Index count = 0, i = 0;
    const auto panel = [&](Index height) {
      for (Index k = 0; k < depth; ++k)
        for (Index r = 0; r < height; ++r) block[count++] = lhs(i + r, k);
      i += height;
    };
    for (Index packets = 3; packets >= 1; --packets)
      if (Pack1 >= packets * size)
        while (rows - i >= packets * size) panel(packets * size);
    if (half < size && Pack1 >= half)
      while (rows - i >= half) panel(half);
    if (quarter < half && Pack1 >= quarter)
      while (rows - i >= quarter) panel(quarter);
    if (Pack2 < size && Pack2 > 1 && rows - i >= 2) panel((rows - i) & ~Index(1));
    while (i < rows) panel(1);
    ++third_party::packed_lhs_blocks();
  }
};
}  // namespace internal
}  // namespace Eigen

namespace {

template <typename Scalar>
class ThirdPartyPacking : public ::testing::Test {};
typedef ::testing::Types<float, double, Eigen::half, Eigen::bfloat16> ThirdPartyScalars;
TYPED_TEST_SUITE(ThirdPartyPacking, ThirdPartyScalars);

template <typename Scalar>
double as_double(const Scalar& x) {
  return static_cast<double>(x);
}
double as_double(const Eigen::half& x) { return double(float(x)); }
double as_double(const Eigen::bfloat16& x) { return double(float(x)); }

template <typename Scalar>
double tolerance(int depth) {
  return double(Eigen::NumTraits<Scalar>::epsilon()) * 4.0 * depth;
}

// lhs (m x k) contracted with the library's operand (k x n, a reshaped k x 1 x n tensor), on both devices, against
// a double-precision loop over the same values.
TYPED_TEST(ThirdPartyPacking, ContractionCallsTheLibrarysPacking) {
  typedef TypeParam Scalar;
  EXPECT_EQ(int(ei::gebp_traits<Scalar, Scalar>::nr), 4) << "upstream's nr, which third-party packing assumes";
  Eigen::ThreadPool pool(4);
  Eigen::ThreadPoolDevice threads(&pool, 4);
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> digit(-8, 8);
  for (int m : {1, 5, 16, 37, 130}) {
    for (int n : {1, 3, 4, 7, 16, 29, 64}) {
      for (int k : {1, 2, 9, 64, 300}) {
        Eigen::Tensor<Scalar, 2> lhs(m, k);
        std::vector<Scalar> rhs_data(std::size_t(k) * n);
        for (Eigen::Index i = 0; i < lhs.size(); ++i) lhs.data()[i] = Scalar(float(digit(rng)) / 4.0f);
        for (Scalar& x : rhs_data) x = Scalar(float(digit(rng)) / 4.0f);
        const Eigen::TensorMap<Eigen::Tensor<const Scalar, 3> > rhs3(rhs_data.data(), k, 1, n);
        const third_party::Operand<Scalar> rhs = rhs3.reshape(third_party::MatrixShape(k, n));
        const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(1, 0)};
        Eigen::Tensor<Scalar, 2> serial(m, n), parallel(m, n);
        const long before = third_party::packed_panels();
        serial = lhs.contract(rhs, dims);
        parallel.device(threads) = lhs.contract(rhs, dims);
        const bool through_gemm = n > 1;  // Eigen's Tensor contraction runs a GEMV for one column
        if (through_gemm) {
          EXPECT_GT(third_party::packed_panels(), before) << m << "x" << k << "x" << n;
        }
        for (int i = 0; i < m; ++i) {
          for (int j = 0; j < n; ++j) {
            double expected = 0;
            for (int q = 0; q < k; ++q) expected += as_double(lhs(i, q)) * as_double(rhs_data[std::size_t(j) * k + q]);
            const double bound = tolerance<Scalar>(k) * (1.0 + std::abs(expected)) + tolerance<Scalar>(1) * k;
            ASSERT_NEAR(as_double(serial(i, j)), expected, bound)
                << m << "x" << k << "x" << n << " at " << i << "," << j;
            ASSERT_NEAR(as_double(parallel(i, j)), expected, bound)
                << "ThreadPoolDevice " << m << "x" << k << "x" << n << " at " << i << "," << j;
          }
        }
      }
    }
  }
}

// The library's left operand (an m x 1 x 1 x k tensor reshaped to m x k) contracted with a plain tensor: its LHS
// packing runs and the product is right, at remainders of every height below the tile's.
TYPED_TEST(ThirdPartyPacking, ContractionCallsTheLibrarysLhsPacking) {
  typedef TypeParam Scalar;
  const int mr = ei::gebp_traits<Scalar, Scalar>::mr;
  Eigen::ThreadPool pool(4);
  Eigen::ThreadPoolDevice threads(&pool, 4);
  std::mt19937 rng(12);
  std::uniform_int_distribution<int> digit(-8, 8);
  for (int m : {1, 2, 3, mr - 1, mr, mr + 1, mr + 3, 2 * mr + mr / 2 + 1, 3 * mr + 5}) {
    if (m < 1) continue;
    for (int n : {2, 5, 16}) {
      for (int k : {1, 3, 64}) {
        std::vector<Scalar> lhs_data(std::size_t(m) * k);
        for (Scalar& x : lhs_data) x = Scalar(float(digit(rng)) / 4.0f);
        Eigen::Tensor<Scalar, 2> rhs(k, n);
        for (Eigen::Index i = 0; i < rhs.size(); ++i) rhs.data()[i] = Scalar(float(digit(rng)) / 4.0f);
        const Eigen::TensorMap<Eigen::Tensor<const Scalar, 4> > lhs4(lhs_data.data(), m, 1, 1, k);
        const third_party::LhsOperand<Scalar> lhs = lhs4.reshape(third_party::MatrixShape(m, k));
        const Eigen::array<Eigen::IndexPair<int>, 1> dims = {Eigen::IndexPair<int>(1, 0)};
        Eigen::Tensor<Scalar, 2> serial(m, n), parallel(m, n);
        const long before = third_party::packed_lhs_blocks();
        serial = lhs.contract(rhs, dims);
        parallel.device(threads) = lhs.contract(rhs, dims);
        EXPECT_GT(third_party::packed_lhs_blocks(), before) << m << "x" << k << "x" << n;
        for (int i = 0; i < m; ++i) {
          for (int j = 0; j < n; ++j) {
            double expected = 0;
            for (int q = 0; q < k; ++q) expected += as_double(lhs_data[std::size_t(q) * m + i]) * as_double(rhs(q, j));
            const double bound = tolerance<Scalar>(k) * (1.0 + std::abs(expected)) + tolerance<Scalar>(1) * k;
            ASSERT_NEAR(as_double(serial(i, j)), expected, bound)
                << m << "x" << k << "x" << n << " at " << i << "," << j;
            ASSERT_NEAR(as_double(parallel(i, j)), expected, bound)
                << "ThreadPoolDevice " << m << "x" << k << "x" << n << " at " << i << "," << j;
          }
        }
      }
    }
  }
}

// Eigen's own dense mapper under another type, which the overlay does not pack from: upstream's generic
// gemm_pack_lhs runs for it.
template <typename Scalar, int Order>
struct ForeignMapper : ei::const_blas_data_mapper<Scalar, Eigen::Index, Order> {
  ForeignMapper(const Scalar* data, Eigen::Index stride)
      : ei::const_blas_data_mapper<Scalar, Eigen::Index, Order>(data, stride) {}
};

template <typename Scalar, int Order, bool PanelMode>
void expect_upstream_lhs_layout() {
  typedef ei::gebp_traits<Scalar, Scalar> Traits;
  typedef ei::const_blas_data_mapper<Scalar, Eigen::Index, Order> Mapper;
  ei::gemm_pack_lhs<Scalar, Eigen::Index, Mapper, Traits::mr, Traits::LhsProgress, typename Traits::LhsPacket4Packing,
                    Order, false, PanelMode>
      overlay;
  ei::gemm_pack_lhs<Scalar, Eigen::Index, ForeignMapper<Scalar, Order>, Traits::mr, Traits::LhsProgress,
                    typename Traits::LhsPacket4Packing, Order, false, PanelMode>
      upstream;
  const int mr = Traits::mr;
  for (int rows = 1; rows <= 3 * mr + 3; rows += rows < 2 * mr ? 1 : mr / 2 + 1) {
    for (int depth : {1, 2, 7, 33}) {
      const int stride = PanelMode ? depth + 3 : 0, offset = PanelMode ? 2 : 0;
      const int leading = Order == Eigen::ColMajor ? rows + 1 : depth + 2;
      std::vector<Scalar> source(std::size_t(leading) * (Order == Eigen::ColMajor ? depth : rows));
      // Special values among them (signed zeros, infinities, NaN, the smallest subnormal): packing moves bits.
      const Scalar special[] = {Scalar(-0.0f), std::numeric_limits<Scalar>::infinity(),
                                -std::numeric_limits<Scalar>::infinity(), std::numeric_limits<Scalar>::quiet_NaN(),
                                std::numeric_limits<Scalar>::denorm_min()};
      for (std::size_t i = 0; i < source.size(); ++i)
        source[i] = i % 7 == 3 ? special[i / 7 % 5] : Scalar(float(int(i % 2000) - 1000) / 8.0f);
      const std::size_t block_size = std::size_t(rows) * (PanelMode ? stride : depth);
      std::vector<Scalar> ours(block_size, Scalar(-99.0f)), theirs(block_size, Scalar(-99.0f));
      overlay(ours.data(), Mapper(source.data(), leading), depth, rows, stride, offset);
      upstream(theirs.data(), ForeignMapper<Scalar, Order>(source.data(), leading), depth, rows, stride, offset);
      for (std::size_t i = 0; i < block_size; ++i) {
        ASSERT_EQ(0, std::memcmp(&ours[i], &theirs[i], sizeof(Scalar)))
            << "value " << i << " of the packed block, " << rows << " rows, depth " << depth
            << (Order == Eigen::ColMajor ? ", column-major" : ", row-major") << (PanelMode ? ", panel mode" : "");
      }
    }
  }
}

template <typename Scalar>
void expect_upstream_lhs_layouts() {
  expect_upstream_lhs_layout<Scalar, Eigen::ColMajor, false>();
  expect_upstream_lhs_layout<Scalar, Eigen::RowMajor, false>();
  expect_upstream_lhs_layout<Scalar, Eigen::ColMajor, true>();
  expect_upstream_lhs_layout<Scalar, Eigen::RowMajor, true>();
}

// Every real scalar with an RVV product kernel in this build (the tuning and LMUL of the build).
TEST(ExtensionPoints, LhsPackingWritesUpstreamsLayout) {
  expect_upstream_lhs_layouts<float>();
  expect_upstream_lhs_layouts<double>();
#if defined(__riscv_zvfh)
  expect_upstream_lhs_layouts<Eigen::half>();
#endif
#if defined(EIGEN_RVV_ZVFBFWMA)
  expect_upstream_lhs_layouts<Eigen::bfloat16>();
#endif
  std::cout << "mr: float " << int(ei::gebp_traits<float, float>::mr) << ", double "
            << int(ei::gebp_traits<double, double>::mr) << "\n";
}

}  // namespace
#endif  // EIGEN_VECTORIZE_RVV

// This file is part of eigen-rvv, a RISC-V Vector backend for Eigen.
//
// This Source Code Form is subject to the terms of the Mozilla
// Public License v. 2.0. If a copy of the MPL was not distributed
// with this file, You can obtain one at http://mozilla.org/MPL/2.0/.

// The matrix-product (GEBP) microkernel for real (float, double, the 16-bit types), complex and mixed real/complex
// products, and the packing routines that feed it; the scheme, the packed layouts and EIGEN_RVV_GENERIC_GEBP:
// DESIGN.md, "The matrix-product kernel".

#ifndef EIGEN_RVV_GENERAL_BLOCK_PANEL_KERNEL_H
#define EIGEN_RVV_GENERAL_BLOCK_PANEL_KERNEL_H

namespace Eigen {

namespace internal {

// The kernel's vector registers: one register (LMUL 1) of each element
// type, whatever the packets' LMUL (EIGEN_RVV_LMUL), so that the tile below
// fits the 32 registers.
template <typename Scalar>
struct rvv_gebp_register;
#define EIGEN_RVV_GEBP_REGISTER(SCALAR, REGISTER) \
  template <>                                     \
  struct rvv_gebp_register<SCALAR> {              \
    typedef REGISTER type;                        \
  };
EIGEN_RVV_GEBP_REGISTER(float, PacketXf_m1)
EIGEN_RVV_GEBP_REGISTER(double, PacketXd_m1)
EIGEN_RVV_GEBP_REGISTER(std::complex<float>, PacketXcf_m1)
EIGEN_RVV_GEBP_REGISTER(std::complex<double>, PacketXcd_m1)
#if defined(__riscv_zvfh)
EIGEN_RVV_GEBP_REGISTER(_Float16, PacketXf16_m1)
EIGEN_RVV_GEBP_REGISTER(half, PacketXh_m1)
#endif
EIGEN_RVV_GEBP_REGISTER(bfloat16, PacketXbf_m1)
#undef EIGEN_RVV_GEBP_REGISTER

// The micro-tile and the panel decomposition of one operand type (float, double, complex<float>, complex<double>, the
// 16-bit types), its rows in register groups of LMUL registers (real types). Packet is the single register packing
// copies with; Rows the tile's row vector.
template <typename Scalar, int LMUL>
struct rvv_gebp_rows {
  typedef typename rvv_plain_packet<Scalar, LMUL>::type type;
};
template <typename Scalar>
struct rvv_gebp_rows<Scalar, 1> {
  typedef typename rvv_gebp_register<Scalar>::type type;
};
template <typename Real, int LMUL>
struct rvv_gebp_rows<std::complex<Real>, LMUL> {
  typedef rvv_complex_packet<typename rvv_plain_packet<Real, LMUL>::type> type;
};
template <typename Real>
struct rvv_gebp_rows<std::complex<Real>, 1> {
  typedef typename rvv_gebp_register<std::complex<Real> >::type type;
};
template <typename Scalar, int LMUL = 1>
struct rvv_gebp_shape {
  typedef typename rvv_gebp_register<Scalar>::type Packet;
  typedef typename rvv_gebp_rows<Scalar, LMUL>::type Rows;
  enum {
    lanes = unpacket_traits<Packet>::size,
    // Rows of a micro-tile: one register group (one register per part, for complex).
    mr = LMUL * lanes,
    // Columns of an RHS panel in the overlay's own layout (complex and mixed products: their real operands are
    // packed with the same panels; rvv_gebp_rhs_layout).
    nr = 16
  };
  // Width of the next RHS panel when `remaining` columns are left.
  static EIGEN_STRONG_INLINE Index panel_width(Index remaining) {
    if (remaining >= Index(nr)) return nr;
    Index width = nr / 2;
    while (width > remaining) width /= 2;
    return width;
  }
  // Height of the next LHS panel when `remaining` rows are left. Real types: upstream's generic gemm_pack_lhs layout
  // for Pack1 = mr and the packet Rows (packets of mr rows, then one of its half and one of its quarter packet where
  // they are smaller, then single rows), so that packing written for upstream's kernel feeds this one.
  static EIGEN_STRONG_INLINE Index panel_height(Index remaining) {
    if (NumTraits<Scalar>::IsComplex) return remaining < Index(mr) ? remaining : Index(mr);
    if (remaining >= Index(mr)) return mr;
    if (int(half_rows) < int(mr) && remaining >= Index(half_rows)) return half_rows;
    if (int(quarter_rows) < int(half_rows) && remaining >= Index(quarter_rows)) return quarter_rows;
    return 1;
  }

 private:
  typedef typename unpacket_traits<Rows>::half HalfRows;
  enum {
    half_rows = unpacket_traits<HalfRows>::size,
    quarter_rows = unpacket_traits<typename unpacket_traits<HalfRows>::half>::size
  };
};

// One step k of a packed panel: its `size` values, each complex LHS panel's as the real parts followed by the
// imaginary parts (Planes), which the kernel loads with two unit-stride loads: a segment load costs more on the core
// models of llvm-mca (docs/studies.md, "k-loop schedules on in-order cores").
template <typename Scalar, bool Planes>
struct rvv_packed_step {
  static EIGEN_ALWAYS_INLINE void put(Scalar* step, Index, Index s, const Scalar& value) { step[s] = value; }
  template <typename Packet>
  static EIGEN_ALWAYS_INLINE void put_packet(Scalar* step, Index, Index s, const Packet& packet) {
    pstoreu(step + s, packet);
  }
  // The packet's lanes are value s of the steps from `step` on.
  template <typename Packet>
  static EIGEN_ALWAYS_INLINE void put_across_steps(Scalar* step, Index size, Index s, const Packet& packet) {
    pscatter<Scalar, Packet>(step + s, packet, size);
  }
  template <typename Rows>
  static EIGEN_ALWAYS_INLINE Rows load(const Scalar* step, size_t vl) {
    return rvv_packet_info<Rows>::load(step, vl);
  }
};
template <typename Real>
struct rvv_packed_step<std::complex<Real>, true> {
  typedef std::complex<Real> Scalar;
  static EIGEN_ALWAYS_INLINE void put(Scalar* step, Index size, Index s, const Scalar& value) {
    Real* parts = reinterpret_cast<Real*>(step);
    parts[s] = numext::real(value);
    parts[size + s] = numext::imag(value);
  }
  template <typename Packet>
  static EIGEN_ALWAYS_INLINE void put_packet(Scalar* step, Index size, Index s, const Packet& packet) {
    typedef typename rvv_packet_info<Packet>::RealInfo RealInfo;
    Real* parts = reinterpret_cast<Real*>(step);
    RealInfo::store(parts + s, packet.real, RealInfo::lanes);
    RealInfo::store(parts + size + s, packet.imag, RealInfo::lanes);
  }
  template <typename Packet>
  static EIGEN_ALWAYS_INLINE void put_across_steps(Scalar* step, Index size, Index s, const Packet& packet) {
    typedef typename rvv_packet_info<Packet>::RealInfo RealInfo;
    Real* parts = reinterpret_cast<Real*>(step);
    const std::ptrdiff_t step_bytes = std::ptrdiff_t(2 * size * sizeof(Real));
    RealInfo::store_strided(parts + s, step_bytes, packet.real, RealInfo::lanes);
    RealInfo::store_strided(parts + size + s, step_bytes, packet.imag, RealInfo::lanes);
  }
  template <typename Rows>
  static EIGEN_ALWAYS_INLINE Rows load(const Scalar* step, size_t vl) {
    typedef rvv_packet_info<Rows> Info;
    const Real* parts = reinterpret_cast<const Real*>(step);
    return Info::make(Info::RealInfo::load(parts, vl), Info::RealInfo::load(parts + vl, vl));
  }
};

// The element type the kernel computes with: Eigen::half as _Float16 (the
// same bits; the kernel needs the arithmetic type for vfmacc.vf's scalar).
template <typename Scalar>
struct rvv_gebp_element {
  typedef Scalar type;
};
#if defined(__riscv_zvfh)
template <>
struct rvv_gebp_element<half> {
  typedef _Float16 type;
};
#endif
#if defined(EIGEN_RVV_ZVFBFWMA)
template <>
struct rvv_gebp_element<bfloat16> {
  typedef __bf16 type;
};
#endif

// The LMUL of a real or complex x complex product's rows: the tuning's (EIGEN_RVV_GEBP_LMUL, half of it per part for
// complex), unless Eigen's triangular products could not keep their (2 mr)^2 block on the stack
// (EIGEN_STACK_ALLOCATION_LIMIT; float at VLEN 1024): then 1. packing_mr keys the tuned LHS packing (-1: none).
template <typename Scalar>
struct rvv_gebp_tuned_lmul {
  enum {
    tuning = NumTraits<Scalar>::IsComplex && EIGEN_RVV_GEBP_LMUL > 1 ? EIGEN_RVV_GEBP_LMUL / 2 : EIGEN_RVV_GEBP_LMUL,
    tuned_mr = tuning * int(rvv_gebp_shape<Scalar>::lanes),
    fits = EIGEN_STACK_ALLOCATION_LIMIT == 0 ||
           4 * tuned_mr * tuned_mr * int(sizeof(Scalar)) <= EIGEN_STACK_ALLOCATION_LIMIT,
    value = fits ? int(tuning) : 1,
    packing_mr = value == 1 ? -1 : tuned_mr
  };
};

// The RHS panels of a product (nr). Real x real products declare upstream's nr = 4 and read upstream's packed RHS
// layout, so that packing code written for it (TensorFlow's image patches, asserting nr == 4) feeds this kernel; the
// complex and mixed products keep the overlay's own 16-column panels (DESIGN.md, "The matrix-product kernel").
template <typename LhsScalar, typename RhsScalar>
struct rvv_gebp_rhs_layout {
  enum { nr = NumTraits<LhsScalar>::IsComplex || NumTraits<RhsScalar>::IsComplex ? 16 : 4 };
};

// What Eigen's product code reads from gebp_traits: the tile (mr, nr), the
// packet types, and the packet that sizes the LHS packing (LhsProgress).
template <typename LhsScalar_, typename RhsScalar_, bool ConjugateLhs, bool ConjugateRhs, int LMUL = 1>
class rvv_gebp_traits {
 public:
  typedef LhsScalar_ LhsScalar;
  typedef RhsScalar_ RhsScalar;
  typedef typename ScalarBinaryOpTraits<LhsScalar, RhsScalar>::ReturnType ResScalar;
  typedef typename rvv_gebp_shape<LhsScalar>::Packet LhsPacket;
  typedef typename rvv_gebp_shape<RhsScalar>::Packet RhsPacket;
  typedef typename rvv_gebp_shape<ResScalar>::Packet ResPacket;
  typedef ResPacket AccPacket;
  // The packet of upstream's generic LHS packing: one packet per mr rows of a real LHS (rvv_gebp_shape::panel_height).
  typedef typename std::conditional<NumTraits<LhsScalar>::IsComplex, LhsPacket,
                                    typename rvv_gebp_shape<LhsScalar, LMUL>::Rows>::type LhsPacket4Packing;
  typedef QuadPacket<RhsPacket> RhsPacketx4;
  enum {
    ConjLhs = ConjugateLhs,
    ConjRhs = ConjugateRhs,
    Vectorizable = 1,
    LhsPacketSize = rvv_gebp_shape<LhsScalar>::lanes,
    RhsPacketSize = rvv_gebp_shape<RhsScalar>::lanes,
    ResPacketSize = rvv_gebp_shape<ResScalar>::lanes,
    NumberOfRegisters = EIGEN_ARCH_DEFAULT_NUMBER_OF_REGISTERS,
    nr = rvv_gebp_rhs_layout<LhsScalar, RhsScalar>::nr,
    mr = rvv_gebp_shape<LhsScalar, LMUL>::mr,
    // Pack2 of the LHS packing: with Pack2 < the packet's size upstream's packing ends in panels of Pack2 rows.
    LhsProgress = unpacket_traits<LhsPacket4Packing>::size,
    RhsProgress = 1
  };
  static_assert(int(LhsPacketSize) == int(RhsPacketSize) && int(LhsPacketSize) == int(ResPacketSize),
                "the RVV GEBP tile needs LHS, RHS and result packets of the same lane count");
};

// Whether the result mapper's rows are adjacent in memory (Eigen's
// blas_data_mapper with inner stride 1); otherwise the kernel uses strided
// loads and stores for the result.
template <typename DataMapper>
struct rvv_has_unit_row_step : std::false_type {};
template <typename Scalar, typename Index, int AlignmentType>
struct rvv_has_unit_row_step<blas_data_mapper<Scalar, Index, ColMajor, AlignmentType, 1> > : std::true_type {};

namespace rvv {

// acc = x * s (First) or acc += x * s, negated if Negative: vfmul /
// vfmacc / vfnmsac with the scalar s in a floating-point register.
template <bool First, bool Negative, typename Packet, typename RealScalar>
EIGEN_ALWAYS_INLINE void gebp_accumulate(Packet& acc, RealScalar s, const Packet& x, size_t vl) {
  if (First) {
    acc = __riscv_vfmul(x, Negative ? -s : s, vl);
  } else {
    acc = Negative ? __riscv_vfnmsac(acc, s, x, vl) : __riscv_vfmacc(acc, s, x, vl);
  }
}

// One step of the micro-kernel for one column: acc (+)= a * b, a the LHS column (real, or complex split in real and
// imaginary registers), b the RHS scalar (real, or complex in two scalar registers), conjugated as asked. A real step
// is one FMA, a mixed one two, a complex one four in two phases (the kernel runs a phase for every column in turn).
template <bool LhsIsComplex, bool RhsIsComplex>
struct gebp_step {
  enum { phases = 1 };
};

template <>
struct gebp_step<false, false> {
  enum { phases = 1 };
  template <bool First, int Phase, bool ConjugateLhs, bool ConjugateRhs, typename Acc, typename Lhs, typename Rhs>
  static EIGEN_ALWAYS_INLINE void run(Acc& acc, const Lhs& a, const Rhs& b, size_t vl) {
    gebp_accumulate<First, false>(acc, b, a, vl);
  }
};
template <>
struct gebp_step<true, false> {
  enum { phases = 1 };
  template <bool First, int Phase, bool ConjugateLhs, bool ConjugateRhs, typename Acc, typename Lhs, typename Rhs>
  static EIGEN_ALWAYS_INLINE void run(Acc& acc, const Lhs& a, const Rhs& b, size_t vl) {
    gebp_accumulate<First, false>(acc.real, b, a.real, vl);
    gebp_accumulate<First, ConjugateLhs>(acc.imag, b, a.imag, vl);
  }
};
template <>
struct gebp_step<false, true> {
  enum { phases = 1 };
  template <bool First, int Phase, bool ConjugateLhs, bool ConjugateRhs, typename Acc, typename Lhs, typename Rhs>
  static EIGEN_ALWAYS_INLINE void run(Acc& acc, const Lhs& a, const Rhs& b, size_t vl) {
    gebp_accumulate<First, false>(acc.real, numext::real(b), a, vl);
    gebp_accumulate<First, ConjugateRhs>(acc.imag, numext::imag(b), a, vl);
  }
};
// real += ar*br - (+-ai)(+-bi), imag += ar*(+-bi) + (+-ai)*br: the terms of ar in phase 0, those of ai in phase 1.
template <>
struct gebp_step<true, true> {
  enum { phases = 2 };
  template <bool First, int Phase, bool ConjugateLhs, bool ConjugateRhs, typename Acc, typename Lhs, typename Rhs>
  static EIGEN_ALWAYS_INLINE void run(Acc& acc, const Lhs& a, const Rhs& b, size_t vl) {
    if (Phase == 0) {
      gebp_accumulate<First, false>(acc.real, numext::real(b), a.real, vl);
      gebp_accumulate<First, ConjugateRhs>(acc.imag, numext::imag(b), a.real, vl);
    } else {
      gebp_accumulate<false, ConjugateLhs == ConjugateRhs>(acc.real, numext::imag(b), a.imag, vl);
      gebp_accumulate<false, ConjugateLhs>(acc.imag, numext::real(b), a.imag, vl);
    }
  }
};

// result + alpha * acc, for a real or complex result.
template <typename RealPacket, typename RealScalar>
EIGEN_ALWAYS_INLINE RealPacket gebp_scale_add(const RealPacket& result, RealScalar alpha, const RealPacket& acc,
                                              size_t vl) {
  return __riscv_vfmacc(result, alpha, acc, vl);
}
template <typename ComplexPacket, typename RealScalar>
EIGEN_ALWAYS_INLINE ComplexPacket gebp_scale_add(const ComplexPacket& result, const std::complex<RealScalar>& alpha,
                                                 const ComplexPacket& acc, size_t vl) {
  return rvv_packet_info<ComplexPacket>::make(
      __riscv_vfnmsac(__riscv_vfmacc(result.real, alpha.real(), acc.real, vl), alpha.imag(), acc.imag, vl),
      __riscv_vfmacc(__riscv_vfmacc(result.imag, alpha.real(), acc.imag, vl), alpha.imag(), acc.real, vl));
}

}  // namespace rvv

// The arithmetic of a kernel: the LHS column load, the step (acc (+)= a * b for one column) and the update of a
// result column with alpha * acc. Accumulators in the result's own precision: one register per column (two for a
// complex result).
template <typename LhsElement, typename RhsElement, typename ResElement, bool ConjugateLhs, bool ConjugateRhs,
          int LMUL = 1, bool AssemblyLoop = true>
struct rvv_gebp_arithmetic {
  typedef typename rvv_gebp_shape<LhsElement, LMUL>::Rows LhsPacket;
  typedef typename rvv_gebp_shape<ResElement, LMUL>::Rows AccPacket;
  typedef rvv_packet_info<AccPacket> ResInfo;
  typedef rvv::gebp_step<NumTraits<LhsElement>::IsComplex, NumTraits<RhsElement>::IsComplex> Step;
  // Columns of a micro-tile: at most 16 accumulator registers.
  enum {
    lmul = LMUL,
    tile_width = (NumTraits<ResElement>::IsComplex ? 8 : 16) / LMUL,
    assembly_loop = AssemblyLoop,
    phases = Step::phases
  };

  static EIGEN_ALWAYS_INLINE LhsPacket load_lhs(const LhsElement* a, size_t vl) {
    return rvv_packed_step<LhsElement, true>::template load<LhsPacket>(a, vl);
  }
  // Real LHS: vl values row_bytes apart.
  static EIGEN_ALWAYS_INLINE LhsPacket load_lhs_strided(const LhsElement* a, std::ptrdiff_t row_bytes, size_t vl) {
    return rvv_packet_info<LhsPacket>::load_strided(a, row_bytes, vl);
  }
  template <bool First, int Phase>
  static EIGEN_ALWAYS_INLINE void multiply(AccPacket& acc, const LhsPacket& a, const RhsElement& b, size_t vl) {
    Step::template run<First, Phase, ConjugateLhs, ConjugateRhs>(acc, a, b, vl);
  }
  // column[0 .. vl) += alpha * acc, the rows row_step bytes apart (0: adjacent).
  static EIGEN_ALWAYS_INLINE void update(ResElement* column, std::ptrdiff_t row_step, ResElement alpha,
                                         const AccPacket& acc, size_t vl) {
    if (row_step == 0) {
      ResInfo::store(column, rvv::gebp_scale_add(ResInfo::load(column, vl), alpha, rvv::raw(acc), vl), vl);
    } else {
      ResInfo::store_strided(column, row_step,
                             rvv::gebp_scale_add(ResInfo::load_strided(column, row_step, vl), alpha, rvv::raw(acc), vl),
                             vl);
    }
  }
};

// 16-bit elements accumulated in float (LMUL-2 accumulators, 8 columns per tile): WideningMultiply::run(acc, b, a, vl)
// is vfwmacc.vf (binary16) or vfwmaccbf16.vf (bfloat16), result columns convert by vfwcvt / vfncvt. The result is
// rounded once per update of a result block (once per kc-deep pass over it), not once per multiply-add.
template <typename Element, typename ElementVector, typename Widening>
struct rvv_gebp_widening_arithmetic {
  typedef ElementVector LhsPacket;
  typedef rvv_plain_packet<float, 2>::type AccPacket;
  enum { lmul = 1, tile_width = 8, assembly_loop = false, phases = 1 };

  static EIGEN_ALWAYS_INLINE LhsPacket load_lhs(const Element* a, size_t vl) { return Widening::load(a, vl); }
  static EIGEN_ALWAYS_INLINE LhsPacket load_lhs_strided(const Element* a, std::ptrdiff_t row_bytes, size_t vl) {
    return Widening::load_strided(a, row_bytes, vl);
  }
  template <bool First, int Phase>
  static EIGEN_ALWAYS_INLINE void multiply(AccPacket& acc, const LhsPacket& a, const Element& b, size_t vl) {
    acc = First ? Widening::multiply(b, a, vl) : Widening::multiply_add(acc, b, a, vl);
  }
  static EIGEN_ALWAYS_INLINE void update(Element* column, std::ptrdiff_t row_step, Element alpha, const AccPacket& acc,
                                         size_t vl) {
    const vfloat32m2_t result = row_step == 0 ? Widening::widen(Widening::load(column, vl), vl)
                                              : Widening::widen(Widening::load_strided(column, row_step, vl), vl);
    const vfloat32m2_t updated = __riscv_vfmacc(result, Widening::to_float(alpha), acc, vl);
    if (row_step == 0) {
      Widening::store(column, Widening::narrow(updated, vl), vl);
    } else {
      Widening::store_strided(column, row_step, Widening::narrow(updated, vl), vl);
    }
  }
};

#if defined(__riscv_zvfh)
// binary16 x binary16 -> float: vfwmul.vf / vfwmacc.vf.
struct rvv_float16_widening {
  static EIGEN_ALWAYS_INLINE PacketXf16_m1 load(const _Float16* from, size_t vl) {
    return __riscv_vle16_v_f16m1(from, vl);
  }
  static EIGEN_ALWAYS_INLINE PacketXf16_m1 load_strided(const _Float16* from, std::ptrdiff_t step, size_t vl) {
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    const PacketXf16_m1 result = __riscv_vlse16_v_f16m1(from, step, vl);
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    return result;
  }
  static EIGEN_ALWAYS_INLINE void store(_Float16* to, const PacketXf16_m1& a, size_t vl) { __riscv_vse16(to, a, vl); }
  static EIGEN_ALWAYS_INLINE void store_strided(_Float16* to, std::ptrdiff_t step, const PacketXf16_m1& a, size_t vl) {
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    __riscv_vsse16(to, step, a, vl);
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
  }
  static EIGEN_ALWAYS_INLINE vfloat32m2_t widen(const PacketXf16_m1& a, size_t vl) { return __riscv_vfwcvt_f(a, vl); }
  static EIGEN_ALWAYS_INLINE PacketXf16_m1 narrow(const vfloat32m2_t& a, size_t vl) { return __riscv_vfncvt_f(a, vl); }
  static EIGEN_ALWAYS_INLINE vfloat32m2_t multiply(_Float16 b, const PacketXf16_m1& a, size_t vl) {
    return __riscv_vfwmul(a, b, vl);
  }
  static EIGEN_ALWAYS_INLINE vfloat32m2_t multiply_add(const vfloat32m2_t& acc, _Float16 b, const PacketXf16_m1& a,
                                                       size_t vl) {
    return __riscv_vfwmacc(acc, b, a, vl);
  }
  static EIGEN_ALWAYS_INLINE float to_float(_Float16 x) { return float(x); }
};
#endif

#if defined(EIGEN_RVV_ZVFBFWMA)
// bfloat16 x bfloat16 -> float: vfwmaccbf16.vf (Zvfbfwma). The vectors are
// the scalable bfloat16 type (fixed-length bfloat16 vectors crash clang 21).
struct rvv_bfloat16_widening {
  static EIGEN_ALWAYS_INLINE vbfloat16m1_t load(const __bf16* from, size_t vl) {
    return __riscv_vle16_v_bf16m1(from, vl);
  }
  static EIGEN_ALWAYS_INLINE vbfloat16m1_t load_strided(const __bf16* from, std::ptrdiff_t step, size_t vl) {
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    const vbfloat16m1_t result = __riscv_vlse16_v_bf16m1(from, step, vl);
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    return result;
  }
  static EIGEN_ALWAYS_INLINE void store(__bf16* to, const vbfloat16m1_t& a, size_t vl) { __riscv_vse16(to, a, vl); }
  static EIGEN_ALWAYS_INLINE void store_strided(__bf16* to, std::ptrdiff_t step, const vbfloat16m1_t& a, size_t vl) {
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
    __riscv_vsse16(to, step, a, vl);
    EIGEN_RVV_STRIDED_ACCESS_FENCE();
  }
  static EIGEN_ALWAYS_INLINE vfloat32m2_t widen(const vbfloat16m1_t& a, size_t vl) {
    return __riscv_vfwcvtbf16_f(a, vl);
  }
  static EIGEN_ALWAYS_INLINE vbfloat16m1_t narrow(const vfloat32m2_t& a, size_t vl) {
    return __riscv_vfncvtbf16_f(a, vl);
  }
  // No widening bfloat16 multiply: the first step accumulates into zeros.
  static EIGEN_ALWAYS_INLINE vfloat32m2_t multiply(__bf16 b, const vbfloat16m1_t& a, size_t vl) {
    return __riscv_vfwmaccbf16(__riscv_vfmv_v_f_f32m2(0.0f, vl), b, a, vl);
  }
  static EIGEN_ALWAYS_INLINE vfloat32m2_t multiply_add(const vfloat32m2_t& acc, __bf16 b, const vbfloat16m1_t& a,
                                                       size_t vl) {
    return __riscv_vfwmaccbf16(acc, b, a, vl);
  }
  static EIGEN_ALWAYS_INLINE float to_float(__bf16 x) { return float(x); }
};
#endif

namespace rvv {

// The in-order tuning's k-loop for a 4-column tile of LMUL-4 rows (float, double) or LMUL-2 parts (complex): `count`
// pairs of steps from k on, as multiply_panels' C++ loop computes them, with the next step's scalar loads after every
// two FMAs, an order the compilers' schedulers undo (docs/studies.md, "k-loop schedules on in-order cores"). a: step
// k's LHS, b: its RHS row.
template <typename Scalar, bool ConjugateLhs, bool ConjugateRhs>
struct gebp_in_order_k_loop {
  enum { available = 0, lmul = 0, width = 0 };
};
#define EIGEN_RVV_GEBP_IN_ORDER_K_LOOP(SCALAR, LOAD_SCALAR, LOAD_VECTOR, SEW, O1, O2, O3)                              \
  template <bool ConjugateLhs, bool ConjugateRhs>                                                                      \
  struct gebp_in_order_k_loop<SCALAR, ConjugateLhs, ConjugateRhs> {                                                    \
    enum { available = 1, lmul = 4, width = 4 };                                                                       \
    typedef rvv_vector<SCALAR, 4>::sizeless Vector;                                                                    \
    template <int PanelWidth, typename Acc>                                                                            \
    static EIGEN_ALWAYS_INLINE void run(Acc (&acc)[4], const SCALAR* a, std::ptrdiff_t step_bytes, const SCALAR* b,    \
                                        Index count, size_t vl) {                                                      \
      Vector c0 = raw(acc[0]), c1 = raw(acc[1]), c2 = raw(acc[2]), c3 = raw(acc[3]), a0, a1;                           \
      SCALAR f0, f1, f2, f3, g0, g1, g2, g3;                                                                           \
      const SCALAR* a_after;                                                                                           \
      const SCALAR* const b_end = b + (2 * count + 1) * PanelWidth;                                                    \
      __asm__ volatile(                                                                                                \
          "vsetvli zero, %[vl], " SEW ", m4, ta, ma\n\t" LOAD_VECTOR                                                   \
          " %[a0], (%[pa])\n\t"                                                                                        \
          "add %[pa], %[pa], %[step]\n\t" LOAD_SCALAR " %[f0], 0(%[pb])\n\t" LOAD_SCALAR " %[f1], " O1                 \
          "(%[pb])\n\t" LOAD_SCALAR " %[f2], " O2 "(%[pb])\n\t" LOAD_SCALAR " %[f3], " O3                              \
          "(%[pb])\n\t"                                                                                                \
          "addi %[pb], %[pb], %[row]\n\t"                                                                              \
          "add %[pa2], %[pa], %[step]\n"                                                                               \
          "1:\n\t" LOAD_VECTOR                                                                                         \
          " %[a1], (%[pa])\n\t"                                                                                        \
          "vfmacc.vf %[c0], %[f0], %[a0]\n\t"                                                                          \
          "vfmacc.vf %[c1], %[f1], %[a0]\n\t" LOAD_SCALAR " %[g0], 0(%[pb])\n\t" LOAD_SCALAR " %[g1], " O1             \
          "(%[pb])\n\t"                                                                                                \
          "vfmacc.vf %[c2], %[f2], %[a0]\n\t"                                                                          \
          "vfmacc.vf %[c3], %[f3], %[a0]\n\t" LOAD_SCALAR " %[g2], " O2 "(%[pb])\n\t" LOAD_SCALAR " %[g3], " O3        \
          "(%[pb])\n\t" LOAD_VECTOR                                                                                    \
          " %[a0], (%[pa2])\n\t"                                                                                       \
          "vfmacc.vf %[c0], %[g0], %[a1]\n\t"                                                                          \
          "vfmacc.vf %[c1], %[g1], %[a1]\n\t" LOAD_SCALAR " %[f0], %[row](%[pb])\n\t" LOAD_SCALAR " %[f1], %[row]+" O1 \
          "(%[pb])\n\t"                                                                                                \
          "vfmacc.vf %[c2], %[g2], %[a1]\n\t"                                                                          \
          "vfmacc.vf %[c3], %[g3], %[a1]\n\t" LOAD_SCALAR " %[f2], %[row]+" O2 "(%[pb])\n\t" LOAD_SCALAR               \
          " %[f3], %[row]+" O3                                                                                         \
          "(%[pb])\n\t"                                                                                                \
          "add %[pa], %[pa2], %[step]\n\t"                                                                             \
          "add %[pa2], %[pa], %[step]\n\t"                                                                             \
          "addi %[pb], %[pb], 2*%[row]\n\t"                                                                            \
          "bne %[pb], %[end], 1b"                                                                                      \
          : [c0] "+vr"(c0), [c1] "+vr"(c1), [c2] "+vr"(c2), [c3] "+vr"(c3), [a0] "=&vr"(a0), [a1] "=&vr"(a1),          \
            [f0] "=&f"(f0), [f1] "=&f"(f1), [f2] "=&f"(f2), [f3] "=&f"(f3), [g0] "=&f"(g0), [g1] "=&f"(g1),            \
            [g2] "=&f"(g2), [g3] "=&f"(g3), [pa] "+r"(a), [pa2] "=&r"(a_after), [pb] "+r"(b)                           \
          : [end] "r"(b_end), [step] "r"(step_bytes), [vl] "r"(vl), [row] "i"(PanelWidth * sizeof(SCALAR))             \
          : "memory", "vl", "vtype");                                                                                  \
      acc[0] = Acc(c0);                                                                                                \
      acc[1] = Acc(c1);                                                                                                \
      acc[2] = Acc(c2);                                                                                                \
      acc[3] = Acc(c3);                                                                                                \
    }                                                                                                                  \
  };
EIGEN_RVV_GEBP_IN_ORDER_K_LOOP(float, "flw", "vle32.v", "e32", "4", "8", "12")
EIGEN_RVV_GEBP_IN_ORDER_K_LOOP(double, "fld", "vle64.v", "e64", "8", "16", "24")
#undef EIGEN_RVV_GEBP_IN_ORDER_K_LOOP

// Complex x complex: the LHS real and imaginary planes of a step in two LMUL-2 register groups each; per column and
// step the two FMAs with the real parts (phase 0, every column), then the two with the imaginary parts. An in-order
// core dispatches one load with each FMA: every load sits alone before an FMA, each column's next RHS values before
// the next column's phase-1 FMAs (the last column's before the next step's first two). IMAG_AR, REAL_AI, IMAG_AI:
// vfmacc.vf or vfnmsac.vf (conjugation). GCC allows 30 asm operands (an in-out one counts twice): the LHS, the RHS
// values and the pointers are fixed registers (clobbered): v24-v31, ft0-ft7 (column c's value in ft2c, ft2c+1), t0-t5.
#define EIGEN_RVV_GEBP_COMPLEX_STEP(AR, AI, IMAG_AR, REAL_AI, IMAG_AI, BEFORE0, BEFORE1, BEFORE2, BEFORE4,         \
                                    LOAD_SCALAR, N0, N1, N2, N3, N4, N5)                                           \
  BEFORE0 "vfmacc.vf %[r0], ft0, " AR "\n\t" BEFORE1 IMAG_AR " %[i0], ft1, " AR "\n\t" BEFORE2                     \
          "vfmacc.vf %[r1], ft2, " AR "\n\t" IMAG_AR " %[i1], ft3, " AR "\n\t" BEFORE4 "vfmacc.vf %[r2], ft4, " AR \
          "\n\t" IMAG_AR " %[i2], ft5, " AR "\n\tvfmacc.vf %[r3], ft6, " AR "\n\t" IMAG_AR " %[i3], ft7, " AR      \
          "\n\t" REAL_AI " %[r0], ft1, " AI "\n\t" IMAG_AI " %[i0], ft0, " AI "\n\t" LOAD_SCALAR " ft0, " N0       \
          "(%[pb])\n\t" REAL_AI " %[r1], ft3, " AI "\n\t" LOAD_SCALAR " ft1, " N1 "(%[pb])\n\t" IMAG_AI            \
          " %[i1], ft2, " AI "\n\t" LOAD_SCALAR " ft2, " N2 "(%[pb])\n\t" REAL_AI " %[r2], ft5, " AI               \
          "\n\t" LOAD_SCALAR " ft3, " N3 "(%[pb])\n\t" IMAG_AI " %[i2], ft4, " AI "\n\t" LOAD_SCALAR " ft4, " N4   \
          "(%[pb])\n\t" REAL_AI " %[r3], ft7, " AI "\n\t" LOAD_SCALAR " ft5, " N5 "(%[pb])\n\t" IMAG_AI            \
          " %[i3], ft6, " AI "\n\t"
// t0/t1: the planes of step k + 1, t2/t3 those of k + 2, t4 two steps, t5 a plane; the pointer increments sit at the
// end of the iteration: right after a vle, an increment of its address waits for the load.
#define EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOP(REAL, CONJ_LHS, CONJ_RHS, IMAG_AR, REAL_AI, IMAG_AI, LOAD_SCALAR,         \
                                               LOAD_VECTOR, SEW, SHIFT, O1, O2, O3, O4, O5, O6, O7)                      \
  template <>                                                                                                            \
  struct gebp_in_order_k_loop<std::complex<REAL>, CONJ_LHS, CONJ_RHS> {                                                  \
    enum { available = 1, lmul = 2, width = 4 };                                                                         \
    typedef rvv_vector<REAL, 2>::sizeless Vector;                                                                        \
    template <int PanelWidth, typename Acc>                                                                              \
    static EIGEN_ALWAYS_INLINE void run(Acc (&acc)[4], const std::complex<REAL>* a, std::ptrdiff_t step_bytes,           \
                                        const std::complex<REAL>* b, Index count, size_t vl) {                           \
      typedef decltype(acc[0].real) Part;                                                                                \
      Vector r0 = raw(acc[0].real), i0 = raw(acc[0].imag), r1 = raw(acc[1].real), i1 = raw(acc[1].imag);                 \
      Vector r2 = raw(acc[2].real), i2 = raw(acc[2].imag), r3 = raw(acc[3].real), i3 = raw(acc[3].imag);                 \
      const std::complex<REAL>* const b_end = b + (2 * count + 1) * PanelWidth;                                          \
      __asm__ volatile(                                                                                                \
          "vsetvli zero, %[vl], " SEW ", m2, ta, ma\n\t"                                                               \
          "slli t5, %[vl], " SHIFT "\n\t"                                                                              \
          "add t1, %[pa], t5\n\t" LOAD_VECTOR " v24, (%[pa])\n\t" LOAD_VECTOR " v26, (t1)\n\t" LOAD_SCALAR             \
          " ft0, 0(%[pb])\n\t" LOAD_SCALAR " ft1, " O1 "(%[pb])\n\t" LOAD_SCALAR " ft2, " O2 "(%[pb])\n\t" LOAD_SCALAR \
          " ft3, " O3 "(%[pb])\n\t" LOAD_SCALAR " ft4, " O4 "(%[pb])\n\t" LOAD_SCALAR " ft5, " O5                      \
          "(%[pb])\n\t"                    \
          "addi %[pb], %[pb], %[row]\n\t"                                                                              \
          "add t0, %[pa], %[step]\n\t"                                                                                 \
          "add t1, t0, t5\n\t"                                                                                         \
          "add t2, t0, %[step]\n\t"                                                                                    \
          "add t3, t2, t5\n\t"                                                                                         \
          "slli t4, %[step], 1\n"                                                                                      \
          "1:\n\t" EIGEN_RVV_GEBP_COMPLEX_STEP(                                                                     \
              "v24", "v26", IMAG_AR, REAL_AI, IMAG_AI, LOAD_SCALAR " ft6, " O6 "-%[row](%[pb])\n\t",                   \
              LOAD_SCALAR " ft7, " O7 "-%[row](%[pb])\n\t", LOAD_VECTOR " v28, (t0)\n\t", LOAD_VECTOR " v30, (t1)\n\t",   \
              LOAD_SCALAR, "0", O1, O2, O3, O4, O5)                                                                    \
              EIGEN_RVV_GEBP_COMPLEX_STEP("v28", "v30", IMAG_AR, REAL_AI, IMAG_AI, LOAD_SCALAR " ft6, " O6 "(%[pb])\n\t", \
                                          LOAD_SCALAR " ft7, " O7 "(%[pb])\n\t", LOAD_VECTOR " v24, (t2)\n\t",            \
                                          LOAD_VECTOR " v26, (t3)\n\t", LOAD_SCALAR, "%[row]", "%[row]+" O1,               \
                                          "%[row]+" O2, "%[row]+" O3, "%[row]+" O4, "%[row]+" O5)                        \
          "add t0, t0, t4\n\t"                                                                                         \
          "add t1, t1, t4\n\t"                                                                                         \
          "add t2, t2, t4\n\t"                                                                                         \
          "add t3, t3, t4\n\t"                                                                                         \
          "addi %[pb], %[pb], 2*%[row]\n\t"                                                                            \
          "bne %[pb], %[end], 1b"                                                                                      \
          : [r0] "+vr"(r0), [i0] "+vr"(i0), [r1] "+vr"(r1), [i1] "+vr"(i1), [r2] "+vr"(r2), [i2] "+vr"(i2),            \
            [r3] "+vr"(r3), [i3] "+vr"(i3), [pb] "+r"(b)                                                               \
          : [pa] "r"(a), [end] "r"(b_end), [step] "r"(step_bytes), [vl] "r"(vl),                                       \
            [row] "i"(PanelWidth * sizeof(std::complex<REAL>))                                                         \
          : "memory", "vl", "vtype", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "ft0", "ft1", "ft2",      \
            "ft3", "ft4", "ft5", "ft6", "ft7", "t0", "t1", "t2", "t3", "t4", "t5"); \
      acc[0].real = Part(r0);                                                                                            \
      acc[0].imag = Part(i0);                                                                                            \
      acc[1].real = Part(r1);                                                                                            \
      acc[1].imag = Part(i1);                                                                                            \
      acc[2].real = Part(r2);                                                                                            \
      acc[2].imag = Part(i2);                                                                                            \
      acc[3].real = Part(r3);                                                                                            \
      acc[3].imag = Part(i3);                                                                                            \
    }                                                                                                                    \
  };
#define EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOPS(REAL, LOAD_SCALAR, LOAD_VECTOR, SEW, SHIFT, O1, O2, O3, O4, O5, O6, \
                                                O7)                                                                 \
  EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOP(REAL, false, false, "vfmacc.vf", "vfnmsac.vf", "vfmacc.vf", LOAD_SCALAR,   \
                                         LOAD_VECTOR, SEW, SHIFT, O1, O2, O3, O4, O5, O6, O7)                       \
  EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOP(REAL, true, false, "vfmacc.vf", "vfmacc.vf", "vfnmsac.vf", LOAD_SCALAR,    \
                                         LOAD_VECTOR, SEW, SHIFT, O1, O2, O3, O4, O5, O6, O7)                       \
  EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOP(REAL, false, true, "vfnmsac.vf", "vfmacc.vf", "vfmacc.vf", LOAD_SCALAR,    \
                                         LOAD_VECTOR, SEW, SHIFT, O1, O2, O3, O4, O5, O6, O7)                       \
  EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOP(REAL, true, true, "vfnmsac.vf", "vfnmsac.vf", "vfnmsac.vf", LOAD_SCALAR,   \
                                         LOAD_VECTOR, SEW, SHIFT, O1, O2, O3, O4, O5, O6, O7)
EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOPS(float, "flw", "vle32.v", "e32", "2", "4", "8", "12", "16", "20", "24", "28")
EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOPS(double, "fld", "vle64.v", "e64", "3", "8", "16", "24", "32", "40", "48", "56")
#undef EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOPS
#undef EIGEN_RVV_GEBP_COMPLEX_IN_ORDER_K_LOOP
#undef EIGEN_RVV_GEBP_COMPLEX_STEP
#undef EIGEN_RVV_GEBP_COMPLEX_PHASE1
#undef EIGEN_RVV_GEBP_COMPLEX_PHASE0

}  // namespace rvv

// GCC's scheduling before register allocation reorders the complex k-loop so
// that its accumulators rotate through register copies; the kernel's own
// order is already software-pipelined (DESIGN.md, known toolchain problems).
#if defined(__GNUC__) && !defined(__clang__)
#define EIGEN_RVV_KERNEL_SCHEDULE __attribute__((optimize("no-schedule-insns")))
#else
#define EIGEN_RVV_KERNEL_SCHEDULE
#endif
template <typename LhsScalar, typename RhsScalar, typename Index, typename DataMapper, bool ConjugateLhs,
          bool ConjugateRhs, typename Arithmetic>
struct rvv_gebp_kernel {
  typedef rvv_gebp_traits<LhsScalar, RhsScalar, ConjugateLhs, ConjugateRhs, Arithmetic::lmul> Traits;
  typedef typename Traits::ResScalar ResScalar;
  typedef typename rvv_gebp_element<LhsScalar>::type LhsElement;
  typedef typename rvv_gebp_element<RhsScalar>::type RhsElement;
  typedef typename rvv_gebp_element<ResScalar>::type ResElement;
  typedef typename Arithmetic::LhsPacket LhsPacket;
  typedef typename Arithmetic::AccPacket AccPacket;
  enum { nr = Traits::nr, tile_width = Arithmetic::tile_width, LhsIsComplex = NumTraits<LhsScalar>::IsComplex };

  // res(0.., 0..) += alpha * A * B for the packed blocks A (rows x depth) and
  // B (depth x cols). strideA/strideB and offsetA/offsetB: Eigen's panel mode.
  EIGEN_DONT_INLINE void operator()(const DataMapper& res, const LhsScalar* blockA, const RhsScalar* blockB, Index rows,
                                    Index depth, Index cols, ResScalar alpha, Index strideA = -1, Index strideB = -1,
                                    Index offsetA = 0, Index offsetB = 0) {
    if (strideA == -1) strideA = depth;
    if (strideB == -1) strideB = depth;
    if (rows <= 0 || cols <= 0 || depth <= 0) return;
    const LhsElement* elements_a = reinterpret_cast<const LhsElement*>(blockA);
    const RhsElement* elements_b = reinterpret_cast<const RhsElement*>(blockB);
    const ResElement alpha_element = numext::bit_cast<ResElement>(alpha);
    if (int(nr) == 4) {
      // Upstream's layout: panels of 4 columns (4 values per step k), then the remaining columns one by one.
      const Index grouped = cols / 4 * 4;
      for (Index j = 0; j < grouped;) {
        const Index width = grouped - j >= 16 ? 16 : grouped - j >= 8 ? 8 : 4;
        const RhsElement* panel_b = elements_b + j * strideB + 4 * offsetB;
        const Index group_stride = 4 * strideB;
        if (width == 16) {
          column_panel<16, 4>(res, elements_a, panel_b, group_stride, rows, depth, j, alpha_element, strideA, offsetA);
        } else if (width == 8) {
          column_panel<8, 4>(res, elements_a, panel_b, group_stride, rows, depth, j, alpha_element, strideA, offsetA);
        } else {
          column_panel<4, 4>(res, elements_a, panel_b, group_stride, rows, depth, j, alpha_element, strideA, offsetA);
        }
        j += width;
      }
      const RhsElement* singles = elements_b + grouped * strideB + offsetB;
      switch (cols - grouped) {
        case 3:
          column_panel<3, 1>(res, elements_a, singles, strideB, rows, depth, grouped, alpha_element, strideA, offsetA);
          break;
        case 2:
          column_panel<2, 1>(res, elements_a, singles, strideB, rows, depth, grouped, alpha_element, strideA, offsetA);
          break;
        case 1:
          column_panel<1, 1>(res, elements_a, singles, strideB, rows, depth, grouped, alpha_element, strideA, offsetA);
          break;
        default:
          break;
      }
      return;
    }
    // The overlay's layout: panels of 16 columns, then of 8, 4, 2 and 1 (one group each).
    for (Index j = 0; j < cols;) {
      const Index width = rvv_gebp_shape<RhsScalar>::panel_width(cols - j);
      const RhsElement* panel_b = elements_b + j * strideB + width * offsetB;
      switch (width) {
        case 16:
          column_panel<16, 16>(res, elements_a, panel_b, 0, rows, depth, j, alpha_element, strideA, offsetA);
          break;
        case 8:
          column_panel<8, 8>(res, elements_a, panel_b, 0, rows, depth, j, alpha_element, strideA, offsetA);
          break;
        case 4:
          column_panel<4, 4>(res, elements_a, panel_b, 0, rows, depth, j, alpha_element, strideA, offsetA);
          break;
        case 2:
          column_panel<2, 2>(res, elements_a, panel_b, 0, rows, depth, j, alpha_element, strideA, offsetA);
          break;
        default:
          column_panel<1, 1>(res, elements_a, panel_b, 0, rows, depth, j, alpha_element, strideA, offsetA);
          break;
      }
      j += width;
    }
  }

 private:
  static_assert(int(nr) == 16 || int(nr) == 4, "the RVV GEBP kernel reads RHS panels of 16 or of 4 columns");
  static_assert(sizeof(LhsElement) == sizeof(LhsScalar) && sizeof(RhsElement) == sizeof(RhsScalar) &&
                    sizeof(ResElement) == sizeof(ResScalar),
                "the kernel's element types have the sizes of the Eigen scalars");

  // One RHS panel of PanelWidth columns against every LHS panel: the RHS panel (PanelWidth x depth scalars) stays in
  // the L1 cache while the LHS panels stream. A panel wider than a micro-tile runs as several micro-tiles. The panel's
  // columns are in groups of Group: step k of column c at b[(c / Group) * group_stride + k * Group + c % Group].
  template <int PanelWidth, int Group>
  static EIGEN_DONT_INLINE EIGEN_RVV_KERNEL_SCHEDULE void column_panel(const DataMapper& res, const LhsElement* blockA,
                                                                       const RhsElement* panel_b, Index group_stride,
                                                                       Index rows, Index depth, Index j,
                                                                       ResElement alpha, Index strideA, Index offsetA) {
    enum { width = PanelWidth < int(tile_width) ? PanelWidth : int(tile_width) };
    static_assert(Group >= PanelWidth || width % Group == 0, "a micro-tile spans whole column groups");
    for (Index i = 0; i < rows;) {
      const Index height = rvv_gebp_shape<LhsScalar, Arithmetic::lmul>::panel_height(rows - i);
      if (height == 1 && rows - i > 1) {
        single_rows<PanelWidth, Group>(res, blockA + i * strideA + offsetA, panel_b, group_stride, rows - i, depth, i,
                                       j, alpha, strideA, std::integral_constant<bool, !LhsIsComplex>());
        return;
      }
      const LhsElement* panel_a = blockA + i * strideA + height * offsetA;
      EIGEN_RVV_UNROLL_FULLY
      for (int first = 0; first < PanelWidth; first += width) {
        micro_tile<width, Group, false>(res, panel_a, panel_b + (first / Group) * group_stride + first % Group,
                                        group_stride, size_t(height), 0, depth, i, j + first, alpha);
      }
      i += height;
    }
  }

  // The last rows of a real LHS, packed as single rows (strideA apart, k along each): one tile of strided loads.
  template <int PanelWidth, int Group>
  static EIGEN_ALWAYS_INLINE void single_rows(const DataMapper& res, const LhsElement* a, const RhsElement* panel_b,
                                              Index group_stride, Index height, Index depth, Index i, Index j,
                                              ResElement alpha, Index strideA, std::true_type) {
    enum { width = PanelWidth < int(tile_width) ? PanelWidth : int(tile_width) };
    EIGEN_RVV_UNROLL_FULLY
    for (int first = 0; first < PanelWidth; first += width) {
      micro_tile<width, Group, true>(res, a, panel_b + (first / Group) * group_stride + first % Group, group_stride,
                                     size_t(height), std::ptrdiff_t(strideA * sizeof(LhsElement)), depth, i, j + first,
                                     alpha);
    }
  }
  template <int PanelWidth, int Group>
  static EIGEN_ALWAYS_INLINE void single_rows(const DataMapper&, const LhsElement*, const RhsElement*, Index, Index,
                                              Index, Index, Index, ResElement, Index, std::false_type) {}

  // Step k's LHS values of a tile: adjacent (a panel) or row_bytes apart (single rows).
  template <bool Strided>
  static EIGEN_ALWAYS_INLINE LhsPacket load_lhs(const LhsElement* a, std::ptrdiff_t row_bytes, size_t height) {
    return load_lhs(a, row_bytes, height, std::integral_constant<bool, Strided>());
  }
  static EIGEN_ALWAYS_INLINE LhsPacket load_lhs(const LhsElement* a, std::ptrdiff_t, size_t height, std::false_type) {
    return Arithmetic::load_lhs(a, height);
  }
  static EIGEN_ALWAYS_INLINE LhsPacket load_lhs(const LhsElement* a, std::ptrdiff_t row_bytes, size_t height,
                                                std::true_type) {
    return Arithmetic::load_lhs_strided(a, row_bytes, height);
  }

  // Value c of an RHS step from `step` (the step's place in column group 0) on.
  template <int Group>
  static EIGEN_ALWAYS_INLINE RhsElement rhs_value(const RhsElement* step, Index group_stride, int c) {
    return step[(c / Group) * group_stride + c % Group];
  }

  // accumulator[c] = sum over k of B(k, c) * A(:, k), depth >= 1, B(k, c) at rhs_value(b + k * Group, c). Step 0
  // multiplies (no zeroing); the rest is software-pipelined and unrolled twice, so that no FMA waits for a load on
  // an in-order core (DESIGN.md, "The matrix-product kernel").
  template <int Width, int Group, bool Strided>
  static EIGEN_ALWAYS_INLINE void multiply_panels(AccPacket (&accumulator)[Width], const LhsElement* a,
                                                  const RhsElement* b, Index group_stride, size_t height,
                                                  std::ptrdiff_t row_bytes, Index depth) {
    // Elements between steps k and k + 1 of the LHS.
    const Index step = Strided ? 1 : Index(height);
    LhsPacket a_even = load_lhs<Strided>(a, row_bytes, height), a_odd;
    RhsElement b_current[Width];
    EIGEN_RVV_UNROLL_FULLY
    for (int c = 0; c < Width; ++c) b_current[c] = rhs_value<Group>(b, group_stride, c);
    if (depth == 1) {
      multiply<true, false, Group>(accumulator, a_even, b_current, b, group_stride, height);
      return;
    }
    a_odd = load_lhs<Strided>(a + step, row_bytes, height);
    multiply<true, true, Group>(accumulator, a_even, b_current, b + Group, group_stride, height);
    a_even = a_odd;
    // Steps k and k + 1 per iteration, k >= 1 (the current one in a_even).
    Index k = 1;
    if (!Strided) steady_steps<Width, Group>(accumulator, a_even, b_current, a, b, group_stride, height, depth, k);
    for (; k + 2 < depth; k += 2) {
      a_odd = load_lhs<Strided>(a + (k + 1) * step, row_bytes, height);
      multiply<false, true, Group>(accumulator, a_even, b_current, b + (k + 1) * Group, group_stride, height);
      a_even = load_lhs<Strided>(a + (k + 2) * step, row_bytes, height);
      multiply<false, true, Group>(accumulator, a_odd, b_current, b + (k + 2) * Group, group_stride, height);
    }
    // The last one or two steps.
    if (k + 1 < depth) {
      a_odd = load_lhs<Strided>(a + (k + 1) * step, row_bytes, height);
      multiply<false, true, Group>(accumulator, a_even, b_current, b + (k + 1) * Group, group_stride, height);
      a_even = a_odd;
    }
    multiply<false, false, Group>(accumulator, a_even, b_current, b, group_stride, height);
  }

  // One step for every column: accumulator[c] (+)= a * b_current[c], then (Reload) b_current[c] = the value c of the
  // step at `next`. A two-phase step runs its first phase for every column, then its second, which reloads.
  template <bool First, bool Reload, int Group, int Width>
  static EIGEN_ALWAYS_INLINE void multiply(AccPacket (&accumulator)[Width], const LhsPacket& a,
                                           RhsElement (&b_current)[Width], const RhsElement* next, Index group_stride,
                                           size_t height) {
    if (Arithmetic::phases == 2)
      multiply_phase<First, 0, false, Group>(accumulator, a, b_current, next, group_stride, height);
    multiply_phase<First, Arithmetic::phases - 1, Reload, Group>(accumulator, a, b_current, next, group_stride, height);
  }
  template <bool First, int Phase, bool Reload, int Group, int Width>
  static EIGEN_ALWAYS_INLINE void multiply_phase(AccPacket (&accumulator)[Width], const LhsPacket& a,
                                                 RhsElement (&b_current)[Width], const RhsElement* next,
                                                 Index group_stride, size_t height) {
    EIGEN_RVV_UNROLL_FULLY
    for (int c = 0; c < Width; ++c) {
      Arithmetic::template multiply<First, Phase>(accumulator[c], a, b_current[c], height);
      if (Reload) b_current[c] = rhs_value<Group>(next, group_stride, c);
    }
  }

  // The pairs of steps from k on that the assembly loop computes, if it serves this tile (one column group of its
  // width); k moves past them.
  template <int Width, int Group>
  static EIGEN_ALWAYS_INLINE void steady_steps(AccPacket (&accumulator)[Width], LhsPacket& a_even,
                                               RhsElement (&b_current)[Width], const LhsElement* a, const RhsElement* b,
                                               Index group_stride, size_t height, Index depth, Index& k) {
    typedef rvv::gebp_in_order_k_loop<LhsElement, ConjugateLhs, ConjugateRhs> Loop;
    enum {
      assembly = Arithmetic::assembly_loop && Loop::available && int(Arithmetic::lmul) == int(Loop::lmul) &&
                 Width == int(Loop::width) && Width <= Group && is_same<LhsElement, RhsElement>::value &&
                 is_same<LhsElement, ResElement>::value
    };
    steady_steps<Width, Group>(accumulator, a_even, b_current, a, b, group_stride, height, depth, k,
                               std::integral_constant<bool, assembly>());
  }
  template <int Width, int Group>
  static EIGEN_ALWAYS_INLINE void steady_steps(AccPacket (&)[Width], LhsPacket&, RhsElement (&)[Width],
                                               const LhsElement*, const RhsElement*, Index, size_t, Index, Index&,
                                               std::false_type) {}
  template <int Width, int Group>
  static EIGEN_ALWAYS_INLINE void steady_steps(AccPacket (&accumulator)[Width], LhsPacket& a_even,
                                               RhsElement (&b_current)[Width], const LhsElement* a, const RhsElement* b,
                                               Index group_stride, size_t height, Index depth, Index& k,
                                               std::true_type) {
    const Index count = (depth - k - 1) / 2;
    if (count <= 0) return;
    rvv::gebp_in_order_k_loop<LhsElement, ConjugateLhs, ConjugateRhs>::template run<Group>(
        accumulator, a + k * Index(height), std::ptrdiff_t(height * sizeof(LhsElement)), b + k * Group, count, height);
    k += 2 * count;
    a_even = Arithmetic::load_lhs(a + k * Index(height), height);
    EIGEN_RVV_UNROLL_FULLY
    for (int c = 0; c < Width; ++c) b_current[c] = rhs_value<Group>(b + k * Group, group_stride, c);
  }

  // The micro-tile: `height` rows (the vector length) by Width columns.
  template <int Width, int Group, bool Strided>
  static EIGEN_ALWAYS_INLINE void micro_tile(const DataMapper& res, const LhsElement* a, const RhsElement* b,
                                             Index group_stride, size_t height, std::ptrdiff_t row_bytes, Index depth,
                                             Index i, Index j, ResElement alpha) {
    AccPacket accumulator[Width];
    multiply_panels<Width, Group, Strided>(accumulator, a, b, group_stride, height, row_bytes, depth);

    // res += alpha * accumulator, column by column.
    const std::ptrdiff_t row_step = rvv_has_unit_row_step<DataMapper>::value
                                        ? 0
                                        : std::ptrdiff_t(sizeof(ResElement)) * (&res(i + 1, j) - &res(i, j));
    EIGEN_RVV_UNROLL_FULLY
    for (int c = 0; c < Width; ++c) {
      Arithmetic::update(reinterpret_cast<ResElement*>(&res(i, j + c)), row_step, alpha, accumulator[c], height);
    }
  }
};

// --- Packing -----------------------------------------------------------------

// The unsigned integer of a real scalar's width, in which packing moves values.
template <typename Scalar>
struct rvv_packing_word {
  typedef typename std::conditional<
      sizeof(Scalar) == 2, numext::uint16_t,
      typename std::conditional<sizeof(Scalar) == 4, numext::uint32_t, numext::uint64_t>::type>::type type;
};

// Walks the panels of a packed block of `count` rows (LHS) or columns (RHS):
// next_size(remaining) gives the next panel's height or width, and
// pack_panel(destination, first, size) writes its size * depth values.
template <bool PanelMode, typename Scalar, typename NextSize, typename PackPanel>
EIGEN_STRONG_INLINE void rvv_for_each_panel(Scalar* block, Index depth, Index count, Index stride, Index offset,
                                            NextSize next_size, PackPanel pack_panel) {
  eigen_assert(((!PanelMode) && stride == 0 && offset == 0) || (PanelMode && stride >= depth && offset <= stride));
  Scalar* destination = block;
  for (Index first = 0; first < count;) {
    const Index size = next_size(count - first);
    if (PanelMode) destination += size * offset;
    pack_panel(destination, first, size);
    destination += size * depth;
    if (PanelMode) destination += size * (stride - offset - depth);
    first += size;
  }
}

// One panel from any element source: value s of step k is element(s, k).
template <bool Planes, typename Scalar, typename Element>
EIGEN_STRONG_INLINE void rvv_pack_panel_elements(Scalar* destination, Index size, Index depth, Element element) {
  for (Index k = 0; k < depth; ++k)
    for (Index s = 0; s < size; ++s)
      rvv_packed_step<Scalar, Planes>::put(destination + k * size, size, s, element(s, k));
}

// A panel of a product operand seen as (s, k): s runs across the panel (the
// LHS rows or the RHS columns from `first` on), k along the depth; complex
// values conjugated if Conjugate.
template <typename Scalar, typename DataMapper, bool IsLhs, bool Conjugate>
struct rvv_panel_source {
  typedef typename rvv_gebp_shape<Scalar>::Packet Packet;
  const DataMapper& mapper;
  Index first;
  EIGEN_STRONG_INLINE Scalar operator()(Index s, Index k) const {
    return conj_if<Conjugate>()(IsLhs ? mapper(first + s, k) : mapper(k, first + s));
  }
  // `lanes` values from (s, k) on, consecutive in s or in k as the mapper's
  // storage order makes them.
  EIGEN_STRONG_INLINE Packet packet(Index s, Index k) const {
    return conj_if<Conjugate>().pconj(IsLhs ? mapper.template loadPacket<Packet>(first + s, k)
                                            : mapper.template loadPacket<Packet>(k, first + s));
  }
};

// Packs one panel of `size` by `depth`. Contiguous across the panel (column-major LHS, row-major RHS): each packet is
// one step k; otherwise each packet holds `lanes` steps of one row or column, stored with a stride of `size`
// (transposing in the store). What no whole packet covers is copied by element.
template <bool ContiguousAcrossPanel, bool Planes, typename Scalar, typename Source>
EIGEN_STRONG_INLINE void rvv_pack_panel(Scalar* destination, Index size, Index depth, const Source& source) {
  typedef rvv_packed_step<Scalar, Planes> Step;
  const Index lanes = rvv_gebp_shape<Scalar>::lanes;
  Index packed_depth = 0;
  if (ContiguousAcrossPanel) {
    if (size % lanes == 0) {
      for (Index k = 0; k < depth; ++k)
        for (Index s = 0; s < size; s += lanes) Step::put_packet(destination + k * size, size, s, source.packet(s, k));
      packed_depth = depth;
    }
  } else {
    packed_depth = (depth / lanes) * lanes;
    for (Index k = 0; k < packed_depth; k += lanes)
      for (Index s = 0; s < size; ++s) Step::put_across_steps(destination + k * size, size, s, source.packet(s, k));
  }
  rvv_pack_panel_elements<Planes>(destination + packed_depth * size, size, depth - packed_depth,
                                  [&](Index s, Index k) { return source(s, packed_depth + k); });
}

// gemm_pack_lhs (IsLhs) and gemm_pack_rhs: the panels of a block, each from
// the mapper's packets where they cover it. A column-major LHS and a row-major
// RHS are contiguous across a panel.
template <typename Scalar, typename Index, typename DataMapper, int StorageOrder, bool Conjugate, bool PanelMode,
          bool IsLhs, int LMUL = 1>
struct rvv_gemm_pack {
  typedef rvv_gebp_shape<Scalar, LMUL> Shape;
  enum { SingleRows = IsLhs && !NumTraits<Scalar>::IsComplex };
  EIGEN_DONT_INLINE void operator()(Scalar* block, const DataMapper& operand, Index depth, Index count,
                                    Index stride = 0, Index offset = 0) {
    // A real LHS ends in single rows (rvv_gebp_shape::panel_height), packed apart.
    Index panels = count;
    if (SingleRows) {
      panels = 0;
      for (Index height; panels < count && (height = Shape::panel_height(count - panels)) > 1;) panels += height;
    }
    rvv_for_each_panel<PanelMode>(
        block, depth, panels, stride, offset, IsLhs ? Shape::panel_height : Shape::panel_width,
        [&](Scalar* destination, Index first, Index size) {
          const rvv_panel_source<Scalar, DataMapper, IsLhs, Conjugate> source = {operand, first};
          rvv_pack_panel<(StorageOrder == ColMajor) == IsLhs, IsLhs>(destination, size, depth, source);
        });
    if (panels < count) {
      const Index row_stride = PanelMode ? stride : depth;
      pack_single_rows(block + panels * row_stride + offset, operand, panels, count - panels, depth, row_stride,
                       std::integral_constant<bool, SingleRows>());
    }
  }

 private:
  // Rows first .. first + rows - 1 of a real LHS from one of Eigen's dense mappers (unit inner stride), each as its
  // depth values from `to` on, row_stride apart: per step a column load and a strided store (column-major), or row
  // copies.
  static void pack_single_rows(Scalar*, const DataMapper&, Index, Index, Index, Index, std::false_type) {}
  static void pack_single_rows(Scalar* to, const DataMapper& lhs, Index first, Index rows, Index depth,
                               Index row_stride, std::true_type) {
    typedef typename rvv_packing_word<Scalar>::type Word;
    typedef rvv_packet_info<typename rvv_plain_packet<Word, 1>::type> Info;
    const Index lanes = Info::lanes;
    Word* const destination = reinterpret_cast<Word*>(to);
    if (StorageOrder == ColMajor) {
      const std::ptrdiff_t row_bytes = std::ptrdiff_t(row_stride * sizeof(Scalar));
      for (Index k = 0; k < depth; ++k) {
        const Word* column = reinterpret_cast<const Word*>(&lhs(first, k));
        for (Index s = 0; s < rows; s += lanes) {
          const size_t vl = size_t(numext::mini(lanes, rows - s));
          Info::store_strided(destination + s * row_stride + k, row_bytes, Info::load(column + s, vl), vl);
        }
      }
    } else {
      for (Index s = 0; s < rows; ++s) {
        const Word* row = reinterpret_cast<const Word*>(&lhs(first + s, 0));
        for (Index k = 0; k < depth; k += lanes) {
          const size_t vl = size_t(numext::mini(lanes, depth - k));
          Info::store(destination + s * row_stride + k, Info::load(row + k, vl), vl);
        }
      }
    }
  }
};

// Upstream's packed RHS layout for nr = 4 (rvv_gebp_rhs_layout) from Eigen's dense mappers: panels of 4 columns, 4
// values per step k, by 4 column loads and one 4-field segment store per register of steps, then the remaining
// columns one by one. The values move as unsigned integers of their width.
template <typename Scalar, typename Index, typename Mapper, int StorageOrder, bool PanelMode>
struct rvv_pack_rhs_in_groups_of_4 {
  typedef typename rvv_packing_word<Scalar>::type Word;
  typedef typename rvv_plain_packet<Word, 1>::type Packet;
  typedef rvv_packet_info<Packet> Info;
  EIGEN_DONT_INLINE void operator()(Scalar* block, const Mapper& rhs, Index depth, Index cols, Index stride = 0,
                                    Index offset = 0) {
    eigen_assert(((!PanelMode) && stride == 0 && offset == 0) || (PanelMode && stride >= depth && offset <= stride));
    if (depth <= 0 || cols <= 0) return;
    const Index lanes = Info::lanes, whole = depth / lanes * lanes;
    // Elements between steps k and k + 1 of a column.
    const Index step = StorageOrder == ColMajor ? 1 : Index(rhs.stride());
    const std::ptrdiff_t step_bytes = std::ptrdiff_t(step * sizeof(Scalar));
    Word* to = reinterpret_cast<Word*>(block);
    const Index grouped = cols / 4 * 4;
    for (Index j = 0; j < grouped; j += 4) {
      if (PanelMode) to += 4 * offset;
      const Word* column[4];
      for (int c = 0; c < 4; ++c) column[c] = reinterpret_cast<const Word*>(&rhs(0, j + c));
      for (Index k = 0; k < whole; k += lanes) {
        Packet rows[4];
        EIGEN_RVV_UNROLL_FULLY
        for (int c = 0; c < 4; ++c)
          rows[c] = Packet(step == 1 ? Info::load(column[c] + k, lanes)
                                     : Info::load_strided(column[c] + k * step, step_bytes));
        Info::store_interleaved(to + 4 * k, rows);
      }
      for (Index k = whole; k < depth; ++k)
        for (int c = 0; c < 4; ++c) to[4 * k + c] = column[c][k * step];
      to += 4 * depth;
      if (PanelMode) to += 4 * (stride - offset - depth);
    }
    for (Index j = grouped; j < cols; ++j) {
      if (PanelMode) to += offset;
      const Word* column = reinterpret_cast<const Word*>(&rhs(0, j));
      for (Index k = 0; k < whole; k += lanes)
        Info::store(to + k,
                    step == 1 ? Info::load(column + k, lanes) : Info::load_strided(column + k * step, step_bytes));
      for (Index k = whole; k < depth; ++k) to[k] = column[k * step];
      to += depth;
      if (PanelMode) to += stride - offset - depth;
    }
  }
};

// Selfadjoint products (SelfadjointMatrixMatrix.h) pack the selfadjoint
// operand from its stored triangle: element (i, k) with i >= k is stored,
// the other is the conjugate of its mirror image.
template <typename Scalar, typename Index, int StorageOrder, int LMUL>
struct rvv_symm_pack_lhs {
  // The rows x cols diagonal block at lhs (its diagonal is the matrix's).
  void operator()(Scalar* blockA, const Scalar* lhs_data, Index lhsStride, Index cols, Index rows) {
    const_blas_data_mapper<Scalar, Index, StorageOrder> lhs(lhs_data, lhsStride);
    rvv_for_each_panel<false>(
        blockA, cols, rows, 0, 0, rvv_gebp_shape<Scalar, LMUL>::panel_height,
        [&](Scalar* destination, Index i, Index height) {
          rvv_pack_panel_elements<true>(destination, height, cols, [&](Index r, Index k) {
            const Index row = i + r;
            return row > k ? lhs(row, k) : row == k ? numext::real(lhs(k, k)) : numext::conj(lhs(k, row));
          });
        });
  }
};

template <typename Scalar, typename Index, int StorageOrder>
struct rvv_symm_pack_rhs {
  // Rows k2 .. k2 + rows - 1 and columns 0 .. cols - 1 of the selfadjoint rhs.
  void operator()(Scalar* blockB, const Scalar* rhs_data, Index rhsStride, Index rows, Index cols, Index k2) {
    const_blas_data_mapper<Scalar, Index, StorageOrder> rhs(rhs_data, rhsStride);
    rvv_for_each_panel<false>(blockB, rows, cols, 0, 0, rvv_gebp_shape<Scalar>::panel_width,
                              [&](Scalar* destination, Index j, Index width) {
                                rvv_pack_panel_elements<false>(destination, width, rows, [&](Index c, Index k) {
                                  const Index row = k2 + k, column = j + c;
                                  return row > column    ? rhs(row, column)
                                         : row == column ? numext::real(rhs(row, row))
                                                         : numext::conj(rhs(column, row));
                                });
                              });
  }
};

// --- Binding to Eigen's product code -------------------------------------------
// gebp_traits and gebp_kernel for every pair of operand types of one precision (real, complex, mixed) and the packing
// of each type; the packing specializations key on the tile (Pack1 == mr, nr == 16) and on the RVV packet.

#define EIGEN_RVV_SPECIALIZE_GEBP_KERNEL(LHS, RHS, ...)                                                \
  template <typename Index, typename DataMapper, int mr, int nr, bool ConjugateLhs, bool ConjugateRhs> \
  struct gebp_kernel<LHS, RHS, Index, DataMapper, mr, nr, ConjugateLhs, ConjugateRhs>                  \
      : rvv_gebp_kernel<LHS, RHS, Index, DataMapper, ConjugateLhs, ConjugateRhs, __VA_ARGS__> {        \
    static_assert(mr == int(rvv_gebp_shape<LHS, __VA_ARGS__::lmul>::mr) &&                             \
                      nr == int(rvv_gebp_rhs_layout<LHS, RHS>::nr),                                    \
                  "gebp_kernel instantiated with a tile other than the RVV gebp_traits mr x nr");      \
  };

// The LHS packing of complex tiles with LMUL-register rows (the overlay's own layout, from any mapper).
#define EIGEN_RVV_SPECIALIZE_GEBP_LHS_PACKING(SCALAR, LMUL, MR)                                                   \
  template <typename Index, typename DataMapper, int Pack2, bool Conjugate, bool PanelMode>                       \
  struct gemm_pack_lhs<SCALAR, Index, DataMapper, MR, Pack2, rvv_gebp_shape<SCALAR>::Packet, ColMajor, Conjugate, \
                       PanelMode>                                                                                 \
      : rvv_gemm_pack<SCALAR, Index, DataMapper, ColMajor, Conjugate, PanelMode, true, LMUL> {};                  \
  template <typename Index, typename DataMapper, int Pack2, bool Conjugate, bool PanelMode>                       \
  struct gemm_pack_lhs<SCALAR, Index, DataMapper, MR, Pack2, rvv_gebp_shape<SCALAR>::Packet, RowMajor, Conjugate, \
                       PanelMode>                                                                                 \
      : rvv_gemm_pack<SCALAR, Index, DataMapper, RowMajor, Conjugate, PanelMode, true, LMUL> {};                  \
  template <typename Index, int Pack2, int StorageOrder>                                                          \
  struct symm_pack_lhs<SCALAR, Index, MR, Pack2, StorageOrder>                                                    \
      : rvv_symm_pack_lhs<SCALAR, Index, StorageOrder, LMUL> {};
// The LHS packing of real tiles with LMUL-register rows from Eigen's dense mappers (unit inner stride), in upstream's
// layout (rvv_gebp_shape::panel_height); any other mapper keeps upstream's packing, or the third party's own.
#define EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING_FROM(SCALAR, LMUL, MR, ORDER)                                           \
  template <typename Index, int Pack2, bool Conjugate, bool PanelMode>                                                \
  struct gemm_pack_lhs<SCALAR, Index, const_blas_data_mapper<SCALAR, Index, ORDER>, MR, Pack2,                        \
                       rvv_gebp_shape<SCALAR, LMUL>::Rows, ORDER, Conjugate, PanelMode>                               \
      : rvv_gemm_pack<SCALAR, Index, const_blas_data_mapper<SCALAR, Index, ORDER>, ORDER, Conjugate, PanelMode, true, \
                      LMUL> {};                                                                                       \
  template <typename Index, int AlignmentType, int Pack2, bool Conjugate, bool PanelMode>                             \
  struct gemm_pack_lhs<SCALAR, Index, blas_data_mapper<SCALAR, Index, ORDER, AlignmentType, 1>, MR, Pack2,            \
                       rvv_gebp_shape<SCALAR, LMUL>::Rows, ORDER, Conjugate, PanelMode>                               \
      : rvv_gemm_pack<SCALAR, Index, blas_data_mapper<SCALAR, Index, ORDER, AlignmentType, 1>, ORDER, Conjugate,      \
                      PanelMode, true, LMUL> {};
#define EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(SCALAR, LMUL, MR)          \
  EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING_FROM(SCALAR, LMUL, MR, ColMajor) \
  EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING_FROM(SCALAR, LMUL, MR, RowMajor) \
  template <typename Index, int Pack2, int StorageOrder>                 \
  struct symm_pack_lhs<SCALAR, Index, MR, Pack2, StorageOrder>           \
      : rvv_symm_pack_lhs<SCALAR, Index, StorageOrder, LMUL> {};
// The RHS packing of nr-column panels (complex and mixed products), with the LHS packing LHS_PACKING.
#define EIGEN_RVV_SPECIALIZE_GEBP_PACKING(SCALAR, LHS_PACKING)                                                \
  LHS_PACKING                                                                                                 \
  template <typename Index, typename DataMapper, bool Conjugate, bool PanelMode>                              \
  struct gemm_pack_rhs<SCALAR, Index, DataMapper, rvv_gebp_shape<SCALAR>::nr, ColMajor, Conjugate, PanelMode> \
      : rvv_gemm_pack<SCALAR, Index, DataMapper, ColMajor, Conjugate, PanelMode, false> {};                   \
  template <typename Index, typename DataMapper, bool Conjugate, bool PanelMode>                              \
  struct gemm_pack_rhs<SCALAR, Index, DataMapper, rvv_gebp_shape<SCALAR>::nr, RowMajor, Conjugate, PanelMode> \
      : rvv_gemm_pack<SCALAR, Index, DataMapper, RowMajor, Conjugate, PanelMode, false> {};                   \
  template <typename Index, int StorageOrder>                                                                 \
  struct symm_pack_rhs<SCALAR, Index, rvv_gebp_shape<SCALAR>::nr, StorageOrder>                               \
      : rvv_symm_pack_rhs<SCALAR, Index, StorageOrder> {};

// The RHS packing of real x real products from Eigen's dense mappers (unit inner stride), in upstream's layout; any
// other mapper keeps upstream's packing, or the third party's own.
#define EIGEN_RVV_SPECIALIZE_RHS_PACKING_IN_GROUPS_OF_4(SCALAR, ORDER)                                                 \
  template <typename Index, bool Conjugate, bool PanelMode>                                                            \
  struct gemm_pack_rhs<SCALAR, Index, const_blas_data_mapper<SCALAR, Index, ORDER>, 4, ORDER, Conjugate, PanelMode>    \
      : rvv_pack_rhs_in_groups_of_4<SCALAR, Index, const_blas_data_mapper<SCALAR, Index, ORDER>, ORDER, PanelMode> {}; \
  template <typename Index, int AlignmentType, bool Conjugate, bool PanelMode>                                         \
  struct gemm_pack_rhs<SCALAR, Index, blas_data_mapper<SCALAR, Index, ORDER, AlignmentType, 1>, 4, ORDER, Conjugate,   \
                       PanelMode>                                                                                      \
      : rvv_pack_rhs_in_groups_of_4<SCALAR, Index, blas_data_mapper<SCALAR, Index, ORDER, AlignmentType, 1>, ORDER,    \
                                    PanelMode> {};
#define EIGEN_RVV_SPECIALIZE_REAL_RHS_PACKING(SCALAR)               \
  EIGEN_RVV_SPECIALIZE_RHS_PACKING_IN_GROUPS_OF_4(SCALAR, ColMajor) \
  EIGEN_RVV_SPECIALIZE_RHS_PACKING_IN_GROUPS_OF_4(SCALAR, RowMajor)

// The traits: upstream has partial specializations for complex x real (no
// conjugated RHS) and real x complex (no conjugated LHS), so these repeat
// that pattern to be more specialized than upstream's.
#define EIGEN_RVV_SPECIALIZE_REAL_GEBP(REAL, ...)                                              \
  template <bool ConjugateLhs, bool ConjugateRhs, int PacketSize>                              \
  class gebp_traits<REAL, REAL, ConjugateLhs, ConjugateRhs, Architecture::Generic, PacketSize> \
      : public rvv_gebp_traits<REAL, REAL, ConjugateLhs, ConjugateRhs, __VA_ARGS__::lmul> {};  \
  EIGEN_RVV_SPECIALIZE_GEBP_KERNEL(REAL, REAL, __VA_ARGS__)

#define EIGEN_RVV_SPECIALIZE_COMPLEX_GEBP(REAL)                                                                   \
  template <bool ConjugateLhs, bool ConjugateRhs, int PacketSize>                                                 \
  class gebp_traits<std::complex<REAL>, std::complex<REAL>, ConjugateLhs, ConjugateRhs, Architecture::Generic,    \
                    PacketSize>                                                                                   \
      : public rvv_gebp_traits<std::complex<REAL>, std::complex<REAL>, ConjugateLhs, ConjugateRhs,                \
                               rvv_gebp_tuned_lmul<std::complex<REAL> >::value> {};                               \
  template <bool ConjugateLhs, int PacketSize>                                                                    \
  class gebp_traits<std::complex<REAL>, REAL, ConjugateLhs, false, Architecture::Generic, PacketSize>             \
      : public rvv_gebp_traits<std::complex<REAL>, REAL, ConjugateLhs, false> {};                                 \
  template <bool ConjugateRhs, int PacketSize>                                                                    \
  class gebp_traits<REAL, std::complex<REAL>, false, ConjugateRhs, Architecture::Generic, PacketSize>             \
      : public rvv_gebp_traits<REAL, std::complex<REAL>, false, ConjugateRhs> {};                                 \
  EIGEN_RVV_SPECIALIZE_GEBP_PACKING(                                                                              \
      std::complex<REAL>,                                                                                         \
      EIGEN_RVV_SPECIALIZE_GEBP_LHS_PACKING(std::complex<REAL>, 1, rvv_gebp_shape<std::complex<REAL> >::mr))      \
  EIGEN_RVV_SPECIALIZE_GEBP_KERNEL(                                                                               \
      std::complex<REAL>, std::complex<REAL>,                                                                     \
      rvv_gebp_arithmetic<std::complex<REAL>, std::complex<REAL>, std::complex<REAL>, ConjugateLhs, ConjugateRhs, \
                          rvv_gebp_tuned_lmul<std::complex<REAL> >::value>)                                       \
  EIGEN_RVV_SPECIALIZE_GEBP_KERNEL(                                                                               \
      std::complex<REAL>, REAL,                                                                                   \
      rvv_gebp_arithmetic<std::complex<REAL>, REAL, std::complex<REAL>, ConjugateLhs, ConjugateRhs>)              \
  EIGEN_RVV_SPECIALIZE_GEBP_KERNEL(                                                                               \
      REAL, std::complex<REAL>,                                                                                   \
      rvv_gebp_arithmetic<REAL, std::complex<REAL>, std::complex<REAL>, ConjugateLhs, ConjugateRhs>)

// The real packing keys on the RVV tile, which Eigen's generic real GEBP
// (EIGEN_RVV_GENERIC_GEBP) does not use: the mixed products need it always.
EIGEN_RVV_SPECIALIZE_GEBP_PACKING(float, EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(float, 1, rvv_gebp_shape<float>::mr))
EIGEN_RVV_SPECIALIZE_GEBP_PACKING(double, EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(double, 1, rvv_gebp_shape<double>::mr))
#if defined(__riscv_zvfh)
EIGEN_RVV_SPECIALIZE_GEBP_PACKING(_Float16,
                                  EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(_Float16, 1, rvv_gebp_shape<_Float16>::mr))
EIGEN_RVV_SPECIALIZE_GEBP_PACKING(half, EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(half, 1, rvv_gebp_shape<half>::mr))
#endif
#if defined(EIGEN_RVV_ZVFBFWMA)
EIGEN_RVV_SPECIALIZE_GEBP_PACKING(bfloat16,
                                  EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(bfloat16, 1, rvv_gebp_shape<bfloat16>::mr))
#endif
#if !defined(EIGEN_RVV_GENERIC_GEBP)
#if EIGEN_RVV_GEBP_LMUL != 1
EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(float, rvv_gebp_tuned_lmul<float>::value, rvv_gebp_tuned_lmul<float>::packing_mr)
EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING(double, rvv_gebp_tuned_lmul<double>::value,
                                      rvv_gebp_tuned_lmul<double>::packing_mr)
#endif
EIGEN_RVV_SPECIALIZE_REAL_RHS_PACKING(float)
EIGEN_RVV_SPECIALIZE_REAL_RHS_PACKING(double)
EIGEN_RVV_SPECIALIZE_REAL_GEBP(
    float, rvv_gebp_arithmetic<float, float, float, ConjugateLhs, ConjugateRhs, rvv_gebp_tuned_lmul<float>::value>)
EIGEN_RVV_SPECIALIZE_REAL_GEBP(
    double, rvv_gebp_arithmetic<double, double, double, ConjugateLhs, ConjugateRhs, rvv_gebp_tuned_lmul<double>::value>)
#if defined(__riscv_zvfh)
#if defined(EIGEN_RVV_HALF_GEMM_FLOAT_ACCUMULATION)
#define EIGEN_RVV_FLOAT16_GEBP_ARITHMETIC rvv_gebp_widening_arithmetic<_Float16, PacketXf16_m1, rvv_float16_widening>
#else
#define EIGEN_RVV_FLOAT16_GEBP_ARITHMETIC rvv_gebp_arithmetic<_Float16, _Float16, _Float16, ConjugateLhs, ConjugateRhs>
#endif
EIGEN_RVV_SPECIALIZE_REAL_RHS_PACKING(_Float16)
EIGEN_RVV_SPECIALIZE_REAL_RHS_PACKING(half)
EIGEN_RVV_SPECIALIZE_REAL_GEBP(_Float16, EIGEN_RVV_FLOAT16_GEBP_ARITHMETIC)
EIGEN_RVV_SPECIALIZE_REAL_GEBP(half, EIGEN_RVV_FLOAT16_GEBP_ARITHMETIC)
#undef EIGEN_RVV_FLOAT16_GEBP_ARITHMETIC
#endif
#if defined(EIGEN_RVV_ZVFBFWMA)
EIGEN_RVV_SPECIALIZE_REAL_RHS_PACKING(bfloat16)
EIGEN_RVV_SPECIALIZE_REAL_GEBP(bfloat16, rvv_gebp_widening_arithmetic<__bf16, vbfloat16m1_t, rvv_bfloat16_widening>)
#endif
#endif
#if EIGEN_RVV_GEBP_LMUL != 1
EIGEN_RVV_SPECIALIZE_GEBP_LHS_PACKING(std::complex<float>, rvv_gebp_tuned_lmul<std::complex<float> >::value,
                                      rvv_gebp_tuned_lmul<std::complex<float> >::packing_mr)
EIGEN_RVV_SPECIALIZE_GEBP_LHS_PACKING(std::complex<double>, rvv_gebp_tuned_lmul<std::complex<double> >::value,
                                      rvv_gebp_tuned_lmul<std::complex<double> >::packing_mr)
#endif
EIGEN_RVV_SPECIALIZE_COMPLEX_GEBP(float)
EIGEN_RVV_SPECIALIZE_COMPLEX_GEBP(double)

#undef EIGEN_RVV_SPECIALIZE_COMPLEX_GEBP
#undef EIGEN_RVV_SPECIALIZE_REAL_RHS_PACKING
#undef EIGEN_RVV_SPECIALIZE_RHS_PACKING_IN_GROUPS_OF_4
#undef EIGEN_RVV_SPECIALIZE_REAL_GEBP
#undef EIGEN_RVV_SPECIALIZE_GEBP_PACKING
#undef EIGEN_RVV_SPECIALIZE_GEBP_LHS_PACKING
#undef EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING
#undef EIGEN_RVV_SPECIALIZE_REAL_LHS_PACKING_FROM
#undef EIGEN_RVV_SPECIALIZE_GEBP_KERNEL

}  // end namespace internal

}  // end namespace Eigen

#undef EIGEN_RVV_KERNEL_SCHEDULE

#endif  // EIGEN_RVV_GENERAL_BLOCK_PANEL_KERNEL_H

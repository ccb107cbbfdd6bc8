//! The join's hot loop written for WebAssembly SIMD (the web build enables it:
//! `.cargo/config.toml`). WebAssembly has no 64-bit vector popcount, so the portable loop
//! counts each right set's eight words one by one. Here a block's members are four 128-bit
//! vectors, each chunk's table row is ANDed in with no branch (the first chunk's row is the
//! start, since every row holds only members), and the members are counted
//! a byte at a time (`i8x16.popcnt`), the bytes summed over several right sets before they
//! are widened. A worker's share of Count only 18 (8 parts of 16, in Node, CPU time) went
//! from 5.46 and 5.56 s to 4.50 and 4.46 s; of 17, from 0.89 to 0.91 s to 0.83 to 0.88 s.
//! Starting from the first chunk's row saved another 6% (4.34 and 4.36 s against 4.10 and
//! 4.13 s, taken in turns). Summing the popcounts with carry-save adders (Harley-Seal, one
//! popcount per eight vectors) was no faster (3.45 s against 3.35 s): the byte popcount is
//! about 15% of the time, measured by leaving it out.

use super::{Lanes, Table};
use std::arch::wasm32::{
    i8x16_add, i8x16_popcnt, i8x16_splat, i32x4_add, i32x4_splat, u16x8_extadd_pairwise_u8x16,
    u32x4_extadd_pairwise_u16x8, u32x4_extract_lane, v128, v128_and, v128_load,
};

/// Right sets whose byte counts are summed before they are widened: each adds at most 32 to
/// a byte (four vectors' popcounts of 8 bits), and 7 × 32 = 224 still fits in one.
const SETS_PER_BYTE: usize = 7;

/// Right sets whose counts are summed in 32-bit lanes before they are added to the total:
/// each set adds at most 512 bits, 128 to each of the four lanes, so 2^20 sets add at most
/// 2^27 to a lane.
const SETS_PER_WORD: usize = SETS_PER_BYTE << 17;

/// [`super::count_block`] for tables of a block of 512 members.
pub(super) fn count_block(right: &[u64], tables: &[Table], width: usize) -> u64 {
    // One copy of the loop per number of chunks, so that each is unrolled.
    match tables.len() {
        1 => count::<1>(right, tables, width),
        2 => count::<2>(right, tables, width),
        3 => count::<3>(right, tables, width),
        4 => count::<4>(right, tables, width),
        5 => count::<5>(right, tables, width),
        6 => count::<6>(right, tables, width),
        7 => count::<7>(right, tables, width),
        _ => count::<8>(right, tables, width),
    }
}

fn count<const K: usize>(right: &[u64], tables: &[Table], width: usize) -> u64 {
    let tables: &[Table; K] = tables[..K].try_into().expect("K chunks of tables");
    // At most 255 (a chunk is at most 8 bits wide): a pattern masked with it indexes a
    // table's 256 rows with no bounds check.
    let mask = ((1usize << width) - 1) & 0xff;
    let mut total = 0u64;
    for sets in right.chunks(SETS_PER_WORD) {
        let mut words = i32x4_splat(0);
        for group in sets.chunks(SETS_PER_BYTE) {
            let mut bytes = i8x16_splat(0);
            for &set in group {
                // Every row of a table holds only the block's members (row 0 is all of
                // them, the others fewer), so the first chunk's row starts the AND.
                let mut members = load(&tables[0][set as usize & mask]);
                for (chunk, table) in tables.iter().enumerate().skip(1) {
                    let row = load(&table[(set >> (chunk * width)) as usize & mask]);
                    for (member, row) in members.iter_mut().zip(row) {
                        *member = v128_and(*member, row);
                    }
                }
                let [a, b, c, d] = members;
                let (a, b) = (
                    i8x16_add(i8x16_popcnt(a), i8x16_popcnt(b)),
                    i8x16_add(i8x16_popcnt(c), i8x16_popcnt(d)),
                );
                bytes = i8x16_add(bytes, i8x16_add(a, b));
            }
            words = i32x4_add(words, u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(bytes)));
        }
        total += u64::from(u32x4_extract_lane::<0>(words))
            + u64::from(u32x4_extract_lane::<1>(words))
            + u64::from(u32x4_extract_lane::<2>(words))
            + u64::from(u32x4_extract_lane::<3>(words));
    }
    total
}

/// The loads below read 64 bytes from a `Lanes`: it must be that long.
const _: () = assert!(size_of::<Lanes>() == 64);

fn load(lanes: &Lanes) -> [v128; 4] {
    let at = lanes.as_ptr().cast::<v128>();
    // SAFETY: `lanes` is 64 readable bytes (asserted at compile time above), so the four
    // 16-byte loads at offsets 0 to 3 × 16 stay within it; `v128_load` needs no alignment.
    std::array::from_fn(|i| unsafe { v128_load(at.add(i)) })
}

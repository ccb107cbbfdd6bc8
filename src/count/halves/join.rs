//! Counting the pairs of two lists of bit sets that share no bit, bit-sliced.
//!
//! The left list is cut into blocks of [`BLOCK`] sets. For each block and each group of up
//! to [`CHUNK`] bit positions, a table holds, for every pattern of those bits, the block's
//! members (as a bit per member) that have none of the pattern's bits. A right set then
//! meets a whole block in one AND per nonzero chunk of its bits and a popcount: about
//! 64 pairs per machine word instead of one. Only bits both lists use are cut into chunks
//! (the right sets are packed to hold just those), and the chunks' width follows the right
//! list's length (see [`best_width`]).

#[cfg(target_arch = "x86_64")]
mod avx512;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm_simd;

use multiversion::multiversion;
use std::cell::RefCell;

const WORDS: usize = 8;
/// Left-list members handled together: one bit each in `WORDS` words.
const BLOCK: usize = 64 * WORDS;
const CHUNK: usize = 8;
/// The most chunks a join cuts its bits into: [`avx512`]'s loop has a copy for each count.
const MOST_CHUNKS: usize = 8;

type Lanes = [u64; WORDS];
/// A chunk's table: per pattern of its bits, the block's members with none of them. Each
/// row fills one cache line: a row across two took two loads, and a count whose tables
/// happened to start off a line ran a fifth slower.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Table([Lanes; 1 << CHUNK]);

impl Table {
    const EMPTY: Table = Table([[0; WORDS]; 1 << CHUNK]);
}

impl std::ops::Index<usize> for Table {
    type Output = Lanes;
    fn index(&self, pattern: usize) -> &Lanes {
        &self.0[pattern]
    }
}

impl std::ops::IndexMut<usize> for Table {
    fn index_mut(&mut self, pattern: usize) -> &mut Lanes {
        &mut self.0[pattern]
    }
}

/// The number of pairs `(a, b)`, `a` from `left` and `b` from `right`, with `a & b == 0`.
/// Every set must lie within the low `bits` bits. Reorders both lists.
pub(crate) fn disjoint_pairs(left: &mut [u64], right: &mut [u64], bits: usize) -> u64 {
    disjoint_pairs_splitting_from(left, right, bits, SPLIT_MIN)
}

/// Lists at least this long are split before they are sliced: measured, splitting shorter
/// ones costs more than it saves.
#[cfg(not(target_arch = "wasm32"))]
const SPLIT_MIN: usize = 6000;
/// WebAssembly's sliced loop costs about twice as much per pair as the native one (128-bit
/// vectors, a popcount emulated a byte at a time), so splitting off pairs pays down to much
/// shorter lists. A worker's share of Count only 18 (8 parts of 16, Node, CPU time):
/// 4.11 s at 6000, 3.76 s at 3000, 3.56 s at 2000, 3.53 s at 1500, 3.48 s at 1000,
/// 3.62 s at 700, 3.66 s at 500; n = 17 the same at 1000 as at 6000.
#[cfg(target_arch = "wasm32")]
const SPLIT_MIN: usize = 1000;

fn disjoint_pairs_splitting_from(left: &mut [u64], right: &mut [u64], bits: usize, split_min: usize) -> u64 {
    // Most lists are short: they skip ranking the bits.
    if left.len().min(right.len()) < split_min {
        return sliced_pairs(left, right, bits);
    }
    let order = split_order(left, right, bits);
    split_pairs(left, right, &order, bits, split_min)
}

/// Bits in the order that splitting on them rules out the most pairs: those most often
/// set on both sides.
fn split_order(left: &[u64], right: &[u64], bits: usize) -> Vec<u64> {
    // A sample is enough to rank the bits.
    let frequency = |list: &[u64]| {
        let mut seen = vec![0u64; bits];
        for &set in list.iter().step_by(list.len().div_ceil(256)) {
            for bit in set_bits(set) {
                seen[bit] += 1;
            }
        }
        seen
    };
    let (on_left, on_right) = (frequency(left), frequency(right));
    let mut order: Vec<usize> = (0..bits).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(on_left[b] * on_right[b]));
    order.into_iter().map(|b| 1u64 << b).collect()
}

/// Splits both lists on the next bit while they are long: a pair where both have the bit
/// is never disjoint, so it is never looked at.
fn split_pairs(left: &mut [u64], right: &mut [u64], order: &[u64], bits: usize, split_min: usize) -> u64 {
    match order.split_first() {
        Some((&bit, rest)) if left.len().min(right.len()) >= split_min => {
            let left_without = partition(left, bit);
            let right_without = partition(right, bit);
            // Left sets with the bit meet only right sets without it; the others meet all.
            split_pairs(&mut left[left_without..], &mut right[..right_without], rest, bits, split_min)
                + split_pairs(&mut left[..left_without], right, rest, bits, split_min)
        }
        _ => sliced_pairs(left, right, bits),
    }
}

/// The positions of the bits set in `set`, lowest first.
fn set_bits(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let bit = set.trailing_zeros() as usize;
            set &= set - 1;
            bit
        })
    })
}

/// Moves the sets without `bit` to the front; returns how many there are. Every set is
/// swapped whether it moves or not: which ones do is random, and a branch on it would be
/// mispredicted about as often as not.
pub(super) fn partition(list: &mut [u64], bit: u64) -> usize {
    let mut front = 0;
    for i in 0..list.len() {
        let without = list[i] & bit == 0;
        list.swap(front, i);
        front += usize::from(without);
    }
    front
}

/// Up to this many pairs are counted one by one: a block's tables cost about as much to
/// build (fixed queens and the rows next to them make many such short lists). Measured
/// with [`direct_pairs`] vectorized: 2^16 against 2^14, `count 17 --fix 2,5` 0.346 s
/// against 0.368 s, the empty n = 17 and 18 no slower.
const DIRECT_MAX: usize = 1 << 16;

fn sliced_pairs(left: &[u64], right: &[u64], bits: usize) -> u64 {
    if left.len() * right.len() <= DIRECT_MAX {
        return direct_pairs(left, right);
    }
    // Blocks are cut from the longer list, so that few of them are part empty.
    let (left, right) = if left.len() < right.len() { (right, left) } else { (left, right) };
    // Only a bit both lists use can make a pair clash: the tables leave the others out.
    // Each bit split on above is one of them, and so are diagonals only one side's rows
    // reach (n = 20: where most pairs are, 31 to 35 of the key's 38 bits are left).
    let either = |list: &[u64]| list.iter().fold(0, |or, &set| or | set);
    let on_right = either(right);
    let shared = either(left) & on_right & low_bits(bits);
    if shared == 0 {
        return (left.len() * right.len()) as u64;
    }
    let used: Vec<u8> = set_bits(shared).map(|bit| bit as u8).collect();
    let width = best_width(used.len(), right.len());
    let chunks = used.len().div_ceil(width);
    SCRATCH.with_borrow_mut(|(tables, packed)| {
        tables.resize(chunks, Table::EMPTY);
        // The right sets with their used bits moved together at the bottom, which the
        // tables' chunks cut: unless they are there already.
        let right = if on_right == low_bits(used.len()) {
            right
        } else {
            let packing = Packing::new(shared);
            packed.clear();
            packed.extend(right.iter().map(|&set| packing.pack(set)));
            &packed[..]
        };
        left.chunks(BLOCK).map(|block| block_pairs(block, right, tables, &used, width)).sum()
    })
}

fn low_bits(bits: usize) -> u64 {
    if bits >= 64 { u64::MAX } else { (1 << bits) - 1 }
}

/// The chunk width that makes a block cost least: its tables cost `2^width` rows per
/// chunk, and each right set a row per chunk. A long right list pays for wide tables; a
/// short one (most lists split above end short on one side) would spend more building
/// them than reading them. At most [`MOST_CHUNKS`] chunks.
fn best_width(used: usize, right: usize) -> usize {
    let cost = |width: usize| used.div_ceil(width) * ((1 << width) + right);
    (used.div_ceil(MOST_CHUNKS).max(1)..=CHUNK).min_by_key(|&width| cost(width)).unwrap_or(CHUNK)
}

/// Moves the bits of a mask together at the bottom, in order: a lookup per byte.
struct Packing {
    /// Per byte of a set and its value, the packed bits it gives.
    bytes: Vec<[u64; 256]>,
}

impl Packing {
    fn new(mask: u64) -> Self {
        let spanned = (64 - mask.leading_zeros() as usize).div_ceil(8);
        let mut below = 0;
        let bytes = (0..spanned)
            .map(|i| {
                let byte = mask >> (8 * i) & 0xff;
                let mut table = [0u64; 256];
                for value in 1..256usize {
                    let lowest = value.trailing_zeros();
                    let bit = if byte >> lowest & 1 == 1 {
                        1 << (below + (byte & ((1 << lowest) - 1)).count_ones())
                    } else {
                        0
                    };
                    table[value] = table[value & (value - 1)] | bit;
                }
                below += byte.count_ones();
                table
            })
            .collect();
        Packing { bytes }
    }

    fn pack(&self, set: u64) -> u64 {
        self.bytes
            .iter()
            .enumerate()
            .fold(0, |packed, (i, table)| packed | table[(set >> (8 * i)) as usize & 0xff])
    }
}

thread_local! {
    /// Each thread's tables and packed right list, kept from one call to the next.
    static SCRATCH: RefCell<(Vec<Table>, Vec<u64>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

/// A block's tables and its count, compiled for the best instruction set the processor
/// has (chosen at run time): wide ANDs and a popcount instruction make the tables and the
/// hot loop ([`block_tables`] and [`count_block`], inlined here) several times faster than
/// the baseline x86-64 build, which has neither.
#[multiversion(targets(
    "x86_64+avx512f+avx512vpopcntdq+avx512bw+avx512vl+avx2+popcnt",
    "x86_64+avx2+popcnt",
    "x86_64+popcnt",
    "aarch64+neon"
))]
fn block_pairs(block: &[u64], right: &[u64], tables: &mut [Table], used: &[u8], width: usize) -> u64 {
    // The web build's loop needs no members: it starts from the first chunk's row.
    #[cfg_attr(all(target_arch = "wasm32", target_feature = "simd128"), allow(unused_variables))]
    let present = block_tables(block, tables, used, width);
    #[cfg(target_arch = "x86_64")]
    if let Some(pairs) = avx512::count_block(right, tables, present, width) {
        return pairs;
    }
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return wasm_simd::count_block(right, tables, width);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    count_block(right, tables, present, width)
}

/// The pairs counted one by one, compiled for the widest vectors the processor has: with
/// fixed queens most lists are short, and this loop took a fifth of a count's time in the
/// baseline build.
#[multiversion(targets(
    "x86_64+avx512f+avx512vpopcntdq+avx512bw+avx512vl+avx2+popcnt",
    "x86_64+avx2+popcnt",
    "aarch64+neon"
))]
fn direct_pairs(left: &[u64], right: &[u64]) -> u64 {
    left.iter().map(|&a| right.iter().filter(|&&b| a & b == 0).count() as u64).sum()
}

/// Fills in a block's tables (see the module's docs), one per chunk of `width` of the
/// bits `used` (the right sets hold them packed at the bottom, in this order), and returns
/// its members, a bit each. Always inlined, so that it is compiled for [`block_pairs`]'s
/// instruction set.
#[inline(always)]
fn block_tables(block: &[u64], tables: &mut [Table], used: &[u8], width: usize) -> Lanes {
    // Word w holds members 64w to 64w + 63: the block's first ones.
    let present: Lanes = std::array::from_fn(|w| low_bits(block.len().saturating_sub(64 * w).min(64)));
    // without[b]: the members that lack bit b. Clearing one bit per member and set bit
    // made a chain of writes to the same words, and was most of the tables' time: a word's
    // 64 members are turned into a word per bit at once instead.
    let mut without = [[0u64; WORDS]; 64];
    for (w, sets) in block.chunks(64).enumerate() {
        let mut by_bit = [0u64; 64];
        by_bit[..sets.len()].copy_from_slice(sets);
        transpose(&mut by_bit);
        for (lanes, with) in without.iter_mut().zip(by_bit) {
            lanes[w] = present[w] & !with;
        }
    }
    for (table, bits) in tables.iter_mut().zip(used.chunks(width)) {
        table[0] = present;
        for pattern in 1..1usize << bits.len() {
            let lowest = &without[bits[pattern.trailing_zeros() as usize] as usize];
            let rest = table[pattern & (pattern - 1)];
            table[pattern] = std::array::from_fn(|w| rest[w] & lowest[w]);
        }
    }
    present
}

/// Transposes a 64 × 64 bit matrix, a word per row: afterwards bit `i` of word `b` is what
/// bit `b` of word `i` was. Swaps ever smaller blocks: the 32 × 32 corners, then the
/// 16 × 16 ones inside them, and so on down to single bits.
#[inline(always)]
fn transpose(rows: &mut [u64; 64]) {
    let mut width = 32;
    let mut low: u64 = 0x0000_0000_FFFF_FFFF;
    while width != 0 {
        // Runs of `width` rows swap with the next run: wide vectors do a run at once.
        for start in (0..64).step_by(2 * width) {
            for k in start..start + width {
                let swap = ((rows[k] >> width) ^ rows[k + width]) & low;
                rows[k] ^= swap << width;
                rows[k + width] ^= swap;
            }
        }
        width >>= 1;
        low ^= low << width;
    }
}

/// The hot loop: the pairs of the right list with a block, from the block's tables. Always
/// inlined, so that it is compiled for [`block_pairs`]'s instruction set. Processors with
/// AVX-512 run [`avx512::count_block`] instead, which the compiler does not derive from
/// this loop by itself; the web build runs `wasm_simd::count_block`.
#[cfg_attr(all(target_arch = "wasm32", target_feature = "simd128"), allow(dead_code))]
#[inline(always)]
fn count_block(right: &[u64], tables: &[Table], present: Lanes, width: usize) -> u64 {
    let mut counts: Lanes = [0; WORDS];
    for &set in right {
        let mut members = present;
        let mut rest = set;
        let mut chunk = 0;
        while rest != 0 {
            let pattern = (rest & ((1 << width) - 1)) as usize;
            if pattern != 0 {
                let row = &tables[chunk][pattern];
                for w in 0..WORDS {
                    members[w] &= row[w];
                }
            }
            rest >>= width;
            chunk += 1;
        }
        for w in 0..WORDS {
            counts[w] += u64::from(members[w].count_ones());
        }
    }
    counts.iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Every pair tried: obviously correct.
    pub(super) fn obvious(left: &[u64], right: &[u64]) -> u64 {
        left.iter().map(|a| right.iter().filter(|&&b| a & b == 0).count() as u64).sum()
    }

    /// Sparse sets within the bits of `chunks` chunks of `width` (or few pairs are disjoint).
    pub(super) fn thin(sets: &[u64], chunks: usize, width: usize) -> Vec<u64> {
        let mask = low_bits(chunks * width);
        sets.iter().map(|x| x & mask & x.rotate_left(23) & x.rotate_left(41)).collect()
    }

    /// A block's tables, one per chunk of `width` bits, and its members.
    pub(super) fn tables_of(block: &[u64], chunks: usize, width: usize) -> (Vec<Table>, Lanes) {
        let mut tables = vec![Table::EMPTY; chunks];
        let used: Vec<u8> = (0..(chunks * width) as u8).collect();
        let present = block_tables(block, &mut tables, &used, width);
        (tables, present)
    }

    proptest! {
        #[test]
        fn transpose_swaps_rows_and_columns(rows in prop::array::uniform32(any::<u64>()), more in prop::array::uniform32(any::<u64>())) {
            let mut matrix = [0u64; 64];
            matrix[..32].copy_from_slice(&rows);
            matrix[32..].copy_from_slice(&more);
            let before = matrix;
            transpose(&mut matrix);
            for (i, row) in before.iter().enumerate() {
                for (b, column) in matrix.iter().enumerate() {
                    prop_assert_eq!(column >> i & 1, row >> b & 1);
                }
            }
        }

        /// Lists long enough to reach the tables (past `DIRECT_MAX` pairs) as well as short
        /// ones counted pair by pair.
        #[test]
        fn agrees_with_the_obvious_count(
            bits in 1usize..=64,
            left in prop::collection::vec(any::<u64>(), 0..1200),
            right in prop::collection::vec(any::<u64>(), 0..200),
            sparsity in 0u32..4,
        ) {
            let mask = low_bits(bits);
            // Sparse sets, or the count is almost always zero.
            let thin = |v: &Vec<u64>| -> Vec<u64> {
                v.iter().map(|x| x & mask & x.rotate_left(17) & x.rotate_left(sparsity * 13 + 5)).collect()
            };
            let (mut left, mut right) = (thin(&left), thin(&right));
            let expected = obvious(&left, &right);
            prop_assert_eq!(disjoint_pairs(&mut left, &mut right, bits), expected);
            prop_assert_eq!(disjoint_pairs(&mut right, &mut left, bits), expected);
            // Split down to short lists, so that splitting is checked too.
            prop_assert_eq!(disjoint_pairs_splitting_from(&mut left, &mut right, bits, 8), expected);
        }

        /// Lists that use different bits, as row splits' lists do: the tables take only the
        /// bits both use, packed together, which must count the same pairs.
        #[test]
        fn lists_with_bits_of_their_own_agree_with_the_obvious_count(
            left in prop::collection::vec(any::<u64>(), 300..1200),
            right in prop::collection::vec(any::<u64>(), 230..400),
            (left_mask, right_mask) in (any::<u64>(), any::<u64>()),
        ) {
            let thin = |v: &Vec<u64>, mask: u64| -> Vec<u64> {
                v.iter().map(|x| x & mask & x.rotate_left(29) & x.rotate_left(7)).collect()
            };
            let (mut left, mut right) = (thin(&left, left_mask), thin(&right, right_mask));
            let expected = obvious(&left, &right);
            prop_assert_eq!(sliced_pairs(&left, &right, 64), expected);
            prop_assert_eq!(sliced_pairs(&right, &left, 64), expected);
            prop_assert_eq!(disjoint_pairs_splitting_from(&mut left, &mut right, 64, 8), expected);
        }

        /// Packing moves a mask's bits to the bottom in order and drops the others.
        #[test]
        fn packing_keeps_the_masks_bits_in_order(mask in any::<u64>(), set in any::<u64>()) {
            let mut obvious = 0;
            for (i, bit) in set_bits(mask).enumerate() {
                obvious |= (set >> bit & 1) << i;
            }
            prop_assert_eq!(Packing::new(mask).pack(set), obvious);
        }

        /// The portable loop on its own, on every processor: where AVX-512 runs,
        /// `disjoint_pairs` never reaches it.
        #[test]
        fn the_portable_loop_agrees_with_the_obvious_count(
            chunks in 1usize..=MOST_CHUNKS,
            width in 1usize..=CHUNK,
            block in prop::collection::vec(any::<u64>(), 1..=BLOCK),
            right in prop::collection::vec(any::<u64>(), 0..200),
        ) {
            let (block, right) = (thin(&block, chunks, width), thin(&right, chunks, width));
            let (tables, present) = tables_of(&block, chunks, width);
            prop_assert_eq!(count_block(&right, &tables, present, width), obvious(&block, &right));
        }
    }
}

//! The published numbers of solutions, which a student's count and list are checked
//! against: all solutions (OEIS A000170) and classes under the 8 symmetries (OEIS A002562),
//! n = 1 to 27. Counting them again would take from milliseconds (n = 12) to years (n = 27).

/// Solutions of the n×n board, index n - 1.
const TOTAL: [u64; 27] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// Classes of solutions under the 8 symmetries, index n - 1.
const UNIQUE: [u64; 27] = [
    1,
    0,
    0,
    1,
    2,
    1,
    6,
    12,
    46,
    92,
    341,
    1_787,
    9_233,
    45_752,
    285_053,
    1_846_955,
    11_977_939,
    83_263_591,
    621_012_754,
    4_878_666_808,
    39_333_324_973,
    336_376_244_042,
    3_029_242_658_210,
    28_439_272_956_934,
    275_986_683_743_434,
    2_789_712_466_510_289,
    29_363_495_934_315_694,
];

/// The largest board whose counts are published.
pub const MAX_KNOWN_N: usize = TOTAL.len();

/// All solutions of the n×n board, when published.
pub fn total(n: usize) -> Option<u64> {
    TOTAL.get(n.checked_sub(1)?).copied()
}

/// Classes of solutions under the 8 symmetries of the n×n board, when published.
pub fn unique(n: usize) -> Option<u64> {
    UNIQUE.get(n.checked_sub(1)?).copied()
}

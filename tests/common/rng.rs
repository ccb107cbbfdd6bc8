//! A tiny seeded xorshift for tests and benchmarks: `rand` is not a dependency, and the
//! instances only need to be the same every run. Benchmarks include this file by path.

pub struct Rng(pub u64);

impl Rng {
    /// A number below `bound` (> 0).
    pub fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}

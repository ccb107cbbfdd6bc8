//! Words for people: a number with its noun, singular or plural as the number needs.

use std::fmt::Display;

/// `1 job`, `0 jobs`, `2 jobs`: for nouns whose plural adds an s.
pub fn quantity<N: Copy + PartialEq + From<u8> + Display>(count: N, noun: &str) -> String {
    let s = if count == N::from(1) { "" } else { "s" };
    format!("{count} {noun}{s}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(super::quantity(1usize, "job"), "1 job");
        assert_eq!(super::quantity(0u64, "job"), "0 jobs");
        assert_eq!(super::quantity(21u32, "fixed queen"), "21 fixed queens");
    }
}

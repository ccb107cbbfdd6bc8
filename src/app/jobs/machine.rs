//! What the machine has, for what a count may ask of it.

/// The machine's memory in bytes, where the system says (Linux's `/proc/meminfo`); `None`
/// elsewhere, where no count is refused for its memory.
pub(crate) fn total_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    mem_total(&info)
}

/// `MemTotal:  16318480 kB` as bytes.
fn mem_total(info: &str) -> Option<u64> {
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let mut words = line.split_whitespace().skip(1);
    let value: u64 = words.next()?.parse().ok()?;
    match words.next() {
        Some("kB") => value.checked_mul(1024),
        None => Some(value),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mem_total_reads_the_kernels_line() {
        let info = "MemFree:  1000 kB\nMemTotal:       16318480 kB\nSwapTotal: 0 kB\n";
        assert_eq!(mem_total(info), Some(16_318_480 * 1024));
        assert_eq!(mem_total("MemFree: 1 kB\n"), None);
        assert_eq!(mem_total("MemTotal: lots kB\n"), None);
        if cfg!(target_os = "linux") {
            assert!(total_memory().is_some_and(|bytes| bytes > 1 << 20));
        }
    }
}

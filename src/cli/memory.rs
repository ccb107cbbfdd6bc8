//! The memory checks of the command line: the library's rooms ([`nqueens::memory`]), and a
//! refusal in words.

pub use nqueens::memory::{Room, mib, rooms};

/// Refuses `what` when `bytes` is more than this process may take under any limit it can
/// see: a clear line before the allocation, not an abort half-way.
pub fn refuse_past_room(what: &str, bytes: u128) -> Result<(), super::CliError> {
    let Err(too_big) = nqueens::memory::check_room(bytes, rooms()) else { return Ok(()) };
    let need = u64::try_from(too_big.bytes).map_or_else(|_| format!("{bytes} bytes"), mib);
    let room =
        too_big.room.map_or_else(String::new, |r| format!(", more than the {} {}", mib(r.bytes), r.limit));
    Err(super::CliError::Usage(format!("{what} needs about {need} of memory{room}")))
}

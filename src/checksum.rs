//! A checksum in a JSON file, so that a checkpoint or a part of a count that was damaged
//! (a disk, a copy, a hand edit) is refused instead of giving a wrong count.
//!
//! The file is the JSON object as written with one last field, `"crc32"`: the CRC-32 of
//! every byte before it (the object closed where that field begins), as 8 hex digits.
//! CRC-32 (IEEE 802.3, the one of zip and PNG) is written out here rather than taken from a
//! crate: it is ten lines, and unlike a hash of the same size it finds *every* error within
//! 32 consecutive bits, so any one changed digit, not just almost any. It guards against
//! accidents, not against someone forging a file.

/// The CRC-32 of `bytes` (reflected, polynomial 0xEDB88320, as zip and PNG compute it).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            // Shift out the low bit, and fold the polynomial in when it was set.
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

const FIELD: &[u8] = b",\"crc32\":\"";
/// The field and the object's closing brace: `,"crc32":"cbf43926"}`.
const TAIL: usize = FIELD.len() + 8 + 2;

/// Adds the checksum field to a JSON object (as written by serde_json, compact).
pub fn seal(mut object: Vec<u8>) -> Vec<u8> {
    debug_assert!(object.len() > 2 && object.ends_with(b"}"), "a non-empty JSON object");
    let crc = crc32(&object);
    object.pop();
    object.extend_from_slice(FIELD);
    object.extend_from_slice(format!("{crc:08x}\"}}").as_bytes());
    object
}

/// Why a file's checksum does not hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsealed {
    /// No checksum at its end: written before files carried one, or not by nqueens.
    Missing,
    /// The content is not what was written.
    Mismatch,
}

/// Checks the checksum at the end of `text` (a line break after it is allowed).
pub fn verify(text: &[u8]) -> Result<(), Unsealed> {
    let text = text.trim_ascii_end();
    let Some(at) = text.len().checked_sub(TAIL).filter(|&at| text[at..].starts_with(FIELD)) else {
        // A "crc32" somewhere else is a file that was rewritten (reformatted, fields moved).
        let anywhere = text.windows(FIELD.len() - 1).any(|w| w == &FIELD[1..]);
        return Err(if anywhere { Unsealed::Mismatch } else { Unsealed::Missing });
    };
    let stated = std::str::from_utf8(&text[at + FIELD.len()..text.len() - 2])
        .ok()
        .and_then(|hex| u32::from_str_radix(hex, 16).ok());
    let mut object = text[..at].to_vec();
    object.push(b'}');
    if text.ends_with(b"\"}") && stated == Some(crc32(&object)) { Ok(()) } else { Err(Unsealed::Mismatch) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_standard_check_value() {
        // The check value of CRC-32/ISO-HDLC (the catalogue's name for this CRC).
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn a_sealed_object_verifies_and_any_changed_byte_does_not() {
        let sealed = seal(br#"{"n":18,"total":666090624}"#.to_vec());
        assert_eq!(verify(&sealed), Ok(()));
        let mut with_newline = sealed.clone();
        with_newline.push(b'\n');
        assert_eq!(verify(&with_newline), Ok(()));
        for i in 0..sealed.len() {
            for other in [b'0', b'5', b'9', b'a', b' '] {
                let mut damaged = sealed.clone();
                if damaged[i] == other {
                    continue;
                }
                damaged[i] = other;
                assert!(verify(&damaged).is_err(), "{}", String::from_utf8_lossy(&damaged));
            }
        }
        assert_eq!(verify(br#"{"n":18,"total":666090624}"#), Err(Unsealed::Missing));
        assert_eq!(verify(br#"{"crc32":"00000000","n":18}"#), Err(Unsealed::Mismatch));
    }
}

//! Writing a file at a path a person named, the one rule behind `--out`, checkpoints and
//! the app's Export: whatever is at the path is written the way the person meant, never
//! replaced by something else.
//!
//! - nothing there, or a regular file: a temporary file beside it, renamed over it once
//!   whole, so a failure leaves any earlier file as it was;
//! - a symbolic link: the same for the file it points to (the link stays a link);
//! - a device, a FIFO or a socket: written to directly, as the shell's `>` would (a rename
//!   would put a regular file in place of `/dev/null`);
//! - a folder: refused.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};

/// How many symbolic links are followed before giving up, as Linux does (`ELOOP`).
const MAX_LINKS: usize = 40;

/// What a path names once symbolic links are followed.
#[derive(Debug, PartialEq, Eq)]
enum Target {
    /// A regular file, or nothing yet: replaced atomically.
    File(PathBuf),
    /// A device, FIFO or socket: written in place.
    Special(PathBuf),
}

/// Writes the file at `path` by the rule above: `fill` writes the content. Errors carry the
/// OS's own words, without the temporary file's name.
pub fn write(path: &Path, fill: impl FnOnce(&mut File) -> io::Result<()>) -> io::Result<()> {
    write_noting(path, &mut |_| {}, &|| false, fill)
}

/// [`write`], telling `temporary` the temporary file's path once it exists and `None` once
/// it is gone (renamed or removed): a caller that may end the process abruptly (a signal)
/// removes it then, so that none outlives the process. A FIFO nobody reads yet is waited
/// for only until `stop` says to stop (then an [`io::ErrorKind::Interrupted`] error).
pub fn write_noting(
    path: &Path,
    temporary: &mut dyn FnMut(Option<&Path>),
    stop: &dyn Fn() -> bool,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    match target(path)? {
        Target::Special(path) => fill(&mut open_special(&path, stop)?),
        Target::File(path) => replace(&path, temporary, fill),
    }
}

/// Opens a device, FIFO or socket for writing. Opening a FIFO blocks in `open(2)` until
/// someone reads it, where no signal handler that only raises a flag can end the wait: it
/// is opened without blocking (which fails with `ENXIO` while no one reads), again and
/// again until a reader comes or `stop` says to stop, then made blocking for the writes.
#[cfg(unix)]
fn open_special(path: &Path, stop: &dyn Fn() -> bool) -> io::Result<File> {
    use std::os::fd::AsRawFd;
    use std::os::unix::fs::OpenOptionsExt;
    /// How long a wait for a reader goes without looking at `stop`.
    const LOOK_AGAIN: std::time::Duration = std::time::Duration::from_millis(50);
    loop {
        match fs::OpenOptions::new().write(true).custom_flags(libc::O_NONBLOCK).open(path) {
            Ok(file) => {
                let fd = file.as_raw_fd();
                // SAFETY: fcntl(2) on a descriptor `file` owns; F_GETFL and F_SETFL take
                // and return plain flags and touch no memory.
                let made_blocking = unsafe {
                    let flags = libc::fcntl(fd, libc::F_GETFL);
                    flags >= 0 && libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) == 0
                };
                return if made_blocking { Ok(file) } else { Err(io::Error::last_os_error()) };
            }
            Err(e) if e.raw_os_error() == Some(libc::ENXIO) => {
                if stop() {
                    return Err(io::Error::new(
                        io::ErrorKind::Interrupted,
                        "stopped while waiting for someone to read the FIFO",
                    ));
                }
                std::thread::sleep(LOOK_AGAIN);
            }
            Err(e) => return Err(e),
        }
    }
}

#[cfg(not(unix))]
fn open_special(path: &Path, _: &dyn Fn() -> bool) -> io::Result<File> {
    fs::OpenOptions::new().write(true).open(path)
}

/// Follows symbolic links from `path` to what the content should go to.
fn target(path: &Path) -> io::Result<Target> {
    let mut path = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        let Ok(meta) = fs::symlink_metadata(&path) else {
            // Nothing there (or nothing readable): creating the temporary file says why not.
            return Ok(Target::File(path));
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            // A relative link is relative to the folder that holds it.
            let link = fs::read_link(&path)?;
            path = path.parent().map_or_else(|| link.clone(), |dir| dir.join(&link));
        } else if kind.is_dir() {
            return Err(io::Error::new(io::ErrorKind::IsADirectory, "is a folder, give a file name"));
        } else if kind.is_file() {
            return Ok(Target::File(path));
        } else {
            return Ok(Target::Special(path));
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Writes a temporary file beside `path` and renames it over `path`.
fn replace(
    path: &Path,
    temporary: &mut dyn FnMut(Option<&Path>),
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let mut temp = temporary_beside(path, temporary)?;
    let written = (|| {
        fill(temp.as_file_mut()).map_err(plain)?;
        temp.as_file().sync_all().map_err(plain)?;
        temp.persist(path).map_err(|e| plain(e.error))?;
        Ok(())
    })();
    // Renamed, or removed as the temporary file was dropped.
    temporary(None);
    written
}

/// A new, empty temporary file beside `path`, to be renamed over it: named after it, with
/// the permissions the file it replaces has (or any new file's). Its name is handed to
/// `announce` before the file exists, so that a signal's handler that removes it knows it
/// from the first instant the file can be there (`announce(None)` if it could not be made).
fn temporary_beside(
    path: &Path,
    announce: &mut dyn FnMut(Option<&Path>),
) -> io::Result<tempfile::NamedTempFile> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let prefix = helper_name(path, "tmp", RANDOM_CHARS);
    // A name taken already (another run's) is drawn again, as tempfile itself would.
    let mut tries = 0;
    loop {
        let mut name = prefix.clone();
        name.push(random_chars(RANDOM_CHARS));
        announce(Some(&dir.join(&name)));
        let mut builder = tempfile::Builder::new();
        builder.prefix(&name).rand_bytes(0);
        // A temporary file is private to its owner (0600); the file it becomes is not: keep
        // the permissions of the file it replaces, or those of any new file (umask applies).
        // (Windows has no such modes: the new file takes its folder's access rules.)
        #[cfg(unix)]
        {
            let permissions = fs::metadata(path).map(|m| m.permissions()).unwrap_or_else(|_| {
                use std::os::unix::fs::PermissionsExt;
                fs::Permissions::from_mode(0o666)
            });
            builder.permissions(permissions);
        }
        match builder.tempfile_in(dir) {
            Ok(file) => return Ok(file),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && tries < 16 => tries += 1,
            Err(e) => {
                announce(None);
                return Err(plain(e));
            }
        }
    }
}

/// `count` characters drawn at random from letters and digits.
fn random_chars(count: usize) -> String {
    use std::hash::{BuildHasher, Hasher};
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    // Each RandomState is seeded anew from the system's randomness.
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    let mut bits = hasher.finish();
    (0..count)
        .map(|_| {
            let c = ALPHABET[(bits % ALPHABET.len() as u64) as usize] as char;
            bits /= ALPHABET.len() as u64;
            c
        })
        .collect()
}

/// Random characters at the end of a temporary file's name.
const RANDOM_CHARS: usize = 6;

/// The longest file name most file systems take (ext4, XFS, btrfs, APFS, NTFS), in bytes.
const MAX_NAME: usize = 255;

/// The name of a helper file beside `path` (a temporary file, a lock), before `extra`
/// characters still to come: `.NAME.KIND`, named after the file so that one left by a
/// killed run is recognisable (`.solutions.json.tmpA1b2C3`). Where that would pass the
/// longest name a folder takes, `.HASH.KIND` instead, a hash of the name: a legal long name
/// must not fail for its helper's sake, and the user's name is never shortened.
pub(crate) fn helper_name(path: &Path, kind: &str, extra: usize) -> OsString {
    let name = path.file_name().unwrap_or(path.as_os_str());
    let mut helper = OsString::from(".");
    if name.len() + kind.len() + 2 + extra <= MAX_NAME {
        helper.push(name);
    } else {
        helper.push(format!("{:016x}", fnv1a(name.as_encoded_bytes())));
    }
    helper.push(".");
    helper.push(kind);
    helper
}

/// FNV-1a, 64 bits: the same on every build and platform (std's hasher is not), so two
/// versions of the program name one file's helpers alike.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The file `path` names once symbolic links are followed (itself when it is none): what
/// a claim on a file must be taken on, so that two names of one file are one claim.
pub fn resolved(path: &Path) -> io::Result<PathBuf> {
    match target(path) {
        Ok(Target::File(path) | Target::Special(path)) => Ok(path),
        Err(e) if e.kind() == io::ErrorKind::IsADirectory => Ok(path.to_path_buf()),
        Err(e) => Err(e),
    }
}

/// What [`write_set`] tells its caller as it goes, so that a caller that may end the
/// process abruptly (a signal) can remove what was written aside, and hold off while the
/// files are renamed in.
pub trait SetWatch {
    /// File `index`'s temporary file is at `path`, or (`None`) is gone: renamed or removed.
    fn aside(&mut self, index: usize, path: Option<&Path>);
    /// The renames begin (`true`) or are over (`false`): the one stretch in which an abrupt
    /// end would leave old files beside new ones, short as it is.
    fn renaming(&mut self, on: bool);
}

/// A watch that does nothing.
impl SetWatch for () {
    fn aside(&mut self, _: usize, _: Option<&Path>) {}
    fn renaming(&mut self, _: bool) {}
}

/// How [`write_set`] failed.
#[derive(Debug, thiserror::Error)]
pub enum SetError {
    /// `stop` said so before the renames: every file is as it was.
    #[error("stopped before the files were replaced: each is as it was")]
    Stopped,
    /// Writing aside failed: every file is as it was.
    #[error("{path}: {source}")]
    Write { path: PathBuf, source: io::Error },
    /// A rename failed part-way: the first `renamed` files are new, the rest as they were.
    #[error("{path}: {source} (after {renamed} of the files were replaced)")]
    Rename { path: PathBuf, renamed: usize, source: io::Error },
}

/// Replaces the files at `paths` as a set, so that a reader sees them all old or all new,
/// never a mix (as git's lock files and restic do): `fill` writes file `i`'s content into a
/// temporary file beside it; once every one is written (and `stop` has not said to stop,
/// which is asked between files), they are renamed in. A failure or a stop before the
/// renames removes what was written aside and leaves every file as it was. Links are
/// followed as [`write`] follows them; a folder, device, FIFO or socket is refused, for it
/// cannot be replaced with the others.
pub fn write_set(
    paths: &[PathBuf],
    mut fill: impl FnMut(usize, &mut File) -> io::Result<()>,
    stop: &dyn Fn() -> bool,
    watch: &mut dyn SetWatch,
) -> Result<(), SetError> {
    let mut aside = Vec::with_capacity(paths.len());
    let written = (|| {
        for (i, path) in paths.iter().enumerate() {
            if stop() {
                return Err(SetError::Stopped);
            }
            let failed = |source| SetError::Write { path: path.clone(), source };
            let target = match target(path).map_err(failed)? {
                Target::File(target) => target,
                Target::Special(_) => {
                    return Err(failed(io::Error::other(
                        "it is not a regular file, which a file of a set must be",
                    )));
                }
            };
            let mut temp = temporary_beside(&target, &mut |name| watch.aside(i, name)).map_err(failed)?;
            fill(i, temp.as_file_mut())
                .and_then(|()| temp.as_file().sync_all())
                .map_err(|e| failed(plain(e)))?;
            aside.push((temp, target));
        }
        if stop() { Err(SetError::Stopped) } else { Ok(()) }
    })();
    if let Err(e) = written {
        // Dropping a temporary file removes it.
        for (i, _) in aside.into_iter().enumerate() {
            watch.aside(i, None);
        }
        return Err(e);
    }
    watch.renaming(true);
    let mut renamed = 0;
    let mut failure = None;
    for (i, (temp, target)) in aside.into_iter().enumerate() {
        if failure.is_none() {
            match temp.persist(&target) {
                Ok(_) => renamed += 1,
                Err(e) => {
                    failure =
                        Some(SetError::Rename { path: paths[i].clone(), renamed, source: plain(e.error) })
                }
            }
        }
        // Renamed, or (after a failure) removed as it is dropped.
        watch.aside(i, None);
    }
    watch.renaming(false);
    failure.map_or(Ok(()), Err)
}

/// The OS's own words for an error, without the temporary file's name that tempfile adds.
fn plain(e: io::Error) -> io::Error {
    e.raw_os_error().map_or(e, io::Error::from_raw_os_error)
}

/// The file at `path` read whole, refused past `max` bytes (read no further: a copy of
/// /dev/zero is refused, not read until memory runs out), with a leading UTF-8 byte-order
/// mark dropped (editors on Windows add one; JSON readers refuse it).
pub fn read_capped(path: &Path, max: u64) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    File::open(path)?.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("it is larger than {} MiB, more than such a file ever holds", max >> 20),
        ));
    }
    if bytes.starts_with(BOM) {
        bytes.drain(..BOM.len());
    }
    Ok(bytes)
}

/// The UTF-8 byte-order mark.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// What `path` is when it is not a regular file (after links): `a folder`, `a device`, `a
/// FIFO (named pipe)`, `a socket`; `None` for a regular file or nothing there.
pub fn not_a_file(path: &Path) -> Option<&'static str> {
    let kind = fs::metadata(path).ok()?.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_block_device() || kind.is_char_device() {
            return Some("a device");
        }
        if kind.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_stops_past_the_cap_and_drops_a_bom() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.json");
        fs::write(&path, b"\xEF\xBB\xBF[1]").unwrap();
        assert_eq!(read_capped(&path, 10).unwrap(), b"[1]");
        fs::write(&path, [b' '; 11]).unwrap();
        assert_eq!(read_capped(&path, 10).unwrap_err().kind(), io::ErrorKind::FileTooLarge);
        #[cfg(target_os = "linux")]
        assert!(read_capped(Path::new("/dev/zero"), 1 << 20).is_err());
        assert_eq!(not_a_file(dir.path()), Some("a folder"));
        assert_eq!(not_a_file(&path), None);
        #[cfg(target_os = "linux")]
        assert_eq!(not_a_file(Path::new("/dev/null")), Some("a device"));
    }

    #[test]
    fn links_are_followed_relative_to_their_folder() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("sub");
        fs::create_dir(&sub).unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink("sub/target.json", dir.path().join("a")).unwrap();
            std::os::unix::fs::symlink("../a", sub.join("b")).unwrap();
            // A dangling chain ends at the file it would create.
            assert_eq!(target(&sub.join("b")).unwrap(), Target::File(sub.join("../sub/target.json")));
            std::os::unix::fs::symlink("loop", dir.path().join("loop")).unwrap();
            assert!(target(&dir.path().join("loop")).is_err());
        }
        assert_eq!(target(&sub).unwrap_err().kind(), io::ErrorKind::IsADirectory);
    }

    #[test]
    fn a_failed_fill_leaves_the_file_and_no_temporary_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("kept.json");
        fs::write(&path, "earlier").unwrap();
        let failed = write(&path, |_| Err(io::Error::other("no")));
        assert!(failed.is_err());
        assert_eq!(fs::read_to_string(&path).unwrap(), "earlier");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn the_temporary_file_is_named_after_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.json");
        write(&path, |_| {
            let names: Vec<String> = fs::read_dir(dir.path())
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            assert!(matches!(&names[..], [name] if name.starts_with(".out.json.tmp")), "{names:?}");
            Ok(())
        })
        .unwrap();
        assert!(path.is_file());
    }
}

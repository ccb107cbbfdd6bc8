//! The memory this process may still take, from the limits it can see: checked before a
//! count starts, a sheet is drawn or a picture encoded (by the command line and the app
//! alike), so that work too big for them is refused with a line, not killed or aborted
//! half-way.

#[cfg(any(target_os = "linux", test))]
use std::path::{Path, PathBuf};

/// Memory this process may still take under one limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    pub bytes: u64,
    /// Which limit, as a person reads it: `under its address-space limit (ulimit -v)`.
    pub limit: &'static str,
    /// Whether the limit counts address space (reserved, not only used): threads' stacks
    /// and allocator arenas count there too.
    pub address_space: bool,
}

/// The rooms under each limit this process can see: on Linux its address-space and data
/// limits, its cgroup's memory limit and the memory the system has available; on Windows
/// the commit limit; elsewhere none (a count then starts without this check).
pub fn rooms() -> Vec<Room> {
    #[cfg(target_os = "linux")]
    return linux_rooms();
    #[cfg(windows)]
    return windows_rooms();
    #[cfg(not(any(target_os = "linux", windows)))]
    return Vec::new();
}

#[cfg(windows)]
fn windows_rooms() -> Vec<Room> {
    use windows_sys::Win32::System::SystemInformation::{GlobalMemoryStatusEx, MEMORYSTATUSEX};
    let mut status = MEMORYSTATUSEX { dwLength: size_of::<MEMORYSTATUSEX>() as u32, ..Default::default() };
    // SAFETY: GlobalMemoryStatusEx fills one MEMORYSTATUSEX through a pointer to a live,
    // owned value whose dwLength is set, as it requires.
    if unsafe { GlobalMemoryStatusEx(&mut status) } == 0 {
        return Vec::new();
    }
    // Windows refuses an allocation past its commit limit (memory and page file): that is
    // where a count would abort.
    let limit = "left under this machine's commit limit (memory and page file)";
    vec![Room { bytes: status.ullAvailPageFile, limit, address_space: false }]
}

#[cfg(target_os = "linux")]
fn linux_rooms() -> Vec<Room> {
    let mut rooms = Vec::new();
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let used = |field: &str| kib_field(&status, field).unwrap_or(0);
    let address = ("under its address-space limit (ulimit -v)", libc::RLIMIT_AS, "VmSize:");
    let data = ("under its data limit (ulimit -d)", libc::RLIMIT_DATA, "VmData:");
    for (limit, resource, field) in [address, data] {
        let mut max = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit writes one `rlimit` through a pointer to a live, owned value.
        let read = unsafe { libc::getrlimit(resource, &mut max) };
        if read == 0 && max.rlim_cur != libc::RLIM_INFINITY {
            rooms.push(Room { bytes: max.rlim_cur.saturating_sub(used(field)), limit, address_space: true });
        }
    }
    if let Some(bytes) = cgroup_room() {
        let limit = "under its cgroup's memory limit";
        rooms.push(Room { bytes, limit, address_space: false });
    }
    let meminfo = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
    if let Some(bytes) = kib_field(&meminfo, "MemAvailable:") {
        rooms.push(Room { bytes, limit: "available on this machine (MemAvailable)", address_space: false });
    }
    rooms
}

/// A `Field:   1234 kB` line of a /proc file, in bytes.
#[cfg(any(target_os = "linux", test))]
fn kib_field(text: &str, field: &str) -> Option<u64> {
    let line = text.lines().find_map(|line| line.strip_prefix(field))?;
    let kib: u64 = line.trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kib * 1024)
}

/// The least room left under the memory limits of this process's cgroup and the cgroups
/// above it (cgroup v2's `memory.max`, v1's `memory.limit_in_bytes`); `None` when none is
/// set or none can be read.
#[cfg(target_os = "linux")]
fn cgroup_room() -> Option<u64> {
    let cgroups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
    let mut least: Option<u64> = None;
    for line in cgroups.lines() {
        let mut fields = line.splitn(3, ':');
        let (_, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        let (v2, files) = if controllers.is_empty() {
            (true, ("memory.max", "memory.current"))
        } else if controllers.split(',').any(|c| c == "memory") {
            (false, ("memory.limit_in_bytes", "memory.usage_in_bytes"))
        } else {
            continue;
        };
        let Some(dir) = cgroup_dir(&mounts, v2, path) else { continue };
        for level in dir.0.ancestors().take_while(|level| level.starts_with(&dir.1)) {
            let read = |file: &str| std::fs::read_to_string(level.join(file)).ok();
            let (Some(max), Some(current)) = (read(files.0), read(files.1)) else { continue };
            // "max", or v1's near-2^63 for none.
            let (Ok(max), Ok(current)) = (max.trim().parse::<u64>(), current.trim().parse::<u64>()) else {
                continue;
            };
            if max < 1 << 60 {
                let room = max.saturating_sub(current);
                least = Some(least.map_or(room, |l| l.min(room)));
            }
        }
    }
    least
}

/// Where the cgroup at `path` (as /proc/self/cgroup names it) is mounted, and the mount
/// point: the directory of its files and the top of the hierarchy seen from here.
#[cfg(any(target_os = "linux", test))]
fn cgroup_dir(mounts: &str, v2: bool, path: &str) -> Option<(PathBuf, PathBuf)> {
    for line in mounts.lines() {
        let Some((left, right)) = line.split_once(" - ") else { continue };
        let left: Vec<&str> = left.split(' ').collect();
        let right: Vec<&str> = right.split(' ').collect();
        let (Some(&root), Some(&point), Some(&kind)) = (left.get(3), left.get(4), right.first()) else {
            continue;
        };
        let wanted = if v2 {
            kind == "cgroup2"
        } else {
            kind == "cgroup" && right.get(2).is_some_and(|o| o.split(',').any(|o| o == "memory"))
        };
        if !wanted {
            continue;
        }
        let Ok(below) = Path::new(path).strip_prefix(root) else { continue };
        return Some((Path::new(point).join(below), PathBuf::from(point)));
    }
    None
}

/// What a piece of work needs past the room left: refused before it begins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooBig {
    /// The bytes it needs.
    pub bytes: u128,
    /// The least room under the limits seen (`None`: no limit seen, and it needs more than
    /// any process can have).
    pub room: Option<Room>,
}

/// Whether `bytes` fit in `rooms` (as [`rooms`] gives them): past the least of them, or
/// past what any process can take when there are none, they do not.
pub fn check_room(bytes: u128, rooms: Vec<Room>) -> Result<(), TooBig> {
    let room = rooms.into_iter().min_by_key(|r| r.bytes);
    let too_big = match &room {
        Some(room) => bytes > u128::from(room.bytes),
        // Past every limit a process can have, whatever the machine.
        None => bytes > u128::from(u64::MAX),
    };
    if too_big { Err(TooBig { bytes, room }) } else { Ok(()) }
}

/// `472 MiB`: a size in bytes as a person reads it.
pub fn mib(bytes: u64) -> String {
    format!("{} MiB", bytes.div_ceil(1 << 20))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proc_fields_read_in_bytes() {
        let text = "VmPeak:\t  3896 kB\nVmSize:\t    3000 kB\n";
        assert_eq!(kib_field(text, "VmSize:"), Some(3000 * 1024));
        assert_eq!(kib_field(text, "VmData:"), None);
    }

    #[test]
    fn cgroup_directories_come_from_the_mount_table() {
        let mounts = "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n\
                      41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n\
                      50 31 0:40 /a /mnt/inner rw - cgroup2 cgroup2 rw\n";
        let v1 = cgroup_dir(mounts, false, "/job/7").unwrap();
        assert_eq!(v1.0, Path::new("/sys/fs/cgroup/memory/job/7"));
        let v2 = cgroup_dir(mounts, true, "/user.slice").unwrap();
        assert_eq!(
            v2,
            (PathBuf::from("/sys/fs/cgroup/unified/user.slice"), PathBuf::from("/sys/fs/cgroup/unified"))
        );
    }
}

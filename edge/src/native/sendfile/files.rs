//! The bodies each core keeps in files ([`keep`]), and where a write can send one from its file
//! ([`locate`]).

use super::*;

/// Bodies shorter than this are written from memory: a copy of a few kilobytes costs less than
/// the second system call.
pub const MIN_FILE_BODY: usize = 16 * 1024;

/// Bodies each core keeps in files at most (and candidates, seen once, at most).
pub const FILES_KEPT: usize = 8;

/// A body and its file.
pub(super) struct File {
    body: Bytes,
    /// Shared with a write in progress, which keeps it open.
    file: Rc<BodyFd>,
}

/// A body's file; one on a disk (`--body-files`) is closed last on a blocking thread, as
/// closing the last descriptor of a file without a name frees it on the disk.
#[derive(Debug)]
pub(super) struct BodyFd {
    pub(super) fd: OwnedFd,
    pub(super) on_disk: bool,
}

impl Drop for BodyFd {
    fn drop(&mut self) {
        // A second descriptor of the file, closed on a blocking thread: `fd`'s own close, right
        // after this, is then not the last and frees nothing (the blocking thread, woken
        // later, closes last; should it win the race, the file is freed here, as without a
        // second descriptor).
        if self.on_disk
            && let Ok(runtime) = tokio::runtime::Handle::try_current()
            && let Ok(last) = self.fd.try_clone()
        {
            runtime.spawn_blocking(move || drop(last));
        }
    }
}

/// The directory of `--body-files`, once set at start.
pub(super) static BODY_DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

/// Makes bodies' files in `dir` from now on (`--body-files`): checked by making one there, so
/// that a directory that cannot hold them stops the start with why.
pub fn body_files_in(dir: &std::path::Path) -> anyhow::Result<()> {
    use anyhow::Context;
    let made = unnamed_file(dir, b"calendar-serve --body-files check");
    made.with_context(|| format!("--body-files {}: cannot make a file there", dir.display()))?;
    let _ = BODY_DIR.set(dir.to_path_buf());
    Ok(())
}

/// One core's files and the bodies seen once, each replaced in turn, and the bodies whose file
/// is being made on a blocking thread.
#[derive(Default)]
pub(super) struct Files {
    files: Vec<File>,
    next_file: usize,
    seen: Vec<Bytes>,
    next_seen: usize,
    making: Vec<Bytes>,
}

thread_local! {
    pub(super) static FILES: RefCell<Files> = RefCell::default();
}

/// Whether `a` and `b` are the same bytes in memory (not merely equal).
pub(super) fn same(a: &Bytes, b: &Bytes) -> bool {
    a.as_ptr() == b.as_ptr() && a.len() == b.len()
}

/// Puts `slot` into `ring` (at most [`FILES_KEPT`]), replacing in turn once it is full.
pub(super) fn put<T>(ring: &mut Vec<T>, next: &mut usize, slot: T) {
    if ring.len() < FILES_KEPT {
        ring.push(slot);
    } else if let Some(old) = ring.get_mut(*next) {
        *old = slot;
        *next = (*next + 1) % FILES_KEPT;
    }
}

/// Notes a success's body about to be written on this core: the second time the same bytes
/// come, they get a file, and [`Sendfile`] sends them from it from then on.
pub fn keep(body: &Bytes) {
    if body.len() < MIN_FILE_BODY {
        return;
    }
    FILES.with_borrow_mut(|files| {
        if files.files.iter().any(|f| same(&f.body, body)) {
            return;
        }
        if !files.seen.iter().any(|seen| same(seen, body)) {
            let (ring, next) = (&mut files.seen, &mut files.next_seen);
            put(ring, next, body.clone());
            return;
        }
        match (BODY_DIR.get(), tokio::runtime::Handle::try_current()) {
            (Some(dir), Ok(runtime)) => {
                // On a blocking thread, then kept on this core (its runtime is this thread's).
                if files.making.len() >= FILES_KEPT || files.making.iter().any(|b| same(b, body)) {
                    return;
                }
                files.making.push(body.clone());
                let (dir, made) = (dir.clone(), body.clone());
                let making = runtime.spawn_blocking(move || body_file(Some(&dir), &made));
                let body = body.clone();
                runtime.spawn(async move {
                    let file = making.await.ok().flatten();
                    FILES.with_borrow_mut(|files| {
                        files.making.retain(|b| !same(b, &body));
                        if let Some(file) = file {
                            files.add(body, file);
                        }
                    });
                });
            }
            _ => {
                if let Some(file) = body_file(None, body) {
                    files.add(body.clone(), file);
                }
            }
        }
    });
}

impl Files {
    fn add(&mut self, body: Bytes, file: BodyFd) {
        let file = Rc::new(file);
        put(&mut self.files, &mut self.next_file, File { body, file });
    }
}

/// A file holding `body`, without a name: made with `O_TMPFILE` in `dir` (if given, and if it
/// can be: else, on a full disk say, as without it), else a memory file; `None` where there are
/// neither, or on any other failure.
#[cfg(target_os = "linux")]
pub(super) fn body_file(dir: Option<&std::path::Path>, body: &[u8]) -> Option<BodyFd> {
    if let Some(fd) = dir.and_then(|dir| unnamed_file(dir, body).ok()) {
        return Some(BodyFd { fd, on_disk: true });
    }
    let memory =
        rustix::fs::memfd_create(c"calendar-body", rustix::fs::MemfdFlags::CLOEXEC).ok()?;
    let fd = filled(memory, body).ok()?;
    Some(BodyFd { fd, on_disk: false })
}

#[cfg(not(target_os = "linux"))]
pub(super) fn body_file(_: Option<&std::path::Path>, _: &[u8]) -> Option<BodyFd> {
    None
}

/// A file holding `body` in `dir`, made with `O_TMPFILE | O_EXCL`: it has no name and can never
/// be given one.
#[cfg(target_os = "linux")]
pub(super) fn unnamed_file(dir: &std::path::Path, body: &[u8]) -> io::Result<OwnedFd> {
    use rustix::fs::{Mode, OFlags};
    let unnamed = OFlags::TMPFILE | OFlags::EXCL | OFlags::RDWR | OFlags::CLOEXEC;
    let file = rustix::fs::open(dir, unnamed, Mode::RUSR | Mode::WUSR)?;
    filled(file, body)
}

#[cfg(not(target_os = "linux"))]
pub(super) fn unnamed_file(_: &std::path::Path, _: &[u8]) -> io::Result<OwnedFd> {
    Err(io::ErrorKind::Unsupported.into())
}

/// `file` with `body` written into it.
#[cfg(target_os = "linux")]
pub(super) fn filled(file: OwnedFd, body: &[u8]) -> io::Result<OwnedFd> {
    use std::io::Write;
    let mut writer = std::fs::File::from(file);
    writer.write_all(body)?;
    Ok(writer.into())
}

/// Where the write of `bufs` can use a body's file: the index of the first slice that lies
/// inside a remembered body, that file's descriptor, and the slice's offset in it.
pub(super) fn locate(bufs: &[IoSlice<'_>]) -> Option<(usize, Rc<BodyFd>, u64)> {
    FILES.with_borrow(|files| {
        if files.files.is_empty() {
            return None;
        }
        bufs.iter().enumerate().find_map(|(index, slice)| {
            let (start, end) = (
                slice.as_ptr() as usize,
                slice.as_ptr() as usize + slice.len(),
            );
            files.files.iter().find_map(|f| {
                let body = f.body.as_ptr() as usize;
                let inside = !slice.is_empty() && start >= body && end <= body + f.body.len();
                inside.then(|| (index, Rc::clone(&f.file), (start - body) as u64))
            })
        })
    })
}

//! Kept bodies sent with `sendfile(2)` from files, as nginx sends a file: the kernel takes the
//! body's pages instead of copying the whole body from the process into the socket on every
//! request.
//!
//! The library keeps a rendered answer's body (a shared [`Bytes`]) for the rest of its minute,
//! so the same bytes go out request after request. When a core converts a success whose body
//! it has seen before ([`keep`]), it copies the body once into a file without a name
//! ([`body_file`]) and remembers both, holding a clone of the body so that its address stays its own. Under
//! hyper, [`Sendfile`] wraps the socket: a vectored write whose slice lies inside a remembered
//! body goes out as the head before it (`sendmsg` with `MSG_MORE`, so head and body leave in
//! full segments, as nginx's `tcp_nopush`) and that part of the body from the file; any other
//! write goes to the socket as it is. Each core remembers at most [`FILES_KEPT`] bodies with
//! their files and [`FILES_KEPT`] bodies seen once (so at most twice that many bodies' memory
//! more than the library keeps); a body forgotten mid-response is written the ordinary way from
//! where it stopped.
//!
//! The file is made with `O_TMPFILE` in the temporary directory (`TMPDIR`, else `/tmp`), so
//! nothing is left behind whatever happens, and where that cannot be, a memory file
//! (`memfd_create`). The temporary directory's filesystem decides the cost: the kernel's page
//! cache of a disk filesystem holds a body written at once in large folios, which `sendfile`
//! takes a few at a time, where a memory file (and tmpfs, as Linux ships it) holds 4 KiB pages,
//! each looked up on every send: for a 150 KB body about a sixth of the server's CPU time per
//! request (docs/benchmarks.md). The price of a disk filesystem: the kernel writes each body out
//! to it once, about half a minute after it is made, though nothing ever reads it back.
//!
//! Only on Linux (`O_TMPFILE`, `memfd_create`, `sendfile` on sockets); elsewhere nothing is
//! remembered and every write is the ordinary one.

use std::cell::RefCell;
use std::io::{self, IoSlice};
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, ready};

use hyper::body::Bytes;
use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
use tokio::net::TcpStream;

/// Bodies shorter than this are written from memory: a copy of a few kilobytes costs less than
/// the second system call.
pub const MIN_FILE_BODY: usize = 16 * 1024;

/// Bodies each core keeps in files at most (and candidates, seen once, at most).
pub const FILES_KEPT: usize = 8;

/// A body and its file.
struct File {
    body: Bytes,
    /// Shared with a write in progress, which keeps it open.
    file: Rc<OwnedFd>,
}

/// One core's files and the bodies seen once, each replaced in turn.
#[derive(Default)]
struct Files {
    files: Vec<File>,
    next_file: usize,
    seen: Vec<Bytes>,
    next_seen: usize,
}

thread_local! {
    static FILES: RefCell<Files> = RefCell::default();
}

/// Whether `a` and `b` are the same bytes in memory (not merely equal).
fn same(a: &Bytes, b: &Bytes) -> bool {
    a.as_ptr() == b.as_ptr() && a.len() == b.len()
}

/// Puts `slot` into `ring` (at most [`FILES_KEPT`]), replacing in turn once it is full.
fn put<T>(ring: &mut Vec<T>, next: &mut usize, slot: T) {
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
        if let Some(file) = body_file(&std::env::temp_dir(), body) {
            let (ring, next) = (&mut files.files, &mut files.next_file);
            put(
                ring,
                next,
                File {
                    body: body.clone(),
                    file: Rc::new(file),
                },
            );
        }
    });
}

/// A file holding `body`, without a name from the start: made with `O_TMPFILE` in `dir`, else
/// (no such directory, a filesystem without it, a full disk) a memory file; `None` where there
/// are neither, or on any other failure.
#[cfg(target_os = "linux")]
fn body_file(dir: &std::path::Path, body: &[u8]) -> Option<OwnedFd> {
    use rustix::fs::{MemfdFlags, Mode, OFlags};
    use std::io::Write;
    let filled = |file: OwnedFd| {
        let mut writer = std::fs::File::from(file);
        writer.write_all(body).ok()?;
        Some(OwnedFd::from(writer))
    };
    let unnamed = OFlags::TMPFILE | OFlags::RDWR | OFlags::CLOEXEC;
    rustix::fs::open(dir, unnamed, Mode::RUSR | Mode::WUSR)
        .ok()
        .and_then(filled)
        .or_else(|| {
            let memory = rustix::fs::memfd_create(c"calendar-body", MemfdFlags::CLOEXEC).ok()?;
            filled(memory)
        })
}

#[cfg(not(target_os = "linux"))]
fn body_file(_: &std::path::Path, _: &[u8]) -> Option<OwnedFd> {
    None
}

/// Where the write of `bufs` can use a body's file: the index of the first slice that lies
/// inside a remembered body, that file's descriptor, and the slice's offset in it.
fn locate(bufs: &[IoSlice<'_>]) -> Option<(usize, Rc<OwnedFd>, u64)> {
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

/// The socket under hyper, sending remembered bodies from their files.
#[derive(Debug)]
pub struct Sendfile {
    stream: TcpStream,
}

impl Sendfile {
    pub fn new(stream: TcpStream) -> Sendfile {
        Sendfile { stream }
    }
}

/// Writes `head` (with `MSG_MORE`) and then `len` bytes of `file` from `offset` to `socket`;
/// the bytes written. A failure after part of it went out is reported by the next write.
/// Never called where there are no body files (they are Linux's).
fn send(
    socket: BorrowedFd<'_>,
    head: &[IoSlice<'_>],
    file: BorrowedFd<'_>,
    offset: u64,
    len: usize,
) -> io::Result<usize> {
    #[cfg(not(target_os = "linux"))]
    return {
        let _ = (socket, head, file, offset, len);
        Err(io::ErrorKind::Unsupported.into())
    };
    #[cfg(target_os = "linux")]
    {
        use rustix::net::{SendAncillaryBuffer, SendFlags};
        let head_len: usize = head.iter().map(|s| s.len()).sum();
        let mut written = 0;
        if head_len > 0 {
            let flags = SendFlags::MORE | SendFlags::NOSIGNAL;
            let mut control = SendAncillaryBuffer::default();
            written = rustix::net::sendmsg(socket, head, &mut control, flags)?;
            if written < head_len {
                return Ok(written);
            }
        }
        let mut at = offset;
        match rustix::fs::sendfile(socket, file, Some(&mut at), len) {
            Ok(n) => Ok(written + n),
            Err(_) if written > 0 => Ok(written),
            Err(err) => Err(err.into()),
        }
    }
}

impl AsyncRead for Sendfile {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Sendfile {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.poll_write_vectored(cx, &[IoSlice::new(buf)])
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let stream = &mut self.get_mut().stream;
        let Some((index, file, offset)) = locate(bufs) else {
            return Pin::new(stream).poll_write_vectored(cx, bufs);
        };
        let (head, len) = (
            bufs.get(..index).unwrap_or_default(),
            bufs.get(index).map_or(0, |s| s.len()),
        );
        loop {
            ready!(stream.poll_write_ready(cx))?;
            let write = || send(stream.as_fd(), head, file.as_fd(), offset, len);
            match stream.try_io(Interest::WRITABLE, write) {
                Err(err) if err.kind() == io::ErrorKind::WouldBlock => continue,
                done => return Poll::Ready(done),
            }
        }
    }

    fn is_write_vectored(&self) -> bool {
        true
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// A body of `len` bytes that all differ from their neighbours.
    fn body(len: usize) -> Bytes {
        (0..len)
            .map(|i| (i % 251) as u8)
            .collect::<Vec<u8>>()
            .into()
    }

    #[test]
    fn a_body_gets_a_file_the_second_time_it_comes_and_small_ones_never() {
        let big = body(MIN_FILE_BODY * 3);
        fn slices(b: &Bytes) -> [IoSlice<'_>; 2] {
            [IoSlice::new(b"head"), IoSlice::new(&b[100..])]
        }
        keep(&big);
        assert!(
            locate(&slices(&big)).is_none(),
            "seen once: written from memory"
        );
        keep(&big);
        let (index, _, offset) = locate(&slices(&big)).expect("seen twice: from its file");
        assert_eq!((index, offset), (1, 100));
        // Equal bytes elsewhere in memory are not the kept body.
        let copy = Bytes::from(big.to_vec());
        assert!(locate(&slices(&copy)).is_none());
        let small = body(MIN_FILE_BODY - 1);
        keep(&small);
        keep(&small);
        assert!(locate(&[IoSlice::new(&small)]).is_none());
    }

    #[test]
    fn a_body_file_has_no_name_in_the_directory_and_is_in_memory_where_it_cannot_be_there() {
        // What `/proc` says the descriptor is, and the bytes in it.
        let described = |file: &OwnedFd| {
            use std::os::fd::AsRawFd;
            let link = std::fs::read_link(format!("/proc/self/fd/{}", file.as_raw_fd())).unwrap();
            let mut bytes = vec![0; 1 << 16];
            let n = rustix::io::pread(file, &mut bytes, 0).unwrap();
            bytes.truncate(n);
            (link.to_string_lossy().into_owned(), bytes)
        };
        let dir = std::env::temp_dir().join(format!("calendar-body-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let content = body(40_000);
        let file = body_file(&dir, &content).expect("a file");
        let (link, bytes) = described(&file);
        // A filesystem without `O_TMPFILE` (rare: the test's machine decides) gives a memory file.
        let unnamed = rustix::fs::OFlags::TMPFILE | rustix::fs::OFlags::RDWR;
        if rustix::fs::open(&dir, unnamed, rustix::fs::Mode::RUSR).is_ok() {
            assert!(
                link.starts_with(dir.to_str().unwrap()) && link.ends_with("(deleted)"),
                "{link}"
            );
        } else {
            assert!(link.starts_with("/memfd:calendar-body"), "{link}");
        }
        assert!(bytes == content[..], "the body's bytes");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "nothing named");
        std::fs::remove_dir(&dir).unwrap();
        // No such directory: a memory file.
        let file = body_file(&dir, &content).expect("a memory file");
        let (link, bytes) = described(&file);
        assert!(link.starts_with("/memfd:calendar-body"), "{link}");
        assert!(bytes == content[..], "the body's bytes");
    }

    #[test]
    fn a_kept_body_arrives_whole_through_a_slow_reader() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let client = TcpStream::connect(listener.local_addr().unwrap());
            let (client, accepted) = tokio::join!(client, listener.accept());
            let (mut client, server) = (client.unwrap(), accepted.unwrap().0);
            rustix::net::sockopt::set_socket_send_buffer_size(&server, 16 * 1024).unwrap();
            rustix::net::sockopt::set_socket_recv_buffer_size(&client, 16 * 1024).unwrap();
            let big = body(1 << 20);
            keep(&big);
            keep(&big);
            assert!(
                locate(&[IoSlice::new(&big)]).is_some(),
                "sent from its file"
            );
            let head = b"HTTP/1.1 200 OK\r\n\r\n".to_vec();
            let reading = tokio::spawn(async move {
                let mut got = Vec::new();
                let mut chunk = [0; 4096];
                // Small reads, so the sender's buffer fills and its writes come back partial.
                loop {
                    match client.read(&mut chunk).await.unwrap() {
                        0 => break got,
                        n => got.extend_from_slice(&chunk[..n]),
                    }
                }
            });
            let mut server = Sendfile::new(server);
            let (mut head_at, mut body_at, mut writes) = (0, 0, 0);
            while body_at < big.len() {
                let slices = [
                    IoSlice::new(&head[head_at..]),
                    IoSlice::new(&big[body_at..]),
                ];
                let n = server.write_vectored(&slices).await.unwrap();
                let from_head = n.min(head.len() - head_at);
                head_at += from_head;
                body_at += n - from_head;
                writes += 1;
            }
            server.shutdown().await.unwrap();
            drop(server);
            let got = reading.await.unwrap();
            assert!(writes > 1, "the writes came back partial");
            assert_eq!(got.len(), head.len() + big.len());
            assert_eq!(&got[..head.len()], &head[..]);
            assert!(
                got[head.len()..] == big[..],
                "the body arrived byte for byte"
            );
        });
    }
}

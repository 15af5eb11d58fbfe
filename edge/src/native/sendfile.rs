//! Kept bodies sent with `sendfile(2)` from files, as nginx sends a file: the kernel takes the
//! body's pages instead of copying the whole body from the process into the socket on every
//! request.
//!
//! The library keeps a rendered answer's body (a shared [`Bytes`]) for the rest of its minute,
//! so the same bytes go out request after request. When a core converts a success whose body
//! it has seen before ([`keep`]), it copies the body once into a file without a name
//! (`files::body_file`) and remembers both, holding a clone of the body so that its address stays its
//! own. Under hyper, [`Sendfile`] wraps the socket: a vectored write whose slice lies inside a
//! remembered body goes out as the head before it (`sendmsg` with `MSG_MORE`, so head and body
//! leave in full segments, as nginx's `tcp_nopush`) and that part of the body from the file; any
//! other write goes to the socket as it is. Each core remembers at most `FILES_KEPT` bodies with
//! their files and `FILES_KEPT` bodies seen once (so at most twice that many bodies' memory
//! more than the library keeps); a body forgotten mid-response is written the ordinary way from
//! where it stopped.
//!
//! The file is a memory file (`memfd_create`) unless `calendar-serve --body-files DIR` names a
//! directory ([`body_files_in`]): then it is made with `O_TMPFILE | O_EXCL` there, so it never has
//! a name and nothing is left behind whatever happens (a memory file where that fails later, a
//! full disk). The directory's filesystem decides the cost of every send: the page cache of a
//! disk filesystem holds a body written at once in large folios, which `sendfile` takes a few
//! at a time, where a memory file (and tmpfs, as Linux ships it) holds 4 KiB pages, each looked
//! up on every send: for a 150 KB body about a sixth of the server's CPU time per request
//! (docs/benchmarks.md). Making, filling and closing such a file may wait on the disk's journal,
//! so it is done on a blocking thread, never on the core that serves; until its file is ready a
//! body is written the ordinary way. The price (docs/operations.md): the kernel writes each such
//! body out to the disk once, and under memory pressure may read it back from there.
//!
//! Only on Linux (`memfd_create`, `O_TMPFILE`, `sendfile` on sockets); elsewhere nothing is
//! remembered and every write is the ordinary one.

use std::cell::RefCell;
use std::io::{self, IoSlice};
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, ready};

mod files;

use files::locate;
pub use files::{body_files_in, keep};

use hyper::body::Bytes;
use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
use tokio::net::TcpStream;

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
            let write = || send(stream.as_fd(), head, file.fd.as_fd(), offset, len);
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
    use super::files::*;
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
    fn a_body_file_is_in_memory_or_without_a_name_in_the_directory_of_body_files() {
        // What `/proc` calls the descriptor, and the bytes in it.
        let described = |file: &BodyFd| {
            use std::os::fd::AsRawFd;
            let fd = &file.fd;
            let proc_path = format!("/proc/self/fd/{}", fd.as_raw_fd());
            let link = std::fs::read_link(&proc_path).unwrap();
            let mut bytes = vec![0; 1 << 16];
            let n = rustix::io::pread(fd, &mut bytes, 0).unwrap();
            bytes.truncate(n);
            (proc_path, link.to_string_lossy().into_owned(), bytes)
        };
        let content = body(40_000);
        // Without --body-files: a memory file.
        let file = body_file(None, &content).expect("a memory file");
        let (_, link, bytes) = described(&file);
        assert!(
            !file.on_disk && link.starts_with("/memfd:calendar-body"),
            "{link}"
        );
        assert!(bytes == content[..], "the body's bytes");

        let made = std::env::temp_dir().join(format!("calendar-body-test-{}", std::process::id()));
        std::fs::create_dir_all(&made).unwrap();
        // `/proc` names the directory by its real path.
        let dir = made.canonicalize().unwrap();
        let unnamed = rustix::fs::OFlags::TMPFILE | rustix::fs::OFlags::RDWR;
        let supported = rustix::fs::open(&dir, unnamed, rustix::fs::Mode::RUSR).is_ok();
        let file = body_file(Some(&dir), &content).expect("a file");
        let (proc_path, link, bytes) = described(&file);
        assert!(bytes == content[..], "the body's bytes");
        if supported {
            assert!(file.on_disk, "{link}");
            assert!(
                link.starts_with(dir.to_str().unwrap()) && link.ends_with("(deleted)"),
                "{link}"
            );
            // O_EXCL: it can never be given a name either.
            let named = rustix::fs::linkat(
                rustix::fs::CWD,
                proc_path.as_str(),
                rustix::fs::CWD,
                dir.join("named"),
                rustix::fs::AtFlags::SYMLINK_FOLLOW,
            );
            assert!(named.is_err(), "linked into the directory");
        } else {
            // A filesystem without `O_TMPFILE` (the test's machine decides): a memory file.
            assert!(
                !file.on_disk && link.starts_with("/memfd:calendar-body"),
                "{link}"
            );
        }
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "nothing named");
        std::fs::remove_dir(&dir).unwrap();
        // The directory gone (or a full disk): a memory file, and the start refuses it.
        let file = body_file(Some(&dir), &content).expect("a memory file");
        let (_, link, _) = described(&file);
        assert!(
            !file.on_disk && link.starts_with("/memfd:calendar-body"),
            "{link}"
        );
        let refused = body_files_in(&dir).unwrap_err();
        assert!(
            format!("{refused:#}").contains("--body-files"),
            "{refused:#}"
        );
        assert!(BODY_DIR.get().is_none());
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

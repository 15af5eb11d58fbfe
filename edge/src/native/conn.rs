//! Connections: the accept loop with its cap and back-off, per-connection deadlines, and the
//! graceful stop.
//!
//! hyper (HTTP/1.1) parses and writes; hyper-util's `GracefulShutdown` lets in-flight responses
//! finish on a signal; a tokio `Semaphore` caps the open connections (beyond the cap, new
//! connections wait in the listen backlog), and [`PerClient`] caps them per client and per IPv6
//! /56 and /48 (beyond a cap, a client's new connection is closed at once). The two deadlines live in [`Deadlines`], a wrapper
//! around the socket, because hyper's own `header_read_timeout` also times the wait for the
//! next request of a keep-alive connection and so cannot have a longer idle timeout beside it.
//! Above them, [`HeadErrors`] turns hyper's own answers to unreadable heads into the API's
//! envelope.

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper_util::rt::TokioIo;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio::time::Sleep;

use super::head_errors::HeadErrors;
use super::log::Log;
use super::per_client::{Caps, PerClient};

/// The most bytes hyper buffers for one request head (request line and headers).
pub const MAX_HEAD_BYTES: usize = 16 * 1024;

/// How long in-flight responses may take after SIGINT/SIGTERM before the server exits anyway.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// The connection limits, from the command line.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// A connection must send a complete request head within this time of opening (or of its
    /// first byte after a keep-alive pause).
    pub header_timeout: Duration,
    /// A keep-alive connection with no request, or a response the client does not read, is
    /// closed after this time.
    pub idle_timeout: Duration,
    /// Open connections at most.
    pub max_connections: usize,
    /// Open connections at most from one client (an IPv4 address, an IPv6 /64), and from one
    /// IPv6 /56 and /48.
    pub per_client: Caps,
}

/// One request to answer, and the peer's address: its response, to come.
pub type Handler = dyn Fn(hyper::Request<Incoming>, IpAddr) -> Reply + Send + Sync;

/// A response to come.
pub type Reply = Pin<Box<dyn Future<Output = hyper::Response<Full<Bytes>>> + Send>>;

/// What every accept loop of the process shares, whichever core it runs on: the cap on open
/// connections, the per-client caps and the log lines of accept failures.
#[derive(Debug, Clone)]
pub struct Gate {
    limits: Limits,
    permits: Arc<Semaphore>,
    per_client: Arc<PerClient>,
    failures: Arc<Mutex<FailureLines>>,
}

impl Gate {
    pub fn new(limits: Limits) -> Gate {
        Gate {
            limits,
            permits: Arc::new(Semaphore::new(limits.max_connections.max(1))),
            per_client: Arc::new(PerClient::default()),
            failures: Arc::default(),
        }
    }
}

/// Accepts and serves connections until `shutdown` resolves, then stops accepting and lets
/// in-flight responses finish for at most [`SHUTDOWN_GRACE`]. Several loops (one per core, each
/// on its own runtime) may accept from the same listening socket through one `gate`.
pub async fn serve(
    listener: TcpListener,
    gate: Gate,
    log: Log,
    handler: Arc<Handler>,
    shutdown: impl Future<Output = ()>,
) {
    tokio::pin!(shutdown);
    let Gate {
        limits,
        permits,
        per_client,
        failures,
    } = gate;
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.header_read_timeout(None).max_buf_size(MAX_HEAD_BYTES);
    let mut errors = AcceptErrors {
        pause: None,
        lines: failures,
    };
    loop {
        let permit = tokio::select! {
            permit = Arc::clone(&permits).acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(connection) => {
                    errors.recovered();
                    connection
                }
                Err(err) => {
                    let pause = errors.failed(&err, &log);
                    tokio::select! {
                        () = tokio::time::sleep(pause) => continue,
                        () = &mut shutdown => break,
                    }
                }
            },
            () = &mut shutdown => break,
        };
        // Over its own cap, a client's new connection is closed at once: one address never
        // holds the slots other clients need.
        let Some(slot) = PerClient::enter(&per_client, peer.ip(), limits.per_client) else {
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let io = TokioIo::new(HeadErrors::new(Deadlines::new(stream, limits)));
        let handler = Arc::clone(&handler);
        let service = hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
            let handler = Arc::clone(&handler);
            async move { Ok::<_, Infallible>(handler(req, peer.ip()).await) }
        });
        let connection = graceful.watch(http.serve_connection(io, service));
        let log = log.clone();
        tokio::spawn(async move {
            if let Err(err) = connection.await {
                log.line(format!("calendar-serve: connection from {peer}: {err}"));
            }
            drop(slot);
            drop(permit);
        });
    }
    drop(listener);
    log.line(format!(
        "calendar-serve: shutting down; waiting for {} connection(s)",
        graceful.count()
    ));
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(SHUTDOWN_GRACE) => {
            log.line("calendar-serve: grace period over; closing the remaining connections".into());
        }
    }
}

/// Accept failures (EMFILE when descriptors run out, and the like): the loop pauses, doubling
/// from 10 ms to 1 s, and the process logs at most one line a second (whichever loop failed)
/// with how many it did not log.
#[derive(Debug)]
struct AcceptErrors {
    pause: Option<Duration>,
    lines: Arc<Mutex<FailureLines>>,
}

/// When an accept failure was last logged, and how many were not since; one for all loops.
#[derive(Debug, Default)]
pub struct FailureLines {
    logged_at: Option<Instant>,
    unlogged: u64,
}

impl AcceptErrors {
    const FIRST_PAUSE: Duration = Duration::from_millis(10);
    const MOST_PAUSE: Duration = Duration::from_secs(1);

    fn failed(&mut self, err: &io::Error, log: &Log) -> Duration {
        let pause = self
            .pause
            .map_or(Self::FIRST_PAUSE, |p| (p * 2).min(Self::MOST_PAUSE));
        self.pause = Some(pause);
        let mut lines = self.lines.lock().unwrap_or_else(|p| p.into_inner());
        if lines
            .logged_at
            .is_none_or(|at| at.elapsed() >= Duration::from_secs(1))
        {
            let more = match lines.unlogged {
                0 => String::new(),
                n => format!(" ({n} more since the last such line)"),
            };
            log.line(format!(
                "calendar-serve: accept failed: {err}{more}; pausing {} ms",
                pause.as_millis()
            ));
            lines.logged_at = Some(Instant::now());
            lines.unlogged = 0;
        } else {
            lines.unlogged += 1;
        }
        pause
    }

    fn recovered(&mut self) {
        self.pause = None;
    }
}

/// A socket with the two deadlines of a connection. While waiting for a request head the
/// deadline is `header_timeout` from the connection's start (or from the first byte after a
/// response); after a response has been written, `idle_timeout` from the last byte written.
/// Passing it fails the read or write with `TimedOut`, which makes hyper close the connection.
#[derive(Debug)]
pub struct Deadlines<T> {
    inner: T,
    waiting_for_head: bool,
    sleep: Pin<Box<Sleep>>,
    limits: Limits,
}

impl<T> Deadlines<T> {
    pub fn new(inner: T, limits: Limits) -> Deadlines<T> {
        Deadlines {
            inner,
            waiting_for_head: true,
            sleep: Box::pin(tokio::time::sleep(limits.header_timeout)),
            limits,
        }
    }

    fn restart(&mut self, after: Duration) {
        let deadline = tokio::time::Instant::now() + after;
        self.sleep.as_mut().reset(deadline);
    }

    fn expired(&mut self, cx: &mut Context<'_>) -> Option<io::Error> {
        self.sleep.as_mut().poll(cx).is_ready().then(|| {
            let what = if self.waiting_for_head {
                "no complete request head within the header timeout"
            } else {
                "idle longer than the idle timeout"
            };
            io::Error::new(io::ErrorKind::TimedOut, what)
        })
    }

    /// A read or write still pending fails once the deadline has passed.
    fn pending<R>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<R>> {
        match self.expired(cx) {
            Some(err) => Poll::Ready(Err(err)),
            None => Poll::Pending,
        }
    }

    /// After a write: bytes written start the idle deadline.
    fn after_write(
        &mut self,
        cx: &mut Context<'_>,
        poll: Poll<io::Result<usize>>,
    ) -> Poll<io::Result<usize>> {
        match poll {
            Poll::Ready(Ok(n)) => {
                if n > 0 {
                    self.waiting_for_head = false;
                    self.restart(self.limits.idle_timeout);
                }
                Poll::Ready(Ok(n))
            }
            Poll::Ready(Err(err)) => Poll::Ready(Err(err)),
            Poll::Pending => self.pending(cx),
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Deadlines<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                if buf.filled().len() > before && !this.waiting_for_head {
                    this.waiting_for_head = true;
                    this.restart(this.limits.header_timeout);
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(err)) => Poll::Ready(Err(err)),
            Poll::Pending => this.pending(cx),
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Deadlines<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.after_write(cx, poll)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.after_write(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

/// The start-up line naming the limits.
pub fn describe(limits: Limits) -> String {
    format!(
        "calendar-serve: header timeout {} s, idle timeout {} s, at most {} connections, {} per client, {} per IPv6 /56, {} per /48",
        limits.header_timeout.as_secs(),
        limits.idle_timeout.as_secs(),
        limits.max_connections,
        limits.per_client.client,
        limits.per_client.per_56,
        limits.per_client.per_48
    )
}

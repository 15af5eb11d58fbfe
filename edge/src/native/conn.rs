//! Connections: the accept loop with its cap and back-off, which hands each connection to a core
//! (the first until it has [`Limits::pack`] open, then the next, then the one with the fewest),
//! per-connection deadlines, and the graceful stop.
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
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper_util::rt::TokioIo;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpListener;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc};
use tokio::time::Sleep;

use super::head_errors::HeadErrors;
use super::log::Log;
use super::per_client::{Caps, ClientSlot, PerClient};
use super::sendfile::Sendfile;

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
    /// Connections a core takes before the next core is given any (at least 1).
    pub pack: usize,
}

/// One request to answer, and the peer's address: its response, to come.
pub type Handler = dyn Fn(hyper::Request<Incoming>, IpAddr) -> Reply + Send + Sync;

/// A response to come.
pub type Reply = Pin<Box<dyn Future<Output = hyper::Response<Full<Bytes>>> + Send>>;

/// What the accept loop admits connections by: the limits, the cap on open connections, the
/// per-client caps and the log lines of accept failures.
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

    pub fn limits(&self) -> Limits {
        self.limits
    }
}

/// A connection accepted and admitted under the caps, on its way to the core that serves it.
#[derive(Debug)]
pub struct Admitted {
    stream: std::net::TcpStream,
    peer: SocketAddr,
    hold: Hold,
}

/// What an open connection holds until it closes: its place under the connection cap and the
/// per-client caps, and one in its core's count.
#[derive(Debug)]
struct Hold {
    _permit: OwnedSemaphorePermit,
    _slot: ClientSlot,
    open: Arc<AtomicUsize>,
}

impl Drop for Hold {
    fn drop(&mut self) {
        self.open.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One core's end of the dispatch: where its connections are sent, and how many it has open.
#[derive(Debug, Clone)]
pub struct Lane {
    tx: mpsc::UnboundedSender<Admitted>,
    open: Arc<AtomicUsize>,
}

/// A core's lane, and the receiving end its [`serve`] reads connections from.
pub fn lane() -> (Lane, mpsc::UnboundedReceiver<Admitted>) {
    let (tx, rx) = mpsc::unbounded_channel();
    let open = Arc::default();
    (Lane { tx, open }, rx)
}

/// Accepts connections until `shutdown` resolves and hands each to the lane [`pick`] chooses (the
/// kernel would wake whichever loop it likes, often the same one for every connection, leaving
/// the other cores idle however many connections there are). Dropping the lanes then tells every
/// core's [`serve`] to stop.
pub async fn accept(
    listener: TcpListener,
    gate: Gate,
    mut lanes: Vec<Lane>,
    log: Log,
    shutdown: impl Future<Output = ()>,
) {
    tokio::pin!(shutdown);
    let Gate {
        limits,
        permits,
        per_client,
        failures,
    } = gate;
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
        let Ok(stream) = stream.into_std() else {
            continue;
        };
        let mut connection = Admitted {
            stream,
            peer,
            hold: Hold {
                _permit: permit,
                _slot: slot,
                open: Arc::default(),
            },
        };
        // A core that stopped (its thread gone) takes no more connections; the others serve.
        loop {
            let Some((at, lane)) = pick(&lanes, limits.pack) else {
                log.line("calendar-serve: no core serves connections any more".into());
                return;
            };
            lane.open.fetch_add(1, Ordering::Relaxed);
            connection.hold.open = Arc::clone(&lane.open);
            match lane.tx.send(connection) {
                Ok(()) => break,
                Err(mpsc::error::SendError(back)) => {
                    connection = back;
                    // `remove`, not `swap_remove`: the order decides which core fills first.
                    lanes.remove(at);
                    log.line("calendar-serve: a core stopped serving".into());
                }
            }
        }
    }
}

/// How many open connections a core takes by default before the next core is given any
/// (`--pack-connections`): a few busy connections are served best by one core (no wake-ups across
/// cores, and the other cores left to the rest of the machine, the clients on it), many are
/// spread. Measured on 2 cores with the clients beside the server (docs/benchmarks.md).
pub const PACK: usize = 16;

/// The lane the next connection goes to, and where it is: the first with fewer than `pack`
/// open, else the one with the fewest (the first of those); `None` when no lane is left.
fn pick(lanes: &[Lane], pack: usize) -> Option<(usize, &Lane)> {
    let open = |lane: &Lane| lane.open.load(Ordering::Relaxed);
    let lanes = lanes.iter().enumerate();
    lanes
        .clone()
        .find(|(_, lane)| open(lane) < pack)
        .or_else(|| lanes.min_by_key(|(_, lane)| open(lane)))
}

/// Serves the connections `accept` sends to this core, on this core's runtime, until `accept`
/// stops; then lets in-flight responses finish for at most [`SHUTDOWN_GRACE`].
pub async fn serve(
    mut connections: mpsc::UnboundedReceiver<Admitted>,
    limits: Limits,
    log: Log,
    handler: Arc<Handler>,
) {
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.header_read_timeout(None).max_buf_size(MAX_HEAD_BYTES);
    while let Some(Admitted { stream, peer, hold }) = connections.recv().await {
        let stream = match tokio::net::TcpStream::from_std(stream) {
            Ok(stream) => stream,
            Err(err) => {
                log.line(format!("calendar-serve: connection from {peer}: {err}"));
                continue;
            }
        };
        let io = TokioIo::new(HeadErrors::new(Deadlines::new(
            Sendfile::new(stream),
            limits,
        )));
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
            drop(hold);
        });
    }
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
        "calendar-serve: header timeout {} s, idle timeout {} s, at most {} connections, {} per client, {} per IPv6 /56, {} per /48; a core takes {} before the next",
        limits.header_timeout.as_secs(),
        limits.idle_timeout.as_secs(),
        limits.max_connections,
        limits.per_client.client,
        limits.per_client.per_56,
        limits.per_client.per_48,
        limits.pack
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The next connection handed to a lane; fails the test after 5 s without one.
    async fn next(lane: &mut mpsc::UnboundedReceiver<Admitted>) -> Admitted {
        tokio::time::timeout(Duration::from_secs(5), lane.recv())
            .await
            .expect("a connection within 5 s")
            .expect("the lane open")
    }

    #[test]
    fn connections_fill_one_core_to_pack_then_go_to_the_serving_core_with_the_fewest_open() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
            let address = listener.local_addr().unwrap();
            let limits = Limits {
                header_timeout: Duration::from_secs(10),
                idle_timeout: Duration::from_secs(10),
                max_connections: 4 * PACK,
                per_client: Caps {
                    client: 4 * PACK,
                    per_56: 4 * PACK,
                    per_48: 4 * PACK,
                },
                pack: PACK,
            };
            let (log, _writer) = Log::start(std::io::sink(), 16);
            let (one, mut first) = lane();
            let (two, mut second) = lane();
            let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
            let accepting = tokio::spawn(accept(
                listener,
                Gate::new(limits),
                vec![one, two],
                log,
                async move {
                    let _ = stopped.await;
                },
            ));
            let mut clients = Vec::new();
            let mut connect = async || {
                clients.push(tokio::net::TcpStream::connect(address).await.unwrap());
            };
            // The first PACK connections all go to the first core.
            let mut on_first = Vec::new();
            for _ in 0..PACK {
                connect().await;
                on_first.push(next(&mut first).await);
            }
            assert!(second.try_recv().is_err(), "the second core idle so far");
            // Then the second core fills.
            let mut on_second = Vec::new();
            for _ in 0..PACK {
                connect().await;
                on_second.push(next(&mut second).await);
            }
            // One of the first core's closes: the next goes back to it.
            on_first.pop();
            connect().await;
            on_first.push(next(&mut first).await);
            // Both full: each goes to the one with the fewest open, the first on a tie.
            connect().await;
            on_first.push(next(&mut first).await);
            connect().await;
            on_second.push(next(&mut second).await);
            connect().await;
            on_first.push(next(&mut first).await);
            assert!(
                second.try_recv().is_err(),
                "nothing more went to the busier core"
            );
            // A core that stopped takes none, though it has the fewest open: its connection
            // goes to another.
            drop(on_second);
            drop(second);
            connect().await;
            on_first.push(next(&mut first).await);
            connect().await;
            on_first.push(next(&mut first).await);
            // Stopping the accept loop closes the lanes.
            drop(on_first);
            stop.send(()).unwrap();
            accepting.await.unwrap();
            assert!(first.recv().await.is_none());
        });
    }
}

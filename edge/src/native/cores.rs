//! One single-threaded runtime per core: each runs an accept loop (`conn::serve`) on the same
//! listening socket, so a connection is served start to end on the core that accepted it, with
//! no work-stealing scheduler between its reads and writes. What the loops share is shared
//! across them: the connection caps ([`conn::Gate`]), the service in force (and so the one rate
//! limiter of the process), the request log. The first loop runs on the main runtime, beside the
//! reloader and the signal handlers; a SIGINT or SIGTERM stops every loop, and each lets its
//! in-flight responses finish.

use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use anyhow::Context;
use tokio::net::TcpListener;
use tokio::sync::watch;

use super::conn::{self, Gate, Handler};
use super::log::Log;

/// A single-threaded runtime with I/O, time and signals.
pub fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")
}

/// Serves `listener` from `cores` accept loops (this runtime's and one thread each for the
/// others) until SIGINT or SIGTERM, then waits for every loop to finish.
pub async fn serve(
    listener: TcpListener,
    cores: usize,
    gate: Gate,
    log: &Log,
    handler: Arc<Handler>,
) -> anyhow::Result<()> {
    let listener = listener
        .into_std()
        .context("cannot share the listening socket")?;
    let (stop, stopped) = watch::channel(false);
    let mut others = Vec::new();
    for core in 1..cores.max(1) {
        let copy = listener
            .try_clone()
            .context("cannot share the listening socket")?;
        match spawn(
            copy,
            core,
            gate.clone(),
            log.clone(),
            Arc::clone(&handler),
            stopped.clone(),
        ) {
            Ok(thread) => others.push(thread),
            // Fewer loops serve the same; the start-up goes on.
            Err(err) => log.line(format!("calendar-serve: core {core} not used: {err:#}")),
        }
    }
    let listener = TcpListener::from_std(listener).context("cannot listen")?;
    let shutdown = async move {
        super::signal::shutdown_signal().await;
        let _ = stop.send(true);
    };
    conn::serve(listener, gate, log.clone(), handler, shutdown).await;
    // The other loops stopped on the same signal; wait for their grace periods without blocking
    // this runtime.
    let _ = tokio::task::spawn_blocking(move || {
        for thread in others {
            let _ = thread.join();
        }
    })
    .await;
    Ok(())
}

/// One more accept loop on a thread and runtime of its own.
fn spawn(
    listener: std::net::TcpListener,
    core: usize,
    gate: Gate,
    log: Log,
    handler: Arc<Handler>,
    mut stopped: watch::Receiver<bool>,
) -> anyhow::Result<JoinHandle<()>> {
    let runtime = runtime()?;
    let thread = std::thread::Builder::new()
        .name(format!("calendar-serve-{core}"))
        .spawn(move || {
            runtime.block_on(async move {
                let listener = match TcpListener::from_std(listener) {
                    Ok(listener) => listener,
                    Err(err) => {
                        log.line(format!("calendar-serve: core {core} not used: {err}"));
                        return;
                    }
                };
                let shutdown = async move {
                    let _ = stopped.wait_for(|stop| *stop).await;
                };
                conn::serve(listener, gate, log, handler, shutdown).await;
            });
            // Connections still open after the grace period are cut here.
            runtime.shutdown_timeout(Duration::from_secs(1));
        })
        .context("cannot start a thread")?;
    Ok(thread)
}

//! One single-threaded runtime per core: the main one accepts (`conn::accept`, beside the
//! reloader and the signal handlers) and hands each connection to a core (the first until it has
//! `--pack-connections` open, then the next, then the one with the fewest), whose runtime serves
//! it start to end (`conn::serve`), with no work-stealing scheduler between its reads and
//! writes. What the cores share is shared across them: the service in force (and
//! so the one rate limiter of the process), the request log. A SIGINT or SIGTERM stops the
//! accept loop, and each core lets its in-flight responses finish.

use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use anyhow::Context;
use tokio::net::TcpListener;
use tokio::sync::mpsc;

use super::conn::{self, Admitted, Gate, Handler, Limits};
use super::log::Log;

/// A single-threaded runtime with I/O, time and signals.
pub fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")
}

/// Serves `listener` on `cores` cores (this runtime and one thread each for the others): this
/// runtime accepts, and each core serves the connections handed to it, until SIGINT or SIGTERM;
/// then waits for every core to finish.
pub async fn serve(
    listener: TcpListener,
    cores: usize,
    gate: Gate,
    log: &Log,
    handler: Arc<Handler>,
) -> anyhow::Result<()> {
    let limits = gate.limits();
    let (lane, here) = conn::lane();
    let mut lanes = vec![lane];
    let mut others = Vec::new();
    for core in 1..cores.max(1) {
        let (lane, connections) = conn::lane();
        match spawn(connections, core, limits, log.clone(), Arc::clone(&handler)) {
            Ok(thread) => {
                lanes.push(lane);
                others.push(thread);
            }
            // Fewer cores serve the same; the start-up goes on.
            Err(err) => log.line(format!("calendar-serve: core {core} not used: {err:#}")),
        }
    }
    let this_core = tokio::spawn(conn::serve(here, limits, log.clone(), handler));
    conn::accept(
        listener,
        gate,
        lanes,
        log.clone(),
        super::signal::shutdown_signal(),
    )
    .await;
    // The lanes are dropped: every core stops taking connections and lets its in-flight
    // responses finish; wait for them without blocking this runtime.
    let _ = this_core.await;
    let _ = tokio::task::spawn_blocking(move || {
        for thread in others {
            let _ = thread.join();
        }
    })
    .await;
    Ok(())
}

/// One more core: a thread and runtime of its own serving the connections sent to it.
fn spawn(
    connections: mpsc::UnboundedReceiver<Admitted>,
    core: usize,
    limits: Limits,
    log: Log,
    handler: Arc<Handler>,
) -> anyhow::Result<JoinHandle<()>> {
    let runtime = runtime()?;
    let thread = std::thread::Builder::new()
        .name(format!("calendar-serve-{core}"))
        .spawn(move || {
            runtime.block_on(conn::serve(connections, limits, log, handler));
            // Connections still open after the grace period are cut here.
            runtime.shutdown_timeout(Duration::from_secs(1));
        })
        .context("cannot start a thread")?;
    Ok(thread)
}

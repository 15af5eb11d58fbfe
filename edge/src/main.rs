//! `calendar-serve`: the calendar API as a native HTTP server, for local runs, self-hosting and
//! the black-box tests. It serves exactly what the Worker serves: both call
//! [`calendar::Service::handle`].

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Instant, SystemTime};

use anyhow::Context;
use calendar::changes::Changes;
use calendar::{Dataset, LimitConfig, Request, Response, Service};
use clap::Parser;
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::{HeaderName, HeaderValue};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;

/// Serves the Arknights: Endfield calendar API (`/api/v1/events`) over HTTP/1.1.
///
/// The rate limit is read from the environment: CALENDAR_API_RATE_LIMIT_WINDOW_MS (window
/// length in milliseconds, default 60000) and CALENDAR_API_RATE_LIMIT_MAX (requests per window
/// and client, default 60).
#[derive(Debug, Parser)]
#[command(version)]
struct Args {
    /// Address to listen on; port 0 picks a free port (the chosen address is printed).
    #[arg(long, default_value = "127.0.0.1:8787")]
    listen: SocketAddr,

    /// Dataset file to serve, in the format of dist/events.json [default: the dist/events.json
    /// embedded at compile time].
    #[arg(long, value_name = "FILE")]
    dataset: Option<PathBuf>,

    /// History of schedule changes to serve at /api/v1/changes, in the format of
    /// dist/changes.json [default: changes.json beside --dataset if there is one there (else an
    /// empty history); without --dataset, the dist/changes.json embedded at compile time].
    #[arg(long, value_name = "FILE")]
    changes: Option<PathBuf>,

    /// Take the client address for rate limiting from this request header (its first
    /// comma-separated item), as set by a trusted reverse proxy. Off by default: the peer
    /// address is the client. Never enable it without a proxy that overwrites the header.
    #[arg(long, value_name = "NAME")]
    client_ip_header: Option<HeaderName>,
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(err) => {
            eprintln!("calendar-serve: error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<ExitCode> {
    let args = Args::parse();
    let dataset = match &args.dataset {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read dataset {}", path.display()))?;
            Dataset::from_json(&text)
                .with_context(|| format!("invalid dataset {}", path.display()))?
        }
        None => Dataset::from_json(calendar_edge::EMBEDDED_DATASET)
            .context("invalid embedded dataset")?,
    };
    let window = std::env::var("CALENDAR_API_RATE_LIMIT_WINDOW_MS").ok();
    let max = std::env::var("CALENDAR_API_RATE_LIMIT_MAX").ok();
    let (limits, warnings) = LimitConfig::from_settings(window.as_deref(), max.as_deref());
    for warning in warnings {
        eprintln!("calendar-serve: warning: {warning}");
    }
    let changes = load_changes(&args)?;
    let service = Arc::new(Service::new(dataset, limits).with_changes(changes));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(serve(args, service))?;
    Ok(ExitCode::SUCCESS)
}

/// The history `--changes` names, or the default `--changes` documents.
fn load_changes(args: &Args) -> anyhow::Result<Changes> {
    let path = match (&args.changes, &args.dataset) {
        (Some(path), _) => path.clone(),
        (None, Some(dataset)) => {
            let beside = dataset.with_file_name("changes.json");
            if !beside.is_file() {
                return Ok(Changes::default());
            }
            beside
        }
        (None, None) => {
            return Changes::from_json(calendar_edge::EMBEDDED_CHANGES)
                .context("invalid embedded changes");
        }
    };
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read changes {}", path.display()))?;
    Changes::from_json(&text).with_context(|| format!("invalid changes {}", path.display()))
}

async fn serve(args: Args, service: Arc<Service>) -> anyhow::Result<()> {
    let listener = TcpListener::bind(args.listen)
        .await
        .with_context(|| format!("cannot listen on {}", args.listen))?;
    let local = listener
        .local_addr()
        .context("cannot read the listening address")?;
    println!("calendar-serve: listening on http://{local}");
    let limits = service.limits();
    eprintln!(
        "calendar-serve: {} events, rate limit {} requests per {} ms",
        service.dataset().events().len(),
        limits.max,
        limits.window_ms
    );
    let header = Arc::new(args.client_ip_header);
    let shutdown = shutdown_signal();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(connection) => connection,
                Err(err) => {
                    eprintln!("calendar-serve: accept failed: {err}");
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let service = Arc::clone(&service);
        let header = Arc::clone(&header);
        tokio::spawn(async move {
            let handler = hyper::service::service_fn(move |req| {
                let response = respond(&service, header.as_ref().as_ref(), peer.ip(), &req);
                async move { Ok::<_, Infallible>(response) }
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), handler);
            if let Err(err) = connection.await {
                eprintln!("calendar-serve: connection from {peer}: {err}");
            }
        });
    }
    eprintln!("calendar-serve: shutting down");
    Ok(())
}

/// Adapts one hyper request to the library's request function and back, with a log line.
fn respond(
    service: &Service,
    client_ip_header: Option<&HeaderName>,
    peer: IpAddr,
    req: &hyper::Request<Incoming>,
) -> hyper::Response<Full<Bytes>> {
    let started = Instant::now();
    let headers = req.headers();
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let peer = peer.to_string();
    let client = client_ip_header
        .and_then(|name| headers.get(name))
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').next())
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .unwrap_or(&peer);
    // A list field may come as several lines; the library reads them joined.
    let if_none_match: Vec<&str> = headers
        .get_all("if-none-match")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    let if_none_match = (!if_none_match.is_empty()).then(|| if_none_match.join(", "));
    let request = Request {
        method: req.method().as_str(),
        path: req.uri().path(),
        query: req.uri().query().unwrap_or(""),
        client,
        access_control_request_headers: text("access-control-request-headers"),
        if_none_match: if_none_match.as_deref(),
        now: SystemTime::now().into(),
    };
    // A panic would be a bug; answer it as a 500 rather than dropping the connection.
    let response = std::panic::catch_unwind(|| service.handle(&request))
        .unwrap_or_else(|_| calendar::ApiError::Internal.into_response());
    eprintln!(
        "{} {} {} {}µs",
        request.method,
        req.uri().path(),
        response.status,
        started.elapsed().as_micros()
    );
    to_hyper(response)
}

fn to_hyper(response: Response) -> hyper::Response<Full<Bytes>> {
    let mut out = hyper::Response::new(Full::new(Bytes::from(response.body)));
    *out.status_mut() = hyper::StatusCode::from_u16(response.status)
        .unwrap_or(hyper::StatusCode::INTERNAL_SERVER_ERROR);
    for (name, value) in response.headers {
        if let Ok(value) = HeaderValue::from_str(&value) {
            out.headers_mut().append(name, value);
        }
    }
    out
}

/// Resolves on SIGINT or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
}

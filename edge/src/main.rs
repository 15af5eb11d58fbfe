//! `calendar-serve`: the calendar API as a native HTTP server, for local runs, self-hosting and
//! the black-box tests. It serves exactly what the Worker serves: both call
//! [`calendar::Service::handle`]. This file is the command line and the start-up; the adapter
//! of each request is `native/adapter.rs`.

mod native;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime};

use anyhow::Context;
use calendar::LimitConfig;
use chrono::{DateTime, TimeDelta, Utc};
use clap::Parser;
use hyper::body::Incoming;
use hyper::header::HeaderName;
use tokio::net::TcpListener;

use native::adapter::read_body;
use native::client_key::ClientSource;
use native::conn::{self, Limits, Reply};
use native::log::Log;
use native::notify;
use native::per_client::Caps;
use native::reload::{Current, Reloader, Sources};
use native::subscriptions::Subscriptions;

/// Serves the Arknights: Endfield calendar API (`/api/v1/events`) over HTTP/1.1.
#[derive(Debug, Parser)]
#[command(name = "calendar-serve", version, after_help = LimitConfig::env_help())]
struct Args {
    /// Address to listen on; port 0 picks a free port (the chosen address is printed).
    #[arg(long, default_value = "127.0.0.1:8787")]
    listen: SocketAddr,

    /// Dataset file to serve, in the format of dist/events.json [default: the dist/events.json
    /// embedded at compile time].
    #[arg(long, value_name = "FILE")]
    dataset: Option<PathBuf>,

    /// Reload --dataset (and its history) when either file changes, checking every this many
    /// seconds; 0: only on SIGHUP. A file that does not load is logged and the previous dataset
    /// keeps serving.
    #[arg(long, value_name = "SECS", default_value_t = 5, value_parser = clap::value_parser!(u64).range(0..=86400))]
    reload_interval: u64,

    /// History of schedule changes to serve at /api/v1/changes, in the format of
    /// dist/changes.json [default: changes.json beside --dataset if there is one there (else an
    /// empty history); without --dataset, the dist/changes.json embedded at compile time].
    #[arg(long, value_name = "FILE")]
    changes: Option<PathBuf>,

    /// Take the client address for rate limiting from this request header, as written by
    /// trusted reverse proxies: its N-th comma-separated item from the right, N being
    /// --trusted-proxies (the item the outermost trusted proxy appended), normalised (brackets,
    /// port, IPv6 zone id, quotes, case). When that item is missing or is not an address, the
    /// peer address, never an item further left. Off by default: the peer address is the
    /// client. Only enable it behind proxies that append to or overwrite the header.
    #[arg(long, value_name = "NAME")]
    client_ip_header: Option<HeaderName>,

    /// How many trusted reverse proxies append to --client-ip-header, the nearest last.
    #[arg(long, value_name = "N", default_value_t = 1, requires = "client_ip_header",
          value_parser = clap::value_parser!(u64).range(1..=16))]
    trusted_proxies: u64,

    /// Close a connection that has not sent a complete request head within this many seconds
    /// (from its opening, or from its first byte after a keep-alive pause).
    #[arg(long, value_name = "SECS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=3600))]
    header_timeout: u64,

    /// Close a keep-alive connection that sends no new request, or does not read its response,
    /// for this many seconds.
    #[arg(long, value_name = "SECS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=86400))]
    idle_timeout: u64,

    /// Serve at most this many connections at once; more wait in the listen backlog until one
    /// closes. Keep it below the open-files limit (`ulimit -n`).
    #[arg(long, value_name = "N", default_value_t = 1024, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    max_connections: u64,

    /// Serve at most this many connections at once from one peer address (an IPv6 address by
    /// its /64); beyond it, the peer's new connection is closed at once [default: 16, which a
    /// browser (6 per host) never reaches; with --client-ip-header, where every connection
    /// comes from the proxy, --max-connections].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    max_connections_per_client: Option<u64>,

    /// Serve at most this many connections at once from one IPv6 /56, however many /64s they
    /// come from [default: 4 × the per-client cap, at most half of --max-connections, at least
    /// the per-client cap; with --client-ip-header, --max-connections].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    max_connections_per_56: Option<u64>,

    /// Serve at most this many connections at once from one IPv6 /48 [default: 16 × the
    /// per-client cap, at most half of --max-connections, at least the per-client cap; with
    /// --client-ip-header, --max-connections].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    max_connections_per_48: Option<u64>,

    /// Connections the first core serves before the next core is given any, then the next; once
    /// every core has this many, each new connection goes to the core with the fewest [default:
    /// 16: a few busy clients are served fastest on one core, the others left to the rest of the
    /// machine; with --client-ip-header, 1: a proxy's few connections carry every client's
    /// requests, and are spread from the first].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pack_connections: Option<u64>,

    /// Make the files that kept bodies are sent from (with sendfile) in this directory, without
    /// a name, instead of in memory: on a disk filesystem each send costs less CPU, but the
    /// kernel writes each body out to the disk once (docs/operations.md). The directory must
    /// let a file be made there; Linux only (elsewhere ignored).
    #[arg(long, value_name = "DIR")]
    body_files: Option<std::path::PathBuf>,

    /// The public origin, `https://host[:port]`: every absolute URL (the page's feed URLs, the
    /// Atom feed's links) is written with it, whatever a request's Host. Without it, the Atom
    /// links are relative and the page writes its feed URLs with `http://` and the request's
    /// Host, answering with `Vary: Host`. Also read from CALENDAR_PUBLIC_ORIGIN (the name of the
    /// Worker's variable).
    #[arg(long, value_name = "URL", env = calendar::PUBLIC_ORIGIN_VAR)]
    public_origin: Option<String>,

    /// Register the chat commands with each platform whose variables are set (Discord's
    /// application commands; Telegram's command lists and, with --public-origin, its webhook at
    /// /chat/telegram), then exit (docs/chat.md). Each call replaces what the platform had: a
    /// second run changes nothing.
    #[arg(long)]
    register_chat: bool,

    /// With --register-chat: print what would be sent (tokens and secrets as their variables'
    /// names) and send nothing.
    #[arg(long, requires = "register_chat")]
    dry_run: bool,

    /// For tests: start the clock at this RFC 3339 moment (it runs on from there), so that
    /// `status`, the page and the rate limiter see a pinned time.
    #[arg(long, value_name = "RFC3339", value_parser = parse_now)]
    now: Option<DateTime<Utc>>,

    /// Post the reminders of this targets file (the format of `calendar-generator notify`'s,
    /// docs/notify.md): every minute, those due since the previous tick, on this server's clock,
    /// each once (a ledger file remembers them across restarts) and never after its edge.
    /// URLs and secrets named by `urlEnv`/`secretEnv` are read from the environment.
    #[arg(long, value_name = "FILE")]
    notify: Option<PathBuf>,

    /// With --notify: the ledger of the reminders posted, written atomically; default
    /// `<FILE>.ledger.json` beside the targets file. Its directory must be writable.
    #[arg(long, value_name = "PATH", requires = "notify")]
    notify_ledger: Option<PathBuf>,

    /// With --notify: tick every this many seconds (shorter than a minute only for tests).
    #[arg(long, value_name = "SECS", default_value_t = 60, requires = "notify",
          value_parser = clap::value_parser!(u64).range(1..=60))]
    notify_every: u64,

    /// Serve public subscriptions at /api/v1/subscriptions (docs/notify.md) and deliver to them
    /// (change records as the dataset reloads, reminders every minute), kept in this SQLite
    /// file (made if absent; its mode set to 0600). Needs CALENDAR_SUBSCRIPTIONS_KEY, the key
    /// webhook URLs and secrets are encrypted with: 32 bytes as 64 hex digits or in base64
    /// (`openssl rand -hex 32`); a key that opens none of the stored subscriptions stops the
    /// start, the file unchanged. The page then offers its "Get notified" form, POSTed to
    /// /notified. Without this flag, those paths answer 404 and the page has no such form.
    #[arg(long, value_name = "PATH")]
    subscriptions: Option<PathBuf>,

    /// With --subscriptions: also post to this host, whatever it resolves to, on PORT only when
    /// one is given (repeatable): a receiver on your own network, a test's mock (plain http
    /// only to a loopback host named so). Any other webhook is https to public addresses only,
    /// checked on the address connected to.
    #[arg(long, value_name = "HOST[:PORT]", requires = "subscriptions")]
    allow_webhook_host: Vec<calendar::notify::address::AllowedHost>,

    /// With --subscriptions: subscription attempts allowed per client an hour (each POST
    /// counts), and confirmations sent to one destination an hour, whoever asks.
    #[arg(long, value_name = "N", default_value_t = calendar::notify::subscription::PER_CLIENT,
          requires = "subscriptions", value_parser = clap::value_parser!(u32).range(1..=10_000))]
    subscriptions_per_client: u32,

    /// With --subscriptions: subscriptions kept at most, creations under way counted; past it,
    /// a POST is answered 503.
    #[arg(long, value_name = "N", default_value_t = calendar::notify::subscription::MAX_SUBSCRIPTIONS,
          requires = "subscriptions", value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    max_subscriptions: u64,

    /// With --subscriptions: deliver every this many seconds (shorter than a minute only for
    /// tests).
    #[arg(long, value_name = "SECS", default_value_t = 60, requires = "subscriptions",
          value_parser = clap::value_parser!(u64).range(1..=60))]
    subscriptions_every: u64,
}

fn parse_now(text: &str) -> Result<DateTime<Utc>, String> {
    calendar::time::parse(text)
        .ok_or_else(|| format!("`{text}` is not an RFC 3339 timestamp with an offset"))
}

/// `--max-connections-per-client` without a proxy in front: more than a browser opens to one
/// host (6), few enough that one address cannot hold the server.
const DEFAULT_CONNECTIONS_PER_CLIENT: u64 = 16;

/// The per-client connection caps of the flags, with their defaults: behind a proxy every
/// connection comes from it, so each defaults to `--max-connections`; otherwise the /56's and
/// the /48's are 4 and 16 times the per-client cap, at most half the server, at least the
/// per-client cap.
fn per_client_caps(args: &Args) -> Caps {
    let behind_proxy = args.client_ip_header.is_some();
    let client = args.max_connections_per_client.unwrap_or(if behind_proxy {
        args.max_connections
    } else {
        DEFAULT_CONNECTIONS_PER_CLIENT
    });
    let wider = |given: Option<u64>, times: u64| {
        given.unwrap_or(if behind_proxy {
            args.max_connections
        } else {
            client
                .saturating_mul(times)
                .min(args.max_connections / 2)
                .max(client)
        })
    };
    let size = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    Caps {
        client: size(client),
        per_56: size(wider(args.max_connections_per_56, 4)),
        per_48: size(wider(args.max_connections_per_48, 16)),
    }
}

/// What `--now` adds to the system clock; zero without it.
static CLOCK_OFFSET: OnceLock<TimeDelta> = OnceLock::new();

fn now() -> DateTime<Utc> {
    let system: DateTime<Utc> = SystemTime::now().into();
    system + CLOCK_OFFSET.get().copied().unwrap_or_default()
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
    let chat_settings = calendar::chat::vars::Settings::read(|name| std::env::var(name).ok())
        .map_err(anyhow::Error::msg)?;
    if args.register_chat {
        let origin = args.public_origin.as_deref();
        native::register::run(&chat_settings, origin, args.dry_run)?;
        return Ok(ExitCode::SUCCESS);
    }
    let (limits, warnings) =
        LimitConfig::from_env(|name| std::env::var(name).ok()).map_err(anyhow::Error::msg)?;
    for warning in warnings {
        eprintln!("calendar-serve: warning: {warning}");
    }
    let sources = Sources {
        dataset: args.dataset.clone(),
        changes: args.changes.clone(),
        public_origin: args.public_origin.clone(),
        notify_form: args.subscriptions.is_some(),
    };
    let targets = match &args.notify {
        Some(path) => {
            let (targets, warnings) = notify::load(path, |name| std::env::var(name).ok())?;
            for warning in warnings {
                eprintln!("calendar-serve: notify: warning: {warning}");
            }
            eprintln!("calendar-serve: notify: {} targets reminded", targets.len());
            Some(targets)
        }
        None => None,
    };
    let reloader = Reloader::new(sources.clone(), Duration::from_secs(args.reload_interval));
    let service = sources.load(limits)?;
    // Which data this is and how old, so that a stale file is visible at start.
    eprintln!("calendar-serve: {}", sources.describe(&service));
    if let Some(pinned) = args.now {
        let system: DateTime<Utc> = SystemTime::now().into();
        let _ = CLOCK_OFFSET.set(pinned - system);
    }
    let runtime = native::cores::runtime()?;
    let (log, writer) = Log::stderr();
    let notify = match (targets, &args.notify) {
        (Some(targets), Some(file)) => {
            let path = args
                .notify_ledger
                .clone()
                .unwrap_or_else(|| notify::ledger::default_path(file));
            let (book, said) = notify::Book::open(path, &targets, log.clone())?;
            eprintln!("{said}");
            Some((targets, book))
        }
        _ => None,
    };
    let subscriptions = match &args.subscriptions {
        Some(path) => Some(Arc::new(subscriptions(
            &args,
            path,
            chat_settings.operator.clone(),
            log.clone(),
        )?)),
        None => None,
    };
    let chat = native::chat::Chat::new(chat_settings, subscriptions.clone(), now, log.clone())?;
    let chat = chat.any().then(|| {
        eprintln!("{}", chat.describe());
        Arc::new(chat)
    });
    runtime.block_on(serve(
        args,
        Current::new(service),
        reloader,
        notify,
        (subscriptions, chat),
        log,
    ))?;
    // Connections still open after the grace period are cut here.
    runtime.shutdown_timeout(Duration::from_secs(1));
    writer.finish(Duration::from_secs(1));
    Ok(ExitCode::SUCCESS)
}

/// `--subscriptions PATH` opened with its key, and what it holds said.
fn subscriptions(
    args: &Args,
    path: &std::path::Path,
    operator: calendar::chat::subscribe::Operator,
    log: Log,
) -> anyhow::Result<Subscriptions> {
    use native::subscriptions::store::{KEY_VAR, Key, Store};
    let key = std::env::var(KEY_VAR).map_err(|_| {
        anyhow::anyhow!(
            "--subscriptions needs {KEY_VAR}: 32 bytes as 64 hex digits or in base64 (`openssl rand -hex 32`)"
        )
    })?;
    let key = Key::parse(&key).map_err(anyhow::Error::msg)?;
    let (store, pending, unconfirmed) = Store::open(path, key)?;
    eprintln!(
        "calendar-serve: subscriptions: {}: {} stored, {pending} cut-off post(s) to send again, \
         {unconfirmed} not sent again (perhaps sent)",
        path.display(),
        store.count()?
    );
    let settings = native::subscriptions::Settings {
        allowed: args.allow_webhook_host.clone(),
        per_client: args.subscriptions_per_client,
        max: usize::try_from(args.max_subscriptions).unwrap_or(usize::MAX),
        public_origin: args.public_origin.clone(),
        operator,
    };
    Subscriptions::new(store, settings, now, log)
}

async fn serve(
    args: Args,
    current: Current,
    mut reloader: Reloader,
    notify: Option<(Vec<calendar::notify::Target>, notify::Book)>,
    (subscriptions, chat): (Option<Arc<Subscriptions>>, Option<Arc<native::chat::Chat>>),
    log: Log,
) -> anyhow::Result<()> {
    reloader.listen_for_hangup()?;
    // Before listening: a directory that cannot hold the files stops the start.
    if let Some(dir) = &args.body_files {
        native::sendfile::body_files_in(dir)?;
    }
    let listener = TcpListener::bind(args.listen)
        .await
        .with_context(|| format!("cannot listen on {}", args.listen))?;
    let local = listener
        .local_addr()
        .context("cannot read the listening address")?;
    println!("calendar-serve: listening on http://{local}");
    {
        // Only for this line: a service kept here would outlive every reload.
        let service = current.get();
        let limits = service.limits();
        eprintln!(
            "calendar-serve: {} events, rate limit {} requests per {} ms, tracking at most {} clients",
            service.dataset().events().len(),
            limits.max,
            limits.window_ms,
            limits.clients
        );
    }
    eprintln!("{}", reloader.describe());
    let current = Arc::new(current);
    tokio::spawn(reloader.run(Arc::clone(&current), log.clone()));
    if let Some((targets, book)) = notify {
        let page = args.public_origin.as_ref().map(|o| format!("{o}/"));
        tokio::spawn(notify::run(
            targets,
            |name| std::env::var(name).ok(),
            Arc::clone(&current),
            now,
            Duration::from_secs(args.notify_every),
            page,
            book,
            log.clone(),
        ));
    }
    if let Some(subs) = &subscriptions {
        tokio::spawn(native::subscriptions::deliver::run(
            Arc::clone(subs),
            Arc::clone(&current),
            Duration::from_secs(args.subscriptions_every),
        ));
    }
    let connection_limits = Limits {
        header_timeout: Duration::from_secs(args.header_timeout),
        idle_timeout: Duration::from_secs(args.idle_timeout),
        max_connections: usize::try_from(args.max_connections).unwrap_or(usize::MAX),
        per_client: per_client_caps(&args),
        pack: match args.pack_connections {
            Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
            None if args.client_ip_header.is_some() => 1,
            None => conn::PACK,
        },
    };
    eprintln!("{}", conn::describe(connection_limits));
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let source = Arc::new(ClientSource {
        header: args.client_ip_header,
        trusted_proxies: usize::try_from(args.trusted_proxies).unwrap_or(1),
    });
    let request_log = log.clone();
    let handler = move |req: hyper::Request<Incoming>, peer: IpAddr| -> Reply {
        let path = req.uri().path();
        if !calendar::Head::wants_body(req.method().as_str(), path)
            && (subscriptions.is_none() || !Subscriptions::serves(path))
            && !chat.as_ref().is_some_and(|c| c.serves(path))
        {
            // Nothing to wait for: answered here, with no future holding the request (moving
            // the one below, a few kilobytes, into its box cost more than the answer).
            let (parts, _) = req.into_parts();
            let (service, body) = (current.get(), Ok(hyper::body::Bytes::new()));
            let response = native::adapter::respond(
                &service,
                &source,
                peer,
                (&parts, &body),
                &request_log,
                now(),
            );
            return Box::pin(std::future::ready(response));
        }
        let (current, source, log) = (
            Arc::clone(&current),
            Arc::clone(&source),
            request_log.clone(),
        );
        let subs = subscriptions
            .as_ref()
            .filter(|_| Subscriptions::serves(req.uri().path()))
            .map(Arc::clone);
        let chat = chat
            .as_ref()
            .filter(|c| c.serves(req.uri().path()))
            .map(Arc::clone);
        Box::pin(async move {
            if let Some(chat) = chat {
                let client = native::client_key::client_ip(&source, req.headers(), peer);
                return native::chat::respond(&chat, &current.get(), req, client, &log).await;
            }
            if let Some(subs) = subs {
                let service = current.get();
                return native::subscriptions::respond(&subs, &service, &source, req, peer, &log)
                    .await;
            }
            let (parts, body) = req.into_parts();
            // Read only for a request the library takes a body of; else no wait at all.
            let body = read_body(&parts, body).await;
            // One service per request, taken at its start: a reload never splits a response.
            native::adapter::respond(&current.get(), &source, peer, (&parts, &body), &log, now())
        })
    };
    native::cores::serve(
        listener,
        cores,
        conn::Gate::new(connection_limits),
        &log,
        Arc::new(handler),
    )
    .await?;
    // The last lines wait for room in the queue (a burst may still be draining) rather than
    // being dropped like request lines.
    let grace = Duration::from_secs(2);
    if log.dropped() > 0 {
        let line = format!("calendar-serve: {} log lines dropped in all", log.dropped());
        log.line_waiting(line, grace);
    }
    log.line_waiting("calendar-serve: stopped".into(), grace);
    Ok(())
}

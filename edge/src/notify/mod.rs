//! `calendar-serve --notify FILE`: the reminders of the targets file posted on the server's own
//! clock (docs/notify.md). Which reminders fall due, and their messages, are the library's
//! ([`calendar::notify::reminders::due`]); this file is the clock, the memory of what was sent
//! and the posting.
//!
//! - A tick every minute (`--notify-every`), on the server's clock (`--now` moves it); the first,
//!   at start, covers the minute before; each later one the time since the previous.
//! - Each reminder is handed to its target's own queue once (ids remembered, at most
//!   [`REMEMBERED`]): a duplicate tick never posts twice, and a reminder whose post failed is not
//!   tried again by a later tick (at most once, as `calendar-generator notify`).
//! - One task per target posts from its queue (bounded: a full queue drops, logged), so a slow
//!   or failing receiver delays only its own reminders and never the serving or another target.
//!   Every post is bounded in time; no redirect is followed; a 429, a 5xx or a refused
//!   connection is tried again twice, a Discord post that timed out never (it may have arrived).
//! - Log lines name the target and the outcome, never a URL or a secret.

use std::collections::{HashSet, VecDeque};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::Context;
use calendar::notify::outgoing::{Outgoing, reminders as outgoing};
use calendar::notify::reminders::{Reminder, due};
use calendar::notify::{
    ID_HEADER, Kind, SIGNATURE_HEADER, Secret, TIMESTAMP_HEADER, Target, parse_targets, sign,
};
use chrono::{DateTime, TimeDelta, Utc};
use tokio::sync::mpsc;

use crate::native::log::Log;
use crate::native::reload::Current;

/// The most reminder ids remembered; the oldest are forgotten first.
pub const REMEMBERED: usize = 10_000;
/// The most posts waiting for one target.
const QUEUE: usize = 256;
/// The longest a post may take, connecting included.
const POST_TIMEOUT: Duration = Duration::from_secs(10);
/// The most attempts of one post.
const ATTEMPTS: u32 = 3;
/// The longest `Retry-After` honoured.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(10);

/// A target ready to post to: its URL and secret read from the environment.
struct Ready {
    target: Target,
    url: String,
    secret: Option<Secret>,
}

/// The targets file read and checked; `lookup` reads the environment. A target without leads,
/// or whose URL or secret is not set, is left out with a warning (its name only).
pub fn load(
    path: &Path,
    lookup: impl Fn(&str) -> Option<String>,
) -> anyhow::Result<(Vec<Target>, Vec<String>)> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the targets file {}", path.display()))?;
    let targets = parse_targets(&text).with_context(|| format!("in {}", path.display()))?;
    let mut ready = Vec::new();
    let mut warnings = Vec::new();
    for target in targets {
        let name = target.name.clone();
        if target.reminders.start.is_empty() && target.reminders.end.is_empty() {
            warnings.push(format!(
                "target `{name}` has no reminder leads: not reminded"
            ));
        } else if target.resolve_url(&lookup).is_none() {
            warnings.push(format!("target `{name}`: its URL is not set: not reminded"));
        } else if target.kind == Kind::Json && target.resolve_secret(&lookup).is_none() {
            warnings.push(format!(
                "target `{name}`: its secret is not set: not reminded"
            ));
        } else {
            ready.push(target);
        }
    }
    Ok((ready, warnings))
}

/// Ticks forever: every `every`, the reminders due since the previous tick are handed to their
/// targets' queues. `now` is the server's clock; `page` the page linked from Discord embeds.
pub async fn run(
    targets: Vec<Target>,
    lookup: impl Fn(&str) -> Option<String>,
    current: Arc<Current>,
    now: fn() -> DateTime<Utc>,
    every: Duration,
    page: Option<String>,
    log: Log,
) {
    let Ok(client) = client() else {
        log.line("calendar-serve: notify: cannot set up the HTTP client: no reminders".into());
        return;
    };
    let mut queues = Vec::new();
    let mut kept = Vec::new();
    for target in targets {
        let (Some(url), secret) = (target.resolve_url(&lookup), target.resolve_secret(&lookup))
        else {
            continue;
        };
        let (tx, rx) = mpsc::channel(QUEUE);
        let ready = Ready {
            target: target.clone(),
            url,
            secret,
        };
        tokio::spawn(poster(ready, rx, client.clone(), log.clone()));
        queues.push(tx);
        kept.push(target);
    }
    let mut sent = Sent::default();
    let mut last = now() - TimeDelta::minutes(1);
    let mut ticker = tokio::time::interval(every);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let to = now();
        if to <= last {
            continue;
        }
        let service = current.get();
        let dataset = service.dataset();
        let fresh: Vec<Reminder<'_>> = due(dataset, &kept, last, to)
            .into_iter()
            .filter(|r| sent.insert(r.id()))
            .collect();
        last = to;
        for (target, queue) in kept.iter().zip(&queues) {
            let mine: Vec<Reminder<'_>> = fresh
                .iter()
                .filter(|r| std::ptr::eq(r.target, target))
                .copied()
                .collect();
            for post in outgoing(target, &mine, dataset, page.as_deref()) {
                let what = post.ids.join(", ");
                if queue.try_send(post).is_err() {
                    log.line(format!(
                        "calendar-serve: notify: target `{}`: queue full, {what} dropped",
                        target.name
                    ));
                }
            }
        }
    }
}

/// The ids handed to a queue, the oldest forgotten beyond [`REMEMBERED`].
#[derive(Default)]
struct Sent {
    ids: HashSet<String>,
    order: VecDeque<String>,
}

impl Sent {
    /// Whether `id` is new (and now remembered).
    fn insert(&mut self, id: String) -> bool {
        if !self.ids.insert(id.clone()) {
            return false;
        }
        self.order.push_back(id);
        while self.order.len() > REMEMBERED {
            if let Some(old) = self.order.pop_front() {
                self.ids.remove(&old);
            }
        }
        true
    }
}

fn client() -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .user_agent(concat!("calendar-serve/", env!("CARGO_PKG_VERSION")))
        .redirect(reqwest::redirect::Policy::none())
        .timeout(POST_TIMEOUT)
        .connect_timeout(POST_TIMEOUT)
        .build()
}

/// One target's posts, in order.
async fn poster(
    ready: Ready,
    mut queue: mpsc::Receiver<Outgoing>,
    client: reqwest::Client,
    log: Log,
) {
    while let Some(post) = queue.recv().await {
        let outcome = send(&ready, &post, &client).await;
        log.line(format!(
            "calendar-serve: notify: target `{}`: {}: {outcome}",
            ready.target.name,
            post.ids.join(", ")
        ));
    }
}

/// Posts `post`, tried again on a 429, a 5xx or a refused connection; what became of it.
async fn send(ready: &Ready, post: &Outgoing, client: &reqwest::Client) -> String {
    let mut outcome = String::new();
    for attempt in 1..=ATTEMPTS {
        let mut request = client
            .post(&ready.url)
            .header("content-type", "application/json")
            .body(post.body.clone());
        if let (Some(id), Some(secret)) = (&post.webhook_id, &ready.secret) {
            // The moment of sending, on the machine's clock: what a receiver checks it against.
            let timestamp = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0));
            request = request
                .header(ID_HEADER, id)
                .header(TIMESTAMP_HEADER, timestamp.to_string())
                .header(SIGNATURE_HEADER, sign(secret, id, timestamp, &post.body));
        }
        let wait = match request.send().await {
            Ok(answer) if answer.status().is_success() => return "sent".into(),
            Ok(answer) => {
                let status = answer.status();
                outcome = format!("answered {}", status.as_u16());
                if status.as_u16() != 429 && !status.is_server_error() {
                    return outcome;
                }
                retry_after(&answer).unwrap_or(Duration::from_secs(u64::from(attempt)))
            }
            Err(error) if error.is_timeout() && ready.target.kind == Kind::Discord => {
                return "timed out (not tried again: it may have arrived)".into();
            }
            Err(error) if error.is_timeout() => {
                outcome = "timed out".into();
                Duration::from_secs(u64::from(attempt))
            }
            Err(error) if error.is_connect() => {
                outcome = "no connection".into();
                Duration::from_secs(u64::from(attempt))
            }
            // Neither the error's text (it may hold the URL) nor another attempt.
            Err(_) => return "failed".into(),
        };
        if attempt < ATTEMPTS {
            tokio::time::sleep(wait.min(MAX_RETRY_AFTER)).await;
        }
    }
    format!("{outcome}; not sent")
}

/// A `Retry-After` of seconds.
fn retry_after(answer: &reqwest::Response) -> Option<Duration> {
    let value = answer.headers().get("retry-after")?.to_str().ok()?;
    value.trim().parse::<u64>().ok().map(Duration::from_secs)
}

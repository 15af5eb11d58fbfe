//! `calendar-serve --notify FILE`: the reminders of the targets file posted on the server's own
//! clock (docs/notify.md). Which reminders fall due, and their messages, are the library's
//! ([`calendar::notify::reminders::due`]); how each is delivered is its delivery core
//! ([`calendar::notify::delivery`], performed by the poster the generator
//! shares, [`calendar_io::send`]: no redirect followed, every attempt bounded); this
//! module is the clock, the ledger's file ([`ledger`]; its moves are the library's
//! [`calendar::notify::ledger`]) and the queues.
//!
//! - A tick every minute (`--notify-every`), on the server's clock (`--now` moves it), covering
//!   [`LOOKBACK`] and the tick's period before it: a reminder due in a tick that did not run
//!   (a restart, a slow tick) or not sent in it is found again by the next.
//! - The ledger file says which reminders were posted, may have been, or are being: those are
//!   never handed out again, across restarts too. An id is written `sending` before it is
//!   queued, then settled as the delivery core says.
//! - Never late: a reminder whose edge has passed when a tick finds it, or that its queue holds
//!   until an attempt no longer fits before its edge, is dropped (`late`) and the log says so.
//! - One task per target posts from its queue (bounded: a full queue drops, logged), so a slow
//!   or failing receiver delays only its own reminders and never the serving or another target.
//! - Log lines name the target and the outcome, never a URL or a secret.

pub mod ledger;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context;
use calendar::notify::delivery::{Endpoint, Mark, Outcome, POLICY, before_edge, edge_of};
use calendar::notify::outgoing::{Outgoing, reminders as outgoing};
use calendar::notify::reminders::{Reminder, due};
use calendar::notify::{Target, parse_targets};
use calendar_io::send;
use chrono::{DateTime, TimeDelta, Utc};
use tokio::sync::mpsc;

use crate::native::log::Log;
use crate::native::reload::Current;
use calendar::notify::ledger::{ReminderLedger, ReminderState};

/// How far before a tick's period a tick looks for due reminders (besides the period itself).
pub const LOOKBACK: Duration = Duration::from_secs(60);
/// The most posts waiting for one target.
const QUEUE: usize = 256;

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
        } else if let Err(why) = Endpoint::resolve(&target, &lookup) {
            warnings.push(format!("target `{name}`: {why}: not reminded"));
        } else {
            ready.push(target);
        }
    }
    Ok((ready, warnings))
}

/// The ledger as the tick and the posters share it, with where it is written.
#[derive(Clone)]
pub struct Book {
    inner: Arc<Mutex<ReminderLedger>>,
    path: PathBuf,
    log: Log,
    /// `<ledger>.lock`, locked for the process's life: one process per ledger.
    _lock: Arc<std::fs::File>,
}

impl Book {
    /// The ledger at `path` (`targets`' kinds settle what a killed process left `sending`),
    /// and what it says of that.
    pub fn open(path: PathBuf, targets: &[Target], log: Log) -> anyhow::Result<(Book, String)> {
        // Two processes on one ledger would each trust their own memory, post the same
        // reminders and write over each other: the second is refused.
        let mut lock_name = path.clone().into_os_string();
        lock_name.push(".lock");
        let lock_path = PathBuf::from(lock_name);
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .with_context(|| format!("cannot open {}", lock_path.display()))?;
        if lock.try_lock().is_err() {
            anyhow::bail!(
                "the reminder ledger {} is in use by another calendar-serve --notify (its lock {} is held)",
                path.display(),
                lock_path.display()
            );
        }
        let mut ledger = ledger::read(&path)?;
        let kind = |name: &str| targets.iter().find(|t| t.name == name).map(|t| t.kind);
        let (pending, unconfirmed) = ledger.settle_killed(kind);
        // Written at once: a ledger that cannot be written stops the start, not a later post.
        ledger::write(&path, &ledger)
            .with_context(|| format!("cannot write the reminder ledger {}", path.display()))?;
        let said = format!(
            "calendar-serve: notify: ledger {}: {pending} cut-off post(s) to send again, \
             {unconfirmed} not sent again (perhaps sent)",
            path.display()
        );
        let book = Book {
            inner: Arc::new(Mutex::new(ledger)),
            path,
            log,
            _lock: Arc::new(lock),
        };
        Ok((book, said))
    }

    /// Applies `edit` and writes the ledger if it changed; a write that fails is logged (the
    /// ledger in memory still guards this process).
    fn record<T>(&self, edit: impl FnOnce(&mut ReminderLedger) -> T) -> T {
        self.record_durably(edit).0
    }

    /// [`Book::record`], and whether the ledger on disk holds the edit (false: its write failed).
    fn record_durably<T>(&self, edit: impl FnOnce(&mut ReminderLedger) -> T) -> (T, bool) {
        // A task that panicked mid-edit left the ledger as whole as every edit is.
        let mut ledger = self
            .inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let before = ledger.clone();
        let out = edit(&mut ledger);
        if *ledger == before {
            return (out, true);
        }
        if let Err(e) = ledger::write(&self.path, &ledger) {
            self.log.line(format!(
                "calendar-serve: notify: cannot write the ledger {}: {e}",
                self.path.display()
            ));
            return (out, false);
        }
        (out, true)
    }
}

/// One queued message: what to post, to whom, and its reminders' earliest edge (not sent
/// after it).
struct Queued {
    message: Outgoing,
    edge: DateTime<Utc>,
}

/// Ticks forever: every `every`, the reminders due and not in the ledger are marked `sending`
/// and handed to their targets' queues. `now` is the server's clock; `page` the page linked
/// from Discord embeds.
#[allow(clippy::too_many_arguments, reason = "the face's whole context, once")]
pub async fn run(
    targets: Vec<Target>,
    lookup: impl Fn(&str) -> Option<String>,
    current: Arc<Current>,
    now: fn() -> DateTime<Utc>,
    every: Duration,
    page: Option<String>,
    book: Book,
    log: Log,
) {
    let client = match send::client(
        concat!("calendar-serve/", env!("CARGO_PKG_VERSION")),
        POLICY.timeout,
    ) {
        Ok(client) => client,
        Err(problem) => {
            log.line(format!("calendar-serve: notify: {problem}: no reminders"));
            return;
        }
    };
    let mut queues = Vec::new();
    let mut kept = Vec::new();
    for target in targets {
        let Ok(endpoint) = Endpoint::resolve(&target, &lookup) else {
            continue;
        };
        let (tx, rx) = mpsc::channel(QUEUE);
        let poster = Poster {
            name: target.name.clone(),
            endpoint,
            client: client.clone(),
            book: book.clone(),
            now,
            log: log.clone(),
        };
        tokio::spawn(poster.run(rx));
        queues.push(tx);
        kept.push(target);
    }
    let lookback = TimeDelta::from_std(LOOKBACK + every).unwrap_or(TimeDelta::MAX);
    let mut ticker = tokio::time::interval(every);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let to = now();
        let service = current.get();
        let dataset = service.dataset();
        let reminders = due(dataset, &kept, to - lookback, to);
        let ((mut fresh, late), kept_on_disk) = book.record_durably(|ledger| {
            ledger.prune(to);
            let (mut fresh, mut late) = (Vec::new(), Vec::new());
            for reminder in reminders {
                let id = reminder.id();
                if ledger.knows(&id) {
                    continue;
                }
                let (name, edge) = (reminder.target.name.as_str(), reminder.told.at);
                if edge <= to {
                    ledger.mark(&id, name, edge, ReminderState::Late);
                    late.push(late_line(name, &id));
                } else {
                    ledger.mark(&id, name, edge, ReminderState::Sending);
                    fresh.push(reminder);
                }
            }
            (fresh, late)
        });
        // A post whose `sending` is not on disk could be sent again after a restart: none is
        // sent; the next tick tries again (the reminder is still due within the lookback).
        if !kept_on_disk && !fresh.is_empty() {
            book.record(|ledger| {
                fresh
                    .iter()
                    .for_each(|r| ledger.settle(&r.id(), Mark::Pending))
            });
            log.line(format!(
                "calendar-serve: notify: {} reminder(s) held back: the ledger could not be written",
                fresh.len()
            ));
            fresh.clear();
        }
        // Said once the ledger holds it.
        late.into_iter().for_each(|line| log.line(line));
        for (target, queue) in kept.iter().zip(&queues) {
            let mine: Vec<Reminder<'_>> = fresh
                .iter()
                .filter(|r| std::ptr::eq(r.target, target))
                .copied()
                .collect();
            for message in outgoing(target, &mine, dataset, page.as_deref()) {
                let edge = edge_of(&message, &mine).unwrap_or(to);
                let ids = message.ids.clone();
                if queue.try_send(Queued { message, edge }).is_err() {
                    book.record(|ledger| {
                        ids.iter().for_each(|id| ledger.settle(id, Mark::Pending))
                    });
                    log.line(format!(
                        "calendar-serve: notify: target `{}`: queue full, {} dropped",
                        target.name,
                        ids.join(", ")
                    ));
                }
            }
        }
    }
}

fn late_line(target: &str, ids: &str) -> String {
    format!(
        "calendar-serve: notify: target `{target}`: {ids}: dropped, not sent: its edge has \
         passed (or is too near to post in time)"
    )
}

/// One target's posts, in order.
struct Poster {
    name: String,
    endpoint: Endpoint,
    client: reqwest::Client,
    book: Book,
    now: fn() -> DateTime<Utc>,
    log: Log,
}

impl Poster {
    async fn run(self, mut queue: mpsc::Receiver<Queued>) {
        while let Some(Queued { message, edge }) = queue.recv().await {
            let ids = message.ids.join(", ");
            // The time the message is still worth sending in: until its edge.
            let Some(left) = before_edge(edge, (self.now)(), &POLICY) else {
                self.book.record(|ledger| {
                    for id in &message.ids {
                        ledger.mark(id, &self.name, edge, ReminderState::Late);
                    }
                });
                self.log.line(late_line(&self.name, &ids));
                continue;
            };
            let deadline = tokio::time::Instant::now() + left;
            let outcome = send::post(
                &self.client,
                &self.endpoint,
                &message,
                POLICY,
                deadline,
                send::unix_now,
            )
            .await;
            let mark = Mark::after(self.endpoint.kind(), &outcome);
            self.book.record(|ledger| {
                for id in &message.ids {
                    ledger.settle(id, mark);
                }
            });
            let outcome = match (&outcome, mark) {
                (Outcome::NotSent(_), _) | (_, Mark::Pending) => {
                    format!("{outcome} (a later tick tries again before its edge)")
                }
                _ => outcome.to_string(),
            };
            self.log.line(format!(
                "calendar-serve: notify: target `{}`: {ids}: {outcome}",
                self.name
            ));
        }
    }
}

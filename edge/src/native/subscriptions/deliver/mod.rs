//! The subscriptions' ticker: every `--subscriptions-every` seconds (a minute by default), on
//! the server's clock (`--now` moves it), each active subscription is told the change records
//! of the history it has not been told since it was made (so a reload of `--dataset` that
//! brings new records is told at the next tick) and the reminders due, as
//! `calendar-serve --notify` finds them ([`calendar::notify::reminders::due`], the same
//! lookback). Exactly `notify`'s semantics: every id is committed `sending` in the store's
//! ledger before its post and settled as the delivery core says, so nothing is posted twice
//! across restarts; a reminder is never sent after its edge (`late`).
//!
//! Each subscription's posts run in a task of their own, its reminders first (the nearest
//! edge first), then its announcements, in order, stopping at the first not taken. Every
//! attempt waits its turn for a place ([`places`]): the nearest edge first, a few at once to
//! one host, and a receiver that holds a request open gives its fresh place back after two
//! seconds. So a slow or failing receiver delays only itself, however many subscriptions
//! point at it or at hosts like it: a reminder whose turn has not come while an attempt still
//! fits before its edge is dropped (`late`), and an announcement whose turn has not come
//! within [`RUN`] is left for a later tick; neither counts against its receiver's health. A
//! tick leaves a subscription whose task still runs, or that rests after a failure
//! ([`calendar::notify::subscription::Health`]), to a later tick; a 404 or 401 disables it.

mod places;

use std::sync::Arc;
use std::time::Duration;

use calendar::changes::Change;
use calendar::chat::subscribe::{operators_own, reopen};
use calendar::lang::Locale;
use calendar::notify::Target;
use calendar::notify::delivery::{Endpoint, Mark, Outcome, POLICY, before_edge};
use calendar::notify::outgoing::Outgoing;
use calendar::notify::reminders::due_by_target;
use calendar::notify::subscription::{Health, told};
use calendar_io::send::{self, Posted};
use chrono::{DateTime, TimeDelta, Utc};

use super::Subscriptions;
use crate::native::reload::Current;
use crate::notify::LOOKBACK;
use places::{LIMITS, Places};

/// The bound of one subscription's announcements in a tick.
const RUN: Duration = Duration::from_secs(120);

/// One message to post, with the edge of the reminders it tells (none for records).
struct Post {
    message: Outgoing,
    edge: Option<DateTime<Utc>>,
}

/// Ticks forever, every `every`.
pub async fn run(subs: Arc<Subscriptions>, current: Arc<Current>, every: Duration) {
    let lookback = TimeDelta::from_std(LOOKBACK + every).unwrap_or(TimeDelta::MAX);
    let places = Places::new(LIMITS);
    let mut ticker = tokio::time::interval(every);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if let Err(e) = tick(&subs, &current, lookback, &places) {
            subs.log
                .line(format!("calendar-serve: subscriptions: tick: {e:#}"));
        }
    }
}

fn tick(
    subs: &Arc<Subscriptions>,
    current: &Current,
    lookback: TimeDelta,
    places: &Arc<Places>,
) -> anyhow::Result<()> {
    let to = (subs.now)();
    let service = current.get();
    let dataset = service.dataset();
    let history = service.changes();
    let changes: &[Change] = history.map_or(&[], |c| c.history().changes.as_slice());
    // Records that left the history leave the ledgers, as they leave `notify`'s; not when the
    // history is not read (its records would be told again once it is).
    let in_history: Option<std::collections::HashSet<&str>> =
        history.map(|_| changes.iter().map(|c| c.id.as_str()).collect());
    subs.store.prune(to, in_history.as_ref())?;
    let busy = subs
        .busy
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .clone();
    let mut ready: Vec<(Target, DateTime<Utc>, Health)> = Vec::new();
    for row in subs.store.active()? {
        if busy.contains(&row.id) || !row.health.ready(to) {
            continue;
        }
        let (plain, health) = (row.plain.as_deref(), &row.health);
        match reopen(&row.id, plain, health, &subs.allowed, &subs.operator) {
            Ok(target) => ready.push((target, row.created, row.health)),
            Err(health) => {
                subs.store.set_health(&row.id, &health)?;
                subs.log.line(format!(
                    "calendar-serve: subscriptions: `{}` disabled: it can no longer be posted to",
                    row.id
                ));
            }
        }
    }
    let targets: Vec<Target> = ready.iter().map(|(t, ..)| t.clone()).collect();
    let mut by_target = due_by_target(dataset, &targets, to - lookback, to);
    for (target, (_, since, health)) in targets.iter().zip(&ready) {
        let id = target.name.as_str();
        let known = subs.store.known(id)?;
        let told = told(
            target,
            by_target.remove(id).unwrap_or_default(),
            changes,
            dataset,
            *since,
            |r| known.contains(r),
            to,
            subs.page.as_deref(),
        );
        if !told.late.is_empty() {
            subs.store.mark(id, &told.late, "late")?;
            subs.log.line(format!(
                "calendar-serve: subscriptions: `{id}`: {} reminder(s) dropped, not sent: their edge has passed",
                told.late.len()
            ));
        }
        let mut posts: Vec<Post> = told
            .posts
            .into_iter()
            .map(|(message, edge)| Post { message, edge })
            .collect();
        // The reminders first, the nearest edge first: not behind the receiver's announcements.
        posts.sort_by_key(|p| (p.edge.is_none(), p.edge));
        if posts.is_empty() {
            continue;
        }
        let sending: Vec<(String, Option<DateTime<Utc>>)> = posts
            .iter()
            .flat_map(|p| p.message.ids.iter().map(|i| (i.clone(), p.edge)))
            .collect();
        // Committed before any post: a restart never sends these again.
        if let Err(e) = subs.store.mark(id, &sending, "sending") {
            subs.log.line(format!(
                "calendar-serve: subscriptions: `{id}`: held back, the ledger could not be written: {e:#}"
            ));
            continue;
        }
        let Ok(endpoint) = Endpoint::resolve(target, |_| None) else {
            continue;
        };
        subs.busy
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(id.to_string());
        let client = match operators_own(id, target, &subs.operator) {
            true => subs.operator_client.clone(),
            false => subs.client.clone(),
        };
        let task = Task {
            subs: Arc::clone(subs),
            client,
            id: id.to_string(),
            endpoint,
            host: host_of(target),
            lang: target.lang,
            places: Arc::clone(places),
            health: health.clone(),
        };
        tokio::spawn(task.post(posts));
    }
    Ok(())
}

/// The host a target is posted to, as [`places`] counts them: its URL's name and port.
fn host_of(target: &Target) -> String {
    target
        .resolve_url(|_| None)
        .and_then(|url| reqwest::Url::parse(&url).ok())
        .map(|url| {
            let port = url.port_or_known_default().unwrap_or_default();
            format!("{}:{port}", url.host_str().unwrap_or_default())
        })
        .unwrap_or_default()
}

/// One subscription's posts of a tick.
struct Task {
    subs: Arc<Subscriptions>,
    /// The public-only client, or the operator's for a chat's post to the operator's own URL.
    client: reqwest::Client,
    id: String,
    endpoint: Endpoint,
    host: String,
    /// The subscription's language: why it is disabled is told in it.
    lang: Locale,
    places: Arc<Places>,
    health: Health,
}

impl Task {
    async fn post(mut self, posts: Vec<Post>) {
        let started = tokio::time::Instant::now();
        let mut posts = posts.into_iter();
        while let Some(Post { message, edge }) = posts.next() {
            let ids = message.ids.join(", ");
            let deadline = match edge {
                Some(edge) => match before_edge(edge, (self.subs.now)(), &POLICY) {
                    Some(left) => tokio::time::Instant::now() + left,
                    None => {
                        self.late(&message.ids);
                        self.line(&format!("{ids}: dropped, not sent: its edge has passed"));
                        continue;
                    }
                },
                None => started + RUN,
            };
            let turn = || self.places.ask(&self.host, edge).place();
            let Posted { outcome, attempted } = send::post_in_turn(
                &self.client,
                &self.endpoint,
                &message,
                POLICY,
                deadline,
                send::unix_now,
                turn,
            )
            .await;
            if !attempted {
                // Its turn did not come in time: the receiver was not tried, its health stands.
                if edge.is_some() {
                    self.late(&message.ids);
                    self.line(&format!(
                        "{ids}: dropped, not sent: its turn did not come before its edge"
                    ));
                    continue;
                }
                let rest: Vec<String> = std::iter::once(message)
                    .chain(posts.by_ref().map(|p| p.message))
                    .flat_map(|m| m.ids)
                    .collect();
                if let Err(e) = self.subs.store.settle(&self.id, &rest, Mark::Pending) {
                    self.line(&format!("cannot write the ledger: {e:#}"));
                }
                self.line(&format!("{ids}: {outcome}; left for a later tick"));
                break;
            }
            let mark = Mark::after(self.endpoint.kind(), &outcome);
            if let Err(e) = self.subs.store.settle(&self.id, &message.ids, mark) {
                self.line(&format!("cannot write the ledger: {e:#}"));
            }
            let health = self.health.after(&outcome, (self.subs.now)(), self.lang);
            if health != self.health {
                if let Err(e) = self.subs.store.set_health(&self.id, &health) {
                    self.line(&format!("cannot write its state: {e:#}"));
                }
                if let Some(why) = &health.disabled {
                    self.line(&format!("disabled: {why}"));
                }
                self.health = health;
            }
            self.line(&format!("{ids}: {outcome}"));
            if outcome != Outcome::Delivered {
                // The rest stays pending: a later tick tries again.
                let rest: Vec<String> = posts.flat_map(|p| p.message.ids).collect();
                if let Err(e) = self.subs.store.settle(&self.id, &rest, Mark::Pending) {
                    self.line(&format!("cannot write the ledger: {e:#}"));
                }
                break;
            }
        }
        self.subs
            .busy
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&self.id);
    }

    /// Writes reminders `ids` as `late` (their edge stays as `sending` wrote it).
    fn late(&self, ids: &[String]) {
        let ids: Vec<(String, Option<DateTime<Utc>>)> =
            ids.iter().map(|i| (i.clone(), None)).collect();
        if let Err(e) = self.subs.store.mark(&self.id, &ids, "late") {
            self.line(&format!("cannot write the ledger: {e:#}"));
        }
    }

    fn line(&self, text: &str) {
        self.subs.log.line(format!(
            "calendar-serve: subscriptions: `{}`: {text}",
            self.id
        ));
    }
}

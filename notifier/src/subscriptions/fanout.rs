//! The subscriptions' fan-out through a Cloudflare Queue ([`super::QUEUE`]), with the semantics
//! of `calendar-serve`'s ticker (`edge/src/native/subscriptions/deliver/`): never twice,
//! never late, a failing receiver never blocks another.
//!
//! - [`enqueue`], on the Cron Trigger: for each active subscription that is not resting, the
//!   reminders due in the tick's interval (`calendar::notify::reminders::due`, as the operator's
//!   targets are told) and the change records of the baked history it has not been told since
//!   it was made (`calendar::notify::subscription::records_due`), as the library's messages
//!   (`calendar::notify::outgoing`). Reminders whose edge has passed are written `late`; every
//!   other id is claimed `queued` in its ledger (an insert that fails when the id is there),
//!   and only a message whose ids this run claimed is sent to the Queue. The Queue message
//!   holds the subscription's id, the message's ids, body and edge: never its URL or secret.
//! - [`consume`], the Queue's consumer: each message of a batch on its own (at once), bounded
//!   by one attempt's time-out. Its ids are taken `queued` -> `sending` (a message the Queue
//!   delivers twice finds them taken, and is acknowledged unposted), then one attempt through
//!   the delivery core, its answer classified by it (`calendar::notify::delivery::classify`):
//!   delivered, or a 429 retried on the Queue after its wait (`retry` with `delaySeconds`), or
//!   another failure: the subscription's `Health` backs off (retried on the Queue when it has
//!   rested) or is disabled (a 404 or a 401 at once: the webhook is gone; its ids pending
//!   again, so nothing is lost if it is ever enabled). An unknown outcome is `unconfirmed`,
//!   never sent again (a `json` one, whose `webhook-id` makes a resend safe, is retried). A
//!   reminder whose edge has passed, or is too near for an attempt, is written `late`.
//! - A chat's subscription (made by a command, `crate::chat`) is reopened as the library says
//!   (`calendar::chat::subscribe::reopen`): one posting to the operator's own URL (the OneBot
//!   API, Telegram's bot URL, a webhook under the Discord API base) without the public-address
//!   rule; every other as a form's.
//! - Under a key that opens none of the active subscriptions, the tick changes nothing (none is
//!   disabled, nothing is claimed, pruned or enqueued) and logs [`super::WRONG_KEY`]; a row that
//!   does not open while others do is skipped, never disabled (the consumer leaves its ids
//!   pending): the right key opens it again.
//! - Past the consumer's `max_retries` (notifier/wrangler.toml) the Queue moves a message to
//!   its dead-letter queue: its ids stay `queued` in the ledger, so it is never sent.

use std::collections::HashSet;
use std::time::Duration;

use calendar::changes::Change;
use calendar::chat::subscribe::reopen;
use calendar::notify::Target;
use calendar::notify::delivery::{
    Decision, Endpoint, Mark, Outcome, POLICY, before_edge, classify,
};
use calendar::notify::outgoing::Outgoing;
use calendar::notify::reminders::due_by_target;
use calendar::notify::subscription::{Health, told};
use calendar_edge::BAKED_CHANGES;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use worker::{
    Env, Message, MessageBatch, MessageExt, QueueRetryOptionsBuilder, console_error, console_log,
};

use super::store::{Store, opens_none};
use super::{Setup, WRONG_KEY};
use crate::{now, service};

/// Messages sent to the Queue in one call (its limit is 100 messages and 256 KB).
const SEND_BATCH: usize = 25;
/// The longest delay a Queue message may be retried with (12 hours).
const MAX_DELAY_SECS: u64 = 12 * 60 * 60;

/// One post of one subscription, as the Queue holds it.
#[derive(Serialize, Deserialize)]
struct Job {
    subscription: String,
    ids: Vec<String>,
    #[serde(rename = "webhookId")]
    webhook_id: Option<String>,
    body: String,
    /// The earliest edge of the reminders it tells (none for records).
    edge: Option<String>,
}

fn log(line: &str) {
    console_log!("calendar: subscriptions: {line}");
}

/// Enqueues what is due in `from..=to` to every active subscription (nothing when the feature
/// is off or the Queue is not bound).
pub async fn enqueue(env: &Env, from: DateTime<Utc>, to: DateTime<Utc>) {
    let setup = match Setup::from_env(env) {
        Ok(Some(setup)) => setup,
        Ok(None) => return,
        Err(why) => return console_error!("calendar: subscriptions: {why}"),
    };
    let Ok(queue) = env.queue(super::QUEUE) else {
        return console_error!(
            "calendar: subscriptions: no `{}` Queue binding: nothing sent",
            super::QUEUE
        );
    };
    if let Err(why) = tick(&setup, &queue, env, from, to).await {
        console_error!("calendar: subscriptions: tick: {why}");
    }
}

async fn tick(
    setup: &Setup,
    queue: &worker::Queue,
    env: &Env,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<(), String> {
    let service = service(env)?.with_baked_changes(&BAKED_CHANGES);
    let dataset = service.dataset();
    let changes: &[Change] = service
        .changes()
        .map_or(&[], |c| c.history().changes.as_slice());
    let in_history: HashSet<&str> = changes.iter().map(|c| c.id.as_str()).collect();
    let store = &setup.store;
    let stored = store.count().await?;
    let active = store.active().await?;
    // A Worker cannot refuse to start: under a key that opens none of them, it changes nothing
    // (no subscription disabled, nothing claimed, pruned or sent) and says so at every tick.
    if opens_none(&active) {
        return Err(format!(
            "{WRONG_KEY} ({stored} stored): nothing is sent, changed or made until the right key \
             is set"
        ));
    }
    store.prune(to, &in_history).await?;
    let mut ready: Vec<(Target, DateTime<Utc>)> = Vec::new();
    log(&format!("{stored} stored"));
    for row in active {
        if !row.health.ready(to) {
            continue;
        }
        if row.plain.is_none() {
            log(&format!(
                "`{}` does not open under this key: skipped, not disabled",
                row.id
            ));
            continue;
        }
        let (plain, health) = (row.plain.as_deref(), &row.health);
        match reopen(&row.id, plain, health, &setup.allowed, &setup.operator) {
            Ok(target) => ready.push((target, row.created)),
            Err(health) => {
                store.set_health(&row.id, &health).await?;
                log(&format!(
                    "`{}` disabled: it can no longer be posted to",
                    row.id
                ));
            }
        }
    }
    let targets: Vec<Target> = ready.iter().map(|(t, _)| t.clone()).collect();
    let mut by_target = due_by_target(dataset, &targets, from, to);
    let page = setup.page.as_deref();
    let mut jobs: Vec<String> = Vec::new();
    for (target, (_, since)) in targets.iter().zip(&ready) {
        let id = target.name.as_str();
        let known = store.known(id).await?;
        let told = told(
            target,
            by_target.remove(id).unwrap_or_default(),
            changes,
            dataset,
            *since,
            |r| known.contains(r),
            now(env),
            page,
        );
        if !told.late.is_empty() {
            store.claim(id, &told.late, "late").await?;
            log(&format!(
                "`{id}`: {} reminder(s) dropped, not sent: their edge has passed",
                told.late.len()
            ));
        }
        let posts = told.posts;
        for (message, edge) in posts {
            let ids: Vec<(String, Option<DateTime<Utc>>)> =
                message.ids.iter().map(|i| (i.clone(), edge)).collect();
            // Claimed by this run, or not sent by it.
            if !store.claim(id, &ids, "queued").await? {
                continue;
            }
            let job = Job {
                subscription: id.to_string(),
                ids: message.ids,
                webhook_id: message.webhook_id,
                body: message.body,
                edge: edge.map(calendar::time::format),
            };
            jobs.push(serde_json::to_string(&job).map_err(|e| e.to_string())?);
        }
    }
    let count = jobs.len();
    for (n, chunk) in jobs.chunks(SEND_BATCH).enumerate() {
        if let Err(e) = queue.send_batch(chunk.to_vec()).await {
            // Not on the Queue, this chunk and the ones after it: pending again, for the next
            // tick.
            for text in jobs.iter().skip(n * SEND_BATCH) {
                if let Ok(job) = serde_json::from_str::<Job>(text) {
                    store
                        .settle(&job.subscription, &job.ids, Mark::Pending)
                        .await?;
                }
            }
            return Err(format!("the Queue did not take the messages: {e}"));
        }
    }
    if count > 0 {
        log(&format!("{count} message(s) enqueued"));
    }
    Ok(())
}

/// What becomes of a Queue message.
enum Verdict {
    Ack,
    /// Delivered again after this long.
    Retry(Duration),
}

/// The consumer: every message of `batch` posted on its own, at once.
pub async fn consume(batch: MessageBatch<String>, env: &Env) {
    let setup = match Setup::from_env(env) {
        Ok(Some(setup)) => setup,
        Ok(None) => {
            console_error!("calendar: subscriptions: a Queue batch, but subscriptions are off");
            return batch.retry_all();
        }
        Err(why) => {
            console_error!("calendar: subscriptions: {why}");
            return batch.retry_all();
        }
    };
    let messages: Vec<Message<String>> = match batch.messages() {
        Ok(messages) => messages,
        Err(e) => {
            console_error!("calendar: subscriptions: unreadable Queue batch: {e}");
            return batch.ack_all();
        }
    };
    let handled =
        futures_util::future::join_all(messages.iter().map(|m| deliver(&setup, env, m))).await;
    for (message, verdict) in messages.iter().zip(handled) {
        match verdict {
            Verdict::Ack => message.ack(),
            Verdict::Retry(after) => {
                let secs = after.as_secs().clamp(1, MAX_DELAY_SECS);
                message.retry_with_options(
                    &QueueRetryOptionsBuilder::new()
                        .with_delay_seconds(u32::try_from(secs).unwrap_or(u32::MAX))
                        .build(),
                );
            }
        }
    }
}

async fn deliver(setup: &Setup, env: &Env, message: &Message<String>) -> Verdict {
    let Ok(job) = serde_json::from_str::<Job>(message.body()) else {
        console_error!("calendar: subscriptions: a Queue message that is not a job: dropped");
        return Verdict::Ack;
    };
    match post(setup, env, &job).await {
        Ok(verdict) => verdict,
        Err(why) => {
            // The store failed: the Queue delivers it again (its ids as they were).
            console_error!("calendar: subscriptions: `{}`: {why}", job.subscription);
            Verdict::Retry(Duration::from_secs(60))
        }
    }
}

async fn post(setup: &Setup, env: &Env, job: &Job) -> Result<Verdict, String> {
    let store: &Store = &setup.store;
    let id = job.subscription.as_str();
    let Some(row) = store.get(id).await? else {
        // Deleted since: its ledger went with it.
        return Ok(Verdict::Ack);
    };
    if row.health.disabled.is_some() {
        store.settle(id, &job.ids, Mark::Pending).await?;
        return Ok(Verdict::Ack);
    }
    let at = now(env);
    if !row.health.ready(at) {
        let rest = row.health.retry_at.map_or(Duration::from_secs(60), |r| {
            (r - at).to_std().unwrap_or_default()
        });
        return Ok(Verdict::Retry(rest));
    }
    let edge = job.edge.as_deref().and_then(calendar::time::parse);
    let left = match edge {
        Some(edge) => match before_edge(edge, at, &POLICY) {
            Some(left) => left,
            None => {
                store.set_state(id, &job.ids, Some("late")).await?;
                log(&format!(
                    "`{id}`: {}: dropped, not sent: its edge has passed",
                    job.ids.join(", ")
                ));
                return Ok(Verdict::Ack);
            }
        },
        None => POLICY.timeout,
    };
    if row.plain.is_none() {
        // Under the wrong key: not sent, not disabled; pending again for the right one.
        store.settle(id, &job.ids, Mark::Pending).await?;
        log(&format!(
            "`{id}` does not open under this key: not sent, not disabled"
        ));
        return Ok(Verdict::Ack);
    }
    // Ours alone from here: a second delivery of this message finds them taken.
    if !store.take(id, &job.ids, "queued", "sending").await? {
        return Ok(Verdict::Ack);
    }
    let (plain, operator) = (row.plain.as_deref(), &setup.operator);
    let opened = reopen(id, plain, &row.health, &setup.allowed, operator).and_then(|target| {
        Endpoint::resolve(&target, |_| None)
            .map(|endpoint| (target, endpoint))
            .map_err(|e| Health {
                disabled: Some(e.to_string()),
                ..row.health.clone()
            })
    });
    let (target, endpoint): (Target, Endpoint) = match opened {
        Ok(opened) => opened,
        Err(health) => {
            store.settle(id, &job.ids, Mark::Pending).await?;
            store.set_health(id, &health).await?;
            log(&format!("`{id}` disabled: it can no longer be posted to"));
            return Ok(Verdict::Ack);
        }
    };
    let message = Outgoing {
        ids: job.ids.clone(),
        webhook_id: job.webhook_id.clone(),
        body: job.body.clone(),
    };
    let timeout = POLICY.timeout.min(left);
    let answer = crate::post::attempt(&endpoint, &message, timeout).await;
    let ids = job.ids.join(", ");
    let outcome = match classify(target.kind, &POLICY, &answer) {
        Decision::Delivered => Outcome::Delivered,
        // A 429: its wait honoured on the Queue, the subscription's health unchanged.
        Decision::Retry {
            after: Some(wait), ..
        } => {
            store.take(id, &job.ids, "sending", "queued").await?;
            log(&format!(
                "`{id}`: {ids}: rate limited, tried again in {} s",
                wait.as_secs()
            ));
            return Ok(Verdict::Retry(wait));
        }
        Decision::Retry { why, after: None } | Decision::NotSent(why) => Outcome::NotSent(why),
        Decision::Unknown(why) => Outcome::Unknown(why),
    };
    let health = row.health.after(&outcome, now(env), target.lang);
    if health != row.health {
        store.set_health(id, &health).await?;
        if let Some(why) = &health.disabled {
            log(&format!("`{id}` disabled: {why}"));
        }
    }
    log(&format!("`{id}`: {ids}: {outcome}"));
    let mark = Mark::after(target.kind, &outcome);
    Ok(match (mark, &health) {
        // Not sent, and the subscription rests: the Queue delivers it again once it has.
        (Mark::Pending, Health { disabled: None, .. }) => {
            store.take(id, &job.ids, "sending", "queued").await?;
            let rest = health.retry_at.map_or(Duration::from_secs(60), |r| {
                (r - now(env)).to_std().unwrap_or_default()
            });
            Verdict::Retry(rest)
        }
        (mark, _) => {
            store.settle(id, &job.ids, mark).await?;
            Verdict::Ack
        }
    })
}

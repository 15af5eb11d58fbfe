//! The notifier Worker (wasm32 only; elsewhere this crate is empty): its Cron Trigger
//! (`[triggers] crons` in `notifier/wrangler.toml`) posts the reminders due since the previous
//! tick to the targets of the `CALENDAR_NOTIFY_TARGETS` secret (docs/notify.md), and keeps the
//! public subscriptions (`subscriptions`: their endpoints on `fetch`, their D1 store, their
//! fan-out enqueued by the same Cron Trigger and posted by the `queue` consumer), and the chat
//! commands' endpoints beside them (`chat`: Discord, Telegram and QQ, subscribing by a command).
//!
//! It is a Worker of its own, beside the API Worker (`edge/`), because everything it needs and
//! the API does not (the targets parser and the `url` crate, the chats' cards and payloads, the
//! delivery core, HMAC, KV) would otherwise be in the module every API request's isolate loads:
//! about a quarter of the API Worker's size, and its first request's start (docs/deploy.md); the
//! subscriptions' code (D1, Queues, AES-GCM) stays out of it the same way. The dataset is the one `edge/build.rs` bakes, through `calendar-edge` without its API entry
//! (`calendar_edge::BAKED_DATASET`), so both Workers of one build tell the same schedule.
//!
//! Which reminders fall due, and their messages, are the library's
//! (`calendar::notify::reminders::due`, `calendar::notify::outgoing::reminders`); how each is
//! delivered is its delivery core (`calendar::notify::delivery`): this file performs its
//! requests (no redirect followed) and waits, under the same policy as every face. (Plain names,
//! not links: on other targets the crate is empty and has no dependencies to link to.)
//!
//! - The interval is the cron's period (`*/N * * * *`: N minutes) ending at the scheduled time
//!   the runtime gives, floored to its minute: consecutive ticks cover time without a gap or an
//!   overlap. The run is bounded by that period too.
//! - A ledger in KV (the `CALENDAR_NOTIFY_LEDGER` binding) holds every reminder id handed out:
//!   an id already there is not posted again, and an id is written `sending` before its post,
//!   then settled as the delivery core says (removed when certainly not sent, so a tick
//!   delivered twice may try it again), so a tick delivered again later posts once. KV has no
//!   compare-and-set and is eventually consistent (a write may take up to a minute to reach
//!   other locations): two runs of one tick at the same moment could both find an id absent and
//!   both post. Cloudflare runs a cron once per schedule; a claim that holds even then needs D1
//!   (as the subscriptions' ledger has). Without the binding nothing is sent.
//! - Never late: a reminder whose edge has passed, or is too near for an attempt to end before
//!   it, is dropped and logged.
//! - Each target's posts run on their own. URLs and secrets come from secrets named by
//!   `urlEnv`/`secretEnv`, and are never logged.
//! - The page a message links to is the public origin's (`CALENDAR_PUBLIC_ORIGIN`, the API
//!   Worker's var), when the notifier's vars name it.
#![cfg(target_arch = "wasm32")]

mod chat;
mod post;
mod subscriptions;

use calendar::notify::delivery::{Endpoint, Mark, POLICY, before_edge, edge_of};
use calendar::notify::outgoing::{Outgoing, reminders as outgoing};
use calendar::notify::parse_targets;
use calendar::notify::reminders::{Reminder, due};
use calendar::{Dataset, LimitConfig, PUBLIC_ORIGIN_VAR, Service};
use calendar_edge::{BAKED_DATASET, CLOCK_VAR};
use chrono::{DateTime, TimeDelta, Utc};
use worker::js_sys::{Array, Promise};
use worker::kv::KvStore;
use worker::wasm_bindgen::JsValue;
use worker::wasm_bindgen_futures::{JsFuture, future_to_promise};
use worker::{
    Context, Env, MessageBatch, Request, Response, ScheduleContext, ScheduledEvent, console_error,
    console_log, console_warn, event,
};

/// The secret holding the targets file (JSON).
const TARGETS_VAR: &str = "CALENDAR_NOTIFY_TARGETS";
/// The KV namespace of the ledger.
const LEDGER: &str = "CALENDAR_NOTIFY_LEDGER";
/// How long an id stays in the ledger: past the longest lead (`P7D`) and a day.
const LEDGER_TTL_SECS: u64 = 8 * 24 * 60 * 60;

/// The chat endpoints (`/chat/*`) and the public subscriptions' (`/api/v1/subscriptions*`,
/// `/notified`); every other path is the API's `404`.
#[event(fetch)]
async fn fetch(req: Request, env: Env, _ctx: Context) -> worker::Result<Response> {
    if chat::serves(&req.path()) {
        return chat::answer(req, &env).await;
    }
    subscriptions::answer(req, &env).await
}

/// The Cron Trigger: the operator's targets' reminders, then the subscriptions' fan-out.
#[event(scheduled)]
async fn scheduled(event: ScheduledEvent, env: Env, _ctx: ScheduleContext) {
    let Some(minutes) = period(&event.cron()) else {
        return console_error!("calendar: notify: the cron is not `*/N * * * *`: nothing sent");
    };
    // The scheduled time (on the test clock's offset, if any), floored to its minute.
    let at = (event.schedule() as i64).saturating_add(clock_offset_ms(&env));
    let Some(to) = DateTime::<Utc>::from_timestamp(at.div_euclid(60_000) * 60, 0) else {
        return;
    };
    let from = to - TimeDelta::minutes(minutes);
    targets(&env, from, to, minutes).await;
    subscriptions::fanout::enqueue(&env, from, to).await;
}

/// The subscriptions' Queue consumer: posts what the Cron Trigger enqueued.
#[event(queue)]
async fn queue(batch: MessageBatch<String>, env: Env, _ctx: Context) -> worker::Result<()> {
    subscriptions::fanout::consume(batch, &env).await;
    Ok(())
}

/// The reminders due in `from..=to` to the targets of the secret `CALENDAR_NOTIFY_TARGETS`
/// (nothing without it), within the cron's period of `minutes`.
async fn targets(env: &Env, from: DateTime<Utc>, to: DateTime<Utc>, minutes: i64) {
    let Ok(text) = env.secret(TARGETS_VAR).map(|s| s.to_string()) else {
        return;
    };
    let targets = match parse_targets(&text) {
        Ok(targets) => targets,
        Err(error) => return console_error!("calendar: notify: {TARGETS_VAR}: {error}"),
    };
    let Ok(ledger) = env.kv(LEDGER) else {
        return console_error!("calendar: notify: no `{LEDGER}` KV binding: nothing sent");
    };
    let service = match service(env) {
        Ok(service) => service,
        Err(error) => return console_error!("calendar: notify: {error}"),
    };
    let page = service.public_origin().map(|o| format!("{o}/"));
    let lookup = |name: &str| env.secret(name).ok().map(|s| s.to_string());
    let reminders = due(service.dataset(), &targets, from, to);
    // The run ends when the next tick's begins.
    let run_end = now(env) + TimeDelta::minutes(minutes);
    let jobs = Array::new();
    for target in &targets {
        let endpoint = match Endpoint::resolve(target, lookup) {
            Ok(endpoint) => endpoint,
            Err(why) => {
                console_warn!("calendar: notify: target `{}`: {why}", target.name);
                continue;
            }
        };
        let name = target.name.clone();
        let mut fresh: Vec<Reminder<'_>> = Vec::new();
        for reminder in reminders.iter().filter(|r| std::ptr::eq(r.target, target)) {
            let id = reminder.id();
            // Unknown (an error reading the ledger) counts as sent: at most once.
            match ledger.get(&id).text().await {
                Ok(None) => {}
                Ok(Some(_)) => continue,
                Err(_) => {
                    console_warn!(
                        "calendar: notify: target `{name}`: {id}: not sent: the ledger could not be read"
                    );
                    continue;
                }
            }
            if reminder.told.at <= now(env) {
                put(&ledger, &id, "late").await;
                console_log!("{}", late_line(&name, &id));
            } else if put(&ledger, &id, "sending").await {
                fresh.push(*reminder);
            } else {
                console_warn!(
                    "calendar: notify: target `{name}`: {id}: not sent: the ledger could not be written"
                );
            }
        }
        if fresh.is_empty() {
            continue;
        }
        let posts: Vec<(Outgoing, DateTime<Utc>)> =
            outgoing(target, &fresh, service.dataset(), page.as_deref())
                .into_iter()
                .map(|message| {
                    let edge = edge_of(&message, &fresh).unwrap_or(to);
                    (message, edge)
                })
                .collect();
        let (env, ledger) = (env.clone(), ledger.clone());
        jobs.push(&future_to_promise(async move {
            for (message, edge) in posts {
                let ids = message.ids.join(", ");
                let Some(to_edge) = before_edge(edge, now(&env), &POLICY) else {
                    for id in &message.ids {
                        put(&ledger, id, "late").await;
                    }
                    console_log!("{}", late_line(&name, &ids));
                    continue;
                };
                // Worth sending until its edge, within the run.
                let to_run_end = (run_end - now(&env)).to_std().unwrap_or_default();
                let left = to_edge.min(to_run_end);
                let outcome = post::post(&endpoint, &message, POLICY, left).await;
                let state = match Mark::after(endpoint.kind(), &outcome) {
                    Mark::Delivered => Some("delivered"),
                    Mark::Unconfirmed | Mark::Sending => Some("unconfirmed"),
                    Mark::Pending => None,
                };
                for id in &message.ids {
                    match state {
                        Some(state) => {
                            put(&ledger, id, state).await;
                        }
                        None => {
                            let _ = ledger.delete(id).await;
                        }
                    }
                }
                console_log!("calendar: notify: target `{name}`: {ids}: {outcome}");
            }
            Ok(JsValue::UNDEFINED)
        }));
    }
    let _ = JsFuture::from(Promise::all(&jobs)).await;
}

/// The dataset `edge/build.rs` baked (validated at build time), with the public origin of
/// `env`'s vars if they name one (an invalid one is an error, as in the API Worker).
pub(crate) fn service(env: &Env) -> Result<Service, String> {
    let dataset =
        Dataset::from_baked(&BAKED_DATASET).map_err(|e| format!("the baked dataset: {e}"))?;
    let service = Service::new(dataset, LimitConfig::default());
    match var(env, PUBLIC_ORIGIN_VAR) {
        Some(origin) if !origin.trim().is_empty() => service.with_public_origin(&origin),
        _ => Ok(service),
    }
}

/// The text of `env`'s var `name`, if it has one.
pub(crate) fn var(env: &Env, name: &str) -> Option<String> {
    env.var(name).ok().map(|v| v.to_string())
}

/// What the test clock's var adds to the clock (zero without it).
fn clock_offset_ms(env: &Env) -> i64 {
    var(env, CLOCK_VAR)
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// The server's clock: the real one, moved by the test clock's offset if any.
pub(crate) fn now(env: &Env) -> DateTime<Utc> {
    let ms = i64::try_from(worker::Date::now().as_millis())
        .unwrap_or(0)
        .saturating_add(clock_offset_ms(env));
    DateTime::<Utc>::from_timestamp_millis(ms).unwrap_or_default()
}

/// Writes `id` as `state` in the ledger; whether it was written.
async fn put(ledger: &KvStore, id: &str, state: &str) -> bool {
    match ledger
        .put(id, state)
        .map(|p| p.expiration_ttl(LEDGER_TTL_SECS))
    {
        Ok(put) => put.execute().await.is_ok(),
        Err(_) => false,
    }
}

fn late_line(target: &str, ids: &str) -> String {
    format!(
        "calendar: notify: target `{target}`: {ids}: dropped, not sent: its edge has passed (or \
         is too near to post in time)"
    )
}

/// The minutes of a cron `*/N * * * *` (or `* * * * *`: one).
fn period(cron: &str) -> Option<i64> {
    let mut fields = cron.split_whitespace();
    let minute = fields.next()?;
    if fields.collect::<Vec<_>>() != ["*", "*", "*", "*"] {
        return None;
    }
    match minute {
        "*" => Some(1),
        every => every
            .strip_prefix("*/")?
            .parse()
            .ok()
            .filter(|n| (1..=60).contains(n)),
    }
}

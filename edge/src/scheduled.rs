//! The Worker's Cron Trigger (wasm32 only; `[triggers] crons` in `wrangler.toml`): posts the
//! reminders due since the previous tick to the targets of the `CALENDAR_NOTIFY_TARGETS` secret
//! (docs/notify.md). Which reminders fall due, and their messages, are the library's
//! ([`calendar::notify::reminders::due`], [`calendar::notify::outgoing::reminders`]).
//!
//! - The interval is the cron's period (`*/N * * * *`: N minutes) ending at the scheduled time
//!   the runtime gives, floored to its minute: consecutive ticks cover time without a gap or an
//!   overlap.
//! - A ledger in KV (the `CALENDAR_NOTIFY_LEDGER` binding) holds every reminder id handed out:
//!   an id already there is not posted again, and an id is written before its post, so a tick
//!   delivered twice posts once (at most once, as `calendar-generator notify`). Without the
//!   binding nothing is sent.
//! - Each target's posts run on their own; each post is bounded by [`POST_TIMEOUT_MS`]. URLs
//!   and secrets come from secrets named by `urlEnv`/`secretEnv`, and are never logged.

use calendar::notify::outgoing::{Outgoing, reminders as outgoing};
use calendar::notify::reminders::{Reminder, due};
use calendar::notify::{
    ID_HEADER, SIGNATURE_HEADER, Secret, TIMESTAMP_HEADER, parse_targets, sign,
};
use chrono::{DateTime, TimeDelta, Utc};
use worker::js_sys::{Array, Promise, Reflect};
use worker::wasm_bindgen::{JsCast, JsValue};
use worker::wasm_bindgen_futures::{JsFuture, future_to_promise};
use worker::{
    AbortSignal, Env, Fetch, Headers, Method, RequestInit, ScheduleContext, ScheduledEvent,
    console_error, console_log, console_warn, event,
};

/// The secret holding the targets file (JSON).
const TARGETS_VAR: &str = "CALENDAR_NOTIFY_TARGETS";
/// The KV namespace of the ledger.
const LEDGER: &str = "CALENDAR_NOTIFY_LEDGER";
/// How long an id stays in the ledger: past the longest lead (`P7D`) and a day.
const LEDGER_TTL_SECS: u64 = 8 * 24 * 60 * 60;
/// The longest a post may take.
const POST_TIMEOUT_MS: u32 = 10_000;

#[event(scheduled)]
async fn scheduled(event: ScheduledEvent, env: Env, _ctx: ScheduleContext) {
    let Ok(text) = env.secret(TARGETS_VAR).map(|s| s.to_string()) else {
        return;
    };
    let targets = match parse_targets(&text) {
        Ok(targets) => targets,
        Err(error) => return console_error!("calendar: notify: {TARGETS_VAR}: {error}"),
    };
    let Some(minutes) = period(&event.cron()) else {
        return console_error!("calendar: notify: the cron is not `*/N * * * *`: nothing sent");
    };
    let Ok(ledger) = env.kv(LEDGER) else {
        return console_error!("calendar: notify: no `{LEDGER}` KV binding: nothing sent");
    };
    let service = match crate::worker::service(&env) {
        Ok(service) => service,
        Err(error) => return console_error!("calendar: notify: {error}"),
    };
    // The scheduled time (on the test clock's offset, if any), floored to its minute.
    let at = (event.schedule() as i64).saturating_add(crate::worker::clock_offset_ms(&env));
    let Some(to) = DateTime::<Utc>::from_timestamp(at.div_euclid(60_000) * 60, 0) else {
        return;
    };
    let from = to - TimeDelta::minutes(minutes);
    let page = service.public_origin().map(|o| format!("{o}/"));
    let lookup = |name: &str| env.secret(name).ok().map(|s| s.to_string());
    let reminders = due(service.dataset(), &targets, from, to);
    let jobs = Array::new();
    for target in &targets {
        let Some(url) = target.resolve_url(lookup) else {
            console_warn!("calendar: notify: target `{}`: no URL", target.name);
            continue;
        };
        let secret = target.resolve_secret(lookup);
        let mut fresh: Vec<Reminder<'_>> = Vec::new();
        for reminder in reminders.iter().filter(|r| std::ptr::eq(r.target, target)) {
            let id = reminder.id();
            // Unknown (an error reading the ledger) counts as sent: at most once.
            if let Ok(None) = ledger.get(&id).text().await {
                let put = ledger
                    .put(&id, "sent")
                    .map(|p| p.expiration_ttl(LEDGER_TTL_SECS));
                if let Ok(put) = put
                    && put.execute().await.is_ok()
                {
                    fresh.push(*reminder);
                }
            }
        }
        if fresh.is_empty() {
            continue;
        }
        let posts = outgoing(target, &fresh, service.dataset(), page.as_deref());
        let name = target.name.clone();
        jobs.push(&future_to_promise(async move {
            for post in posts {
                let outcome = send(&url, secret.as_ref(), &post).await;
                console_log!(
                    "calendar: notify: target `{name}`: {}: {outcome}",
                    post.ids.join(", ")
                );
            }
            Ok(JsValue::UNDEFINED)
        }));
    }
    let _ = JsFuture::from(Promise::all(&jobs)).await;
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

/// Posts `post` once, bounded by [`POST_TIMEOUT_MS`]; what became of it (never the URL).
async fn send(url: &str, secret: Option<&Secret>, post: &Outgoing) -> String {
    let Ok(headers) = headers(secret, post) else {
        return "not sent (headers)".into();
    };
    let mut init = RequestInit::new();
    init.with_method(Method::Post)
        .with_headers(headers)
        .with_body(Some(JsValue::from_str(&post.body)));
    let Ok(request) = worker::Request::new_with_init(url, &init) else {
        return "not sent (request)".into();
    };
    let Some(signal) = timeout_signal() else {
        return "not sent (no time-out)".into();
    };
    match Fetch::Request(request).send_with_signal(&signal).await {
        Ok(answer) if (200..300).contains(&answer.status_code()) => "sent".into(),
        Ok(answer) => format!("answered {}", answer.status_code()),
        Err(_) if signal.aborted() => "timed out".into(),
        Err(_) => "failed".into(),
    }
}

fn headers(secret: Option<&Secret>, post: &Outgoing) -> worker::Result<Headers> {
    let headers = Headers::new();
    headers.set("content-type", "application/json")?;
    if let (Some(id), Some(secret)) = (&post.webhook_id, secret) {
        // The moment of sending on the real clock: what a receiver checks it against.
        let timestamp = i64::try_from(worker::Date::now().as_millis() / 1000).unwrap_or(0);
        headers.set(ID_HEADER, id)?;
        headers.set(TIMESTAMP_HEADER, &timestamp.to_string())?;
        headers.set(SIGNATURE_HEADER, &sign(secret, id, timestamp, &post.body))?;
    }
    Ok(headers)
}

/// `AbortSignal.timeout(POST_TIMEOUT_MS)`.
fn timeout_signal() -> Option<AbortSignal> {
    let class = Reflect::get(&worker::js_sys::global(), &"AbortSignal".into()).ok()?;
    let timeout: worker::js_sys::Function = Reflect::get(&class, &"timeout".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let signal = timeout
        .call1(&class, &JsValue::from(POST_TIMEOUT_MS))
        .ok()?;
    Some(AbortSignal::from(
        signal.unchecked_into::<worker::web_sys::AbortSignal>(),
    ))
}

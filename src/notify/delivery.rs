//! Delivery: how one [`Outgoing`] message reaches one target, decided without I/O or a clock.
//! Every face (`calendar-generator notify`, `calendar-serve --notify`, the Worker's cron) only
//! performs the requests this module writes, tells it what came back and waits as long as it
//! says, under one [`Policy`] ([`POLICY`]).
//!
//! - [`Endpoint::request`]: the URL (Discord `?wait=true`, so its answer says the message was
//!   made; Telegram `{url}/sendMessage`; OneBot v11 `{url}/send_group_msg`), the headers
//!   (`json`: the Standard Webhooks headers; `onebot` with a token: `Authorization: Bearer`) and
//!   the body. No face follows a redirect: a webhook that moved is a configuration to fix.
//! - [`classify`]: an answer as a [`Decision`]. 2xx is delivered, unless its body says it
//!   failed (Telegram `"ok": false`, OneBot `"status": "failed"` or a non-zero `retcode`): not
//!   sent. 429 is tried again after `retry_after` (Discord's body, Telegram's
//!   `parameters.retry_after`) or `Retry-After` (seconds), if at most
//!   [`Policy::max_retry_after`]; a 503 or no connection after a backoff. A time-out, a
//!   failure once the request may have gone out, or another 5xx is tried again only for `json`, whose stable
//!   `webhook-id` makes a resend safe; for the other kinds its outcome is unknown. Any other
//!   answer (4xx): not sent (the target's configuration needs a look).
//! - [`Delivery`]: the attempts of one message. An attempt, or a wait and the attempt after it,
//!   starts only if its whole time-out fits in what is left of the run, so no run overstays.
//! - [`Mark`]: the ledger's transitions. A message is `sending` while posted; then `delivered`,
//!   `pending` again (not sent, or a `json` message whose outcome is unknown: resent under the
//!   same `webhook-id`), or `unconfirmed` (another kind's unknown outcome: never sent again, so
//!   nothing reaches a chat twice).
//!
//! No URL, token, secret or body is ever part of a reason this module gives. A reason is a
//! catalog message ([`Said`]): a log tells it in English, a subscription's health in its
//! language (`subscription::Health::after`).

use std::time::Duration;

use chrono::{DateTime, Utc};

use super::outgoing::Outgoing;
use super::reminders::Reminder;
use super::{ID_HEADER, Kind, SIGNATURE_HEADER, Secret, TIMESTAMP_HEADER, Target, sign};
use crate::catalog::{Said, said};

/// How every face delivers: the same attempts, backoff, waits and time-outs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// The most attempts of one message.
    pub attempts: u32,
    /// The wait after the first 5xx, refused connection or resendable time-out; it doubles.
    pub backoff: Duration,
    /// The longest 429 wait honoured; a longer one leaves the message not sent.
    pub max_retry_after: Duration,
    /// One attempt's bound, connecting included.
    pub timeout: Duration,
}

/// The policy of every face.
pub const POLICY: Policy = Policy {
    attempts: 4,
    backoff: Duration::from_millis(250),
    max_retry_after: Duration::from_secs(60),
    timeout: Duration::from_secs(10),
};

/// The wait of a 429 that says none.
const DEFAULT_RETRY_AFTER: Duration = Duration::from_secs(1);
/// The most of an answer's body a face reads (for its `retry_after` or its `ok`).
pub const MAX_ANSWER: usize = 64 * 1024;

/// Whether a message of `kind` may be posted again when its outcome is unknown: only `json`,
/// whose receivers act once on a `webhook-id`.
pub fn resendable(kind: Kind) -> bool {
    kind == Kind::Json
}

/// A target with its URL and credentials read from the environment. Its `Debug` shows neither.
#[derive(Clone)]
pub struct Endpoint {
    kind: Kind,
    url: String,
    secret: Option<Secret>,
    token: Option<String>,
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Endpoint")
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

impl Endpoint {
    /// `target`'s endpoint, its `urlEnv`/`secretEnv` read through `lookup`; why not (never a
    /// value) when its URL, or a `json` target's secret, is not usable.
    pub fn resolve(
        target: &Target,
        lookup: impl Fn(&str) -> Option<String>,
    ) -> Result<Endpoint, &'static str> {
        let url = target
            .resolve_url(&lookup)
            .ok_or("no usable URL (is its `urlEnv` variable set?)")?;
        let secret = target.resolve_secret(&lookup);
        if target.kind == Kind::Json && secret.is_none() {
            return Err("no usable secret (is its `secretEnv` variable set?)");
        }
        Ok(Endpoint {
            kind: target.kind,
            url,
            secret,
            token: target.resolve_token(&lookup),
        })
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The request posting `message`; `timestamp` is the Unix time of the attempt (each
    /// attempt signs anew: receivers check `webhook-timestamp` against their clock).
    pub fn request(&self, message: &Outgoing, timestamp: i64) -> Request {
        let mut headers = vec![("content-type", "application/json".to_string())];
        if let (Some(id), Some(secret)) = (&message.webhook_id, &self.secret) {
            headers.push((ID_HEADER, id.clone()));
            headers.push((TIMESTAMP_HEADER, timestamp.to_string()));
            headers.push((SIGNATURE_HEADER, sign(secret, id, timestamp, &message.body)));
        }
        if let (Kind::OneBot, Some(token)) = (self.kind, &self.token) {
            headers.push(("authorization", format!("Bearer {token}")));
        }
        Request {
            url: endpoint_url(self.kind, &self.url),
            headers,
            body: message.body.clone(),
        }
    }
}

/// One POST to make. Its `Debug` shows the header names only.
#[derive(Clone, PartialEq, Eq)]
pub struct Request {
    pub url: String,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.headers.iter().map(|(name, _)| *name).collect();
        f.debug_struct("Request")
            .field("headers", &names)
            .finish_non_exhaustive()
    }
}

/// The URL a message to a `kind` target at `url` is posted to.
fn endpoint_url(kind: Kind, url: &str) -> String {
    let (url, fragment) = match url.split_once('#') {
        Some((url, fragment)) => (url, Some(fragment)),
        None => (url, None),
    };
    let (path, query) = match url.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (url, None),
    };
    let method = |name: &str| format!("{}/{name}", path.trim_end_matches('/'));
    let (path, query) = match kind {
        Kind::Discord => (
            path.to_string(),
            Some(match query {
                Some(q) if !q.is_empty() => format!("{q}&wait=true"),
                _ => "wait=true".to_string(),
            }),
        ),
        Kind::Json => (path.to_string(), query.map(str::to_string)),
        Kind::Telegram => (method("sendMessage"), query.map(str::to_string)),
        Kind::OneBot => (method("send_group_msg"), query.map(str::to_string)),
    };
    let mut out = path;
    if let Some(query) = query {
        out.push('?');
        out.push_str(&query);
    }
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(fragment);
    }
    out
}

/// What came of one attempt, as a face saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The receiver answered: the status, its `Retry-After` header, and the first
    /// [`MAX_ANSWER`] bytes of its body.
    Status {
        status: u16,
        retry_after: Option<String>,
        body: Vec<u8>,
    },
    /// No connection was made: the request never went out.
    NoConnection,
    /// The attempt's time-out passed once the request may have gone out.
    TimedOut,
    /// The request failed once it may have gone out (a reset, a malformed answer).
    Failed,
}

/// What an answer means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Delivered,
    /// Try again after `after` (a 429's wait), or the backoff when `None`.
    Retry {
        why: Said,
        after: Option<Duration>,
    },
    /// Certainly not acted on.
    NotSent(Said),
    /// Perhaps acted on, and not safe to send again.
    Unknown(Said),
}

/// What `answer` means for a message to a `kind` target, under `policy`.
pub fn classify(kind: Kind, policy: &Policy, answer: &Answer) -> Decision {
    let lost = |why: Said| {
        if resendable(kind) {
            Decision::Retry { why, after: None }
        } else {
            Decision::Unknown(said("delivery-lost", &[("why", why.into())]))
        }
    };
    let (status, retry_after, body) = match answer {
        Answer::Status {
            status,
            retry_after,
            body,
        } => (*status, retry_after.as_deref(), body.as_slice()),
        Answer::NoConnection => {
            return Decision::Retry {
                why: said("delivery-no-connection", &[]),
                after: None,
            };
        }
        Answer::TimedOut => return lost(said("delivery-timed-out", &[])),
        Answer::Failed => return lost(said("delivery-failed", &[])),
    };
    match status {
        200..=299 => match refused_in_body(kind, body) {
            Some(why) => Decision::NotSent(why),
            None => Decision::Delivered,
        },
        429 => {
            let wait = body_retry_after(kind, body)
                .or_else(|| retry_after.and_then(seconds))
                .unwrap_or(DEFAULT_RETRY_AFTER);
            if wait > policy.max_retry_after {
                let seconds = usize::try_from(wait.as_secs()).unwrap_or(usize::MAX);
                Decision::NotSent(said(
                    "delivery-rate-limited-long",
                    &[("seconds", seconds.into())],
                ))
            } else {
                Decision::Retry {
                    why: said("delivery-rate-limited", &[]),
                    after: Some(wait),
                }
            }
        }
        // 503: the service did not take the message; any other 5xx (a gateway's 502 or 504, a
        // 500) may come after the origin posted it, so only a resendable kind tries again.
        503 => Decision::Retry {
            why: answered(status),
            after: None,
        },
        500..=599 => lost(answered(status)),
        _ => Decision::NotSent(answered(status)),
    }
}

/// How an answer's status is told in a reason: `answered 404` (a subscription that is answered
/// 404, 403 or 401 is disabled: `subscription.rs` reads it so).
pub fn answered(status: u16) -> Said {
    said(
        "delivery-answered",
        &[("status", usize::from(status).into())],
    )
}

/// Why a 2xx answer's body says the message was not sent: Telegram's `"ok": false`, OneBot's
/// `"status": "failed"` or a `retcode` other than 0 (done) and 1 (accepted, done later).
fn refused_in_body(kind: Kind, body: &[u8]) -> Option<Said> {
    let value = || serde_json::from_slice::<serde_json::Value>(body).ok();
    match kind {
        Kind::Telegram => {
            let value = value()?;
            (value.get("ok")? == false).then(|| said("delivery-telegram-refused", &[]))
        }
        Kind::OneBot => {
            let value = value()?;
            let failed = value.get("status").and_then(|s| s.as_str()) == Some("failed");
            let retcode = value.get("retcode").and_then(serde_json::Value::as_i64);
            (failed || retcode.is_some_and(|c| c != 0 && c != 1)).then(|| {
                let retcode = retcode.map_or("?".to_string(), |c| c.to_string());
                said("delivery-onebot-refused", &[("retcode", retcode.into())])
            })
        }
        Kind::Discord | Kind::Json => None,
    }
}

/// A 429 body's wait: Discord's `retry_after`, Telegram's `parameters.retry_after` (seconds).
fn body_retry_after(kind: Kind, body: &[u8]) -> Option<Duration> {
    let value: serde_json::Value = serde_json::from_slice(body).ok()?;
    let field = match kind {
        Kind::Telegram => value.get("parameters")?.get("retry_after")?,
        _ => value.get("retry_after")?,
    };
    seconds_f64(field.as_f64()?)
}

/// `Retry-After` in seconds (an HTTP date is not honoured: the default wait applies).
fn seconds(text: &str) -> Option<Duration> {
    seconds_f64(text.trim().parse().ok()?)
}

fn seconds_f64(s: f64) -> Option<Duration> {
    (s.is_finite() && s >= 0.0).then(|| Duration::from_secs_f64(s.min(3600.0)))
}

/// What became of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Delivered,
    /// Certainly not acted on: pending again.
    NotSent(Said),
    /// Perhaps acted on (never for a resendable kind: those are tried again).
    Unknown(Said),
}

/// In English, for a log.
impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Delivered => f.write_str("sent"),
            Outcome::NotSent(why) => write!(f, "not sent: {why}"),
            Outcome::Unknown(why) => write!(f, "perhaps sent, not sent again: {why}"),
        }
    }
}

/// What a face does next for a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Make [`Endpoint::request`], bounded by `timeout`, and tell [`Delivery::answer`].
    Send {
        timeout: Duration,
    },
    /// Wait this long, then ask again.
    Wait(Duration),
    Done(Outcome),
}

/// The attempts of one message: ask [`Delivery::next`] with the run's time left, do what it
/// says, repeat until [`Step::Done`].
#[derive(Debug, Clone)]
pub struct Delivery {
    kind: Kind,
    policy: Policy,
    tried: u32,
    backoff: Duration,
    wait: Option<Duration>,
    last: Option<Said>,
    done: Option<Outcome>,
}

impl Delivery {
    pub fn new(kind: Kind, policy: Policy) -> Delivery {
        Delivery {
            kind,
            policy,
            tried: 0,
            backoff: policy.backoff,
            wait: None,
            last: None,
            done: None,
        }
    }

    /// The next step, with `left` of the run's time (or of the time a message is still worth
    /// sending in) remaining: an attempt only if its time-out fits, a wait only if the wait and
    /// the attempt after it fit.
    pub fn next(&mut self, left: Duration) -> Step {
        if let Some(outcome) = &self.done {
            return Step::Done(outcome.clone());
        }
        if let Some(wait) = self.wait.take() {
            if wait.saturating_add(self.policy.timeout) > left {
                return Step::Done(self.out_of_time());
            }
            return Step::Wait(wait);
        }
        if self.policy.timeout > left {
            return Step::Done(self.out_of_time());
        }
        self.tried += 1;
        Step::Send {
            timeout: self.policy.timeout,
        }
    }

    /// What the attempt [`Delivery::next`] asked for came back with.
    pub fn answer(&mut self, answer: &Answer) {
        match classify(self.kind, &self.policy, answer) {
            Decision::Delivered => self.done = Some(Outcome::Delivered),
            Decision::NotSent(why) => self.done = Some(Outcome::NotSent(why)),
            Decision::Unknown(why) => self.done = Some(Outcome::Unknown(why)),
            Decision::Retry { why, .. } if self.tried >= self.policy.attempts => {
                let attempts = usize::try_from(self.policy.attempts).unwrap_or(usize::MAX);
                self.done = Some(Outcome::NotSent(said(
                    "delivery-attempts",
                    &[("why", why.into()), ("attempts", attempts.into())],
                )));
            }
            Decision::Retry { why, after } => {
                self.wait = Some(after.unwrap_or(self.backoff));
                self.backoff = self.backoff.saturating_mul(2);
                self.last = Some(why);
            }
        }
    }

    /// The message is not sent: the run's time is up. [`Delivery::next`] says so when an attempt
    /// no longer fits; a face says so when the attempt it asked for could not start while its
    /// whole time-out still fitted (it waited its turn among others' posts).
    pub fn out_of_time(&mut self) -> Outcome {
        let outcome = Outcome::NotSent(match self.last.clone() {
            None => said("delivery-out-of-time", &[]),
            Some(why) => said("delivery-out-of-time-after", &[("why", why.into())]),
        });
        self.done = Some(outcome.clone());
        outcome
    }
}

/// The earliest edge `message` tells of among `reminders` (those it was made from): a reminder
/// is not sent after its edge.
pub fn edge_of(message: &Outgoing, reminders: &[Reminder<'_>]) -> Option<DateTime<Utc>> {
    reminders
        .iter()
        .filter(|r| message.ids.contains(&r.id()))
        .map(|r| r.told.at)
        .min()
}

/// The time left at `now` to deliver a message about an edge at `edge`; `None` when an attempt
/// under `policy` could no longer end before it: the reminder is late, and dropped.
pub fn before_edge(edge: DateTime<Utc>, now: DateTime<Utc>, policy: &Policy) -> Option<Duration> {
    (edge - now)
        .to_std()
        .ok()
        .filter(|left| *left >= policy.timeout)
}

/// Where a message stands in a ledger.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// To send (in no ledger set).
    Pending,
    /// Being posted: written before the post.
    Sending,
    /// The receiver said yes.
    Delivered,
    /// Perhaps told: never sent again.
    Unconfirmed,
}

impl Mark {
    /// A message to a `kind` target after `outcome`.
    pub fn after(kind: Kind, outcome: &Outcome) -> Mark {
        match outcome {
            Outcome::Delivered => Mark::Delivered,
            Outcome::NotSent(_) => Mark::Pending,
            Outcome::Unknown(_) => Mark::unknown(kind),
        }
    }

    /// A message found `sending` when a run starts: the run before was killed mid-post.
    pub fn killed(kind: Kind) -> Mark {
        Mark::unknown(kind)
    }

    fn unknown(kind: Kind) -> Mark {
        if resendable(kind) {
            Mark::Pending
        } else {
            Mark::Unconfirmed
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notify::parse_targets;

    fn endpoint(json: &str, env: &[(&str, &str)]) -> Endpoint {
        let target = parse_targets(&format!("[{json}]")).unwrap().remove(0);
        Endpoint::resolve(&target, |name| {
            env.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        })
        .unwrap()
    }

    fn message(webhook_id: Option<&str>) -> Outgoing {
        Outgoing {
            ids: vec!["a".into()],
            webhook_id: webhook_id.map(str::to_string),
            body: r#"{"x":1}"#.into(),
        }
    }

    const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

    #[test]
    fn each_kind_is_posted_where_its_api_says() {
        for (json, url) in [
            (
                r#"{"name":"d","kind":"discord","url":"https://discord.com/api/webhooks/1/x"}"#,
                "https://discord.com/api/webhooks/1/x?wait=true",
            ),
            (
                r#"{"name":"d","kind":"discord","url":"https://discord.com/api/webhooks/1/x?thread_id=2"}"#,
                "https://discord.com/api/webhooks/1/x?thread_id=2&wait=true",
            ),
            (
                r#"{"name":"t","kind":"telegram","url":"https://api.telegram.org/bot1:AA/","chatId":"-1001"}"#,
                "https://api.telegram.org/bot1:AA/sendMessage",
            ),
            (
                r#"{"name":"q","kind":"onebot","url":"http://127.0.0.1:5700","groupId":123}"#,
                "http://127.0.0.1:5700/send_group_msg",
            ),
            (
                r#"{"name":"j","kind":"json","url":"https://example.org/hook?x=1","secret":"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"}"#,
                "https://example.org/hook?x=1",
            ),
        ] {
            assert_eq!(endpoint(json, &[]).request(&message(None), 0).url, url);
        }
    }

    #[test]
    fn json_is_signed_and_onebot_carries_its_token() {
        let json = endpoint(
            r#"{"name":"j","kind":"json","url":"https://example.org/h","secretEnv":"S"}"#,
            &[("S", SECRET)],
        );
        let request = json.request(&message(Some("msg_1")), 1_614_265_330);
        let secret = Secret::parse(SECRET).unwrap();
        assert_eq!(
            request.headers,
            [
                ("content-type", "application/json".to_string()),
                (ID_HEADER, "msg_1".to_string()),
                (TIMESTAMP_HEADER, "1614265330".to_string()),
                (
                    SIGNATURE_HEADER,
                    sign(&secret, "msg_1", 1_614_265_330, &request.body)
                ),
            ]
        );
        let onebot = endpoint(
            r#"{"name":"q","kind":"onebot","url":"https://bot.example","groupId":1,"secretEnv":"T"}"#,
            &[("T", "tok-123")],
        );
        let request = onebot.request(&message(None), 0);
        assert!(
            request
                .headers
                .contains(&("authorization", "Bearer tok-123".to_string()))
        );
        // Neither the URL nor a credential in a Debug.
        let shown = format!("{onebot:?} {request:?}");
        assert!(
            !shown.contains("tok-123") && !shown.contains("bot.example"),
            "{shown}"
        );
        let bare = endpoint(
            r#"{"name":"q","kind":"onebot","url":"https://bot.example","groupId":1}"#,
            &[],
        );
        assert_eq!(bare.request(&message(None), 0).headers.len(), 1);
    }

    #[test]
    fn a_json_target_without_its_secret_has_no_endpoint() {
        let target = parse_targets(
            r#"[{"name":"j","kind":"json","url":"https://example.org/h","secretEnv":"S"}]"#,
        )
        .unwrap()
        .remove(0);
        let why = Endpoint::resolve(&target, |_| None).unwrap_err();
        assert!(why.contains("secret"), "{why}");
    }

    fn status(status: u16, header: Option<&str>, body: &str) -> Answer {
        Answer::Status {
            status,
            retry_after: header.map(str::to_string),
            body: body.as_bytes().to_vec(),
        }
    }

    /// A decision with its reason in English, to compare.
    #[derive(Debug, PartialEq)]
    enum Told {
        Delivered,
        Retry(String, Option<Duration>),
        NotSent(String),
        Unknown(String),
    }

    fn told(decision: Decision) -> Told {
        match decision {
            Decision::Delivered => Told::Delivered,
            Decision::Retry { why, after } => Told::Retry(why.to_string(), after),
            Decision::NotSent(why) => Told::NotSent(why.to_string()),
            Decision::Unknown(why) => Told::Unknown(why.to_string()),
        }
    }

    fn retry(after: Option<u64>, why: &str) -> Told {
        Told::Retry(why.into(), after.map(Duration::from_millis))
    }

    #[test]
    fn answers_are_classified_by_kind() {
        use Kind::*;
        let rate = "rate limited (429)";
        for (kind, answer, expected) in [
            (Discord, status(204, None, ""), Told::Delivered),
            (Json, status(200, None, "anything"), Told::Delivered),
            (
                Discord,
                status(429, Some("9"), r#"{"retry_after":1.5}"#),
                retry(Some(1500), rate),
            ),
            (
                Telegram,
                status(
                    429,
                    None,
                    r#"{"ok":false,"error_code":429,"parameters":{"retry_after":7}}"#,
                ),
                retry(Some(7000), rate),
            ),
            (Json, status(429, Some(" 3 "), ""), retry(Some(3000), rate)),
            (
                Json,
                status(429, Some("Wed, 21 Oct 2015 07:28:00 GMT"), ""),
                retry(Some(1000), rate),
            ),
            (
                Discord,
                status(429, Some("61"), ""),
                Told::NotSent("rate limited for 61 s, longer than a run waits".into()),
            ),
            (OneBot, status(503, None, ""), retry(None, "answered 503")),
            (
                Discord,
                status(404, None, ""),
                Told::NotSent("answered 404".into()),
            ),
            (
                Telegram,
                status(200, None, r#"{"ok":false,"description":"chat not found"}"#),
                Told::NotSent("Telegram answered `ok: false`".into()),
            ),
            (
                Telegram,
                status(200, None, r#"{"ok":true,"result":{}}"#),
                Told::Delivered,
            ),
            (
                OneBot,
                status(200, None, r#"{"status":"failed","retcode":100}"#),
                Told::NotSent("the OneBot implementation answered retcode 100".into()),
            ),
            (
                OneBot,
                status(200, None, r#"{"status":"ok","retcode":0,"data":{}}"#),
                Told::Delivered,
            ),
            (
                OneBot,
                status(200, None, r#"{"status":"async","retcode":1}"#),
                Told::Delivered,
            ),
            (Discord, Answer::NoConnection, retry(None, "no connection")),
            (Json, Answer::TimedOut, retry(None, "timed out")),
            (Json, Answer::Failed, retry(None, "the request failed")),
        ] {
            assert_eq!(
                told(classify(kind, &POLICY, &answer)),
                expected,
                "{kind:?} {answer:?}"
            );
        }
        for kind in [Discord, Telegram, OneBot] {
            assert!(matches!(
                classify(kind, &POLICY, &Answer::TimedOut),
                Decision::Unknown(_)
            ));
            assert!(matches!(
                classify(kind, &POLICY, &Answer::Failed),
                Decision::Unknown(_)
            ));
        }
    }

    const HOUR: Duration = Duration::from_secs(3600);

    #[test]
    fn a_message_is_tried_at_most_the_policys_attempts_with_a_doubling_backoff() {
        let mut delivery = Delivery::new(Kind::Discord, POLICY);
        let mut waits = Vec::new();
        let outcome = loop {
            match delivery.next(HOUR) {
                Step::Send { timeout } => {
                    assert_eq!(timeout, POLICY.timeout);
                    delivery.answer(&status(503, None, ""));
                }
                Step::Wait(wait) => waits.push(wait.as_millis()),
                Step::Done(outcome) => break outcome,
            }
        };
        assert_eq!(waits, [250, 500, 1000]);
        assert_eq!(
            outcome,
            Outcome::NotSent(said(
                "delivery-attempts",
                &[("why", answered(503).into()), ("attempts", 4usize.into())]
            ))
        );
        // A gateway's 502 may come after Discord posted the message: never tried again; a json
        // message is, under its id.
        let mut delivery = Delivery::new(Kind::Discord, POLICY);
        assert!(matches!(delivery.next(HOUR), Step::Send { .. }));
        delivery.answer(&status(502, None, ""));
        assert!(matches!(
            delivery.next(HOUR),
            Step::Done(Outcome::Unknown(_))
        ));
        let mut delivery = Delivery::new(Kind::Json, POLICY);
        assert!(matches!(delivery.next(HOUR), Step::Send { .. }));
        delivery.answer(&status(502, None, ""));
        assert!(matches!(delivery.next(HOUR), Step::Wait(_)));
    }

    #[test]
    fn an_attempt_starts_only_if_its_time_out_fits_in_the_run() {
        let mut delivery = Delivery::new(Kind::Json, POLICY);
        assert_eq!(
            delivery.next(POLICY.timeout - Duration::from_millis(1)),
            Step::Done(Outcome::NotSent(said("delivery-out-of-time", &[])))
        );
        // A wait is taken only if the attempt after it fits too.
        let mut delivery = Delivery::new(Kind::Json, POLICY);
        assert!(matches!(delivery.next(HOUR), Step::Send { .. }));
        delivery.answer(&status(429, Some("5"), ""));
        assert_eq!(
            delivery.next(POLICY.timeout + Duration::from_secs(4)),
            Step::Done(Outcome::NotSent(said(
                "delivery-out-of-time-after",
                &[("why", said("delivery-rate-limited", &[]).into())]
            )))
        );
        let mut delivery = Delivery::new(Kind::Json, POLICY);
        assert!(matches!(delivery.next(HOUR), Step::Send { .. }));
        delivery.answer(&status(429, Some("5"), ""));
        assert_eq!(
            delivery.next(POLICY.timeout + Duration::from_secs(5)),
            Step::Wait(Duration::from_secs(5))
        );
    }

    #[test]
    fn an_attempt_whose_turn_came_too_late_leaves_the_message_not_sent() {
        let mut delivery = Delivery::new(Kind::Discord, POLICY);
        assert!(matches!(delivery.next(HOUR), Step::Send { .. }));
        let not_sent = Outcome::NotSent(said("delivery-out-of-time", &[]));
        assert_eq!(delivery.out_of_time(), not_sent);
        assert_eq!(delivery.next(HOUR), Step::Done(not_sent));
        let mut delivery = Delivery::new(Kind::Json, POLICY);
        assert!(matches!(delivery.next(HOUR), Step::Send { .. }));
        delivery.answer(&status(503, None, ""));
        assert_eq!(delivery.next(HOUR), Step::Wait(POLICY.backoff));
        assert!(matches!(delivery.next(HOUR), Step::Send { .. }));
        assert_eq!(
            delivery.out_of_time(),
            Outcome::NotSent(said(
                "delivery-out-of-time-after",
                &[("why", answered(503).into())]
            ))
        );
    }

    #[test]
    fn a_time_out_is_tried_again_only_where_a_resend_is_safe() {
        let mut json = Delivery::new(Kind::Json, POLICY);
        assert!(matches!(json.next(HOUR), Step::Send { .. }));
        json.answer(&Answer::TimedOut);
        assert_eq!(json.next(HOUR), Step::Wait(POLICY.backoff));
        assert!(matches!(json.next(HOUR), Step::Send { .. }));
        json.answer(&status(200, None, ""));
        assert_eq!(json.next(HOUR), Step::Done(Outcome::Delivered));

        let mut discord = Delivery::new(Kind::Discord, POLICY);
        assert!(matches!(discord.next(HOUR), Step::Send { .. }));
        discord.answer(&Answer::TimedOut);
        assert!(matches!(
            discord.next(HOUR),
            Step::Done(Outcome::Unknown(_))
        ));
    }

    #[test]
    fn a_reminder_is_sent_only_while_an_attempt_ends_before_its_edge() {
        let edge = crate::time::parse("2026-07-16T12:00:00+08:00").unwrap();
        let at = |secs: i64| edge - chrono::TimeDelta::seconds(secs);
        assert_eq!(
            before_edge(edge, at(60), &POLICY),
            Some(Duration::from_secs(60))
        );
        assert_eq!(
            before_edge(edge, at(10), &POLICY),
            Some(Duration::from_secs(10))
        );
        assert_eq!(before_edge(edge, at(9), &POLICY), None);
        assert_eq!(before_edge(edge, at(-1), &POLICY), None);
    }

    #[test]
    fn the_ledger_resends_only_what_is_safe_to_resend() {
        let unknown = Outcome::Unknown(said("delivery-timed-out", &[]));
        let not_sent = Outcome::NotSent(answered(500));
        assert_eq!(
            Mark::after(Kind::Json, &Outcome::Delivered),
            Mark::Delivered
        );
        assert_eq!(Mark::after(Kind::Json, &unknown), Mark::Pending);
        assert_eq!(Mark::killed(Kind::Json), Mark::Pending);
        for kind in [Kind::Discord, Kind::Telegram, Kind::OneBot] {
            assert_eq!(Mark::after(kind, &unknown), Mark::Unconfirmed);
            assert_eq!(Mark::killed(kind), Mark::Unconfirmed);
            assert_eq!(Mark::after(kind, &not_sent), Mark::Pending);
        }
    }
}

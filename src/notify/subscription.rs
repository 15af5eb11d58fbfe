//! Public subscriptions (`/api/v1/subscriptions`): a chat or a receiver subscribes itself,
//! without a targets file, and is told what a target is told. Everything here is pure: the
//! faces (`calendar-serve --subscriptions`; the notifier Worker later) keep the store, the
//! keys, the clock and the I/O.
//!
//! - [`action`]: what a request asks (a method a path does not take is its `405`), and who may
//!   post one: a creating `POST` another site's page sent is refused (`from_this_site`).
//! - [`read`]: a `POST` body, validated as a targets file's target is (`targets.rs`'s own
//!   `read_target`; the subscription's id is its name), then the rules of a public server:
//!   a `discord` URL has Discord's webhook shape ([`is_discord_webhook`]), and every URL
//!   reaches only public addresses unless its host is allowed ([`reach`]).
//! - [`restore`]: a stored subscription (the text [`read`] gave to seal) read again.
//! - [`records_due`]: the change records a subscription is told next.
//! - [`Health`]: a subscription's failures: a receiver that answers 404, 403 or 401 (a deleted
//!   webhook) disables it; failures in a row back it off, then disable it.
//! - [`Error`] and the responses ([`created`], [`shown`], [`deleted`]): what the API answers,
//!   in its error envelope (`ApiError::Refused`), never with a URL or a secret; every answer
//!   leaves a face through [`unshared`], which no other origin may read.

mod request;
mod tick;

pub use request::{Action, Route, action, bearer, lang_of, route, unshared};
pub use tick::{Told, records_due, told};

use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::address::{AllowedHost, Reach, destination, is_discord_webhook, reach};
use super::delivery::{Outcome, POLICY, Policy, answered};
use super::outgoing::{self, Outgoing};
use super::targets::{RawReminders, RawTarget, TargetsError, json_error, read_target};
use super::{Kind, Target};
use crate::catalog::{Said, said, say};
use crate::lang::Locale;
use crate::lead::Lead;
use crate::query::MAX_ALARMS;
use crate::service::{ApiError, NOTIFIED_PATH, Response, SUBSCRIPTIONS_PATH};
use crate::v1::API_VERSION;

/// The largest `POST` body read, in bytes.
pub const MAX_BODY: usize = 4 * 1024;
/// Creation attempts a client has in [`CREATION_WINDOW`], unless the face is told otherwise
/// (`--subscriptions-per-client`, the notifier Worker's `CALENDAR_SUBSCRIPTIONS_PER_CLIENT`).
pub const PER_CLIENT: u32 = 5;
/// The window creation attempts are counted in.
pub const CREATION_WINDOW: std::time::Duration = std::time::Duration::from_secs(3600);
/// Subscriptions a face keeps at most, unless told otherwise (`--max-subscriptions`, the
/// notifier Worker's `CALENDAR_MAX_SUBSCRIPTIONS`); past it, a `POST` is answered 503.
pub const MAX_SUBSCRIPTIONS: u64 = 10_000;
/// The confirmation's bound: two attempts of 4 s, within [`CONFIRMATION_DEADLINE`] (which
/// `calendar-serve`'s header deadline, 10 s by default, covers).
pub const CONFIRMATION: Policy = Policy {
    attempts: 2,
    timeout: std::time::Duration::from_secs(4),
    ..POLICY
};
/// The whole confirmation's bound, every message of it.
pub const CONFIRMATION_DEADLINE: std::time::Duration = std::time::Duration::from_secs(9);
/// Failures in a row after which a subscription is disabled.
pub const MAX_FAILURES: u32 = 8;
/// The first back-off after a failure; it doubles, up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: TimeDelta = TimeDelta::minutes(1);
const MAX_BACKOFF: TimeDelta = TimeDelta::hours(6);

/// Why a subscription request is refused. No variant holds a URL, a token or a secret. Its
/// words are the catalog's, told in the subscription's language ([`Error::into_response_in`],
/// [`lang_of`]); `Display` tells them in English (a log's).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The body is not a subscription: every problem, as a targets file's are told.
    Invalid(Vec<Said>),
    /// The URL may not be posted to from this server (its scheme, shape or address): why, a
    /// catalog message's id (`address::NOT_PUBLIC`, …).
    NotAllowed(&'static str),
    /// The receiver did not take the confirmation message; nothing was stored. Fixed words:
    /// how the receiver answered (a status, a time-out) is the face's log's, never the
    /// caller's, who could otherwise read how a service behind the URL responds.
    NotConfirmed,
    TooLarge,
    NotJson,
    /// The method is not one the resource takes; `Allow` lists those.
    MethodNotAllowed(&'static str),
    /// The server holds as many subscriptions as it takes.
    Full,
    /// A `POST` another site's page made (`from_this_site`); nothing was read or counted.
    CrossSite,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Error {}

impl Error {
    /// The error's message, told later in a language.
    pub fn message(&self) -> Said {
        match self {
            Error::Invalid(list) => {
                let mut list = list.iter().cloned();
                let Some(first) = list.next() else {
                    return said("subscription-invalid-body", &[]);
                };
                // Each problem told in the message's language, joined as the language lists.
                let joined = list.fold(first, |joined, next| {
                    said(
                        "subscription-problems",
                        &[("list", joined.into()), ("next", next.into())],
                    )
                });
                said("subscription-invalid", &[("problems", joined.into())])
            }
            Error::NotAllowed(why) => said(
                "subscription-not-allowed",
                &[("why", said(why, &[]).into())],
            ),
            Error::NotConfirmed => said("subscription-not-confirmed", &[]),
            Error::TooLarge => said("subscription-too-large", &[("bytes", MAX_BODY.into())]),
            Error::NotJson => said("subscription-not-json", &[]),
            Error::MethodNotAllowed(allow) => {
                said("subscription-method", &[("allow", (*allow).into())])
            }
            Error::Full => said("subscription-full", &[]),
            Error::CrossSite => said("subscription-cross-site", &[]),
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Error::Invalid(_) => "INVALID_SUBSCRIPTION",
            Error::NotAllowed(_) => "WEBHOOK_NOT_ALLOWED",
            Error::NotConfirmed => "WEBHOOK_NOT_CONFIRMED",
            Error::TooLarge => "BODY_TOO_LARGE",
            Error::NotJson => "UNSUPPORTED_MEDIA_TYPE",
            Error::MethodNotAllowed(_) => "METHOD_NOT_ALLOWED",
            Error::Full => "SUBSCRIPTIONS_FULL",
            Error::CrossSite => "CROSS_SITE_REQUEST",
        }
    }

    pub fn status(&self) -> u16 {
        match self {
            Error::Invalid(_) | Error::NotAllowed(_) | Error::NotConfirmed => 400,
            Error::TooLarge => 413,
            Error::NotJson => 415,
            Error::MethodNotAllowed(_) => 405,
            Error::Full => 503,
            Error::CrossSite => 403,
        }
    }

    /// The problems listed in `error.details` (an `INVALID_SUBSCRIPTION`'s).
    pub fn details(&self) -> Option<&[Said]> {
        match self {
            Error::Invalid(problems) => Some(problems),
            _ => None,
        }
    }

    /// The `Allow` field of a `405`.
    pub fn allow(&self) -> Option<&'static str> {
        match self {
            Error::MethodNotAllowed(allow) => Some(allow),
            _ => None,
        }
    }

    /// The error envelope, in English.
    pub fn into_response(self) -> Response {
        self.into_response_in(Locale::En)
    }

    /// The error envelope in `lang` (the subscription's: [`lang_of`]).
    pub fn into_response_in(self, lang: Locale) -> Response {
        ApiError::from(self).into_response_in(lang)
    }
}

impl From<Error> for ApiError {
    fn from(error: Error) -> ApiError {
        ApiError::Refused {
            status: error.status(),
            code: error.code(),
            message: error.message(),
            details: error.details().map(<[Said]>::to_vec).unwrap_or_default(),
            allow: error.allow(),
        }
    }
}

/// A subscription as posted, and as sealed for storage (with its generated secret).
#[derive(Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RawSubscription {
    kind: String,
    url: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    secret: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    chat_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    group_id: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    category: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    featured: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    server: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lang: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reminders: Option<RawReminders>,
}

/// A valid new subscription.
#[derive(Debug)]
pub struct New {
    /// The target it is (named by its id).
    pub target: Target,
    /// What the face checks of its URL's address before the confirmation post.
    pub reach: Reach,
    /// Whom its confirmation reaches ([`destination`]), for the face's limit per destination.
    /// May hold a webhook's token: keep it hashed, never log it.
    pub destination: String,
    /// What the face seals and stores: the body with the generated secret. Holds the URL and
    /// the secret: encrypt it, never log it.
    pub sealed: String,
}

/// A `POST` body with `content_type` read as the subscription `id` (a target name: 1 to 64
/// ASCII letters, digits, `.`, `_`, `-`); `secret` is the `whsec_` secret the face generated,
/// given to a `json` subscription (which may not bring its own). `allowed` are the hosts the
/// server allows besides public addresses.
pub fn read(
    body: &[u8],
    content_type: Option<&str>,
    id: &str,
    secret: &str,
    allowed: &[AllowedHost],
) -> Result<New, Error> {
    if body.len() > MAX_BODY {
        return Err(Error::TooLarge);
    }
    let json = content_type.is_some_and(|t| {
        t.split(';')
            .next()
            .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
    });
    if !json {
        return Err(Error::NotJson);
    }
    let mut raw = parse(body)?;
    if raw.kind == "json" {
        if raw.secret.is_some() {
            return Err(Error::Invalid(vec![said("subscription-json-secret", &[])]));
        }
        raw.secret = Some(secret.to_string());
    }
    let sealed = serde_json::to_string(&raw).map_err(|_| Error::Invalid(Vec::new()))?;
    let (target, reach) = checked(target_of(raw, id)?, allowed)?;
    let destination = url_of(&target).map_or_else(String::new, |url| destination(&url));
    Ok(New {
        target,
        reach,
        destination,
        sealed,
    })
}

/// A subscription's URL (always given literally).
fn url_of(target: &Target) -> Option<url::Url> {
    match &target.url {
        super::Given::Literal(url) => url::Url::parse(url).ok(),
        super::Given::Env(_) => None,
    }
}

/// `target` if a public server may post to its URL: Discord's shape for `discord`, and an
/// address [`reach`] allows.
fn checked(target: Target, allowed: &[AllowedHost]) -> Result<(Target, Reach), Error> {
    let url = url_of(&target).ok_or(Error::NotAllowed("subscription-url-not-url"))?;
    if target.kind == Kind::Discord && !is_discord_webhook(&url, allowed) {
        return Err(Error::NotAllowed("subscription-url-discord"));
    }
    let reach = reach(&url, allowed).map_err(Error::NotAllowed)?;
    Ok((target, reach))
}

/// A sealed subscription (as [`read`] gave it) read again as the target `id`, if its URL is
/// still allowed (`allowed` may have changed since), with what is left to check of its address.
pub fn restore(sealed: &str, id: &str, allowed: &[AllowedHost]) -> Result<(Target, Reach), Error> {
    checked(opened(sealed, id)?, allowed)
}

/// A stored subscription `id` made ready to post to again: its target, restored from `plain`
/// (its body unsealed; `None` when it did not open under the face's key) and checked as when it
/// was made; or, when it can no longer be posted to, its `health` disabled with why, for the
/// face to store.
pub fn reopen(
    id: &str,
    plain: Option<&str>,
    health: &Health,
    allowed: &[AllowedHost],
) -> Result<Target, Health> {
    // Why, in the subscription's language when its body opens (English otherwise).
    let lang = plain
        .and_then(|p| opened(p, id).ok())
        .map_or(Locale::En, |t| t.lang);
    plain
        .ok_or_else(|| say(lang, "subscription-disabled-unopened", &[]))
        .and_then(|plain| restore(plain, id, allowed).map_err(|e| e.message().tell(lang)))
        .map(|(target, _)| target)
        .map_err(|why| Health {
            disabled: Some(why),
            ..health.clone()
        })
}

/// A sealed subscription read again as the target `id`, whatever its URL (to show it).
pub fn opened(sealed: &str, id: &str) -> Result<Target, Error> {
    target_of(parse(sealed.as_bytes())?, id)
}

fn parse(body: &[u8]) -> Result<RawSubscription, Error> {
    let mut de = serde_json::Deserializer::from_slice(body);
    let fail = |e: TargetsError| {
        Error::Invalid(match e {
            TargetsError::Json {
                line,
                column,
                place,
                kind,
            } => vec![said(
                "subscription-not-object",
                &[
                    ("line", line.into()),
                    ("column", column.into()),
                    ("place", place.into()),
                    ("kind", kind.into()),
                ],
            )],
            TargetsError::Invalid(_) => Vec::new(),
        })
    };
    let raw: RawSubscription = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| fail(json_error(Some(e.path()), e.inner())))?;
    de.end().map_err(|e| fail(json_error(None, &e)))?;
    Ok(raw)
}

/// The target a subscription is, by the targets file's rules.
fn target_of(raw: RawSubscription, id: &str) -> Result<Target, Error> {
    let mut problems = Vec::new();
    let target = read_target(
        RawTarget {
            name: id.to_string(),
            kind: raw.kind,
            url: Some(raw.url),
            url_env: None,
            secret: raw.secret,
            secret_env: None,
            chat_id: raw.chat_id,
            group_id: raw.group_id,
            category: raw.category,
            featured: raw.featured,
            server: raw.server,
            lang: raw.lang,
            reminders: raw.reminders,
        },
        &mut problems,
    );
    match target {
        Some(target) if problems.is_empty() => Ok(target),
        _ => Err(Error::Invalid(problems)),
    }
}

/// The confirmation posted to a new subscription `target` (named by its id) at `now`, before it
/// is stored: the test message, saying what was subscribed and how to delete it (its URL under
/// `page`'s origin, never its token). `page` is the calendar's page (`https://host/`).
pub fn confirmation(target: &Target, now: DateTime<Utc>, page: Option<&str>) -> Vec<Outgoing> {
    let origin = page.map_or("", |p| p.trim_end_matches('/'));
    let url = format!("{origin}{SUBSCRIPTIONS_PATH}/{}", target.name);
    outgoing::confirmation(target, &url, now, page)
}

/// A subscription's deliveries: how many failed in a row, until when it rests, and why it is
/// disabled if it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Health {
    pub failures: u32,
    pub retry_at: Option<DateTime<Utc>>,
    pub disabled: Option<String>,
}

impl Health {
    /// Whether a message may be posted to it at `now`.
    pub fn ready(&self, now: DateTime<Utc>) -> bool {
        self.disabled.is_none() && self.retry_at.is_none_or(|at| at <= now)
    }

    /// After a message's `outcome` at `now`: delivered resets the failures; a 404, a 403 or a 401
    /// (the webhook was deleted or its token revoked; the bot was removed from the chat) disables
    /// at once; another failure backs off
    /// (1 minute, doubling up to 6 hours) and the [`MAX_FAILURES`]-th in a row disables. An
    /// unknown outcome (perhaps delivered) changes nothing. Why it is disabled is told in `lang`
    /// (the subscription's: its `GET` shows it).
    pub fn after(&self, outcome: &Outcome, now: DateTime<Utc>, lang: Locale) -> Health {
        match outcome {
            Outcome::Delivered => Health::default(),
            Outcome::Unknown(_) => self.clone(),
            Outcome::NotSent(why) => {
                let failures = self.failures.saturating_add(1);
                let gone = [404, 403, 401].iter().any(|s| *why == answered(*s));
                let why = why.tell(lang);
                let why = why.as_str().into();
                let disabled = if gone {
                    Some(say(lang, "subscription-disabled-gone", &[("why", why)]))
                } else if failures >= MAX_FAILURES {
                    Some(say(
                        lang,
                        "subscription-disabled-failures",
                        &[("failures", failures.into()), ("why", why)],
                    ))
                } else {
                    None
                };
                let backoff = FIRST_BACKOFF
                    .checked_mul(1 << failures.saturating_sub(1).min(16))
                    .unwrap_or(MAX_BACKOFF)
                    .min(MAX_BACKOFF);
                Health {
                    failures,
                    retry_at: disabled.is_none().then_some(now + backoff),
                    disabled,
                }
            }
        }
    }
}

/// What `GET` shows of subscription `id`: its kind, filters, reminders and state, never its URL
/// or secret.
pub fn view(
    id: &str,
    target: &Target,
    health: &Health,
    created: DateTime<Utc>,
) -> serde_json::Value {
    let leads = |secs: &[u32]| -> Vec<String> {
        secs.iter()
            .filter_map(|s| Lead::from_secs(*s))
            .map(Lead::canonical)
            .take(MAX_ALARMS)
            .collect()
    };
    json!({
        "id": id,
        "kind": target.kind.as_str(),
        "category": target.categories.names(),
        "featured": target.featured,
        "server": target.server.as_str(),
        "lang": target.lang.tag(),
        "reminders": {
            "start": leads(&target.reminders.start),
            "end": leads(&target.reminders.end),
        },
        "created": crate::time::format(created),
        "state": if health.disabled.is_some() { "disabled" } else { "active" },
        "disabledReason": health.disabled,
        "failures": health.failures,
        "retryAt": health.retry_at.map(crate::time::format),
    })
}

/// The headers of every subscription answer: never stored by a cache.
const NO_STORE: [(&str, &str); 2] = [
    ("Content-Type", crate::service::CONTENT_TYPE_JSON),
    ("Cache-Control", "no-store"),
];

/// `201 Created`: the new subscription's `id`, its management `token` and, for `json`, its
/// signing `secret`, each shown this once.
pub fn created(id: &str, token: &str, secret: Option<&str>) -> Response {
    let mut body = serde_json::Map::new();
    body.insert("success".into(), json!(true));
    body.insert("apiVersion".into(), json!(API_VERSION));
    body.insert("id".into(), json!(id));
    body.insert("token".into(), json!(token));
    if let Some(secret) = secret {
        body.insert("secret".into(), json!(secret));
    }
    let body = serde_json::Value::Object(body);
    let location = format!("{SUBSCRIPTIONS_PATH}/{id}");
    let mut headers = NO_STORE.to_vec();
    headers.push(("Location", &location));
    Response::new(201, &headers, body.to_string())
}

/// `200 OK` with a subscription's [`view`].
pub fn shown(view: serde_json::Value) -> Response {
    let body = json!({ "success": true, "apiVersion": API_VERSION, "subscription": view });
    Response::new(200, &NO_STORE, body.to_string())
}

/// `204 No Content`: deleted.
pub fn deleted() -> Response {
    Response::new(204, &[("Cache-Control", "no-store")], Vec::new())
}

/// An unknown subscription, or a missing or wrong token: the same `404` as any unknown path.
pub fn not_found(path: &str) -> Response {
    ApiError::NotFound(crate::query::clip(path).into()).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::Head;

    const JSON: Option<&str> = Some("application/json");
    const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

    fn allowed() -> Vec<AllowedHost> {
        vec!["127.0.0.1:7000".parse().unwrap()]
    }

    fn new(body: &str) -> Result<New, Error> {
        read(body.as_bytes(), JSON, "sub_1", SECRET, &allowed())
    }

    #[test]
    fn a_body_is_validated_as_a_targets_files_target_is() {
        let ok = new(
            r#"{"kind":"discord","url":"https://discord.com/api/webhooks/1/x","category":"operator","lang":"en","reminders":{"start":["PT1H"]}}"#,
        )
        .unwrap();
        assert_eq!(ok.target.name, "sub_1");
        assert_eq!(ok.destination, "discord.com/api/webhooks/1/x");
        assert_eq!(ok.target.reminders.start, [3600]);
        assert_eq!(
            ok.reach,
            Reach::Resolve {
                host: "discord.com".into(),
                port: 443
            }
        );
        let Err(Error::Invalid(problems)) = new(
            r#"{"kind":"discord","url":"https://discord.com/api/webhooks/1/x","category":"operatr","reminders":{"start":["PT1X"]}}"#,
        ) else {
            panic!("not refused")
        };
        let problems: Vec<String> = problems.iter().map(Said::to_string).collect();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(
            problems[0].starts_with("invalid field `category`"),
            "{problems:?}"
        );
        assert!(problems[1].contains("reminders.start"), "{problems:?}");
        // The body's fields are fields, never "query parameters" (issue 48).
        assert!(
            !problems.iter().any(|p| p.contains("query parameter")),
            "{problems:?}"
        );
        // An unknown field, a wrong type: by place and kind, never the value.
        let Err(Error::Invalid(problems)) = new(
            r#"{"kind":"json","url":"https://h.example/x","groupId":"https://secret.example"}"#,
        ) else {
            panic!("not refused")
        };
        let problems: Vec<String> = problems.iter().map(Said::to_string).collect();
        assert!(
            problems[0].contains("`groupId`: a value of the wrong type"),
            "{problems:?}"
        );
        assert!(!problems[0].contains("secret.example"));
        assert!(matches!(
            new(r#"{"kind":"json","url":"x","urlEnv":"X"}"#),
            Err(Error::Invalid(_))
        ));
        assert!(matches!(new("[]"), Err(Error::Invalid(_))));
    }

    /// A refusal's words are told in the subscription's language, its code, status and the
    /// number of its details the same in every language.
    #[test]
    fn a_refusal_is_told_in_the_subscriptions_language() {
        let body = r#"{"kind":"discord","url":"https://discord.com/api/webhooks/1/x","lang":"ja","category":"operatr","chatId":"1"}"#;
        let error = new(body).unwrap_err();
        assert_eq!(lang_of(None, body.as_bytes()), Locale::Ja);
        let told = |lang| {
            let response = error.clone().into_response_in(lang);
            let body: serde_json::Value = serde_json::from_slice(&response.body).unwrap();
            (response.status, body["error"].clone())
        };
        let ((en_status, en), (ja_status, ja), (_, de)) =
            (told(Locale::En), told(Locale::Ja), told(Locale::De));
        assert_eq!((en_status, ja_status), (400, 400));
        for other in [&ja, &de] {
            assert_eq!(other["code"], en["code"]);
            assert_eq!(other["details"].as_array().unwrap().len(), 2);
        }
        // The chat's problem first, then the filters' (`read_target`'s order).
        assert_eq!(en["details"][0], "only a `telegram` target takes `chatId`");
        let second = en["details"][1].as_str().unwrap();
        assert!(
            second.starts_with("invalid field `category`: unknown category;")
                && second.ends_with("(`operatr`)"),
            "{second}"
        );
        assert_eq!(
            ja["details"][0],
            "`chatId` を受け付けるのは `telegram` のターゲットだけです"
        );
        let ja_second = ja["details"][1].as_str().unwrap();
        assert!(
            ja_second.starts_with("フィールド `category` が無効です：不明なカテゴリーです。"),
            "{ja_second}"
        );
        assert_eq!(de["details"][0], "nur ein `telegram`-Ziel nimmt `chatId`");
        let message = de["message"].as_str().unwrap();
        assert!(
            message.starts_with("ungültiges Abonnement: nur ein `telegram`-Ziel nimmt `chatId`; ungültiges Feld `category`"),
            "{message}"
        );
        // The body's `lang` first, then the request's, then English.
        assert_eq!(lang_of(Some("lang=de"), b"{}"), Locale::De);
        assert_eq!(lang_of(Some("lang=de"), br#"{"lang":"ko"}"#), Locale::Ko);
        assert_eq!(lang_of(Some("lang=xx"), br#"{"lang":"xx"}"#), Locale::En);
        assert_eq!(lang_of(None, b"not json"), Locale::En);
        // An address refused: its reason told too.
        let refused = Error::NotAllowed(crate::notify::address::NOT_PUBLIC).message();
        assert!(refused.tell(Locale::En).contains("is not a public address"));
        assert!(
            refused
                .tell(Locale::Ja)
                .contains("公開アドレスではありません")
        );
    }

    #[test]
    fn a_json_subscription_gets_the_servers_secret_and_cannot_bring_one() {
        let ok = new(r#"{"kind":"json","url":"https://hooks.example.org/x"}"#).unwrap();
        assert!(ok.sealed.contains(SECRET));
        let (restored, _) = restore(&ok.sealed, "sub_1", &[]).unwrap();
        assert_eq!(restored, ok.target);
        let mock = new(r#"{"kind":"json","url":"http://127.0.0.1:7000/x"}"#).unwrap();
        assert!(restore(&mock.sealed, "sub_1", &allowed()).is_ok());
        // No longer allowed: refused when loaded again.
        assert!(matches!(
            restore(&mock.sealed, "sub_1", &[]),
            Err(Error::NotAllowed(_))
        ));
        assert!(matches!(
            new(&format!(
                r#"{{"kind":"json","url":"https://hooks.example.org/x","secret":"{SECRET}"}}"#
            )),
            Err(Error::Invalid(_))
        ));
    }

    #[test]
    fn a_subscription_reopens_or_its_health_says_why_it_is_disabled() {
        let mock = new(r#"{"kind":"json","url":"http://127.0.0.1:7000/x"}"#).unwrap();
        let resting = Health {
            failures: 2,
            ..Health::default()
        };
        let opened = reopen("sub_1", Some(&mock.sealed), &resting, &allowed());
        assert_eq!(opened, Ok(mock.target.clone()));
        // Under another key (nothing opened), or no longer allowed: disabled, the rest kept.
        for (plain, allowed) in [(None, allowed()), (Some(mock.sealed.as_str()), Vec::new())] {
            let Err(health) = reopen("sub_1", plain, &resting, &allowed) else {
                panic!("reopened")
            };
            assert_eq!(health.failures, 2);
            let why = health.disabled.unwrap();
            assert!(!why.contains("127.0.0.1:7000/x"), "{why}");
        }
    }

    #[test]
    fn urls_follow_the_public_servers_rules() {
        for (body, why) in [
            (
                r#"{"kind":"discord","url":"https://evil.example/api/webhooks/1/x"}"#,
                "discord.com",
            ),
            (r#"{"kind":"json","url":"https://10.0.0.1/x"}"#, "public"),
            (r#"{"kind":"json","url":"http://127.0.0.1:9/x"}"#, "https"),
            (r#"{"kind":"json","url":"https://[::1]/x"}"#, "public"),
        ] {
            match new(body) {
                Err(Error::NotAllowed(id)) => {
                    let message = say(Locale::En, id, &[]);
                    assert!(message.contains(why), "{message}");
                }
                other => panic!("{body}: {other:?}"),
            }
        }
        let mock = new(r#"{"kind":"discord","url":"http://127.0.0.1:7000/api/webhooks/1/x"}"#);
        assert_eq!(mock.unwrap().reach, Reach::Direct);
        let big = format!(
            r#"{{"kind":"json","url":"https://h.example/{}"}}"#,
            "a".repeat(MAX_BODY)
        );
        assert_eq!(new(&big).unwrap_err(), Error::TooLarge);
        assert_eq!(
            read(b"{}", Some("text/plain"), "s", SECRET, &[]).unwrap_err(),
            Error::NotJson
        );
    }

    #[test]
    fn routes_name_the_collection_and_one_subscription() {
        assert_eq!(route("/api/v1/subscriptions"), Some(Route::Collection));
        assert_eq!(
            route("/api/v1/subscriptions/sub_1"),
            Some(Route::One("sub_1"))
        );
        assert_eq!(route("/api/v1/subscriptions/"), None);
        assert_eq!(route("/api/v1/subscriptions/a/b"), None);
        assert_eq!(route("/api/v1/subscriptionsx"), None);
    }

    /// What `method target` asks with the header `lines` (lower-case names), and the
    /// public origin `https://cal.example`.
    fn asked<'a>(method: &'a str, target: &'a str, lines: &[(&str, &str)]) -> Option<Action<'a>> {
        let head = Head::read(method, target, |name, each| {
            for (n, value) in lines {
                if *n == name {
                    each(Some(value));
                }
            }
        });
        action(&head, Some("https://cal.example"))
    }

    #[test]
    fn a_request_asks_one_action_and_other_methods_are_405() {
        let action = |method, path| asked(method, path, &[]);
        assert!(matches!(
            action("POST", "/api/v1/subscriptions"),
            Some(Action::Create)
        ));
        assert!(matches!(action("POST", "/notified"), Some(Action::Form)));
        assert!(matches!(
            action("GET", "/api/v1/subscriptions/sub_1"),
            Some(Action::Show("sub_1"))
        ));
        assert!(matches!(
            action("DELETE", "/api/v1/subscriptions/sub_1"),
            Some(Action::Delete("sub_1"))
        ));
        for (method, path, allow) in [
            ("GET", "/api/v1/subscriptions", "POST"),
            ("GET", "/notified", "POST"),
            ("TRACE", "/notified", "POST"),
            ("OPTIONS", "/api/v1/subscriptions", "POST"),
            ("TRACE", "/api/v1/subscriptions", "POST"),
            ("PUT", "/api/v1/subscriptions/sub_1", "GET, DELETE"),
            ("TRACE", "/api/v1/subscriptions/sub_1", "GET, DELETE"),
        ] {
            let Some(Action::Refuse(response)) = action(method, path) else {
                panic!("{method} {path}")
            };
            assert_eq!(response.status, 405);
            assert_eq!(response.header("Allow"), Some(allow));
        }
        assert!(action("GET", "/api/v1/events").is_none());
        assert_eq!(bearer(Some("Bearer  t0k ")), Some("t0k"));
        assert_eq!(bearer(Some("Basic t0k")), None);
        assert_eq!(bearer(None), None);
    }

    /// A creating `POST` from another site's page is refused (`403`) by `Sec-Fetch-Site`, else
    /// by `Origin`; from this site, or with neither field (no browser), it is taken.
    #[test]
    fn a_post_from_another_site_is_refused() {
        let host = ("host", "127.0.0.1:8080");
        let taken: [&[(&str, &str)]; 8] = [
            &[host],
            &[host, ("sec-fetch-site", "same-origin")],
            &[host, ("sec-fetch-site", "none")],
            &[host, ("origin", "http://127.0.0.1:8080")],
            // Behind a proxy that terminates TLS: the scheme aside.
            &[host, ("origin", "https://127.0.0.1:8080")],
            &[host, ("origin", "https://cal.example")],
            // The browser's own word wins over an `Origin` a proxy's `Host` does not match.
            &[
                ("host", "10.0.0.2:8080"),
                ("origin", "https://mirror.example"),
                ("sec-fetch-site", "same-origin"),
            ],
            &[
                ("host", "LocalHost:8080"),
                ("origin", "http://localhost:8080"),
            ],
        ];
        let refused: [&[(&str, &str)]; 8] = [
            &[host, ("sec-fetch-site", "cross-site")],
            &[host, ("sec-fetch-site", "same-site")],
            &[host, ("origin", "https://evil.example")],
            &[host, ("origin", "null")],
            &[host, ("origin", "http://127.0.0.1:8081")],
            &[host, ("origin", "https://cal.example.evil.example")],
            &[("origin", "https://evil.example")],
            &[
                host,
                ("origin", "http://127.0.0.1:8080"),
                ("sec-fetch-site", "cross-site"),
            ],
        ];
        for path in [NOTIFIED_PATH, SUBSCRIPTIONS_PATH] {
            for lines in taken {
                let action = asked("POST", path, lines);
                assert!(
                    matches!(action, Some(Action::Form | Action::Create)),
                    "{path} {lines:?}: {action:?}"
                );
            }
            for lines in refused {
                let Some(Action::Refuse(response)) = asked("POST", path, lines) else {
                    panic!("{path} {lines:?} taken")
                };
                assert_eq!(response.status, 403, "{path} {lines:?}");
                let body: serde_json::Value = serde_json::from_slice(&response.body).unwrap();
                assert_eq!(body["error"]["code"], "CROSS_SITE_REQUEST");
            }
        }
        // On the Worker the target is absolute, and its origin the request's own.
        assert!(matches!(
            asked(
                "POST",
                "https://cal.example/notified",
                &[("origin", "https://cal.example")]
            ),
            Some(Action::Form)
        ));
        // The other methods are no browser's forgery: a preflight would be needed.
        assert!(matches!(
            asked(
                "GET",
                "/api/v1/subscriptions/sub_1",
                &[("origin", "https://evil.example")]
            ),
            Some(Action::Show("sub_1"))
        ));
    }

    #[test]
    fn no_answer_is_readable_by_another_origin() {
        let answers = [
            created("sub_1", "t", None),
            shown(json!({})),
            deleted(),
            not_found("/api/v1/subscriptions/x"),
            Error::Full.into_response(),
            ApiError::RateLimited {
                retry_after_secs: 1,
                limit: 1,
                window_secs: 1,
            }
            .into_response(),
        ];
        for answer in answers {
            assert!(answer.header("Access-Control-Allow-Origin").is_some());
            let status = answer.status;
            let sent = unshared(answer);
            assert_eq!(sent.header("Access-Control-Allow-Origin"), None, "{status}");
            assert_eq!(
                sent.header("Access-Control-Expose-Headers"),
                None,
                "{status}"
            );
            assert_eq!(sent.header("Cache-Control"), Some("no-store"), "{status}");
        }
    }

    #[test]
    fn a_gone_receiver_disables_and_failures_back_off_then_disable() {
        let now = crate::time::parse("2026-07-16T12:00:00+08:00").unwrap();
        // A deleted webhook (404), a revoked token (401), a bot removed from its chat (403).
        for status in [404, 401, 403] {
            let gone =
                Health::default().after(&Outcome::NotSent(answered(status)), now, Locale::En);
            assert!(gone.disabled.is_some() && !gone.ready(now), "{status}");
        }
        let mut health = Health::default();
        let failed = Outcome::NotSent(answered(500));
        health = health.after(&failed, now, Locale::En);
        assert_eq!(health.retry_at, Some(now + TimeDelta::minutes(1)));
        assert!(!health.ready(now) && health.ready(now + TimeDelta::minutes(1)));
        health = health.after(&failed, now, Locale::En);
        assert_eq!(health.retry_at, Some(now + TimeDelta::minutes(2)));
        for _ in 2..MAX_FAILURES {
            assert!(health.disabled.is_none());
            health = health.after(&failed, now, Locale::En);
        }
        assert_eq!(health.failures, MAX_FAILURES);
        assert!(health.disabled.is_some());
        // Why, in the subscription's language: its GET shows it (issue 48).
        let gone_ja = Health::default().after(&Outcome::NotSent(answered(404)), now, Locale::Ja);
        assert_eq!(
            gone_ja.disabled.as_deref(),
            Some("受信側がステータス 404 を返しました：Webhook はもう存在しません")
        );
        let timed_out = Outcome::NotSent(crate::catalog::said("delivery-timed-out", &[]));
        let mut ru = Health::default();
        for _ in 0..MAX_FAILURES {
            ru = ru.after(&timed_out, now, Locale::Ru);
        }
        assert_eq!(
            ru.disabled.as_deref(),
            Some("доставок подряд не принято: 8 (последняя: истекло время ожидания)")
        );
        assert_eq!(
            health.disabled.as_deref(),
            Some("8 deliveries in a row not accepted (last: answered 500)")
        );
        assert_eq!(
            Health::default().after(&Outcome::Delivered, now, Locale::En),
            Health::default()
        );
    }

    #[test]
    fn the_view_shows_no_url_or_secret() {
        let ok = new(r#"{"kind":"json","url":"https://hooks.example.org/x","reminders":{"end":["P1D","PT24H"]}}"#)
            .unwrap();
        let now = crate::time::parse("2026-07-16T12:00:00+08:00").unwrap();
        let shown = view("sub_1", &ok.target, &Health::default(), now).to_string();
        assert!(
            !shown.contains("hooks.example") && !shown.contains("whsec_"),
            "{shown}"
        );
        assert!(shown.contains(r#""end":["P1D"]"#), "{shown}");
        assert!(shown.contains(r#""state":"active""#), "{shown}");
    }
}

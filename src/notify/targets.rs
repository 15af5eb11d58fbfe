//! The targets file: a JSON array of [`Target`]s, each a place notifications go to.
//!
//! Its filters are the API's (`category`, `featured`, `server`, `lang`: strings with the query
//! parameters' syntax and meaning, read by the `query` module's own parsers, so a mistake reads
//! as the API would answer it); `reminders` are leads in the feed's `alarm` syntax. A URL or a
//! secret is never repeated in an error: it may be a credential.

mod read;

pub(super) use read::read_target;
use read::{is_name, is_token};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::signature::Secret;
use crate::catalog::{Said, said};
use crate::changes::Change;
use crate::dataset::Dataset;
use crate::lang::Locale;
use crate::lead::Lead;
use crate::query::{CategorySet, MAX_ALARMS, Problem};
use crate::server::Server;
use crate::v1::Event;

/// The longest target name, in characters.
pub const MAX_NAME_CHARS: usize = 64;
/// The most targets a file holds.
pub const MAX_TARGETS: usize = 50;

/// Where a target's messages go, and in what form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A Discord webhook: messages with embeds.
    Discord,
    /// Any receiver: each record as JSON, signed as Standard Webhooks says.
    Json,
    /// A Telegram chat, through the Bot API's `sendMessage` (`url` is
    /// `https://api.telegram.org/bot<TOKEN>`, [`Target::chat_id`] the chat).
    Telegram,
    /// A QQ group, through a OneBot v11 implementation's HTTP API `send_group_msg` (`url` is its
    /// base URL, [`Target::group_id`] the group, `secret` its access token if it has one).
    OneBot,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Discord => "discord",
            Kind::Json => "json",
            Kind::Telegram => "telegram",
            Kind::OneBot => "onebot",
        }
    }
}

/// A value given in the file, or the name of the environment variable that holds it.
#[derive(Clone, PartialEq, Eq)]
pub enum Given {
    Literal(String),
    Env(String),
}

impl std::fmt::Debug for Given {
    /// Never the value: a URL or a secret is a credential.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Given::Literal(_) => f.write_str("Literal(<redacted>)"),
            Given::Env(name) => write!(f, "Env({name})"),
        }
    }
}

/// How long before a start or an end a reminder comes (`reminders.rs` decides when one is due).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReminderLeads {
    /// Seconds before the start, longest first, each once.
    pub start: Vec<u32>,
    /// Seconds before the end, longest first, each once.
    pub end: Vec<u32>,
}

/// One validated target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// Unique in the file; the delivery ledger knows the target by it.
    pub name: String,
    pub kind: Kind,
    pub url: Given,
    /// `json`: the signing secret (`whsec_…`, required); `onebot`: the access token sent as
    /// `Authorization: Bearer` (optional); no other kind takes one.
    pub secret: Option<Given>,
    /// `telegram` only: the chat (`-100…`, a user's id, or `@channel`).
    pub chat_id: Option<String>,
    /// `onebot` only: the QQ group.
    pub group_id: Option<u64>,
    /// Event records of these categories; all records (versions too) when empty.
    pub categories: CategorySet,
    /// Event records of pools featuring one of these units; empty: no such filter.
    pub featured: Vec<String>,
    /// Whose clock the times are told on.
    pub server: Server,
    /// The language of titles and words.
    pub lang: Locale,
    pub reminders: ReminderLeads,
}

/// Why a targets file cannot be used. Never repeats a URL or a secret, nor any text of the file
/// but the names of its fields.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum TargetsError {
    /// The file does not read as an array of targets: where, and what kind of mistake (serde's
    /// own messages repeat the values they reject, so they are never shown).
    #[error(
        "the targets file is not a JSON array of targets: line {line}, column {column}: {place}{kind}"
    )]
    Json {
        line: usize,
        column: usize,
        /// `target 2, `groupId`: `, when known; empty otherwise.
        place: String,
        /// The kind of mistake: a catalog message (a subscription's body is told in its
        /// language; a targets file's in English, for the operator).
        kind: Said,
    },
    #[error("{}", .0.join("; "))]
    Invalid(Vec<String>),
}

/// Every field of a target and of its `reminders`: the only words of the file a
/// [`TargetsError::Json`] repeats.
const FIELDS: [&str; 15] = [
    "name",
    "kind",
    "url",
    "urlEnv",
    "secret",
    "secretEnv",
    "chatId",
    "groupId",
    "category",
    "featured",
    "server",
    "lang",
    "reminders",
    "start",
    "end",
];

/// A target as the file gives it; [`read_target`] validates it (a subscription's body is read
/// into one too: `subscription.rs`).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(super) struct RawTarget {
    pub(super) name: String,
    pub(super) kind: String,
    pub(super) url: Option<String>,
    pub(super) url_env: Option<String>,
    pub(super) secret: Option<String>,
    pub(super) secret_env: Option<String>,
    pub(super) chat_id: Option<String>,
    pub(super) group_id: Option<u64>,
    pub(super) category: Option<String>,
    pub(super) featured: Option<String>,
    pub(super) server: Option<String>,
    pub(super) lang: Option<String>,
    pub(super) reminders: Option<RawReminders>,
}

#[derive(Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawReminders {
    #[serde(default)]
    start: Vec<String>,
    #[serde(default)]
    end: Vec<String>,
}

/// Reads and validates a targets file; every problem of every target at once.
pub fn parse_targets(text: &str) -> Result<Vec<Target>, TargetsError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let raw: Vec<RawTarget> = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| json_error(Some(e.path()), e.inner()))?;
    de.end().map_err(|e| json_error(None, &e))?;
    let mut problems = Vec::new();
    if raw.len() > MAX_TARGETS {
        problems.push(format!("at most {MAX_TARGETS} targets"));
    }
    let mut targets: Vec<Target> = Vec::new();
    for (index, raw) in raw.into_iter().enumerate() {
        let label = if is_name(&raw.name) {
            format!("target `{}`", raw.name)
        } else {
            format!("target {}", index + 1)
        };
        let mut told = Vec::new();
        let target = read_target(raw, &mut told);
        let mut own: Vec<String> = told.iter().map(Said::to_string).collect();
        if let Some(target) = &target
            && targets.iter().any(|t| t.name == target.name)
        {
            own.push("the name is used by another target".into());
        }
        problems.extend(own.into_iter().map(|p| format!("{label}: {p}")));
        targets.extend(target);
    }
    if problems.is_empty() {
        Ok(targets)
    } else {
        Err(TargetsError::Invalid(problems))
    }
}

/// `error` as its position and kind only: serde's messages repeat the rejected value (`invalid
/// type: string "https://…", expected u64`) or key, so only fixed words and [`FIELDS`] are told.
pub(super) fn json_error(
    path: Option<&serde_path_to_error::Path>,
    error: &serde_json::Error,
) -> TargetsError {
    use serde_json::error::Category;
    let message = error.to_string();
    // serde_json's own syntax messages are fixed words (`expected `,` or `]``), never the text.
    let own = message
        .strip_suffix(&format!(
            " at line {} column {}",
            error.line(),
            error.column()
        ))
        .filter(|m| m.len() <= 80 && !m.contains(['"', '\'']));
    let kind = match (error.classify(), own) {
        (Category::Syntax | Category::Eof, Some(own)) => {
            said("json-not-valid-because", &[("why", own.into())])
        }
        (Category::Syntax | Category::Eof, None) => said("json-not-valid", &[]),
        (Category::Io, _) => said("json-unreadable", &[]),
        (Category::Data, _) => data_kind(&message),
    };
    TargetsError::Json {
        line: error.line(),
        column: error.column(),
        place: path.map(place).unwrap_or_default(),
        kind,
    }
}

/// The kind of a data error (a wrong type, an unknown field, …) in fixed words.
fn data_kind(message: &str) -> Said {
    // The expected type is last (`invalid type: <the value>, expected <the type>`): its
    // catalog name, `none` when not told.
    let expected = || {
        let expected = message.rsplit(", expected ").next().unwrap_or_default();
        let expected = expected.split(" at line ").next().unwrap_or_default();
        match expected {
            "a string" => "string",
            "u64" => "number",
            "a sequence" => "array",
            "struct RawTarget" | "struct RawReminders" | "struct RawSubscription" => "object",
            _ => "none",
        }
    };
    let field = |prefix: &str| {
        message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('`').next())
            .and_then(|name| FIELDS.into_iter().find(|f| *f == name))
    };
    if message.starts_with("invalid type: ") {
        said("json-wrong-type", &[("expected", expected().into())])
    } else if message.starts_with("invalid value: ") {
        said("json-out-of-range", &[("expected", expected().into())])
    } else if message.starts_with("unknown field ") {
        said("json-unknown-field", &[])
    } else if let Some(name) = field("missing field `") {
        said("json-missing-field", &[("field", name.into())])
    } else if let Some(name) = field("duplicate field `") {
        said("json-field-twice", &[("field", name.into())])
    } else if message.starts_with("invalid length ") {
        said("json-wrong-length", &[])
    } else {
        said("json-does-not-fit", &[])
    }
}

/// `target 2, `reminders.start`: ` from a path such as `[1].reminders.start[0]`; a key that is
/// not one of [`FIELDS`] (an unknown field's) is never told.
fn place(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut target = None;
    let mut fields = Vec::new();
    for segment in path {
        match segment {
            Segment::Seq { index } if target.is_none() => target = Some(index + 1),
            Segment::Map { key } => match FIELDS.into_iter().find(|f| f == key) {
                Some(field) => fields.push(field),
                None => break,
            },
            _ => {}
        }
    }
    match (target, fields.is_empty()) {
        (Some(n), true) => format!("target {n}: "),
        (Some(n), false) => format!("target {n}, `{}`: ", fields.join(".")),
        // One object (a subscription's body): its field alone.
        (None, false) => format!("`{}`: ", fields.join(".")),
        (None, true) => String::new(),
    }
}

/// The longest webhook URL, in bytes.
pub const MAX_URL_BYTES: usize = 2048;

/// Why [`webhook_url`] refuses a URL: fixed words, never the URL (catalog ids: a subscription's
/// body is told in its language, a targets file in English).
const NOT_HTTPS: &str = "target-url-not-https";

/// `url` read as the WHATWG URL standard reads it (the `url` crate; the generator's and
/// `calendar-serve`'s HTTP client and the Worker's `fetch` read it so too), if a webhook may be
/// posted there: `https` and a host, or plain `http` to a loopback host (`127.0.0.0/8`, `::1`,
/// `localhost`: a test's mock); no user name or password; no space or control character; at
/// most [`MAX_URL_BYTES`]. The host is the parser's, so `http://example.com\@127.0.0.1/`
/// (whose host is `example.com`) is not loopback. The error never repeats the URL.
pub fn webhook_url(url: &str) -> Result<url::Url, &'static str> {
    if url.len() > MAX_URL_BYTES {
        return Err("target-url-too-long");
    }
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("target-url-space");
    }
    let parsed = url::Url::parse(url).map_err(|_| NOT_HTTPS)?;
    let loopback = match parsed.host() {
        Some(url::Host::Domain(domain)) => domain == "localhost",
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    match parsed.scheme() {
        "https" if parsed.host().is_some() => {}
        "http" if loopback => {}
        _ => return Err(NOT_HTTPS),
    }
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err("target-url-user");
    }
    Ok(parsed)
}

/// Whether a webhook may be posted to `url` ([`webhook_url`]).
pub fn url_allowed(url: &str) -> bool {
    webhook_url(url).is_ok()
}

/// A target's filters on one dataset ([`Target::filter`]): the API's own rules, so that a target
/// with `category` and `featured` is told of what the events resource (and the changes
/// resource, for records) selects with the same parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filter {
    categories: CategorySet,
    /// Each unit's Chinese name, sorted.
    featured: Vec<String>,
}

impl Filter {
    /// Whether the target is told of `change`; `event` is the changed event as the dataset has
    /// it (none for a version, or an event no longer in it). `category` as the changes resource
    /// filters; `featured` as the events resource does: only pools featuring one of the names
    /// pass.
    pub fn selects(&self, change: &Change, event: Option<&Event>) -> bool {
        crate::changes::in_categories(self.categories, change)
            && (self.featured.is_empty()
                || event.is_some_and(|e| crate::query::features(&self.featured, e)))
    }

    /// Whether the target is reminded of `event`: `category` and `featured` as the events
    /// resource filters.
    pub fn selects_event(&self, event: &Event) -> bool {
        self.categories.contains(event.category) && crate::query::features(&self.featured, event)
    }
}

impl Target {
    /// This target's filters as they read on `dataset`: its `featured` names as the events
    /// resource reads them.
    pub fn filter(&self, dataset: &Dataset) -> Filter {
        Filter {
            categories: self.categories,
            featured: crate::query::featured_in_chinese(self.featured.clone(), dataset),
        }
    }

    /// The URL, from the file or the environment (`lookup`); `None` when the variable is unset
    /// or holds no allowed URL. Never logged.
    pub fn resolve_url(&self, lookup: impl Fn(&str) -> Option<String>) -> Option<String> {
        let url = match &self.url {
            Given::Literal(url) => Some(url.clone()),
            Given::Env(name) => lookup(name).map(|v| v.trim().to_string()),
        }?;
        url_allowed(&url).then_some(url)
    }

    /// The signing secret of a `json` target, from the file or the environment; `None` when
    /// there is none or it is not a `whsec_` secret.
    pub fn resolve_secret(&self, lookup: impl Fn(&str) -> Option<String>) -> Option<Secret> {
        if self.kind != Kind::Json {
            return None;
        }
        Secret::parse(&self.resolve_given_secret(lookup)?).ok()
    }

    /// The access token of an `onebot` target, from the file or the environment; `None` when
    /// it has none (or its variable is unset or holds no token). Never logged.
    pub fn resolve_token(&self, lookup: impl Fn(&str) -> Option<String>) -> Option<String> {
        if self.kind != Kind::OneBot {
            return None;
        }
        self.resolve_given_secret(lookup).filter(|t| is_token(t))
    }

    fn resolve_given_secret(&self, lookup: impl Fn(&str) -> Option<String>) -> Option<String> {
        match self.secret.as_ref()? {
            Given::Literal(text) => Some(text.clone()),
            Given::Env(name) => Some(lookup(name)?.trim().to_string()),
        }
    }
}

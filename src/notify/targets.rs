//! The targets file: a JSON array of [`Target`]s, each a place notifications go to.
//!
//! Its filters are the API's (`category`, `featured`, `server`, `lang`: strings with the query
//! parameters' syntax and meaning, read by the `query` module's own parsers, so a mistake reads
//! as the API would answer it); `reminders` are leads in the feed's `alarm` syntax. A URL or a
//! secret is never repeated in an error: it may be a credential.

use serde::Deserialize;
use thiserror::Error;

use super::signature::Secret;
use crate::certainty::Lang;
use crate::changes::Change;
use crate::dataset::Dataset;
use crate::query::{CategorySet, Lead, MAX_ALARMS, Problem, QueryError};
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
    pub lang: Lang,
    pub reminders: ReminderLeads,
}

/// Why a targets file cannot be used. Never repeats a URL or a secret.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum TargetsError {
    #[error("the targets file is not a JSON array of targets: {0}")]
    Json(String),
    #[error("{}", .0.join("; "))]
    Invalid(Vec<String>),
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RawTarget {
    name: String,
    kind: String,
    url: Option<String>,
    url_env: Option<String>,
    secret: Option<String>,
    secret_env: Option<String>,
    chat_id: Option<String>,
    group_id: Option<u64>,
    category: Option<String>,
    featured: Option<String>,
    server: Option<String>,
    lang: Option<String>,
    reminders: Option<RawReminders>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawReminders {
    #[serde(default)]
    start: Vec<String>,
    #[serde(default)]
    end: Vec<String>,
}

/// Reads and validates a targets file; every problem of every target at once.
pub fn parse_targets(text: &str) -> Result<Vec<Target>, TargetsError> {
    let raw: Vec<RawTarget> = serde_json::from_str(text)
        // serde's messages name fields and types; a string value is never echoed, since every
        // field that may hold a credential is a string.
        .map_err(|e| TargetsError::Json(e.to_string()))?;
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
        let mut own = Vec::new();
        let target = read_target(raw, &mut own);
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

/// A name: 1 to [`MAX_NAME_CHARS`] of ASCII letters, digits, `.`, `_`, `-`.
fn is_name(name: &str) -> bool {
    (1..=MAX_NAME_CHARS).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b))
}

/// An environment variable's name: ASCII upper-case letters, digits and `_`, not a digit first.
fn is_env_name(name: &str) -> bool {
    name.bytes().next().is_some_and(|b| !b.is_ascii_digit())
        && name.len() <= 128
        && name
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
}

fn read_target(raw: RawTarget, problems: &mut Vec<String>) -> Option<Target> {
    if !is_name(&raw.name) {
        problems.push(format!(
            "`name` is 1 to {MAX_NAME_CHARS} ASCII letters, digits, `.`, `_` or `-`"
        ));
    }
    let kind = match raw.kind.as_str() {
        "discord" => Some(Kind::Discord),
        "json" => Some(Kind::Json),
        "telegram" => Some(Kind::Telegram),
        "onebot" => Some(Kind::OneBot),
        _ => {
            problems.push("`kind` is `discord`, `json`, `telegram` or `onebot`".into());
            None
        }
    };
    let url = given("url", raw.url, raw.url_env, problems, |url| {
        url_allowed(url)
            .then_some(())
            .ok_or("`url` is not an https URL (plain http only to a loopback address, for tests)")
    });
    let secret_given = raw.secret.is_some() || raw.secret_env.is_some();
    let secret = match kind {
        Some(Kind::Json) => given("secret", raw.secret, raw.secret_env, problems, |s| {
            Secret::parse(s).map(|_| ())
        }),
        Some(Kind::OneBot) if secret_given => {
            given("secret", raw.secret, raw.secret_env, problems, |s| {
                is_token(s)
                    .then_some(())
                    .ok_or("`secret` is the OneBot access token: 1 to 256 visible ASCII characters")
            })
        }
        Some(kind @ (Kind::Discord | Kind::Telegram)) if secret_given => {
            problems.push(format!("a `{}` target takes no `secret`", kind.as_str()));
            None
        }
        _ => None,
    };
    let chat_id = match (kind, raw.chat_id) {
        (Some(Kind::Telegram), Some(chat)) if is_chat_id(&chat) => Some(chat),
        (Some(Kind::Telegram), Some(_)) => {
            problems.push(
                "`chatId` is a chat's number (`-1001234567890`) or a channel's `@username`".into(),
            );
            None
        }
        (Some(Kind::Telegram), None) => {
            problems.push("a `telegram` target needs `chatId`".into());
            None
        }
        (_, Some(_)) => {
            problems.push("only a `telegram` target takes `chatId`".into());
            None
        }
        (_, None) => None,
    };
    let group_id = match (kind, raw.group_id) {
        (Some(Kind::OneBot), Some(group)) if group > 0 => Some(group),
        (Some(Kind::OneBot), _) => {
            problems.push("an `onebot` target needs `groupId`, a QQ group's number".into());
            None
        }
        (_, Some(_)) => {
            problems.push("only an `onebot` target takes `groupId`".into());
            None
        }
        (_, None) => None,
    };
    let mut query = Vec::<Problem>::new();
    let categories = raw
        .category
        .map(|v| crate::query::parse_categories(v, &mut query))
        .unwrap_or_default();
    let featured = raw
        .featured
        .map(|v| crate::query::parse_featured(v, &mut query))
        .unwrap_or_default();
    let server = raw
        .server
        .map(|v| crate::query::parse_server(v, &mut query))
        .unwrap_or_default();
    let lang = raw
        .lang
        .map(|v| crate::query::parse_lang(v, &mut query))
        .unwrap_or_default();
    let mut reminders = ReminderLeads::default();
    if let Some(raw) = raw.reminders {
        reminders.start = leads("reminders.start", &raw.start, &mut query);
        reminders.end = leads("reminders.end", &raw.end, &mut query);
    }
    // Each problem as the API words it: `invalid query parameter `category`: …`.
    problems.extend(query.into_iter().map(|p| {
        QueryError {
            problems: vec![p.clone()],
        }
        .to_string()
            + &p.value.map(|v| format!(" (`{v}`)")).unwrap_or_default()
    }));
    Some(Target {
        name: raw.name,
        kind: kind?,
        url: url?,
        secret: match kind? {
            Kind::Json => Some(secret?),
            Kind::OneBot => secret,
            Kind::Discord | Kind::Telegram => None,
        },
        chat_id,
        group_id,
        categories,
        featured,
        server,
        lang,
        reminders,
    })
    .filter(|_| problems.is_empty())
}

/// A OneBot access token: 1 to 256 visible ASCII characters.
fn is_token(token: &str) -> bool {
    (1..=256).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_graphic())
}

/// A Telegram `chat_id`: an integer (groups and channels are negative), or `@` and a public
/// username (5 to 32 letters, digits and `_`, a letter first).
fn is_chat_id(chat: &str) -> bool {
    match chat.strip_prefix('@') {
        Some(name) => {
            (5..=32).contains(&name.len())
                && name.starts_with(|c: char| c.is_ascii_alphabetic())
                && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        }
        None => {
            let digits = chat.strip_prefix('-').unwrap_or(chat);
            (1..=20).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit())
        }
    }
}

/// Exactly one of the literal `field` and `fieldEnv`; a literal is checked by `check`.
fn given(
    field: &str,
    literal: Option<String>,
    env: Option<String>,
    problems: &mut Vec<String>,
    check: impl Fn(&str) -> Result<(), &'static str>,
) -> Option<Given> {
    match (literal, env) {
        (Some(value), None) => match check(&value) {
            Ok(()) => Some(Given::Literal(value)),
            Err(message) => {
                problems.push(message.into());
                None
            }
        },
        (None, Some(name)) if is_env_name(&name) => Some(Given::Env(name)),
        (None, Some(_)) => {
            problems.push(format!(
                "`{field}Env` is the name of an environment variable (A-Z, 0-9, _)"
            ));
            None
        }
        (Some(_), Some(_)) => {
            problems.push(format!("give `{field}` or `{field}Env`, not both"));
            None
        }
        (None, None) => {
            problems.push(format!("`{field}` or `{field}Env` is required"));
            None
        }
    }
}

/// Reminder leads read as the feed's `alarm` reads durations: at most [`MAX_ALARMS`].
fn leads(parameter: &str, items: &[String], problems: &mut Vec<Problem>) -> Vec<u32> {
    if items.len() > MAX_ALARMS {
        problems.push(crate::query::too_many_alarms(parameter, &items.join(",")));
        return Vec::new();
    }
    let mut leads: Vec<u32> = Vec::new();
    for item in items {
        match Lead::parse(item) {
            Some(lead) => leads.push(lead.secs()),
            None => problems.push(crate::query::invalid_duration(parameter, item)),
        }
    }
    leads.sort_unstable_by(|a, b| b.cmp(a));
    leads.dedup();
    leads
}

/// Whether a webhook may be posted to `url`: `https://` and a host, or `http://` to a loopback
/// host (a test's mock). The sender parses it again with its HTTP client.
pub fn url_allowed(url: &str) -> bool {
    let host = |rest: &str| -> String {
        let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
        let host_port = authority.rsplit('@').next().unwrap_or_default();
        match host_port.strip_prefix('[') {
            Some(v6) => v6.split(']').next().unwrap_or_default().to_string(),
            None => host_port.split(':').next().unwrap_or_default().to_string(),
        }
    };
    let no_space = !url.chars().any(|c| c.is_whitespace() || c.is_control());
    if let Some(rest) = url.strip_prefix("https://") {
        no_space && !host(rest).is_empty()
    } else if let Some(rest) = url.strip_prefix("http://") {
        no_space && ["127.0.0.1", "localhost", "::1"].contains(&host(rest).as_str())
    } else {
        false
    }
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

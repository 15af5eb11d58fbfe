//! A target as read ([`read_target`]): every field of a raw target checked, each problem told
//! by its field and never with a value that could be a URL or a secret, for a targets file and a
//! subscription's body alike.

use super::*;
use crate::catalog::Value;

/// A name: 1 to [`MAX_NAME_CHARS`] of ASCII letters, digits, `.`, `_`, `-`.
pub(super) fn is_name(name: &str) -> bool {
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

/// `raw` as a target, if valid; else `None` and every problem in `problems`, each a catalog
/// message (told in a subscription's language, or in English in a targets file's error).
pub(in crate::notify) fn read_target(raw: RawTarget, problems: &mut Vec<Said>) -> Option<Target> {
    if !is_name(&raw.name) {
        problems.push(said("target-name", &[("max", MAX_NAME_CHARS.into())]));
    }
    let kind = match raw.kind.as_str() {
        "discord" => Some(Kind::Discord),
        "json" => Some(Kind::Json),
        "telegram" => Some(Kind::Telegram),
        "onebot" => Some(Kind::OneBot),
        _ => {
            problems.push(said("target-kind", &[]));
            None
        }
    };
    let url = given("url", raw.url, raw.url_env, problems, |url| {
        webhook_url(url).map(|_| ())
    });
    let secret_given = raw.secret.is_some() || raw.secret_env.is_some();
    let secret = match kind {
        Some(Kind::Json) => given("secret", raw.secret, raw.secret_env, problems, |s| {
            Secret::parse(s).map(|_| ())
        }),
        Some(Kind::OneBot) if secret_given => {
            given("secret", raw.secret, raw.secret_env, problems, |s| {
                is_token(s).then_some(()).ok_or("target-onebot-secret")
            })
        }
        Some(kind @ (Kind::Discord | Kind::Telegram)) if secret_given => {
            problems.push(said("target-no-secret", &[("kind", kind.as_str().into())]));
            None
        }
        _ => None,
    };
    let chat_id = match (kind, raw.chat_id) {
        (Some(Kind::Telegram), Some(chat)) if is_chat_id(&chat) => Some(chat),
        (Some(Kind::Telegram), Some(_)) => {
            problems.push(said("target-chat-id", &[]));
            None
        }
        (Some(Kind::Telegram), None) => {
            problems.push(said("target-chat-id-needed", &[]));
            None
        }
        (_, Some(_)) => {
            problems.push(said("target-chat-id-only", &[]));
            None
        }
        (_, None) => None,
    };
    let group_id = match (kind, raw.group_id) {
        (Some(Kind::OneBot), Some(group)) if group > 0 => Some(group),
        (Some(Kind::OneBot), _) => {
            problems.push(said("target-group-id-needed", &[]));
            None
        }
        (_, Some(_)) => {
            problems.push(said("target-group-id-only", &[]));
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
    // Each problem as a field of the JSON it is read from (a targets file's or a subscription's
    // body), never as a query parameter: `invalid field `category`: …`.
    problems.extend(query.into_iter().map(|p| {
        let field = Value::from(p.parameter);
        let message = Value::from(p.message);
        match p.value.filter(|v| is_safe_to_repeat(v)) {
            Some(value) => said(
                "target-invalid-field-value",
                &[
                    ("field", field),
                    ("message", message),
                    ("value", value.into()),
                ],
            ),
            None => said(
                "target-invalid-field",
                &[("field", field), ("message", message)],
            ),
        }
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

/// A value short and plain enough to repeat in an error (`PT1X`, `operatr`): never one that
/// could be a URL or a secret pasted into the wrong field.
fn is_safe_to_repeat(value: &str) -> bool {
    value.len() <= 32
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b",._-".contains(&b))
}

/// A OneBot access token: 1 to 256 visible ASCII characters.
pub(super) fn is_token(token: &str) -> bool {
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
    problems: &mut Vec<Said>,
    check: impl Fn(&str) -> Result<(), &'static str>,
) -> Option<Given> {
    match (literal, env) {
        (Some(value), None) => match check(&value) {
            Ok(()) => Some(Given::Literal(value)),
            Err(why) => {
                // A catalog id (a `json` target's secret: the operator's English, told as is).
                problems.push(said(why, &[]));
                None
            }
        },
        (None, Some(name)) if is_env_name(&name) => Some(Given::Env(name)),
        (None, Some(_)) => {
            problems.push(said("target-env-name", &[("field", field.into())]));
            None
        }
        (Some(_), Some(_)) => {
            problems.push(said("target-both", &[("field", field.into())]));
            None
        }
        (None, None) => {
            problems.push(said("target-required", &[("field", field.into())]));
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

//! What registers the commands with each platform, the same bytes on every run (so a
//! registration that changed nothing sends nothing new, and a repeat is harmless):
//!
//! - Discord: the application's commands, sent with `PUT
//!   {api}/applications/{application id}/commands` (a bulk overwrite: idempotent), one command
//!   [`super::discord::COMMAND`] with its subcommands, each description in every locale
//!   Discord has for ours (`description_localizations`, Discord's locale codes,
//!   [`discord_locales`]).
//! - Telegram: `setMyCommands` once without `language_code` (English, the default) and once
//!   per language Telegram has for ours ([`telegram_languages`]); and `setWebhook` with the
//!   path and the `secret_token` every update must carry.

use serde_json::{Map, Value, json};

use super::command::Platform;
use super::command::syntax;
use crate::catalog::phrase;
use crate::lang::Locale;
use crate::server::Server;

/// Discord's locale codes for a locale of ours (Discord has English and Spanish twice).
pub fn discord_locales(locale: Locale) -> &'static [&'static str] {
    match locale {
        Locale::ZhCn => &["zh-CN"],
        Locale::ZhTw => &["zh-TW"],
        Locale::En => &["en-US", "en-GB"],
        Locale::Ja => &["ja"],
        Locale::Ko => &["ko"],
        Locale::De => &["de"],
        Locale::Fr => &["fr"],
        Locale::Es => &["es-ES", "es-419"],
        Locale::PtBr => &["pt-BR"],
        Locale::Ru => &["ru"],
        Locale::It => &["it"],
        Locale::Id => &["id"],
        Locale::Th => &["th"],
        Locale::Vi => &["vi"],
    }
}

/// Telegram's `language_code` (ISO 639-1) for a locale of ours; `None` for English (the
/// default list) and for Traditional Chinese (Telegram has one `zh`, given Simplified).
pub fn telegram_languages(locale: Locale) -> Option<&'static str> {
    match locale {
        Locale::En | Locale::ZhTw => None,
        Locale::ZhCn => Some("zh"),
        Locale::PtBr => Some("pt"),
        Locale::Vi => Some("vi"),
        other => Some(other.tag()),
    }
}

/// A description (at most 100 characters, Discord's limit) in every locale.
fn localized(id: &str) -> (String, Value) {
    let mut map = Map::new();
    for locale in Locale::ALL {
        for code in discord_locales(locale) {
            map.insert((*code).into(), json!(cut(phrase(locale, id), 100)));
        }
    }
    (cut(phrase(Locale::En, id), 100), Value::Object(map))
}

fn cut(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// A name's `name_localizations` (Discord's locale codes with localized names,
/// [`super::command::discord_names`]); empty when it has none.
fn name_localizations(name: &str) -> Value {
    let at = super::command::DISCORD_NAMES
        .iter()
        .position(|n| *n == name);
    let mut map = Map::new();
    for locale in Locale::ALL {
        for code in discord_locales(locale) {
            let named = super::command::discord_names(code).zip(at);
            if let Some(local) = named.and_then(|(names, at)| names.get(at).copied()) {
                map.insert((*code).into(), json!(local));
            }
        }
    }
    Value::Object(map)
}

/// An option of a subcommand: a string, with its description.
fn option(name: &str, id: &str, extra: Value) -> Value {
    let (description, localizations) = localized(id);
    let mut option = json!({
        "type": 3,
        "name": name,
        "name_localizations": name_localizations(name),
        "description": description,
        "description_localizations": localizations,
    });
    if let (Some(option), Some(extra)) = (option.as_object_mut(), extra.as_object()) {
        option.extend(extra.clone());
    }
    option
}

/// Discord's commands: the body of `PUT /applications/{id}/commands`.
pub fn discord_commands() -> String {
    let names = [
        "now",
        "next",
        "unit",
        "subscribe",
        "unsubscribe",
        "status",
        "help",
    ];
    let subcommands: Vec<Value> = names
        .iter()
        .zip(syntax(Platform::Discord))
        .map(|(name, (_, id))| {
            let (description, localizations) = localized(id);
            let options = match *name {
                "unit" => vec![option(
                    "name",
                    "chat-cmd-unit-name",
                    json!({ "required": true, "autocomplete": true }),
                )],
                "subscribe" => {
                    let servers: Vec<Value> = Server::ALL
                        .iter()
                        .map(|s| json!({ "name": s.as_str(), "value": s.as_str() }))
                        .collect();
                    let langs: Vec<Value> = Locale::ALL
                        .iter()
                        .map(|l| json!({ "name": l.endonym(), "value": l.tag() }))
                        .collect();
                    vec![
                        option("server", "chat-cmd-server", json!({ "choices": servers })),
                        option("lang", "chat-cmd-lang", json!({ "choices": langs })),
                        option("category", "chat-cmd-category", json!({})),
                    ]
                }
                _ => Vec::new(),
            };
            json!({
                "type": 1,
                "name": name,
                "name_localizations": name_localizations(name),
                "description": description,
                "description_localizations": localizations,
                "options": options,
            })
        })
        .collect();
    let (description, localizations) = localized("chat-cmd-endfield");
    json!([{
        "name": super::discord::COMMAND,
        "type": 1,
        "description": description,
        "description_localizations": localizations,
        "options": subcommands,
    }])
    .to_string()
}

/// Telegram's `setMyCommands` bodies: the default (English), then one per language.
pub fn telegram_commands() -> Vec<String> {
    let body = |locale: Locale, code: Option<&str>| {
        let commands: Vec<Value> = syntax(Platform::Telegram)
            .iter()
            .map(|(written, id)| {
                let command = written
                    .trim_start_matches('/')
                    .split(' ')
                    .next()
                    .unwrap_or_default();
                json!({ "command": command, "description": cut(phrase(locale, id), 256) })
            })
            .collect();
        let mut body = json!({ "commands": commands });
        if let (Some(code), Some(map)) = (code, body.as_object_mut()) {
            map.insert("language_code".into(), json!(code));
        }
        body.to_string()
    };
    let mut bodies = vec![body(Locale::En, None)];
    for locale in Locale::ALL {
        if let Some(code) = telegram_languages(locale) {
            bodies.push(body(locale, Some(code)));
        }
    }
    bodies
}

/// Telegram's `setWebhook` body: updates go to `url` (`https://…/chat/telegram`) with
/// `secret` in `X-Telegram-Bot-Api-Secret-Token`; only messages.
pub fn telegram_webhook(url: &str, secret: &str) -> String {
    json!({
        "url": url,
        "secret_token": secret,
        "allowed_updates": ["message"],
    })
    .to_string()
}

/// One registration call, and how `--dry-run` shows it: its URL and body with every token and
/// secret replaced by its variable's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registration {
    pub call: super::subscribe::Call,
    pub shown: String,
}

/// Every registration call `settings` allows, in a fixed order: Discord's commands (with the
/// application id and the bot's token), then Telegram's command lists and, with `origin` (the
/// public `https://host`), its webhook at `{origin}/chat/telegram`. Sending them again changes
/// nothing: each replaces what the platform had.
pub fn calls(settings: &super::vars::Settings, origin: Option<&str>) -> Vec<Registration> {
    use super::vars;
    let mut out = Vec::new();
    let operator = &settings.operator;
    let json = ("content-type", "application/json".to_string());
    if let (Some((_, app)), Some(token)) = (&settings.discord, &operator.discord_token) {
        let url = format!("{}/applications/{app}/commands", operator.discord_api);
        let body = discord_commands();
        out.push(Registration {
            shown: format!("PUT {url}\n{body}"),
            call: super::subscribe::Call {
                method: "PUT",
                url,
                headers: vec![("authorization", format!("Bot {token}")), json.clone()],
                body: Some(body),
            },
        });
    }
    if let (Some(secret), Some(token)) = (&settings.telegram, &operator.telegram_token) {
        let api = operator.telegram_api.as_str();
        let hidden = format!("<{}>", vars::TELEGRAM_BOT_TOKEN);
        // Each list but the default says its language on the first line shown: 13 calls to one
        // URL otherwise read alike.
        let mut bodies: Vec<(&str, String, String, String)> = telegram_commands()
            .into_iter()
            .map(|b| {
                let code = serde_json::from_str::<serde_json::Value>(&b)
                    .ok()
                    .and_then(|v| v.get("language_code")?.as_str().map(str::to_string));
                let label = code.map_or(String::new(), |c| format!(" (language_code {c})"));
                ("setMyCommands", b.clone(), b, label)
            })
            .collect();
        if let Some(origin) = origin {
            let url = format!(
                "{}{}",
                origin.trim_end_matches('/'),
                super::respond::TELEGRAM_PATH
            );
            let shown = telegram_webhook(&url, &format!("<{}>", vars::TELEGRAM_SECRET));
            bodies.push((
                "setWebhook",
                telegram_webhook(&url, secret),
                shown,
                String::new(),
            ));
        }
        for (method, body, shown, label) in bodies {
            out.push(Registration {
                shown: format!(
                    "POST {}{label}\n{shown}",
                    super::telegram::method_url(api, &hidden, method)
                ),
                call: super::subscribe::Call {
                    method: "POST",
                    url: super::telegram::method_url(api, token, method),
                    headers: vec![json.clone()],
                    body: Some(body),
                },
            });
        }
    }
    out
}

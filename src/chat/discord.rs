//! Discord Interactions: an interaction read ([`read`]), and what is answered in the response
//! ([`pong`], [`message`], [`choices`]).
//!
//! One command, `endfield`, with the subcommands `now`, `next`, `unit` (option `name`,
//! autocompleted), `subscribe` (options `server`, `lang`, `category`), `unsubscribe`, `status`
//! and `help` (`register.rs` registers them). The asker's language is the interaction's
//! `locale`, else its `guild_locale`; in a server, the right to subscribe is the member's
//! Manage Webhooks permission (`member.permissions`, bit [`MANAGE_WEBHOOKS`]).
//!
//! A message is `content` with Discord's markdown escaped in data, `allowed_mentions` empty
//! (nothing pings), and link embeds suppressed; refusals only the asker sees (ephemeral).

use serde_json::{Value, json};

use super::command::Platform;
use super::command::{Command, Options, clip};
use super::update::{Asker, Inbound, Permission, Update, id_text};
use crate::lang::Locale;
use crate::notify::{Markup, Text};

/// The command's name.
pub const COMMAND: &str = "endfield";
/// The Manage Webhooks permission bit.
pub const MANAGE_WEBHOOKS: u64 = 1 << 29;
/// A message's `content` limit, in characters.
pub const MAX_CONTENT: usize = 2000;
/// The most autocomplete choices Discord takes.
pub const MAX_CHOICES: usize = 25;
/// `flags`: no link embeds (`SUPPRESS_EMBEDS`).
const SUPPRESS_EMBEDS: u64 = 1 << 2;
/// `flags`: only the asker sees it (`EPHEMERAL`).
const EPHEMERAL: u64 = 1 << 6;

/// An interaction's body read; `None` when it is not an interaction (answered `400`).
pub fn read(body: &[u8]) -> Option<Inbound> {
    let value: Value = serde_json::from_slice(body).ok()?;
    let kind = value.get("type")?.as_u64()?;
    if kind == 1 {
        return Some(Inbound::Ping);
    }
    let locale = ["locale", "guild_locale"]
        .iter()
        .find_map(|k| value.get(*k)?.as_str().and_then(Locale::for_range))
        .unwrap_or(Locale::En);
    let data = value.get("data")?;
    if data.get("name").and_then(Value::as_str) != Some(COMMAND) {
        return Some(Inbound::Ignored);
    }
    let sub = data.get("options")?.as_array()?.first()?;
    let sub_name = super::command::discord_canonical(sub.get("name")?.as_str()?);
    let options: Vec<(&str, &Value)> = sub
        .get("options")
        .and_then(Value::as_array)
        .map(|o| {
            o.iter()
                .filter_map(|o| {
                    let name = o.get("name")?.as_str()?;
                    Some((super::command::discord_canonical(name), o))
                })
                .collect()
        })
        .unwrap_or_default();
    let text = |name: &str| {
        options
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, o)| o.get("value")?.as_str())
    };
    match kind {
        4 => Some(Inbound::Autocomplete {
            locale,
            typed: clip(text("name").unwrap_or_default()),
        }),
        2 => {
            let command = match sub_name {
                "unit" => Command::Unit(clip(text("name").unwrap_or_default())),
                "subscribe" => {
                    let mut chosen = Options::default();
                    for name in ["server", "lang", "category"] {
                        if let Some(v) = text(name) {
                            chosen.set(name, v);
                        }
                    }
                    Command::Subscribe(chosen)
                }
                other => super::command::named(other, ""),
            };
            Some(Inbound::Command(Update {
                key: format!("discord:{}", id_text(value.get("id"))?),
                asker: asker(&value, locale)?,
                command,
                reply_to: None,
            }))
        }
        _ => Some(Inbound::Ignored),
    }
}

/// Who asks: in a server, a member (with their permissions); else a user in a private chat.
fn asker(value: &Value, locale: Locale) -> Option<Asker> {
    let chat =
        id_text(value.get("channel_id")).or_else(|| id_text(value.get("channel")?.get("id")))?;
    let member = value.get("member");
    let user = member
        .and_then(|m| m.get("user"))
        .or_else(|| value.get("user"))
        .and_then(|u| id_text(u.get("id")))?;
    let group = value.get("guild_id").is_some_and(|g| !g.is_null());
    let permissions = member
        .and_then(|m| m.get("permissions")?.as_str()?.parse::<u64>().ok())
        .unwrap_or(0);
    let may = group && permissions & MANAGE_WEBHOOKS != 0;
    Some(Asker {
        platform: Platform::Discord,
        chat,
        group,
        user,
        locale,
        may_manage: if may {
            Permission::Granted
        } else {
            Permission::Refused
        },
    })
}

/// The answer to a PING.
pub fn pong() -> String {
    json!({ "type": 1 }).to_string()
}

/// A message answering the interaction (`CHANNEL_MESSAGE_WITH_SOURCE`); `ephemeral`: only the
/// asker sees it.
pub fn message(text: &Text, ephemeral: bool) -> String {
    let flags = SUPPRESS_EMBEDS | if ephemeral { EPHEMERAL } else { 0 };
    json!({
        "type": 4,
        "data": {
            "content": super::answer::render(text, Markup::Discord, MAX_CONTENT),
            "flags": flags,
            "allowed_mentions": { "parse": [] },
        }
    })
    .to_string()
}

/// Autocomplete's answer: each choice's shown name and value, at most [`MAX_CHOICES`].
pub fn choices(choices: &[(String, String)]) -> String {
    let list: Vec<Value> = choices
        .iter()
        .take(MAX_CHOICES)
        .map(|(name, value)| json!({ "name": clip100(name), "value": clip100(value) }))
        .collect();
    json!({ "type": 8, "data": { "choices": list } }).to_string()
}

/// A choice's name or value: at most 100 characters.
fn clip100(text: &str) -> String {
    text.chars().take(100).collect()
}

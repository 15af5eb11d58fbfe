//! An update as every platform's reader gives it: who asks, where, in what language, with what
//! rights, and what ([`Update`]); or what else came ([`Inbound`]).

use super::command::{Command, Platform};
use crate::lang::Locale;

/// Whether the asker may change the chat's subscription.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Permission {
    Granted,
    Refused,
    /// Telegram says only when asked: the face calls `getChatMember`
    /// ([`super::telegram::get_chat_member`]) and reads the answer
    /// ([`super::telegram::may_manage`]).
    AskTelegram,
}

/// Who asks, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asker {
    pub platform: Platform,
    /// The chat answered and subscribed: Discord's channel, Telegram's chat, QQ's group (or,
    /// in a private chat, the user).
    pub chat: String,
    /// Whether the chat is a group (a server's channel, a Telegram group, a QQ group), where
    /// subscriptions are made; a private chat only asks.
    pub group: bool,
    pub user: String,
    /// The asker's language (Discord's `locale`, Telegram's `language_code`, Chinese for QQ).
    pub locale: Locale,
    pub may_manage: Permission,
}

/// One command to answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Update {
    /// The update's key, unique per platform (`discord:<interaction id>`,
    /// `telegram:<update_id>`, `onebot:<self_id>:<message_id>`): a face acts once per key.
    pub key: String,
    pub asker: Asker,
    pub command: Command,
    /// The message answered (Telegram's `message_id`), when the reply quotes it.
    pub reply_to: Option<i64>,
}

/// What a platform sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inbound {
    /// Discord's PING: answered `{"type":1}`.
    Ping,
    /// Discord's autocomplete of `unit`'s `name`: what was typed so far.
    Autocomplete {
        locale: Locale,
        typed: String,
    },
    Command(Update),
    /// Anything else (talk, a heartbeat, a notice): acknowledged, never answered.
    Ignored,
}

/// A JSON number or string as text (ids are either, by platform).
pub(super) fn id_text(value: Option<&serde_json::Value>) -> Option<String> {
    match value? {
        serde_json::Value::String(s) if !s.is_empty() && s.len() <= 32 => Some(s.clone()),
        serde_json::Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

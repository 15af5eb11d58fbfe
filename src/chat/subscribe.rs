//! A chat subscribed by a command: stored in the public subscriptions' store as a
//! subscription of the existing kinds (`discord`, `telegram`, `onebot`), sealed, once per chat
//! ([`id`]), and told exactly as a form's subscription is. Without options: announcements and
//! a reminder [`DEFAULT_LEAD`] before each start, in the asker's language.
//!
//! - Who may: [`allowed`] (a group only; Discord's Manage Webhooks, a Telegram group's
//!   creator or administrator, a QQ group's owner or admin).
//! - Where it posts ([`Operator`], the face's configuration): Discord, a webhook the bot makes
//!   in the channel ([`create_webhook`], its URL read from the answer, [`webhook_url`]) and
//!   deletes on unsubscribe ([`delete_webhook`]); Telegram, `sendMessage` with the bot's token
//!   to the chat; QQ, `send_group_msg` through the operator's OneBot HTTP API.
//! - The public-address rule ([`reopen`]): a form's subscription posts only to public
//!   addresses, but the operator's OneBot API is often on loopback or the LAN. A chat's
//!   subscription is exempt only when its URL is exactly what the operator configured (the
//!   OneBot API, Telegram's API with the bot's token) or a webhook under the configured Discord
//!   API base, and only under an id of [`id`]'s form, which the face makes from the chat and no
//!   request can choose (a form's ids are random `sub_…`). Nobody can give a chat subscription
//!   a URL: the URL is the operator's variable, or Discord's answer to the bot.

use serde_json::json;

use super::command::Options;
use super::command::Platform;
use super::telegram;
use super::update::{Asker, Permission};
use crate::lead::Lead;
use crate::notify::address::AllowedHost;
use crate::notify::subscription::{self, Health};
use crate::notify::{Kind, Target};

/// The reminder's lead of a subscription made without options: 1 hour before each start.
pub const DEFAULT_LEAD: u32 = 3600;
/// The prefix of every chat subscription's id.
pub const ID_PREFIX: &str = "chat_";

/// The face's outbound configuration. Holds tokens: its `Debug` shows none.
#[derive(Clone, Default)]
pub struct Operator {
    /// `CALENDAR_DISCORD_API_BASE` (`https://discord.com/api/v10`).
    pub discord_api: String,
    pub discord_token: Option<String>,
    /// `CALENDAR_TELEGRAM_API_BASE` (`https://api.telegram.org`).
    pub telegram_api: String,
    pub telegram_token: Option<String>,
    /// `CALENDAR_ONEBOT_API` and `CALENDAR_ONEBOT_TOKEN`.
    pub onebot_api: Option<String>,
    pub onebot_token: Option<String>,
}

impl std::fmt::Debug for Operator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Operator").finish_non_exhaustive()
    }
}

impl Operator {
    /// Telegram's bot URL (`{base}/bot<TOKEN>`), the `telegram` kind's `url`.
    fn telegram_url(&self) -> Option<String> {
        let token = self.telegram_token.as_deref()?;
        Some(format!(
            "{}/bot{token}",
            self.telegram_api.trim_end_matches('/')
        ))
    }
}

/// The id a chat's subscription is stored under: one per chat (`chat_discord_<channel>`,
/// `chat_telegram_<chat>`, `chat_onebot_<group>`); `None` when the chat id is not a number.
pub fn id(platform: Platform, chat: &str) -> Option<String> {
    let digits = chat.strip_prefix('-').unwrap_or(chat);
    let ok = !digits.is_empty() && digits.len() <= 24 && digits.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| format!("{ID_PREFIX}{}_{chat}", platform.as_str()))
}

/// Whether `asker`'s chat can be subscribed at all: a group, or a person's own private chat
/// with the Telegram bot (Discord's direct messages take no webhook; a OneBot API posts to
/// groups).
pub fn subscribable(asker: &Asker) -> bool {
    asker.group || asker.platform == Platform::Telegram
}

/// Whether `asker` may subscribe or unsubscribe the chat: a chat that can be, with the
/// platform's right. Where Telegram tells the right only when asked (`Permission::AskTelegram`),
/// `answer` is its answer to [`may_manage_call`] (`None`: no answer came, so no right).
pub fn allowed(asker: &Asker, answer: Option<&[u8]>) -> bool {
    let granted = match asker.may_manage {
        Permission::Granted => true,
        Permission::Refused => false,
        Permission::AskTelegram => answer.is_some_and(telegram::may_manage),
    };
    subscribable(asker) && granted
}

/// One call the face makes to a platform. Holds a token: never log it.
#[derive(Clone, PartialEq, Eq)]
pub struct Call {
    pub method: &'static str,
    pub url: String,
    pub headers: Vec<(&'static str, String)>,
    pub body: Option<String>,
}

impl std::fmt::Debug for Call {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Call")
            .field("method", &self.method)
            .finish_non_exhaustive()
    }
}

/// Discord: the webhook the bot makes in `channel`, named `name`.
pub fn create_webhook(operator: &Operator, channel: &str, name: &str) -> Option<Call> {
    let token = operator.discord_token.as_deref()?;
    Some(Call {
        method: "POST",
        url: format!(
            "{}/channels/{channel}/webhooks",
            operator.discord_api.trim_end_matches('/')
        ),
        headers: vec![
            ("authorization", format!("Bot {token}")),
            ("content-type", "application/json".into()),
        ],
        body: Some(json!({ "name": name.chars().take(80).collect::<String>() }).to_string()),
    })
}

/// Telegram: the bot's own account (`getMe`; its answer read by [`telegram::username`]).
pub fn bot_name_call(operator: &Operator) -> Option<Call> {
    let token = operator.telegram_token.as_deref()?;
    Some(Call {
        method: "POST",
        url: telegram::method_url(&operator.telegram_api, token, "getMe"),
        headers: Vec::new(),
        body: None,
    })
}

/// Telegram: whether `asker` manages its group (`getChatMember`), when Telegram is to tell it
/// (`Permission::AskTelegram`); its answer is [`allowed`]'s.
pub fn may_manage_call(operator: &Operator, asker: &Asker) -> Option<Call> {
    if asker.may_manage != Permission::AskTelegram {
        return None;
    }
    let token = operator.telegram_token.as_deref()?;
    Some(Call {
        method: "POST",
        url: telegram::method_url(&operator.telegram_api, token, "getChatMember"),
        headers: vec![("content-type", "application/json".into())],
        body: Some(telegram::get_chat_member(&asker.chat, &asker.user)),
    })
}

/// The webhook's URL (`{base}/webhooks/{id}/{token}`) from Discord's answer to
/// [`create_webhook`].
pub fn webhook_url(operator: &Operator, answer: &[u8]) -> Option<String> {
    let value: serde_json::Value = serde_json::from_slice(answer).ok()?;
    let id = value.get("id")?.as_str()?;
    let token = value.get("token")?.as_str()?;
    let ok = |s: &str, max: usize| {
        !s.is_empty()
            && s.len() <= max
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    };
    (ok(id, 20) && ok(token, 128)).then(|| {
        format!(
            "{}/webhooks/{id}/{token}",
            operator.discord_api.trim_end_matches('/')
        )
    })
}

/// Discord: deleting the webhook a subscription posts to (its URL carries its token).
pub fn delete_webhook(target: &Target) -> Option<Call> {
    match (&target.kind, &target.url) {
        (Kind::Discord, crate::notify::Given::Literal(url)) => Some(Call {
            method: "DELETE",
            url: url.clone(),
            headers: Vec::new(),
            body: None,
        }),
        _ => None,
    }
}

/// The subscription of `asker`'s chat with `options`, as the store seals it, checked as a
/// subscription is (`subscription::opened`): `webhook` is the Discord webhook's URL
/// ([`webhook_url`]). `None` when the platform is not configured for posting, or an option is
/// invalid (then `Err` with it as given).
pub fn sealed(
    asker: &Asker,
    options: &Options,
    operator: &Operator,
    webhook: Option<&str>,
) -> Result<Option<(String, Target)>, String> {
    if let Some(invalid) = &options.invalid {
        return Err(invalid.clone());
    }
    let Some(id) = id(asker.platform, &asker.chat) else {
        return Ok(None);
    };
    let mut body = match asker.platform {
        Platform::Discord => match webhook {
            Some(url) => json!({ "kind": "discord", "url": url }),
            None => return Ok(None),
        },
        Platform::Telegram => match operator.telegram_url() {
            Some(url) => json!({ "kind": "telegram", "url": url, "chatId": asker.chat }),
            None => return Ok(None),
        },
        Platform::OneBot => {
            let (Some(url), Ok(group)) = (&operator.onebot_api, asker.chat.parse::<u64>()) else {
                return Ok(None);
            };
            let mut body = json!({ "kind": "onebot", "url": url, "groupId": group });
            if let (Some(token), Some(map)) = (&operator.onebot_token, body.as_object_mut()) {
                map.insert("secret".into(), json!(token));
            }
            body
        }
    };
    let lead = Lead::from_secs(DEFAULT_LEAD)
        .map(Lead::canonical)
        .unwrap_or_default();
    if let Some(map) = body.as_object_mut() {
        let lang = options.lang.unwrap_or(asker.locale);
        map.insert("lang".into(), json!(lang.tag()));
        map.insert("reminders".into(), json!({ "start": [lead] }));
        if let Some(server) = options.server {
            map.insert("server".into(), json!(server.as_str()));
        }
        if let Some(category) = &options.category {
            map.insert("category".into(), json!(category));
        }
    }
    let sealed = body.to_string();
    match subscription::opened(&sealed, &id) {
        Ok(target) => Ok(Some((sealed, target))),
        Err(_) => Err(options.category.clone().unwrap_or_default()),
    }
}

/// A stored subscription `id` made ready to post to again (as `subscription::reopen`): a
/// chat's ([`ID_PREFIX`]) whose URL is the operator's own is taken without the public-address
/// rule; any other, by that rule with `allowed`.
pub fn reopen(
    id: &str,
    plain: Option<&str>,
    health: &Health,
    allowed: &[AllowedHost],
    operator: &Operator,
) -> Result<Target, Health> {
    if let Some(target) = plain.and_then(|p| subscription::opened(p, id).ok())
        && operators_own(id, &target, operator)
    {
        return Ok(target);
    }
    subscription::reopen(id, plain, health, allowed)
}

/// Whether subscription `id` is a chat's ([`ID_PREFIX`]) whose `target` posts where the
/// operator configured: exactly the OneBot API or the bot's Telegram URL, or a webhook under
/// the Discord API base. Only such a post may go to an address that is not public (a face
/// posts it without its public-only resolver).
pub fn operators_own(id: &str, target: &Target, operator: &Operator) -> bool {
    let crate::notify::Given::Literal(url) = &target.url else {
        return false;
    };
    if !id.starts_with(ID_PREFIX) || target.name != id {
        return false;
    }
    match target.kind {
        Kind::OneBot => operator.onebot_api.as_deref() == Some(url.as_str()),
        Kind::Telegram => operator.telegram_url().as_deref() == Some(url.as_str()),
        Kind::Discord => {
            let base = format!("{}/webhooks/", operator.discord_api.trim_end_matches('/'));
            url.strip_prefix(&base).is_some_and(|rest| {
                let mut parts = rest.split('/');
                let (id, token) = (parts.next(), parts.next());
                parts.next().is_none()
                    && id.is_some_and(|i| !i.is_empty() && i.bytes().all(|b| b.is_ascii_digit()))
                    && token.is_some_and(|t| !t.is_empty() && !t.contains(['?', '#']))
            })
        }
        Kind::Json => false,
    }
}

//! What a subscription command does on `calendar-serve`: the rights checked (Telegram's
//! `getChatMember` called here), the Discord webhook made or deleted, the subscription stored
//! or deleted in `--subscriptions`' store under the chat's id, as the library writes each
//! ([`calendar::chat::subscribe`]). No URL or token reaches a log line.

use calendar::chat::answer::Said;
use calendar::chat::subscribe::{self, Call};
use calendar::chat::{Options, Platform, Update, telegram, vars};
use calendar::notify::Target;
use calendar::notify::subscription::opened;
use calendar_edge::shared::sealed::Credentials;
use chrono::SubsecRound;

use super::Chat;
use crate::native::subscriptions::store::{Granted, Store};

/// The chat's subscription, if it has one that is not disabled.
pub fn stored(chat: &Chat, update: &Update) -> Option<Target> {
    let store = chat.subs.as_ref()?.store();
    let id = subscribe::id(update.asker.platform, &update.asker.chat)?;
    let row = store.get(&Granted::chat(&id)?).ok()??;
    if row.health.disabled.is_some() {
        return None;
    }
    opened(row.plain.as_deref()?, &id).ok()
}

/// The Telegram bot's username (`getMe`, asked until it answers; `None` meanwhile: then a
/// command to any bot is taken as this one's).
pub async fn bot_name(chat: &Chat) -> Option<&str> {
    if chat.bot_name.get().is_none() {
        let call = subscribe::bot_name_call(&chat.settings.operator)?;
        if let Some(name) = perform(chat, &call)
            .await
            .and_then(|(_, a)| telegram::username(&a))
        {
            let _ = chat.bot_name.set(name);
        }
    }
    chat.bot_name.get().map(String::as_str)
}

/// Whether the asker may change the chat's subscription (Telegram asked here).
async fn may(chat: &Chat, update: &Update) -> bool {
    let answer = match subscribe::may_manage_call(&chat.settings.operator, &update.asker) {
        Some(call) => perform(chat, &call).await.map(|(_, answer)| answer),
        None => None,
    };
    subscribe::allowed(&update.asker, answer.as_deref())
}

/// Makes one call; its status and body, or `None` when no answer came (never its URL).
async fn perform(chat: &Chat, call: &Call) -> Option<(u16, Vec<u8>)> {
    let method = reqwest::Method::from_bytes(call.method.as_bytes()).ok()?;
    let mut request = chat
        .client
        .request(method, &call.url)
        .timeout(super::CALL_TIMEOUT);
    for (name, value) in &call.headers {
        request = request.header(*name, value);
    }
    if let Some(body) = &call.body {
        request = request.body(body.clone());
    }
    let response = request.send().await.ok()?;
    let status = response.status().as_u16();
    let body = response.bytes().await.ok()?;
    Some((status, body.to_vec()))
}

/// The refusals every subscription command shares: a chat that cannot be subscribed, an asker
/// without the right, no store.
async fn checked<'a>(chat: &'a Chat, update: &Update) -> Result<(&'a Store, String), Said> {
    if !subscribe::subscribable(&update.asker) {
        return Err(Said::GroupOnly);
    }
    if !may(chat, update).await {
        return Err(Said::NotAllowed);
    }
    let Some(subs) = chat.subs.as_ref() else {
        chat.log
            .line("calendar-serve: chat: a subscription command needs --subscriptions".into());
        return Err(Said::Failed);
    };
    let id = subscribe::id(update.asker.platform, &update.asker.chat).ok_or(Said::Failed)?;
    Ok((subs.store(), id))
}

/// `subscribe`: the chat's subscription stored, once.
pub async fn subscribe(chat: &Chat, update: &Update, options: &Options) -> Said {
    let (store, id) = match checked(chat, update).await {
        Ok(checked) => checked,
        Err(said) => return said,
    };
    if let Some(invalid) = &options.invalid {
        return Said::Invalid(invalid.clone());
    }
    if let Some(unset) = vars::unset_for_posting(&chat.settings.operator, update.asker.platform) {
        chat.log.line(format!(
            "calendar-serve: chat: `{id}` not made: subscribing needs {unset}"
        ));
        return Said::Failed;
    }
    let Some(granted) = Granted::chat(&id) else {
        return Said::Failed;
    };
    match store.get(&granted) {
        Ok(Some(row)) if row.health.disabled.is_none() => return Said::AlreadySubscribed,
        // A disabled one (the bot was removed, then added again) is made anew.
        Ok(Some(row)) => {
            if let Some(old) = row.plain.as_deref().and_then(|p| opened(p, &id).ok()) {
                delete_webhook(chat, &old).await;
            }
            if store.delete(&granted).is_err() {
                return Said::Failed;
            }
        }
        Ok(None) => {}
        Err(_) => return Said::Failed,
    }
    if store
        .count()
        .map_or(true, |n| n >= chat.subs.as_ref().map_or(0, |s| s.max()))
    {
        chat.log.line(format!(
            "calendar-serve: chat: `{id}` not made: the store is full"
        ));
        return Said::Failed;
    }
    let operator = &chat.settings.operator;
    let webhook = match update.asker.platform {
        Platform::Discord => {
            let name = calendar::catalog::phrase(update.asker.locale, "chat-webhook-name");
            let Some(call) = subscribe::create_webhook(operator, &update.asker.chat, name) else {
                return Said::Failed;
            };
            match perform(chat, &call).await {
                Some((200..=299, answer)) => subscribe::webhook_url(operator, &answer),
                other => {
                    chat.log.line(format!(
                        "calendar-serve: chat: `{id}`: Discord made no webhook ({})",
                        other.map_or("no answer".into(), |(s, _)| format!("answered {s}"))
                    ));
                    return Said::Failed;
                }
            }
        }
        _ => None,
    };
    let made = subscribe::sealed(&update.asker, options, operator, webhook.as_deref());
    let (sealed, target, credentials) = match (made, Credentials::new()) {
        (Ok(Some((sealed, target))), Ok(credentials)) => (sealed, target, credentials),
        (made, _) => {
            // Nothing is stored: the webhook just made goes too.
            if let Some(url) = webhook {
                delete_url(chat, &url).await;
            }
            return match made {
                Err(invalid) => Said::Invalid(invalid),
                _ => Said::Failed,
            };
        }
    };
    let created = (chat.now)().trunc_subsecs(0);
    if let Err(e) = store.insert(&id, target.kind, &credentials.token, &sealed, created) {
        chat.log
            .line(format!("calendar-serve: chat: `{id}` not stored: {e:#}"));
        delete_webhook(chat, &target).await;
        return Said::Failed;
    }
    chat.log
        .line(format!("calendar-serve: chat: `{id}` subscribed"));
    Said::Subscribed(
        target
            .reminders
            .start
            .first()
            .copied()
            .unwrap_or(subscribe::DEFAULT_LEAD),
    )
}

/// `unsubscribe`: the chat's subscription deleted, and its Discord webhook.
pub async fn unsubscribe(chat: &Chat, update: &Update) -> Said {
    let (store, id) = match checked(chat, update).await {
        Ok(checked) => checked,
        Err(said) => return said,
    };
    let Some(granted) = Granted::chat(&id) else {
        return Said::Failed;
    };
    let row = match store.get(&granted) {
        Ok(Some(row)) => row,
        Ok(None) => return Said::NotSubscribed,
        Err(_) => return Said::Failed,
    };
    if let Some(target) = row.plain.as_deref().and_then(|p| opened(p, &id).ok()) {
        delete_webhook(chat, &target).await;
    }
    match store.delete(&granted) {
        Ok(()) => {
            chat.log
                .line(format!("calendar-serve: chat: `{id}` unsubscribed"));
            Said::Unsubscribed
        }
        Err(_) => Said::Failed,
    }
}

/// Deletes a Discord subscription's webhook (a webhook already gone is as good).
async fn delete_webhook(chat: &Chat, target: &Target) {
    if let Some(call) = subscribe::delete_webhook(target) {
        let _ = perform(chat, &call).await;
    }
}

/// Deletes the Discord webhook at `url` (its token in it).
async fn delete_url(chat: &Chat, url: &str) {
    let call = Call {
        method: "DELETE",
        url: url.to_string(),
        headers: Vec::new(),
        body: None,
    };
    let _ = perform(chat, &call).await;
}

//! What a subscription command does on the notifier Worker: the rights checked (Telegram's
//! `getChatMember` called here; and `getMe`, the bot's name, once per isolate), the Discord webhook made or deleted, the subscription stored
//! or deleted in D1 under the chat's id (one row per chat: the id is the primary key), in a
//! place of the total cap held as a form's creation holds one, as the library writes each
//! (`calendar::chat::subscribe`). It is then told by the fan-out (the Cron Trigger and the
//! Queue) exactly as a form's subscription is. No URL or token reaches a log line.

use std::time::Duration;

use calendar::chat::answer::Said;
use calendar::chat::subscribe;
use calendar::chat::{Options, Platform, Update, telegram, vars};
use calendar::notify::Target;
use calendar::notify::subscription::opened;
use calendar_edge::shared::sealed::Credentials;
use chrono::SubsecRound;
use worker::{Env, console_log};

use super::Chat;
use crate::now;
use crate::subscriptions::store::Store;

/// The bound of each call to a platform's API: within Discord's 3 seconds with the answer.
const CALL_TIMEOUT: Duration = Duration::from_millis(2500);
/// How long a subscription command holds its place of the total cap (`Store::reserve`).
const HOLD_MS: i64 = 60_000;

fn log(line: &str) {
    console_log!("calendar: chat: {line}");
}

/// The chat's subscription, if it has one that is not disabled.
pub async fn stored(chat: &Chat, update: &Update) -> Option<Target> {
    let id = subscribe::id(update.asker.platform, &update.asker.chat)?;
    let row = chat.setup.store.get(&id).await.ok()??;
    if row.health.disabled.is_some() {
        return None;
    }
    opened(row.plain.as_deref()?, &id).ok()
}

thread_local! {
    /// The Telegram bot's username, asked of `getMe` once per isolate (until it answers).
    static BOT_NAME: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// The Telegram bot's username (so that `/now@OtherBot` is left to that bot); `None` until
/// `getMe` answers.
pub async fn bot_name(chat: &Chat) -> Option<String> {
    if let Some(name) = BOT_NAME.with(|n| n.borrow().clone()) {
        return Some(name);
    }
    let call = subscribe::bot_name_call(&chat.settings.operator)?;
    let (_, answer) = crate::post::call(&call, CALL_TIMEOUT).await?;
    let name = telegram::username(&answer)?;
    BOT_NAME.with(|n| *n.borrow_mut() = Some(name.clone()));
    Some(name)
}

/// Whether the asker may change the chat's subscription (Telegram asked here).
async fn may(chat: &Chat, update: &Update) -> bool {
    let answer = match subscribe::may_manage_call(&chat.settings.operator, &update.asker) {
        Some(call) => crate::post::call(&call, CALL_TIMEOUT)
            .await
            .map(|(_, answer)| answer),
        None => None,
    };
    subscribe::allowed(&update.asker, answer.as_deref())
}

/// The refusals every subscription command shares: a chat that cannot be subscribed (a private
/// one, but a person's own chat with the Telegram bot), an asker without the right; the chat's
/// id.
async fn checked(chat: &Chat, update: &Update) -> Result<String, Said> {
    if !subscribe::subscribable(&update.asker) {
        return Err(Said::GroupOnly);
    }
    if !may(chat, update).await {
        return Err(Said::NotAllowed);
    }
    subscribe::id(update.asker.platform, &update.asker.chat).ok_or(Said::Failed)
}

/// `subscribe`: the chat's subscription stored, once.
pub async fn subscribe(chat: &Chat, update: &Update, options: &Options, env: &Env) -> Said {
    let id = match checked(chat, update).await {
        Ok(id) => id,
        Err(said) => return said,
    };
    if let Some(invalid) = &options.invalid {
        return Said::Invalid(invalid.clone());
    }
    if let Some(unset) = vars::unset_for_posting(&chat.settings.operator, update.asker.platform) {
        log(&format!("`{id}` not made: subscribing needs {unset}"));
        return Said::Failed;
    }
    let store = &chat.setup.store;
    match store.get(&id).await {
        Ok(Some(row)) if row.health.disabled.is_none() => return Said::AlreadySubscribed,
        // A disabled one (the bot was removed, then added again) is made anew.
        Ok(Some(row)) => {
            if let Some(old) = row.plain.as_deref().and_then(|p| opened(p, &id).ok()) {
                delete_webhook(&old).await;
            }
            if store.delete(&id).await.is_err() {
                return Said::Failed;
            }
        }
        Ok(None) => {}
        Err(_) => return Said::Failed,
    }
    // Nothing is sealed under a key that opens none of the stored subscriptions.
    if !matches!(store.key_opens_none().await, Ok(false)) {
        log(&format!(
            "`{id}` not made: {}",
            crate::subscriptions::WRONG_KEY
        ));
        return Said::Failed;
    }
    let now_ms = now(env).timestamp_millis();
    let held = store
        .reserve(&id, now_ms, now_ms.saturating_add(HOLD_MS), chat.setup.max)
        .await;
    if !matches!(held, Ok(true)) {
        log(&format!("`{id}` not made: the store is full"));
        return Said::Failed;
    }
    let said = made(chat, store, update, options, &id, env).await;
    if !matches!(said, Said::Subscribed(_)) {
        let _ = store.release(&id).await;
    }
    said
}

/// The webhook (Discord), the sealed subscription and its row, in the place held for `id`.
async fn made(
    chat: &Chat,
    store: &Store,
    update: &Update,
    options: &Options,
    id: &str,
    env: &Env,
) -> Said {
    let operator = &chat.settings.operator;
    let webhook = match update.asker.platform {
        Platform::Discord => {
            let name = calendar::catalog::phrase(update.asker.locale, "chat-webhook-name");
            let Some(call) = subscribe::create_webhook(operator, &update.asker.chat, name) else {
                return Said::Failed;
            };
            match crate::post::call(&call, CALL_TIMEOUT).await {
                Some((200..=299, answer)) => subscribe::webhook_url(operator, &answer),
                other => {
                    let why = other.map_or("no answer".into(), |(s, _)| format!("answered {s}"));
                    log(&format!("`{id}`: Discord made no webhook ({why})"));
                    return Said::Failed;
                }
            }
        }
        _ => None,
    };
    let (sealed, target) =
        match subscribe::sealed(&update.asker, options, operator, webhook.as_deref()) {
            Ok(Some(made)) => made,
            Ok(None) => return Said::Failed,
            Err(invalid) => return Said::Invalid(invalid),
        };
    let Ok(credentials) = Credentials::new() else {
        return Said::Failed;
    };
    let created = now(env).trunc_subsecs(0);
    if let Err(e) = store
        .insert(id, target.kind, &credentials.token, &sealed, created)
        .await
    {
        log(&format!("`{id}` not stored: {e}"));
        delete_webhook(&target).await;
        return Said::Failed;
    }
    log(&format!("`{id}` subscribed"));
    let lead = target.reminders.start.first().copied();
    Said::Subscribed(lead.unwrap_or(subscribe::DEFAULT_LEAD))
}

/// `unsubscribe`: the chat's subscription deleted, and its Discord webhook.
pub async fn unsubscribe(chat: &Chat, update: &Update) -> Said {
    let id = match checked(chat, update).await {
        Ok(id) => id,
        Err(said) => return said,
    };
    let store = &chat.setup.store;
    let row = match store.get(&id).await {
        Ok(Some(row)) => row,
        Ok(None) => return Said::NotSubscribed,
        Err(_) => return Said::Failed,
    };
    if let Some(target) = row.plain.as_deref().and_then(|p| opened(p, &id).ok()) {
        delete_webhook(&target).await;
    }
    match store.delete(&id).await {
        Ok(()) => {
            log(&format!("`{id}` unsubscribed"));
            Said::Unsubscribed
        }
        Err(_) => Said::Failed,
    }
}

/// Deletes a Discord subscription's webhook (a webhook already gone is as good).
async fn delete_webhook(target: &Target) {
    if let Some(call) = subscribe::delete_webhook(target) {
        let _ = crate::post::call(&call, CALL_TIMEOUT).await;
    }
}

//! What each kind of target is sent: the messages telling change records (announcements) or
//! due reminders, each with the ids it tells. Every face posts exactly these.

use super::reminder_message::{discord_messages, json_body};
use super::reminders::Reminder;
use super::{Kind, Target, discord, json, test_message};
use crate::Dataset;
use crate::changes::Change;
use chrono::{DateTime, Utc};

/// One message to post: its body, the ids of the records or reminders it tells, and for a
/// `json` target its `webhook-id`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outgoing {
    pub ids: Vec<String>,
    pub webhook_id: Option<String>,
    pub body: String,
}

/// The messages telling `records` (in order) to `target`: Discord's packed, or one signed JSON
/// body each. `page` is the calendar's page, linked.
pub fn announcements(
    target: &Target,
    records: &[Change],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<Outgoing> {
    match target.kind {
        Kind::Discord => {
            let refs: Vec<&Change> = records.iter().collect();
            discord::messages(target, &refs, dataset, page)
                .into_iter()
                .filter_map(|(ids, message)| {
                    Some(Outgoing {
                        ids,
                        webhook_id: None,
                        body: serde_json::to_string(&message).ok()?,
                    })
                })
                .collect()
        }
        Kind::Json => records
            .iter()
            .filter_map(|change| {
                Some(Outgoing {
                    ids: vec![change.id.clone()],
                    webhook_id: Some(json::message_id(change)),
                    body: json::body(target, change, dataset).ok()?,
                })
            })
            .collect(),
        // SKELETON: the payload branch writes these kinds' messages.
        Kind::Telegram | Kind::OneBot => Vec::new(),
    }
}

/// The messages telling `reminders` (all `target`'s) to `target`: Discord's packed, or one
/// signed JSON body each.
pub fn reminders(
    target: &Target,
    reminders: &[Reminder<'_>],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<Outgoing> {
    match target.kind {
        Kind::Discord => discord_messages(reminders, dataset, page)
            .into_iter()
            .filter_map(|(ids, message)| {
                Some(Outgoing {
                    ids,
                    webhook_id: None,
                    body: serde_json::to_string(&message).ok()?,
                })
            })
            .collect(),
        Kind::Json => reminders
            .iter()
            .filter_map(|r| {
                Some(Outgoing {
                    ids: vec![r.id()],
                    webhook_id: Some(r.id()),
                    body: json_body(r, dataset).ok()?,
                })
            })
            .collect(),
        // SKELETON: the payload branch writes these kinds' messages.
        Kind::Telegram | Kind::OneBot => Vec::new(),
    }
}

/// The test message `notify --test` posts to `target` at `now` ([`test_message`]): it tells no
/// record or reminder (`ids` is empty; nothing is recorded); a `json` one is signed under a
/// `webhook-id` of its own.
pub fn test(target: &Target, now: DateTime<Utc>, page: Option<&str>) -> Outgoing {
    let (webhook_id, body) = match target.kind {
        // A message of strings and numbers: its serialisation cannot fail.
        Kind::Discord => (
            None,
            serde_json::to_string(&test_message::discord(target, now, page)).unwrap_or_default(),
        ),
        Kind::Json => (
            Some(test_message::message_id(target, now)),
            test_message::json_body(target, now).to_string(),
        ),
        Kind::Telegram => (None, test_message::telegram(target).to_string()),
        Kind::OneBot => (None, test_message::onebot(target).to_string()),
    };
    Outgoing {
        ids: Vec::new(),
        webhook_id,
        body,
    }
}

//! What each kind of target is sent: the messages telling change records (announcements) or
//! due reminders, each with the ids it tells. Every face posts exactly these.

use super::card::{self, Card};
use super::payload::Message;
use super::reminder_message::{cards, json_body};
use super::reminders::Reminder;
use super::{Kind, Target, discord, json, onebot, telegram, test_message};
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

/// The messages telling `records` (in order) to `target`: Discord's, Telegram's and OneBot's
/// packed, or one signed JSON body each. `page` is the calendar's page, linked.
pub fn announcements(
    target: &Target,
    records: &[Change],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<Outgoing> {
    let json = || {
        records
            .iter()
            .filter_map(|change| {
                Some(Outgoing {
                    ids: vec![change.id.clone()],
                    webhook_id: Some(json::message_id(change)),
                    body: json::body(target, change, dataset).ok()?,
                })
            })
            .collect()
    };
    let refs: Vec<&Change> = records.iter().collect();
    by_kind(target, json, || card::records(target, &refs, dataset, page))
}

/// The messages telling `reminders` (all `target`'s) to `target`: Discord's, Telegram's and
/// OneBot's packed, or one signed JSON body each.
pub fn reminders(
    target: &Target,
    reminders: &[Reminder<'_>],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<Outgoing> {
    let json = || {
        reminders
            .iter()
            .filter_map(|r| {
                Some(Outgoing {
                    ids: vec![r.id()],
                    webhook_id: Some(r.id()),
                    body: json_body(r, dataset).ok()?,
                })
            })
            .collect()
    };
    by_kind(target, json, || cards(reminders, dataset, page))
}

/// A `json` target's messages (`json`), or a chat's for the `cards`, in the target's kind.
fn by_kind(
    target: &Target,
    json: impl FnOnce() -> Vec<Outgoing>,
    cards: impl FnOnce() -> Vec<(String, Card)>,
) -> Vec<Outgoing> {
    let bodies = match target.kind {
        Kind::Json => return json(),
        Kind::Discord => discord::embeds(cards())
            .into_iter()
            .filter_map(|(ids, message): (_, Message)| {
                Some((ids, serde_json::to_string(&message).ok()?))
            })
            .collect(),
        Kind::Telegram => telegram::messages(target, cards()),
        Kind::OneBot => onebot::messages(target, cards()),
    };
    bodies
        .into_iter()
        .map(|(ids, body)| Outgoing {
            ids,
            webhook_id: None,
            body,
        })
        .collect()
}

/// The test message `notify --test` posts to `target` at `now` ([`test_message`]): it tells no
/// record or reminder (`ids` is empty; nothing is recorded); a `json` one is signed under a
/// `webhook-id` of its own, a chat's is a card as every other message.
pub fn test(target: &Target, now: DateTime<Utc>, page: Option<&str>) -> Vec<Outgoing> {
    let json = || {
        vec![Outgoing {
            ids: Vec::new(),
            webhook_id: Some(test_message::message_id(target, now)),
            body: test_message::json_body(target, now).to_string(),
        }]
    };
    let card = || vec![(String::new(), test_message::card(target, now, page))];
    let mut messages = by_kind(target, json, card);
    for message in &mut messages {
        message.ids.clear();
    }
    messages
}

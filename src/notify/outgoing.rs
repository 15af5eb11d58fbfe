//! What each kind of target is sent: the messages telling change records (announcements) or
//! due reminders, each with the ids it tells. Every face posts exactly these.

use super::card::{self, Card};
use super::payload::Message;
use super::reminder_message::{cards, json_body};
use super::reminders::Reminder;
use super::test_message::Purpose;
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
    let Some(kind) = Chat::of(target.kind) else {
        return records
            .iter()
            .filter_map(|change| {
                Some(Outgoing {
                    ids: vec![change.id.clone()],
                    webhook_id: Some(json::message_id(change)),
                    body: json::body(target, change, dataset).ok()?,
                })
            })
            .collect();
    };
    let refs: Vec<&Change> = records.iter().collect();
    chat(kind, target, card::records(target, &refs, dataset, page))
}

/// The messages telling `reminders` (all `target`'s) to `target`: Discord's, Telegram's and
/// OneBot's packed, or one signed JSON body each.
pub fn reminders(
    target: &Target,
    reminders: &[Reminder<'_>],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<Outgoing> {
    let Some(kind) = Chat::of(target.kind) else {
        return reminders
            .iter()
            .filter_map(|r| {
                Some(Outgoing {
                    ids: vec![r.id()],
                    webhook_id: Some(r.id()),
                    body: json_body(r, dataset).ok()?,
                })
            })
            .collect();
    };
    chat(kind, target, cards(reminders, dataset, page))
}

/// The kinds of target that are chats: they get cards (a `json` target gets signed bodies).
#[derive(Clone, Copy)]
enum Chat {
    Discord,
    Telegram,
    OneBot,
}

impl Chat {
    fn of(kind: Kind) -> Option<Chat> {
        match kind {
            Kind::Discord => Some(Chat::Discord),
            Kind::Telegram => Some(Chat::Telegram),
            Kind::OneBot => Some(Chat::OneBot),
            Kind::Json => None,
        }
    }
}

/// A chat's messages for `cards`, in its kind.
fn chat(kind: Chat, target: &Target, cards: Vec<(String, Card)>) -> Vec<Outgoing> {
    let bodies = match kind {
        Chat::Discord => discord::embeds(cards)
            .into_iter()
            .filter_map(|(ids, message): (_, Message)| {
                Some((ids, serde_json::to_string(&message).ok()?))
            })
            .collect(),
        Chat::Telegram => telegram::messages(target, cards),
        Chat::OneBot => onebot::messages(target, cards),
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
    tested(target, Purpose::Test, now, page)
}

/// The confirmation a public subscription `target` is made after
/// (`subscription::confirmation`): the test message, saying how to delete the subscription at
/// `url` ([`Purpose::Confirmation`]).
pub fn confirmation(
    target: &Target,
    url: &str,
    now: DateTime<Utc>,
    page: Option<&str>,
) -> Vec<Outgoing> {
    tested(target, Purpose::Confirmation { url }, now, page)
}

fn tested(
    target: &Target,
    purpose: Purpose<'_>,
    now: DateTime<Utc>,
    page: Option<&str>,
) -> Vec<Outgoing> {
    let Some(kind) = Chat::of(target.kind) else {
        return vec![Outgoing {
            ids: Vec::new(),
            webhook_id: Some(test_message::message_id(target, now)),
            body: test_message::json_body(target, purpose, now).to_string(),
        }];
    };
    let card = test_message::card(target, purpose, now, page);
    let mut messages = chat(kind, target, vec![(String::new(), card)]);
    for message in &mut messages {
        message.ids.clear();
    }
    messages
}

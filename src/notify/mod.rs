//! Notifications: what the calendar tells chats and receivers, decided without I/O or a clock.
//!
//! - [`parse_targets`]: the targets file (`targets.rs`): each [`Target`]'s kind, URL and secret
//!   (given, or named as environment variables), its filters with the API's syntax and meaning,
//!   and its reminder leads in the feed's `alarm` syntax.
//! - `card.rs`: what a record's or a reminder's message says, before any chat's syntax;
//!   [`discord::messages`]: a `discord` target's messages for change records, within Discord's
//!   limits ([`payload`]), every mention disabled.
//! - [`json::body`]: a `json` target's message for one record, and its Standard Webhooks
//!   signature ([`sign`], `signature.rs`).
//! - [`reminders::due`]: the reminders that fall due in an interval, by the targets' leads and
//!   what is certain; [`reminder_message`]: each as a card or a signed JSON body.
//! - `telegram.rs`, `onebot.rs`: a `telegram` or `onebot` target's messages, the same cards as
//!   Discord's embeds, as text (`text.rs`) within the chats' limits.
//! - `escape.rs`: data made inert for each chat's markup (Discord's markdown, Telegram's HTML,
//!   OneBot's text segments), our own formatting kept.
//! - [`outgoing`]: what each kind of target is sent, for records and for reminders, and the
//!   test message of `notify --test` ([`test_message`]).
//! - [`delivery`]: how a message reaches a target: the request, what an answer means, the one
//!   retry policy of every face and the ledger's transitions.
//! - [`ledger`]: the delivery ledgers' shapes and moves, the announcements' and the reminders'.
//!
//! - [`address`]: where a public subscription may post (public addresses, allowed hosts,
//!   Discord's webhook shape); [`subscription`]: `/api/v1/subscriptions`'s bodies, answers,
//!   records due and health, for the faces that keep subscriptions.
//!
//! The I/O of sending, the delivery ledgers' files and the clock are the callers'
//! (`calendar-generator notify` for announcements; `calendar-serve --notify` and the Worker's cron for reminders).

pub mod address;
mod card;
pub mod delivery;
pub mod discord;
mod escape;
pub mod json;
pub mod ledger;
mod onebot;
pub mod outgoing;
pub mod payload;
pub mod reminder_message;
pub mod reminders;
mod signature;
pub mod subscription;
mod targets;
mod telegram;
pub mod test_message;
mod text;

pub use signature::{ID_HEADER, SECRET_PREFIX, SIGNATURE_HEADER, Secret, TIMESTAMP_HEADER, sign};
pub use targets::{
    Filter, Given, Kind, MAX_NAME_CHARS, MAX_TARGETS, MAX_URL_BYTES, ReminderLeads, Target,
    TargetsError, parse_targets, url_allowed, webhook_url,
};

pub(crate) use card::Piece;
/// A message's text in pieces and how a chat reads it, for the chat commands' answers.
pub use card::Text;
pub use escape::Markup;

#[cfg(test)]
mod chat_tests;
#[cfg(test)]
mod reminder_tests;
#[cfg(test)]
mod tests;

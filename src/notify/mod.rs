//! Notifications: what the calendar tells chats and receivers, decided without I/O or a clock.
//!
//! - [`parse_targets`]: the targets file (`targets.rs`): each [`Target`]'s kind, URL and secret
//!   (given, or named as environment variables), its filters with the API's syntax and meaning,
//!   and its reminder leads in the feed's `alarm` syntax.
//! - [`discord::messages`]: a `discord` target's messages for change records, within Discord's
//!   limits ([`payload`]), every mention disabled.
//! - [`json::body`]: a `json` target's message for one record, and its Standard Webhooks
//!   signature ([`sign`], `signature.rs`).
//!
//! Sending, the delivery ledger and the clock are the callers' (`calendar-generator notify`).

pub mod discord;
pub mod json;
pub mod payload;
mod signature;
mod targets;

pub use signature::{ID_HEADER, SECRET_PREFIX, SIGNATURE_HEADER, Secret, TIMESTAMP_HEADER, sign};
pub use targets::{
    Given, Kind, MAX_NAME_CHARS, MAX_TARGETS, ReminderLeads, Target, TargetsError, parse_targets,
    url_allowed,
};

#[cfg(test)]
mod tests;

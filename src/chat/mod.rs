//! Chat commands: Discord, Telegram and QQ ask the calendar where they talk (issue 49), decided
//! without I/O or a clock (`now` is an argument; Discord's signature window takes the real
//! clock the face reads). Every face (`calendar-serve`'s `/chat/…`; the notifier Worker later)
//! only verifies with [`verify`], reads with the platform's module, keeps [`guard`]'s data,
//! performs the calls [`subscribe`] and [`telegram`] write, and sends back what they return.
//!
//! - [`verify`]: each platform's proof (Discord's Ed25519 with its 5-minute window, Telegram's
//!   secret header, OneBot's HMAC-SHA1), checked before the body is read.
//! - [`discord`], [`telegram`], [`onebot`]: an update read into one [`Update`] (`update.rs`: who
//!   asks, where, in what language, with what rights; its key), and the reply in the response
//!   (Discord's interaction response, Telegram's method call, OneBot's quick operation).
//! - [`command`]: the one [`Command`] every platform's words come to, and their grammar.
//! - [`answer`]: what each command is answered, through the telling layer and the catalog,
//!   with the unofficial notice.
//! - [`flow`]: the order a face answers a verified command in (admit, context, read-only
//!   answers, then the subscription's I/O and its answer).
//! - [`guard`]: an update acted on once ([`guard::Seen`]), and a flood refused once, then
//!   silence ([`guard::Flood`]).
//! - [`subscribe`]: a chat subscribed by a command, in the subscriptions' store.
//! - [`register`]: the commands and the webhook registered with each platform.
//! - [`vars`]: the variables that turn each platform on, read into [`vars::Settings`].
//! - [`respond`]: the paths and every HTTP response of a chat endpoint, the same on both faces.

pub mod answer;
pub mod command;
pub mod discord;
pub mod flow;
pub mod guard;
pub mod onebot;
pub mod register;
pub mod respond;
pub mod subscribe;
pub mod telegram;
mod update;
pub mod vars;
pub mod verify;

pub use command::{Command, Options, Platform};
pub use update::{Asker, Inbound, Permission, Update};

#[cfg(test)]
mod tests;

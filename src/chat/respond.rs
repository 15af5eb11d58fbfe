//! The HTTP side both faces answer the same way: the paths ([`platform_of`]), the body's cap,
//! and every response a chat endpoint gives (each `Cache-Control: no-store`, none readable by
//! another origin):
//!
//! - [`reply`]: `200` with the platform's answer (`application/json`).
//! - [`acknowledged`]: `204`: taken, nothing to say (talk, a heartbeat, an update acted on
//!   already, a flood's silence).
//! - [`refused`]: `401` when the proof fails; nothing was read or changed.
//! - [`not_found`]: a path whose platform is not configured: the `404` of any unknown path.
//! - [`not_allowed`] (`405`, `Allow: POST`), [`unreadable`] (`400`), [`too_large`] (`413`).

use super::command::Platform;
use super::update::Update;
use crate::notify::Text;
use crate::notify::subscription::unshared;
use crate::service::{ApiError, Response};

pub const DISCORD_PATH: &str = "/chat/discord";
pub const TELEGRAM_PATH: &str = "/chat/telegram";
pub const ONEBOT_PATH: &str = "/chat/onebot";
/// The largest update read, in bytes.
pub const MAX_BODY: usize = 64 * 1024;

/// The platform a path is the endpoint of.
pub fn platform_of(path: &str) -> Option<Platform> {
    match path {
        DISCORD_PATH => Some(Platform::Discord),
        TELEGRAM_PATH => Some(Platform::Telegram),
        ONEBOT_PATH => Some(Platform::OneBot),
        _ => None,
    }
}

const NO_STORE: (&str, &str) = ("Cache-Control", "no-store");

/// `200` with `body`, a platform's JSON answer.
pub fn json(body: String) -> Response {
    Response::new(200, &[("Content-Type", "application/json"), NO_STORE], body)
}

/// `200` answering `update` with `text` as its platform answers (`private`: only the asker
/// sees it, where the platform can).
pub fn reply(update: &Update, text: &Text, private: bool) -> Response {
    json(match update.asker.platform {
        Platform::Discord => super::discord::message(text, private),
        Platform::Telegram => {
            super::telegram::send_message(&update.asker.chat, text, update.reply_to)
        }
        Platform::OneBot => super::onebot::reply(text),
    })
}

/// `204`: taken, with nothing to say.
pub fn acknowledged() -> Response {
    Response::new(204, &[NO_STORE], Vec::new())
}

fn error(status: u16, code: &'static str, message: &str, allow: Option<&'static str>) -> Response {
    unshared(
        ApiError::Refused {
            status,
            code,
            message: message.into(),
            details: Vec::new(),
            allow,
        }
        .into_response(),
    )
}

/// `401`: the update's proof is missing, forged or stale.
pub fn refused() -> Response {
    error(401, "UNAUTHORIZED", "unauthorized", None)
}

/// `400`: the body is not an update of the platform.
pub fn unreadable() -> Response {
    error(400, "INVALID_UPDATE", "unreadable", None)
}

/// `413`: the body is larger than [`MAX_BODY`].
pub fn too_large() -> Response {
    error(413, "BODY_TOO_LARGE", "too_large", None)
}

/// `405`: only `POST`.
pub fn not_allowed() -> Response {
    error(405, "METHOD_NOT_ALLOWED", "POST", Some("POST"))
}

/// A platform not configured: the same `404` as any unknown path.
pub fn not_found(path: &str) -> Response {
    crate::notify::subscription::not_found(path)
}

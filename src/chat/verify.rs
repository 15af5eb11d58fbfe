//! Who sent an update: each platform's proof, checked before anything of the body is read.
//!
//! - Discord Interactions ([`discord`]): an Ed25519 signature (`X-Signature-Ed25519`, hex) of
//!   the `X-Signature-Timestamp` (Unix seconds) followed by the raw body, under the
//!   application's public key ([`DiscordKey`], hex). A timestamp more than [`DISCORD_WINDOW`]
//!   off `real_now` is refused: the face passes the real clock, never a test clock
//!   (`--now`), so a replayed request is refused at any simulated time.
//! - Telegram ([`telegram`]): `X-Telegram-Bot-Api-Secret-Token` equal to the secret given to
//!   `setWebhook`, compared in constant time.
//! - OneBot v11 HTTP POST ([`onebot`]): `X-Signature: sha1=<hex>`, the HMAC-SHA1 of the raw
//!   body under the implementation's `secret`, compared in constant time.
//!
//! A refusal ([`Refused`]) never repeats a header or a secret.

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};

/// Discord's signature header (hex of 64 bytes).
pub const DISCORD_SIGNATURE_HEADER: &str = "x-signature-ed25519";
/// Discord's timestamp header (Unix seconds), signed with the body.
pub const DISCORD_TIMESTAMP_HEADER: &str = "x-signature-timestamp";
/// Telegram's secret header.
pub const TELEGRAM_SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";
/// OneBot v11's signature header (`sha1=<hex>`).
pub const ONEBOT_SIGNATURE_HEADER: &str = "x-signature";
/// How far a Discord timestamp may be off the real clock, either way.
pub const DISCORD_WINDOW: chrono::TimeDelta = chrono::TimeDelta::minutes(5);

/// Why an update is refused (the face answers `401` and changes nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The header is missing or unreadable.
    Missing,
    /// The proof does not match.
    Forged,
    /// Discord's timestamp is more than [`DISCORD_WINDOW`] off the real clock.
    Stale,
}

/// A Discord application's public key.
#[derive(Clone, Copy)]
pub struct DiscordKey(ed25519_compact::PublicKey);

impl std::fmt::Debug for DiscordKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DiscordKey")
    }
}

impl DiscordKey {
    /// The key from its hex (`CALENDAR_DISCORD_PUBLIC_KEY`, as the Developer Portal shows it).
    pub fn from_hex(hex: &str) -> Option<DiscordKey> {
        let bytes: [u8; 32] = unhex(hex.trim())?.try_into().ok()?;
        Some(DiscordKey(ed25519_compact::PublicKey::new(bytes)))
    }
}

/// Whether an interaction is Discord's: `signature` and `timestamp` its headers, `body` the raw
/// body, `real_now` the real clock.
pub fn discord(
    key: &DiscordKey,
    signature: Option<&str>,
    timestamp: Option<&str>,
    body: &[u8],
    real_now: DateTime<Utc>,
) -> Result<(), Refused> {
    let (signature, timestamp) = signature.zip(timestamp).ok_or(Refused::Missing)?;
    let bytes: [u8; 64] = unhex(signature.trim())
        .and_then(|b| b.try_into().ok())
        .ok_or(Refused::Missing)?;
    let mut message = Vec::with_capacity(timestamp.len() + body.len());
    message.extend_from_slice(timestamp.as_bytes());
    message.extend_from_slice(body);
    key.0
        .verify(&message, &ed25519_compact::Signature::new(bytes))
        .map_err(|_| Refused::Forged)?;
    let at = timestamp
        .trim()
        .parse::<i64>()
        .ok()
        .and_then(|s| DateTime::<Utc>::from_timestamp(s, 0))
        .ok_or(Refused::Stale)?;
    match (at - real_now).abs() <= DISCORD_WINDOW {
        true => Ok(()),
        false => Err(Refused::Stale),
    }
}

/// Whether a Telegram update carries the webhook's secret.
pub fn telegram(secret: &str, given: Option<&str>) -> Result<(), Refused> {
    let given = given.ok_or(Refused::Missing)?;
    match constant_time_eq(secret.as_bytes(), given.as_bytes()) {
        true => Ok(()),
        false => Err(Refused::Forged),
    }
}

/// Whether a OneBot event is signed with `secret`: `given` its `X-Signature`.
pub fn onebot(secret: &str, given: Option<&str>, body: &[u8]) -> Result<(), Refused> {
    let hex = given
        .and_then(|g| g.trim().strip_prefix("sha1="))
        .and_then(unhex)
        .ok_or(Refused::Missing)?;
    let mut mac =
        Hmac::<sha1::Sha1>::new_from_slice(secret.as_bytes()).map_err(|_| Refused::Forged)?;
    mac.update(body);
    // `verify_slice` compares in constant time.
    mac.verify_slice(&hex).map_err(|_| Refused::Forged)
}

/// OneBot's `X-Signature` of `body` under `secret`: what an implementation sends (for tests and
/// for a face's own mock).
pub fn onebot_signature(secret: &str, body: &[u8]) -> String {
    let Ok(mut mac) = Hmac::<sha1::Sha1>::new_from_slice(secret.as_bytes()) else {
        return String::new();
    };
    mac.update(body);
    let bytes = mac.finalize().into_bytes();
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("sha1={hex}")
}

/// Equality whose time depends only on the lengths.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    let mut diff = u8::from(a.len() != b.len());
    for (x, y) in a.iter().zip(b.iter().cycle()) {
        diff |= x ^ y;
    }
    diff == 0 && !b.is_empty()
}

/// Bytes from hex (either case); `None` if it is not hex of whole bytes.
fn unhex(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(2) {
        return None;
    }
    text.chunks(2)
        .map(|pair| {
            let digit = |c: u8| (c as char).to_digit(16);
            let (hi, lo) = (digit(*pair.first()?)?, digit(*pair.get(1)?)?);
            u8::try_from(hi * 16 + lo).ok()
        })
        .collect()
}

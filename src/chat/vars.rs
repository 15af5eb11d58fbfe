//! The chat endpoints' configuration: the one home of its variables' names and defaults, read
//! through a lookup (the process environment, a Worker's bindings) into [`Settings`]. A
//! platform whose variables are not all set is off: its path answers `404`.

use super::command::Platform;
use super::subscribe::Operator;
use super::verify::DiscordKey;

pub const DISCORD_PUBLIC_KEY: &str = "CALENDAR_DISCORD_PUBLIC_KEY";
pub const DISCORD_APPLICATION_ID: &str = "CALENDAR_DISCORD_APPLICATION_ID";
pub const DISCORD_BOT_TOKEN: &str = "CALENDAR_DISCORD_BOT_TOKEN";
pub const DISCORD_API_BASE: &str = "CALENDAR_DISCORD_API_BASE";
pub const TELEGRAM_BOT_TOKEN: &str = "CALENDAR_TELEGRAM_BOT_TOKEN";
pub const TELEGRAM_SECRET: &str = "CALENDAR_TELEGRAM_SECRET";
pub const TELEGRAM_API_BASE: &str = "CALENDAR_TELEGRAM_API_BASE";
pub const ONEBOT_SECRET: &str = "CALENDAR_ONEBOT_SECRET";
pub const ONEBOT_API: &str = "CALENDAR_ONEBOT_API";
pub const ONEBOT_TOKEN: &str = "CALENDAR_ONEBOT_TOKEN";

/// The variable a subscription on `platform` needs to post and that `operator` lacks: Discord's
/// bot token (to make the channel's webhook), Telegram's, the OneBot HTTP API (to post to the
/// group); `None` when it can post. The face logs it, so that a subscription refused for it
/// says why.
pub fn unset_for_posting(operator: &Operator, platform: Platform) -> Option<&'static str> {
    match platform {
        Platform::Discord => operator
            .discord_token
            .is_none()
            .then_some(DISCORD_BOT_TOKEN),
        Platform::Telegram => operator
            .telegram_token
            .is_none()
            .then_some(TELEGRAM_BOT_TOKEN),
        Platform::OneBot => operator.onebot_api.is_none().then_some(ONEBOT_API),
    }
}

/// Discord's API, unless [`DISCORD_API_BASE`] says otherwise (a test's loopback mock).
pub const DEFAULT_DISCORD_API: &str = "https://discord.com/api/v10";
/// Telegram's Bot API, unless [`TELEGRAM_API_BASE`] says otherwise.
pub const DEFAULT_TELEGRAM_API: &str = "https://api.telegram.org";

/// What is configured. Holds secrets: its `Debug` shows which platforms are on, nothing else.
#[derive(Clone, Default)]
pub struct Settings {
    /// Discord's public key and application id: `/chat/discord` is on.
    pub discord: Option<(DiscordKey, String)>,
    /// Telegram's webhook secret: `/chat/telegram` is on (with the bot's token, to post).
    pub telegram: Option<String>,
    /// OneBot's HMAC secret: `/chat/onebot` is on.
    pub onebot: Option<String>,
    /// Where subscriptions post, and with what tokens.
    pub operator: Operator,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("discord", &self.discord.is_some())
            .field("telegram", &self.telegram.is_some())
            .field("onebot", &self.onebot.is_some())
            .finish_non_exhaustive()
    }
}

impl Settings {
    /// The settings `lookup` gives (a blank value is unset); why not, when a value is unusable
    /// (a Discord key that is not 64 hex digits): fixed words and the variable's name.
    pub fn read(lookup: impl Fn(&str) -> Option<String>) -> Result<Settings, String> {
        let get = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let base = |name: &str, default: &str| {
            get(name).map_or(default.to_string(), |b| b.trim_end_matches('/').to_string())
        };
        let discord = match (get(DISCORD_PUBLIC_KEY), get(DISCORD_APPLICATION_ID)) {
            (Some(key), Some(app)) => Some((
                DiscordKey::from_hex(&key)
                    .ok_or(format!("{DISCORD_PUBLIC_KEY}: not 64 hex digits"))?,
                app,
            )),
            _ => None,
        };
        let telegram_token = get(TELEGRAM_BOT_TOKEN);
        let onebot_api = get(ONEBOT_API).map(|b| b.trim_end_matches('/').to_string());
        Ok(Settings {
            discord,
            telegram: get(TELEGRAM_SECRET).filter(|_| telegram_token.is_some()),
            onebot: get(ONEBOT_SECRET),
            operator: Operator {
                discord_api: base(DISCORD_API_BASE, DEFAULT_DISCORD_API),
                discord_token: get(DISCORD_BOT_TOKEN),
                telegram_api: base(TELEGRAM_API_BASE, DEFAULT_TELEGRAM_API),
                telegram_token,
                onebot_api,
                onebot_token: get(ONEBOT_TOKEN),
            },
        })
    }

    /// Whether `platform`'s endpoint is on.
    pub fn serves(&self, platform: super::Platform) -> bool {
        match platform {
            super::Platform::Discord => self.discord.is_some(),
            super::Platform::Telegram => self.telegram.is_some(),
            super::Platform::OneBot => self.onebot.is_some(),
        }
    }
}

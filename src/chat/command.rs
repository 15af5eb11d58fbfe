//! What an asker asks, whatever the platform: one [`Command`], and the grammar of a command
//! written as text (Telegram's `/now` in [`telegram`], QQ's 「日历 下期」 and `/ef now` in [`qq`]).
//!
//! The words of QQ's commands are a grammar (what a person types), not words told: they are
//! here, beside their English aliases, and never in the catalog.

use crate::lang::Locale;
use crate::server::Server;
use crate::v1::Category;

/// The platforms a chat command comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Platform {
    Discord,
    Telegram,
    /// QQ, through a OneBot v11 implementation (NapCat, Lagrange, go-cqhttp).
    OneBot,
}

impl Platform {
    pub fn as_str(self) -> &'static str {
        match self {
            Platform::Discord => "discord",
            Platform::Telegram => "telegram",
            Platform::OneBot => "onebot",
        }
    }
}

/// The longest unit name or option text read.
pub const MAX_ARGUMENT_CHARS: usize = 64;

/// What an update asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// The active version and what is live.
    Now,
    /// What is upcoming.
    Next,
    /// A unit's runs; the name as asked (empty when none was given).
    Unit(String),
    Subscribe(Options),
    Unsubscribe,
    Status,
    Help,
    /// A command this calendar does not know (answered with a pointer to help).
    Unknown,
}

/// A subscription's options as asked: each `None` when not given.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    pub server: Option<Server>,
    pub lang: Option<Locale>,
    /// The categories, with the API's `category` syntax (checked when the subscription is read).
    pub category: Option<String>,
    /// The option that could not be read, if any (`server=mars`): the answer names it.
    pub invalid: Option<String>,
}

impl Options {
    /// Reads one option, `name` and `value` as given.
    pub fn set(&mut self, name: &str, value: &str) {
        let value = value.trim();
        let ok = match name.trim().to_ascii_lowercase().as_str() {
            "server" => Server::from_name(&value.to_ascii_lowercase())
                .map(|s| self.server = Some(s))
                .is_some(),
            "lang" | "language" => Locale::for_range(value)
                .map(|l| self.lang = Some(l))
                .is_some(),
            "category" | "categories" if !value.is_empty() => {
                self.category = Some(clip(value));
                true
            }
            _ => false,
        };
        if !ok && self.invalid.is_none() {
            self.invalid = Some(clip(&format!("{name}={value}")));
        }
    }

    /// What a subscription's options accept, from the lists that read them:
    /// `server=cn|asia|americas-europe lang=zh|zh-TW|… category=operator,arsenal,…`.
    pub fn accepted() -> String {
        let join = |names: Vec<&str>, by: &str| names.join(by);
        format!(
            "server={} lang={} category={}",
            join(Server::ALL.iter().map(|s| s.as_str()).collect(), "|"),
            join(Locale::ALL.iter().map(|l| l.tag()).collect(), "|"),
            join(Category::ALL.iter().map(|c| c.as_str()).collect(), ","),
        )
    }

    /// Options written as words: `server=asia lang=en category=operator,arsenal`.
    pub fn from_words(words: &str) -> Options {
        let mut options = Options::default();
        for word in words.split_whitespace() {
            match word.split_once(['=', ':']) {
                Some((name, value)) => options.set(name, value),
                None => options.set(word, ""),
            }
        }
        options
    }
}

/// `text` cut to [`MAX_ARGUMENT_CHARS`].
pub fn clip(text: &str) -> String {
    text.chars().take(MAX_ARGUMENT_CHARS).collect()
}

/// The command `name` (an English name, or an alias) with its `rest`.
pub fn named(name: &str, rest: &str) -> Command {
    let rest = rest.trim();
    match name.to_ascii_lowercase().as_str() {
        "now" => Command::Now,
        "next" => Command::Next,
        "unit" => Command::Unit(clip(rest)),
        "subscribe" | "on" => Command::Subscribe(Options::from_words(rest)),
        "unsubscribe" | "off" => Command::Unsubscribe,
        "status" => Command::Status,
        "help" => Command::Help,
        _ => Command::Unknown,
    }
}

/// QQ's word, and `/ef`, the English alias's prefix.
const QQ_WORD: &str = "日历";
const ALIAS_PREFIX: &str = "/ef";

/// QQ's words after 「日历」, each the command it names.
const QQ_WORDS: [(&str, &str); 8] = [
    ("下期", "next"),
    ("订阅", "subscribe"),
    ("退订", "unsubscribe"),
    ("状态", "status"),
    ("帮助", "help"),
    ("现在", "now"),
    ("开启", "subscribe"),
    ("关闭", "unsubscribe"),
];

/// A QQ message as a command: 「日历」 (now), 「日历 下期」, 「日历 订阅 …」, 「日历 退订」,
/// 「日历 状态」, 「日历 帮助」, 「日历 NAME」 (a unit), and `/ef now`, `/ef unit NAME`, …;
/// `None` when it is none (most of a group's talk: no answer at all).
pub fn qq(text: &str) -> Option<Command> {
    let text = text.trim();
    if let Some(after) = text.strip_prefix(QQ_WORD) {
        // 「日历」 must be the whole first word: 「日历表」 is talk.
        if !(after.is_empty() || after.starts_with(char::is_whitespace)) {
            return None;
        }
        let rest = after.trim();
        if rest.is_empty() {
            return Some(Command::Now);
        }
        let (first, after) = split_word(rest);
        if let Some((_, name)) = QQ_WORDS.iter().find(|(word, _)| *word == first) {
            return Some(named(name, after));
        }
        return Some(match named(first, after) {
            Command::Unknown => Command::Unit(clip(rest)),
            command => command,
        });
    }
    let rest = text.strip_prefix(ALIAS_PREFIX)?;
    if !(rest.is_empty() || rest.starts_with(char::is_whitespace)) {
        return None;
    }
    let (first, after) = split_word(rest.trim_start());
    Some(match first {
        "" => Command::Now,
        _ => named(first, after),
    })
}

/// A Telegram message as a command: `/now`, `/next`, `/unit NAME`, `/subscribe …`,
/// `/unsubscribe`, `/status`, `/help` (and `/start`, help), each also as `/now@BotName`;
/// `None` when it is no command, or one addressed to another bot (`bot` is this bot's
/// username, without `@`, when known).
pub fn telegram(text: &str, bot: Option<&str>) -> Option<Command> {
    let rest = text.trim_start().strip_prefix('/')?;
    let (word, after) = split_word(rest);
    let (name, to) = match word.split_once('@') {
        Some((name, to)) => (name, Some(to)),
        None => (word, None),
    };
    if let (Some(to), Some(bot)) = (to, bot)
        && !to.eq_ignore_ascii_case(bot)
    {
        return None;
    }
    Some(match name.to_ascii_lowercase().as_str() {
        "start" => Command::Help,
        _ => named(name, after),
    })
}

/// The first whitespace-separated word of `text` and the rest.
fn split_word(text: &str) -> (&str, &str) {
    text.trim_start()
        .split_once(char::is_whitespace)
        .unwrap_or((text.trim_start(), ""))
}

/// Where a unit's name goes in [`syntax`]'s `unit` command: the help tells it in the asker's
/// words (`chat-cmd-unit-placeholder`).
pub const NAME: &str = "NAME";

/// Each command as `platform` writes it, with the id of its description in the catalog (the
/// order of [`super::register`]'s lists; `help` last).
pub fn syntax(platform: Platform) -> [(&'static str, &'static str); 7] {
    match platform {
        Platform::Discord => [
            ("/endfield now", "chat-cmd-now"),
            ("/endfield next", "chat-cmd-next"),
            ("/endfield unit name:…", "chat-cmd-unit"),
            ("/endfield subscribe", "chat-cmd-subscribe"),
            ("/endfield unsubscribe", "chat-cmd-unsubscribe"),
            ("/endfield status", "chat-cmd-status"),
            ("/endfield help", "chat-cmd-help"),
        ],
        Platform::Telegram => [
            ("/now", "chat-cmd-now"),
            ("/next", "chat-cmd-next"),
            ("/unit NAME", "chat-cmd-unit"),
            ("/subscribe", "chat-cmd-subscribe"),
            ("/unsubscribe", "chat-cmd-unsubscribe"),
            ("/status", "chat-cmd-status"),
            ("/help", "chat-cmd-help"),
        ],
        Platform::OneBot => [
            ("日历", "chat-cmd-now"),
            ("日历 下期", "chat-cmd-next"),
            ("日历 NAME", "chat-cmd-unit"),
            ("日历 订阅", "chat-cmd-subscribe"),
            ("日历 退订", "chat-cmd-unsubscribe"),
            ("日历 状态", "chat-cmd-status"),
            ("日历 帮助", "chat-cmd-help"),
        ],
    }
}

/// Discord's subcommand names and `unit`'s option `name`, in their order, as Discord shows them
/// in a locale of the command's ([`super::register`] registers them as `name_localizations`):
/// the languages whose words are letters without case; elsewhere the English names.
pub const DISCORD_NAMES: [&str; 8] = [
    "now",
    "next",
    "unit",
    "subscribe",
    "unsubscribe",
    "status",
    "help",
    "name",
];

/// [`DISCORD_NAMES`] in `code` (Discord's locale code), if localized.
pub fn discord_names(code: &str) -> Option<[&'static str; 8]> {
    Some(match code {
        "zh-CN" => [
            "当前", "下期", "单位", "订阅", "退订", "状态", "帮助", "名称",
        ],
        "zh-TW" => [
            "目前",
            "下期",
            "單位",
            "訂閱",
            "取消訂閱",
            "狀態",
            "說明",
            "名稱",
        ],
        "ja" => [
            "現在",
            "次回",
            "ユニット",
            "購読",
            "購読解除",
            "状態",
            "ヘルプ",
            "名前",
        ],
        "ko" => [
            "현재",
            "다음",
            "유닛",
            "구독",
            "구독해지",
            "상태",
            "도움말",
            "이름",
        ],
        _ => return None,
    })
}

/// A Discord name as received, as its English name (a localized one read back, should an
/// interaction carry it).
pub fn discord_canonical(name: &str) -> &str {
    for code in ["zh-CN", "zh-TW", "ja", "ko"] {
        if let Some(at) = discord_names(code).and_then(|n| n.iter().position(|x| *x == name))
            && let Some(english) = DISCORD_NAMES.get(at)
        {
            return english;
        }
    }
    name
}

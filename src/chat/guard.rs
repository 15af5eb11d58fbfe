//! What keeps a chat from being flooded or answered twice, as data the face keeps: [`Seen`],
//! the updates already acted on (a retried Telegram update, an interaction delivered twice,
//! a OneBot event reported again: acted on once, by [`super::Update::key`]); and [`Flood`],
//! commands per chat and per user in a fixed window (the API's own fixed-window `RateLimiter`), past
//! which a chat or a user is told once, politely, and then not answered until the window ends.

use std::collections::{HashMap, HashSet, VecDeque};

use chrono::{DateTime, TimeDelta, Utc};

use super::update::Asker;
use crate::limiter::{Decision, LimitConfig, RateLimiter};

/// The updates a [`Seen`] remembers, the oldest forgotten first.
pub const SEEN: usize = 4096;
/// Commands a chat may send in [`WINDOW_MS`].
pub const PER_CHAT: u32 = 10;
/// Commands a user may send in [`WINDOW_MS`].
pub const PER_USER: u32 = 5;
/// The window the commands are counted in.
pub const WINDOW_MS: u64 = 60_000;
/// The most chats and users counted at once.
pub const TRACKED: usize = 10_000;

/// The keys of the updates acted on, the latest [`SEEN`].
#[derive(Debug, Default)]
pub struct Seen {
    keys: HashSet<String>,
    order: VecDeque<String>,
}

impl Seen {
    /// Whether `key` is new (and remembers it): act only then.
    pub fn first(&mut self, key: &str) -> bool {
        if self.keys.contains(key) {
            return false;
        }
        if self.order.len() >= SEEN
            && let Some(old) = self.order.pop_front()
        {
            self.keys.remove(&old);
        }
        self.keys.insert(key.to_string());
        self.order.push_back(key.to_string());
        true
    }
}

/// What to do with a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Answer,
    /// Past the limit for the first time in this window: one polite refusal.
    Refuse,
    /// Past the limit again: no answer at all.
    Silent,
}

/// Commands counted per chat and per user.
#[derive(Debug)]
pub struct Flood {
    chats: RateLimiter,
    users: RateLimiter,
    /// Who was refused, until when their window ends.
    told: HashMap<String, DateTime<Utc>>,
}

impl Default for Flood {
    fn default() -> Flood {
        Flood::new(PER_CHAT, PER_USER)
    }
}

impl Flood {
    /// `per_chat` and `per_user` commands in [`WINDOW_MS`].
    pub fn new(per_chat: u32, per_user: u32) -> Flood {
        let config = |max: u32| LimitConfig {
            window_ms: WINDOW_MS,
            max: max.max(1),
            clients: TRACKED,
        };
        Flood {
            chats: RateLimiter::new(config(per_chat)),
            users: RateLimiter::new(config(per_user)),
            told: HashMap::new(),
        }
    }

    /// Counts a command of `asker` at `now`.
    pub fn check(&mut self, asker: &Asker, now: DateTime<Utc>) -> Verdict {
        let platform = asker.platform.as_str();
        let chat = format!("chat:{platform}:{}", asker.chat);
        let user = format!("user:{platform}:{}", asker.user);
        let limited = [
            (self.chats.check(&chat, now), chat),
            (self.users.check(&user, now), user),
        ]
        .into_iter()
        .find_map(|(decision, key)| match decision {
            Decision::Allowed => None,
            Decision::Limited { retry_after_secs } => Some((key, retry_after_secs)),
        });
        let Some((key, retry_after)) = limited else {
            return Verdict::Answer;
        };
        if self.told.get(&key).is_some_and(|until| *until > now) {
            return Verdict::Silent;
        }
        if self.told.len() >= TRACKED {
            self.told.retain(|_, until| *until > now);
        }
        if self.told.len() >= TRACKED {
            // All refused in live windows: forgotten, each may be refused once more.
            self.told.clear();
        }
        let secs = i64::try_from(retry_after).unwrap_or(i64::MAX / 2_000);
        self.told.insert(key, now + TimeDelta::seconds(secs));
        Verdict::Refuse
    }
}

//! The order every face answers a verified command in, and the rules between the steps, so
//! that both faces (`calendar-serve`, the notifier Worker) only fill in their I/O:
//!
//! 1. [`admit`]: an update acted on already (the face keeps the keys) is answered `204` (a
//!    retried Telegram update must not send its answer twice); past the flood limits, one
//!    refusal, then `204`.
//! 2. [`context`]: where the answer is told: the chat's stored subscription (the face looks it
//!    up by `subscribe::id`) gives its server, and a QQ group its language.
//! 3. [`read_only`]: `now`, `next`, `unit`, `help`, an unknown command and `status` are answered
//!    here; `None` for `subscribe` and `unsubscribe`, which the face performs
//!    (`subscribe.rs` writes its calls), then answers with [`said`].

use chrono::{DateTime, Utc};

use super::answer::{self, Context, Said};
use super::command::{Command, Platform};
use super::guard::{Flood, Verdict};
use super::respond;
use super::update::Update;
use crate::Dataset;
use crate::notify::Target;
use crate::server::Server;
use crate::service::Response;

/// Step 1: `Some` answer when the update is not to be acted on: `first` is whether its key was
/// seen here first (the face keeps the keys: `guard::Seen` in memory, or a store), and
/// `flood` counts the asker's commands.
pub fn admit(
    first: bool,
    flood: &mut Flood,
    update: &Update,
    now: DateTime<Utc>,
) -> Option<Response> {
    if !first {
        return Some(respond::acknowledged());
    }
    match flood.check(&update.asker, now) {
        Verdict::Answer => None,
        Verdict::Refuse => Some(said(update, Said::SlowDown)),
        Verdict::Silent => Some(respond::acknowledged()),
    }
}

/// Step 2: the context of the answer at `now` on `dataset`; `stored` is the chat's
/// subscription, if it has one that is not disabled. A QQ group is answered in its stored
/// language (the update's asker is told so).
pub fn context<'a>(
    update: &mut Update,
    stored: Option<&Target>,
    dataset: &'a Dataset,
    now: DateTime<Utc>,
) -> Context<'a> {
    if let (Platform::OneBot, Some(target)) = (update.asker.platform, stored) {
        update.asker.locale = target.lang;
    }
    Context {
        dataset,
        now,
        lang: update.asker.locale,
        server: stored.map_or(Server::default(), |t| t.server),
    }
}

/// Step 3: the answer to a command that changes nothing; `None` for `subscribe` and
/// `unsubscribe`.
pub fn read_only(
    context: &Context<'_>,
    update: &Update,
    stored: Option<&Target>,
) -> Option<Response> {
    if let Some(text) = answer::told(context, &update.command, update.asker.platform) {
        return Some(respond::reply(update, &text, false));
    }
    match update.command {
        Command::Status => {
            let text = answer::status(stored, update.asker.locale);
            Some(respond::reply(update, &text, true))
        }
        _ => None,
    }
}

/// The answer once a subscription command came to `said` (refusals only the asker sees).
pub fn said(update: &Update, said: Said) -> Response {
    let private = said.private();
    respond::reply(update, &answer::said(said, update.asker.locale), private)
}

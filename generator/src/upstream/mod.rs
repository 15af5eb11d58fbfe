//! The upstream chain: `?type=version_calendar` first, then `?type=pool_catalog` (with
//! `?type=characters` for artwork), then nothing.
//!
//! Guarantees: a failure of the upstream never fails the run; it only moves the chain on to the
//! next step, and every step and every reason lands in [`Fetched::log`]. Each request goes
//! through [`crate::http::Client`] (a total time-out, a capped body, one retry, redirects only
//! to `https` on the same host). Reading is lenient
//! and names what it drops ([`parse`]); every string is sanitised ([`sanitize`]); only a
//! complete, undegraded version calendar is origin data ([`Fetched::origin`]).

pub mod classify;
pub mod model;
pub mod parse;
pub mod sanitize;

use crate::http::Client;
pub use crate::http::FetchError;

pub use model::{Answer, Character, Pool, UpstreamEvent, UpstreamVersion};
pub use parse::{pool_category, pool_is_rerun};

/// The production upstream.
pub const DEFAULT_UPSTREAM: &str = "https://ef-gacha.mogujun.icu/api/stats";
impl Fetched {
    fn absorb(&mut self, reading: parse::Reading) {
        self.unreadable.extend(reading.unreadable);
        self.drifted.extend(reading.drifted);
    }
}

/// The outcome of the chain.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Fetched {
    pub answer: Option<Answer>,
    /// One line per step, saying what happened and why the chain moved on. Upstream text in it
    /// is sanitised; print it through [`sanitize::for_log`].
    pub log: Vec<String>,
    /// Why no step succeeded, when none did.
    pub fallback_reason: Option<String>,
    /// Whether `answer` is the upstream's complete, undegraded version calendar with every
    /// kind of record readable: the only answer taken as `origin` and kept as the last good one.
    pub origin: bool,
    /// One line per record that could not be read, naming it.
    pub unreadable: Vec<String>,
    /// Kinds of record of which none could be read (drift); `generate --strict` fails on them.
    pub drifted: Vec<String>,
}

/// Runs the chain. Never fails: the worst outcome is no answer and a reason.
pub async fn fetch(client: &Client) -> Fetched {
    let mut fetched = Fetched::default();
    let calendar = client
        .get_query_json("version_calendar")
        .await
        .and_then(|value| parse::parse_calendar(&value, client.base()));
    let calendar_error = match calendar {
        Ok((versions, reading)) => {
            let partial = reading.degraded.is_some() || !reading.drifted.is_empty();
            fetched.log.push(format!(
                "version_calendar: {} version(s), {} unreadable record(s){}",
                versions.len(),
                reading.unreadable.len(),
                match &reading.degraded {
                    Some(why) => format!("; degraded answer ({why}), not origin"),
                    None => String::new(),
                }
            ));
            fetched.absorb(reading);
            fetched.origin = !partial;
            fetched.answer = Some(Answer::Calendar { versions, partial });
            return fetched;
        }
        Err(e) => {
            fetched
                .log
                .push(format!("version_calendar failed: {e}; trying pool_catalog"));
            e
        }
    };
    let catalog = client
        .get_query_json("pool_catalog")
        .await
        .and_then(|value| parse::parse_catalog(&value, client.base()));
    match catalog {
        Ok((mut pools, reading)) => {
            fetched.log.push(format!(
                "pool_catalog: {} dated pool(s), {} unreadable record(s){}",
                pools.len(),
                reading.unreadable.len(),
                match &reading.degraded {
                    Some(why) => format!("; degraded answer ({why})"),
                    None => String::new(),
                }
            ));
            fetched.absorb(reading);
            let characters = client
                .get_query_json("characters")
                .await
                .and_then(|value| parse::parse_characters(&value, client.base()));
            match characters {
                Ok(characters) => {
                    fetched
                        .log
                        .push(format!("characters: {} entries", characters.len()));
                    parse::apply_characters(&mut pools, &characters);
                }
                Err(e) => fetched
                    .log
                    .push(format!("characters failed: {e}; no artwork added")),
            }
            fetched.answer = Some(Answer::Catalog { pools });
        }
        Err(e) => {
            fetched.log.push(format!(
                "pool_catalog failed: {e}; the upstream gave nothing"
            ));
            fetched.fallback_reason = Some(format!(
                "version_calendar: {calendar_error}; pool_catalog: {e}"
            ));
        }
    }
    fetched
}

#[cfg(test)]
mod tests;

//! The official in-game bulletins ("公告"): the game's own announcements of versions, pools and
//! activities, read from the CN bulletin aggregate (`--bulletin`, default [`DEFAULT_BULLETIN`]).
//!
//! [`read_list`] takes the interface's answer (`{code, msg, data: {updatedAt, list: [{cid, tab,
//! startAt, title, header, data: {html}}]}}`) apart: `code` ≠ 0, a missing list or a non-JSON
//! body is an error; a notice that cannot be read is named and skipped. Each notice is kept as
//! sanitised text lines only ([`html`]); [`parse`] turns them into facts. A notice leaves the
//! list when its event is over, so the notices that gave facts are kept in `dist/bulletin.json`
//! ([`crate::kept::bulletin`]) and every run reads the union: facts outlive their notices, and an outage, an
//! error answer or an empty list never deletes one.

pub mod english;
pub mod html;
pub mod locales;
pub mod parse;
pub mod times;

use calendar::v1::NoticeRef;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::http::{Client, FetchError};
use crate::plausible;
use crate::upstream::sanitize;

pub use parse::{Item, Reading, VersionFact, When};

/// The CN server's bulletin aggregate (zh-cn).
pub const DEFAULT_BULLETIN: &str = "https://game-hub.hypergryph.com/bulletin/v2/aggregate?lang=zh-cn&platform=Windows&channel=1&type=0&code=endfield_5SD9TN&hideDetail=0";
/// The list name of the CN server's notices in [`NoticeRef::server`].
pub const CN: &str = "cn";
/// Notices read from one list at most; the rest are named as unreadable.
pub const MAX_NOTICES: usize = 500;
/// A notice's html larger than this is not read.
pub const MAX_HTML_BYTES: usize = 256 * 1024;

/// A notice as it is kept: its identity and its text, sanitised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Notice {
    /// The list it was read from ([`CN`]).
    pub server: String,
    /// The notice's id in that list: digits, as a string (`"0777"`).
    pub cid: String,
    /// When it was published (`startAt`, Unix seconds): not when its event starts.
    pub published_at: i64,
    pub tab: String,
    pub title: String,
    pub header: String,
    pub lines: Vec<String>,
}

impl Notice {
    /// The notice as `sourceMeta.notices` names it.
    pub fn reference(&self) -> NoticeRef {
        NoticeRef {
            server: self.server.clone(),
            cid: self.cid.clone(),
        }
    }
}

/// A list as read from the interface.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Listed {
    pub notices: Vec<Notice>,
    /// The list's `updatedAt`.
    pub updated_at: Option<DateTime<Utc>>,
    /// One line per notice that could not be read, naming it, and the list's `updatedAt` when
    /// it was ignored.
    pub unreadable: Vec<String>,
}

/// Reads the aggregate's answer.
pub fn read_list(value: &Value, server: &str) -> Result<Listed, FetchError> {
    let code = value.get("code").and_then(Value::as_i64);
    if code != Some(0) {
        let msg = value
            .get("msg")
            .and_then(Value::as_str)
            .and_then(|m| sanitize::clean(m, sanitize::MAX_NAME, false))
            .unwrap_or_default();
        return Err(FetchError::Shape(match code {
            Some(code) => format!("answered code {code} {msg}").trim_end().to_string(),
            None => "no numeric `code`".into(),
        }));
    }
    let data = value
        .get("data")
        .ok_or_else(|| FetchError::Shape("no `data`".into()))?;
    let list = data
        .get("list")
        .and_then(Value::as_array)
        .ok_or_else(|| FetchError::Shape("no `data.list` array".into()))?;
    let mut listed = Listed {
        updated_at: data
            .get("updatedAt")
            .and_then(Value::as_i64)
            .and_then(|s| DateTime::from_timestamp(s, 0)),
        ..Listed::default()
    };
    for (i, raw) in list.iter().enumerate() {
        if i >= MAX_NOTICES {
            listed.unreadable.push(format!(
                "{} notice(s) beyond the first {MAX_NOTICES} not read",
                list.len() - MAX_NOTICES
            ));
            break;
        }
        match notice(raw, server) {
            Ok(n) => listed.notices.push(n),
            Err(why) => listed.unreadable.push(format!("notice #{i}: {why}")),
        }
    }
    Ok(listed)
}

fn notice(raw: &Value, server: &str) -> Result<Notice, String> {
    let text = |key: &str| raw.get(key).and_then(Value::as_str);
    let cid = text("cid").ok_or("no `cid` string")?;
    if cid.is_empty() || cid.len() > 8 || !cid.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "`cid` {} is not 1 to 8 digits",
            sanitize::for_log(&cid.chars().take(16).collect::<String>())
        ));
    }
    let html = raw
        .get("data")
        .and_then(|d| d.get("html"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    if html.len() > MAX_HTML_BYTES {
        return Err(format!(
            "cid {cid}: html of {} bytes, more than {MAX_HTML_BYTES}",
            html.len()
        ));
    }
    // Plain text by contract; any markup in it is dropped like the html's.
    let one_line = |key: &str| {
        text(key)
            .map(|t| html::lines(&t.replace("\\n", " ")).join(" "))
            .and_then(|t| sanitize::clean(&t, sanitize::MAX_NAME, false))
            .unwrap_or_default()
    };
    Ok(Notice {
        server: server.to_string(),
        cid: cid.to_string(),
        published_at: raw.get("startAt").and_then(Value::as_i64).unwrap_or(0),
        tab: one_line("tab"),
        title: one_line("title"),
        header: one_line("header"),
        lines: html::lines(html),
    })
}

/// Asks the interface at `client`'s URL for its list. Its `updatedAt` is kept only when it can
/// be true at `now` ([`plausible::updated_at`]); otherwise it is named in `unreadable`.
pub async fn fetch(
    client: &Client,
    server: &str,
    now: DateTime<Utc>,
) -> Result<Listed, FetchError> {
    let value = client.get_base_json().await?;
    read_list_at(&value, server, now)
}

/// [`read_list`], its `updatedAt` kept only when it can be true at `now`
/// ([`plausible::updated_at`]); otherwise it is named in `unreadable`.
pub(super) fn read_list_at(
    value: &Value,
    server: &str,
    now: DateTime<Utc>,
) -> Result<Listed, FetchError> {
    let mut listed = read_list(value, server)?;
    if let Some(Err(why)) = listed.updated_at.map(|at| plausible::updated_at(at, now)) {
        listed.updated_at = None;
        listed
            .unreadable
            .push(format!("the list's `updatedAt` {why}: ignored"));
    }
    Ok(listed)
}

/// Whether a notice gives a fact (a CN notice that [`parse`] reads something from, a global
/// version's notes that [`english`] reads, or the same notes in another locale): only those are
/// kept.
pub fn says_something(notice: &Notice) -> bool {
    if locales::locale_of(&notice.server).is_some() {
        // Kept only when a global version's notes have its cid ([`locales::keep`]).
        true
    } else if notice.server == english::GLOBAL {
        english::read(notice).is_some()
    } else {
        parse::read(notice) != Reading::default()
    }
}

/// What every kept CN notice says, in the order of the notices (the global ones give only
/// official names: [`english`], [`locales`]).
pub fn read_all(notices: &[Notice]) -> Reading {
    let mut all = Reading::default();
    let global =
        |n: &&Notice| n.server == english::GLOBAL || locales::locale_of(&n.server).is_some();
    for notice in notices.iter().filter(|n| !global(n)) {
        let one = parse::read(notice);
        all.versions.extend(one.versions);
        all.items.extend(one.items);
        all.not_understood.extend(one.not_understood);
    }
    all
}

#[cfg(test)]
mod tests;

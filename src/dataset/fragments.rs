//! The pre-rendered format of a dataset, and its inverse.
//!
//! Each event's JSON is rendered once, with a placeholder status, and split around the status
//! value: `head` ends with `"status":"`, `tail` starts with the closing quote. A request writes
//! `head`, the status at the request time, `tail` ([`write_event`]). Versions and the source are
//! rendered whole. A dataset baked at build time keeps its typed document beside them
//! (`baked/typed.rs`).

use chrono::{DateTime, FixedOffset, SecondsFormat, Utc};

use super::{DatasetError, Entry};
use crate::lang::Locale;
use crate::time::SHANGHAI;
use crate::v1::{self, Status};

/// What an event is rendered with before it is split: any status would do.
const STATUS_PLACEHOLDER: Status = Status::Upcoming;
/// The member name and opening quote of the status value: the end of `head`.
const STATUS_OPEN: &str = "\"status\":\"";
/// The longest status name, for size hints.
const LONGEST_STATUS: usize = "upcoming".len();

pub(super) fn to_json<T: serde::Serialize>(value: &T) -> Result<String, DatasetError> {
    serde_json::to_string(value).map_err(|e| DatasetError::Field {
        path: ".".into(),
        message: e.to_string(),
    })
}

/// `named` of an event as its document tells it: the view's ([`crate::server`]'s `localize`),
/// else in `zh`, the language of a document as written.
pub(super) fn event_named(event: &v1::Event) -> v1::EventNamed {
    event
        .named
        .clone()
        .unwrap_or_else(|| crate::names::event_named(event, Locale::ZhCn))
}

/// `named` of a version as its document tells it, as [`event_named`].
pub(super) fn version_named(version: &v1::Version) -> v1::VersionNamed {
    version
        .named
        .clone()
        .unwrap_or_else(|| crate::names::version_named(version, Locale::ZhCn))
}

/// Renders a version's JSON with its `named`.
pub(super) fn version_json(version: &v1::Version) -> Result<String, DatasetError> {
    to_json(&v1::Version {
        named: Some(version_named(version)),
        ..version.clone()
    })
}

/// Renders an event's JSON once, with its `named`, split around its `status` value.
pub(super) fn split_event(event: &v1::Event) -> Result<(String, String), DatasetError> {
    let placeholder = v1::Event {
        status: STATUS_PLACEHOLDER,
        named: Some(event_named(event)),
        ..event.clone()
    };
    let mut json = to_json(&placeholder)?;
    let marker = format!("{STATUS_OPEN}{}\"", STATUS_PLACEHOLDER.as_str());
    // Quotes inside string values are escaped, so the first unescaped marker is the member.
    let at = json.find(&marker).ok_or_else(|| DatasetError::Event {
        id: event.id.clone(),
        field: "status".into(),
        message: "could not be rendered".into(),
    })?;
    let head_end = at + STATUS_OPEN.len();
    let tail_start = head_end + STATUS_PLACEHOLDER.as_str().len();
    let tail = json.split_off(tail_start);
    json.truncate(head_end);
    Ok((json, tail))
}

/// One edit of a rendered item for [`patch`]: a member's value, found by its member name and
/// its rendered old value, replaced; or a title replaced with `titleZh` added after `titleEn`.
pub(super) enum Patch<'a> {
    /// A timestamp member: `old` rewritten in the view's offset, moved to `new` if given.
    Time {
        name: &'static str,
        old: Option<DateTime<Utc>>,
        new: Option<DateTime<Utc>>,
    },
    /// `title` (from `old` to `new`) and, when `zh` is given, `titleZh` after `titleEn`.
    Title {
        old: &'a str,
        new: &'a str,
        en: Option<&'a str>,
        zh: Option<&'a str>,
    },
    /// `featured` (from `old` to `new`) and, when `zh` is given, `featuredZh` after
    /// `featuredEn` (`en`).
    Featured {
        old: &'a [String],
        new: &'a [String],
        en: &'a [Option<String>],
        zh: Option<&'a [String]>,
    },
    /// `named`, from `old` (as rendered) to `new`.
    Named { old: String, new: String },
}

impl<'a> Patch<'a> {
    pub(super) fn time(
        name: &'static str,
        old: Option<DateTime<Utc>>,
        new: Option<DateTime<Utc>>,
    ) -> Patch<'a> {
        Patch::Time { name, old, new }
    }

    pub(super) fn featured(
        old: &'a [String],
        new: &'a [String],
        en: &'a [Option<String>],
        zh: Option<&'a [String]>,
    ) -> Patch<'a> {
        Patch::Featured { old, new, en, zh }
    }

    pub(super) fn named_event(old: &v1::EventNamed, new: &v1::EventNamed) -> Patch<'a> {
        Patch::Named {
            old: render_event_named(old),
            new: render_event_named(new),
        }
    }

    pub(super) fn named_version(old: &v1::VersionNamed, new: &v1::VersionNamed) -> Patch<'a> {
        Patch::Named {
            old: render_named(&old.title, None),
            new: render_named(&new.title, None),
        }
    }

    pub(super) fn title(
        old: &'a str,
        new: &'a str,
        en: Option<&'a str>,
        zh: Option<&'a str>,
    ) -> Patch<'a> {
        Patch::Title { old, new, en, zh }
    }
}

/// A JSON string literal (or `null`).
fn literal(text: Option<&str>) -> String {
    serde_json::to_string(&text).unwrap_or_else(|_| "null".into())
}

/// A JSON array of strings (or `null`s).
fn list<T: AsRef<str>>(items: &[Option<T>]) -> String {
    let items: Vec<String> = items
        .iter()
        .map(|i| literal(i.as_ref().map(AsRef::as_ref)))
        .collect();
    format!("[{}]", items.join(","))
}

/// One member of `named` as serde writes it: `{"text":…,"locale":…,"official":…}`.
fn render_one(named: &v1::Named) -> String {
    format!(
        "{{\"text\":{},\"locale\":{},\"official\":{}}}",
        literal(Some(&named.text)),
        literal(Some(&named.locale)),
        named.official
    )
}

/// `named` as serde writes it: its title and, for an event, its featured names.
fn render_named(title: &v1::Named, featured: Option<&[v1::Named]>) -> String {
    let mut out = format!("\"named\":{{\"title\":{}", render_one(title));
    if let Some(featured) = featured {
        let items: Vec<String> = featured.iter().map(render_one).collect();
        out.push_str(&format!(",\"featured\":[{}]", items.join(",")));
    }
    out.push('}');
    out
}

fn render_event_named(named: &v1::EventNamed) -> String {
    render_named(&named.title, Some(&named.featured))
}

/// A JSON array of strings.
fn names(items: &[String]) -> String {
    let items: Vec<Option<&String>> = items.iter().map(Some).collect();
    list(&items)
}

/// A rendered item (an event's head or tail, a version, the source) as a view of it renders:
/// each member named by `pairs`, found by its name and its rendered value (a member name
/// followed by its exact value cannot occur inside a string value, whose quotes are escaped),
/// replaced once. Timestamps are written in `offset`. The inverse of nothing: a test checks
/// that a patched view equals the same view rendered by serde.
pub(super) fn patch(text: &str, pairs: &[Patch<'_>], offset: FixedOffset) -> String {
    let mut out = text.to_string();
    let write = |t: DateTime<Utc>, at: FixedOffset| {
        t.with_timezone(&at)
            .to_rfc3339_opts(SecondsFormat::AutoSi, false)
    };
    for pair in pairs {
        let (from, to) = match *pair {
            Patch::Time {
                name,
                old: Some(old),
                new,
            } => (
                format!("\"{name}\":\"{}\"", write(old, SHANGHAI)),
                format!("\"{name}\":\"{}\"", write(new.unwrap_or(old), offset)),
            ),
            Patch::Time { old: None, .. } => continue,
            Patch::Title { old, new, en, zh } => {
                if old != new {
                    out = out.replacen(
                        &format!("\"title\":{}", literal(Some(old))),
                        &format!("\"title\":{}", literal(Some(new))),
                        1,
                    );
                }
                let Some(zh) = zh else { continue };
                let en = format!("\"titleEn\":{}", literal(en));
                (
                    en.clone(),
                    format!("{en},\"titleZh\":{}", literal(Some(zh))),
                )
            }
            Patch::Named { ref old, ref new } => (old.clone(), new.clone()),
            Patch::Featured { old, new, en, zh } => {
                let Some(zh) = zh else { continue };
                let en = list(en);
                (
                    format!("\"featured\":{},\"featuredEn\":{en}", names(old)),
                    format!(
                        "\"featured\":{},\"featuredEn\":{en},\"featuredZh\":{}",
                        names(new),
                        names(zh)
                    ),
                )
            }
        };
        out = out.replacen(&from, &to, 1);
    }
    out
}

/// Writes an event's JSON with `status` filled in.
pub(crate) fn write_event(out: &mut Vec<u8>, entry: &Entry, status: Status) {
    out.extend_from_slice(entry.head.as_bytes());
    out.extend_from_slice(status.as_str().as_bytes());
    out.extend_from_slice(entry.tail.as_bytes());
}

/// The most bytes [`write_event`] writes for an event split into `head` and `tail`.
pub(super) fn event_len(head: &str, tail: &str) -> usize {
    head.len() + LONGEST_STATUS + tail.len()
}

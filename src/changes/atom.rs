//! The Atom 1.0 (RFC 4287) form of the changes: the body of `GET /api/v1/changes.atom`.
//!
//! Decisions (also in docs/api.md and `openapi.json`):
//! - One `entry` per record, newest first, with the filters of the JSON resource.
//! - Entry `id`: `tag:endfield-calendar.github.io,2026:change/<record id>` (RFC 4151), from the
//!   record's stable id alone; the feed's `id` is `tag:endfield-calendar.github.io,2026:changes`.
//! - Entry `updated` and `published`: the record's `at`. The feed's `updated`: the newest
//!   record's `at`, or `fallback` (the dataset's time) when the history is empty.
//! - Links are absolute when the face knows the request's origin (`Request::origin`), else
//!   relative to it: `self` is `/api/v1/changes.atom`, `alternate` the JSON resource; an entry
//!   links to the events of its version (`/api/v1/events?version=<key>`). Every link keeps the
//!   query's `server` and `lang` (`kept_query`).
//! - Entry `title`, in words and in the query's `lang` (never a field's wire name): `New: <title>`,
//!   `Removed: <title>`, `Changed: <title> (start moved, end wording changed)`,
//!   `「变更：<title>（结束时间变更）」`; under `lang=en` the item's official English title where there is one.
//!   `content` (text): what the record is about in words (the item's title, its version's number
//!   and name, never an id: `「熔铸申领」 (version 8 “Fireworks Beckon the Stars”) changed.`),
//!   then one line per tracked field in words, before → after, times in the server's zone (a
//!   pool's id is no reader's word: `pool replaced`).
//! - Times are told as every face tells them ([`crate::certainty`]): a time whose hour no source
//!   gives is its date, in a label too; an estimate and an upper bound ("at the latest") are
//!   said. A record's times are told with its own certainty or its item's current one for the
//!   same time, whichever is less certain, and a record without an end tells its item's current
//!   estimate, as such ([`Recorded`]): records written before they said are told right that way.
//!   A label's clock times are on the server's clock, as the entry's other times.

use chrono::{DateTime, Utc};

use super::{CHANGES_ATOM_PATH, CHANGES_PATH, Change, ChangeKind, Field, State, Subject};

use super::Recorded;
use crate::catalog::{phrase, say};
use crate::lang::Locale;
use crate::query::kept_query;
use crate::server::Server;
use crate::v1::TimeField;

/// `Content-Type` of the feed.
pub const CONTENT_TYPE_ATOM: &str = "application/atom+xml; charset=utf-8";

/// The tag URI prefix of the feed and its entries.
const TAG: &str = "tag:endfield-calendar.github.io,2026:";

/// The `id` of a record's entry on `server`: CN's, or the server's name before `change/`.
pub fn entry_id_on(change: &Change, server: Server) -> String {
    format!("{}change/{}", tag(server), iri_segment(&change.id))
}

/// The start of every `id` of a server's feed.
fn tag(server: Server) -> String {
    match server {
        Server::Cn => TAG.into(),
        other => format!("{TAG}{}/", other.as_str()),
    }
}

/// The query that keeps links on `server` and in `lang` ([`kept_query`]; empty for CN in
/// Chinese), after `?` or `&`.
fn server_query(server: Server, lang: Locale, separator: char) -> String {
    let kept = kept_query(lang, server);
    match kept.is_empty() {
        true => kept,
        false => format!("{separator}{kept}"),
    }
}

/// The entry's title, in words and in `lang`: "New: 「春试」特许寻访", "Changed: 「春试」特许寻访
/// (end moved, end wording changed)"; `title` is the item's title in `lang`.
pub fn entry_title(change: &Change, title: &str, lang: Locale) -> String {
    let words = change.changed_words(lang);
    let mut out = format!("{}{title}", change.verb(lang));
    if !words.is_empty() {
        let words = words.join(phrase(lang, "list-join"));
        out = say(
            lang,
            "atom-entry-changed",
            &[
                ("title", out.as_str().into()),
                ("words", words.as_str().into()),
            ],
        );
    }
    out
}

/// Writes everything before the entries.
/// `base` is the origin links start with (`https://host`), or empty for relative links.
pub(crate) fn write_head(
    out: &mut String,
    updated: DateTime<Utc>,
    base: &str,
    (server, lang): (Server, Locale),
) {
    let base = escape(base);
    let query = escape(&server_query(server, lang, '?'));
    out.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    out.push_str("<feed xmlns=\"http://www.w3.org/2005/Atom\">\n");
    element(out, 1, "id", &format!("{}changes", tag(server)));
    element(out, 1, "title", phrase(lang, "atom-title"));
    let zone = crate::certainty::zone_told();
    element(
        out,
        1,
        "subtitle",
        &say(lang, "atom-subtitle", &[("zone", zone.as_str().into())]),
    );
    element(out, 1, "updated", &timestamp(updated));
    out.push_str(&format!(
        "  <link rel=\"self\" type=\"application/atom+xml\" href=\"{base}{CHANGES_ATOM_PATH}{query}\"/>\n"
    ));
    out.push_str(&format!(
        "  <link rel=\"alternate\" type=\"application/json\" href=\"{base}{CHANGES_PATH}{query}\"/>\n"
    ));
    out.push_str(&format!(
        "  <author><name>{}</name></author>\n",
        escape(phrase(lang, "atom-author"))
    ));
    element(out, 1, "generator", "endfield-calendar");
}

/// Writes one record as an `entry`. `current` is what the current dataset (on `server`) says of
/// the record's item, by which its times are told ([`Recorded`]; default: an item it no longer
/// has). `title` is the item's title in `lang`, `version` its version as told
/// ([`crate::certainty::version_named`]) when the dataset has it.
pub(crate) fn write_entry(
    out: &mut String,
    change: &Change,
    current: &Recorded,
    base: &str,
    server: Server,
    (title, version, lang): (&str, Option<&str>, Locale),
) {
    out.push_str("  <entry>\n");
    element(out, 2, "id", &entry_id_on(change, server));
    element(out, 2, "title", &entry_title(change, title, lang));
    element(out, 2, "published", &timestamp(change.at));
    element(out, 2, "updated", &timestamp(change.at));
    out.push_str(&format!(
        "    <link rel=\"alternate\" type=\"application/json\" href=\"{}/api/v1/events?version={}{}\"/>\n",
        escape(base),
        escape(&iri_segment(&change.version_key)),
        escape(&server_query(server, lang, '&'))
    ));
    let term = change.category.map_or("version", |c| c.as_str());
    out.push_str(&format!("    <category term=\"{}\"/>\n", escape(term)));
    out.push_str("    <content type=\"text\">");
    out.push_str(&escape(&about(change, title, version, lang)));
    out.push('\n');
    out.push_str(&escape(&content(change, current, lang)));
    out.push_str("</content>\n");
    out.push_str("  </entry>\n");
}

pub(crate) fn write_tail(out: &mut String) {
    out.push_str("</feed>\n");
}

/// What an entry is about, in words and in `lang`, never by an id: "「细枝申领」 (version 7
/// 「丹青渡」) changed.", 「版本 7「丹青渡」的「细枝申领」有变更。」. `title` is the item's title in
/// `lang`; `version` the version as told, when the dataset has it (of a version's own record,
/// the version itself).
fn about(change: &Change, title: &str, version: Option<&str>, lang: Locale) -> String {
    let kind = match change.kind {
        ChangeKind::Added => "added",
        ChangeKind::Removed => "removed",
        ChangeKind::Changed => "changed",
    };
    let (title, kind) = (title.into(), kind.into());
    match (change.subject, version) {
        (Subject::Event, Some(version)) => say(
            lang,
            "atom-about-event-in-version",
            &[
                ("title", title),
                ("version", version.into()),
                ("kind", kind),
            ],
        ),
        (Subject::Event, None) => say(
            lang,
            "atom-about-event",
            &[("title", title), ("kind", kind)],
        ),
        (Subject::Version, Some(version)) => {
            let version = crate::certainty::capitalized(version);
            say(
                lang,
                "atom-about-version-named",
                &[("version", version.as_str().into()), ("kind", kind)],
            )
        }
        (Subject::Version, None) => say(
            lang,
            "atom-about-version",
            &[("title", title), ("kind", kind)],
        ),
    }
}

/// The text of an entry after what it is about ([`about`]): the tracked fields before → after,
/// the notices, the zone.
fn content(change: &Change, current: &Recorded, lang: Locale) -> String {
    let mut lines = Vec::new();
    // Times as every face tells them (crate::certainty), by the record and the current dataset;
    // `whole`: the item's end beside its start (its current estimate when the record has none),
    // not one side of a change.
    let show_as = |s: &Option<State>, field: Field, whole: bool| -> String {
        let Some(s) = s else {
            return phrase(lang, "atom-nothing").into();
        };
        let text = match field {
            Field::Start => current
                .told(s, TimeField::Start)
                .map(|t| t.in_lang(lang, false)),
            Field::End if whole => current.end(s).map(|t| t.in_lang(lang, false)),
            Field::End => current
                .told(s, TimeField::End)
                .map(|t| t.in_lang(lang, false)),
            Field::EndLabel => current.end_label(s).map(|told| {
                crate::certainty::label_in(&told, &[], current.end_clock(), lang)
                    .unwrap_or_else(|| phrase(lang, "atom-nothing").into())
            }),
            Field::Title => Some(s.title.clone()),
            // The game's internal pool id is no reader's word: the line says the pool changed.
            Field::PoolId => None,
        };
        text.unwrap_or_else(|| phrase(lang, "atom-none").into())
    };
    let show = |s: &Option<State>, field: Field| show_as(s, field, false);
    let fields: Vec<Field> = match change.kind {
        ChangeKind::Changed => change
            .fields
            .iter()
            .filter_map(|f| Field::from_name(f))
            .collect(),
        ChangeKind::Added | ChangeKind::Removed => Field::VERSION.to_vec(),
    };
    for field in fields {
        let name = field.label(lang);
        lines.push(match change.kind {
            ChangeKind::Changed if field == Field::PoolId => field.changed(lang, false).into(),
            ChangeKind::Changed => {
                let (before, after) = (show(&change.before, field), show(&change.after, field));
                let announced = change.before.as_ref().is_some_and(|b| b.end.is_none());
                let name = field.changed(lang, field == Field::End && announced);
                let (name, before, after) =
                    (name.into(), before.as_str().into(), after.as_str().into());
                // Told alike, written apart: the earlier text gave the hour the rules hide.
                if before == after {
                    say(
                        lang,
                        "atom-line-hour-hidden",
                        &[("name", name), ("after", after)],
                    )
                } else {
                    say(
                        lang,
                        "atom-line-moved",
                        &[("name", name), ("before", before), ("after", after)],
                    )
                }
            }
            ChangeKind::Added | ChangeKind::Removed => {
                let state = if change.kind == ChangeKind::Added {
                    &change.after
                } else {
                    &change.before
                };
                let value = show_as(state, field, true);
                say(
                    lang,
                    "atom-line",
                    &[("name", name.into()), ("value", value.as_str().into())],
                )
            }
        });
    }
    if !change.notices.is_empty() {
        let cited: Vec<String> = change
            .notices
            .iter()
            .map(|n| format!("{} cid {}", n.server, n.cid))
            .collect();
        let cited = cited.join(", ");
        lines.push(say(
            lang,
            "atom-notices",
            &[("notices", cited.as_str().into())],
        ));
    }
    let zone = crate::certainty::zone_told();
    lines.push(say(
        lang,
        "atom-times-in",
        &[("zone", zone.as_str().into())],
    ));
    lines.join("\n")
}

fn element(out: &mut String, depth: usize, name: &str, text: &str) {
    out.push_str(&"  ".repeat(depth));
    out.push_str(&format!("<{name}>{}</{name}>\n", escape(text)));
}

/// An RFC 3339 timestamp in +08:00, as every time of the API.
fn timestamp(time: DateTime<Utc>) -> String {
    crate::time::format(time)
}

/// Escapes character data and attribute values; drops characters XML 1.0 cannot hold.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c.is_control() || matches!(c, '\u{FFFE}' | '\u{FFFF}') => {}
            c => out.push(c),
        }
    }
    out
}

/// Percent-encodes everything but RFC 3986's unreserved characters.
fn iri_segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::v1::Category;

    #[test]
    fn escapes_markup_and_drops_what_xml_cannot_hold() {
        assert_eq!(
            escape("a<b>&\"c\" 'd'\u{1}\u{FFFF}「e」\n"),
            "a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos;「e」\n"
        );
        assert_eq!(iri_segment("a b/「c」"), "a%20b%2F%E3%80%8Cc%E3%80%8D");
    }

    #[test]
    fn an_entry_names_the_official_notices_of_its_change() {
        let json = r#"{"id":"20261126T000000Z-version-version-8","at":"2026-11-26T08:00:00+08:00",
            "kind":"added","subject":"version","key":"version-8","versionKey":"version-8",
            "category":null,"title":"试炼之春","fields":[],"before":null,
            "after":{"title":"试炼之春","start":"2026-11-26T12:00:00+08:00","end":null,
            "poolId":null,"endLabel":null},"notices":[{"server":"cn","cid":"4001"}]}"#;
        let mut change: Change = serde_json::from_str(json).unwrap();
        let gone = Recorded::default();
        assert!(content(&change, &gone, Locale::En).contains("Official notice: cn cid 4001."));
        change.notices.clear();
        assert!(!content(&change, &gone, Locale::En).contains("Official notice"));
    }

    #[test]
    fn an_unconfirmed_hour_is_a_date_in_an_entry() {
        let json = r#"{"id":"20261124T120000Z-version-version-7","at":"2026-11-24T20:00:00+08:00",
            "kind":"changed","subject":"version","key":"version-7","versionKey":"version-7",
            "category":null,"title":"丹青渡","fields":["end"],
            "before":{"title":"丹青渡","start":"2026-10-15T12:00:00+08:00","end":null,
            "poolId":null,"endLabel":null},
            "after":{"title":"丹青渡","start":"2026-10-15T12:00:00+08:00",
            "end":"2026-11-26T06:00:00+08:00","poolId":null,"endLabel":null,
            "hourUnconfirmed":["end"]}}"#;
        let change: Change = serde_json::from_str(json).unwrap();
        let text = content(&change, &Recorded::default(), Locale::En);
        assert!(
            text.contains("end announced: none → Nov 26, 2026, time TBC"),
            "{text}"
        );
        assert!(!text.contains("06:00"), "{text}");
        // In English, English words only (issue 48: no 时间未定 pairs).
        assert!(!text.contains('时'), "{text}");
        let zh = content(&change, &Recorded::default(), Locale::ZhCn);
        assert!(zh.contains("2026年11月26日（时间未定）"), "{zh}");
    }

    #[test]
    fn a_record_without_hour_unconfirmed_is_read_with_the_current_certainty() {
        // Written before records said which hours are unconfirmed: the end was moved from a
        // time the dataset no longer holds to version 7's end, whose hour it does not confirm.
        let json = r#"{"id":"20261122T040000Z-event-p1","at":"2026-11-22T12:00:00+08:00",
            "kind":"changed","subject":"event","key":"p1","versionKey":"version-7",
            "category":"arsenal","title":"「细枝申领」","fields":["end","endLabel"],
            "before":{"title":"「细枝申领」","start":"2026-10-29T12:00:00+08:00",
            "end":"2026-11-19T11:59:00+08:00","poolId":null,"endLabel":null},
            "after":{"title":"「细枝申领」","start":"2026-10-29T12:00:00+08:00",
            "end":"2026-11-26T06:00:00+08:00","poolId":null,
            "endLabel":"结束时间未公布（最晚至 2026-11-26 06:00）"}}"#;
        let change: Change = serde_json::from_str(json).unwrap();
        // The item now: its end, at `end`, hour unconfirmed (and `start`, confirmed).
        let now = |start: &str, end: &str| {
            let mut event =
                crate::testing::event("p1", "version-7", Category::Arsenal, start, Some(end));
            event.source_meta.hour_unconfirmed = vec![TimeField::End];
            Recorded::event(&event)
        };
        // Without the current dataset's word, the record is told as it was written.
        assert!(content(&change, &Recorded::default(), Locale::En).contains("06:00"));
        let current = now("2026-10-29T12:00:00+08:00", "2026-11-26T06:00:00+08:00");
        let text = content(&change, &current, Locale::En);
        assert!(
            text.contains(
                "end moved: Nov 19, 2026, 11:59 → Nov 26, 2026, time TBC (at the latest)"
            ),
            "{text}"
        );
        assert!(
            text.contains("end not announced; at the latest Nov 26, 2026, time TBC"),
            "{text}"
        );
        let zh = content(&change, &current, Locale::ZhCn);
        assert!(zh.contains("最晚至 2026年11月26日 时间未定"), "{zh}");
        assert!(!text.contains("06:00"), "{text}");
        // A label whose change was only that hour says so rather than `A → A`.
        let mut relabelled = change.clone();
        relabelled.fields = vec!["endLabel".into()];
        if let Some(before) = relabelled.before.as_mut() {
            before.end_label = Some("结束时间未公布（最晚至 2026-11-26 06:00）".into());
        }
        if let Some(after) = relabelled.after.as_mut() {
            after.end_label = Some("结束时间未公布（最晚至 2026-11-26 时间未定）".into());
        }
        let text = content(&relabelled, &current, Locale::En);
        assert!(
            text.contains(
                "end wording changed: end not announced; at the latest Nov 26, 2026, time TBC \
                 (before, it gave an hour no source confirms)"
            ),
            "{text}"
        );
        // The same field at another time is not the dataset's to judge.
        let moved = now("2026-10-29T12:00:00+08:00", "2026-11-27T06:00:00+08:00");
        assert!(content(&change, &moved, Locale::En).contains("Nov 26, 2026, 06:00"));
        // Nor is another field at the same time: the item's start is 06:00, its hour unconfirmed.
        let mut event = crate::testing::event(
            "p1",
            "version-7",
            Category::Arsenal,
            "2026-11-26T06:00:00+08:00",
            None,
        );
        event.source_meta.hour_unconfirmed = vec![TimeField::Start];
        let start = Recorded::event(&event);
        assert!(content(&change, &start, Locale::En).contains("→ Nov 26, 2026, 06:00"));
    }

    #[test]
    fn an_entry_tells_an_end_as_every_face_does() {
        let record = |key: &str, end: &str, label: &str| {
            let json = format!(
                r#"{{"id":"20261122T040000Z-event-{key}","at":"2026-11-22T12:00:00+08:00",
                "kind":"added","subject":"event","key":"{key}","versionKey":"version-7",
                "category":"arsenal","title":"{key}","fields":[],"before":null,
                "after":{{"title":"{key}","start":"2026-10-15T12:00:00+08:00","end":{end},
                "poolId":null,"endLabel":"{label}"}}}}"#
            );
            serde_json::from_str::<Change>(&json).unwrap()
        };
        // Added without an end, whose end is now an estimate: the estimate, as such.
        let zhuanyu = record(
            "z",
            "null",
            "于3次「特许寻访」后结束（暂定 2026-12-17 12:00）",
        );
        let mut event = crate::testing::event(
            "z",
            "version-7",
            Category::Arsenal,
            "2026-10-15T12:00:00+08:00",
            None,
        );
        event.source_meta.estimated_end = crate::time::parse("2026-12-17T12:00:00+08:00");
        let text = content(&zhuanyu, &Recorded::event(&event), Locale::En);
        assert!(
            text.contains("End: Dec 17, 2026, 12:00 (estimated)"),
            "{text}"
        );
        // An end its label bounds is told at the latest, in the record and by the item now.
        let label = "结束时间未公布（最晚至 2026-03-29 10:00）";
        let forge = record("f", r#""2026-03-29T10:00:00+08:00""#, label);
        let text = content(&forge, &Recorded::default(), Locale::En);
        assert!(
            text.contains("End: Mar 29, 2026, 10:00 (at the latest)"),
            "{text}"
        );
    }
}

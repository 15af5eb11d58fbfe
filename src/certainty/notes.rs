//! The generator's Chinese notes told in a reader's language: an event's `sourceNote` (its
//! clauses, `；`-joined, as generator/src/merge/ writes them) and its start label (the official
//! wording the generator quotes, `「…」版本更新后开启`). In Chinese each is told as written; in
//! any other language each known form in the catalog's words, the names it quotes as the
//! language names them (the official English title where there is one); a form not known is
//! left out, never told in Chinese. Also the zone as a reader is told it ([`zone_told`]).

use crate::catalog::say;
use crate::lang::Locale;
use crate::time;
use crate::v1::Version;

/// The name of the zone times are written in, for a person: its IANA name where it is a place
/// (`Asia/Shanghai`), else its offset (`UTC−5`, never `Etc/GMT+5`, whose sign reads backwards).
/// A machine field (`timeZone`, `TZID`) keeps the IANA name.
pub fn zone_told() -> String {
    let name = time::zone().name;
    match name.starts_with("Etc/") {
        true => time::offset_name().replace('-', "\u{2212}"),
        false => name.to_string(),
    }
}

/// A version's title as `lang` names it ([`crate::names`]), from its Chinese title as a note
/// quotes it.
fn version_title(zh: &str, versions: &[Version], lang: Locale) -> String {
    let version = versions
        .iter()
        .find(|v| v.title_zh.as_deref().unwrap_or(&v.title) == zh || v.title == zh);
    version
        .map_or(zh, |v| crate::names::version_title(v, lang).text)
        .to_string()
}

/// `sourceNote` in `lang`: as written in Chinese; else each clause in the catalog's words,
/// `None` when a clause is not a form the generator writes.
pub fn source_note_in(note: &str, versions: &[Version], lang: Locale) -> Option<String> {
    if lang.pair() == Locale::ZhCn {
        return Some(note.to_string());
    }
    let mut told = Vec::new();
    for clause in note.trim_end_matches('。').split('；') {
        told.push(clause_in(clause.trim(), versions, lang)?);
    }
    Some(told.join(" "))
}

/// One clause of a `sourceNote` (the generator's wording: machine strings read, never told).
fn clause_in(clause: &str, versions: &[Version], lang: Locale) -> Option<String> {
    let fixed = match clause {
        "结束时间未公布，此处以所属版本的结束时间为上限" => {
            Some("note-end-capped-by-version")
        }
        "结束时间未公布，此处为来源允许的最晚结束时间（上限）" => {
            Some("note-end-latest-allowed")
        }
        "开始时间的具体小时未经确认" => Some("note-start-hour-unconfirmed"),
        "结束时间的具体小时未经确认" => Some("note-end-hour-unconfirmed"),
        "开始与结束时间的具体小时未经确认" => Some("note-hours-unconfirmed"),
        _ => None,
    };
    if let Some(id) = fixed {
        return Some(say(lang, id, &[]));
    }
    let rule = clause.strip_prefix("结束时间由官方规则推算：")?;
    if let Some(title) = rule
        .strip_prefix('「')
        .and_then(|r| r.strip_suffix("」版本结束（下一版本更新维护开始）"))
    {
        let title = version_title(title, versions, lang);
        return Some(say(
            lang,
            "note-end-by-version-rule",
            &[("version", title.as_str().into())],
        ));
    }
    // 自「A」特许寻访起第N个特许寻访为「B」特许寻访，随其结束
    let rest = rule.strip_prefix("自「")?;
    let (from, rest) = rest.split_once("」特许寻访起第")?;
    let (count, rest) = rest.split_once("个特许寻访为「")?;
    let (with, _) = rest.split_once("」特许寻访，随其结束")?;
    let count: u32 = count.parse().ok()?;
    Some(say(
        lang,
        "note-end-by-headhunting-rule",
        &[
            ("from", from.into()),
            ("count", count.into()),
            ("with", with.into()),
        ],
    ))
}

/// A start label (already told, [`super::start_label`]) in `lang`: as written in Chinese; else
/// a form the generator quotes in the catalog's words, `None` for any other.
pub fn start_label_in(label: &str, versions: &[Version], lang: Locale) -> Option<String> {
    if lang.pair() == Locale::ZhCn {
        return Some(label.to_string());
    }
    if label == "版本开启后" {
        return Some(say(lang, "start-after-version", &[]));
    }
    let rest = label.strip_prefix('「')?;
    let (title, form) = rest.split_once('」')?;
    let version = version_title(title, versions, lang);
    let version = version.as_str().into();
    match form {
        "版本开启后" => Some(say(
            lang,
            "start-after-version-named",
            &[("version", version)],
        )),
        "版本更新后开启" => Some(say(lang, "start-after-update", &[("version", version)])),
        "版本开启后常驻开放" => {
            Some(say(lang, "start-permanent-from", &[("version", version)]))
        }
        _ => None,
    }
}

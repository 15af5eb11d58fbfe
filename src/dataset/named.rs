//! `named` in any asked locale, on a view cached per names' pair ([`Locale::pair`]): a view's
//! fragments carry `named` in its pair's locale, and the pair's path writes them as they are. A
//! request in another locale writes each fragment around its `named` member (found by its name,
//! skipped to the end of its object) and, in its place, the item's `named` in the asked locale,
//! written straight into the body from the typed item ([`crate::names`]). Nothing is kept per
//! locale (no view, no fragment: the resident memory of 14 locales is that of their pairs), no
//! fragment is copied and no pair's `named` is rendered to be replaced.

use std::borrow::Cow;
use std::ops::Range;

use super::fragments;
use super::{Dataset, Entry};
use crate::lang::Locale;
use crate::names::Named;
use crate::v1::Status;

/// The member `named` begins with, as serde writes it: its name can only be a member's there
/// (inside a JSON string every quote is escaped).
const MEMBER: &str = "\"named\":";

/// Whether the fragments of a view for `lang` (its pair's) carry `named` in `lang` already.
fn as_rendered(lang: Locale) -> bool {
    lang == lang.pair()
}

/// Where `named` (its name and its object) is in `text`, if it is.
fn member(text: &str) -> Option<Range<usize>> {
    let start = text.find(MEMBER)?;
    let object = start + MEMBER.len();
    let len = value_len(text.get(object..)?)?;
    Some(start..object + len)
}

/// The length of the JSON object or array `text` starts with: its brackets counted outside its
/// strings (whose escapes are skipped).
fn value_len(text: &str) -> Option<usize> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, byte) in text.bytes().enumerate() {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// Writes `text`, its `named` member (if any) replaced by what `named` writes.
fn write_around(out: &mut Vec<u8>, text: &str, named: &mut Option<impl FnOnce(&mut Vec<u8>)>) {
    let around = member(text).and_then(|at| Some((text.get(..at.start)?, text.get(at.end..)?)));
    match (around, named.take()) {
        (Some((before, after)), Some(write)) => {
            out.extend_from_slice(before.as_bytes());
            write(out);
            out.extend_from_slice(after.as_bytes());
        }
        (_, write) => {
            *named = write;
            out.extend_from_slice(text.as_bytes());
        }
    }
}

/// One name as serde writes a [`crate::v1::Named`].
fn write_one(out: &mut Vec<u8>, named: Named<'_>) {
    out.extend_from_slice(br#"{"text":"#);
    // Writing a string into a `Vec` cannot fail.
    let _ = serde_json::to_writer(&mut *out, named.text);
    out.extend_from_slice(br#","locale":""#);
    out.extend_from_slice(named.locale.tag().as_bytes());
    out.extend_from_slice(br#"","official":"#);
    out.extend_from_slice(if named.official { b"true" } else { b"false" });
    out.push(b'}');
}

/// `named` (its member name included) of a title and, for an event, its featured names, as
/// serde writes a [`crate::v1::EventNamed`] or a [`crate::v1::VersionNamed`].
fn write_named(out: &mut Vec<u8>, title: Named<'_>, featured: Option<Vec<Named<'_>>>) {
    out.extend_from_slice(MEMBER.as_bytes());
    out.extend_from_slice(br#"{"title":"#);
    write_one(out, title);
    if let Some(featured) = featured {
        out.extend_from_slice(br#","featured":["#);
        for (i, name) in featured.into_iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            write_one(out, name);
        }
        out.push(b']');
    }
    out.push(b'}');
}

impl Dataset {
    /// Writes the event at `index` (of [`Dataset::entries`] and [`Dataset::events`]) with
    /// `status`, its `named` in `lang`.
    pub(crate) fn write_event_in(
        &self,
        out: &mut Vec<u8>,
        index: usize,
        entry: &Entry,
        status: Status,
        lang: Locale,
    ) {
        // The pair's path never reads the typed document (a baked dataset's is read lazily).
        let event = match as_rendered(lang) {
            true => None,
            false => self.events().get(index),
        };
        let Some(event) = event else {
            return fragments::write_event(out, entry, status);
        };
        let mut named = Some(|out: &mut Vec<u8>| {
            let featured = crate::names::featured(event, lang);
            write_named(out, crate::names::event_title(event, lang), Some(featured));
        });
        write_around(out, &entry.head, &mut named);
        out.extend_from_slice(status.as_str().as_bytes());
        write_around(out, &entry.tail, &mut named);
    }

    /// The JSON of the version at `index` (of [`Dataset::version_entries`] and
    /// [`Dataset::versions`]), its `named` in `lang`.
    pub(crate) fn version_json_in(&self, index: usize, lang: Locale) -> Option<Cow<'_, str>> {
        let json = &self.version_entries().get(index)?.json;
        let version = match as_rendered(lang) {
            true => None,
            false => self.versions().get(index),
        };
        let Some(version) = version else {
            return Some(Cow::Borrowed(json));
        };
        let mut out = Vec::with_capacity(json.len() + 64);
        let mut named = Some(|out: &mut Vec<u8>| {
            write_named(out, crate::names::version_title(version, lang), None);
        });
        write_around(&mut out, json, &mut named);
        // Written from a string and JSON the library wrote: always UTF-8.
        String::from_utf8(out).ok().map(Cow::Owned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_member_is_found_whole_whatever_its_strings_hold() {
        let text = r#"{"a":"\"named\":{","named":{"title":{"text":"x}\"]","locale":"en"},"featured":[{"text":"[{"}]},"b":1}"#;
        let at = member(text).unwrap();
        assert_eq!(
            &text[at.clone()],
            r#""named":{"title":{"text":"x}\"]","locale":"en"},"featured":[{"text":"[{"}]}"#
        );
        assert_eq!(&text[at.end..], r#","b":1}"#);
        assert_eq!(member(r#"{"named":{"title":{"#), None, "unclosed");
        assert_eq!(member(r#"{"title":"named"}"#), None);
    }
}

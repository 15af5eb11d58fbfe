//! The rules a document must meet to be served, beyond its types.

use std::collections::HashSet;

use super::DatasetError;
use crate::lang::Locale;
use crate::v1;

pub(super) fn document(document: &v1::Document) -> Result<(), DatasetError> {
    // Served, it would answer `activeVersionKey: ""` and place no event.
    if document.data.versions.is_empty() {
        return Err(DatasetError::Field {
            path: "data.versions".into(),
            message: "is empty: a dataset needs at least one version".into(),
        });
    }
    let mut keys = HashSet::new();
    for version in &document.data.versions {
        let fail = |field: &str, message: String| DatasetError::Version {
            key: version.version_key.clone(),
            field: field.into(),
            message,
        };
        if !is_version_key(&version.version_key) {
            return Err(fail(
                "versionKey",
                "must have the form `version-<number>`".into(),
            ));
        }
        if !keys.insert(version.version_key.as_str()) {
            return Err(fail("versionKey", "appears more than once".into()));
        }
        if let Some(message) = names_problem(&version.names, None) {
            return Err(fail("names", message));
        }
        if version.ends_at.is_some_and(|end| end <= version.starts_at) {
            return Err(fail("endsAt", "must be later than `startsAt`".into()));
        }
    }
    let mut ids = HashSet::new();
    for event in &document.data.events {
        let fail = |field: &str, message: &str| DatasetError::Event {
            id: event.id.clone(),
            field: field.into(),
            message: message.into(),
        };
        if !ids.insert(event.id.as_str()) {
            return Err(fail("id", "appears more than once"));
        }
        if !keys.contains(event.version_key.as_str()) {
            return Err(unknown_version(event));
        }
        if !is_event_id(&event.id) {
            return Err(fail(
                "id",
                "must be 1 to 128 ASCII letters, digits, `_`, `.` or `-`, starting with a letter \
                 or digit",
            ));
        }
        if event.end.is_some_and(|end| end <= event.start) {
            return Err(fail("end", "must be later than `start`"));
        }
        if !event.featured_en.is_empty() && event.featured_en.len() != event.featured.len() {
            return Err(fail(
                "featuredEn",
                "must name as many units as `featured`, in its order (`null` where no English \
                 name is known), or be empty",
            ));
        }
        if let Some(message) = names_problem(&event.names, Some(event.featured.len())) {
            return Err(fail("names", &message));
        }
        if event.image.as_deref().is_some_and(|url| !is_https_url(url)) {
            return Err(fail(
                "image",
                "must be an absolute `https://` URL with a host",
            ));
        }
        if !is_hex_colour(&event.color) {
            return Err(fail("color", "must be a `#rrggbb` colour in lower case"));
        }
        if event
            .event_ink
            .as_deref()
            .is_some_and(|ink| !is_hex_colour(ink))
        {
            return Err(fail("eventInk", "must be a `#rrggbb` colour in lower case"));
        }
        let tentative_end = event.source_meta.estimated.contains(&v1::TimeField::End);
        if tentative_end != event.source_meta.estimated_end.is_some() {
            return Err(fail(
                "sourceMeta.estimatedEnd",
                "is given exactly when `sourceMeta.estimated` lists `end`",
            ));
        }
        let has_end = event.end.is_some() || event.source_meta.estimated_end.is_some();
        if event
            .source_meta
            .time_kinds
            .is_some_and(|kinds| kinds.end.is_some() != has_end)
        {
            return Err(fail(
                "sourceMeta.timeKinds.end",
                "is given exactly when `end` or `sourceMeta.estimatedEnd` is",
            ));
        }
    }
    Ok(())
}

/// What is wrong with an item's `names`, if anything: each key the tag of a locale other than
/// `zh` and `en` (whose names are `title` and `titleEn`), each name non-empty with a `cid` of
/// digits, something recorded, and `featured` as long as the item's (`featured`: `None` for a
/// version, which has none).
fn names_problem(names: &v1::LocaleNames, featured: Option<usize>) -> Option<String> {
    for (tag, recorded) in names.iter() {
        let locale = Locale::from_tag(tag).filter(|l| l.tag() == tag);
        if locale.is_none_or(|l| matches!(l, Locale::ZhCn | Locale::En)) {
            return Some(format!(
                "`{tag}` is not the tag of a locale other than `zh` and `en`"
            ));
        }
        let all = recorded
            .title
            .iter()
            .chain(recorded.featured.iter().flatten());
        for name in all {
            if name.name.trim().is_empty() || name.name.trim() != name.name {
                return Some(format!(
                    "`{tag}`: a name is not empty and has no surrounding spaces"
                ));
            }
            if name.cid.is_empty()
                || name.cid.len() > 8
                || !name.cid.bytes().all(|b| b.is_ascii_digit())
            {
                return Some(format!("`{tag}`: a `cid` is 1 to 8 digits"));
            }
        }
        if recorded.title.is_none() && recorded.featured.iter().all(Option::is_none) {
            return Some(format!("`{tag}` records no name"));
        }
        let length = recorded.featured.len();
        if length != 0 && Some(length) != featured {
            return Some(format!(
                "`{tag}.featured` must name as many units as `featured`, in its order, or be left out"
            ));
        }
    }
    None
}

/// The documented form of an event id (`Event.id` in `openapi.json`): 1 to 128 ASCII letters,
/// digits, `_`, `.` and `-`, the first a letter or digit. Safe as is in URLs, iCalendar `UID`s,
/// HTML and file names.
pub fn is_event_id(id: &str) -> bool {
    id.len() <= 128
        && id.bytes().next().is_some_and(|b| b.is_ascii_alphanumeric())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
}

/// An absolute `https` URL with a host and no user info, written in printable ASCII without the
/// characters a URL must escape (spaces, quotes, angle brackets, backslash…): what the
/// generator publishes (`url::Url` serialises so), checked again when a server loads a file.
pub fn is_https_url(text: &str) -> bool {
    let Some(rest) = text.strip_prefix("https://") else {
        return false;
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    text.len() <= 2048
        && !authority.is_empty()
        && !authority.contains('@')
        && !authority.starts_with(':')
        && text.bytes().all(|b| {
            b.is_ascii_graphic()
                && !matches!(
                    b,
                    b'"' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|' | b'}'
                )
        })
}

/// `#rrggbb` in lower case, as `openapi.json` documents `color` and `eventInk`.
pub fn is_hex_colour(text: &str) -> bool {
    text.strip_prefix('#').is_some_and(|hex| {
        hex.len() == 6 && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    })
}

/// `version-<number>`, where the number is digits, possibly dotted (`version-5`, `version-1.4`).
pub(crate) fn is_version_key(key: &str) -> bool {
    key.strip_prefix("version-").is_some_and(is_version_number)
}

/// Digits, possibly dotted: `5`, `1.4`.
pub fn is_version_number(number: &str) -> bool {
    !number.is_empty()
        && number
            .split('.')
            .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
}

pub(super) fn unknown_version(event: &v1::Event) -> DatasetError {
    DatasetError::Event {
        id: event.id.clone(),
        field: "versionKey".into(),
        message: format!("version `{}` is not in the dataset", event.version_key),
    }
}

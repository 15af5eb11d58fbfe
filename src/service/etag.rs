//! Entity tags for conditional requests: a cheap hash of what a response means, and the weak
//! comparison of `If-None-Match` (RFC 9110, 8.8.3 and 13.1.2).
//!
//! A tag is never computed from the response body. It hashes the dataset's fingerprint (taken
//! once when the dataset is assembled), the representation, the applied filters and, per
//! returned event, its index and whatever of it depends on the request time. So it changes
//! exactly when the meaning of the response changes, and never because of `generatedAt`. The
//! page and the changes resources start their tags here too ([`start`]).

use chrono::{DateTime, Utc};

use super::paths::Representation;
use super::select::Selected;
use crate::dataset::Dataset;
use crate::hash::Hasher;
use crate::query::Query;

/// Part of every tag: bump it when the bytes written for the same data and filters change (a new
/// field, a different ICS layout), so that clients holding an old tag get the new form.
const FORMAT_REVISION: u64 = 13;

/// Starts a tag from the fingerprint of what the response shows (a dataset's, a history's).
pub(crate) fn start(fingerprint: u64) -> Hasher {
    let mut hasher = Hasher::seeded(FORMAT_REVISION);
    hasher.word(fingerprint);
    hasher
}

/// The tag of a file built into the server: a hash of its bytes.
pub(crate) fn of_file(bytes: &[u8]) -> String {
    let mut hasher = Hasher::seeded(FORMAT_REVISION);
    hasher.bytes(bytes);
    format(hasher)
}

/// The weak entity tag of a hash: `W/"` and 16 hex digits and `"`.
pub(crate) fn format(hasher: Hasher) -> String {
    // Written by hand: the formatting machinery costs more than the hash (on every page).
    let hash = hasher.finish();
    let mut tag = String::with_capacity(20);
    tag.push_str("W/\"");
    for shift in (0..16).rev() {
        let digit = (hash >> (shift * 4)) & 0xf;
        tag.push(char::from_digit(digit as u32, 16).unwrap_or('0'));
    }
    tag.push('"');
    tag
}

/// The tag of an events response being computed alongside (or instead of) its body.
#[derive(Debug)]
pub(super) struct Tag {
    hasher: Hasher,
    representation: Representation,
    count: u64,
}

impl Tag {
    /// Starts the tag of a response: everything but the selected events.
    pub(super) fn new(
        dataset: &Dataset,
        representation: Representation,
        query: &Query,
        now: DateTime<Utc>,
    ) -> Tag {
        let mut hasher = start(dataset.fingerprint());
        hasher.word(representation as u64);
        hasher.word(query.version.map_or(u64::MAX, |v| v.get() as u64));
        hasher.word(query.categories.bits().into());
        // The view names the names' language (`Locale::pair`); a locale beside it, its words.
        if query.lang != query.lang.pair() {
            hasher.bytes(query.lang.tag().as_bytes());
        }
        hasher.word(query.status.map_or(u64::MAX, |s| s as u64));
        hasher.instant(query.from);
        hasher.instant(query.to);
        for name in &query.featured {
            hasher.bytes(name.as_bytes());
        }
        // Both say whether the data is behind (`source.behind`, the feed's description); which
        // version and since when, the fingerprint fixes.
        hasher.word(u64::from(dataset.behind_at(now).is_some()));
        if representation == Representation::Json {
            hasher.bytes(dataset.active_version_key(now).as_bytes());
        } else {
            query
                .reminders
                .words()
                .into_iter()
                .for_each(|w| hasher.word(w));
        }
        Tag {
            hasher,
            representation,
            count: 0,
        }
    }

    /// Adds a returned event: which one and, in JSON, its status. The feed does not show the
    /// status, so its tag does not change when only a status does.
    pub(super) fn event(&mut self, selected: &Selected<'_>) {
        let index = selected.index as u64;
        self.hasher.word(match self.representation {
            Representation::Json => index << 2 | selected.status as u64,
            Representation::Calendar => index,
        });
        self.count += 1;
    }

    pub(super) fn finish(mut self) -> String {
        self.hasher.word(self.count);
        format(self.hasher)
    }
}

/// Whether an `If-None-Match` field value matches the current tag, by weak comparison: `*`
/// matches any current representation, and `W/"x"` matches `"x"` either way round. A malformed
/// field matches nothing, so the client simply gets the full response.
pub(crate) fn if_none_match(field: &str, etag: &str) -> bool {
    let current = opaque(etag);
    // Our tags contain no commas, so splitting on them cannot cut one of ours in two; a foreign
    // tag with a comma inside can only fail to match, which is the safe way to be wrong.
    field
        .split(',')
        .map(str::trim)
        .any(|candidate| candidate == "*" || opaque(candidate) == current)
}

/// The opaque part of an entity tag (`"…"`), without the weakness indicator.
fn opaque(tag: &str) -> &str {
    tag.strip_prefix("W/").unwrap_or(tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn etag_is_weak_and_quoted() {
        let tag = format(Hasher::new());
        assert!(tag.starts_with("W/\"") && tag.ends_with('"'), "{tag}");
        assert_eq!(tag.len(), 2 + 1 + 16 + 1);
        // The digits are the hash's, in lower-case hex, leading zeros kept.
        for word in [0, 1, 0xabc, u64::MAX, 0x0123_4567_89ab_cdef] {
            let mut hasher = Hasher::new();
            hasher.word(word);
            let tag = format(hasher);
            assert_eq!(tag, std::format!("W/\"{:016x}\"", hasher.finish()));
        }
    }

    fn check(field: &str, expected: bool) {
        assert_eq!(
            if_none_match(field, r#"W/"00ff""#),
            expected,
            "If-None-Match: {field}"
        );
    }

    #[test]
    fn if_none_match_uses_weak_comparison_over_a_list() {
        check(r#"W/"00ff""#, true);
        check(r#""00ff""#, true);
        check(r#"W/"0000", W/"00ff""#, true);
        check(r#"W/"0000",W/"00ff""#, true);
        check("*", true);
        check(r#"W/"0000""#, false);
        check(r#"W/"00FF""#, false);
        check("00ff", false);
        check("", false);
        check(r#"W/"00ff"#, false);
    }
}

//! Entity tags for conditional requests: a cheap hash of what a response means, and the weak
//! comparison of `If-None-Match` (RFC 9110, 8.8.3 and 13.1.2).
//!
//! A tag is never computed from the response body. It hashes the dataset's fingerprint (taken
//! once at load), the representation, the applied filters and, per returned event, its index
//! and whatever of it depends on the request time. So it changes exactly when the meaning of the
//! response changes, and never because of `generatedAt`.
//!
//! The hash is deterministic (no random keys): every server process and Worker isolate running
//! the same build gives the same tag for the same response, so a tag from one is good at another.

use crate::dataset::Dataset;
use crate::time;

/// Part of every tag: bump it when the bytes written for the same data and filters change (a new
/// field, a different ICS layout), so that clients holding an old tag get the new form.
const FORMAT_REVISION: u64 = 1;

/// A 64-bit streaming hash: word-at-a-time multiply-rotate mixing (as FxHash) with a final
/// avalanche (splitmix64's finaliser). Each step is a bijection of the state for a fixed input
/// word and of the word for a fixed state, so two inputs that differ in a single word always give
/// different results. Not a cryptographic hash: a tag only has to tell versions of one response
/// apart, and nobody gains by forging one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hasher(u64);

impl Hasher {
    const K: u64 = 0x517c_c1b7_2722_0a95;

    pub(crate) fn new() -> Hasher {
        Hasher(FORMAT_REVISION)
    }

    /// Continues from an earlier hash, such as the dataset's fingerprint.
    pub(crate) fn resume(from: u64) -> Hasher {
        let mut hasher = Hasher::new();
        hasher.word(from);
        hasher
    }

    pub(crate) fn word(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::K);
    }

    /// Hashes bytes eight at a time, then their length, so that `"ab"`+`"c"` and `"a"`+`"bc"`
    /// differ.
    pub(crate) fn bytes(&mut self, bytes: &[u8]) {
        let (words, rest) = bytes.as_chunks::<8>();
        for word in words {
            self.word(u64::from_le_bytes(*word));
        }
        let mut last = [0u8; 8];
        for (slot, byte) in last.iter_mut().zip(rest) {
            *slot = *byte;
        }
        self.word(u64::from_le_bytes(last));
        self.word(bytes.len() as u64);
    }

    pub(crate) fn finish(self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The weak entity tag of the hash: `W/"` and 16 hex digits and `"`.
    pub(crate) fn etag(self) -> String {
        format!("W/\"{:016x}\"", self.finish())
    }
}

/// The fingerprint of a dataset: a hash of everything in it a response can show (the source,
/// the versions, every event, and `generatedAt`, which the feed's `DTSTAMP` may use). Taken once
/// at load, over the fragments the dataset pre-rendered.
pub(crate) fn fingerprint(dataset: &Dataset) -> u64 {
    let mut hasher = Hasher::new();
    hasher.bytes(dataset.source_json.as_bytes());
    hasher.bytes(time::format(dataset.generated_at).as_bytes());
    for version in &dataset.versions {
        hasher.bytes(version.json.as_bytes());
    }
    for entry in &dataset.entries {
        hasher.bytes(entry.head.as_bytes());
        hasher.bytes(entry.tail.as_bytes());
    }
    hasher.finish()
}

/// Whether an `If-None-Match` field value matches the current tag, by weak comparison: `*`
/// matches any current representation, and `W/"x"` matches `"x"` either way round. A malformed
/// field matches nothing, so the client simply gets the full response.
pub fn if_none_match(field: &str, etag: &str) -> bool {
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
    fn hash_is_deterministic_and_order_sensitive() {
        let hash = |parts: &[&[u8]]| {
            let mut h = Hasher::new();
            for p in parts {
                h.bytes(p);
            }
            h.finish()
        };
        assert_eq!(hash(&[b"abc", b"def"]), hash(&[b"abc", b"def"]));
        assert_ne!(hash(&[b"abc", b"def"]), hash(&[b"def", b"abc"]));
        assert_ne!(hash(&[b"ab", b"cdef"]), hash(&[b"abc", b"def"]));
        assert_ne!(hash(&[b"abcdefgh1"]), hash(&[b"abcdefgh2"]));
        assert_ne!(hash(&[b""]), hash(&[b"\0"]));
        // Pinned: the tag must not change between builds, hosts or faces of the same code.
        assert_eq!(hash(&[b"endfield"]), 0xa20d_7188_a85c_2eaf);
    }

    #[test]
    fn every_single_word_change_changes_the_hash() {
        let base = [1u64, 2, 3, 4];
        let hash = |words: &[u64]| {
            let mut h = Hasher::new();
            words.iter().for_each(|w| h.word(*w));
            h.finish()
        };
        for i in 0..base.len() {
            for delta in [1u64, 2, 1 << 63, u64::MAX] {
                let mut changed = base;
                changed[i] ^= delta;
                assert_ne!(hash(&base), hash(&changed), "word {i} ^ {delta:#x}");
            }
        }
    }

    #[test]
    fn etag_is_weak_and_quoted() {
        let tag = Hasher::new().etag();
        assert!(tag.starts_with("W/\"") && tag.ends_with('"'), "{tag}");
        assert_eq!(tag.len(), 2 + 1 + 16 + 1);
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

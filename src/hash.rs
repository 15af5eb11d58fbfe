//! The stable 64-bit hash behind every entity tag and dataset fingerprint.
//!
//! Deterministic (no random keys) and independent of the target: every server process and
//! Worker isolate running the same build gives the same hash for the same input, so a tag from
//! one is good at another. A leaf: it depends on nothing in the crate.

use chrono::{DateTime, Utc};

/// A 64-bit streaming hash: word-at-a-time multiply-rotate mixing (as FxHash) with a final
/// avalanche (splitmix64's finaliser). Each step is a bijection of the state for a fixed input
/// word and of the word for a fixed state, so two inputs that differ in a single word always give
/// different results. Not a cryptographic hash, and unkeyed: anyone can undo its steps and find an
/// input with a given hash (a query whose tag is another response's). A tag only has to tell
/// versions of one response apart, and forging one gains nothing: nothing is found by its tag
/// alone (`service::cache` keeps bodies by their exact request and tag), so a forged collision
/// only gives the forger's own response another's tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hasher(u64);

impl Hasher {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    /// The starting state: any fixed nonzero value.
    const SEED: u64 = 1;

    pub(crate) fn new() -> Hasher {
        Hasher::seeded(Self::SEED)
    }

    /// A hasher whose state starts at `seed`: hashes of different seeds are unrelated.
    pub(crate) fn seeded(seed: u64) -> Hasher {
        Hasher(seed)
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

    /// Hashes an optional instant (`None` differs from every instant).
    pub(crate) fn instant(&mut self, at: Option<DateTime<Utc>>) {
        match at {
            None => self.word(u64::MAX),
            Some(t) => {
                self.word(t.timestamp() as u64);
                self.word(t.timestamp_subsec_nanos().into());
            }
        }
    }

    pub(crate) fn finish(self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl Default for Hasher {
    fn default() -> Hasher {
        Hasher::new()
    }
}

/// For the maps no client can grow past a few dozen entries (`service::cache`'s kept answers,
/// at most 64) or whose keys no client chooses (the catalog's ids, from the locale files), where
/// SipHash's protection against chosen collisions buys nothing and costs most of a lookup: keys
/// chosen to collide make a lookup compare at most those few entries' keys, each in full, so
/// they never find another's answer.
impl std::hash::Hasher for Hasher {
    fn write(&mut self, bytes: &[u8]) {
        self.bytes(bytes);
    }

    fn write_u8(&mut self, n: u8) {
        self.word(n.into());
    }

    fn write_u32(&mut self, n: u32) {
        self.word(n.into());
    }

    fn write_u64(&mut self, n: u64) {
        self.word(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.word(n as u64);
    }

    fn finish(&self) -> u64 {
        Hasher::finish(*self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn as_a_std_hasher_equal_keys_hash_equal_and_words_tell_apart() {
        use std::hash::{BuildHasher, BuildHasherDefault};
        let build = BuildHasherDefault::<Hasher>::default();
        let key = |n: u64, text: &str| (Some(n), text.to_string(), [1u8, 2]);
        assert_eq!(build.hash_one(key(7, "a")), build.hash_one(key(7, "a")));
        assert_ne!(build.hash_one(key(7, "a")), build.hash_one(key(8, "a")));
        assert_ne!(build.hash_one(key(7, "a")), build.hash_one(key(7, "b")));
        assert_ne!(build.hash_one(Some(0u64)), build.hash_one(None::<u64>));
    }

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
        // Pinned: the hash must not change between builds, hosts or faces of the same code.
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
}

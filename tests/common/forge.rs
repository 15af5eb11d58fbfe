//! Forging an entity-tag collision, as a client can: a `featured=` value whose feed has the tag
//! of the unfiltered feed. One file for the library's test (`tests/cache.rs`) and the black-box
//! suite's (`edge/tests/forgery.rs`, by `#[path]`).
//!
//! The tag is `src/hash.rs`'s hash, reimplemented here from its constants: each word step
//! `s' = (rotl(s, 5) ^ w) * K` and the finaliser (splitmix64's) are bijections, so from a tag the
//! server hands out the state before the finaliser is recovered, and the steps after a chosen
//! word can be undone. The words are laid out as `src/service/etag.rs`'s `Tag` writes them for a
//! feed request without filters or reminders but one `featured` name of 16 bytes (two words),
//! which selects no event: the seed `FORMAT_REVISION` (13), the dataset's fingerprint (its
//! `Cache-Tag`), the representation (1, the feed), `version`, `category`, `status`, `from` and
//! `to` unset, the name's bytes (two words, an empty last word, the length), whether the data is
//! behind at the request's moment (`behind`), the four unset reminder words, then
//! the count of events (0). The first name word is tried from printable characters until the
//! second, solved for, is printable too; thousands of tries, milliseconds. If the tag's layout
//! changes, the forged tag no longer equals the genuine one, and the tests that assert it does
//! fail: update the layout here.
#![allow(
    clippy::expect_used,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

/// `src/hash.rs`'s multiplier.
const K: u64 = 0x517c_c1b7_2722_0a95;
/// `src/service/etag.rs`'s `FORMAT_REVISION`, the seed of every events tag.
const FORMAT_REVISION: u64 = 13;

/// The multiplicative inverse of an odd `k` modulo 2^64 (Newton's iteration).
fn inverse(k: u64) -> u64 {
    let mut x = k;
    for _ in 0..6 {
        x = x.wrapping_mul(2u64.wrapping_sub(k.wrapping_mul(x)));
    }
    x
}

fn step(state: u64, word: u64) -> u64 {
    (state.rotate_left(5) ^ word).wrapping_mul(K)
}

fn unstep(state: u64, word: u64) -> u64 {
    (state.wrapping_mul(inverse(K)) ^ word).rotate_right(5)
}

/// The inverse of `y = x ^ (x >> shift)`.
fn unshift(y: u64, shift: u32) -> u64 {
    let mut x = y;
    for _ in 0..64 / shift {
        x = y ^ (x >> shift);
    }
    x
}

/// The state whose `Hasher::finish` is `tag`.
fn unfinish(tag: u64) -> u64 {
    let mut z = unshift(tag, 31);
    z = unshift(z.wrapping_mul(inverse(0x94d0_49bb_1331_11eb)), 27);
    unshift(z.wrapping_mul(inverse(0xbf58_476d_1ce4_e5b9)), 30)
}

/// The 16 hex digits of a weak tag, `W/"…"`, or of a `Cache-Tag` item, `calendar-dataset-…`.
pub fn hex_u64(text: &str) -> u64 {
    let digits = text
        .trim_start_matches("W/")
        .trim_matches('"')
        .trim_start_matches("calendar-dataset-");
    u64::from_str_radix(digits, 16).expect("16 hex digits")
}

/// A printable ASCII name byte: what `featured` takes, and no `,` (its separator).
fn printable(byte: u8) -> bool {
    byte.is_ascii_graphic() && byte != b','
}

/// A 16-byte `featured` name (printable ASCII) whose feed's tag is `tag`, the tag of the
/// unfiltered feed of the dataset with this `fingerprint`.
pub fn featured_colliding_with(fingerprint: u64, tag: u64, behind: bool) -> String {
    let unset = u64::MAX;
    let start = [fingerprint, 1, unset, 0, unset, unset, unset]
        .into_iter()
        .fold(FORMAT_REVISION, step);
    // Undo, from the last: the count, the four reminder words, whether behind, the name's length
    // and last word.
    let target = [0, unset, unset, unset, unset, u64::from(behind), 16, 0]
        .into_iter()
        .fold(unfinish(tag), unstep);
    let alphabet: Vec<u8> = (0u8..=127).filter(|b| printable(*b)).collect();
    for n in 0u64.. {
        let mut first = [0u8; 8];
        let mut rest = n;
        for slot in &mut first {
            *slot = alphabet[(rest % alphabet.len() as u64) as usize];
            rest /= alphabet.len() as u64;
        }
        let state = step(start, u64::from_le_bytes(first));
        // step(state, second) == target, solved for `second`.
        let second = (target.wrapping_mul(inverse(K)) ^ state.rotate_left(5)).to_le_bytes();
        if second.iter().all(|b| printable(*b)) {
            let name = [first, second].concat();
            return String::from_utf8(name).expect("printable ASCII");
        }
    }
    unreachable!("a printable second word turns up within 2^64 tries")
}

/// `name` with every byte percent-encoded, as a query value.
pub fn percent_encoded(name: &str) -> String {
    name.bytes().map(|b| format!("%{b:02X}")).collect()
}

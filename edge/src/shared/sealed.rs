//! The secrets of public subscriptions, one home for both faces that keep them
//! (`calendar-serve --subscriptions`'s SQLite store and the notifier Worker's D1 store; compiled
//! for wasm32 too, its randomness from the Web Crypto `getRandomValues` through getrandom's
//! `wasm_js` backend):
//!
//! - [`Key`]: `CALENDAR_SUBSCRIPTIONS_KEY` ([`KEY_VAR`]), the AES-256-GCM key a subscription's
//!   URL and secret (its whole sealed body) are encrypted with: a random nonce per row and the
//!   row's id as associated data, so a sealed body moved to another row does not open.
//! - [`Credentials`]: a new subscription's id, management token and `whsec_` secret.
//! - [`token_hash`] and [`token_matches`]: a token is kept only as its SHA-256 and compared in
//!   constant time, after the same work for an unknown id as for a known one.

use aes_gcm::aead::{Aead, Payload};
use aes_gcm::{Aes256Gcm, KeyInit, Nonce};
use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// The variable (an environment variable of `calendar-serve`, a secret of the notifier Worker)
/// holding the key.
pub const KEY_VAR: &str = "CALENDAR_SUBSCRIPTIONS_KEY";
const NONCE_BYTES: usize = 12;

/// No random bytes came from the system (or the Worker's Web Crypto).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoRandom;

impl std::fmt::Display for NoRandom {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("no random bytes from the system")
    }
}

impl std::error::Error for NoRandom {}

/// `N` bytes from the operating system's generator (on a Worker, `crypto.getRandomValues`).
pub fn random<const N: usize>() -> Result<[u8; N], NoRandom> {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes).map_err(|_| NoRandom)?;
    Ok(bytes)
}

/// The key subscriptions are sealed with: 32 bytes, written as 64 hex digits or in base64
/// (`openssl rand -hex 32`). Its `Debug` never shows it.
pub struct Key(Aes256Gcm);

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Key(<redacted>)")
    }
}

impl Key {
    /// Reads the key; the error never repeats it.
    pub fn parse(text: &str) -> Result<Key, String> {
        let text = text.trim();
        let bytes = if text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
            (0..32)
                .map(|i| u8::from_str_radix(text.get(2 * i..2 * i + 2).unwrap_or("x"), 16))
                .collect::<Result<Vec<u8>, _>>()
                .ok()
        } else {
            STANDARD.decode(text).ok()
        };
        let bytes = bytes
            .filter(|b| b.len() == 32)
            .ok_or_else(|| format!("{KEY_VAR} is not 32 bytes written as 64 hex digits or in base64 (make one with `openssl rand -hex 32`)"))?;
        Aes256Gcm::new_from_slice(&bytes)
            .map(Key)
            .map_err(|_| format!("{KEY_VAR} is not a key"))
    }

    /// `plain` sealed for the row `id`: a fresh nonce, then the ciphertext and its tag.
    pub fn seal(&self, id: &str, plain: &str) -> Result<Vec<u8>, NoRandom> {
        let nonce_bytes = random::<NONCE_BYTES>()?;
        let sealed = self
            .0
            .encrypt(
                &Nonce::from(nonce_bytes),
                Payload {
                    msg: plain.as_bytes(),
                    aad: id.as_bytes(),
                },
            )
            // Encryption fails only for a message longer than AES-GCM takes (64 GiB).
            .map_err(|_| NoRandom)?;
        let mut out = nonce_bytes.to_vec();
        out.extend(sealed);
        Ok(out)
    }

    /// What [`Key::seal`] sealed for the row `id`; `None` when it does not open (another key,
    /// another row, altered bytes).
    pub fn open(&self, id: &str, sealed: &[u8]) -> Option<String> {
        let (nonce, body) = sealed.split_at_checked(NONCE_BYTES)?;
        let nonce: [u8; NONCE_BYTES] = nonce.try_into().ok()?;
        let plain = self
            .0
            .decrypt(
                &Nonce::from(nonce),
                Payload {
                    msg: body,
                    aad: id.as_bytes(),
                },
            )
            .ok()?;
        String::from_utf8(plain).ok()
    }
}

/// A token's stored form.
pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// Whether `given` (the `Bearer` token of a request, if any) is the token whose hash is
/// `stored` (`None`: no such subscription). The same work whatever is found: a hash and a
/// constant-time comparison.
pub fn token_matches(stored: Option<&[u8]>, given: Option<&str>) -> bool {
    let hash = token_hash(given.unwrap_or(""));
    let matches: bool = hash.ct_eq(stored.unwrap_or(&[0u8; 32])).into();
    matches && stored.is_some() && given.is_some()
}

/// A new subscription's credentials, each shown once: its `id` (`sub_` and 12 random bytes),
/// its management `token` (32 random bytes) and the `whsec_` `secret` a `json` subscription
/// signs with (32 random bytes).
#[derive(Clone)]
pub struct Credentials {
    pub id: String,
    pub token: String,
    pub secret: String,
}

impl Credentials {
    pub fn new() -> Result<Credentials, NoRandom> {
        Ok(Credentials {
            id: format!("sub_{}", URL_SAFE_NO_PAD.encode(random::<12>()?)),
            secret: format!("whsec_{}", STANDARD.encode(random::<32>()?)),
            token: URL_SAFE_NO_PAD.encode(random::<32>()?),
        })
    }
}

impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]
    use super::*;

    #[test]
    fn a_key_is_64_hex_digits_or_base64_of_32_bytes_and_never_told() {
        let hex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
        assert!(Key::parse(hex).is_ok());
        assert!(Key::parse("ABEiM0RVZneImaq7zN3u/wARIjNEVWZ3iJmqu8zd7v8=").is_ok());
        for bad in [
            "",
            "short",
            &hex[2..],
            "zz112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
        ] {
            let message = Key::parse(bad).unwrap_err();
            assert!(message.contains(KEY_VAR), "{message}");
            assert!(bad.is_empty() || !message.contains(bad), "{message}");
        }
    }

    #[test]
    fn a_sealed_body_opens_only_in_its_own_row() {
        let key =
            Key::parse("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff").unwrap();
        let sealed = key.seal("sub_a", "https://secret.example/x").unwrap();
        assert!(!sealed.windows(6).any(|w| w == b"secret"));
        assert_eq!(
            key.open("sub_a", &sealed).as_deref(),
            Some("https://secret.example/x")
        );
        assert_eq!(key.open("sub_b", &sealed), None);
        assert_ne!(
            sealed,
            key.seal("sub_a", "https://secret.example/x").unwrap(),
            "a nonce per row"
        );
    }

    #[test]
    fn a_token_matches_only_its_own_hash() {
        let stored = token_hash("t0ken");
        assert!(token_matches(Some(&stored), Some("t0ken")));
        assert!(!token_matches(Some(&stored), Some("t0kem")));
        assert!(!token_matches(Some(&stored), None));
        assert!(!token_matches(None, Some("t0ken")));
        // The empty token's hash stored never matches a missing token.
        assert!(!token_matches(Some(&token_hash("")), None));
    }

    #[test]
    fn credentials_are_fresh_and_never_debugged() {
        let (a, b) = (Credentials::new().unwrap(), Credentials::new().unwrap());
        assert!(a.id.starts_with("sub_") && a.secret.starts_with("whsec_"));
        assert_ne!(a.token, b.token);
        assert!(!format!("{a:?}").contains(&a.token));
    }
}

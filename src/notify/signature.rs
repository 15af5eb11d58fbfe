//! The Standard Webhooks signature (<https://www.standardwebhooks.com/>) of a `json` target's
//! message: `webhook-signature: v1,<base64 of HMAC-SHA256(secret, "{id}.{timestamp}.{body}")>`,
//! with the secret written `whsec_<base64>`. Receivers verify it with the `standardwebhooks`
//! libraries or in a few lines (docs/notify.md).

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The prefix of a written secret.
pub const SECRET_PREFIX: &str = "whsec_";
/// The header names, as the specification spells them.
pub const ID_HEADER: &str = "webhook-id";
pub const TIMESTAMP_HEADER: &str = "webhook-timestamp";
pub const SIGNATURE_HEADER: &str = "webhook-signature";

/// The shortest and longest secret, in bytes (the specification asks for 24 to 64).
const MIN_SECRET: usize = 24;
const MAX_SECRET: usize = 64;

/// A signing secret's bytes. Its `Debug` never shows them.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(Vec<u8>);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

impl Secret {
    /// Reads `whsec_<base64>`, 24 to 64 bytes; the message never repeats the secret.
    pub fn parse(text: &str) -> Result<Secret, &'static str> {
        let encoded = text
            .strip_prefix(SECRET_PREFIX)
            .ok_or("`secret` is written whsec_<base64>")?;
        let bytes = STANDARD
            .decode(encoded)
            .map_err(|_| "`secret` is written whsec_<base64>: the rest is not base64")?;
        if !(MIN_SECRET..=MAX_SECRET).contains(&bytes.len()) {
            return Err("`secret` holds 24 to 64 bytes");
        }
        Ok(Secret(bytes))
    }
}

/// The value of `webhook-signature` for a message `id` sent at `timestamp` (Unix seconds).
pub fn sign(secret: &Secret, id: &str, timestamp: i64, body: &str) -> String {
    // HMAC takes a key of any length; the error case cannot happen.
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&secret.0) else {
        return String::new();
    };
    mac.update(format!("{id}.{timestamp}.").as_bytes());
    mac.update(body.as_bytes());
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signs_the_specifications_example() {
        // The example of the Standard Webhooks specification (spec/standard-webhooks.md).
        let secret = Secret::parse("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").unwrap();
        let body = r#"{"test": 2432232314}"#;
        assert_eq!(
            sign(&secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }

    #[test]
    fn refuses_malformed_secrets_without_repeating_them() {
        for bad in [
            "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
            "whsec_***",
            "whsec_c2hvcnQ=",
        ] {
            let message = Secret::parse(bad).unwrap_err();
            assert!(!message.contains(bad), "{message}");
        }
        assert_eq!(
            format!(
                "{:?}",
                Secret::parse(&format!("whsec_{}", STANDARD.encode([7; 32])))
            ),
            "Ok(Secret(<redacted>))"
        );
    }
}

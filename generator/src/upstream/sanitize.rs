//! Strings from the upstream are untrusted. Every one passes through here before the generator
//! keeps it, publishes it or logs it.
//!
//! - Text: control characters (C0, DEL, C1; newlines survive only in descriptions), NUL, bidi
//!   controls, format characters (zero-width, BOM, soft hyphen, tags…) and U+2028/U+2029 are
//!   removed, whitespace is trimmed, and the length is bounded (in characters).
//! - `sourceMeta`: only [`SOURCE_META_KEYS`], with bounded strings, numbers and booleans.
//! - URLs: an absolute one must be `https`, without user info, with a host name (no IP literal,
//!   no `localhost`); a relative one is resolved against the configured upstream (trusted).
//!   What is published is https only: `merge` drops any other image (`calendar::is_https_url`,
//!   which the server checks again).
//! - Logs: [`for_log`] escapes what is left, so no logged line can start a GitHub Actions
//!   workflow command (`::error::…`, `##[error]…`).

use reqwest::Url;
use serde_json::Value;

/// Bound of a title or name, in characters.
pub const MAX_NAME: usize = 120;
/// Bound of an id or other one-line value, in characters.
pub const MAX_LINE: usize = 200;
/// Bound of a description, in characters.
pub const MAX_DESCRIPTION: usize = 2000;
/// Bound of a URL, in bytes (they are ASCII once parsed).
pub const MAX_URL: usize = 2048;
/// The `sourceMeta` keys the upstream is known to send; every other key is dropped.
pub const SOURCE_META_KEYS: [&str; 8] = [
    "nameEn",
    "note",
    "notes",
    "source",
    "sourceDate",
    "timelineOrder",
    "timelineUpdatedAt",
    "timezone",
];

/// Bidi embeddings, overrides, isolates and marks; zero-width characters, line and paragraph
/// separators and the byte-order mark.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200B}'..='\u{200F}' | '\u{2028}' | '\u{2029}' | '\u{FEFF}' | '\u{061C}')
}

/// Invisible characters that change how text around them is shown or split: the format
/// characters (Unicode category Cf: zero-width space, joiners and marks U+200B–U+200F, word
/// joiner and invisible operators, the byte order mark U+FEFF, soft hyphen, interlinear
/// annotation, tags and the like) and the line and paragraph separators U+2028 and U+2029,
/// which JavaScript and some feeds read as line breaks.
fn is_format_char(c: char) -> bool {
    matches!(c,
        '\u{00AD}'
        | '\u{0600}'..='\u{0605}'
        | '\u{061C}'
        | '\u{06DD}'
        | '\u{070F}'
        | '\u{0890}'..='\u{0891}'
        | '\u{08E2}'
        | '\u{180E}'
        | '\u{200B}'..='\u{200F}'
        | '\u{2028}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{206F}'
        | '\u{FEFF}'
        | '\u{FFF9}'..='\u{FFFB}'
        | '\u{110BD}'
        | '\u{110CD}'
        | '\u{13430}'..='\u{1343F}'
        | '\u{1BCA0}'..='\u{1BCA3}'
        | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0001}'
        | '\u{E0020}'..='\u{E007F}')
}

/// Removes control and bidi characters (keeping `\n` when `multiline`; a tab becomes a space),
/// trims, and cuts at `max` characters. Empty text is `None`.
pub fn clean(raw: &str, max: usize, multiline: bool) -> Option<String> {
    let mut out = String::with_capacity(raw.len().min(max * 4));
    for c in raw.chars() {
        match c {
            '\t' => out.push(' '),
            '\n' if multiline => out.push('\n'),
            c if c.is_control() || is_bidi_control(c) || is_format_char(c) => {}
            c => out.push(c),
        }
    }
    let trimmed = out.trim();
    if trimmed.is_empty() {
        return None;
    }
    Some(match trimmed.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", trimmed.get(..cut).unwrap_or(trimmed).trim_end()),
        None => trimmed.to_string(),
    })
}

/// A one-line value (ids, colours, keys) bounded at [`MAX_LINE`].
pub fn line(raw: &str) -> Option<String> {
    clean(raw, MAX_LINE, false)
}

/// A title or name, bounded at [`MAX_NAME`].
pub fn name(raw: &str) -> Option<String> {
    clean(raw, MAX_NAME, false)
}

/// A description: newlines kept (`\r\n` folded), bounded at [`MAX_DESCRIPTION`].
pub fn description(raw: &str) -> Option<String> {
    clean(&raw.replace("\r\n", "\n"), MAX_DESCRIPTION, true)
}

/// `sourceMeta` reduced to the known keys: strings cleaned and bounded, numbers and booleans as
/// they are, anything else dropped. Keys come out sorted.
pub fn source_meta(raw: Option<&Value>) -> serde_json::Map<String, Value> {
    let Some(map) = raw.and_then(Value::as_object) else {
        return serde_json::Map::new();
    };
    let mut keys: Vec<&str> = SOURCE_META_KEYS.to_vec();
    keys.sort_unstable();
    keys.into_iter()
        .filter_map(|key| {
            let value = match map.get(key)? {
                Value::String(s) => Value::String(line(s)?),
                v @ (Value::Number(_) | Value::Bool(_)) => v.clone(),
                _ => return None,
            };
            Some((key.to_string(), value))
        })
        .collect()
}

/// Whether an absolute URL from the upstream may be published: `https`, no user info, a host
/// name that is neither an IP literal nor `localhost`.
pub fn is_publishable(url: &Url) -> bool {
    let named_host = url.host_str().is_some_and(|host| {
        let host = host.trim_end_matches('.').to_ascii_lowercase();
        let ip_literal = host.starts_with('[') || host.parse::<std::net::IpAddr>().is_ok();
        !ip_literal && host != "localhost" && !host.ends_with(".localhost") && host.contains('.')
    });
    url.scheme() == "https" && url.username().is_empty() && url.password().is_none() && named_host
}

/// Resolves a URL from the upstream. A relative one resolves against the configured upstream's
/// origin (trusted configuration); anything that lands on another host must pass
/// [`is_publishable`]. Everything else is dropped.
pub fn url(base: &Url, raw: Option<String>) -> Option<String> {
    let raw = raw?;
    let raw = raw.trim();
    // Never cut or repair a URL: one too long or with hidden characters is dropped.
    if raw.is_empty()
        || raw.len() > MAX_URL
        || raw
            .chars()
            .any(|c| c.is_control() || is_bidi_control(c) || is_format_char(c))
    {
        return None;
    }
    let mut origin = base.clone();
    origin.set_path("/");
    origin.set_query(None);
    origin.set_fragment(None);
    let url = origin.join(raw).ok()?;
    let same_origin = url.scheme() == origin.scheme()
        && url.host() == origin.host()
        && url.port_or_known_default() == origin.port_or_known_default()
        && url.username().is_empty()
        && url.password().is_none();
    let text = url.to_string();
    ((same_origin || is_publishable(&url)) && text.len() <= MAX_URL).then_some(text)
}

/// Escapes a line for a log read by people and by GitHub Actions: control characters (newlines
/// included) become `\u{…}`-style escapes, bidi controls too, and a line that would start a
/// workflow command (`::` or `##[` after leading spaces) is prefixed with `> `.
pub fn for_log(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    for c in raw.chars() {
        if c.is_control() || is_bidi_control(c) || is_format_char(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    let start = out.trim_start();
    if start.starts_with("::") || start.starts_with("##[") {
        out.insert_str(0, "> ");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_loses_controls_and_bidi_and_is_bounded() {
        assert_eq!(
            clean(
                "  a\u{0}b\u{1b}[31mc\u{85}d\u{202E}e\u{2066}f\r\n\tg ",
                50,
                false
            )
            .as_deref(),
            Some("ab[31mcdef g")
        );
        assert_eq!(
            description("line 1\r\nline 2\u{7}").as_deref(),
            Some("line 1\nline 2")
        );
        assert_eq!(name("\u{202E}\u{0}  ").as_deref(), None);
        let long = "长".repeat(MAX_NAME + 10);
        let cut = name(&long).unwrap();
        assert_eq!(cut.chars().count(), MAX_NAME + 1);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn text_loses_format_characters_and_line_separators() {
        let hidden = "a\u{200B}b\u{200C}c\u{200D}d\u{200E}e\u{200F}f\u{2028}g\u{2029}h\u{FEFF}i\
                      \u{00AD}j\u{2060}k\u{2064}l\u{206F}m\u{E0041}n\u{FFF9}o\u{180E}p";
        assert_eq!(name(hidden).as_deref(), Some("abcdefghijklmnop"));
        assert_eq!(line(hidden).as_deref(), Some("abcdefghijklmnop"));
        assert_eq!(description("x\u{2028}\ny\u{FEFF}").as_deref(), Some("x\ny"));
        assert_eq!(
            name("\u{200B}\u{FEFF} \u{2029}"),
            None,
            "nothing visible is left"
        );
        // Visible text of every script stays.
        assert_eq!(name("洛茜 Lùxī ☆").as_deref(), Some("洛茜 Lùxī ☆"));
        assert!(for_log("a\u{200B}b").contains("\\u{200b}"));
        let base = Url::parse("https://example.com/api/").unwrap();
        assert_eq!(
            url(&base, Some("https://cdn.example.com/a\u{200B}.png".into())),
            None
        );
    }

    #[test]
    fn source_meta_keeps_known_bounded_keys() {
        let raw = serde_json::json!({
            "nameEn": "Homecoming", "timelineOrder": 50, "evil": "x",
            "note": "a\u{0}b", "source": {"nested": true}, "notes": "n".repeat(500)
        });
        let meta = source_meta(Some(&raw));
        let keys: Vec<&str> = meta.keys().map(String::as_str).collect();
        assert_eq!(keys, ["nameEn", "note", "notes", "timelineOrder"]);
        assert_eq!(meta["note"], "ab");
        assert_eq!(
            meta["notes"].as_str().unwrap().chars().count(),
            MAX_LINE + 1
        );
    }

    #[test]
    fn urls_follow_the_policy() {
        let base = Url::parse("https://ef-gacha.example/api/stats?x=1").unwrap();
        let check = |raw: &str, expected: Option<&str>| {
            assert_eq!(url(&base, Some(raw.into())).as_deref(), expected, "{raw}");
        };
        check(
            "/banners/a.png",
            Some("https://ef-gacha.example/banners/a.png"),
        );
        check(
            "banners/a.png",
            Some("https://ef-gacha.example/banners/a.png"),
        );
        check(
            "https://cdn.example/a.png",
            Some("https://cdn.example/a.png"),
        );
        check("http://cdn.example/a.png", None);
        check("https://user:pw@cdn.example/a.png", None);
        check("https://127.0.0.1/a.png", None);
        check("https://[::1]/a.png", None);
        check("https://localhost/a.png", None);
        check("https://a.localhost/a.png", None);
        check("//evil.example/a.png", Some("https://evil.example/a.png"));
        check("/\\127.0.0.1/a.png", None);
        check("javascript:alert(1)", None);
        check("data:image/png;base64,AAAA", None);
        check("https://cdn.example/a\u{202e}gnp.exe", None);
        check("https://cdn.example/a\n.png", None);
        let long = format!("/api/official-announcement-image?url={}", "a".repeat(300));
        assert!(
            url(&base, Some(long)).is_some_and(|u| u.len() > 300),
            "not cut at a line's bound"
        );
        check(&format!("/{}", "a".repeat(MAX_URL)), None);
        // A configured plain-http base (a mock upstream on loopback) is trusted.
        let local = Url::parse("http://127.0.0.1:8080/api/stats").unwrap();
        assert_eq!(
            url(&local, Some("/a.png".into())).as_deref(),
            Some("http://127.0.0.1:8080/a.png")
        );
        assert_eq!(url(&local, Some("http://127.0.0.1:9/a.png".into())), None);
    }

    #[test]
    fn logged_text_cannot_start_a_workflow_command() {
        assert_eq!(for_log("::error::boom"), "> ::error::boom");
        assert_eq!(for_log("  ##[warning]x"), ">   ##[warning]x");
        assert_eq!(
            for_log("name\n::set-output name=x::y"),
            "name\\u{a}::set-output name=x::y"
        );
        assert_eq!(for_log("a\u{202E}b"), "a\\u{202e}b");
        assert_eq!(for_log("plain `text`"), "plain `text`");
    }
}

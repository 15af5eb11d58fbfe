//! Content negotiation, read once: the ranges of `Accept` and `Accept-Language`, each with its
//! `q`, and what the service decides from them (the page's language, whether a browser prefers
//! HTML, whether a client takes JSON), and the media type of a `Content-Type`.

use crate::lang::Locale;

/// The ranges of a field, in order: each lower case without its parameters, with its quality
/// in thousandths (`1000` when it names none; `None` when malformed).
fn ranges(field: &str) -> impl Iterator<Item = (String, Option<u16>)> + '_ {
    field.split(',').map(|range| {
        let mut parts = range.split(';');
        let name = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
        let q = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .map_or(Some(1000), quality);
        (name, q)
    })
}

/// A `q` value in thousandths (`0.8` → 800), if well-formed.
fn quality(text: &str) -> Option<u16> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let digits = format!("{fraction:0<3}");
    match whole {
        "0" => digits.parse().ok(),
        "1" if digits == "000" => Some(1000),
        _ => None,
    }
}

/// The locale `Accept-Language` prefers (highest `q`, then order), each range served by its
/// nearest locale ([`Locale::for_range`]: `zh-HK` → `zh-TW`, `pt` → `pt-BR`, `es-ES` → `es`);
/// else Chinese. A range no locale serves (`nl`, `*`) is passed over.
pub(crate) fn language(accept_language: Option<&str>) -> Locale {
    let Some(field) = accept_language else {
        return Locale::ZhCn;
    };
    let mut best: Option<(u16, Locale)> = None;
    // Bounded: a header of thousands of ranges is read only as far as its first 32.
    for (tag, q) in ranges(field).take(32) {
        let Some(lang) = Locale::for_range(&tag) else {
            continue;
        };
        if let Some(q) = q.filter(|q| *q > 0)
            && best.is_none_or(|(b, _)| q > b)
        {
            best = Some((q, lang));
        }
    }
    best.map_or(Locale::ZhCn, |(_, lang)| lang)
}

/// Whether `accept` prefers HTML: `text/html` (or `application/xhtml+xml`) named with a `q`
/// above zero and above `application/json`'s. A wildcard alone (`*/*`, what `curl` sends)
/// is not a preference for HTML.
pub(crate) fn prefers_html(accept: Option<&str>) -> bool {
    let Some(field) = accept else {
        return false;
    };
    let (mut html, mut json) = (0u16, 0u16);
    // Bounded: a field of thousands of ranges is read only as far as its first 32.
    for (media, q) in ranges(field).take(32) {
        let q = q.unwrap_or(0);
        match media.as_str() {
            "text/html" | "application/xhtml+xml" => html = html.max(q),
            "application/json" => json = json.max(q),
            _ => {}
        }
    }
    html > 0 && html > json
}

/// Whether an `Accept` field allows JSON: `application/json`, `application/*` or `*/*`.
pub(crate) fn accepts_json(accept: &str) -> bool {
    ranges(accept).any(|(range, _)| ["application/json", "application/*", "*/*"].contains(&&*range))
}

/// Whether a `Content-Type` is JSON (`application/json`, any parameters).
pub(crate) fn is_json(content_type: &str) -> bool {
    content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .eq_ignore_ascii_case("application/json")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_named_preference_for_html_counts() {
        let chromium = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,\
                        image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7";
        assert!(prefers_html(Some(chromium)));
        assert!(prefers_html(Some("text/html")));
        assert!(prefers_html(Some("application/json;q=0.5, text/html")));
        assert!(!prefers_html(None));
        assert!(!prefers_html(Some("*/*")), "curl");
        assert!(!prefers_html(Some("application/json")));
        assert!(!prefers_html(Some("text/html;q=0.5, application/json")));
        assert!(!prefers_html(Some("text/html;q=0")));
        assert!(!prefers_html(Some("text/html;q=bad")));
        assert!(!prefers_html(Some("image/svg+xml,*/*;q=0.8")), "an <img>");
    }

    #[test]
    fn json_is_told_by_its_media_type() {
        for yes in [
            "application/json",
            "Application/JSON; charset=utf-8",
            " application/json ",
        ] {
            assert!(is_json(yes), "{yes}");
        }
        for no in [
            "",
            "text/plain",
            "application/json-seq",
            "application/x-json",
        ] {
            assert!(!is_json(no), "{no}");
        }
        for yes in [
            "application/json, text/event-stream",
            "text/event-stream, application/json;q=0.9",
            "*/*",
            "application/*",
        ] {
            assert!(accepts_json(yes), "{yes}");
        }
        for no in ["text/event-stream", "text/html", ""] {
            assert!(!accepts_json(no), "{no}");
        }
    }

    #[test]
    fn the_language_is_the_preferred_locale_by_its_nearest_tag() {
        assert_eq!(language(None), Locale::ZhCn);
        assert_eq!(language(Some("en-US,en;q=0.9")), Locale::En);
        assert_eq!(language(Some("nl, en;q=0.5, zh;q=0.8")), Locale::ZhCn);
        assert_eq!(language(Some("zh;q=0, en;q=0.1")), Locale::En);
        assert_eq!(language(Some("en;q=1.5")), Locale::ZhCn, "a malformed q");
        assert_eq!(
            language(Some("nl, *")),
            Locale::ZhCn,
            "no locale serves them"
        );
        assert_eq!(language(Some("ja,en;q=0.8")), Locale::Ja);
        assert_eq!(language(Some("ko-KR")), Locale::Ko);
        assert_eq!(language(Some("zh-HK,zh;q=0.9")), Locale::ZhTw);
        assert_eq!(language(Some("pt;q=0.9, en;q=0.5")), Locale::PtBr);
        assert_eq!(language(Some("es-ES")), Locale::Es);
        assert_eq!(language(Some("de-AT;q=0.2, ru;q=0.7")), Locale::Ru);
    }
}

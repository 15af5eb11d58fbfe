//! A notice's html as plain lines: one line per paragraph (`<p>`, `<br>`, `<img>`, `<div>`,
//! `<li>` end one), every other tag dropped, entities decoded, and each line sanitised like any
//! untrusted upstream text ([`crate::upstream::sanitize::clean`]). Nothing of the markup
//! survives: no attribute, no URL, no script.

use crate::upstream::sanitize;

/// Bound of one line, in characters (a version's notes have lines of ~300).
pub const MAX_LINE_CHARS: usize = 1000;
/// Bound of the lines kept of one notice.
pub const MAX_LINES: usize = 2000;

/// The text lines of `html`, empty ones dropped.
pub fn lines(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    split(html, &mut |line| {
        // Markup written as entities (`&lt;img …&gt;`) is markup too once decoded.
        let mut text = String::new();
        split(&decode_entities(line), &mut |part| {
            text.push_str(part);
            text.push(' ');
        });
        if let Some(clean) = sanitize::clean(&text, MAX_LINE_CHARS, false) {
            out.push(clean);
        }
    });
    out.truncate(MAX_LINES);
    out
}

/// Calls `emit` with the text of each paragraph of `html`, tags dropped.
fn split(html: &str, emit: &mut impl FnMut(&str)) {
    let mut line = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        line.push_str(rest.get(..open).unwrap_or_default());
        let after = rest.get(open..).unwrap_or_default();
        let close = after.find('>').map_or(after.len(), |i| i + 1);
        let tag = after.get(..close).unwrap_or_default();
        if breaks_line(tag) {
            emit(&line);
            line.clear();
        }
        rest = after.get(close..).unwrap_or_default();
    }
    line.push_str(rest);
    emit(&line);
}

/// Tags that end a paragraph.
fn breaks_line(tag: &str) -> bool {
    let name: String = tag
        .trim_start_matches('<')
        .trim_start_matches('/')
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    matches!(
        name.as_str(),
        "p" | "br" | "img" | "div" | "li" | "ul" | "ol" | "h1" | "h2" | "h3" | "h4" | "tr"
    )
}

/// Decodes the named entities a notice uses and every numeric one; an unknown or malformed
/// entity stays as written.
pub fn decode_entities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(rest.get(..amp).unwrap_or_default());
        let after = rest.get(amp..).unwrap_or_default();
        let end = after
            .char_indices()
            .take(12)
            .find(|(_, c)| *c == ';')
            .map(|(i, _)| i);
        let decoded = end.and_then(|end| entity(after.get(1..end).unwrap_or_default()));
        match (decoded, end) {
            (Some(c), Some(end)) => {
                out.push(c);
                rest = after.get(end + 1..).unwrap_or_default();
            }
            _ => {
                out.push('&');
                rest = after.get(1..).unwrap_or_default();
            }
        }
    }
    out.push_str(rest);
    out
}

fn entity(name: &str) -> Option<char> {
    let numeric = |digits: &str, radix| u32::from_str_radix(digits, radix).ok();
    let code = if let Some(hex) = name.strip_prefix("#x").or_else(|| name.strip_prefix("#X")) {
        numeric(hex, 16)?
    } else if let Some(dec) = name.strip_prefix('#') {
        numeric(dec, 10)?
    } else {
        return match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some(' '),
            "middot" => Some('·'),
            "ndash" => Some('–'),
            "mdash" => Some('—'),
            "hellip" => Some('…'),
            _ => None,
        };
    };
    char::from_u32(code).filter(|c| *c != '\0')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_become_lines_and_markup_goes() {
        let html = r#"<img src="javascript:alert(1)"><p><span style="x">· 开放时间：A &amp; B</span></p><p></p><p>■ 二<br>三&#x3010;X&#12305;</p><script>x</script>"#;
        assert_eq!(lines(html), ["· 开放时间：A & B", "■ 二", "三【X】", "x"]);
    }

    #[test]
    fn unknown_and_unterminated_entities_stay_as_written() {
        assert_eq!(
            decode_entities("a &bogus; &amp b &#0; &#x110000;"),
            "a &bogus; &amp b &#0; &#x110000;"
        );
    }

    #[test]
    fn a_line_is_bounded() {
        let html = format!("<p>{}</p>", "长".repeat(MAX_LINE_CHARS * 3));
        let got = lines(&html);
        assert_eq!(got.len(), 1);
        assert!(got[0].chars().count() <= MAX_LINE_CHARS + 1);
    }
}

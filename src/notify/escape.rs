//! Text from data (titles, end labels, featured names, the official wording quoted, the notices
//! cited) made inert for the place it lands, while our own formatting stays.
//!
//! - [`Markup::Discord`]: Discord's markdown (embed titles, descriptions, field names and values).
//!   Every character that can start a construct is escaped with a backslash wherever it stands
//!   (a backslash before ASCII punctuation is not shown): `` \ * _ ~ ` | > # - [ ] ( ) `` (bold,
//!   italics, underline, strike-through, code, spoilers `||`, quotes, headings, lists, masked
//!   links `[..](..)`), `<` (so no `<t:…>` timestamp, `<@…>`/`<#…>`/`<@&…>` mention,
//!   `</cmd:…>` command, `<:emoji:…>` or `<id:…>` token can form), and the `.` of a leading
//!   `1.` (a numbered list). A bare address stays a visible address.
//! - [`Markup::Html`]: Telegram's `parse_mode` `HTML`: `&`, `<`, `>` as entities (`"` too in an
//!   attribute, [`attribute`]); our own `<b>`, `<i>`, `<a href>` stay.
//! - [`Markup::Plain`]: where nothing is parsed: a Discord embed's footer (Discord renders no
//!   markdown there) and a OneBot `text` segment (OneBot v11 never reads CQ codes in a segment
//!   array's `text`, so `[CQ:at,qq=all]` stays text: we send segments, never a CQ string).
//!
//! In every place, a line break, another control character or a bidirectional override in data
//! becomes a space: data cannot start a line of its own (a heading, a quote, a fake field) or
//! turn the text around it.

/// How a place in a message reads text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Markup {
    Discord,
    Html,
    Plain,
}

impl Markup {
    /// Appends `c`, the next character of a piece of data, escaped. `digits` is how many ASCII
    /// digits the piece began with, `None` once anything else came (start with `Some(0)`).
    pub(super) fn push(self, c: char, digits: &mut Option<usize>, out: &mut String) {
        let c = if is_breaking(c) { ' ' } else { c };
        let numbered = c == '.' && digits.is_some_and(|n| n > 0);
        // Spaces before the digits keep the count at zero: Discord reads ` 1. x` as a list too.
        if !(c == ' ' && *digits == Some(0)) {
            *digits = digits.filter(|_| c.is_ascii_digit()).map(|n| n + 1);
        }
        match self {
            Markup::Discord => {
                if DISCORD_SPECIAL.contains(c) || numbered {
                    out.push('\\');
                }
                out.push(c);
            }
            Markup::Html => match c {
                '&' => out.push_str("&amp;"),
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                // Telegram makes `@username` a mention by itself, markup or not: a word joiner
                // after the `@` keeps it text.
                '@' => out.push_str("@\u{2060}"),
                _ => out.push(c),
            },
            Markup::Plain => out.push(c),
        }
    }
}

/// The characters that start a construct of Discord's markdown wherever they stand.
const DISCORD_SPECIAL: &str = "\\*_~`|>#-[]()<";

/// A line break, a control character, or a bidirectional embedding, override or isolate.
fn is_breaking(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `text` (our own, such as the page's URL) for an HTML attribute between double quotes: as
/// [`Markup::Html`] escapes it, and `"`. (Not the Atom feed's XML escape: Telegram knows no
/// `&apos;`.)
pub(super) fn attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut digits = None;
    for c in text.chars() {
        match c {
            '"' => out.push_str("&quot;"),
            c => Markup::Html.push(c, &mut digits, &mut out),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Markup {
        /// `text` from data, inert here.
        fn escape(self, text: &str) -> String {
            let mut out = String::new();
            let mut digits = Some(0);
            for c in text.chars() {
                self.push(c, &mut digits, &mut out);
            }
            out
        }
    }

    #[test]
    fn discord_markdown_is_escaped_everywhere_it_could_start() {
        let cases = [
            ("plain 「春试」", "plain 「春试」"),
            ("[a](https://x.example)", r"\[a\]\(https://x.example\)"),
            (
                "||s|| **b** __u__ ~~x~~ `c`",
                r"\|\|s\|\| \*\*b\*\* \_\_u\_\_ \~\~x\~\~ \`c\`",
            ),
            (
                "<t:1:R> <@1> <#2> <@&3> <:e:4>",
                r"\<t:1:R\> \<@1\> \<\#2\> \<@&3\> \<:e:4\>",
            ),
            ("# h\n> q\r\n- l", r"\# h \> q  \- l"),
            ("1. one", r"1\. one"),
            (" 1. one", r" 1\. one"),
            ("\t12. one", r" 12\. one"),
            ("v1.0", "v1.0"),
            (r"a\b", r"a\\b"),
            ("a\u{202E}b", "a b"),
        ];
        for (data, expected) in cases {
            assert_eq!(Markup::Discord.escape(data), expected, "{data}");
        }
    }

    #[test]
    fn html_escapes_its_three_characters_and_attributes_their_quote() {
        assert_eq!(
            Markup::Html.escape("<b>x</b> & \"y\"\nz"),
            "&lt;b&gt;x&lt;/b&gt; &amp; \"y\" z"
        );
        // Telegram finds `@username` by itself: a word joiner keeps it text.
        assert_eq!(Markup::Html.escape("@admin"), "@\u{2060}admin");
        assert_eq!(
            attribute("https://x.example/?a=1&b=\"2\""),
            "https://x.example/?a=1&amp;b=&quot;2&quot;"
        );
    }

    #[test]
    fn plain_text_only_loses_its_breaks() {
        assert_eq!(
            Markup::Plain.escape("[CQ:at,qq=all]\n&#91;"),
            "[CQ:at,qq=all] &#91;"
        );
    }
}

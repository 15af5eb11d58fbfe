//! The badge: one line of SVG, "伊冯 · 3 d 4 h left" / "伊冯 · starts in 2 d 0 h", the first
//! item of the card, with a `<title>`. Every text is escaped by the template; presentation
//! attributes only, no style or script. Its width is estimated from the text (a CJK character
//! 11 units, any other 6.6) in integers.

use chrono::{DateTime, Utc};
use maud::html;

use super::Item;
use crate::catalog::{phrase, say};
use crate::certainty::Behind;
use crate::lang::Locale;

const HEIGHT: u32 = 20;
const PAD: u32 = 8;

/// The badge of `item`; when the data is behind the game, it says so after it.
pub(super) fn render(
    item: Option<&Item<'_>>,
    behind: Option<Behind<'_>>,
    now: DateTime<Utc>,
    lang: Locale,
) -> String {
    let (mut text, fill) = match item {
        Some(item) => {
            let fill = if item.countdown.is_live() {
                "#2e7d32"
            } else {
                "#0b5c7a"
            };
            (
                format!("{} · {}", item.name(lang), item.countdown.text(now, lang)),
                fill,
            )
        }
        None => (phrase(lang, "badge-nothing").into(), "#5d6670"),
    };
    let mut title = say(lang, "badge-title", &[("text", text.as_str().into())]);
    if let Some(behind) = behind {
        text = format!("{text} · {}", Behind::short(lang));
        title = format!("{title} · {}", behind.headline(lang));
    }
    let width = text_width(&text) + 2 * PAD;
    html! {
        svg xmlns="http://www.w3.org/2000/svg" width=(width) height=(HEIGHT)
            viewBox=(format!("0 0 {width} {HEIGHT}")) role="img" aria-label=(title) {
            title { (title) }
            rect width=(width) height=(HEIGHT) rx="3" fill=(fill) {}
            text x=(PAD) y="14" fill="#ffffff" font-size="11"
                font-family="Verdana, DejaVu Sans, PingFang SC, Noto Sans CJK SC, sans-serif" { (text) }
        }
    }
    .into_string()
}

/// The text's width in whole units, rounded up.
fn text_width(text: &str) -> u32 {
    let tenths: u32 = text
        .chars()
        .map(|c| if u32::from(c) >= 0x2E80 { 110 } else { 66 })
        .fold(0u32, u32::saturating_add);
    tenths.div_ceil(10)
}

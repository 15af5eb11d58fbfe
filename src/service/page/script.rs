//! The words of the page's script (`page.js`), which has none of its own: the counted-down
//! span's three forms and the viewer's local time, told by the catalog in the page's language
//! and written as data attributes of the body of the page and of the card.

use crate::catalog::say;
use crate::certainty::duration_templates;
use crate::lang::Locale;

/// What the script reads from the body: `data-days`, `data-hours` and `data-minutes` (a span
/// counted down, with `{d}`, `{h}` and `{m}` for its numbers) and `data-local` (a time on the
/// viewer's clock, with `{t}` for it).
pub(crate) struct ScriptWords {
    pub(crate) days: String,
    pub(crate) hours: String,
    pub(crate) minutes: String,
    pub(crate) local: String,
}

pub(crate) fn words(lang: Locale) -> ScriptWords {
    let [days, hours, minutes] = duration_templates(lang);
    ScriptWords {
        days,
        hours,
        minutes,
        local: say(lang, "page-local-time", &[("time", "{t}".into())]),
    }
}

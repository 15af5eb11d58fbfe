//! A game item's name in markup, for every HTML face (the page, the card): a name that is not
//! the official one in the asked locale (a fallback by [`crate::names`]' rule: the English,
//! else the Chinese) is written in its own language (`lang`, for fonts and screen readers) and
//! marked `untranslated`, with a `title` saying in the asked language that no official name in
//! it is recorded here. An official name is written as is.

use maud::{Markup, html};

use crate::catalog::phrase;
use crate::lang::Locale;
use crate::names::Named;

/// The class of a name shown untranslated: the mark a machine (and the stylesheet) reads.
const UNTRANSLATED: &str = "untranslated";

/// Why a name is shown untranslated, in `asked`.
pub(crate) fn why_untranslated(asked: Locale) -> &'static str {
    phrase(asked, "names-untranslated")
}

/// `named` as HTML in a face written in `asked`.
pub(crate) fn name(named: Named<'_>, asked: Locale) -> Markup {
    html! {
        @if named.official {
            (named.text)
        } @else {
            span class=(UNTRANSLATED) lang=(named.locale.html()) title=(why_untranslated(asked)) { (named.text) }
        }
    }
}

/// `named` inside an SVG `text` (where `title` is no tooltip): a `tspan` in its language,
/// marked, where it is untranslated.
pub(crate) fn svg_name(named: Named<'_>) -> Markup {
    html! {
        @if named.official {
            (named.text)
        } @else {
            tspan class=(UNTRANSLATED) lang=(named.locale.html()) { (named.text) }
        }
    }
}

/// A tooltip's text for `named` (an SVG `title`, plain text): the name, and why it is
/// untranslated where it is.
pub(crate) fn plain_name(named: Named<'_>, asked: Locale) -> String {
    match named.official {
        true => named.text.to_string(),
        false => format!("{} ({})", named.text, why_untranslated(asked)),
    }
}

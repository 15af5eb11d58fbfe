//! The page's languages: the header's menu of every locale and the `<head>`'s `hreflang`
//! alternates. Each link keeps the server and the feed builder's choice
//! ([`FeedChoice::page_path`]) and names its language (`lang=zh` too), so that following it
//! never falls back on `Accept-Language`.

use maud::{Markup, html};

use super::super::feed::FeedChoice;
use crate::catalog::phrase;
use crate::lang::Locale;

/// The language menu: a `<details>` (no script) listing every locale by its endonym, written in
/// its own language, the page's marked `aria-current`.
pub(super) fn language_menu(choice: &FeedChoice, lang: Locale) -> Markup {
    html! {
        details.langs {
            summary {
                span.label { (phrase(lang, "page-language")) } " "
                span lang=(lang.html()) { (lang.endonym()) }
            }
            ul aria-label=(phrase(lang, "page-language")) {
                @for locale in Locale::ALL {
                    li {
                        a href=(choice.page_path(locale, choice.server)) hreflang=(locale.html())
                            lang=(locale.html()) aria-current=[(locale == lang).then_some("true")] {
                            (locale.endonym())
                        }
                    }
                }
            }
        }
    }
}

/// The `<link rel="alternate">` of every locale, and `x-default`, the page without `lang`; at
/// `origin` (`https://host`) when the face knows it, else relative.
pub(super) fn alternates(choice: &FeedChoice, origin: Option<&str>) -> Markup {
    let origin = origin.unwrap_or("");
    html! {
        @for locale in Locale::ALL {
            link rel="alternate" hreflang=(locale.html())
                href=(format!("{origin}{}", choice.page_path(locale, choice.server)));
        }
        link rel="alternate" hreflang="x-default" href=(format!("{origin}{}", choice.negotiated_path()));
    }
}

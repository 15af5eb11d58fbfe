//! The one rule of which name of a game item a reader sees in a locale, for every face (the
//! JSON's `named`, and the page, the feeds, the cards and MCP once they speak every locale).
//!
//! A name the game gives is data, never a message of ours: it is never translated. In the
//! asked locale an item is named by, in order:
//! 1. its official name in that locale, where the dataset records one (`zh`: the Chinese name,
//!    always; `en`: `titleEn`/`featuredEn`; another locale: `names`);
//! 2. else its official English name, flagged (`official: false`);
//! 3. else its Chinese name, flagged.
//!
//! The functions read an event or a version as a document holds it, told in Chinese or in
//! English (`server::localize`): the Chinese name is `titleZh` (`featuredZh`) where
//! the item is told in English, else `title` (`featured`).

use crate::lang::Locale;
use crate::v1::{self, LocaleNames};

/// A name as told in an asked locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Named<'a> {
    pub text: &'a str,
    /// The locale `text` is written in.
    pub locale: Locale,
    /// Whether `text` is the official name in the asked locale (`false`: a fallback).
    pub official: bool,
}

impl Named<'_> {
    /// The wire form of `named`'s members.
    pub fn to_wire(self) -> v1::Named {
        v1::Named {
            text: self.text.to_string(),
            locale: self.locale.tag().to_string(),
            official: self.official,
        }
    }
}

/// The rule of the module's doc, for one name: `local` is the official name in `asked` (when
/// `asked` is neither zh-CN nor English), `english` the official English one, `chinese` the CN
/// one.
pub fn name_in<'a>(
    asked: Locale,
    local: Option<&'a str>,
    english: Option<&'a str>,
    chinese: &'a str,
) -> Named<'a> {
    let official = |text, locale| Named {
        text,
        locale,
        official: locale == asked,
    };
    let local = match asked {
        Locale::ZhCn => Some(chinese),
        Locale::En => english,
        _ => local,
    };
    match (local, english) {
        (Some(text), _) => Named {
            text,
            locale: asked,
            official: true,
        },
        (None, Some(text)) => official(text, Locale::En),
        (None, None) => official(chinese, Locale::ZhCn),
    }
}

/// An event's Chinese title, whatever the language it is told in.
pub fn chinese_title(event: &v1::Event) -> &str {
    event.title_zh.as_deref().unwrap_or(&event.title)
}

/// The Chinese names of an event's featured units, whatever the language it is told in.
pub fn featured_chinese(event: &v1::Event) -> &[String] {
    event.featured_zh.as_deref().unwrap_or(&event.featured)
}

/// The official names of `names` in `asked`, if it records that locale.
fn recorded(names: &LocaleNames, asked: Locale) -> Option<&v1::OfficialNames> {
    names.get(asked.tag())
}

/// An event's title in `asked`.
pub fn event_title(event: &v1::Event, asked: Locale) -> Named<'_> {
    let local = recorded(&event.names, asked)
        .and_then(|n| n.title.as_ref())
        .map(|n| n.name.as_str());
    name_in(
        asked,
        local,
        event.title_en.as_deref(),
        chinese_title(event),
    )
}

/// An event's featured units in `asked`, in the order of `featured`.
pub fn featured(event: &v1::Event, asked: Locale) -> Vec<Named<'_>> {
    let local = recorded(&event.names, asked).map(|n| n.featured.as_slice());
    featured_chinese(event)
        .iter()
        .enumerate()
        .map(|(i, chinese)| {
            let local = local
                .and_then(|names| names.get(i))
                .and_then(Option::as_ref)
                .map(|n| n.name.as_str());
            let english = event.featured_en.get(i).and_then(Option::as_deref);
            name_in(asked, local, english, chinese)
        })
        .collect()
}

/// A version's title in `asked`.
pub fn version_title(version: &v1::Version, asked: Locale) -> Named<'_> {
    let local = recorded(&version.names, asked)
        .and_then(|n| n.title.as_ref())
        .map(|n| n.name.as_str());
    let chinese = version.title_zh.as_deref().unwrap_or(&version.title);
    name_in(asked, local, version.title_en.as_deref(), chinese)
}

/// `named` of an event told in `asked`.
pub fn event_named(event: &v1::Event, asked: Locale) -> v1::EventNamed {
    v1::EventNamed {
        title: event_title(event, asked).to_wire(),
        featured: featured(event, asked)
            .into_iter()
            .map(Named::to_wire)
            .collect(),
    }
}

/// `named` of a version told in `asked`.
pub fn version_named(version: &v1::Version, asked: Locale) -> v1::VersionNamed {
    v1::VersionNamed {
        title: version_title(version, asked).to_wire(),
    }
}

#[cfg(test)]
mod tests;

//! The names of things a face tells in a language: a server, a category's pools, a version
//! (never by its key).

use crate::catalog::{phrase, say};
use crate::lang::Locale;
use crate::server::Server;
use crate::v1::{Category, Version};

/// A server's name, with its offset, in `lang`: "Global Americas / Europe (UTC−5)",
/// 「国际服 美洲/欧洲（UTC−5）」 (the page's server switch, the feed builder, a subscription's
/// confirmation).
pub fn server_name(server: Server, lang: Locale) -> &'static str {
    phrase(
        lang,
        match server {
            Server::Cn => "server-cn",
            Server::Asia => "server-asia",
            Server::AmericasEurope => "server-americas-europe",
        },
    )
}

/// What a category holds, as a list names it, in `lang`: "operator pools", 「角色卡池」.
pub fn category_plural(category: Category, lang: Locale) -> &'static str {
    phrase(
        lang,
        match category {
            Category::Operator => "category-operator-plural",
            Category::Arsenal => "category-arsenal-plural",
            Category::Permanent => "category-permanent-plural",
            Category::Limited => "category-limited-plural",
            Category::Update => "category-update-plural",
        },
    )
}

/// A version as a reader knows it, in `lang`, never by its key: "version 7 「丹青渡」", "version 7
/// “Spring Trial”", 「版本 7「丹青渡」」: its name in `lang` by [`crate::names`]' rule (an official
/// one, or the English one flagged, written as a name; the Chinese one, quoted).
pub fn version_named(version: &Version, lang: Locale) -> String {
    let number = version.version_number.as_str();
    let named = crate::names::version_title(version, lang);
    if named.locale != Locale::ZhCn {
        return say(
            lang,
            "version-named-official",
            &[("number", number.into()), ("title", named.text.into())],
        );
    }
    let chinese = named.text;
    let quoted = match chinese.contains('「') {
        true => chinese.to_string(),
        false => say(lang, "quoted", &[("name", chinese.into())]),
    };
    say(
        lang,
        "version-named",
        &[
            ("number", number.into()),
            ("quoted", quoted.as_str().into()),
        ],
    )
}

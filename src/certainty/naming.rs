//! The names of things a face tells in a language: a server, a category's pools, a version
//! (never by its key).

use crate::lang::Lang;
use crate::server::Server;
use crate::v1::{Category, Version};

/// A server's name, with its offset, in `lang`: "Global Americas / Europe (UTC−5)",
/// 「国际服 美洲/欧洲（UTC−5）」 (the page's server switch, the feed builder, a subscription's
/// confirmation).
pub fn server_name(server: Server, lang: Lang) -> &'static str {
    match (server, lang) {
        (Server::Cn, Lang::Zh) => "国服（UTC+8）",
        (Server::Cn, Lang::En) => "CN (UTC+8)",
        (Server::Asia, Lang::Zh) => "国际服 亚洲（UTC+8）",
        (Server::Asia, Lang::En) => "Global Asia (UTC+8)",
        (Server::AmericasEurope, Lang::Zh) => "国际服 美洲/欧洲（UTC−5）",
        (Server::AmericasEurope, Lang::En) => "Global Americas / Europe (UTC−5)",
    }
}

/// What a category holds, as a list names it, in `lang`: "operator pools", 「角色卡池」.
pub fn category_plural(category: Category, lang: Lang) -> &'static str {
    match (category, lang) {
        (Category::Operator, Lang::En) => "operator pools",
        (Category::Operator, Lang::Zh) => "角色卡池",
        (Category::Arsenal, Lang::En) => "arsenal pools",
        (Category::Arsenal, Lang::Zh) => "武器卡池",
        (Category::Permanent, Lang::En) => "permanent content",
        (Category::Permanent, Lang::Zh) => "常驻内容",
        (Category::Limited, Lang::En) => "limited activities",
        (Category::Limited, Lang::Zh) => "限时活动",
        (Category::Update, Lang::En) => "updates",
        (Category::Update, Lang::Zh) => "更新",
    }
}

/// A version as a reader knows it, in `lang`, never by its key: "version 7 「丹青渡」", "version 7
/// “Spring Trial”" (its official English name, in English, where there is one), 「版本 7「丹青渡」」.
pub fn version_named(version: &Version, lang: Lang) -> String {
    let number = &version.version_number;
    let quoted = |title: &str| match title.contains('「') {
        true => title.to_string(),
        false => format!("「{title}」"),
    };
    let chinese = version.title_zh.as_deref().unwrap_or(&version.title);
    match (lang, &version.title_en) {
        (Lang::En, Some(english)) => format!("version {number} “{english}”"),
        (Lang::En, None) => format!("version {number} {}", quoted(chinese)),
        (Lang::Zh, _) => format!("版本 {number}{}", quoted(chinese)),
    }
}

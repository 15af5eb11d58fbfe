//! The markup of `/`, as maud templates: every value is escaped by the template engine.
//!
//! The page's own text is Chinese, the data's language, with a short English word beside
//! headings and controls; `lang=en` (or `Accept-Language`) gives the same layout in English,
//! with each title's official English name where the data has one. Every time is written in
//! Asia/Shanghai and told as [`crate::certainty`] decides (an unconfirmed hour as its date, a
//! tentative time marked); the script adds the viewer's local time and live countdowns.

mod history;
mod notified;
mod subscribe;
mod timeline;

use chrono::{DateTime, Utc};
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::feed::FeedChoice;
use super::model::Page;
use super::{ICON_PATH, SCRIPT_PATH, STYLE_PATH};
use crate::certainty::{
    self, Certainty, Standing, Told, duration_text, nothing_upcoming, server_name,
};
use crate::lang::Locale;
use crate::server::Server;
use crate::time;
use crate::v1::{Category, Event, SourceMode, Version};
use history::history_section;
pub use notified::{Made, NOTIFIED_PATH};
pub(super) use notified::{notified_page, notified_section};
use subscribe::{data_section, subscribe_section};
use timeline::timeline_section;

/// The rolling release that always holds the latest dataset.
const DATASET_URL: &str =
    "https://github.com/endfield-calendar/endfield-calendar/releases/download/dataset/events.json";
const REPOSITORY_URL: &str = "https://github.com/endfield-calendar/endfield-calendar";

/// The text of the page in its language's pair (Chinese for `zh` and `zh-TW`, else English):
/// the page's words not yet in the catalog (src/catalog).
fn tr<T>(lang: Locale, zh: T, en: T) -> T {
    match lang.pair() {
        Locale::ZhCn => zh,
        _ => en,
    }
}

/// A heading: Chinese with the English word beside it, or English alone.
fn heading(lang: Locale, zh: &'static str, en: &'static str) -> Markup {
    html! {
        @match lang.pair() {
            Locale::ZhCn => { (zh) " " span.en { (en) } }
            _ => { (en) }
        }
    }
}

/// The featured units as told in `lang`: in English, each one's official English name where
/// the dataset gives one (never a translation), else its Chinese name.
fn featured(lang: Locale, e: &Event) -> String {
    match lang.pair() {
        Locale::ZhCn => e.featured.join(" / "),
        _ => crate::server::featured_in_english(e).join(" / "),
    }
}

/// An event's or a version's title in the page's language: the official English one where the
/// data has it, else the title as the data writes it.
fn title<'a>(lang: Locale, title: &'a str, title_en: Option<&'a str>) -> &'a str {
    match (lang, title_en) {
        (Locale::En, Some(english)) => english,
        _ => title,
    }
}

/// The header's server switch: the page on each server, in the same language with the same
/// feed choice (plain links: it works without JavaScript).
fn server_switch(choice: &FeedChoice, lang: Locale) -> Markup {
    html! {
        nav.servers aria-label=(tr(lang, "服务器 Server", "Server")) {
            span { (tr(lang, "服务器：", "Server: ")) }
            @for server in Server::ALL {
                @if server == choice.server {
                    a href=(choice.page_path(lang, server)) aria-current="true" { (server_name(server, lang)) }
                } @else {
                    a href=(choice.page_path(lang, server)) { (server_name(server, lang)) }
                }
            }
        }
    }
}

/// The header's note: whose calendar this is (the chosen server's; a global server's is compiled
/// from CN's notices, the servers sharing one schedule), that it is unofficial, and whose clock
/// its times are on.
fn notice(server: Server, lang: Locale) -> Markup {
    let (whose, clock) = match server {
        Server::Cn => (
            tr(
                lang,
                "：社区维护的国服日历，与游戏版权方无关。",
                ": a community calendar of the CN server, not affiliated with the game's rights \
                 holders. ",
            ),
            tr(
                lang,
                "所有时间为北京时间（Asia/Shanghai, UTC+8）。",
                "All times are Beijing time (Asia/Shanghai, UTC+8).",
            ),
        ),
        Server::Asia => (
            tr(
                lang,
                "：社区维护的国际服亚服日历（依据国服公告整理，各服日程相同），与游戏版权方无关。",
                ": a community calendar of the global Asia server (compiled from the CN server's \
                 notices: the servers share one schedule), not affiliated with the game's rights \
                 holders. ",
            ),
            tr(
                lang,
                "所有时间为国际服亚服的服务器时间（UTC+8）。",
                "All times are the global Asia server's time (UTC+8).",
            ),
        ),
        Server::AmericasEurope => (
            tr(
                lang,
                "：社区维护的国际服美洲/欧洲服日历（依据国服公告整理，各服日程相同），与游戏版权方无关。",
                ": a community calendar of the global Americas/Europe server (compiled from the \
                 CN server's notices: the servers share one schedule), not affiliated with the \
                 game's rights holders. ",
            ),
            tr(
                lang,
                "所有时间为国际服美洲/欧洲服的服务器时间（UTC−5）。",
                "All times are the global Americas/Europe server's time (UTC−5).",
            ),
        ),
    };
    html! {
        p.notice role="note" data-server=(server.as_str()) {
            strong { (tr(lang, "非官方 Unofficial", "Unofficial")) }
            (whose)
            (tr(lang, "数据与官方公告或游戏内显示不一致时，以官方为准。",
                "Where it differs from the official notices or the game, the official word counts. "))
            (clock)
        }
    }
}

/// A version's name in the page's language: `「丹青渡」`, or its English name as is.
fn version_name(lang: Locale, version: &Version) -> String {
    match (lang, &version.title_en) {
        (Locale::En, Some(english)) => english.clone(),
        _ => format!("「{}」", version.title),
    }
}

/// The page; with `notified`, its "Get notified" section (a face that keeps subscriptions).
pub(crate) fn render(
    page: &Page<'_>,
    choice: &FeedChoice,
    origin: Option<&str>,
    notified: Option<fn(Locale) -> String>,
) -> String {
    let lang = page.lang;
    html! {
        (DOCTYPE)
        html lang=(lang.html()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (tr(lang, "终末地日历 · Endfield calendar", "Arknights: Endfield calendar")) }
                meta name="description" content=(crate::catalog::say(lang, "page-description", &[("server", server_name(page.dataset.server(), lang).into())]));
                link rel="stylesheet" href=(STYLE_PATH);
                link rel="icon" href=(ICON_PATH) type="image/svg+xml";
                script src=(SCRIPT_PATH) defer {}
            }
            body data-now=(time::format(page.now)) data-lang=(lang.tag()) {
                header.top {
                    @match lang.pair() {
                        Locale::ZhCn => h1 { "明日方舟：终末地 日历" span.en { "Arknights: Endfield calendar" } },
                        _ => h1 { "Arknights: Endfield calendar" },
                    }
                    (notice(page.dataset.server(), lang))
                    nav aria-label=(tr(lang, "页面导航", "Page navigation")) {
                        a href="#live" { (tr(lang, "正在进行", "Live")) } a href="#upcoming" { (tr(lang, "即将开始", "Upcoming")) }
                        a href="#timeline" { (tr(lang, "时间线", "Timeline")) } a href="#history" { (tr(lang, "卡池历史", "Banner history")) } a href="#subscribe" { (tr(lang, "订阅 Subscribe", "Subscribe")) }
                        a href="#data" { "API" }
                        @let other = match lang.pair() { Locale::ZhCn => Locale::En, _ => Locale::ZhCn };
                        a.lang href=(choice.page_path(other, choice.server)) hreflang=(other.tag()) { (tr(lang, "English", "中文")) }
                    }
                    (server_switch(choice, lang))
                }
                main {
                    (version_section(page))
                    (live_section(page))
                    (upcoming_section(page))
                    (timeline_section(page))
                    (history_section(page))
                    (subscribe_section(page, choice, origin))
                    @if let Some(section) = notified { (PreEscaped(section(lang))) }
                    (data_section(lang, choice.server))
                }
                (footer(page))
            }
        }
    }
    .into_string()
}

fn version_section(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    html! {
        section #version aria-labelledby="version-h" {
            // Once every recorded version has ended, the last is no longer current.
            @if page.behind.is_some() {
                h2 #version-h { (heading(lang, "最近记录的版本", "Last recorded version")) }
            } @else {
                h2 #version-h { (heading(lang, "当前版本", "Current version")) }
            }
            @if let Some(v) = page.active {
                p.version {
                    span.vnum { (tr(lang, "版本 ", "Version ")) (v.version_number) } " "
                    strong.vtitle { (version_name(lang, v)) }
                }
                p {
                    (told(Told::version_start(v), lang)) " – "
                    @if let Some(end) = Told::version_end(v) { (told(end, lang)) } @else { (tr(lang, "结束时间未公布", "end not announced")) }
                }
                p.remaining {
                    @if page.now < v.starts_at {
                        @if Told::version_start(v).hour_known {
                            (tr(lang, "距开始 ", "Starts in ")) (countdown(v.starts_at, page.now, lang))
                        } @else if !Told::version_start(v).date_known(time::local()) {
                            (tr(lang, "开始日期与时间均未定", "Start date and time TBC"))
                        } @else {
                            (tr(lang, "开始日期已知，具体时间未定", "Start date known, time TBC"))
                        }
                    } @else if let Some(end) = Told::version_end(v) {
                        @if page.now >= end.at {
                            @if let Some(behind) = page.behind {
                                span.behind data-behind=(behind.version.version_key) { (behind.sentence(page.dataset.generated_at(), lang)) }
                            } @else {
                                (tr(lang, "已结束", "Ended"))
                            }
                        } @else if end.hour_known {
                            (tr(lang, "还剩 ", "Ends in ")) (countdown(end.at, page.now, lang))
                        } @else if !end.date_known(time::local()) {
                            (tr(lang, "结束日期与时间均未定", "End date and time TBC"))
                        } @else {
                            (tr(lang, "结束日期已知，具体时间未定", "End date known, time TBC"))
                        }
                    }
                }
                @if !v.activities_complete {
                    p.incomplete data-incomplete=(v.version_key) {
                        (tr(lang, "本版本的活动列表尚不完整：未收录的活动不会显示。", "This version's activity list is incomplete: activities not collected yet are not shown."))
                    }
                }
            } @else {
                p { (tr(lang, "数据中没有版本。", "The data holds no version.")) }
            }
        }
    }
}

fn live_section(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let incomplete = page
        .active
        .is_some_and(|v: &Version| !v.activities_complete);
    let no_limited = crate::catalog::phrase(
        lang,
        match incomplete {
            true => "page-no-limited-incomplete",
            false => "page-no-limited",
        },
    );
    html! {
        section #live aria-labelledby="live-h" {
            h2 #live-h { (heading(lang, "正在进行", "Live now")) }
            h3 { (heading(lang, "卡池", "Pools")) }
            (event_list(&page.live_pools, page, tr(lang, "当前没有进行中的卡池。", "No pool is live.")))
            h3 { (heading(lang, "限时活动", "Limited")) }
            (event_list(&page.live_limited, page, no_limited))
            @if !page.live_other.is_empty() {
                h3 { (heading(lang, "更新", "Updates")) }
                (event_list(&page.live_other, page, ""))
            }
            @if !page.may_have_ended.is_empty() {
                h3 { (heading(lang, "可能已结束", "May have ended")) }
                p.hint { (tr(lang, "暂定的结束时间已过，官方结束时间未公布。", "Their estimated end has passed; no official end is announced.")) }
                (event_items(&page.may_have_ended, "may-have-ended", end_text, page))
            }
            // Permanent content never ends: listed last and closed, under a count, so the live
            // pools and activities lead.
            @if page.live_permanent.is_empty() {
                h3 { (heading(lang, "常驻内容", "Permanent")) }
                p.empty { (tr(lang, "暂无。", "None.")) }
            } @else {
                details.permanent {
                    summary {
                        h3 { (heading(lang, "常驻内容", "Permanent")) (tr(lang, "", " ")) span.count data-count=(page.live_permanent.len()) { (tr(lang, "（", "(")) (page.live_permanent.len()) (tr(lang, " 项）", ")")) } }
                    }
                    ul.events.compact data-list="live" {
                        @for e in &page.live_permanent {
                            li data-id=(e.id) data-event-id=(e.id) data-certainty=(Certainty::of(e, page.now).as_str()) {
                                (swatch(e)) span.title { (title(lang, &e.title, e.title_en.as_deref())) } " " span.when { (end_text(e, page)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn upcoming_section(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    html! {
        section #upcoming aria-labelledby="upcoming-h" {
            h2 #upcoming-h { (heading(lang, "即将开始", "Upcoming")) }
            @if page.upcoming.is_empty() {
                p.empty { (nothing_upcoming(page.behind, lang)) }
            } @else {
                (event_items(&page.upcoming, "upcoming", start_text, page))
            }
            @if !page.start_not_announced.is_empty() {
                h3 { (heading(lang, "开始时间未公布", "Start not announced")) }
                p.hint { (tr(lang, "暂定的开始时间已过，官方开始时间尚未公布。", "Their estimated start has passed; no official start is announced yet.")) }
                (event_items(&page.start_not_announced, "start-not-announced", start_text, page))
            }
        }
    }
}

fn event_list(events: &[&Event], page: &Page<'_>, empty: &str) -> Markup {
    html! {
        @if events.is_empty() {
            p.empty { (empty) }
        } @else {
            (event_items(events, "live", end_text, page))
        }
    }
}

/// The list of `events` named `list` (the browser check reads it), each with the time text
/// `when` gives it, its id and its certainty for machines.
fn event_items(
    events: &[&Event],
    list: &str,
    when: fn(&Event, &Page<'_>) -> Markup,
    page: &Page<'_>,
) -> Markup {
    let lang = page.lang;
    html! {
        ul.events data-list=(list) {
            @for e in events {
                li data-id=(e.id) data-event-id=(e.id) data-certainty=(Certainty::of(e, page.now).as_str()) {
                    (swatch(e))
                    div.body {
                        span.cat { (category_name(e.category, lang)) } " "
                        span.title { (title(lang, &e.title, e.title_en.as_deref())) }
                        @if !e.featured.is_empty() {
                            " " span.featured { (tr(lang, "UP：", "Rate-up: ")) (featured(lang, e)) }
                        }
                        @if let Some(r) = &e.related { " " span.related { "· " (r) } }
                        div.when { (when(e, page)) }
                    }
                }
            }
        }
    }
}

/// A small colour chip from the event's `color` (an SVG attribute: no inline style).
fn swatch(e: &Event) -> Markup {
    html! {
        svg.swatch width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" {
            rect width="12" height="12" rx="3" fill=(e.color) {}
        }
    }
}

fn category_name(c: Category, lang: Locale) -> &'static str {
    match c {
        Category::Operator => tr(lang, "角色卡池", "Operator pool"),
        Category::Arsenal => tr(lang, "武器卡池", "Arsenal pool"),
        Category::Permanent => tr(lang, "常驻", "Permanent"),
        Category::Limited => tr(lang, "限时活动", "Limited"),
        Category::Update => tr(lang, "更新", "Update"),
    }
}

/// How a live event ends: time left and the end (its date only when the hour is unconfirmed,
/// marked when tentative), or its label, official or inferred.
fn end_text(e: &Event, page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let standing = Standing::of(e, page.now);
    html! {
        @if let Some(note) = certainty::standing_note(standing, lang) {
            strong.state { (note) } (tr(lang, "；", "; "))
        }
        @if let Some(end) = Told::end(e) {
            @if standing == Standing::Live && end.hour_known && !end.estimated {
                (tr(lang, "剩余 ", "")) (countdown(end.at, page.now, lang)) (tr(lang, "，至 ", " left, until "))
            } @else {
                (tr(lang, "结束：", "Ends: "))
            }
            (told(end, lang))
            @if let Some(label) = certainty::end_note(e, page.dataset.events(), lang) { " (" (label) ")" }
        } @else if let Some(label) = certainty::end_note(e, page.dataset.events(), lang) {
            (tr(lang, "结束：", "Ends: ")) (label)
        } @else if e.permanent {
            (tr(lang, "常驻，无结束时间", "Permanent, no end"))
        } @else {
            (tr(lang, "结束时间未公布", "End not announced"))
        }
    }
}

/// How an upcoming event starts: time to go and its start (and end), or, for a tentative start,
/// the estimate with its label where the label says more than the estimate's date.
fn start_text(e: &Event, page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let start = Told::start(e);
    let label = certainty::start_label(e);
    html! {
        @if Standing::of(e, page.now) == Standing::StartNotAnnounced {
            strong.state { (tr(lang, "开始时间未公布", "Start not announced")) }
            (tr(lang, "（曾暂定 ", " (was estimated for ")) (told(Told { estimated: false, ..start }, lang)) (tr(lang, "）", ")"))
            @if let Some(label) = &label { (tr(lang, "；", "; ")) (label) }
        } @else if start.estimated {
            (told(start, lang))
            @if let Some(label) = &label { (tr(lang, "（", " (")) (label) (tr(lang, "）", ")")) }
        } @else {
            @if start.hour_known {
                (countdown(start.at, page.now, lang)) (tr(lang, "后开始，", " to go, "))
            }
            (told(start, lang))
            @if let Some(end) = Told::end(e) { " – " (told(end, lang)) }
        }
    }
}

/// A time as [`Told`] tells it; a known clock time is a `<time>` the script adds the viewer's
/// local time to, an unconfirmed hour is the date alone.
fn told(t: Told, lang: Locale) -> Markup {
    html! {
        @if t.hour_known {
            time datetime=(time::format(t.at)) data-certainty=(if t.estimated { "estimated" } else { "confirmed" }) { (t.text(lang)) }
        } @else {
            span.tbc data-certainty="unconfirmed-hour" { (t.text(lang)) }
        }
    }
}

/// A moment in Asia/Shanghai, to the minute; the script appends the viewer's local time.
fn moment(t: DateTime<Utc>, lang: Locale) -> Markup {
    told(
        Told {
            at: t,
            hour_known: true,
            estimated: false,
            at_latest: false,
            server_clock: false,
        },
        lang,
    )
}

/// Time between now and `t`, to the minute; the script keeps it counting.
fn countdown(t: DateTime<Utc>, now: DateTime<Utc>, lang: Locale) -> Markup {
    html! {
        span.countdown data-until=(time::format(t)) { (duration_text(t - now, lang)) }
    }
}

fn footer(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let document = page.dataset.document();
    let source = &document.source;
    let mode = match source.mode {
        SourceMode::Origin => tr(
            lang,
            "上游接口已应答 (origin)",
            "the upstream answered (origin)",
        ),
        SourceMode::Partial => tr(
            lang,
            "部分来源未应答，其余取自保存的资料 (partial)",
            "only part of the sources answered; the kept sources fill in the rest (partial)",
        ),
        SourceMode::Fallback => tr(
            lang,
            "未读取上游接口，由保存的资料离线生成 (fallback)",
            "built offline from the kept sources, without the upstream (fallback)",
        ),
    };
    html! {
        footer {
            p {
                (tr(lang, "数据来源 Sources：游戏内官方公告（", "Sources: the game's official in-game notices ("))
                (tr(lang, "被引用 ", "")) (page.dataset.notices_cited())
                (tr(lang, " 条，含生成器读取的公告与来源中引用的公告存档）、上游公开接口（",
                    " cited, read by the generator or cited from an archive of the notice list), the upstream's public interface ("))
                a href="https://github.com/MoguJunn/endfield-gacha" { "MoguJunn/endfield-gacha" }
                (tr(lang, "）与社区整理的资料（每条数据注明出处）。本日历为非官方社区项目；一切以官方公告与游戏内显示为准。",
                    ") and community records (every fact names its source). This is an unofficial community project; the official notices and the game are authoritative."))
            }
            p.meta data-generated-at=(time::format(page.dataset.generated_at())) {
                (tr(lang, "数据更新于 ", "Data last updated ")) (moment(page.dataset.generated_at(), lang))
                (tr(lang, "；", "; ")) (mode)
                @if let Some(updated) = source.updated_at {
                    (tr(lang, "，上游数据时间 ", ", upstream data of ")) (moment(updated, lang))
                }
                (tr(lang, "；页面生成于 ", "; page generated ")) (moment(page.now, lang)) (tr(lang, "。", "."))
            }
            p.meta { (PreEscaped("&copy;")) " 明日方舟：终末地 is a trademark of its rights holders; this site is not affiliated with them." }
        }
    }
}

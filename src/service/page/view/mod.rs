//! The markup of `/`, as maud templates: every value is escaped by the template engine.
//!
//! Text for people is Chinese, the data's language; headings and controls carry a short English
//! word too, for readers of the English-speaking community. Every time is written in
//! Asia/Shanghai; the script adds the viewer's local time and live countdowns.

mod subscribe;
mod timeline;

use chrono::{DateTime, TimeDelta, Utc};
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::feed::FeedChoice;
use super::model::Page;
use super::{ICON_PATH, SCRIPT_PATH, STYLE_PATH};
use crate::time::{self, SHANGHAI};
use crate::v1::{Category, Event, SourceMode};
use subscribe::{data_section, subscribe_section};
use timeline::timeline_section;

/// The rolling release that always holds the latest dataset.
const DATASET_URL: &str =
    "https://github.com/endfield-calendar/endfield-calendar/releases/download/dataset/events.json";
const REPOSITORY_URL: &str = "https://github.com/endfield-calendar/endfield-calendar";

pub(crate) fn render(page: &Page<'_>, choice: &FeedChoice, origin: Option<&str>) -> String {
    html! {
        (DOCTYPE)
        html lang="zh-CN" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { "终末地日历 · Endfield calendar" }
                meta name="description" content="明日方舟：终末地（国服）非官方版本与活动日历：正在进行的卡池与活动、即将开始的内容、时间线和日历订阅。";
                link rel="stylesheet" href=(STYLE_PATH);
                link rel="icon" href=(ICON_PATH) type="image/svg+xml";
                script src=(SCRIPT_PATH) defer {}
            }
            body data-now=(time::format(page.now)) {
                header.top {
                    h1 { "明日方舟：终末地 日历" span.en { "Arknights: Endfield calendar" } }
                    p.notice role="note" {
                        strong { "非官方 Unofficial" } "：社区维护的国服日历，与游戏版权方无关。"
                        "数据与官方公告或游戏内显示不一致时，以官方为准。所有时间为北京时间（Asia/Shanghai, UTC+8）。"
                    }
                    nav aria-label="页面导航" {
                        a href="#live" { "正在进行" } a href="#upcoming" { "即将开始" }
                        a href="#timeline" { "时间线" } a href="#subscribe" { "订阅 Subscribe" }
                        a href="#data" { "API" }
                    }
                }
                main {
                    (version_section(page))
                    (live_section(page))
                    (upcoming_section(page))
                    (timeline_section(page))
                    (subscribe_section(page, choice, origin))
                    (data_section())
                }
                (footer(page))
            }
        }
    }
    .into_string()
}

fn version_section(page: &Page<'_>) -> Markup {
    html! {
        section #version aria-labelledby="version-h" {
            h2 #version-h { "当前版本 " span.en { "Current version" } }
            @if let Some(v) = page.active {
                p.version {
                    span.vnum { "版本 " (v.version_number) } " "
                    strong.vtitle { "「" (v.title) "」" }
                }
                p {
                    (moment(v.starts_at)) " – "
                    @if let Some(end) = v.ends_at { (moment(end)) } @else { "结束时间未公布" }
                }
                p.remaining {
                    @if page.now < v.starts_at {
                        "距开始 " (countdown(v.starts_at, page.now))
                    } @else if let Some(end) = v.ends_at {
                        @if page.now < end { "还剩 " (countdown(end, page.now)) } @else { "已结束；下一版本尚未公布" }
                    }
                }
            } @else {
                p { "数据中没有版本。" }
            }
        }
    }
}

fn live_section(page: &Page<'_>) -> Markup {
    html! {
        section #live aria-labelledby="live-h" {
            h2 #live-h { "正在进行 " span.en { "Live now" } }
            h3 { "卡池 " span.en { "Pools" } }
            (event_list(&page.live_pools, page, "当前没有进行中的卡池。"))
            h3 { "限时活动 " span.en { "Limited" } }
            (event_list(&page.live_limited, page, "当前没有进行中的限时活动。"))
            @if !page.live_other.is_empty() {
                h3 { "更新 " span.en { "Updates" } }
                (event_list(&page.live_other, page, ""))
            }
            h3 { "常驻内容 " span.en { "Permanent" } }
            @if page.live_permanent.is_empty() {
                p.empty { "暂无。" }
            } @else {
                ul.events.compact data-list="live" {
                    @for e in &page.live_permanent {
                        li data-id=(e.id) { (swatch(e)) span.title { (e.title) } " " span.when { (end_text(e, page.now)) } }
                    }
                }
            }
        }
    }
}

fn upcoming_section(page: &Page<'_>) -> Markup {
    html! {
        section #upcoming aria-labelledby="upcoming-h" {
            h2 #upcoming-h { "即将开始 " span.en { "Upcoming" } }
            @if page.upcoming.is_empty() {
                p.empty { "暂无已公布的后续内容。" span.en { " Nothing announced yet." } }
            } @else {
                (event_items(&page.upcoming, "upcoming", start_text, page.now))
            }
        }
    }
}

fn event_list(events: &[&Event], page: &Page<'_>, empty: &str) -> Markup {
    html! {
        @if events.is_empty() {
            p.empty { (empty) }
        } @else {
            (event_items(events, "live", end_text, page.now))
        }
    }
}

/// The list of `events` named `list` (the browser check reads it), each with the time text
/// `when` gives it.
fn event_items(
    events: &[&Event],
    list: &str,
    when: fn(&Event, DateTime<Utc>) -> Markup,
    now: DateTime<Utc>,
) -> Markup {
    html! {
        ul.events data-list=(list) {
            @for e in events {
                li data-id=(e.id) {
                    (swatch(e))
                    div.body {
                        span.cat { (category_name(e.category)) } " "
                        span.title { (e.title) }
                        @if let Some(r) = &e.related { " " span.related { "· " (r) } }
                        div.when { (when(e, now)) }
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

fn category_name(c: Category) -> &'static str {
    match c {
        Category::Operator => "角色卡池",
        Category::Arsenal => "武器卡池",
        Category::Permanent => "常驻",
        Category::Limited => "限时活动",
        Category::Update => "更新",
    }
}

/// How a live event ends: time left and the end, or the official wording when the end is
/// relative or unknown.
fn end_text(e: &Event, now: DateTime<Utc>) -> Markup {
    html! {
        @if let Some(end) = e.end {
            "剩余 " (countdown(end, now)) "，至 " (moment(end))
        } @else if let Some(label) = &e.end_label {
            "结束：" (label)
        } @else if e.permanent {
            "常驻，无结束时间"
        } @else {
            "结束时间未公布"
        }
    }
}

fn start_text(e: &Event, now: DateTime<Utc>) -> Markup {
    html! {
        @if e.start_unknown {
            "开始时间待定"
            @if let Some(label) = &e.start_label { "（" (label) "）" }
        } @else {
            (countdown(e.start, now)) "后开始，" (moment(e.start))
            @if let Some(end) = e.end { " – " (moment(end)) }
        }
    }
}

/// A moment in Asia/Shanghai; the script appends the viewer's local time.
fn moment(t: DateTime<Utc>) -> Markup {
    let local = t.with_timezone(&SHANGHAI);
    html! {
        time datetime=(time::format(t)) { (local.format("%Y-%m-%d %H:%M")) }
    }
}

/// Time between now and `t`, to the minute; the script keeps it counting.
fn countdown(t: DateTime<Utc>, now: DateTime<Utc>) -> Markup {
    html! {
        span.countdown data-until=(time::format(t)) { (duration_text(t - now)) }
    }
}

pub(crate) fn duration_text(d: TimeDelta) -> String {
    let minutes = d.num_minutes().max(0);
    let (days, hours, mins) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    if days > 0 {
        format!("{days} 天 {hours} 小时")
    } else if hours > 0 {
        format!("{hours} 小时 {mins} 分")
    } else {
        format!("{mins} 分钟")
    }
}

fn footer(page: &Page<'_>) -> Markup {
    let source = &page.dataset.document().source;
    let mode = match source.mode {
        SourceMode::Origin => "上游数据 (origin)",
        SourceMode::Partial => "部分上游数据 (partial)",
        SourceMode::Fallback => "内置数据 (fallback)",
    };
    html! {
        footer {
            p {
                "数据来源 Sources：版本与卡池来自上游公开接口（"
                a href="https://github.com/MoguJunn/endfield-gacha" { "MoguJunn/endfield-gacha" }
                "），活动主要整理自第三方非官方活动时间线（"
                a href="https://github.com/MoguJunn/endfield-version-calendar" { "endfield-version-calendar" }
                "）。本日历为非官方社区项目；一切以官方公告与游戏内显示为准。"
            }
            p.meta {
                "数据状态：" (mode) "；数据生成于 " (moment(page.dataset.generated_at()))
                "；页面生成于 " (moment(page.now)) "。"
            }
            p.meta { (PreEscaped("&copy;")) " 明日方舟：终末地 is a trademark of its rights holders; this site is not affiliated with them." }
        }
    }
}

//! The markup of `/`, as maud templates: every value is escaped by the template engine.
//!
//! Text for people is Chinese, the data's language; headings and controls carry a short English
//! word too, for readers of the English-speaking community. Every time is written in
//! Asia/Shanghai; the script adds the viewer's local time and live countdowns.

use chrono::{DateTime, TimeDelta, Utc};
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::feed::{ALARMS, ENDINGS, FeedChoice, PRESETS};
use super::model::{Page, Timeline};
use super::{ICON_PATH, OPENAPI_PATH, SCRIPT_PATH, STYLE_PATH};
use crate::changes::{CHANGES_ATOM_PATH, CHANGES_PATH};
use crate::service::{EVENTS_ICS_PATH, EVENTS_PATH};
use crate::time::{self, SHANGHAI};
use crate::v1::{Category, Event, SourceMode, Status, Version};

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

/// Width of the timeline's drawing, in SVG units (about pixels; it scrolls on a phone).
const AXIS_W: f64 = 1000.0;
const LABEL_TOP: f64 = 40.0;
const ROW: f64 = 22.0;

fn timeline_section(page: &Page<'_>) -> Markup {
    let t = &page.timeline;
    let height = LABEL_TOP + ROW * t.events.len() as f64 + 8.0;
    let x = |at: DateTime<Utc>| (t.position(at) * AXIS_W * 10.0).round() / 10.0;
    html! {
        section #timeline aria-labelledby="timeline-h" {
            h2 #timeline-h { "时间线 " span.en { "Timeline" } }
            p.hint { "当前版本及前后版本的全部内容；竖线为版本分界，红线为现在。条形图可横向滚动。" }
            div.scroll tabindex="0" role="region" aria-label="时间线（可横向滚动）" {
                svg.timeline viewBox=(format!("0 0 {AXIS_W} {height}")) width=(AXIS_W) height=(height)
                    role="img" aria-labelledby="timeline-h" {
                    @for m in month_ticks(t) {
                        line.tick x1=(x(m)) x2=(x(m)) y1="20" y2=(height) {}
                        text.month x=(x(m) + 3.0) y="34" { (m.with_timezone(&SHANGHAI).format("%-m月%-d日")) }
                    }
                    @for v in &t.versions {
                        line.divider x1=(x(v.starts_at)) x2=(x(v.starts_at)) y1="0" y2=(height) {}
                        text.vlabel x=(x(v.starts_at) + 4.0) y="14" { "v" (v.version_number) " 「" (v.title) "」" }
                    }
                    @for (i, e) in t.events.iter().enumerate() {
                        (bar(e, LABEL_TOP + ROW * i as f64, x(e.start), x(t.bar_end(e))))
                    }
                    @if page.now >= t.from && page.now <= t.to {
                        line.now x1=(x(page.now)) x2=(x(page.now)) y1="18" y2=(height) {}
                        text.nowlabel x=(x(page.now) + 3.0) y=(height - 4.0) { "现在" }
                    }
                }
            }
            (timeline_legend(&t.versions))
        }
    }
}

/// One event's bar with its label: inside the bar in `eventInk` when it fits, else beside it.
fn bar(e: &Event, y: f64, x0: f64, x1: f64) -> Markup {
    let width = (x1 - x0).max(if e.milestone { 0.0 } else { 2.0 });
    let label_w = e.title.chars().count() as f64 * 12.0 + 8.0;
    let ink = e.event_ink.as_deref().unwrap_or("#1a1c20");
    let (label_x, anchor, fill) = if label_w <= width {
        (x0 + 4.0, "start", ink)
    } else if x1 + label_w + 4.0 <= AXIS_W {
        (x1 + 4.0, "start", "#1a1c20")
    } else {
        (x0 - 4.0, "end", "#1a1c20")
    };
    let open = e.end.is_none() && !e.milestone;
    html! {
        g.bar {
            title { (e.title) "：" (plain_span(e)) }
            @if e.milestone {
                path d=(format!("M{x0} {y0} l6 8 l-6 8 l-6 -8 z", y0 = y + 1.0)) fill=(e.color) {}
            } @else {
                rect x=(x0) y=(y + 2.0) width=(width) height=(ROW - 4.0) rx="3" fill=(e.color)
                    opacity=(if open { "0.75" } else { "1" }) {}
            }
            text.label x=(if e.milestone { x0 + 8.0 } else { label_x }) y=(y + 15.0)
                text-anchor=(if e.milestone { "start" } else { anchor }) fill=(if e.milestone { "#1a1c20" } else { fill }) {
                (e.title)
            }
        }
    }
}

/// The start and end of an event as text, for the bar's tooltip and screen readers.
fn plain_span(e: &Event) -> String {
    let f = |t: DateTime<Utc>| {
        t.with_timezone(&SHANGHAI)
            .format("%Y-%m-%d %H:%M")
            .to_string()
    };
    let start = if e.start_unknown {
        e.start_label
            .clone()
            .unwrap_or_else(|| "开始时间待定".into())
    } else {
        f(e.start)
    };
    let end = match (e.milestone, e.end, &e.end_label) {
        (true, _, _) => return start,
        (_, Some(end), _) => f(end),
        (_, None, Some(label)) => label.clone(),
        (_, None, None) if e.permanent => "常驻".into(),
        _ => "未公布".into(),
    };
    format!("{start} – {end}")
}

/// The first day of each month inside the axis, in Asia/Shanghai.
fn month_ticks(t: &Timeline<'_>) -> Vec<DateTime<Utc>> {
    use chrono::{Datelike, NaiveDate, TimeZone};
    let start = t.from.with_timezone(&SHANGHAI).date_naive();
    let mut ticks = Vec::new();
    let (mut year, mut month) = (start.year(), start.month());
    for _ in 0..36 {
        month += 1;
        if month > 12 {
            month = 1;
            year += 1;
        }
        let Some(day) =
            NaiveDate::from_ymd_opt(year, month, 1).and_then(|d| d.and_hms_opt(0, 0, 0))
        else {
            break;
        };
        let Some(at) = SHANGHAI.from_local_datetime(&day).single() else {
            break;
        };
        let at = at.with_timezone(&Utc);
        if at >= t.to {
            break;
        }
        ticks.push(at);
    }
    ticks
}

fn timeline_legend(versions: &[&Version]) -> Markup {
    html! {
        ul.legend aria-label="时间线中的版本" {
            @for v in versions {
                li { "v" (v.version_number) " 「" (v.title) "」 " (moment(v.starts_at)) " – "
                    @if let Some(end) = v.ends_at { (moment(end)) } @else { "未公布" } }
            }
        }
    }
}

fn subscribe_section(page: &Page<'_>, choice: &FeedChoice, origin: Option<&str>) -> Markup {
    let (url, webcal) = match origin {
        Some(origin) => choice.urls(origin),
        None => (choice.path(), choice.path()),
    };
    html! {
        section #subscribe aria-labelledby="subscribe-h" {
            h2 #subscribe-h { "订阅日历 " span.en { "Subscribe" } }
            p { "把卡池和活动加入你的日历应用，数据更新后自动同步。先选常用组合，或自己勾选：" }
            ul.presets aria-label="常用组合 Presets" {
                @for (zh, en, query) in PRESETS {
                    li { a.preset href=(if query.is_empty() { "/#subscribe".to_string() } else { format!("/?{query}#subscribe") })
                        data-query=(query) { (zh) " " span.en { (en) } } }
                }
            }
            form #feed-form method="get" action="/#subscribe" {
                fieldset {
                    legend { "类别 " span.en { "Categories" } }
                    @for c in Category::ALL {
                        label.check {
                            input type="checkbox" name="category" value=(c.as_str()) checked[!choice.categories.is_empty() && choice.includes(c)];
                            " " (category_name(c))
                        }
                    }
                    p.hint { "都不勾选 = 全部类别。" }
                }
                div.selects {
                    label { "版本 " span.en { "Version" } " "
                        select name="version" {
                            option value="" selected[choice.version.is_none()] { "全部版本" }
                            @for v in page.dataset.versions() {
                                option value=(v.version_number) selected[choice.version.as_deref() == Some(v.version_number.as_str())] {
                                    "v" (v.version_number) " 「" (v.title) "」"
                                }
                            }
                        }
                    }
                    label { "状态 " span.en { "Status" } " "
                        select name="status" {
                            option value="" selected[choice.status.is_none()] { "全部" }
                            @for (s, name) in [(Status::Upcoming, "即将开始"), (Status::Live, "进行中"), (Status::Ended, "已结束")] {
                                option value=(s.as_str()) selected[choice.status == Some(s)] { (name) }
                            }
                        }
                    }
                }
                div.selects {
                    label { "提醒 " span.en { "Alarm" } " "
                        select name="alarm" {
                            option value="" selected[choice.alarm.is_none()] { "不提醒" }
                            @for (value, name) in ALARMS {
                                option value=(value) selected[choice.alarm == Some(value)] { (name) }
                            }
                        }
                    }
                    label { "即将结束 " span.en { "Ending" } " "
                        select name="ending" {
                            option value="" selected[choice.ending.is_none()] { "不添加" }
                            @for (value, name) in ENDINGS {
                                option value=(value) selected[choice.ending == Some(value)] { (name) }
                            }
                        }
                    }
                }
                p.hint { "部分日历应用（如 Google 日历）会忽略订阅日历中的提醒；需要时请选“即将结束”事件。" }
                button type="submit" { "生成链接 " span.en { "Get links" } }
            }
            div.urls aria-live="polite" {
                label for="feed-url" { "订阅链接 " span.en { "Feed URL" } }
                div.copyrow {
                    input #feed-url type="text" readonly value=(url) data-path=(choice.path());
                    button.copy type="button" data-copy="feed-url" hidden { "复制 Copy" }
                }
                label for="feed-webcal" { "webcal 链接（Apple 日历、Outlook 可直接打开）" }
                div.copyrow {
                    input #feed-webcal type="text" readonly value=(webcal);
                    button.copy type="button" data-copy="feed-webcal" hidden { "复制 Copy" }
                }
                p { a #feed-open href=(webcal) { "在日历应用中打开 " span.en { "Open in calendar app" } } }
            }
            details.howto {
                summary { "如何订阅 " span.en { "How to subscribe" } }
                dl {
                    dt { "Google 日历 (Google Calendar)" }
                    dd { "网页版：设置 → 添加日历 → 通过网址添加（From URL），粘贴上面的 https 链接。手机端会随账号同步。" }
                    dt { "Apple 日历 (Apple Calendar)" }
                    dd { "iPhone / iPad：点“在日历应用中打开”。Mac：文件 → 新建日历订阅（New Calendar Subscription），粘贴链接。" }
                    dt { "Outlook" }
                    dd { "Outlook 网页版：添加日历 → 从 Web 订阅（Subscribe from web），粘贴 https 链接。" }
                    dt { "Thunderbird" }
                    dd { "新建日历 → 在网络上（On the Network），粘贴 https 链接，格式选 iCalendar (ICS)。" }
                }
                p.hint { "日历应用通常每几小时刷新一次订阅；时间以北京时间写入，应用会换算成你的时区。" }
            }
        }
    }
}

fn data_section() -> Markup {
    html! {
        section #data aria-labelledby="data-h" {
            h2 #data-h { "数据与接口 " span.en { "Data & API" } }
            ul.links {
                li { a href=(EVENTS_PATH) { "JSON API" } " — " code { "GET " (EVENTS_PATH) } }
                li { a href=(EVENTS_ICS_PATH) { "iCalendar 订阅源 (ICS feed)" } " — " code { "GET " (EVENTS_ICS_PATH) } }
                li { a href=(CHANGES_ATOM_PATH) { "日程变更 (Atom feed)" } "：新增与改期的记录，可用 RSS 阅读器订阅 — "
                    code { "GET " (CHANGES_ATOM_PATH) } "，JSON: " a href=(CHANGES_PATH) { code { (CHANGES_PATH) } } }
                li { a href=(OPENAPI_PATH) { "OpenAPI 文档" } " — " code { "GET " (OPENAPI_PATH) } }
                li { a href=(DATASET_URL) { "下载完整数据集 (events.json)" } "，最新的滚动发布（rolling release）" }
                li { a href=(REPOSITORY_URL) { "源代码 Source code" } }
            }
        }
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
                "数据状态：" (mode) "；数据生成于 " (moment(page.dataset.generated_at))
                "；页面生成于 " (moment(page.now)) "。"
            }
            p.meta { (PreEscaped("&copy;")) " 明日方舟：终末地 is a trademark of its rights holders; this site is not affiliated with them." }
        }
    }
}

//! The feed builder and the data downloads.

use maud::{Markup, html};

use super::{DATASET_URL, REPOSITORY_URL, category_name, heading, server_name, tr, version_name};
use crate::changes::{CHANGES_ATOM_PATH, CHANGES_PATH};
use crate::lang::Locale;
use crate::query::kept_query;
use crate::server::Server;
use crate::service::page::OPENAPI_PATH;
use crate::service::page::feed::{ALARMS, ENDINGS, FeedChoice, PRESETS};
use crate::service::page::model::Page;
use crate::service::paths::{EVENTS_ICS_PATH, EVENTS_PATH};
use crate::v1::{Category, Status};

pub(super) fn subscribe_section(
    page: &Page<'_>,
    choice: &FeedChoice,
    origin: Option<&str>,
) -> Markup {
    let lang = page.lang;
    let (url, webcal) = match origin {
        Some(origin) => choice.urls(origin),
        None => (choice.path(), choice.path()),
    };
    // The page's own links keep its language and server.
    let server = choice.server;
    let page_query = |query: &str| -> String {
        let kept = kept_query(lang, server);
        let kept: Vec<&str> = [kept.as_str(), query]
            .into_iter()
            .filter(|q| !q.is_empty())
            .collect();
        match kept.is_empty() {
            true => "/#subscribe".into(),
            false => format!("/?{}#subscribe", kept.join("&")),
        }
    };
    html! {
        section #subscribe aria-labelledby="subscribe-h" {
            h2 #subscribe-h { (heading(lang, "订阅日历", "Subscribe")) }
            p { (tr(lang, "把卡池和活动加入你的日历应用，数据更新后自动同步。先选常用组合，或自己勾选：",
                "Add pools and events to your calendar app; it follows every update of the data. Pick a preset, or choose:")) }
            ul.presets aria-label=(tr(lang, "常用组合 Presets", "Presets")) {
                @for (zh, en, query) in PRESETS {
                    li { a.preset href=(page_query(query)) data-query=(query) {
                        @match lang.pair() { Locale::ZhCn => { (zh) " " span.en { (en) } } _ => { (en) } }
                    } }
                }
            }
            form #feed-form method="get" action="/#subscribe" {
                @if lang != Locale::ZhCn { input type="hidden" name="lang" value=(lang.tag()); }
                fieldset {
                    legend { (heading(lang, "类别", "Categories")) }
                    @for c in Category::ALL {
                        label.check {
                            input type="checkbox" name="category" value=(c.as_str()) checked[!choice.categories.is_empty() && choice.includes(c)];
                            " " (category_name(c, lang))
                        }
                    }
                    p.hint { (tr(lang, "都不勾选 = 全部类别。", "None checked = every category.")) }
                }
                div.selects {
                    label { (heading(lang, "版本", "Version")) " "
                        select name="version" {
                            option value="" selected[choice.version.is_none()] { (tr(lang, "全部版本", "All versions")) }
                            @for v in page.dataset.versions() {
                                option value=(v.version_number) selected[choice.version.as_deref() == Some(v.version_number.as_str())] {
                                    "v" (v.version_number) " " (version_name(lang, v))
                                }
                            }
                        }
                    }
                    label { (heading(lang, "状态", "Status")) " "
                        select name="status" {
                            option value="" selected[choice.status.is_none()] { (tr(lang, "全部", "All")) }
                            @for (s, name) in [(Status::Upcoming, tr(lang, "即将开始", "Upcoming")), (Status::Live, tr(lang, "进行中", "Live")), (Status::Ended, tr(lang, "已结束", "Ended"))] {
                                option value=(s.as_str()) selected[choice.status == Some(s)] { (name) }
                            }
                        }
                    }
                }
                div.selects {
                    label { (heading(lang, "服务器", "Server")) " "
                        select name="server" {
                            // CN, the default, is sent as nothing.
                            @for s in Server::ALL {
                                option value=(if s == Server::Cn { "" } else { s.as_str() }) selected[server == s] { (server_name(s, lang)) }
                            }
                        }
                    }
                }
                div.selects {
                    label { (heading(lang, "提醒", "Alarm")) " "
                        select name="alarm" {
                            option value="" selected[choice.alarm.is_none()] { (tr(lang, "不提醒", "No alarm")) }
                            @for (value, zh, en) in ALARMS {
                                option value=(value) selected[choice.alarm == Some(value)] { (tr(lang, zh, en)) }
                            }
                        }
                    }
                    label { (heading(lang, "即将结束", "Ending")) " "
                        select name="ending" {
                            option value="" selected[choice.ending.is_none()] { (tr(lang, "不添加", "None")) }
                            @for (value, zh, en) in ENDINGS {
                                option value=(value) selected[choice.ending == Some(value)] { (tr(lang, zh, en)) }
                            }
                        }
                    }
                }
                p.hint { (tr(lang, "部分日历应用（如 Google 日历）会忽略订阅日历中的提醒；需要时请选“即将结束”事件。",
                    "Some calendar apps (Google Calendar) ignore the alarms of subscribed calendars; choose an \"ends soon\" event there.")) }
                button type="submit" { (heading(lang, "生成链接", "Get links")) }
            }
            div.urls aria-live="polite" {
                label for="feed-url" { (heading(lang, "订阅链接", "Feed URL")) }
                div.copyrow {
                    input #feed-url type="text" readonly value=(url) data-path=(choice.path());
                    button.copy type="button" data-copy="feed-url" hidden { (tr(lang, "复制 Copy", "Copy")) }
                }
                label for="feed-webcal" { (tr(lang, "webcal 链接（Apple 日历、Outlook 可直接打开）", "webcal link (Apple Calendar and Outlook open it directly)")) }
                div.copyrow {
                    input #feed-webcal type="text" readonly value=(webcal);
                    button.copy type="button" data-copy="feed-webcal" hidden { (tr(lang, "复制 Copy", "Copy")) }
                }
                p { a #feed-open href=(webcal) { (heading(lang, "在日历应用中打开", "Open in calendar app")) } }
            }
            details.howto {
                summary { (heading(lang, "如何订阅", "How to subscribe")) }
                dl {
                    dt { (tr(lang, "Google 日历 (Google Calendar)", "Google Calendar")) }
                    dd { (tr(lang, "网页版：设置 → 添加日历 → 通过网址添加（From URL），粘贴上面的 https 链接。手机端会随账号同步。",
                        "On the web: Settings → Add calendar → From URL, and paste the https link above. Phones follow the account.")) }
                    dt { (tr(lang, "Apple 日历 (Apple Calendar)", "Apple Calendar")) }
                    dd { (tr(lang, "iPhone / iPad：点“在日历应用中打开”。Mac：文件 → 新建日历订阅（New Calendar Subscription），粘贴链接。",
                        "iPhone / iPad: tap \"Open in calendar app\". Mac: File → New Calendar Subscription, and paste the link.")) }
                    dt { "Outlook" }
                    dd { (tr(lang, "Outlook 网页版：添加日历 → 从 Web 订阅（Subscribe from web），粘贴 https 链接。",
                        "Outlook on the web: Add calendar → Subscribe from web, and paste the https link.")) }
                    dt { "Thunderbird" }
                    dd { (tr(lang, "新建日历 → 在网络上（On the Network），粘贴 https 链接，格式选 iCalendar (ICS)。",
                        "New calendar → On the Network, paste the https link, format iCalendar (ICS).")) }
                }
                p.hint { (tr(lang, "日历应用通常每几小时刷新一次订阅；时间以协调世界时（UTC）写入，应用会换算成你的时区。",
                    "Calendar apps refresh a subscription every few hours; times are written in UTC and shown in your time zone.")) }
            }
        }
    }
}

/// The data and the API; each link to the API keeps the page's language and server.
pub(super) fn data_section(lang: Locale, server: Server) -> Markup {
    let kept = kept_query(lang, server);
    let api = |path: &str| match kept.is_empty() {
        true => path.to_string(),
        false => format!("{path}?{kept}"),
    };
    html! {
        section #data aria-labelledby="data-h" {
            h2 #data-h { (heading(lang, "数据与接口", "Data & API")) }
            ul.links {
                li { a href=(api(EVENTS_PATH)) { "JSON API" } " — " code { "GET " (EVENTS_PATH) } }
                li { a href=(api(EVENTS_ICS_PATH)) { (tr(lang, "iCalendar 订阅源 (ICS feed)", "iCalendar feed (ICS)")) } " — " code { "GET " (EVENTS_ICS_PATH) } }
                li { a href=(api(CHANGES_ATOM_PATH)) { (tr(lang, "日程变更 (Atom feed)", "Schedule changes (Atom feed)")) }
                    (tr(lang, "：新增与改期的记录，可用 RSS 阅读器订阅 — ", ": what was added or moved, for a feed reader — "))
                    code { "GET " (CHANGES_ATOM_PATH) } ", JSON: " a href=(api(CHANGES_PATH)) { code { (CHANGES_PATH) } } }
                li { a href=(OPENAPI_PATH) { (tr(lang, "OpenAPI 文档", "OpenAPI document")) } " — " code { "GET " (OPENAPI_PATH) } }
                li { a href=(DATASET_URL) { (tr(lang, "下载完整数据集 (events.json)", "Download the whole dataset (events.json)")) }
                    (tr(lang, "，最新的滚动发布（rolling release）", ", the latest rolling release")) }
                li { a href=(REPOSITORY_URL) { (tr(lang, "源代码 Source code", "Source code")) } }
            }
        }
    }
}

//! The feed builder and the data downloads.

use maud::{Markup, html};

use super::{DATASET_URL, REPOSITORY_URL, category_name};
use crate::changes::{CHANGES_ATOM_PATH, CHANGES_PATH};
use crate::service::page::OPENAPI_PATH;
use crate::service::page::feed::{ALARMS, ENDINGS, FeedChoice, PRESETS};
use crate::service::page::model::Page;
use crate::service::{EVENTS_ICS_PATH, EVENTS_PATH};
use crate::v1::{Category, Status};

pub(super) fn subscribe_section(
    page: &Page<'_>,
    choice: &FeedChoice,
    origin: Option<&str>,
) -> Markup {
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

pub(super) fn data_section() -> Markup {
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

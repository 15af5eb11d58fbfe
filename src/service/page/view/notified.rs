//! The "Get notified" section (shown by a face that keeps public subscriptions) and the page
//! its form's POST answers (`super::super::notified`).

use maud::{DOCTYPE, Markup, html};

use super::{ICON_PATH, STYLE_PATH, category_name, heading, server_name, tr};
use crate::lang::Locale;
pub use crate::notify::subscription::NOTIFIED_PATH;
use crate::notify::subscription::SUBSCRIPTIONS_PATH;
use crate::server::Server;
use crate::service::page::feed::{ALARMS, ENDINGS};
use crate::v1::Category;

/// A subscription made from the form: its id and management token.
#[derive(Debug, Clone, Copy)]
pub struct Made<'a> {
    pub id: &'a str,
    pub token: &'a str,
}

/// What is kept of a subscription, and how it ends: the section's and the result page's.
fn stored_and_ending(lang: Locale) -> Markup {
    html! {
        p.hint { (tr(lang,
            "保存的内容：Webhook 链接（加密保存，不会显示或记录）、所选类别、服务器、提醒和语言，以及管理令牌的哈希值。",
            "What is stored: the webhook URL (encrypted, never shown or logged), the categories, server, reminders and language you chose, and a hash of the management token.")) }
        p.hint { (tr(lang,
            "取消订阅：在 Discord 中删除该 Webhook（下次推送时订阅即停用），或用管理令牌发送 DELETE 请求（订阅成功的页面会给出命令）。",
            "To unsubscribe: delete the webhook in Discord (the subscription stops at its next post), or send a DELETE with the management token (the page after subscribing gives the command).")) }
    }
}

pub(crate) fn notified_section(lang: Locale) -> Markup {
    html! {
        section #notified aria-labelledby="notified-h" {
            h2 #notified-h { (heading(lang, "推送到 Discord", "Get notified")) }
            p { (tr(lang,
                "把新版本、日程变更和开始/结束提醒推送到你的 Discord 频道：在频道设置 → 整合 → Webhook 中新建一个 Webhook，复制链接粘贴到这里。日历会先发一条确认消息。",
                "Get new versions, schedule changes and start/end reminders in your Discord channel: create a webhook (channel settings → Integrations → Webhooks), copy its URL and paste it here. The calendar posts a confirmation first.")) }
            form #notified-form method="post" action=(NOTIFIED_PATH) {
                input type="hidden" name="lang" value=(lang.tag());
                label for="notified-url" { (heading(lang, "Discord Webhook 链接", "Discord webhook URL")) }
                " "
                input #notified-url type="url" name="url" size="40" required placeholder="https://discord.com/api/webhooks/…" autocomplete="off";
                fieldset {
                    legend { (heading(lang, "类别", "Categories")) }
                    @for c in Category::ALL {
                        label.check {
                            input type="checkbox" name="category" value=(c.as_str());
                            " " (category_name(c, lang))
                        }
                    }
                    p.hint { (tr(lang, "都不勾选 = 全部类别。", "None checked = every category.")) }
                }
                div.selects {
                    label { (heading(lang, "服务器", "Server")) " "
                        select name="server" {
                            @for s in Server::ALL {
                                option value=(if s == Server::Cn { "" } else { s.as_str() }) { (server_name(s, lang)) }
                            }
                        }
                    }
                }
                div.selects {
                    label { (heading(lang, "提醒", "Reminder")) " "
                        select name="alarm" {
                            option value="" { (tr(lang, "不提醒", "No reminder")) }
                            @for (value, zh, en) in ALARMS {
                                option value=(value) { (tr(lang, zh, en)) }
                            }
                        }
                    }
                    label { (heading(lang, "即将结束", "Ending")) " "
                        select name="ending" {
                            option value="" { (tr(lang, "不提醒", "None")) }
                            @for (value, _, _) in ENDINGS {
                                option value=(value) { (tr(lang, "结束前 1 天", "1 day before the end")) }
                            }
                        }
                    }
                }
                (stored_and_ending(lang))
                button type="submit" { (heading(lang, "订阅", "Subscribe")) }
            }
        }
    }
}

/// The page answering the form: the management token shown once, or `refused`'s message.
pub(crate) fn notified_page(lang: Locale, made: Option<Made<'_>>, refused: Option<&str>) -> String {
    let back = match lang {
        Locale::ZhCn => "/#notified".to_string(),
        _ => format!("/?lang={}#notified", lang.tag()),
    };
    html! {
        (DOCTYPE)
        html lang=(lang.html()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (tr(lang, "推送订阅 · 终末地日历", "Get notified · Arknights: Endfield calendar")) }
                link rel="stylesheet" href=(STYLE_PATH);
                link rel="icon" href=(ICON_PATH) type="image/svg+xml";
            }
            body {
                main {
                    section #notified-result {
                        @if let Some(made) = made {
                            h1 { (heading(lang, "已订阅", "Subscribed")) }
                            p { (tr(lang, "确认消息已发到你的频道。", "The confirmation is in your channel.")) }
                            p { strong { (tr(lang,
                                "管理令牌只显示这一次，请立即保存：",
                                "The management token is shown this once: keep it now.")) } }
                            p { (tr(lang, "订阅 ID：", "Subscription id: ")) code #notified-id { (made.id) } }
                            p { (tr(lang, "管理令牌：", "Management token: ")) code #notified-token { (made.token) } }
                            p { (tr(lang, "查看订阅：", "To see it: ")) }
                            p { code { "curl -H 'Authorization: Bearer " (made.token) "' " (SUBSCRIPTIONS_PATH) "/" (made.id) } }
                            p { (tr(lang, "取消订阅：", "To unsubscribe: ")) }
                            p { code { "curl -X DELETE -H 'Authorization: Bearer " (made.token) "' " (SUBSCRIPTIONS_PATH) "/" (made.id) } }
                            p.hint { (tr(lang, "（在链接前加上本站地址。）", "(Put this site's address before the path.)")) }
                        } @else {
                            h1 { (heading(lang, "未订阅", "Not subscribed")) }
                            p { (tr(lang, "没有保存任何内容。原因：", "Nothing was stored. Why: ")) }
                            p #notified-error { (refused.unwrap_or("")) }
                        }
                        (stored_and_ending(lang))
                        p { a href=(back) { (tr(lang, "返回日历", "Back to the calendar")) } }
                    }
                }
            }
        }
    }
    .into_string()
}

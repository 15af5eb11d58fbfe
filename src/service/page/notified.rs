//! The page's "Get notified" form, for a face that keeps public subscriptions
//! (`calendar-serve --subscriptions`; [`Service::with_notify_form`] shows it): a player pastes a
//! Discord webhook URL and picks the feed builder's filters and reminders; the form is POSTed
//! to [`crate::NOTIFIED_PATH`], which the face reads with [`read_form`] into the body of
//! `POST /api/v1/subscriptions` (validated there, by [`crate::notify::subscription::read`]) and
//! answers with [`notified_answer`]: a page with the management token, shown this once, or why
//! nothing was made. No JavaScript is needed.
//!
//! [`Service::with_notify_form`]: crate::Service::with_notify_form

use bytes::Bytes;

use super::feed::{ALARMS, ENDINGS, offered};
pub use super::view::Made;
use super::{CONTENT_SECURITY_POLICY, CONTENT_TYPE_HTML, view};
use crate::lang::Locale;
use crate::service::http::{ApiError, Response};

/// The API Worker's var that shows the form on its page: `"true"` where the notifier Worker
/// answers [`crate::NOTIFIED_PATH`] on the page's origin (docs/deploy.md, "Subscriptions"); `calendar-serve`
/// shows it with `--subscriptions` instead.
pub const NOTIFY_FORM_VAR: &str = "CALENDAR_NOTIFY_FORM";

/// The form as the subscription it asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotifiedForm {
    /// The page's language: the result page's, and the messages'.
    pub lang: Locale,
    /// A `POST /api/v1/subscriptions` JSON body.
    pub body: Vec<u8>,
}

/// The form's `application/x-www-form-urlencoded` body as a `discord` subscription: `url`, the
/// checked `category`s, `server` (none: CN), `alarm` (one of the feed builder's: before each
/// start and end) and `ending` (one of the feed builder's: before each end), in `lang`'s
/// language. A value the page does not offer is refused here; everything else is checked where
/// the API's body is.
pub fn read_form(form: &[u8]) -> Result<NotifiedForm, ApiError> {
    let mut lang = Locale::ZhCn;
    let (mut url, mut server) = (None, None);
    let mut categories: Vec<String> = Vec::new();
    let (mut start, mut end): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    let leads = |value: &str| value.split(',').map(str::to_string).collect::<Vec<_>>();
    for (name, value) in url::form_urlencoded::parse(form) {
        match (&*name, &*value) {
            ("lang", v) => lang = Locale::from_tag(v).unwrap_or_default(),
            ("url", v) => url = Some(v.trim().to_string()),
            ("category", v) => categories.push(v.to_string()),
            ("server", "") => {}
            ("server", v) => server = Some(v.to_string()),
            ("alarm", "") | ("ending", "") => {}
            ("alarm", v) => {
                let v = offered(ALARMS.iter().map(|o| o.0), v)
                    .ok_or(ApiError::BadRequest("bad-request-alarm"))?;
                start.extend(leads(v));
                end.extend(leads(v));
            }
            ("ending", v) => {
                let v = offered(ENDINGS.iter().map(|o| o.0), v)
                    .ok_or(ApiError::BadRequest("bad-request-ending"))?;
                end.extend(leads(v));
            }
            _ => {}
        }
    }
    let mut seen = std::collections::HashSet::new();
    end.retain(|lead| seen.insert(lead.clone()));
    let mut body = serde_json::Map::new();
    body.insert("kind".into(), "discord".into());
    body.insert("url".into(), url.unwrap_or_default().into());
    body.insert("lang".into(), lang.tag().into());
    if !categories.is_empty() {
        body.insert("category".into(), categories.join(",").into());
    }
    if let Some(server) = server {
        body.insert("server".into(), server.into());
    }
    if !start.is_empty() || !end.is_empty() {
        body.insert(
            "reminders".into(),
            serde_json::json!({ "start": start, "end": end }),
        );
    }
    Ok(NotifiedForm {
        lang,
        body: serde_json::Value::Object(body).to_string().into_bytes(),
    })
}

/// The page's "Get notified" section in `lang`, as HTML.
pub(crate) fn section(lang: Locale) -> String {
    view::notified_section(lang).into_string()
}

/// The page answering the form: `201` with the subscription's id and token, or the refusal's
/// status with its message. Never stored by a cache, never sent as a referrer.
pub fn notified_answer(lang: Locale, made: Result<Made<'_>, &ApiError>) -> Response {
    let status = match &made {
        Ok(_) => 201,
        Err(e) => e.status(),
    };
    let refused = made.as_ref().err().copied();
    let retry_after = match &made {
        Err(ApiError::RateLimited {
            retry_after_secs, ..
        }) => Some(retry_after_secs.to_string()),
        _ => None,
    };
    let html = view::notified_page(lang, made.as_ref().ok().copied(), refused);
    let mut headers = vec![
        ("Content-Type", CONTENT_TYPE_HTML),
        ("Cache-Control", "no-store"),
        ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
        ("Referrer-Policy", "no-referrer"),
    ];
    headers.extend(retry_after.as_deref().map(|r| ("Retry-After", r)));
    Response::new(status, &headers, Bytes::from(html.into_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(form: &str) -> serde_json::Value {
        serde_json::from_slice(&read_form(form.as_bytes()).unwrap().body).unwrap()
    }

    #[test]
    fn the_form_reads_as_a_discord_subscription_with_the_feed_builders_choices() {
        let read = body(
            "lang=en&url=+https%3A%2F%2Fdiscord.com%2Fapi%2Fwebhooks%2F1%2Fx+&category=operator\
             &category=arsenal&server=asia&alarm=P1D%2CPT1H&ending=P1D",
        );
        assert_eq!(
            read,
            serde_json::json!({
                "kind": "discord", "url": "https://discord.com/api/webhooks/1/x", "lang": "en",
                "category": "operator,arsenal", "server": "asia",
                "reminders": {"start": ["P1D", "PT1H"], "end": ["P1D", "PT1H"]},
            })
        );
        assert_eq!(read_form(b"lang=en").unwrap().lang, Locale::En);
    }

    #[test]
    fn nothing_chosen_is_every_category_on_cn_without_reminders() {
        assert_eq!(
            body("url=u&server=&alarm=&ending="),
            serde_json::json!({"kind": "discord", "url": "u", "lang": "zh"})
        );
        assert_eq!(
            body("url=u&ending=P1D")["reminders"],
            serde_json::json!({"start": [], "end": ["P1D"]})
        );
        assert_eq!(
            body("url=u&alarm=P1D%2CPT1H&ending=P1D")["reminders"]["end"],
            serde_json::json!(["P1D", "PT1H"])
        );
    }

    #[test]
    fn the_answer_holds_the_token_or_the_refusal_and_a_limit_says_when_to_retry() {
        let made = notified_answer(
            Locale::En,
            Ok(Made {
                id: "sub_x",
                token: "tok<en>",
            }),
        );
        assert_eq!(made.status, 201);
        assert_eq!(made.header("cache-control"), Some("no-store"));
        let html = String::from_utf8(made.body.to_vec()).unwrap();
        assert!(
            html.contains("tok&lt;en&gt;") && !html.contains("tok<en>"),
            "{html}"
        );
        let limited = ApiError::RateLimited {
            retry_after_secs: 42,
            limit: 5,
            window_secs: 3600,
        };
        let refused = notified_answer(Locale::ZhCn, Err(&limited));
        assert_eq!(refused.status, 429);
        assert_eq!(refused.header("retry-after"), Some("42"));
        assert!(
            String::from_utf8(refused.body.to_vec())
                .unwrap()
                .contains("未订阅")
        );
        // In the page's words, never the API's English message or its backticks (issue 48).
        for (lang, words) in [
            (Locale::ZhCn, "请求过多"),
            (Locale::En, "Too many requests"),
        ] {
            for e in [&limited, &ApiError::BadRequest("bad-request-alarm")] {
                let html = String::from_utf8(notified_answer(lang, Err(e)).body.to_vec()).unwrap();
                assert!(!html.contains('`'), "{html}");
                if matches!(e, ApiError::RateLimited { .. }) {
                    assert!(html.contains(words), "{html}");
                }
            }
        }
    }

    #[test]
    fn a_reminder_the_page_does_not_offer_is_refused() {
        for form in ["alarm=PT5M", "ending=PT1S", "alarm=P1D,PT1H,PT5M"] {
            assert!(read_form(form.as_bytes()).is_err(), "{form}");
        }
    }
}

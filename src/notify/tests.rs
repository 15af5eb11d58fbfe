use super::payload::{MAX_DESCRIPTION, MAX_FIELD_VALUE, MAX_MESSAGE_CHARS, MAX_TITLE, units};
use super::*;
use crate::changes::{Change, ChangeKind, State, Subject};
use crate::testing;
use crate::time::parse;
use crate::v1::{Category, NoticeRef, TimeField};

fn target(json: &str) -> Target {
    parse_targets(&format!("[{json}]")).unwrap().remove(0)
}

fn discord() -> Target {
    target(r#"{"name":"chat","kind":"discord","urlEnv":"HOOK"}"#)
}

pub(super) fn added(key: &str, title: &str, hour_known: bool) -> Change {
    let at = parse("2026-01-01T00:00:00Z").unwrap();
    Change {
        id: Change::make_id(at, Subject::Event, key),
        at,
        kind: ChangeKind::Added,
        subject: Subject::Event,
        key: key.into(),
        version_key: "version-1".into(),
        category: Some(Category::Operator),
        title: title.into(),
        fields: vec![],
        before: None,
        after: Some(State {
            title: title.into(),
            start: parse("2026-01-01T04:00:00Z").unwrap(),
            end: Some(parse("2026-01-20T04:00:00Z").unwrap()),
            pool_id: None,
            end_label: None,
            hour_unconfirmed: if hour_known {
                vec![]
            } else {
                vec![TimeField::Start]
            },
            estimated: vec![],
        }),
        notices: vec![NoticeRef {
            server: "cn".into(),
            cid: "4001".into(),
        }],
    }
}

#[test]
fn a_targets_file_reads_with_the_apis_syntax_and_its_errors() {
    let t = target(
        r#"{"name":"j","kind":"json","url":"https://example.org/h","secretEnv":"S",
            "category":"operator,arsenal","featured":"甲","server":"asia","lang":"en",
            "reminders":{"start":["PT1H","PT60M"],"end":["P1D"]}}"#,
    );
    assert_eq!(t.categories.names(), ["operator", "arsenal"]);
    assert_eq!(t.featured, ["甲"]);
    assert_eq!(t.server, crate::Server::Asia);
    assert_eq!(t.lang, crate::lang::Locale::En);
    assert_eq!(t.reminders.start, [3600]);
    assert_eq!(t.reminders.end, [86400]);

    let err = parse_targets(
        r#"[{"name":"a","kind":"discord","url":"https://x.example/SECRET-PATH",
             "category":"pools","server":"eu","reminders":{"start":["P8D"],
             "end":["https://discord.com/api/webhooks/1/SECRET-TOKEN"]}},
            {"name":"a","kind":"json","url":"http://example.org/SECRET2"}]"#,
    )
    .unwrap_err()
    .to_string();
    for expected in [
        "target `a`: invalid field `category`: unknown category",
        "invalid field `server`: expected one of cn, asia, americas-europe",
        "invalid field `reminders.start`: expected an ISO 8601 duration",
        "`url` is not an https URL",
        "`secret` or `secretEnv` is required",
    ] {
        assert!(err.contains(expected), "{expected} not in {err}");
    }
    // A short plain value is repeated; one that could be a credential (here a URL pasted into
    // `reminders.end`) never is.
    assert!(
        err.contains("(`pools`)") && err.contains("(`P8D`)"),
        "{err}"
    );
    assert!(
        !err.contains("SECRET") && !err.contains("discord.com"),
        "{err}"
    );
    assert!(parse_targets(r#"[{"name":"a","kind":"sms","url":"https://x"}]"#).is_err());
    assert!(parse_targets(r#"[{"name":"a b","kind":"discord","url":"https://x"}]"#).is_err());
    assert!(parse_targets(r#"[{"name":"a","kind":"discord","url":"https://x","x":1}]"#).is_err());
}

#[test]
fn filters_select_as_the_api_does() {
    let dataset = testing::dataset();
    let e1 = dataset.events().iter().find(|e| e.id == "e1");
    let mut featured = e1.cloned().unwrap();
    featured.featured = vec!["甲".into()];
    let operators =
        target(r#"{"name":"o","kind":"discord","url":"https://x","category":"operator"}"#);
    let record = added("e1", "t", true);
    assert!(operators.filter(&dataset).selects(&record, e1));
    let mut version = record.clone();
    version.category = None;
    assert!(!operators.filter(&dataset).selects(&version, None));
    assert!(discord().filter(&dataset).selects(&version, None));
    let fans = target(r#"{"name":"f","kind":"discord","url":"https://x","featured":"甲"}"#);
    assert!(fans.filter(&dataset).selects(&record, Some(&featured)));
    assert!(!fans.filter(&dataset).selects(&record, e1));
}

/// Pools featuring a unit with an official English name (Laevatain), on the events resource
/// and on a target with the same filters: the same events, whatever the name's language or
/// case, the category or the server.
#[test]
fn a_targets_filters_select_the_events_the_api_returns_for_the_same_parameters() {
    let mut document = testing::document();
    for (event, category) in document.data.events.iter_mut().zip([
        Category::Operator,
        Category::Arsenal,
        Category::Limited,
    ]) {
        event.category = category;
        event.featured = vec!["莱万汀".into(), "别的".into()];
        event.featured_en = vec![Some("Laevatain".into()), None];
    }
    document.data.events[1].featured = vec!["莱万汀".into()];
    document.data.events[1].featured_en = vec![Some("Laevatain".into())];
    document.data.events[2].featured = vec!["别的".into()];
    document.data.events[2].featured_en = vec![None];
    let dataset = crate::Dataset::from_document(document.clone()).unwrap();
    let limits = crate::LimitConfig {
        max: u32::MAX,
        ..crate::LimitConfig::default()
    };
    let service = crate::Service::new(crate::Dataset::from_document(document).unwrap(), limits);
    let now = parse("2026-01-02T00:00:00Z").unwrap();
    let api = |query: &str| -> Vec<String> {
        let response = service.handle(&crate::Request::get(crate::EVENTS_PATH, query, "c", now));
        assert_eq!(response.status, 200, "{query}");
        let body: crate::v1::Document = serde_json::from_slice(&response.body).unwrap();
        body.data.events.into_iter().map(|e| e.id).collect()
    };
    let mut seen = std::collections::BTreeSet::new();
    for (filters, query) in [
        (r#""featured":"Laevatain""#, "featured=Laevatain"),
        (r#""featured":"LAEVATAIN""#, "featured=LAEVATAIN"),
        (r#""featured":"莱万汀""#, "featured=莱万汀"),
        (r#""featured":"别的""#, "featured=别的"),
        (r#""featured":"Laevatain,别的""#, "featured=Laevatain,别的"),
        (r#""featured":"nobody""#, "featured=nobody"),
        (
            r#""category":"arsenal,limited""#,
            "category=arsenal,limited",
        ),
        (
            r#""featured":"laevatain","category":"operator,limited""#,
            "featured=laevatain&category=operator,limited",
        ),
        (
            r#""featured":"Laevatain","server":"americas-europe","lang":"en""#,
            "featured=Laevatain&server=americas-europe&lang=en",
        ),
        (r#""server":"asia""#, "server=asia"),
    ] {
        let target = target(&format!(
            r#"{{"name":"t","kind":"discord","url":"https://x",{filters}}}"#
        ));
        let filter = target.filter(&dataset);
        let told: Vec<String> = dataset
            .events()
            .iter()
            .filter(|e| filter.selects_event(e))
            .map(|e| e.id.clone())
            .collect();
        let returned = api(query);
        assert_eq!(told, returned, "{filters}");
        // A record of each event is told as its event is selected.
        for event in dataset.events() {
            let record = Change {
                category: Some(event.category),
                ..added(&event.id, "t", true)
            };
            assert_eq!(
                filter.selects(&record, Some(event)),
                returned.contains(&event.id),
                "{filters}: {}",
                event.id
            );
        }
        seen.insert(returned);
    }
    // The cases tell the rule apart: none, some and all of the events among them.
    assert!(seen.len() >= 4, "{seen:?}");
    assert!(seen.contains(&Vec::new()));
}

#[test]
fn certain_times_are_discord_timestamps_and_unconfirmed_hours_are_dates() {
    let dataset = testing::dataset();
    let certain = added("e1", "「e1」", true);
    let tbc = added("e1", "「e1」", false);
    let messages = discord::messages(&discord(), &[&certain, &tbc], &dataset, None);
    assert_eq!(messages.len(), 1);
    let (ids, message) = &messages[0];
    assert_eq!(ids, &[certain.id.clone(), tbc.id.clone()]);
    let start = |i: usize| message.embeds[i].fields[0].value.clone();
    let unix = parse("2026-01-01T04:00:00Z").unwrap().timestamp();
    assert_eq!(start(0), format!("<t:{unix}:F> (<t:{unix}:R>)"));
    // Outside Discord's own timestamps, a time names its zone.
    assert_eq!(start(1), "2026年1月1日 (UTC+8)（时间未定）");
    assert_eq!(message.embeds[0].color, Some(0x43aebc));
    assert!(message.embeds[0].footer.text.contains("cn 4001"));
}

#[test]
fn a_hostile_title_stays_within_every_limit_and_pings_nobody() {
    let dataset = testing::dataset();
    let title = format!("@everyone {}", "😀終".repeat(150_000));
    let mut changed = added("gone", &title, true);
    changed.kind = ChangeKind::Changed;
    changed.fields = vec!["title".into(), "endLabel".into()];
    changed.before = changed.after.clone();
    if let Some(after) = changed.after.as_mut() {
        after.end_label = Some(title.clone());
    }
    let records: Vec<Change> = (0..12)
        .map(|i| {
            let mut c = changed.clone();
            c.key = format!("gone{i}");
            c.id = Change::make_id(c.at, c.subject, &c.key);
            c
        })
        .collect();
    let refs: Vec<&Change> = records.iter().collect();
    let messages = discord::messages(&discord(), &refs, &dataset, Some("https://x.example/"));
    assert_eq!(messages.iter().map(|(ids, _)| ids.len()).sum::<usize>(), 12);
    for (_, message) in &messages {
        assert!(message.embeds.len() <= 10);
        let total: usize = message.embeds.iter().map(|e| e.chars()).sum();
        assert!(total <= MAX_MESSAGE_CHARS, "{total}");
        for embed in &message.embeds {
            assert!(units(&embed.title) <= MAX_TITLE);
            assert!(units(&embed.description) <= MAX_DESCRIPTION);
            assert!(
                embed
                    .fields
                    .iter()
                    .all(|f| units(&f.value) <= MAX_FIELD_VALUE)
            );
        }
        let json = serde_json::to_value(message).unwrap();
        assert_eq!(json["allowed_mentions"], serde_json::json!({"parse": []}));
    }
}

#[test]
fn a_json_message_is_the_record_on_the_targets_server() {
    let dataset = testing::dataset();
    let t = target(
        r#"{"name":"j","kind":"json","url":"https://x","secretEnv":"S","server":"americas-europe"}"#,
    );
    let record = added("e1", "「e1」", true);
    let body: serde_json::Value =
        serde_json::from_str(&json::body(&t, &record, &dataset).unwrap()).unwrap();
    assert_eq!(body["type"], "calendar.change");
    assert_eq!(body["data"]["id"], record.id);
    assert_eq!(body["data"]["after"]["start"], "2025-12-31T23:00:00-05:00");
    assert_eq!(json::message_id(&record), format!("msg_{}", record.id));
}

#[test]
fn the_example_targets_file_is_valid() {
    let targets = parse_targets(include_str!("../../docs/notify.example.json")).unwrap();
    assert_eq!(targets.len(), 5);
    assert_eq!(targets[0].reminders.start, [3600]);
    assert!(targets.iter().all(|t| matches!(t.url, Given::Env(_))));
    let kinds: Vec<Kind> = targets.iter().map(|t| t.kind).collect();
    assert_eq!(
        kinds,
        [
            Kind::Discord,
            Kind::Discord,
            Kind::Json,
            Kind::Telegram,
            Kind::OneBot
        ]
    );
    assert!(
        targets
            .iter()
            .all(|t| t.secret.is_none() || matches!(t.secret, Some(Given::Env(_))))
    );
}

#[test]
fn a_webhook_url_is_read_as_whatwg_reads_it() {
    for good in [
        "https://discord.com/api/webhooks/1/x",
        "https://api.telegram.org/bot123:ABC",
        "http://127.0.0.1:8080/hook",
        "http://127.8.9.10/hook",
        "http://[::1]:9/hook",
        "http://localhost/hook",
        "http://LOCALHOST:1/hook",
        "https://xn--r8jz45g.jp/hook",
    ] {
        assert!(url_allowed(good), "{good}");
    }
    for (bad, why) in [
        // The host is example.com: WHATWG reads `\` as `/` in an http URL.
        ("http://example.com\\@127.0.0.1/hook", "not an https URL"),
        ("http://127.0.0.1.example.com/hook", "not an https URL"),
        ("http://localhost.example.com/hook", "not an https URL"),
        ("http://10.0.0.1/hook", "not an https URL"),
        ("ftp://127.0.0.1/hook", "not an https URL"),
        ("https://", "not an https URL"),
        ("https:", "not an https URL"),
        ("discord.com/api/webhooks/1/x", "not an https URL"),
        (
            "https://user:pass@example.com/hook",
            "user name or a password",
        ),
        (
            "https://127.0.0.1@example.com/hook",
            "user name or a password",
        ),
        ("http://user@127.0.0.1/hook", "user name or a password"),
        (
            "https://example.com/ho ok",
            "a space or a control character",
        ),
        (
            "https://example.com/hook\n",
            "a space or a control character",
        ),
        (
            "https://example.com/\u{7f}",
            "a space or a control character",
        ),
        // Hosts are ASCII (`url`'s IDNA without Unicode tables, Cargo.toml): `xn--` passes.
        ("https://例え.jp/hook", "not an https URL"),
    ] {
        let err = crate::catalog::say(crate::lang::Locale::En, webhook_url(bad).unwrap_err(), &[]);
        assert!(err.contains(why), "{bad}: {err}");
    }
    let long = format!("https://example.com/{}", "a".repeat(MAX_URL_BYTES));
    let err = crate::catalog::say(
        crate::lang::Locale::En,
        webhook_url(&long).unwrap_err(),
        &[],
    );
    assert!(err.contains("2048"), "{err}");
    assert!(url_allowed(&long[..MAX_URL_BYTES]));
    // The file's check, and the environment's.
    let err = parse_targets(
        r#"[{"name":"a","kind":"discord","url":"http://example.com\\@127.0.0.1/SECRET"}]"#,
    )
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("target `a`: `url` is not an https URL"),
        "{err}"
    );
    assert!(!err.contains("SECRET") && !err.contains("example"), "{err}");
    let env = target(r#"{"name":"a","kind":"discord","urlEnv":"HOOK"}"#);
    let lookup = |v: &'static str| move |_: &str| Some(v.to_string());
    assert_eq!(
        env.resolve_url(lookup("http://example.com\\@127.0.0.1/h")),
        None
    );
    assert_eq!(
        env.resolve_url(lookup(" https://example.com/h\n"))
            .as_deref(),
        Some("https://example.com/h")
    );
}

#[test]
fn a_malformed_targets_file_tells_where_and_what_never_a_value() {
    let secret = "https://discord.com/api/webhooks/1/SECRET-TOKEN";
    // Each: the file, its position and the words the error must have.
    let cases = [
        (
            format!(
                "[\n  {{\"name\":\"a\",\"kind\":\"onebot\",\"url\":\"https://x.example\",\n   \"groupId\":\"{secret}\"}}]"
            ),
            "line 3, column 62: target 1, `groupId`: a value of the wrong type, expected a whole number",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":{{"x":"{secret}"}}}}]"#),
            "line 1, column 36: target 1, `url`: a value of the wrong type, expected a string",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"https://x.example","{secret}":1}}]"#),
            "line 1, column 105: target 1: an unknown field (docs/notify.md lists a target's fields)",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"{secret}","url":"{secret}"}}]"#),
            "target 1: `url` is given twice",
        ),
        (
            format!(r#"[{{"name":"a","url":"{secret}"}}]"#),
            "target 1: `kind` is missing",
        ),
        (
            format!(r#"[{{"name":"a","kind":"onebot","url":"{secret}","groupId":-5}}]"#),
            "target 1, `groupId`: a value out of range, expected a whole number",
        ),
        (
            format!(
                r#"[{{"name":"a","kind":"discord","url":"{secret}","reminders":{{"start":"{secret}"}}}}]"#
            ),
            "target 1, `reminders.start`: a value of the wrong type, expected an array",
        ),
        (
            format!(r#"{{"name":"a","kind":"discord","url":"{secret}"}}"#),
            ": a value of the wrong type, expected an array",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"{secret}" "x"}}]"#),
            "not valid JSON (expected `,` or `}`)",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"{secret}"}}] "{secret}""#),
            "not valid JSON (trailing characters)",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"{secret}"#),
            "not valid JSON (EOF while parsing a string)",
        ),
    ];
    for (text, expected) in cases {
        let err = parse_targets(&text).unwrap_err().to_string();
        assert!(
            err.starts_with("the targets file is not a JSON array of targets: line "),
            "{err}"
        );
        assert!(err.contains(expected), "{expected} not in {err}");
        assert!(
            !err.contains("SECRET") && !err.contains("discord.com"),
            "{err}"
        );
    }
}

#[test]
fn a_test_message_is_marked_in_the_targets_language_and_tells_nothing() {
    let now = parse("2026-11-24T12:00:00Z").unwrap();
    // One message each, whatever the kind.
    let one = |t: &Target, now, page| -> outgoing::Outgoing {
        let mut messages = outgoing::test(t, now, page);
        assert_eq!(messages.len(), 1, "{messages:?}");
        messages.remove(0)
    };
    let body = |t: &Target| -> serde_json::Value {
        serde_json::from_str(&one(t, now, Some("https://cal.example/")).body).unwrap()
    };
    let chat = target(r#"{"name":"my_chat","kind":"discord","urlEnv":"H","lang":"en"}"#);
    let message = one(&chat, now, None);
    assert!(message.ids.is_empty() && message.webhook_id.is_none());
    let value = body(&chat);
    assert_eq!(value["allowed_mentions"], serde_json::json!({"parse": []}));
    let embed = &value["embeds"][0];
    assert_eq!(
        embed["title"],
        "Test message from the calendar — no schedule change"
    );
    // The target's name is data: escaped as every text of data is.
    assert!(
        embed["description"]
            .as_str()
            .unwrap()
            .contains(r#""my\_chat""#),
        "{embed}"
    );
    assert_eq!(embed["url"], "https://cal.example/");
    assert_eq!(embed["timestamp"], "2026-11-24T20:00:00+08:00");

    let bot =
        target(r#"{"name":"bot","kind":"json","urlEnv":"H","secretEnv":"S","server":"asia"}"#);
    let message = one(&bot, now, None);
    let id = message.webhook_id.unwrap();
    assert_eq!(id, "test_20261124T120000Z-bot");
    let value = body(&bot);
    assert_eq!(value["type"], "calendar.test");
    assert_eq!(value["data"]["id"], id.as_str());
    assert_eq!(value["data"]["target"], "bot");
    assert_eq!(value["data"]["text"], "来自日历的测试消息 — 日程没有变化");
    // On the target's server's clock; a later test has another id.
    assert_eq!(
        value["timestamp"],
        crate::time::writing_in(crate::Server::Asia.zone(), || crate::time::format(now))
    );
    let later = one(&bot, now + chrono::TimeDelta::seconds(1), None);
    assert_ne!(later.webhook_id.unwrap(), id);

    let group = target(r#"{"name":"qq","kind":"onebot","urlEnv":"H","groupId":123456}"#);
    let value = body(&group);
    assert_eq!(value["group_id"], 123456);
    let segments = value["message"].as_array().unwrap();
    assert_eq!(segments.len(), 1);
    assert_eq!(segments[0]["type"], "text");
    assert!(
        segments[0]["data"]["text"]
            .as_str()
            .unwrap()
            .starts_with("来自日历的测试消息 — 日程没有变化\n目标“qq”")
    );

    for (chat_id, expected) in [
        ("-1001234567890", serde_json::json!(-1001234567890_i64)),
        ("@endfield_news", serde_json::json!("@endfield_news")),
    ] {
        let t = target(&format!(
            r#"{{"name":"tg","kind":"telegram","urlEnv":"H","chatId":"{chat_id}","lang":"en"}}"#
        ));
        let value = body(&t);
        assert_eq!(value["chat_id"], expected);
        assert!(value["text"].as_str().unwrap().starts_with(
            "<b><a href=\"https://cal.example/\">Test message from the calendar — no \
                     schedule change</a></b>\nTarget \"tg\" works"
        ));
        assert_eq!(value["parse_mode"], "HTML");
    }
}

/// The issue's case: a subscription's confirmation said `Target "sub_…" works` and nothing of
/// what was subscribed. It says which changes and reminders, on which server, in which language,
/// and how to stop (its `DELETE`, without the token; for Discord, the webhook deleted), never
/// the webhook's URL or a secret; a targets file's test says how to stop there.
#[test]
fn a_confirmation_says_what_was_subscribed_and_how_to_stop() {
    let now = parse("2026-11-24T12:00:00Z").unwrap();
    let page = Some("https://cal.example/");
    let discord = target(
        r#"{"name":"sub_x","kind":"discord","url":"https://discord.com/api/webhooks/1/S3CRET",
            "category":"operator,limited","featured":"莱万汀","server":"americas-europe",
            "lang":"en","reminders":{"start":["P1D","PT1H"],"end":["P1D"]}}"#,
    );
    let sent = subscription::confirmation(&discord, now, page);
    assert_eq!(sent.len(), 1);
    let value: serde_json::Value = serde_json::from_str(&sent[0].body).unwrap();
    let text = value["embeds"][0]["description"].as_str().unwrap();
    for expected in [
        "Subscribed: the unofficial Arknights: Endfield calendar will post here.\n",
        "**Schedule changes**: operator pools, limited activities, only pools featuring 莱万汀\n",
        "**Reminders**: 1 day, 1 hour before each start; 1 day before each end\n",
        "**Server**: Global Americas / Europe (UTC−5)\n",
        "**Language**: English\n",
        "**To stop**: send DELETE https://cal.example/api/v1/subscriptions/sub\\_x with the \
         management token the subscription's answer gave (Authorization: Bearer …), or delete \
         this webhook in Discord",
    ] {
        assert!(text.contains(expected), "no «{expected}» in\n{text}");
    }
    for secret in ["webhooks", "S3CRET", "Target"] {
        assert!(!text.contains(secret), "«{secret}» in\n{text}");
    }

    let json = target(
        r#"{"name":"sub_j","kind":"json","url":"https://hooks.example.org/x",
            "secret":"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"}"#,
    );
    let sent = subscription::confirmation(&json, now, None);
    let body = &sent[0].body;
    let value: serde_json::Value = serde_json::from_str(body).unwrap();
    assert_eq!(
        value["data"]["lines"],
        serde_json::json!([
            "订阅成功：非官方《明日方舟：终末地》日历将发到这里。",
            "日程变更：全部类别，以及新版本",
            "提醒：无",
            "服务器：国服（UTC+8）",
            "语言：中文",
            "停止推送：用订阅时得到的管理令牌发送 DELETE /api/v1/subscriptions/sub_j（Authorization: Bearer …）",
        ])
    );
    assert!(
        !body.contains("hooks.example.org") && !body.contains("whsec_"),
        "{body}"
    );

    // `notify --test`: the same words of what the target is told, and how to stop there.
    let tested = outgoing::test(&discord, now, page);
    let value: serde_json::Value = serde_json::from_str(&tested[0].body).unwrap();
    let text = value["embeds"][0]["description"].as_str().unwrap();
    assert!(text.starts_with("Target \"sub\\_x\" works"), "{text}");
    assert!(text.contains("**Language**: English\n"), "{text}");
    assert!(
        text.ends_with("**To stop**: remove the target from the targets file"),
        "{text}"
    );
}

use chrono::{DateTime, TimeDelta, Utc};
use serde_json::{Value, json};

use super::answer::{self, Context, Said};
use super::command::{self, Command};
use super::guard::{Flood, Seen, Verdict};
use super::subscribe::{self, Operator};
use super::*;
use crate::Dataset;
use crate::catalog::phrase;
use crate::certainty::{Told, title_named};
use crate::lang::Locale;
use crate::notify::subscription::Health;
use crate::server::Server;

fn at(text: &str) -> DateTime<Utc> {
    crate::time::parse(text).unwrap()
}

/// RFC 8032's first test key pair (section 7.1, TEST 1).
const SEED: &str = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
const PUBLIC: &str = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";

fn bytes(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
        .collect()
}

fn sign(timestamp: &str, body: &[u8]) -> String {
    let seed = ed25519_compact::Seed::from_slice(&bytes(SEED)).unwrap();
    let pair = ed25519_compact::KeyPair::from_seed(seed);
    assert_eq!(pair.pk.as_ref(), bytes(PUBLIC).as_slice());
    let mut message = timestamp.as_bytes().to_vec();
    message.extend_from_slice(body);
    pair.sk
        .sign(&message, None)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn rfc_8032s_empty_message_signature_verifies() {
    // TEST 1's signature of the empty message: the timestamp and body are both empty here.
    let expected = "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b";
    assert_eq!(sign("", b""), expected);
}

#[test]
fn a_discord_interaction_is_signed_fresh_or_refused() {
    let key = verify::DiscordKey::from_hex(PUBLIC).unwrap();
    let real = at("2026-11-29T12:00:00Z");
    let body = br#"{"type":1}"#;
    let stamp = real.timestamp().to_string();
    let good = sign(&stamp, body);
    assert_eq!(
        verify::discord(&key, Some(&good), Some(&stamp), body, real),
        Ok(())
    );
    // Four minutes either way is inside the window; six is not, however well signed.
    for minutes in [-4, 4] {
        let now = real + TimeDelta::minutes(minutes);
        assert_eq!(
            verify::discord(&key, Some(&good), Some(&stamp), body, now),
            Ok(())
        );
    }
    for minutes in [-6, 6] {
        let now = real + TimeDelta::minutes(minutes);
        assert_eq!(
            verify::discord(&key, Some(&good), Some(&stamp), body, now),
            Err(verify::Refused::Stale)
        );
    }
    // Another body, another timestamp, a flipped bit: forged.
    let other = real.timestamp() + 1;
    for (stamp, body) in [
        (stamp.clone(), &br#"{"type":2}"#[..]),
        (other.to_string(), &body[..]),
    ] {
        assert_eq!(
            verify::discord(&key, Some(&good), Some(&stamp), body, real),
            Err(verify::Refused::Forged)
        );
    }
    let mut flipped = bytes(&good);
    flipped[0] ^= 1;
    let flipped: String = flipped.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(
        verify::discord(&key, Some(&flipped), Some(&stamp), body, real),
        Err(verify::Refused::Forged)
    );
    assert_eq!(
        verify::discord(&key, None, Some(&stamp), body, real),
        Err(verify::Refused::Missing)
    );
    assert_eq!(
        verify::discord(&key, Some("zz"), Some(&stamp), body, real),
        Err(verify::Refused::Missing)
    );
    assert!(verify::DiscordKey::from_hex("abcd").is_none());
}

#[test]
fn telegrams_secret_must_match_exactly() {
    assert_eq!(verify::telegram("s3cret_A", Some("s3cret_A")), Ok(()));
    for wrong in ["s3cret_a", "s3cret_", "s3cret_AA", ""] {
        assert_eq!(
            verify::telegram("s3cret_A", Some(wrong)),
            Err(verify::Refused::Forged),
            "{wrong}"
        );
    }
    assert_eq!(
        verify::telegram("s3cret_A", None),
        Err(verify::Refused::Missing)
    );
}

#[test]
fn onebots_hmac_sha1_is_checked_over_the_raw_body() {
    // RFC 2202's second HMAC-SHA1 test case.
    let signature = verify::onebot_signature("Jefe", b"what do ya want for nothing?");
    assert_eq!(signature, "sha1=effcdf6ae5eb2fa2d27416d5f184df9c259a7c79");
    let body = br#"{"post_type":"message"}"#;
    let good = verify::onebot_signature("k", body);
    assert_eq!(verify::onebot("k", Some(&good), body), Ok(()));
    assert_eq!(
        verify::onebot("k", Some(&good), br#"{"post_type":"message" }"#),
        Err(verify::Refused::Forged)
    );
    assert_eq!(
        verify::onebot("other", Some(&good), body),
        Err(verify::Refused::Forged)
    );
    assert_eq!(
        verify::onebot("k", Some(&good[5..]), body),
        Err(verify::Refused::Missing)
    );
    assert_eq!(
        verify::onebot("k", None, body),
        Err(verify::Refused::Missing)
    );
}

#[test]
fn every_command_name_of_telegram_and_qq_reads() {
    let telegram = |t| command::telegram(t, Some("EndfieldBot"));
    assert_eq!(telegram("/now"), Some(Command::Now));
    assert_eq!(telegram("/now@EndfieldBot"), Some(Command::Now));
    assert_eq!(telegram("/now@endfieldbot"), Some(Command::Now));
    assert_eq!(telegram("/now@OtherBot"), None);
    assert_eq!(telegram("/next"), Some(Command::Next));
    assert_eq!(
        telegram("/unit Yvonne"),
        Some(Command::Unit("Yvonne".into()))
    );
    assert_eq!(
        telegram("/unit@EndfieldBot 伊冯"),
        Some(Command::Unit("伊冯".into()))
    );
    assert_eq!(telegram("/unsubscribe"), Some(Command::Unsubscribe));
    assert_eq!(telegram("/status"), Some(Command::Status));
    assert_eq!(telegram("/help"), Some(Command::Help));
    assert_eq!(telegram("/start"), Some(Command::Help));
    assert_eq!(telegram("/dance"), Some(Command::Unknown));
    assert_eq!(telegram("now"), None);
    let Some(Command::Subscribe(options)) = telegram("/subscribe server=asia lang=ja") else {
        panic!("not a subscription")
    };
    assert_eq!(
        (options.server, options.lang),
        (Some(Server::Asia), Some(Locale::Ja))
    );
    let Some(Command::Subscribe(options)) = telegram("/subscribe server=mars") else {
        panic!("not a subscription")
    };
    assert_eq!(options.invalid.as_deref(), Some("server=mars"));

    for (text, command) in [
        ("日历", Some(Command::Now)),
        (" 日历 ", Some(Command::Now)),
        ("日历 下期", Some(Command::Next)),
        ("日历　下期", Some(Command::Next)),
        ("日历 伊冯", Some(Command::Unit("伊冯".into()))),
        ("日历 订阅", Some(Command::Subscribe(Options::default()))),
        ("日历 退订", Some(Command::Unsubscribe)),
        ("日历 状态", Some(Command::Status)),
        ("日历 帮助", Some(Command::Help)),
        ("日历表真好看", None),
        ("/ef", Some(Command::Now)),
        ("/ef now", Some(Command::Now)),
        ("/ef next", Some(Command::Next)),
        ("/ef unit Yvonne", Some(Command::Unit("Yvonne".into()))),
        ("/ef help", Some(Command::Help)),
        ("/efx now", None),
        ("hello", None),
    ] {
        assert_eq!(command::qq(text), command, "{text}");
    }
}

fn interaction(kind: u64, sub: Value, extra: Value) -> Vec<u8> {
    let mut body = json!({
        "id": "1200", "type": kind, "application_id": "9", "channel_id": "555",
        "guild_id": "77", "locale": "ja", "guild_locale": "en-US",
        "member": { "user": { "id": "42" }, "permissions": (1u64 << 29).to_string() },
        "data": { "name": "endfield", "options": [sub] },
    });
    if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
        body.extend(extra.clone());
    }
    serde_json::to_vec(&body).unwrap()
}

#[test]
fn discord_interactions_read_as_commands_with_locale_and_rights() {
    assert_eq!(
        discord::read(br#"{"type":1,"id":"1"}"#),
        Some(Inbound::Ping)
    );
    assert_eq!(discord::pong(), r#"{"type":1}"#);
    for (name, command) in [
        ("now", Command::Now),
        ("next", Command::Next),
        ("unsubscribe", Command::Unsubscribe),
        ("status", Command::Status),
        ("help", Command::Help),
    ] {
        let Some(Inbound::Command(update)) = discord::read(&interaction(
            2,
            json!({ "name": name, "type": 1 }),
            json!({}),
        )) else {
            panic!("{name}")
        };
        assert_eq!(update.command, command);
        assert_eq!(update.key, "discord:1200");
        assert_eq!(update.asker.locale, Locale::Ja);
        assert_eq!(
            (update.asker.chat.as_str(), update.asker.user.as_str()),
            ("555", "42")
        );
        assert!(update.asker.group);
        assert_eq!(update.asker.may_manage, Permission::Granted);
    }
    let unit = json!({ "name": "unit", "type": 1, "options": [{ "name": "name", "type": 3, "value": "Yvonne" }] });
    let Some(Inbound::Command(update)) = discord::read(&interaction(2, unit.clone(), json!({})))
    else {
        panic!("unit")
    };
    assert_eq!(update.command, Command::Unit("Yvonne".into()));
    // Should an interaction carry a localized name, it reads as the English one.
    let localized = json!({ "name": "ユニット", "type": 1, "options": [{ "name": "名前", "type": 3, "value": "伊冯" }] });
    let Some(Inbound::Command(update)) = discord::read(&interaction(2, localized, json!({})))
    else {
        panic!("localized unit")
    };
    assert_eq!(update.command, Command::Unit("伊冯".into()));
    let typed = json!({ "name": "unit", "type": 1, "options": [{ "name": "name", "type": 3, "value": "Yv", "focused": true }] });
    assert_eq!(
        discord::read(&interaction(4, typed, json!({}))),
        Some(Inbound::Autocomplete {
            locale: Locale::Ja,
            typed: "Yv".into()
        })
    );
    let subscribe = json!({ "name": "subscribe", "type": 1, "options": [
        { "name": "server", "type": 3, "value": "americas-europe" },
        { "name": "lang", "type": 3, "value": "de" } ] });
    let Some(Inbound::Command(update)) = discord::read(&interaction(2, subscribe, json!({})))
    else {
        panic!("subscribe")
    };
    let Command::Subscribe(options) = update.command else {
        panic!("not subscribe")
    };
    assert_eq!(
        (options.server, options.lang),
        (Some(Server::AmericasEurope), Some(Locale::De))
    );
    // Without Manage Webhooks; without `locale`, the server's; in a private chat, no rights.
    let plain =
        json!({ "member": { "user": { "id": "42" }, "permissions": "2048" }, "locale": null });
    let Some(Inbound::Command(update)) =
        discord::read(&interaction(2, json!({ "name": "now", "type": 1 }), plain))
    else {
        panic!("now")
    };
    assert_eq!(update.asker.may_manage, Permission::Refused);
    assert_eq!(update.asker.locale, Locale::En);
    let direct = json!({ "guild_id": null, "member": null, "user": { "id": "43" } });
    let Some(Inbound::Command(update)) =
        discord::read(&interaction(2, json!({ "name": "now", "type": 1 }), direct))
    else {
        panic!("now")
    };
    assert!(!update.asker.group);
    assert_eq!(update.asker.user, "43");
    assert_eq!(discord::read(b"not json"), None);
}

#[test]
fn telegram_updates_read_with_the_askers_language_and_a_rights_check_in_groups() {
    let update = |chat: Value, text: &str| {
        serde_json::to_vec(&json!({ "update_id": 77, "message": {
            "message_id": 5, "text": text, "chat": chat,
            "from": { "id": 42, "language_code": "zh-hans" } } }))
        .unwrap()
    };
    let group = json!({ "id": -1001, "type": "supergroup" });
    let Some(Inbound::Command(read)) = telegram::read(
        &update(group.clone(), "/next@EndfieldBot"),
        Some("EndfieldBot"),
    ) else {
        panic!("next")
    };
    assert_eq!(read.key, "telegram:77");
    assert_eq!(read.command, Command::Next);
    assert_eq!(read.asker.chat, "-1001");
    assert_eq!(read.asker.locale, Locale::ZhCn);
    assert_eq!(read.asker.may_manage, Permission::AskTelegram);
    assert_eq!(read.reply_to, Some(5));
    let private = json!({ "id": 42, "type": "private" });
    let Some(Inbound::Command(read)) = telegram::read(&update(private, "/subscribe"), None) else {
        panic!("subscribe")
    };
    assert_eq!(read.asker.may_manage, Permission::Granted);
    assert_eq!(
        telegram::read(&update(group.clone(), "hello"), None),
        Some(Inbound::Ignored)
    );
    assert_eq!(
        telegram::read(&update(group, "/now@OtherBot"), Some("EndfieldBot")),
        Some(Inbound::Ignored)
    );
    assert_eq!(
        telegram::read(br#"{"update_id":1,"channel_post":{}}"#, None),
        Some(Inbound::Ignored)
    );
    assert_eq!(
        telegram::get_chat_member("-1001", "42"),
        r#"{"chat_id":-1001,"user_id":42}"#
    );
    assert!(telegram::may_manage(
        br#"{"ok":true,"result":{"status":"administrator"}}"#
    ));
    assert!(telegram::may_manage(
        br#"{"ok":true,"result":{"status":"creator"}}"#
    ));
    assert!(!telegram::may_manage(
        br#"{"ok":true,"result":{"status":"member"}}"#
    ));
    assert!(!telegram::may_manage(
        br#"{"ok":false,"result":{"status":"creator"}}"#
    ));
}

#[test]
fn onebot_events_read_with_the_roles_rights() {
    let event = |role: &str, message: Value| {
        serde_json::to_vec(&json!({ "post_type": "message", "message_type": "group",
            "message_id": 9, "self_id": 10001, "user_id": 42, "group_id": 123456,
            "message": message, "raw_message": "", "sender": { "role": role } }))
        .unwrap()
    };
    let Some(Inbound::Command(read)) = onebot::read(&event("admin", json!("日历 下期"))) else {
        panic!("next")
    };
    assert_eq!(
        (read.key.as_str(), read.asker.chat.as_str()),
        ("onebot:10001:9", "123456")
    );
    assert_eq!(read.command, Command::Next);
    assert_eq!(read.asker.locale, Locale::ZhCn);
    assert_eq!(read.asker.may_manage, Permission::Granted);
    let segments = json!([{ "type": "at", "data": { "qq": "10001" } }, { "type": "text", "data": { "text": " 日历 订阅" } }]);
    let Some(Inbound::Command(read)) = onebot::read(&event("member", segments)) else {
        panic!("subscribe")
    };
    assert!(matches!(read.command, Command::Subscribe(_)));
    assert_eq!(read.asker.may_manage, Permission::Refused);
    assert_eq!(
        onebot::read(&event("owner", json!("hello"))),
        Some(Inbound::Ignored)
    );
    assert_eq!(
        onebot::read(br#"{"post_type":"meta_event","self_id":1,"meta_event_type":"heartbeat"}"#),
        Some(Inbound::Ignored)
    );
}

fn units() -> Dataset {
    Dataset::from_json(include_str!("../../tests/fixtures/units.json")).unwrap()
}

fn behind() -> Dataset {
    Dataset::from_json(include_str!("../../tests/fixtures/dataset.json")).unwrap()
}

fn rendered(text: &notify::Text) -> String {
    text.render(crate::notify::Markup::Plain, 10_000)
}

use crate::notify;

#[test]
fn now_tells_the_active_version_and_what_is_live_as_the_page_does() {
    let dataset = units();
    let now = at("2026-03-25T12:00:00+08:00");
    for lang in [Locale::ZhCn, Locale::En, Locale::Ja] {
        let context = Context {
            dataset: &dataset,
            now,
            lang,
            server: Server::Cn,
        };
        let told = rendered(&answer::now(&context));
        let view = dataset.view(Server::Cn, lang).unwrap();
        crate::time::writing_in(Server::Cn.zone(), || {
            for id in ["re-yvonne", "weapon-open", "limited-x"] {
                let event = view.events().iter().find(|e| e.id == id).unwrap();
                // The end as the page's list tells it: its date (and certainty), else that
                // none is announced.
                let end = Told::end(event).map_or_else(
                    || phrase(lang, "page-end-not-announced-2").to_string(),
                    |end| end.text(lang),
                );
                assert!(
                    told.contains(&title_named(event, lang).text),
                    "{lang:?} {id}: {told}"
                );
                assert!(told.contains(&end), "{lang:?} {id} {end}: {told}");
            }
            let version = view
                .versions()
                .iter()
                .find(|v| v.version_number == "2")
                .unwrap();
            assert!(
                told.contains(&crate::certainty::version_named(version, lang)),
                "{told}"
            );
        });
        assert!(
            !told.contains("op-first") && told.ends_with(phrase(lang, "chat-notice")),
            "{told}"
        );
    }
    // The names in the asked language: Yvonne in English, 伊冯 in Chinese.
    let en = Context {
        dataset: &dataset,
        now,
        lang: Locale::En,
        server: Server::Cn,
    };
    assert!(rendered(&answer::now(&en)).contains("Yvonne"));
}

#[test]
fn next_says_the_next_version_is_not_recorded_when_the_data_is_behind() {
    let dataset = behind();
    let now = at("2026-11-01T12:00:00+08:00");
    for lang in [Locale::ZhCn, Locale::En, Locale::Ja] {
        let context = Context {
            dataset: &dataset,
            now,
            lang,
            server: Server::Cn,
        };
        let told = rendered(&answer::next(&context));
        // The headline says the next version is not recorded yet, once.
        let headline = crate::time::writing_in(Server::Cn.zone(), || {
            dataset.behind_at(now).unwrap().headline(lang)
        });
        assert!(told.contains(&headline), "{told}");
        assert!(
            !told.contains(phrase(lang, "chat-next-not-recorded")),
            "{told}"
        );
        if lang == Locale::En {
            assert!(
                told.contains("the next version is not recorded here yet"),
                "{told}"
            );
        }
    }
    let ahead = units();
    let context = Context {
        dataset: &ahead,
        now: at("2026-03-25T12:00:00+08:00"),
        lang: Locale::En,
        server: Server::Cn,
    };
    let told = rendered(&answer::next(&context));
    assert!(
        !told.contains(phrase(Locale::En, "chat-next-not-recorded")),
        "{told}"
    );
    assert!(told.contains("2099"), "{told}");
}

#[test]
fn unit_tells_runs_last_next_and_days_since_by_any_name() {
    let dataset = units();
    let now = at("2026-03-25T12:00:00+08:00");
    let en = Context {
        dataset: &dataset,
        now,
        lang: Locale::En,
        server: Server::Cn,
    };
    for name in ["Yvonne", "yvonne", "伊冯"] {
        let told = rendered(&answer::unit(&en, name));
        assert!(told.contains("2 rate-up runs so far"), "{told}");
        assert!(told.contains("live now"), "{told}");
        assert!(told.contains("No next run is recorded here yet."), "{told}");
    }
    // 汤汤: ended 2026-03-10 11:59, so 15 whole days at 03-25 12:00; next in 2099.
    let told = rendered(&answer::unit(&en, "汤汤"));
    assert!(
        told.contains("1 rate-up run so far") && told.contains("ended 15 days ago"),
        "{told}"
    );
    assert!(told.contains("Next run:"), "{told}");
    let zh = Context {
        lang: Locale::ZhCn,
        ..en
    };
    assert!(rendered(&answer::unit(&zh, "汤汤")).contains("已结束 15 天"));
    let ja = Context {
        lang: Locale::Ja,
        ..en
    };
    assert!(rendered(&answer::unit(&ja, "汤汤")).contains("終了から 15 日"));
    assert!(
        rendered(&answer::unit(&en, "Nobody")).contains(phrase(Locale::En, "chat-unit-unknown"))
    );
    assert!(rendered(&answer::unit(&en, " ")).contains(phrase(Locale::En, "chat-unit-ask")));
    let suggested = answer::suggestions(&en, "yv");
    assert_eq!(suggested, vec![("Yvonne".to_string(), "伊冯".to_string())]);
}

#[test]
fn every_answer_in_every_locale_ends_with_the_notice() {
    let dataset = units();
    let now = at("2026-03-25T12:00:00+08:00");
    for lang in Locale::ALL {
        let context = Context {
            dataset: &dataset,
            now,
            lang,
            server: Server::Asia,
        };
        let mut texts = vec![
            answer::now(&context),
            answer::next(&context),
            answer::unit(&context, "Yvonne"),
            answer::status(None, lang),
        ];
        for platform in [Platform::Discord, Platform::Telegram, Platform::OneBot] {
            texts.push(answer::help(platform, lang));
            texts.push(answer::said(Said::Unknown(platform), lang));
        }
        for said in [
            Said::Subscribed(3600),
            Said::NotAllowed,
            Said::SlowDown,
            Said::Failed,
        ] {
            texts.push(answer::said(said, lang));
        }
        for text in texts {
            assert!(
                rendered(&text).ends_with(phrase(lang, "chat-notice")),
                "{lang:?}"
            );
        }
    }
}

/// The help writes the place of a unit's name in the asker's words: 「日历 名称」, not the
/// syntax's own placeholder, which only English keeps.
#[test]
fn the_help_tells_where_a_name_goes_in_the_askers_words() {
    for platform in [Platform::Telegram, Platform::OneBot] {
        for lang in Locale::ALL {
            let help = rendered(&answer::help(platform, lang));
            let name = phrase(lang, "chat-cmd-unit-placeholder");
            assert!(!name.is_empty(), "{lang:?}");
            let unit = command::syntax(platform)[2].0.replace(command::NAME, name);
            assert!(help.contains(&unit), "{lang:?} {platform:?}: {help}");
            if !matches!(lang, Locale::En | Locale::De) {
                assert!(
                    !help.contains(command::NAME),
                    "{lang:?} {platform:?}: {help}"
                );
            }
        }
    }
}

#[test]
fn data_never_formats_or_pings_in_any_reply() {
    let text = answer::said(
        Said::Invalid("**x** <@1> @everyone [CQ:at,qq=all]".into()),
        Locale::En,
    );
    let discord: Value = serde_json::from_str(&discord::message(&text, true)).unwrap();
    assert_eq!(discord["type"], 4);
    assert_eq!(discord["data"]["allowed_mentions"], json!({ "parse": [] }));
    assert_eq!(discord["data"]["flags"], 4 | 64);
    let content = discord["data"]["content"].as_str().unwrap();
    assert!(content.contains(r"\*\*x\*\* \<@1\>"), "{content}");
    let telegram: Value =
        serde_json::from_str(&telegram::send_message("-1001", &text, Some(5))).unwrap();
    assert_eq!(telegram["method"], "sendMessage");
    assert_eq!(telegram["chat_id"], -1001);
    assert_eq!(telegram["parse_mode"], "HTML");
    assert_eq!(telegram["reply_parameters"]["message_id"], 5);
    assert!(
        telegram["text"]
            .as_str()
            .unwrap()
            .contains("&lt;@\u{2060}1&gt; @\u{2060}everyone")
    );
    let onebot: Value = serde_json::from_str(&onebot::reply(&text)).unwrap();
    assert_eq!(onebot["auto_escape"], true);
    assert!(onebot["reply"].as_str().unwrap().contains("[CQ:at,qq=all]"));
    let choices: Value =
        serde_json::from_str(&discord::choices(&[("Yvonne".into(), "伊冯".into())])).unwrap();
    assert_eq!(
        choices,
        json!({ "type": 8, "data": { "choices": [{ "name": "Yvonne", "value": "伊冯" }] } })
    );
}

fn asker(platform: Platform, chat: &str) -> Asker {
    Asker {
        platform,
        chat: chat.into(),
        group: true,
        user: "42".into(),
        locale: Locale::Ja,
        may_manage: Permission::Granted,
    }
}

#[test]
fn an_update_acts_once_and_a_flood_gets_one_refusal_then_silence() {
    let mut seen = Seen::default();
    assert!(seen.first("telegram:1"));
    assert!(!seen.first("telegram:1"));
    assert!(seen.first("telegram:2"));
    let mut flood = Flood::new(10, 3);
    let now = at("2026-03-25T12:00:00Z");
    let one = asker(Platform::Telegram, "-1001");
    let verdicts: Vec<Verdict> = (0..6).map(|_| flood.check(&one, now)).collect();
    assert_eq!(
        verdicts,
        [
            Verdict::Answer,
            Verdict::Answer,
            Verdict::Answer,
            Verdict::Refuse,
            Verdict::Silent,
            Verdict::Silent
        ]
    );
    // Another user of another chat is not held back; the window's end lets the first speak.
    let mut elsewhere = asker(Platform::Telegram, "-1002");
    elsewhere.user = "7".into();
    assert_eq!(flood.check(&elsewhere, now), Verdict::Answer);
    // The same user elsewhere is still held back (silently: told once already).
    assert_eq!(
        flood.check(&asker(Platform::Telegram, "-1003"), now),
        Verdict::Silent
    );
    let later = now + TimeDelta::seconds(61);
    let mut other_user = one.clone();
    other_user.user = "8".into();
    assert_eq!(flood.check(&one, later), Verdict::Answer);
    assert_eq!(flood.check(&other_user, later), Verdict::Answer);
}

#[test]
fn registration_is_localized_and_the_same_on_every_run() {
    let commands = register::discord_commands();
    assert_eq!(commands, register::discord_commands());
    let value: Value = serde_json::from_str(&commands).unwrap();
    let command = &value[0];
    assert_eq!(command["name"], "endfield");
    let names: Vec<&str> = command["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "now",
            "next",
            "unit",
            "subscribe",
            "unsubscribe",
            "status",
            "help"
        ]
    );
    let now = &command["options"][0];
    assert_eq!(now["description"], phrase(Locale::En, "chat-cmd-now"));
    assert_eq!(
        now["description_localizations"]["zh-CN"],
        phrase(Locale::ZhCn, "chat-cmd-now")
    );
    assert_eq!(
        now["description_localizations"]["ja"],
        phrase(Locale::Ja, "chat-cmd-now")
    );
    assert_eq!(
        now["description_localizations"]["es-419"],
        phrase(Locale::Es, "chat-cmd-now")
    );
    assert_eq!(command["options"][2]["options"][0]["autocomplete"], true);
    // Names where a language's words have no case: "now" in Chinese, `unit`'s `name` in Japanese.
    assert_eq!(now["name_localizations"]["zh-CN"], "当前");
    assert_eq!(
        command["options"][2]["options"][0]["name_localizations"]["ja"],
        "名前"
    );
    assert_eq!(now["name_localizations"].get("de"), None);
    let mut all: Vec<&str> = command["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name_localizations"]["ko"].as_str().unwrap())
        .collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 7, "each subcommand's name its own");
    let telegram = register::telegram_commands();
    assert_eq!(telegram.len(), 13);
    let ja: Value = telegram
        .iter()
        .map(|b| serde_json::from_str::<Value>(b).unwrap())
        .find(|b| b["language_code"] == "ja")
        .unwrap();
    assert_eq!(
        ja["commands"][0],
        json!({ "command": "now", "description": phrase(Locale::Ja, "chat-cmd-now") })
    );
    let hook: Value = serde_json::from_str(&register::telegram_webhook(
        "https://c.example/chat/telegram",
        "s",
    ))
    .unwrap();
    assert_eq!(hook["secret_token"], "s");
}

fn operator() -> Operator {
    Operator {
        discord_api: "http://127.0.0.1:9001/api/v10".into(),
        discord_token: Some("bot-token".into()),
        telegram_api: "http://127.0.0.1:9002".into(),
        telegram_token: Some("123:abc".into()),
        onebot_api: Some("http://127.0.0.1:9003".into()),
        onebot_token: Some("t0k".into()),
    }
}

#[test]
fn a_chat_subscription_is_one_per_chat_with_the_defaults() {
    assert_eq!(
        subscribe::id(Platform::Telegram, "-1001").as_deref(),
        Some("chat_telegram_-1001")
    );
    assert_eq!(subscribe::id(Platform::OneBot, "12a"), None);
    let op = operator();
    let (sealed, target) = subscribe::sealed(
        &asker(Platform::Telegram, "-1001"),
        &Options::default(),
        &op,
        None,
    )
    .unwrap()
    .unwrap();
    assert_eq!(target.name, "chat_telegram_-1001");
    assert_eq!(target.chat_id.as_deref(), Some("-1001"));
    assert_eq!(target.lang, Locale::Ja);
    assert_eq!(target.reminders.start, [subscribe::DEFAULT_LEAD]);
    // The operator's own URL posts without the public-address rule; under a form's id, or
    // once the operator's configuration changed, the rule applies and refuses it.
    let health = Health::default();
    assert_eq!(
        subscribe::reopen(&target.name, Some(&sealed), &health, &[], &op),
        Ok(target.clone())
    );
    assert!(subscribe::reopen("sub_x", Some(&sealed), &health, &[], &op).is_err());
    assert!(subscribe::operators_own(&target.name, &target, &op));
    assert!(!subscribe::operators_own("sub_x", &target, &op));
    let moved = Operator {
        telegram_api: "http://127.0.0.1:9999".into(),
        ..op.clone()
    };
    assert!(subscribe::reopen(&target.name, Some(&sealed), &health, &[], &moved).is_err());
    let (sealed, target) = subscribe::sealed(
        &asker(Platform::OneBot, "123456"),
        &Options::default(),
        &op,
        None,
    )
    .unwrap()
    .unwrap();
    assert_eq!(
        (target.group_id, target.kind),
        (Some(123456), crate::notify::Kind::OneBot)
    );
    assert!(subscribe::reopen(&target.name, Some(&sealed), &health, &[], &op).is_ok());
    let Some(call) = subscribe::create_webhook(&op, "555", "Endfield") else {
        panic!("no call")
    };
    assert_eq!(
        call.url,
        "http://127.0.0.1:9001/api/v10/channels/555/webhooks"
    );
    assert!(
        call.headers
            .contains(&("authorization", "Bot bot-token".into()))
    );
    let url = subscribe::webhook_url(&op, br#"{"id":"888","token":"tok_en-1"}"#).unwrap();
    assert_eq!(url, "http://127.0.0.1:9001/api/v10/webhooks/888/tok_en-1");
    let (sealed, target) = subscribe::sealed(
        &asker(Platform::Discord, "555"),
        &Options::default(),
        &op,
        Some(&url),
    )
    .unwrap()
    .unwrap();
    assert!(subscribe::reopen(&target.name, Some(&sealed), &health, &[], &op).is_ok());
    assert_eq!(subscribe::delete_webhook(&target).unwrap().url, url);
    let bad = Options::from_words("category=nothing");
    assert!(subscribe::sealed(&asker(Platform::Telegram, "-1001"), &bad, &op, None).is_err());
    // A person's own Telegram chat with the bot can be subscribed; a Discord direct message
    // or a QQ private chat cannot.
    for (platform, can) in [
        (Platform::Telegram, true),
        (Platform::Discord, false),
        (Platform::OneBot, false),
    ] {
        let mut private = asker(platform, "42");
        assert!(subscribe::allowed(&private, None));
        private.group = false;
        assert_eq!(subscribe::allowed(&private, None), can, "{platform:?}");
    }
}

/// Telegram tells an asker's right only when asked: its answer to `getChatMember` grants it
/// (creator or administrator), a member's or no answer does not; the call is made only then.
#[test]
fn telegrams_answer_settles_the_right_it_was_asked_for() {
    let op = operator();
    let mut asking = asker(Platform::Telegram, "-1001");
    assert!(subscribe::may_manage_call(&op, &asking).is_none());
    asking.may_manage = Permission::AskTelegram;
    let call = subscribe::may_manage_call(&op, &asking).unwrap();
    assert!(call.url.ends_with("/getChatMember"), "{call:?}");
    let status = |s: &str| format!(r#"{{"ok":true,"result":{{"status":"{s}"}}}}"#);
    for (answer, granted) in [
        (Some(status("creator")), true),
        (Some(status("administrator")), true),
        (Some(status("member")), false),
        (Some(r#"{"ok":false}"#.to_string()), false),
        (None, false),
    ] {
        let answer = answer.as_deref().map(str::as_bytes);
        assert_eq!(subscribe::allowed(&asking, answer), granted, "{answer:?}");
    }
    asking.may_manage = Permission::Refused;
    assert!(!subscribe::allowed(
        &asking,
        Some(status("creator").as_bytes())
    ));
}

#[test]
fn registration_calls_show_no_token_or_secret() {
    let lookup = |name: &str| {
        Some(match name {
            vars::DISCORD_PUBLIC_KEY => PUBLIC.to_string(),
            vars::DISCORD_APPLICATION_ID => "9".into(),
            vars::DISCORD_BOT_TOKEN => "bot-token".into(),
            vars::TELEGRAM_BOT_TOKEN => "123:abc".into(),
            vars::TELEGRAM_SECRET => "tg-secret".into(),
            _ => return None,
        })
    };
    let settings = vars::Settings::read(lookup).unwrap();
    let calls = register::calls(&settings, Some("https://cal.example/"));
    assert_eq!(
        calls,
        register::calls(&settings, Some("https://cal.example/"))
    );
    // Discord's commands, 13 command lists, the webhook.
    assert_eq!(calls.len(), 1 + 13 + 1);
    assert_eq!(calls[0].call.method, "PUT");
    assert_eq!(
        calls[0].call.url,
        "https://discord.com/api/v10/applications/9/commands"
    );
    let hook = calls.last().unwrap();
    assert_eq!(
        hook.call.url,
        "https://api.telegram.org/bot123:abc/setWebhook"
    );
    let body: Value = serde_json::from_str(hook.call.body.as_deref().unwrap()).unwrap();
    assert_eq!(body["url"], "https://cal.example/chat/telegram");
    assert_eq!(body["secret_token"], "tg-secret");
    for shown in calls.iter().map(|c| &c.shown) {
        assert!(
            !shown.contains("bot-token")
                && !shown.contains("123:abc")
                && !shown.contains("tg-secret"),
            "{shown}"
        );
    }
    assert!(hook.shown.contains("<CALENDAR_TELEGRAM_SECRET>"));
    // Each command list says its language on the line a run prints: no two lines alike.
    let firsts: Vec<&str> = calls
        .iter()
        .filter_map(|c| c.shown.lines().next())
        .collect();
    let mut unique = firsts.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), firsts.len(), "{firsts:#?}");
    assert!(
        firsts.iter().any(|l| l.ends_with("(language_code ja)")),
        "{firsts:#?}"
    );
    // Without the origin, no webhook; without a platform's variables, nothing of it.
    assert_eq!(register::calls(&settings, None).len(), 14);
    let none = vars::Settings::read(|_| None).unwrap();
    assert!(register::calls(&none, None).is_empty());
    assert!(
        vars::Settings::read(|n| (n == vars::DISCORD_PUBLIC_KEY
            || n == vars::DISCORD_APPLICATION_ID)
            .then(|| "xyz".to_string()))
        .is_err()
    );
}

#[test]
fn the_flow_acts_once_answers_read_only_commands_and_leaves_subscriptions_to_the_face() {
    let dataset = units();
    let now = at("2026-03-25T12:00:00+08:00");
    let (mut seen, mut flood) = (Seen::default(), Flood::new(10, 1));
    let mut update = Update {
        key: "onebot:1:1".into(),
        asker: Asker {
            locale: Locale::ZhCn,
            ..asker(Platform::OneBot, "123456")
        },
        command: Command::Status,
        reply_to: None,
    };
    assert!(flow::admit(seen.first(&update.key), &mut flood, &update, now).is_none());
    assert_eq!(
        flow::admit(seen.first(&update.key), &mut flood, &update, now)
            .unwrap()
            .status,
        204
    );
    update.key = "onebot:1:2".into();
    let refusal = flow::admit(seen.first(&update.key), &mut flood, &update, now).unwrap();
    assert!(String::from_utf8_lossy(&refusal.body).contains("指令过多"));
    update.key = "onebot:1:3".into();
    assert_eq!(
        flow::admit(seen.first(&update.key), &mut flood, &update, now)
            .unwrap()
            .status,
        204
    );
    // A QQ group subscribed in English, on the Asia server: told so.
    let op = operator();
    let options = Options::from_words("lang=en server=asia");
    let (_, stored) = subscribe::sealed(&update.asker, &options, &op, None)
        .unwrap()
        .unwrap();
    let context = flow::context(&mut update, Some(&stored), &dataset, now);
    assert_eq!((context.lang, context.server), (Locale::En, Server::Asia));
    let status = flow::read_only(&context, &update, Some(&stored)).unwrap();
    let body: Value = serde_json::from_slice(&status.body).unwrap();
    assert!(
        body["reply"]
            .as_str()
            .unwrap()
            .contains("This chat is subscribed"),
        "{body}"
    );
    update.command = Command::Subscribe(Options::default());
    assert!(flow::read_only(&context, &update, Some(&stored)).is_none());
    let answer = flow::said(&update, Said::NotAllowed);
    assert_eq!(answer.status, 200);
}

/// An option that cannot be read is answered with what each option accepts, every value the
/// subscription would read (a newcomer's `/subscribe lang=xx` had only "could not be read").
#[test]
fn a_refused_option_is_told_with_what_the_options_accept() {
    let options = Options::from_words("lang=xx");
    let refused = rendered(&answer::said(
        Said::Invalid(options.invalid.unwrap()),
        Locale::Ja,
    ));
    assert!(refused.contains("lang=xx"), "{refused}");
    for server in Server::ALL {
        assert!(refused.contains(server.as_str()), "{refused}");
    }
    for locale in Locale::ALL {
        let tag = locale.tag();
        assert!(refused.contains(tag), "{refused}");
        let read = Options::from_words(&format!("lang={tag}"));
        assert_eq!((read.lang, read.invalid), (Some(locale), None), "{tag}");
    }
    for category in crate::v1::Category::ALL {
        assert!(refused.contains(category.as_str()), "{refused}");
    }
    assert!(refused.contains(phrase(Locale::Ja, "chat-option-invalid")));
}

#[test]
fn a_reply_too_long_is_cut_before_its_notice() {
    let long = answer::said(Said::Invalid("x".repeat(5000)), Locale::En);
    let discord: Value = serde_json::from_str(&discord::message(&long, true)).unwrap();
    let content = discord["data"]["content"].as_str().unwrap();
    assert!(
        content.chars().count() <= discord::MAX_CONTENT,
        "{}",
        content.len()
    );
    assert!(content.ends_with(phrase(Locale::En, "chat-notice")));
    assert!(content.contains("x…"), "cut with an ellipsis");
    let telegram: Value = serde_json::from_str(&telegram::send_message("1", &long, None)).unwrap();
    assert!(
        telegram["text"]
            .as_str()
            .unwrap()
            .ends_with(phrase(Locale::En, "chat-notice"))
    );
    let onebot: Value = serde_json::from_str(&onebot::reply(&long)).unwrap();
    let reply = onebot["reply"].as_str().unwrap();
    assert!(
        reply.ends_with(phrase(Locale::En, "chat-notice"))
            && reply.chars().count() <= onebot::MAX_TEXT
    );
}

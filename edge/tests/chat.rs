//! The chat endpoints on `calendar-serve` (docs/chat.md): `/chat/discord`, `/chat/telegram` and
//! `/chat/onebot`, each on only with its variables; signed and forged Discord interactions
//! (RFC 8032's test key pair), Telegram updates with and without the secret, OneBot events with
//! and without a valid `X-Signature`; `now`, `next` (the fixture is behind at the pinned moment),
//! `unit`, `help`; subscribing by a command, against loopback mocks of Discord's and Telegram's
//! REST APIs and of a OneBot HTTP API that check the documented request shapes: an announcement
//! reaches the chat once, and nothing more after `unsubscribe`; a retried update acts once; a
//! flood gets one refusal, then silence; and answers in English, Chinese and Japanese that tell
//! the same facts as the page at the same clock (`common/facts.rs`' rules, on the fixtures
//! [`CLOCKS`] names). On the `worker` face these tests return at once: the
//! notifier Worker's chat endpoints are `edge/tests/chat_worker.rs`'.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use std::path::{Path, PathBuf};
use std::process::Child;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use common::HttpResponse;
use common::receiver::{Received, json_answer, mock_api};
use serde_json::{Value, json};

const KEY: &str = "6a0f0c3e5d9b8e7f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081";
/// RFC 8032's first test key pair (section 7.1, TEST 1).
const SEED: &str = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
const PUBLIC: &str = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
const TELEGRAM_SECRET: &str = "tg-secret_1";
const TELEGRAM_TOKEN: &str = "123:abc";
const ONEBOT_SECRET: &str = "ob-secret";
const ONEBOT_TOKEN: &str = "ob-token";
/// The fixture's last version ended 2026-10-15: at noon on 2026-11-25 the data is behind.
const NOW: &str = "2026-11-25T12:00:00+08:00";

fn native() -> bool {
    common::face() == "native"
}

/// A server of a test, stopped when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = std::process::Command::new("kill")
            .arg(self.0.id().to_string())
            .status();
        let _ = self.0.wait();
    }
}

/// The mocks' base URLs: Discord's API, Telegram's, a OneBot HTTP API.
struct Apis {
    discord: String,
    telegram: String,
    onebot: String,
}

/// A `calendar-serve` with `env`, a store and an empty history it polls every second, at
/// [`NOW`]; its address and the history's path.
fn serving(name: &str, env: &[(&str, &str)]) -> (Running, String, PathBuf) {
    serving_at(name, &common::fixture(), NOW, env)
}

/// [`serving`] on `fixture` at `now`.
fn serving_at(
    name: &str,
    fixture: &Path,
    now: &str,
    env: &[(&str, &str)],
) -> (Running, String, PathBuf) {
    let (server, addr, changes, _) = serving_logged(name, fixture, now, env);
    (server, addr, changes)
}

/// [`serving_at`], and its log's lines as they come.
fn serving_logged(
    name: &str,
    fixture: &Path,
    now: &str,
    env: &[(&str, &str)],
) -> (Running, String, PathBuf, Receiver<String>) {
    let dir = common::scratch(name);
    let dataset = dir.join("events.json");
    std::fs::copy(fixture, &dataset).unwrap();
    let changes = dir.join("changes.json");
    std::fs::write(&changes, r#"{"apiVersion":"1","changes":[]}"#).unwrap();
    let db = dir.join("subscriptions.db");
    let args = [
        "--subscriptions",
        db.to_str().unwrap(),
        "--subscriptions-every",
        "1",
        "--changes",
        changes.to_str().unwrap(),
        "--reload-interval",
        "1",
        "--now",
        now,
    ];
    let mut vars = vec![("CALENDAR_SUBSCRIPTIONS_KEY", KEY)];
    vars.extend_from_slice(env);
    let mut child = common::serve_command(&dataset, &args, &vars)
        .spawn()
        .unwrap();
    let lines = common::stderr_lines(&mut child);
    let addr = common::listening_or_exit(&mut child).unwrap_or_else(|status| {
        let said: Vec<String> = lines.try_iter().collect();
        panic!("the server exited before listening ({status}): {said:#?}")
    });
    (Running(child), addr, changes, lines)
}

/// Whether a line of `log` holding `words` comes within 5 seconds.
fn logs(log: &Receiver<String>, words: &str) -> bool {
    let until = std::time::Instant::now() + Duration::from_secs(5);
    while let Some(left) = until.checked_duration_since(std::time::Instant::now()) {
        match log.recv_timeout(left) {
            Ok(line) if line.contains(words) => return true,
            Ok(_) => {}
            Err(_) => return false,
        }
    }
    false
}

/// Every platform on, against `apis`.
fn all_on(apis: &Apis) -> Vec<(&'static str, String)> {
    vec![
        ("CALENDAR_DISCORD_PUBLIC_KEY", PUBLIC.into()),
        ("CALENDAR_DISCORD_APPLICATION_ID", "9".into()),
        ("CALENDAR_DISCORD_BOT_TOKEN", "bot-token".into()),
        (
            "CALENDAR_DISCORD_API_BASE",
            format!("{}/api/v10", apis.discord),
        ),
        ("CALENDAR_TELEGRAM_BOT_TOKEN", TELEGRAM_TOKEN.into()),
        ("CALENDAR_TELEGRAM_SECRET", TELEGRAM_SECRET.into()),
        ("CALENDAR_TELEGRAM_API_BASE", apis.telegram.clone()),
        ("CALENDAR_ONEBOT_SECRET", ONEBOT_SECRET.into()),
        // By name: the operator's own URL is posted to without the public-only resolver.
        (
            "CALENDAR_ONEBOT_API",
            apis.onebot.replace("127.0.0.1", "localhost"),
        ),
        ("CALENDAR_ONEBOT_TOKEN", ONEBOT_TOKEN.into()),
    ]
}

/// The mocks, each checking the documented shape of what it is sent and answering as the
/// platform does.
fn apis() -> (Apis, [Receiver<Received>; 3]) {
    let (discord, discord_rx) = mock_api(|r| {
        let line = r.line.as_str();
        if line.starts_with("POST /api/v10/channels/555/webhooks ") {
            assert_eq!(r.headers["authorization"], "Bot bot-token");
            assert!(serde_json::from_str::<Value>(&r.body).unwrap()["name"].is_string());
            json_answer(r#"{"id":"888","token":"wh-token","type":1,"channel_id":"555"}"#)
        } else if line.starts_with("POST /api/v10/webhooks/888/wh-token?wait=true ") {
            let body: Value = serde_json::from_str(&r.body).unwrap();
            assert_eq!(body["allowed_mentions"], json!({ "parse": [] }));
            json_answer(r#"{"id":"1"}"#)
        } else if line.starts_with("DELETE /api/v10/webhooks/888/wh-token ") {
            "HTTP/1.1 204 No Content\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".into()
        } else {
            panic!("Discord's API got {line}")
        }
    });
    let (telegram, telegram_rx) = mock_api(|r| {
        let line = r.line.as_str();
        if line.starts_with("POST /bot123:abc/getMe ") {
            return json_answer(
                r#"{"ok":true,"result":{"id":9,"is_bot":true,"username":"EndfieldBot"}}"#,
            );
        }
        let body: Value = serde_json::from_str(&r.body).unwrap();
        if line.starts_with("POST /bot123:abc/getChatMember ") {
            assert_eq!(
                (body["chat_id"].as_i64(), body["user_id"].as_i64()),
                (Some(-1001), Some(42))
            );
            json_answer(r#"{"ok":true,"result":{"status":"administrator","user":{"id":42}}}"#)
        } else if line.starts_with("POST /bot123:abc/sendMessage ") {
            assert_eq!(body["chat_id"], -1001);
            assert_eq!(body["parse_mode"], "HTML");
            json_answer(r#"{"ok":true,"result":{"message_id":7}}"#)
        } else {
            panic!("Telegram's API got {line}")
        }
    });
    let (onebot, onebot_rx) = mock_api(|r| {
        assert!(r.line.starts_with("POST /send_group_msg "), "{}", r.line);
        assert_eq!(r.headers["authorization"], format!("Bearer {ONEBOT_TOKEN}"));
        let body: Value = serde_json::from_str(&r.body).unwrap();
        assert_eq!(body["group_id"], 123456);
        assert_eq!(body["message"][0]["type"], "text");
        json_answer(r#"{"status":"ok","retcode":0,"data":{"message_id":1}}"#)
    });
    (
        Apis {
            discord,
            telegram,
            onebot,
        },
        [discord_rx, telegram_rx, onebot_rx],
    )
}

fn env<'a>(vars: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    vars.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `body` signed as Discord signs it, at Unix time `timestamp`.
fn signed(body: &[u8], timestamp: i64) -> (String, String) {
    let seed: Vec<u8> = (0..32)
        .map(|i| u8::from_str_radix(&SEED[i * 2..i * 2 + 2], 16).unwrap())
        .collect();
    let pair =
        ed25519_compact::KeyPair::from_seed(ed25519_compact::Seed::from_slice(&seed).unwrap());
    let stamp = timestamp.to_string();
    let mut message = stamp.as_bytes().to_vec();
    message.extend_from_slice(body);
    (hex(pair.sk.sign(&message, None).as_ref()), stamp)
}

fn real_now() -> i64 {
    chrono::Utc::now().timestamp()
}

fn post(addr: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> HttpResponse {
    let length = body.len().to_string();
    let mut all = headers.to_vec();
    all.push(("Content-Type", "application/json"));
    all.push(("Content-Length", &length));
    common::send_with_body(addr, "POST", path, &all, body)
}

/// An interaction of `kind` for `sub` (a subcommand with its options), id `id`.
fn interaction(id: &str, kind: u64, sub: Value) -> Vec<u8> {
    interaction_as(id, kind, sub, "en-US", ("42", "555"))
}

/// [`interaction`] by `user` in `channel`, whose Discord is in `locale`.
fn interaction_as(
    id: &str,
    kind: u64,
    sub: Value,
    locale: &str,
    (user, channel): (&str, &str),
) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": id, "type": kind, "application_id": "9", "channel_id": channel, "guild_id": "77",
        "locale": locale,
        "member": { "user": { "id": user }, "permissions": (1u64 << 29).to_string() },
        "data": { "name": "endfield", "options": [sub] },
    }))
    .unwrap()
}

fn discord(addr: &str, body: &[u8]) -> HttpResponse {
    let (signature, stamp) = signed(body, real_now());
    post(
        addr,
        "/chat/discord",
        &[
            ("X-Signature-Ed25519", &signature),
            ("X-Signature-Timestamp", &stamp),
        ],
        body,
    )
}

fn content(response: &HttpResponse) -> String {
    assert_eq!(response.status, 200, "{}", response.text());
    let body = response.json();
    assert_eq!(body["type"], 4, "{body}");
    assert_eq!(body["data"]["allowed_mentions"], json!({ "parse": [] }));
    body["data"]["content"].as_str().unwrap().to_string()
}

fn telegram(
    addr: &str,
    secret: Option<&str>,
    update_id: i64,
    chat: Value,
    text: &str,
) -> HttpResponse {
    let from = json!({ "id": 42, "language_code": "ja" });
    telegram_from(addr, secret, update_id, (chat, from), text)
}

/// [`telegram`] in `chat`, `from` a user (their `id` and `language_code`).
fn telegram_from(
    addr: &str,
    secret: Option<&str>,
    update_id: i64,
    (chat, from): (Value, Value),
    text: &str,
) -> HttpResponse {
    let body = serde_json::to_vec(&json!({ "update_id": update_id, "message": {
        "message_id": update_id, "text": text, "chat": chat, "from": from } }))
    .unwrap();
    let headers: Vec<(&str, &str)> = secret
        .map(|s| vec![("X-Telegram-Bot-Api-Secret-Token", s)])
        .unwrap_or_default();
    post(addr, "/chat/telegram", &headers, &body)
}

fn group() -> Value {
    json!({ "id": -1001, "type": "supergroup" })
}

fn onebot_body(message_id: u64, text: &str, role: &str) -> Vec<u8> {
    onebot_from(message_id, text, role, (42, 123456))
}

/// [`onebot_body`] from `user` in `group`.
fn onebot_from(message_id: u64, text: &str, role: &str, (user, group): (u64, u64)) -> Vec<u8> {
    serde_json::to_vec(&json!({ "post_type": "message", "message_type": "group",
        "message_id": message_id, "self_id": 10001, "user_id": user, "group_id": group,
        "message": text, "raw_message": text, "sender": { "user_id": user, "role": role } }))
    .unwrap()
}

fn onebot(addr: &str, body: &[u8], secret: &str) -> HttpResponse {
    let signature = calendar::chat::verify::onebot_signature(secret, body);
    post(addr, "/chat/onebot", &[("X-Signature", &signature)], body)
}

const NOTICE_EN: &str = "Unofficial community calendar";

#[test]
fn each_path_is_a_404_without_its_variables() {
    if !native() {
        return;
    }
    let (_server, addr, _) = serving("chat-off", &[("CALENDAR_TELEGRAM_SECRET", TELEGRAM_SECRET)]);
    for path in ["/chat/discord", "/chat/telegram", "/chat/onebot"] {
        let answer = post(
            &addr,
            path,
            &[("X-Telegram-Bot-Api-Secret-Token", TELEGRAM_SECRET)],
            b"{}",
        );
        let unknown = post(&addr, "/chat/nothing", &[], b"{}");
        assert_eq!((answer.status, unknown.status), (404, 404), "{path}");
        assert_eq!(
            answer.json()["error"]["code"],
            unknown.json()["error"]["code"]
        );
    }
}

#[test]
fn discord_interactions_are_signed_and_answered() {
    if !native() {
        return;
    }
    let (apis, [discord_rx, ..]) = apis();
    let vars = all_on(&apis);
    let (_server, addr, _) = serving("chat-discord", &env(&vars));
    let ping = br#"{"id":"1","type":1,"application_id":"9"}"#;
    let pong = discord(&addr, ping);
    assert_eq!((pong.status, pong.json()), (200, json!({ "type": 1 })));
    // Forged: another body under the signature; a timestamp six minutes off the real clock
    // (whatever --now says); no signature at all.
    let (signature, stamp) = signed(ping, real_now());
    let forged = post(
        &addr,
        "/chat/discord",
        &[
            ("X-Signature-Ed25519", &signature),
            ("X-Signature-Timestamp", &stamp),
        ],
        br#"{"id":"1","type":2}"#,
    );
    let (old_signature, old_stamp) = signed(ping, real_now() - 360);
    let stale = post(
        &addr,
        "/chat/discord",
        &[
            ("X-Signature-Ed25519", &old_signature),
            ("X-Signature-Timestamp", &old_stamp),
        ],
        ping,
    );
    let unsigned = post(&addr, "/chat/discord", &[], ping);
    for refused in [forged, stale, unsigned] {
        assert_eq!(refused.status, 401, "{}", refused.text());
    }
    let now = content(&discord(
        &addr,
        &interaction("10", 2, json!({ "name": "now", "type": 1 })),
    ));
    assert!(now.starts_with("**Now · CN (UTC+8)**"), "{now}");
    assert!(now.contains(NOTICE_EN), "{now}");
    let next = content(&discord(
        &addr,
        &interaction("11", 2, json!({ "name": "next", "type": 1 })),
    ));
    assert!(
        next.contains("the next version is not recorded here yet"),
        "{next}"
    );
    let unit = json!({ "name": "unit", "type": 1, "options": [{ "name": "name", "type": 3, "value": "Nobody" }] });
    let unit = content(&discord(&addr, &interaction("12", 2, unit)));
    assert!(
        unit.contains("No rate-up unit of that name is recorded here."),
        "{unit}"
    );
    let help = content(&discord(
        &addr,
        &interaction("13", 2, json!({ "name": "help", "type": 1 })),
    ));
    assert!(help.contains("/endfield now"), "{help}");
    let typed = json!({ "name": "unit", "type": 1, "options": [{ "name": "name", "type": 3, "value": "", "focused": true }] });
    let choices = discord(&addr, &interaction("14", 4, typed));
    // A category that is none: refused, and the webhook made for it deleted again.
    let bad = json!({ "name": "subscribe", "type": 1, "options": [{ "name": "category", "type": 3, "value": "nothing" }] });
    let refused = content(&discord(&addr, &interaction("15", 2, bad)));
    assert!(
        refused.contains("This option could not be read:"),
        "{refused}"
    );
    let calls: Vec<String> = discord_rx.try_iter().map(|r| r.line).collect();
    assert!(
        calls[0].starts_with("POST /api/v10/channels/555/webhooks "),
        "{calls:?}"
    );
    assert!(
        calls[1].starts_with("DELETE /api/v10/webhooks/888/wh-token "),
        "{calls:?}"
    );
    // The fixture features no unit: no choice, in Discord's shape.
    assert_eq!(
        choices.json(),
        json!({ "type": 8, "data": { "choices": [] } })
    );
}

/// Waits until a post comes from `rx` and none more for three seconds: the posts.
fn posts_then_quiet(rx: &Receiver<Received>) -> Vec<Received> {
    let mut got = vec![
        rx.recv_timeout(Duration::from_secs(30))
            .expect("no post came"),
    ];
    while let Ok(more) = rx.recv_timeout(Duration::from_secs(3)) {
        got.push(more);
    }
    got
}

/// The fixture history (six records found 2026-11-25 14:28 +08:00), whole or its first `n`.
fn history(n: usize) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/history.json");
    let mut history: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    history["changes"].as_array_mut().unwrap().truncate(n);
    history.to_string()
}

fn publish(changes: &Path, history: &str) {
    let staged = changes.with_extension("json.new");
    std::fs::write(&staged, history).unwrap();
    std::fs::rename(&staged, changes).unwrap();
}

/// Subscribing by a command on a platform (`which`: its mock among [`apis`]'): told in the
/// asker's language (`words`: subscribed, already subscribed, unsubscribed); the announcements
/// of the first records reach the chat, each message once; after `unsubscribe`, the records
/// that follow reach nothing.
fn subscribe_announce_unsubscribe(
    name: &str,
    command: impl Fn(&str, &str) -> HttpResponse,
    said: impl Fn(&HttpResponse) -> String,
    which: usize,
    words: [&str; 3],
) {
    let (apis, received) = apis();
    let vars = all_on(&apis);
    let (_server, addr, changes) = serving(name, &env(&vars));
    let rx = &received[which];
    let made = said(&command(&addr, "subscribe"));
    assert!(made.contains(words[0]), "{made}");
    let again = said(&command(&addr, "subscribe"));
    assert!(again.contains(words[1]), "{again}");
    let _asked: Vec<Received> = rx.try_iter().collect();
    publish(&changes, &history(3));
    let messages = posts_then_quiet(rx);
    let mut bodies: Vec<&str> = messages.iter().map(|r| r.body.as_str()).collect();
    bodies.sort_unstable();
    bodies.dedup();
    assert_eq!(bodies.len(), messages.len(), "a message was posted twice");
    let gone = said(&command(&addr, "unsubscribe"));
    assert!(gone.contains(words[2]), "{gone}");
    let asked: Vec<Received> = rx.try_iter().collect();
    if which == 0 {
        assert!(
            asked
                .iter()
                .any(|r| r.line.starts_with("DELETE /api/v10/webhooks/888/wh-token "))
        );
    }
    publish(&changes, &history(6));
    if let Ok(posted) = rx.recv_timeout(Duration::from_secs(4)) {
        panic!("posted after unsubscribe: {}", posted.line);
    }
}

#[test]
fn discord_subscribe_makes_a_webhook_announces_once_and_unsubscribe_deletes_it() {
    if !native() {
        return;
    }
    let id = std::sync::atomic::AtomicU32::new(100);
    let next = || {
        id.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
            .to_string()
    };
    subscribe_announce_unsubscribe(
        "chat-discord-subscribe",
        |addr, name| {
            discord(
                addr,
                &interaction(&next(), 2, json!({ "name": name, "type": 1 })),
            )
        },
        content,
        0,
        ["Subscribed:", "already subscribed", "Unsubscribed:"],
    );
}

#[test]
fn telegram_updates_need_the_secret_and_a_group_admin_subscribes() {
    if !native() {
        return;
    }
    let (apis, _) = apis();
    let vars = all_on(&apis);
    let (_server, addr, _) = serving("chat-telegram", &env(&vars));
    assert_eq!(telegram(&addr, None, 1, group(), "/now").status, 401);
    assert_eq!(
        telegram(&addr, Some("wrong"), 2, group(), "/now").status,
        401
    );
    let now = telegram(&addr, Some(TELEGRAM_SECRET), 3, group(), "/now@EndfieldBot");
    assert_eq!(now.status, 200);
    let body = now.json();
    assert_eq!(
        (body["method"].as_str(), body["chat_id"].as_i64()),
        (Some("sendMessage"), Some(-1001))
    );
    assert!(body["text"].as_str().unwrap().contains("非公式"), "{body}");
    // A command to another bot in the group is that bot's (the name from getMe).
    assert_eq!(
        telegram(&addr, Some(TELEGRAM_SECRET), 30, group(), "/now@OtherBot").status,
        204
    );
    // Retried with the same update_id: acted on once, the retry answered with nothing.
    let again = telegram(&addr, Some(TELEGRAM_SECRET), 3, group(), "/now");
    assert_eq!(again.status, 204);
    let next = telegram(&addr, Some(TELEGRAM_SECRET), 4, group(), "/next").json();
    assert!(
        next["text"]
            .as_str()
            .unwrap()
            .contains("次のバージョンはまだ未登録です"),
        "{next}"
    );
    let help = telegram(&addr, Some(TELEGRAM_SECRET), 5, group(), "/help").json();
    assert!(
        help["text"].as_str().unwrap().contains(&format!(
            "/unit {}",
            calendar::catalog::phrase(calendar::lang::Locale::Ja, "chat-cmd-unit-placeholder")
        )),
        "{help}"
    );
}

#[test]
fn telegram_subscribe_announces_once_and_unsubscribe_stops() {
    if !native() {
        return;
    }
    let id = std::sync::atomic::AtomicI64::new(100);
    let next = || id.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    subscribe_announce_unsubscribe(
        "chat-telegram-subscribe",
        |addr, name| {
            telegram(
                addr,
                Some(TELEGRAM_SECRET),
                next(),
                group(),
                &format!("/{name}"),
            )
        },
        |r| r.json()["text"].as_str().unwrap().to_string(),
        1,
        ["購読しました", "すでに購読", "購読を解除しました"],
    );
}

#[test]
fn onebot_events_need_a_valid_signature_and_a_flood_gets_one_refusal() {
    if !native() {
        return;
    }
    let (apis, _) = apis();
    let vars = all_on(&apis);
    let (_server, addr, _) = serving("chat-onebot", &env(&vars));
    let body = onebot_body(1, "日历", "member");
    assert_eq!(onebot(&addr, &body, "wrong").status, 401);
    assert_eq!(post(&addr, "/chat/onebot", &[], &body).status, 401);
    let now = onebot(&addr, &body, ONEBOT_SECRET);
    assert_eq!(now.json()["auto_escape"], true);
    let reply = now.json()["reply"].as_str().unwrap().to_string();
    assert!(
        reply.starts_with("当前 · 国服（UTC+8）") && reply.contains("非官方社区日历"),
        "{reply}"
    );
    assert_eq!(
        onebot(&addr, &body, ONEBOT_SECRET).status,
        204,
        "the same message again"
    );
    let next = onebot(&addr, &onebot_body(2, "日历 下期", "member"), ONEBOT_SECRET).json();
    assert!(
        next["reply"].as_str().unwrap().contains("下一版本尚未收录"),
        "{next}"
    );
    let unit = onebot(
        &addr,
        &onebot_body(3, "/ef unit 谁也不是", "member"),
        ONEBOT_SECRET,
    )
    .json();
    assert!(
        unit["reply"].as_str().unwrap().contains("未收录该名称"),
        "{unit}"
    );
    let refused = onebot(&addr, &onebot_body(4, "日历 订阅", "member"), ONEBOT_SECRET).json();
    assert!(
        refused["reply"].as_str().unwrap().contains("管理员"),
        "{refused}"
    );
    // The user's fifth command in the minute is the last answered: one refusal, then silence.
    let help = onebot(&addr, &onebot_body(5, "日历 帮助", "member"), ONEBOT_SECRET).json();
    assert!(
        help["reply"].as_str().unwrap().contains("日历 下期"),
        "{help}"
    );
    let flood = onebot(&addr, &onebot_body(6, "日历", "member"), ONEBOT_SECRET);
    assert_eq!(flood.status, 200);
    assert!(
        flood.json()["reply"].as_str().unwrap().contains("指令过多"),
        "{}",
        flood.text()
    );
    for id in 7..10 {
        assert_eq!(
            onebot(&addr, &onebot_body(id, "日历", "member"), ONEBOT_SECRET).status,
            204
        );
    }
    let talk = onebot(&addr, &onebot_body(20, "大家好", "member"), ONEBOT_SECRET);
    assert_eq!(talk.status, 204);
}

#[test]
fn onebot_subscribe_by_an_admin_announces_once_and_unsubscribe_stops() {
    if !native() {
        return;
    }
    let id = std::sync::atomic::AtomicU64::new(100);
    let next = || id.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let words = |name: &str| match name {
        "subscribe" => "日历 订阅",
        _ => "日历 退订",
    };
    subscribe_announce_unsubscribe(
        "chat-onebot-subscribe",
        |addr, name| {
            onebot(
                addr,
                &onebot_body(next(), words(name), "admin"),
                ONEBOT_SECRET,
            )
        },
        |r| r.json()["reply"].as_str().unwrap().to_string(),
        2,
        ["订阅成功", "已经订阅", "已退订"],
    );
}

/// An endpoint on without what subscribing posts with (Discord's bot token, the OneBot HTTP
/// API): a subscription command is told it failed, stores nothing, and the log names the
/// variable to set.
#[test]
fn a_subscription_the_configuration_cannot_post_names_the_unset_variable() {
    if !native() {
        return;
    }
    let (_server, addr, _, log) = serving_logged(
        "chat-unset",
        &common::fixture(),
        NOW,
        &[
            ("CALENDAR_DISCORD_PUBLIC_KEY", PUBLIC),
            ("CALENDAR_DISCORD_APPLICATION_ID", "9"),
            ("CALENDAR_ONEBOT_SECRET", ONEBOT_SECRET),
        ],
    );
    let sub = |name: &str| json!({ "name": name, "type": 1 });
    let made = content(&discord(&addr, &interaction("1", 2, sub("subscribe"))));
    assert!(made.contains("could not be changed"), "{made}");
    assert!(logs(&log, "subscribing needs CALENDAR_DISCORD_BOT_TOKEN"));
    let status = content(&discord(&addr, &interaction("2", 2, sub("status"))));
    assert!(status.contains("not subscribed"), "{status}");
    let made = onebot(&addr, &onebot_body(1, "日历 订阅", "owner"), ONEBOT_SECRET);
    let reply = made.json()["reply"].as_str().unwrap().to_string();
    assert!(reply.contains("暂时无法更改订阅"), "{reply}");
    assert!(logs(&log, "subscribing needs CALENDAR_ONEBOT_API"));
}

/// `--register-chat` against mocks of Discord's and Telegram's APIs: `--dry-run` prints every
/// call without a token or secret and sends nothing; a run sends Discord's commands, Telegram's
/// command lists and its webhook; a second run sends the same bytes (idempotent).
#[test]
fn register_chat_prints_sends_and_repeats_the_same_calls() {
    if !native() {
        return;
    }
    let (discord_api, discord_rx) = mock_api(|r| {
        assert!(
            r.line.starts_with("PUT /api/v10/applications/9/commands "),
            "{}",
            r.line
        );
        assert_eq!(r.headers["authorization"], "Bot bot-token");
        json_answer("[]")
    });
    let (telegram_api, telegram_rx) = mock_api(|r| {
        assert!(
            r.line.starts_with("POST /bot123:abc/setMyCommands ")
                || r.line.starts_with("POST /bot123:abc/setWebhook "),
            "{}",
            r.line
        );
        json_answer(r#"{"ok":true,"result":true}"#)
    });
    let apis = Apis {
        discord: discord_api,
        telegram: telegram_api,
        onebot: "http://127.0.0.1:9".into(),
    };
    let vars = all_on(&apis);
    let run = |extra: &[&str]| {
        let mut args = vec!["--register-chat", "--public-origin", "https://cal.example"];
        args.extend_from_slice(extra);
        let out = common::serve_command(&common::fixture(), &args, &env(&vars))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let shown = run(&["--dry-run"]);
    assert!(shown.contains(&format!(
        "PUT {}/api/v10/applications/9/commands",
        apis.discord
    )));
    assert!(
        shown.contains("/bot<CALENDAR_TELEGRAM_BOT_TOKEN>/setWebhook"),
        "{shown}"
    );
    for secret in ["bot-token", TELEGRAM_TOKEN, TELEGRAM_SECRET] {
        assert!(!shown.contains(secret), "{secret} shown");
    }
    assert!(discord_rx.recv_timeout(Duration::from_millis(500)).is_err());
    assert!(telegram_rx.try_recv().is_err());
    let sent = |_: ()| {
        run(&[]);
        let discord: Vec<(String, String)> =
            discord_rx.try_iter().map(|r| (r.line, r.body)).collect();
        let telegram: Vec<(String, String)> =
            telegram_rx.try_iter().map(|r| (r.line, r.body)).collect();
        (discord, telegram)
    };
    let first = sent(());
    assert_eq!(first.0.len(), 1);
    let commands: Value = serde_json::from_str(&first.0[0].1).unwrap();
    assert_eq!(commands[0]["name"], "endfield");
    assert_eq!(first.1.len(), 14, "13 command lists and the webhook");
    let hook: Value = serde_json::from_str(&first.1[13].1).unwrap();
    assert_eq!(hook["url"], "https://cal.example/chat/telegram");
    assert_eq!(hook["secret_token"], TELEGRAM_SECRET);
    assert_eq!(sent(()), first, "a second run sends the same calls");
}

/// Every status a chat endpoint answers, as `openapi.json` documents it: headers and body.
#[test]
fn the_chat_endpoints_conform_to_the_openapi_document() {
    if !native() {
        return;
    }
    use common::openapi::{check_documented_headers, document, documented, validate};
    let doc = document();
    let conforms = |path: &str, response: &HttpResponse| {
        let what = format!("POST {path} {}", response.status);
        check_documented_headers(&doc, path, "post", response);
        // Every answer of a chat endpoint is the platform's alone; a 404 is any unknown path's.
        if response.status != 404 {
            let origin = response.header("access-control-allow-origin");
            assert_eq!(origin, None, "{what}");
        }
        match documented(&doc, path, "post", response).get("content") {
            Some(content) => {
                assert_eq!(
                    response.header("content-type"),
                    Some("application/json; charset=utf-8"),
                    "{what}"
                );
                validate(
                    &doc,
                    &content["application/json"]["schema"],
                    &response.json(),
                    &what,
                );
            }
            None => assert!(response.body.is_empty(), "{what}: undocumented body"),
        }
    };
    let (apis, _) = apis();
    let vars = all_on(&apis);
    let (_server, addr, _) = serving("chat-openapi", &env(&vars));
    let secret = [("X-Telegram-Bot-Api-Secret-Token", TELEGRAM_SECRET)];
    let big = vec![b' '; 70 * 1024];
    let answers = [
        (
            "/chat/discord",
            discord(&addr, br#"{"id":"1","type":1}"#),
            200,
        ),
        (
            "/chat/discord",
            post(&addr, "/chat/discord", &[], b"{}"),
            401,
        ),
        (
            "/chat/telegram",
            telegram(&addr, Some(TELEGRAM_SECRET), 1, group(), "hello"),
            204,
        ),
        (
            "/chat/telegram",
            post(&addr, "/chat/telegram", &secret, b"[]"),
            400,
        ),
        (
            "/chat/telegram",
            post(&addr, "/chat/telegram", &secret, &big),
            413,
        ),
        (
            "/chat/onebot",
            onebot(&addr, &onebot_body(1, "日历 帮助", "member"), ONEBOT_SECRET),
            200,
        ),
        (
            "/chat/onebot",
            common::send_to(&addr, "GET", "/chat/onebot", &[]),
            405,
        ),
    ];
    for (path, response, status) in answers {
        assert_eq!(response.status, status, "{path}: {}", response.text());
        conforms(path, &response);
    }
    let (_off, off_addr, _) = serving("chat-openapi-off", &[]);
    conforms(
        "/chat/discord",
        &post(&off_addr, "/chat/discord", &[], b"{}"),
    );
}

/// A group that removed the bot: Telegram answers its first post `403`, and the subscription is
/// disabled at once: `/status` says it is not subscribed, and nothing more is posted.
#[test]
fn a_chat_that_removed_the_bot_is_disabled_on_the_first_403() {
    if !native() {
        return;
    }
    let (telegram_api, rx) = mock_api(|r| {
        if r.line.contains("/getChatMember ") {
            json_answer(r#"{"ok":true,"result":{"status":"creator"}}"#)
        } else {
            let body = r#"{"ok":false,"error_code":403,"description":"Forbidden: bot was kicked from the group chat"}"#;
            format!(
                "HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            )
        }
    });
    let (apis, _) = apis();
    let apis = Apis {
        telegram: telegram_api,
        ..apis
    };
    let vars = all_on(&apis);
    let (_server, addr, changes) = serving("chat-removed", &env(&vars));
    let made = telegram(&addr, Some(TELEGRAM_SECRET), 1, group(), "/subscribe").json();
    assert!(
        made["text"].as_str().unwrap().contains("購読しました"),
        "{made}"
    );
    publish(&changes, &history(3));
    let posted = posts_then_quiet(&rx);
    let sent: Vec<&Received> = posted
        .iter()
        .filter(|r| r.line.contains("/sendMessage "))
        .collect();
    assert_eq!(
        sent.len(),
        1,
        "one post, then none: {:?}",
        posted.iter().map(|r| &r.line).collect::<Vec<_>>()
    );
    let status = telegram(&addr, Some(TELEGRAM_SECRET), 2, group(), "/status").json();
    assert!(
        status["text"]
            .as_str()
            .unwrap()
            .contains("購読していません"),
        "{status}"
    );
    // What /status asked of the API (getMe, which this mock refuses) is no post.
    let asked: Vec<Received> = rx.try_iter().collect();
    assert!(asked.iter().all(|r| !r.line.contains("/sendMessage ")));
    publish(&changes, &history(6));
    assert!(
        rx.recv_timeout(Duration::from_secs(4)).is_err(),
        "posted after the 403"
    );
}

/// The clocks the answers are compared with the page at: a fixture and a moment. `units.json`
/// names items in Japanese (`re-yvonne` and its unit officially, the others by a flagged
/// fallback), tells an end whose hour no source gives and an estimated start, and has units
/// with runs; `telling.json` has an end whose hour is unconfirmed and that is an upper bound, an
/// estimated end by an official rule, an exact one and one "at the latest" (upcoming at the first
/// moment, live at the second); `uncertain.json` one that may have ended and a placeholder start
/// that has passed; `dataset.json` (the Worker's, `chat_worker.rs`) is behind at [`NOW`].
const CLOCKS: [(&str, &str); 5] = [
    ("units.json", "2026-03-25T08:00:00+08:00"),
    ("telling.json", "2026-11-27T10:00:00+08:00"),
    ("telling.json", "2026-12-01T10:00:00+08:00"),
    ("uncertain.json", "2026-11-25T12:00:00+08:00"),
    ("dataset.json", NOW),
];

/// What is asked of a chat.
#[derive(Clone, Copy)]
enum Ask<'a> {
    Now,
    Next,
    Unit(&'a str),
}

/// Asks `ask` on `platform` (`discord`, `telegram`, `onebot`) in `lang` (en, zh, ja): each time
/// as another user in another chat (no flood), by Discord's `locale` and Telegram's
/// `language_code`; QQ asks in Chinese; `telegram-group` asks in [`group`]. The answer as its
/// reader reads it.
fn ask(addr: &str, platform: &str, lang: &str, ask: Ask<'_>, id: u64) -> String {
    use common::facts::{Markup, plain};
    match platform {
        "discord" => {
            let locale = match lang {
                "en" => "en-US",
                "zh" => "zh-CN",
                other => other,
            };
            let sub = match ask {
                Ask::Now => json!({ "name": "now", "type": 1 }),
                Ask::Next => json!({ "name": "next", "type": 1 }),
                Ask::Unit(name) => json!({ "name": "unit", "type": 1,
                    "options": [{ "name": "name", "type": 3, "value": name }] }),
            };
            let who = id.to_string();
            let body = interaction_as(&who, 2, sub, locale, (&who, &who));
            plain(&content(&discord(addr, &body)), Markup::Discord)
        }
        "telegram" | "telegram-group" => {
            let code = if lang == "zh" { "zh-hans" } else { lang };
            let text = match ask {
                Ask::Now => "/now".to_string(),
                Ask::Next => "/next".to_string(),
                Ask::Unit(name) => format!("/unit {name}"),
            };
            let id = i64::try_from(id).unwrap();
            let chat = match platform {
                "telegram" => json!({ "id": id, "type": "private" }),
                _ => group(),
            };
            let from = json!({ "id": id, "language_code": code });
            let answer = telegram_from(addr, Some(TELEGRAM_SECRET), id, (chat, from), &text);
            assert_eq!(answer.status, 200, "{}", answer.text());
            plain(answer.json()["text"].as_str().unwrap(), Markup::Html)
        }
        _ => {
            let text = match ask {
                Ask::Now => "日历".to_string(),
                Ask::Next => "日历 下期".to_string(),
                Ask::Unit(name) => format!("日历 {name}"),
            };
            let body = onebot_from(id, &text, "member", (id, id));
            let answer = onebot(addr, &body, ONEBOT_SECRET);
            assert_eq!(answer.status, 200, "{}", answer.text());
            plain(answer.json()["reply"].as_str().unwrap(), Markup::Plain)
        }
    }
}

/// Replies in English, Chinese and Japanese tell the same facts as the page at the same clock
/// (issue 49): on each platform (QQ in Chinese), `now` lists exactly what the page lists as live,
/// each with the page's name and its end told in the page's words, dates and certainty, and
/// the active version named and ended as the page says; `next` the page's upcoming list and the
/// next version the JSON records; `unit NAME` a unit's runs as `/api/v1/units` tallies them and
/// its next run's start as the page tells it; and no reply has a word of another language but
/// the names the page and the JSON flag untranslated. Every expectation is read from the page
/// and the JSON of the same server at the same `--now`.
#[test]
fn replies_in_each_language_tell_the_same_facts_as_the_page() {
    if !native() {
        return;
    }
    use common::facts::{check_listed, check_script, check_unit, check_version, read_page};
    let (apis, _) = apis();
    let vars = all_on(&apis);
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures");
    let ids = std::sync::atomic::AtomicU64::new(1000);
    let id = || ids.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    for (fixture, now) in CLOCKS {
        let (_server, addr, _) =
            serving_at("chat-facts", &fixtures.join(fixture), now, &env(&vars));
        let get = |target: &str| {
            let response = common::send_to(&addr, "GET", target, &[]);
            assert_eq!(response.status, 200, "{target}");
            response
        };
        // On CN (every chat's, unless it subscribed to another server), and on
        // americas-europe's clock, in a Telegram group subscribed to it.
        for server in ["cn", "americas-europe"] {
            if server != "cn" {
                let from = json!({ "id": 42, "language_code": "en" });
                let text = format!("/subscribe server={server}");
                let made = telegram_from(&addr, Some(TELEGRAM_SECRET), 1, (group(), from), &text);
                let made = made.json()["text"].as_str().unwrap().to_string();
                assert!(made.starts_with("Subscribed:"), "{made}");
            }
            for lang in ["en", "zh", "ja"] {
                let locale = calendar::lang::Locale::from_tag(lang).unwrap();
                let query = format!("lang={lang}&server={server}");
                let events = get(&format!("/api/v1/events?{query}")).json();
                let units = get(&format!("/api/v1/units?{query}")).json();
                let page = read_page(&get(&format!("/?{query}")).text(), &events, &units);
                let next_version = events["data"]["versions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|v| common::time(v["startsAt"].as_str().unwrap()) > common::time(now))
                    .min_by_key(|v| common::time(v["startsAt"].as_str().unwrap()));
                let platforms: &[&str] = match (server, lang) {
                    ("cn", "zh") => &["discord", "telegram", "onebot"],
                    ("cn", _) => &["discord", "telegram"],
                    _ => &["telegram-group"],
                };
                for platform in platforms {
                    let what = |asked: &str| {
                        format!("{fixture} at {now} on {server}, {platform} {lang}: {asked}")
                    };
                    let told = ask(&addr, platform, lang, Ask::Now, id());
                    check_listed(&told, &page.live, &what("now"));
                    check_version(&told, &page, &what("now"));
                    check_script(&told, &page, locale, &what("now"));
                    let told = ask(&addr, platform, lang, Ask::Next, id());
                    check_listed(&told, &page.upcoming, &what("next"));
                    check_script(&told, &page, locale, &what("next"));
                    if let Some(version) = next_version {
                        let name = version["named"]["title"]["text"].as_str().unwrap();
                        assert!(told.contains(name), "{}: {name}\n{told}", what("next"));
                    }
                    // A group answers ten commands a minute: its units are CN's above.
                    if server != "cn" {
                        continue;
                    }
                    for unit in units["data"]["units"].as_array().unwrap() {
                        let name = unit["named"]["text"].as_str().unwrap();
                        let told = ask(&addr, platform, lang, Ask::Unit(name), id());
                        check_unit(&told, unit, &page, locale, &what(&format!("unit {name}")));
                        check_script(&told, &page, locale, &what(&format!("unit {name}")));
                    }
                }
            }
        }
    }
}

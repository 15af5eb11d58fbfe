//! The chat endpoints on the notifier Worker (docs/chat.md; `notifier/src/chat/`), under
//! wrangler's local D1 and Queues (`tools/serve_worker.py --subscriptions`): `/chat/discord`,
//! `/chat/telegram` and `/chat/onebot`, each on only with its variables; signed and forged
//! Discord interactions (RFC 8032's test key pair), Telegram updates with and without the
//! secret, OneBot events with and without a valid `X-Signature`; `now`, `next` (the fixture is
//! behind at the pinned moment), `unit`, `help`; subscribing by a command, against loopback mocks
//! of Discord's and Telegram's REST APIs and of a OneBot HTTP API that check the documented
//! request shapes (`edge/tests/chat.rs`' own, the same on both faces): a new version's
//! announcement reaches the chat once, through the Cron Trigger and the Queue, and nothing more
//! after `unsubscribe`; a retried update acts once (kept in D1); a flood gets one refusal, then
//! silence; answers tell the same facts as the page at the same clock (`common/facts.rs`'
//! rules, in Japanese on Telegram; `chat.rs` holds calendar-serve to them in three languages).
//!
//! The Worker's history is baked into its build, so a new record arrives with a deploy: the
//! Worker started again on the same D1 and Queues with a longer history, as
//! `subscriptions.rs`' `new_change_records_are_told_once_after_a_deploy` does.
//!
//! These tests run on the `worker` face and return at once on the `native` one, whose chat
//! endpoints (`calendar-serve`'s) are `edge/tests/chat.rs`' (which returns at once here): the two
//! faces keep their stores apart (D1 and a deploy here, SQLite and a reload there), and the
//! helpers and the mocks keep that file's names.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::Receiver;
use std::time::Duration;

use common::HttpResponse;
use common::receiver::{Received, json_answer, mock_api};
use serde_json::{Value, json};

/// Whether the face under test is the notifier Worker's, which these tests run.
fn worker() -> bool {
    common::face() == "worker"
}
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
/// An empty history, byte for byte the one `subscriptions.rs` builds with (one cached build).
const EMPTY: &str = r#"{"apiVersion":"1","changes":[]}"#;
/// A new version's record, found at 14:00 (+08:00) on 2026-11-25 (`subscriptions.rs`' own).
const VERSION_RECORD: &str = r#"{"apiVersion":"1","changes":[{"id":"20261125T060000Z-version-version-7","at":"2026-11-25T14:00:00+08:00","kind":"added","subject":"version","key":"version-7","versionKey":"version-7","category":null,"title":"v7","fields":[],"before":null,"after":{"title":"v7","start":"2026-12-01T12:00:00+08:00","end":null,"poolId":null,"endLabel":null},"notices":[]}]}"#;

/// A server of a test, stopped when dropped: SIGTERM, so that the Worker's face stops its own
/// children (wrangler, workerd) before it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = Command::new("kill").arg(self.0.id().to_string()).status();
        let _ = self.0.wait();
    }
}

/// The mocks' base URLs: Discord's API, Telegram's, a OneBot HTTP API.
struct Apis {
    discord: String,
    telegram: String,
    onebot: String,
}

/// The Worker with its store in `dir` (kept across restarts, as a deploy keeps D1 and the
/// Queues), the history `changes` baked in, `env` set, at [`NOW`], its Cron Trigger every
/// second; its address.
fn serving(dir: &Path, changes: &Path, env: &[(&str, &str)]) -> (Running, String) {
    let db = dir.join("d1");
    let args = [
        "--subscriptions",
        db.to_str().unwrap(),
        "--subscriptions-every",
        "1",
        "--changes",
        changes.to_str().unwrap(),
        "--now",
        NOW,
    ];
    let mut vars = vec![("CALENDAR_SUBSCRIPTIONS_KEY", KEY)];
    vars.extend_from_slice(env);
    let mut python = Command::new("python3");
    python.arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/serve_worker.py"));
    let mut child = common::serve_through(python, &common::fixture(), &args, &vars)
        .spawn()
        .unwrap();
    let lines = common::stderr_lines(&mut child);
    let addr = common::listening_or_exit(&mut child).unwrap_or_else(|status| {
        let said: Vec<String> = lines.try_iter().collect();
        panic!("the Worker exited before listening ({status}): {said:#?}")
    });
    (Running(child), addr)
}

/// `text` written as a history file in `dir`.
fn history_file(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// The fixture history: six records found 2026-11-25 14:28 (+08:00).
fn fixture_history() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/history.json")
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
        ("CALENDAR_ONEBOT_API", apis.onebot.clone()),
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
    serde_json::to_vec(&json!({
        "id": id, "type": kind, "application_id": "9", "channel_id": "555", "guild_id": "77",
        "locale": "en-US",
        "member": { "user": { "id": "42" }, "permissions": (1u64 << 29).to_string() },
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
    update_id: u64,
    chat: Value,
    text: &str,
) -> HttpResponse {
    let body = serde_json::to_vec(&json!({ "update_id": update_id, "message": {
        "message_id": update_id, "text": text, "chat": chat,
        "from": { "id": 42, "language_code": "ja" } } }))
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
    serde_json::to_vec(&json!({ "post_type": "message", "message_type": "group",
        "message_id": message_id, "self_id": 10001, "user_id": 42, "group_id": 123456,
        "message": text, "raw_message": text, "sender": { "user_id": 42, "role": role } }))
    .unwrap()
}

fn onebot(addr: &str, body: &[u8], secret: &str) -> HttpResponse {
    let signature = calendar::chat::verify::onebot_signature(secret, body);
    post(addr, "/chat/onebot", &[("X-Signature", &signature)], body)
}

const NOTICE_EN: &str = "Unofficial community calendar";

/// How long nothing more must come for a test to say nothing more was sent: a few ticks and a
/// few of the Queue's batch waits (`max_batch_timeout`, 5 s).
const QUIET: Duration = Duration::from_secs(12);

#[test]
fn each_path_is_a_404_without_its_variables() {
    if !worker() {
        return;
    }
    let dir = common::scratch("chat-worker-off");
    let empty = history_file(&dir, "empty.json", EMPTY);
    // Telegram's secret without its bot token is not enough.
    let (_server, addr) = serving(
        &dir,
        &empty,
        &[("CALENDAR_TELEGRAM_SECRET", TELEGRAM_SECRET)],
    );
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
    if !worker() {
        return;
    }
    let (apis, received) = apis();
    let vars = all_on(&apis);
    let dir = common::scratch("chat-worker-discord");
    let empty = history_file(&dir, "empty.json", EMPTY);
    let (_server, addr) = serving(&dir, &empty, &env(&vars));
    let ping = br#"{"id":"1","type":1,"application_id":"9"}"#;
    let pong = discord(&addr, ping);
    assert_eq!((pong.status, pong.json()), (200, json!({ "type": 1 })));
    // Forged: another body under the signature; a timestamp six minutes off the real clock
    // (whatever --now says); no signature at all. None acts: the subscribe command forged
    // makes no webhook.
    let subscribe = interaction("9", 2, json!({ "name": "subscribe", "type": 1 }));
    let (signature, stamp) = signed(ping, real_now());
    let forged = post(
        &addr,
        "/chat/discord",
        &[
            ("X-Signature-Ed25519", &signature),
            ("X-Signature-Timestamp", &stamp),
        ],
        &subscribe,
    );
    let (old_signature, old_stamp) = signed(&subscribe, real_now() - 360);
    let stale = post(
        &addr,
        "/chat/discord",
        &[
            ("X-Signature-Ed25519", &old_signature),
            ("X-Signature-Timestamp", &old_stamp),
        ],
        &subscribe,
    );
    let unsigned = post(&addr, "/chat/discord", &[], &subscribe);
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
    // Delivered twice: acted on once, the second answered with nothing.
    let again = discord(
        &addr,
        &interaction("13", 2, json!({ "name": "help", "type": 1 })),
    );
    assert_eq!(again.status, 204);
    let typed = json!({ "name": "unit", "type": 1, "options": [{ "name": "name", "type": 3, "value": "", "focused": true }] });
    let choices = discord(&addr, &interaction("14", 4, typed));
    // The fixture features no unit: no choice, in Discord's shape.
    assert_eq!(
        choices.json(),
        json!({ "type": 8, "data": { "choices": [] } })
    );
    let asked: Vec<Received> = received[0].try_iter().collect();
    assert!(
        asked.is_empty(),
        "a refused interaction acted: {}",
        asked[0].line
    );
}

/// Waits until a post comes from `rx` and none more for [`QUIET`]: the posts.
fn posts_then_quiet(rx: &Receiver<Received>) -> Vec<Received> {
    let mut got = vec![
        rx.recv_timeout(Duration::from_secs(60))
            .expect("no post came"),
    ];
    while let Ok(more) = rx.recv_timeout(QUIET) {
        got.push(more);
    }
    got
}

/// Subscribing by a command on a platform (`which`: its mock among [`apis`]'): told in the
/// asker's language (`words`: subscribed, already subscribed, unsubscribed); a new version's
/// announcement, deployed after, reaches the chat once (`posted`: the request line it is posted
/// with); after `unsubscribe`, the records of a later deploy reach nothing.
fn subscribe_announce_unsubscribe(
    name: &str,
    command: impl Fn(&str, &str) -> HttpResponse,
    said: impl Fn(&HttpResponse) -> String,
    which: usize,
    words: [&str; 3],
    posted: &str,
) {
    let (apis, received) = apis();
    let vars = all_on(&apis);
    let dir = common::scratch(name);
    let rx = &received[which];
    let (server, addr) = serving(&dir, &history_file(&dir, "empty.json", EMPTY), &env(&vars));
    let made = said(&command(&addr, "subscribe"));
    assert!(made.contains(words[0]), "{made}");
    let again = said(&command(&addr, "subscribe"));
    assert!(again.contains(words[1]), "{again}");
    drop(server);
    let asked: Vec<Received> = rx.try_iter().collect();
    assert!(
        asked.iter().all(|r| !r.line.starts_with(posted)),
        "posted before there was anything to tell"
    );

    let version = history_file(&dir, "version.json", VERSION_RECORD);
    let (server, addr) = serving(&dir, &version, &env(&vars));
    let messages = posts_then_quiet(rx);
    assert_eq!(messages.len(), 1, "the new version was not told once");
    assert!(messages[0].line.starts_with(posted), "{}", messages[0].line);
    assert!(messages[0].body.contains("v7"), "{}", messages[0].body);
    let gone = said(&command(&addr, "unsubscribe"));
    assert!(gone.contains(words[2]), "{gone}");
    let asked: Vec<Received> = rx.try_iter().collect();
    if which == 0 {
        assert!(
            asked
                .iter()
                .any(|r| r.line.starts_with("DELETE /api/v10/webhooks/888/wh-token ")),
            "the webhook was not deleted"
        );
    }
    drop(server);

    let (_server, _addr) = serving(&dir, &fixture_history(), &env(&vars));
    if let Ok(posted) = rx.recv_timeout(QUIET) {
        panic!("posted after unsubscribe: {}", posted.line);
    }
}

/// A fresh id for each update of a test (the D1 store remembers them across restarts).
fn counter(from: u64) -> impl Fn() -> u64 {
    let id = AtomicU64::new(from);
    move || id.fetch_add(1, Ordering::SeqCst)
}

#[test]
fn discord_subscribe_makes_a_webhook_announces_once_and_unsubscribe_deletes_it() {
    if !worker() {
        return;
    }
    let next = counter(100);
    subscribe_announce_unsubscribe(
        "chat-worker-discord-subscribe",
        |addr, name| {
            let body = interaction(&next().to_string(), 2, json!({ "name": name, "type": 1 }));
            discord(addr, &body)
        },
        content,
        0,
        ["Subscribed:", "already subscribed", "Unsubscribed:"],
        "POST /api/v10/webhooks/888/wh-token?wait=true ",
    );
}

/// A retried update is acted on once, also by another isolate: the key is kept in D1, which a
/// Worker started again on the same store still reads.
#[test]
fn telegram_updates_need_the_secret_and_a_retry_acts_once_even_after_a_restart() {
    if !worker() {
        return;
    }
    // Kept: a mock whose receiver is gone answers nothing more.
    let (apis, _received) = apis();
    let vars = all_on(&apis);
    let dir = common::scratch("chat-worker-telegram");
    let empty = history_file(&dir, "empty.json", EMPTY);
    let (server, addr) = serving(&dir, &empty, &env(&vars));
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
    drop(server);
    let (_server, addr) = serving(&dir, &empty, &env(&vars));
    let retried = telegram(&addr, Some(TELEGRAM_SECRET), 5, group(), "/help");
    assert_eq!(retried.status, 204, "{}", retried.text());
    let fresh = telegram(&addr, Some(TELEGRAM_SECRET), 6, group(), "/help");
    assert_eq!(fresh.status, 200, "{}", fresh.text());
}

/// A person's own private chat with the Telegram bot can be subscribed at the edge as on
/// `calendar-serve` (`chat::subscribe::subscribable`); a QQ private chat cannot.
#[test]
fn a_private_telegram_chat_can_be_subscribed_a_qq_one_cannot() {
    if !worker() {
        return;
    }
    let (apis, _received) = apis();
    let vars = all_on(&apis);
    let dir = common::scratch("chat-worker-private");
    let empty = history_file(&dir, "empty.json", EMPTY);
    let (_server, addr) = serving(&dir, &empty, &env(&vars));
    let private = json!({ "id": 42, "type": "private" });
    let said = |id: u64, text: &str| {
        let answer = telegram(&addr, Some(TELEGRAM_SECRET), id, private.clone(), text).json();
        answer["text"].as_str().unwrap().to_string()
    };
    let made = said(1, "/subscribe");
    assert!(made.contains("購読しました"), "{made}");
    let again = said(2, "/subscribe");
    assert!(again.contains("すでに購読"), "{again}");
    let gone = said(3, "/unsubscribe");
    assert!(gone.contains("購読を解除しました"), "{gone}");
    let mut event: Value = serde_json::from_slice(&onebot_body(1, "日历 订阅", "owner")).unwrap();
    event["message_type"] = json!("private");
    let body = serde_json::to_vec(&event).unwrap();
    let refused = onebot(&addr, &body, ONEBOT_SECRET).json();
    let reply = refused["reply"].as_str().unwrap();
    assert!(reply.contains("私聊不可订阅"), "{reply}");
}

#[test]
fn telegram_subscribe_announces_once_and_unsubscribe_stops() {
    if !worker() {
        return;
    }
    let next = counter(100);
    subscribe_announce_unsubscribe(
        "chat-worker-telegram-subscribe",
        |addr, name| {
            let text = format!("/{name}");
            telegram(addr, Some(TELEGRAM_SECRET), next(), group(), &text)
        },
        |r| r.json()["text"].as_str().unwrap().to_string(),
        1,
        ["購読しました", "すでに購読", "購読を解除しました"],
        "POST /bot123:abc/sendMessage ",
    );
}

#[test]
fn onebot_events_need_a_valid_signature_and_a_flood_gets_one_refusal() {
    if !worker() {
        return;
    }
    // Kept: a mock whose receiver is gone answers nothing more.
    let (apis, _received) = apis();
    let vars = all_on(&apis);
    let dir = common::scratch("chat-worker-onebot");
    let empty = history_file(&dir, "empty.json", EMPTY);
    let (_server, addr) = serving(&dir, &empty, &env(&vars));
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
    // The user's fifth command in the minute is the last answered: one refusal, then silence
    // (one isolate here, which counts them all).
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
    if !worker() {
        return;
    }
    let next = counter(100);
    let words = |name: &str| match name {
        "subscribe" => "日历 订阅",
        _ => "日历 退订",
    };
    subscribe_announce_unsubscribe(
        "chat-worker-onebot-subscribe",
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
        "POST /send_group_msg ",
    );
}

/// The notifier Worker's answers tell the same facts as the page at the same clock, by the
/// rules `chat.rs` holds calendar-serve's to in three languages (`common/facts.rs`): Telegram in
/// Japanese, `now` and `next` on the fixture the Worker bakes at [`NOW`], against the page and
/// the JSON the library answers on the same fixture at the same moment (every face's bytes).
#[test]
fn replies_tell_the_same_facts_as_the_page() {
    if !worker() {
        return;
    }
    use common::facts::{Markup, check_listed, check_script, check_version, plain, read_page};
    let (apis, _received) = apis();
    let vars = all_on(&apis);
    let dir = common::scratch("chat-worker-facts");
    let changes = history_file(&dir, "changes.json", EMPTY);
    let (_server, addr) = serving(&dir, &changes, &env(&vars));
    let library = common::library();
    let get = |path: &str| {
        let request =
            calendar::Request::get(path, "lang=ja&server=cn", "192.0.2.1", common::time(NOW));
        let response = library.handle(&request);
        assert_eq!(response.status, 200, "{path}");
        String::from_utf8(response.body.to_vec()).unwrap()
    };
    let json = |path: &str| serde_json::from_str::<Value>(&get(path)).unwrap();
    let page = read_page(&get("/"), &json("/api/v1/events"), &json("/api/v1/units"));
    let ask = |id: u64, text: &str| {
        let answer = telegram(&addr, Some(TELEGRAM_SECRET), id, group(), text);
        assert_eq!(answer.status, 200, "{}", answer.text());
        plain(answer.json()["text"].as_str().unwrap(), Markup::Html)
    };
    let locale = calendar::lang::Locale::Ja;
    let now = ask(1, "/now");
    check_listed(&now, &page.live, "worker: now");
    check_version(&now, &page, "worker: now");
    check_script(&now, &page, locale, "worker: now");
    let next = ask(2, "/next");
    check_listed(&next, &page.upcoming, "worker: next");
    check_script(&next, &page, locale, "worker: next");
}

//! Reminders posted to a mock Discord and a mock JSON receiver on loopback, each once, at a
//! pinned moment: by `calendar-serve --notify` on its own clock, and by the Worker's Cron
//! Trigger in workerd (`tools/serve_worker.py --notify`, `CALENDAR_TEST_FACE=worker`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use std::io::{BufReader, Read};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use calendar::notify::{Secret, sign};
use common::receiver::{Received, collect, mock, mock_answering};

const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
/// A credential-like part of a mock URL or a token: never in a log line.
const TOKEN: &str = "tok3n-never-logged";

/// The targets file both faces' tests use: a Discord and a JSON target for the operator
/// pools, their URLs and secret named by `TEST_*` variables, each with start leads of 1 hour,
/// 59:57 and 59:55.
fn targets_file(face: &str) -> std::path::PathBuf {
    reminding(&format!("notify-{face}"), r#""PT1H","PT59M57S","PT59M55S""#)
}

/// A mock Discord and a mock JSON receiver, and the environment naming them as
/// [`reminding`]'s targets do.
struct Mocks {
    discord_url: String,
    json_url: String,
    discord: Receiver<Received>,
    json: Receiver<Received>,
}

impl Mocks {
    fn start() -> Mocks {
        let (discord_url, discord) = mock();
        let (json_url, json) = mock();
        Mocks {
            discord_url,
            json_url,
            discord,
            json,
        }
    }

    fn env(&self) -> [(&str, &str); 3] {
        [
            ("TEST_DISCORD_URL", self.discord_url.as_str()),
            ("TEST_JSON_URL", self.json_url.as_str()),
            ("TEST_JSON_SECRET", SECRET),
        ]
    }
}

/// The Worker in workerd (`tools/serve_worker.py --notify`) with `targets` as its secret, the
/// variables `env` and the clock pinned at 11:00:01 +08:00 on 2026-07-16; its address.
fn worker_notifying(
    targets: &std::path::Path,
    env: &[(&str, &str)],
) -> (std::process::Child, String) {
    let mut child = std::process::Command::new("python3")
        .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/serve_worker.py"))
        .args(["--listen", "127.0.0.1:0", "--dataset"])
        .arg(common::fixture())
        .args(["--notify", targets.to_str().unwrap()])
        .args(["--now", "2026-07-16T11:00:01+08:00"])
        .envs(env.iter().copied())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let addr = common::listening_addr(&mut child, "serve_worker.py");
    (child, addr)
}

/// Each face posts a due reminder once, however often it ticks: `calendar-serve --notify` on the
/// native face, the Worker's Cron Trigger in workerd on the `worker` face.
#[test]
fn each_due_reminder_is_posted_once_however_often_the_face_ticks() {
    if common::face() == "worker" {
        worker_cron_posts_a_due_reminder_once_however_often_it_runs();
    } else {
        serve_posts_each_due_reminder_once_on_the_pinned_clock();
    }
}

fn serve_posts_each_due_reminder_once_on_the_pinned_clock() {
    let mocks = Mocks::start();
    let Mocks {
        discord_url,
        json_url,
        discord,
        json,
    } = &mocks;
    // The fixture's operator pool `op-wander` starts 2026-07-16 12:00 +08:00, as do pools of
    // other categories, which the filter leaves out. The clock is pinned one second after the
    // 1-hour lead, so the first tick (the minute before the start) holds it; the other two
    // leads fall due 2 and 4 seconds later, in later ticks.
    let targets = targets_file("serve");
    let mut command = common::serve_command(
        &common::fixture(),
        &[
            "--notify",
            targets.to_str().unwrap(),
            "--notify-every",
            "1",
            "--now",
            "2026-07-16T11:00:01+08:00",
        ],
        &mocks.env(),
    );
    let mut child = command.spawn().unwrap();
    let stderr = child.stderr.take().unwrap();
    let log = std::thread::spawn(move || {
        let mut text = String::new();
        BufReader::new(stderr).read_to_string(&mut text).unwrap();
        text
    });
    common::listening_addr(&mut child, "calendar-serve");

    let messages = collect(discord, 3);
    let bodies = collect(json, 3);
    // The last lead came after every tick that could repeat the first two: nothing more.
    assert!(discord.recv_timeout(Duration::from_secs(2)).is_err());
    assert!(json.try_recv().is_err());
    let _ = child.kill();
    let _ = child.wait();
    let log = log.join().unwrap();

    let titles: Vec<String> = messages
        .iter()
        .map(|m| {
            let value: serde_json::Value = serde_json::from_str(&m.body).unwrap();
            assert_eq!(value["allowed_mentions"]["parse"], serde_json::json!([]));
            assert_eq!(value["embeds"].as_array().unwrap().len(), 1, "{value}");
            value["embeds"][0]["title"].as_str().unwrap().to_string()
        })
        .collect();
    for (title, lead) in
        titles
            .iter()
            .zip(["1 hour", "59 minutes 57 seconds", "59 minutes 55 seconds"])
    {
        assert!(title.starts_with(&format!("Starts in {lead}: ")), "{title}");
    }

    let secret = Secret::parse(SECRET).unwrap();
    let mut ids = Vec::new();
    for (received, lead) in bodies.iter().zip(["PT1H", "PT59M57S", "PT59M55S"]) {
        let value: serde_json::Value = serde_json::from_str(&received.body).unwrap();
        assert_eq!(value["type"], "calendar.reminder");
        assert_eq!(value["data"]["eventId"], "op-wander");
        assert_eq!(value["data"]["before"], lead);
        assert_eq!(value["data"]["at"], "2026-07-16T12:00:00+08:00");
        let id = &received.headers["webhook-id"];
        assert_eq!(&value["data"]["id"], id.as_str());
        let timestamp: i64 = received.headers["webhook-timestamp"].parse().unwrap();
        assert_eq!(
            received.headers["webhook-signature"],
            sign(&secret, id, timestamp, &received.body)
        );
        ids.push(id.clone());
    }
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 3);
    // The log names targets, never a URL or a secret.
    assert!(log.contains("target `chat`"), "{log}");
    for secret in [discord_url.as_str(), json_url.as_str(), SECRET] {
        assert!(!log.contains(secret), "{log}");
    }
}

/// `calendar-serve --notify targets` on `dataset` with the mocks' URLs, at the pinned moment
/// `now`, ticking every `every` seconds; its stderr lines come through the receiver.
fn serve_notifying(
    dataset: &std::path::Path,
    targets: &std::path::Path,
    now: &str,
    every: &str,
    extra: &[&str],
    env: &[(&str, &str)],
) -> (std::process::Child, Receiver<String>) {
    let mut args = vec![
        "--notify",
        targets.to_str().unwrap(),
        "--notify-every",
        every,
        "--now",
        now,
    ];
    args.extend_from_slice(extra);
    let mut child = common::serve_command(dataset, &args, env).spawn().unwrap();
    let lines = common::stderr_lines(&mut child);
    common::listening_addr(&mut child, "calendar-serve");
    (child, lines)
}

/// A targets file (in a scratch directory `name`) of a Discord and a JSON target for the
/// operator pools, reminded at `leads` before a start.
fn reminding(name: &str, leads: &str) -> std::path::PathBuf {
    let dir = common::scratch(name);
    let targets = dir.join("targets.json");
    std::fs::write(
        &targets,
        format!(
            r#"[{{"name":"chat","kind":"discord","urlEnv":"TEST_DISCORD_URL","category":"operator","lang":"en","reminders":{{"start":[{leads}]}}}},
                {{"name":"bot","kind":"json","urlEnv":"TEST_JSON_URL","secretEnv":"TEST_JSON_SECRET","category":"operator","reminders":{{"start":[{leads}]}}}}]"#
        ),
    )
    .unwrap();
    targets
}

/// Waits (bounded) until `lines` said an outcome for each of the targets `chat` and `bot`, in
/// either order.
fn outcomes_told(lines: &Receiver<String>) {
    let deadline = Instant::now() + PATIENCE;
    let mut waiting = vec!["target `chat`: rem_", "target `bot`: rem_"];
    while !waiting.is_empty() {
        let line = lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .unwrap_or_else(|_| panic!("no outcome for {waiting:?}"));
        waiting.retain(|needle| !line.contains(needle));
    }
}

fn stop(mut child: std::process::Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// A restart within the minute sends nothing twice: the ledger file (here moved by
/// `--notify-ledger`) remembers what the first process sent.
#[test]
fn a_restart_within_the_minute_sends_nothing_twice() {
    if common::face() == "worker" {
        return;
    }
    let mocks = Mocks::start();
    let (discord, json, env) = (&mocks.discord, &mocks.json, mocks.env());
    let targets = reminding("notify-restart", r#""PT1H","PT59M58S""#);
    let ledger = targets.with_file_name("moved.ledger.json");
    let moved = ["--notify-ledger", ledger.to_str().unwrap()];
    // `op-wander` starts at 12:00: the 1-hour lead is due at 11:00:00, the other at 11:00:02.
    // A tick every 30 s: the first (at start) holds only the 1-hour lead.
    let (first, lines) = serve_notifying(
        &common::fixture(),
        &targets,
        "2026-07-16T11:00:01+08:00",
        "30",
        &moved,
        &env,
    );
    outcomes_told(&lines);
    stop(first);
    let title = |m: &Received| {
        let value: serde_json::Value = serde_json::from_str(&m.body).unwrap();
        value["embeds"][0]["title"].as_str().unwrap().to_string()
    };
    let before = |m: &Received| {
        let value: serde_json::Value = serde_json::from_str(&m.body).unwrap();
        value["data"]["before"].as_str().unwrap().to_string()
    };
    assert!(title(&collect(discord, 1)[0]).starts_with("Starts in 1 hour: "));
    assert_eq!(before(&collect(json, 1)[0]), "PT1H");
    assert!(ledger.exists());
    assert!(!targets.with_file_name("targets.json.ledger.json").exists());

    // Restarted two seconds later: its first tick holds both leads; only the new one goes.
    let (second, lines) = serve_notifying(
        &common::fixture(),
        &targets,
        "2026-07-16T11:00:03+08:00",
        "30",
        &moved,
        &env,
    );
    let discord_again = collect(discord, 1);
    let json_again = collect(json, 1);
    outcomes_told(&lines);
    stop(second);
    assert_eq!(discord_again.len(), 1);
    let message: serde_json::Value = serde_json::from_str(&discord_again[0].body).unwrap();
    assert_eq!(message["embeds"].as_array().unwrap().len(), 1, "{message}");
    assert!(title(&discord_again[0]).starts_with("Starts in 59 minutes 58 seconds: "));
    assert_eq!(before(&json_again[0]), "PT59M58S");
    assert!(
        discord.try_recv().is_err() && json.try_recv().is_err(),
        "posted twice"
    );
}

/// A tick that comes after a reminder's edge (a stalled process) drops it and says so.
#[test]
fn a_reminder_whose_edge_has_passed_is_dropped_and_logged() {
    if common::face() == "worker" {
        return;
    }
    let mocks = Mocks::start();
    let (discord, json, env) = (&mocks.discord, &mocks.json, mocks.env());
    let targets = reminding("notify-late", r#""PT1M""#);
    // Due at 11:59, found by the first tick at 12:00:10 (it looks 90 s back): the start is past.
    let (child, lines) = serve_notifying(
        &common::fixture(),
        &targets,
        "2026-07-16T12:00:10+08:00",
        "30",
        &[],
        &env,
    );
    let mut dropped = 0;
    let deadline = Instant::now() + PATIENCE;
    while dropped < 2 {
        let line = lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .expect("no `dropped` line for each target");
        if line.contains("dropped, not sent: its edge has passed") {
            dropped += 1;
        }
    }
    // The tick decided before posting anything: nothing was queued.
    stop(child);
    assert!(discord.try_recv().is_err() && json.try_recv().is_err());
    let ledger =
        std::fs::read_to_string(targets.with_file_name("targets.json.ledger.json")).unwrap();
    assert_eq!(ledger.matches(r#""state": "late""#).count(), 2, "{ledger}");
}

/// A start moved later by a reload (the dataset file replaced) is reminded at its new time,
/// under a new id: the reminder of the old time does not stand for it.
#[test]
fn a_rescheduled_start_is_reminded_at_its_new_time() {
    if common::face() == "worker" {
        return;
    }
    let mocks = Mocks::start();
    let (_discord, json, env) = (&mocks.discord, &mocks.json, mocks.env());
    let targets = reminding("notify-reschedule", r#""PT1H""#);
    let dataset = targets.with_file_name("events.json");
    let mut document = common::fixture_json();
    std::fs::write(&dataset, serde_json::to_string(&document).unwrap()).unwrap();
    let (child, lines) = serve_notifying(
        &dataset,
        &targets,
        "2026-07-16T11:00:01+08:00",
        "1",
        &["--reload-interval", "1"],
        &env,
    );
    let first = collect(json, 1);
    let body: serde_json::Value = serde_json::from_str(&first[0].body).unwrap();
    assert_eq!(body["data"]["at"], "2026-07-16T12:00:00+08:00");

    // The start moves 4 seconds later: its 1-hour lead falls due at 11:00:04.
    let events = document["data"]["events"].as_array_mut().unwrap();
    let wander = events.iter_mut().find(|e| e["id"] == "op-wander").unwrap();
    wander["start"] = "2026-07-16T12:00:04+08:00".into();
    document["generatedAt"] = "2026-10-08T12:00:00+08:00".into();
    let temporary = dataset.with_file_name(".events.json.tmp");
    std::fs::write(&temporary, serde_json::to_string(&document).unwrap()).unwrap();
    std::fs::rename(&temporary, &dataset).unwrap();
    assert!(
        common::says(&lines, "reloaded dataset", PATIENCE),
        "no reload"
    );
    let second = collect(json, 1);
    stop(child);
    let body: serde_json::Value = serde_json::from_str(&second[0].body).unwrap();
    assert_eq!(body["data"]["eventId"], "op-wander");
    assert_eq!(body["data"]["at"], "2026-07-16T12:00:04+08:00");
    assert_ne!(
        second[0].headers["webhook-id"],
        first[0].headers["webhook-id"]
    );
}

/// No face follows a redirect: a receiver answering `307` to elsewhere is told nothing more,
/// and elsewhere gets nothing (the Worker's cron in workerd on the `worker` face).
#[test]
fn no_face_follows_a_redirect() {
    let (elsewhere_url, elsewhere) = mock();
    let (moved_url, moved) = mock_answering(move |_| {
        format!(
            "HTTP/1.1 307 Temporary Redirect\r\nLocation: {elsewhere_url}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        )
    });
    let env = [
        ("TEST_DISCORD_URL", moved_url.as_str()),
        ("TEST_JSON_URL", moved_url.as_str()),
        ("TEST_JSON_SECRET", SECRET),
    ];
    let targets = reminding(&format!("notify-redirect-{}", common::face()), r#""PT1H""#);
    if common::face() == "worker" {
        let (child, addr) = worker_notifying(&targets, &env);
        // The trigger returns once the handler and its posts are done.
        assert_eq!(get_status(&addr, "/__scheduled?cron=*/5+*+*+*+*"), 200);
        stop(child);
    } else {
        let (child, lines) = serve_notifying(
            &common::fixture(),
            &targets,
            "2026-07-16T11:00:01+08:00",
            "30",
            &[],
            &env,
        );
        outcomes_told(&lines);
        stop(child);
    }
    // One post per target reached the moved receiver, once (a 3xx is not tried again).
    let got = collect(&moved, 2);
    assert_eq!(got.len(), 2);
    assert!(moved.try_recv().is_err(), "tried again");
    assert!(elsewhere.try_recv().is_err(), "a redirect was followed");
}

/// A file at the ledger's path that is not a ledger stops the start, and is left as it was.
#[test]
fn a_stranger_at_the_ledgers_path_stops_the_start() {
    if common::face() == "worker" {
        return;
    }
    let mocks = Mocks::start();
    let targets = reminding("notify-stranger", r#""PT1H""#);
    let stranger = targets.with_file_name("notes.txt");
    std::fs::write(&stranger, "my notes").unwrap();
    let stderr = refused_start(
        &[
            "--notify",
            targets.to_str().unwrap(),
            "--notify-ledger",
            stranger.to_str().unwrap(),
        ],
        &mocks.env(),
    );
    assert!(stderr.contains("is not a reminder ledger"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&stranger).unwrap(), "my notes");
}

/// `calendar-serve` with `args` on the fixture, which must exit without listening: its stderr.
fn refused_start(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut child = common::serve_command(&common::fixture(), args, env)
        .spawn()
        .unwrap();
    let status = common::listening_or_exit(&mut child).expect_err("it started");
    assert!(!status.success());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    stderr
}

/// A second `calendar-serve --notify` on a ledger another one uses is refused at its start:
/// two would post the same reminders.
#[test]
fn a_second_process_on_one_ledger_is_refused() {
    if common::face() == "worker" {
        return;
    }
    let mocks = Mocks::start();
    let targets = reminding("notify-second", r#""PT1H""#);
    let (first, _lines) = serve_notifying(
        &common::fixture(),
        &targets,
        "2026-07-16T10:00:00+08:00",
        "60",
        &[],
        &mocks.env(),
    );
    let stderr = refused_start(&["--notify", targets.to_str().unwrap()], &mocks.env());
    assert!(
        stderr.contains("is in use by another calendar-serve"),
        "{stderr}"
    );
    stop(first);
}

/// The longest a test waits for a line of the server's log.
const PATIENCE: Duration = Duration::from_secs(30);

/// A request with an empty body to the face at `addr`; the status.
fn get_status(addr: &str, target: &str) -> u16 {
    common::send_to(addr, "GET", target, &[]).status
}

fn worker_cron_posts_a_due_reminder_once_however_often_it_runs() {
    let mocks = Mocks::start();
    let (discord, json) = (&mocks.discord, &mocks.json);
    // The pinned moment is 11:00:01 +08:00: the five minutes up to 11:00:00 hold the 1-hour
    // lead of `op-wander` (due 11:00:00), not the shorter ones (due 11:00:03 and 11:00:05).
    let (mut child, addr) = worker_notifying(&targets_file("worker"), &mocks.env());
    let cron = "/__scheduled?cron=*/5+*+*+*+*";
    // Each trigger returns once the handler and its posts are done.
    assert_eq!(get_status(&addr, cron), 200);
    let messages = collect(discord, 1);
    let bodies = collect(json, 1);
    assert_eq!(get_status(&addr, cron), 200);
    assert!(discord.try_recv().is_err(), "posted again");
    assert!(json.try_recv().is_err(), "posted again");
    let _ = child.kill();
    let _ = child.wait();

    let message: serde_json::Value = serde_json::from_str(&messages[0].body).unwrap();
    let title = message["embeds"][0]["title"].as_str().unwrap();
    assert!(title.starts_with("Starts in 1 hour: "), "{title}");
    assert_eq!(message["embeds"].as_array().unwrap().len(), 1);
    let body: serde_json::Value = serde_json::from_str(&bodies[0].body).unwrap();
    assert_eq!(body["data"]["eventId"], "op-wander");
    assert_eq!(body["data"]["before"], "PT1H");
    let id = &bodies[0].headers["webhook-id"];
    let timestamp: i64 = bodies[0].headers["webhook-timestamp"].parse().unwrap();
    assert_eq!(
        bodies[0].headers["webhook-signature"],
        sign(
            &Secret::parse(SECRET).unwrap(),
            id,
            timestamp,
            &bodies[0].body
        )
    );
}

/// A `200 OK` answer with the JSON `body`, as the Bot API and OneBot answer.
fn ok_json(body: &str) -> String {
    format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

/// A title from data that tries every chat's markup.
const HOSTILE: &str = "[官方补偿领取 / Claim compensation](https://evil.example/login) ||spoiler|| <@123> <t:1:R> @everyone [CQ:at,qq=all] <b>x</b>";

/// Each face reminds a Telegram chat (the Bot API's `sendMessage`) and a QQ group (OneBot v11's
/// `send_group_msg` with the access token as a bearer) in their documented formats, once each,
/// and a hostile title reaches them and Discord inert.
#[test]
fn telegram_and_qq_are_reminded_in_their_formats_with_a_hostile_title_inert() {
    let (discord_url, discord) = mock();
    let (telegram_url, telegram) = mock_answering(|_| ok_json(r#"{"ok":true,"result":{}}"#));
    let (onebot_url, onebot) =
        mock_answering(|_| ok_json(r#"{"status":"ok","retcode":0,"data":{}}"#));
    let telegram_url = format!("{telegram_url}/bot1:{TOKEN}");
    let env = [
        ("TEST_DISCORD_URL", discord_url.as_str()),
        ("TEST_TELEGRAM_URL", telegram_url.as_str()),
        ("TEST_ONEBOT_URL", onebot_url.as_str()),
        ("TEST_ONEBOT_TOKEN", TOKEN),
    ];
    let dataset = common::edited_fixture("notify-hostile", |value| {
        let events = value["data"]["events"].as_array_mut().unwrap();
        let wander = events.iter_mut().find(|e| e["id"] == "op-wander").unwrap();
        wander["title"] = HOSTILE.into();
    });
    let targets = common::scratch("notify-chats").join("targets.json");
    let leads = r#""category":"operator","reminders":{"start":["PT1H"]}"#;
    std::fs::write(
        &targets,
        format!(
            r#"[{{"name":"chat","kind":"discord","urlEnv":"TEST_DISCORD_URL","lang":"en",{leads}}},
                {{"name":"tg","kind":"telegram","urlEnv":"TEST_TELEGRAM_URL","chatId":"-1001234567890","lang":"en",{leads}}},
                {{"name":"qq","kind":"onebot","urlEnv":"TEST_ONEBOT_URL","secretEnv":"TEST_ONEBOT_TOKEN","groupId":123456789,{leads}}}]"#
        ),
    )
    .unwrap();
    // `op-wander` starts at 12:00: its 1-hour lead falls due in the first tick, or the cron
    // run, of 11:00:01.
    let now = "2026-07-16T11:00:01+08:00";
    let (discord, telegram_got, onebot_got) = if common::face() == "worker" {
        let mut command = std::process::Command::new("python3");
        command
            .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/serve_worker.py"))
            .args(["--listen", "127.0.0.1:0", "--dataset"])
            .arg(&dataset)
            .args(["--notify", targets.to_str().unwrap(), "--now", now])
            .envs(env)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped());
        let mut child = command.spawn().unwrap();
        let addr = common::listening_addr(&mut child, "serve_worker.py");
        // The trigger returns once the handler and its posts are done; a second posts nothing.
        let cron = "/__scheduled?cron=*/5+*+*+*+*";
        assert_eq!(get_status(&addr, cron), 200);
        let got = (
            collect(&discord, 1),
            collect(&telegram, 1),
            collect(&onebot, 1),
        );
        assert_eq!(get_status(&addr, cron), 200);
        assert!(telegram.try_recv().is_err() && onebot.try_recv().is_err());
        stop(child);
        got
    } else {
        let (child, lines) = serve_notifying(&dataset, &targets, now, "1", &[], &env);
        let got = (
            collect(&discord, 1),
            collect(&telegram, 1),
            collect(&onebot, 1),
        );
        // Each target's outcome is logged, in whatever order the targets' queues finish.
        let mut waiting = vec!["chat", "tg", "qq"];
        let deadline = Instant::now() + PATIENCE;
        while !waiting.is_empty() {
            let line = lines
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
                .unwrap_or_else(|_| panic!("no outcome for {waiting:?}"));
            for secret in [TOKEN, telegram_url.as_str(), onebot_url.as_str()] {
                assert!(!line.contains(secret), "{line}");
            }
            waiting.retain(|target| !line.contains(&format!("target `{target}`: rem_")));
        }
        // Later ticks repeat nothing.
        assert!(telegram.recv_timeout(Duration::from_secs(2)).is_err());
        assert!(onebot.try_recv().is_err());
        stop(child);
        got
    };

    let body = |r: &Received| serde_json::from_str::<serde_json::Value>(&r.body).unwrap();
    let message = body(&discord[0]);
    assert_eq!(
        message["embeds"][0]["title"],
        r"Starts in 1 hour: \[官方补偿领取 / Claim compensation\]\(https://evil.example/login\) \|\|spoiler\|\| \<@123\> \<t:1:R\> @everyone \[CQ:at,qq=all\] \<b\>x\</b\>"
    );
    assert_eq!(
        message["allowed_mentions"],
        serde_json::json!({"parse": []})
    );

    assert_eq!(
        telegram_got[0].line,
        format!("POST /hook/bot1:{TOKEN}/sendMessage HTTP/1.1")
    );
    assert_eq!(telegram_got[0].headers["content-type"], "application/json");
    // Telegram reads `@name` as a mention by itself: a word joiner after each `@`.
    let html = "[官方补偿领取 / Claim compensation](https://evil.example/login) ||spoiler|| &lt;@\u{2060}123&gt; &lt;t:1:R&gt; @\u{2060}everyone [CQ:at,qq=all] &lt;b&gt;x&lt;/b&gt;";
    assert_eq!(
        body(&telegram_got[0]),
        serde_json::json!({
            "chat_id": -1_001_234_567_890_i64,
            "text": format!(
                "<b>Starts in 1 hour: {html}</b>\n\
                 <b>Start</b>: Jul 16, 2026, 12:00 (UTC+8)\n\
                 <i>Unofficial Arknights: Endfield calendar</i>"
            ),
            "parse_mode": "HTML",
            "link_preview_options": {"is_disabled": true}
        })
    );

    assert_eq!(onebot_got[0].line, "POST /hook/send_group_msg HTTP/1.1");
    assert_eq!(
        onebot_got[0].headers["authorization"],
        format!("Bearer {TOKEN}")
    );
    assert_eq!(
        body(&onebot_got[0]),
        serde_json::json!({
            "group_id": 123_456_789,
            "message": [{"type": "text", "data": {"text": format!(
                "1 小时后开始：{HOSTILE}\n\
                 开始：2026年7月16日 12:00 (UTC+8)\n\
                 非官方《明日方舟：终末地》日历"
            )}}]
        })
    );
}

//! `calendar-generator notify` end to end: the binary against mock receivers on loopback (a
//! Discord webhook and a JSON receiver, wiremock), on histories made by `generate` from the
//! recorded bulletin (a new version's notice) or written by hand (hostile titles).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "tests fail loudly on purpose"
)]

mod common;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use calendar::changes::{Change, ChangeKind, History, State, Subject};
use calendar_generator::{Options, generate};
use serde_json::Value;
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const NOW: &str = "2026-11-24T20:00:00+08:00";
const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
/// A credential-like part of every mock URL: never in a log line.
const TOKEN: &str = "tok3n-never-logged";

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_calendar-generator"))
}

/// A history made by `generate`: the curated bulletin fixture, then the new version's notice.
async fn published(out: &Path) {
    let server = common::bulletin_serving(common::recorded_bulletin("cn.new-version")).await;
    for bulletin in [None, Some(common::bulletin_client(&server.uri()))] {
        generate(&Options {
            upstream: None,
            bulletin,
            bulletin_en: None,
            data: common::bulletin_data_dir(),
            out: out.to_path_buf(),
            now: calendar::time::parse(NOW).unwrap(),
            amend: false,
        })
        .await
        .unwrap();
    }
}

async fn receiver(response: ResponseTemplate) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(response)
        .mount(&server)
        .await;
    server
}

fn url(server: &MockServer) -> String {
    format!("{}/hook/{TOKEN}", server.uri())
}

/// Runs `notify` with `targets` (a JSON array) and the environment `env`, bounded.
fn notify(out: &Path, targets: &str, env: &[(&str, String)], extra: &[&str]) -> Output {
    let file = out.join("targets.test.json");
    std::fs::write(&file, targets).unwrap();
    let mut command = bin();
    command
        .args(["notify", "--targets"])
        .arg(&file)
        .arg("--out")
        .arg(out)
        .args(extra)
        .env_remove(calendar::PUBLIC_ORIGIN_VAR);
    for (flag, value) in [("--now", NOW), ("--timeout", "5"), ("--deadline", "30")] {
        if !extra.contains(&flag) {
            command.args([flag, value]);
        }
    }
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.output().unwrap();
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(!log.contains(TOKEN) && !log.contains("MfKQ9r8"), "{log}");
    output
}

fn log(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

async fn bodies(server: &MockServer) -> Vec<Value> {
    server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .map(|r| serde_json::from_slice(&r.body).unwrap())
        .collect()
}

fn history(out: &Path) -> History {
    serde_json::from_str(&std::fs::read_to_string(out.join("changes.json")).unwrap()).unwrap()
}

fn two_targets() -> String {
    r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT","lang":"en"},
        {"name":"bot","kind":"json","urlEnv":"HOOK_BOT","secretEnv":"HOOK_SECRET"}]"#
        .into()
}

#[tokio::test]
async fn a_new_versions_notice_reaches_each_target_once() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let records = history(out.path()).changes.len();
    assert!((2..=10).contains(&records), "{records}");
    let chat = receiver(ResponseTemplate::new(200).set_body_string("{}")).await;
    let bot = receiver(ResponseTemplate::new(204)).await;
    let env = [
        ("HOOK_CHAT", url(&chat)),
        ("HOOK_BOT", url(&bot)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    let first = notify(out.path(), &two_targets(), &env, &[]);
    assert!(first.status.success(), "{}", log(&first));

    // One Discord message tells every record; its pools with their featured units and times.
    let messages = bodies(&chat).await;
    assert_eq!(messages.len(), 1, "{messages:#?}");
    let embeds = messages[0]["embeds"].as_array().unwrap();
    assert_eq!(embeds.len(), records);
    assert_eq!(
        messages[0]["allowed_mentions"],
        serde_json::json!({"parse": []})
    );
    let embed = |title: &str| {
        embeds
            .iter()
            .find(|e| e["title"].as_str().unwrap().contains(title))
            .unwrap_or_else(|| panic!("no embed for {title}: {embeds:#?}"))
    };
    let field = |embed: &Value, name: &str| -> String {
        embed["fields"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["name"] == name)
            .map(|f| f["value"].as_str().unwrap().to_string())
            .unwrap_or_default()
    };
    let pool = embed("「春试」特许寻访");
    assert_eq!(field(pool, "Featured"), "测试干员甲");
    let start = calendar::time::parse("2026-11-26T12:00:00+08:00")
        .unwrap()
        .timestamp();
    assert_eq!(
        field(pool, "Start"),
        format!("<t:{start}:F> (<t:{start}:R>)")
    );
    assert!(pool["footer"]["text"].as_str().unwrap().contains("cn 4001"));
    let issue = embed("「春铭申领」");
    assert_eq!(field(issue, "Featured"), "测试武器乙");
    // A relative end: no time, the official rule told in English (the target's language),
    // never the Chinese wording.
    assert_eq!(
        field(issue, "End"),
        "ends after 3 Chartered Headhuntings, counted from 「春试」特许寻访"
    );
    // A time whose hour no source gives is its date and "time TBC", never a timestamp.
    for embed in embeds {
        for f in embed["fields"].as_array().unwrap() {
            let value = f["value"].as_str().unwrap();
            assert!(!value.contains("<t:") || !value.contains("TBC"), "{value}");
        }
    }

    // The JSON receiver gets every record, signed, with an id that names the record.
    let requests = bot.received_requests().await.unwrap();
    assert_eq!(requests.len(), records);
    for request in &requests {
        let body: Value = serde_json::from_slice(&request.body).unwrap();
        let id = request.headers.get("webhook-id").unwrap().to_str().unwrap();
        assert_eq!(id, format!("msg_{}", body["data"]["id"].as_str().unwrap()));
        let signature = request.headers.get("webhook-signature").unwrap();
        assert!(signature.to_str().unwrap().starts_with("v1,"));
    }
    assert!(log(&first).contains(&format!("target `bot`: sent {records} record(s)")));

    // A second run tells nothing again.
    let second = notify(out.path(), &two_targets(), &env, &[]);
    assert!(second.status.success());
    assert_eq!(chat.received_requests().await.unwrap().len(), 1);
    assert_eq!(bot.received_requests().await.unwrap().len(), records);
    assert!(log(&second).contains("target `chat`: sent 0 record(s) in 0 message(s), 0 pending"));
}

#[tokio::test]
async fn a_new_target_starts_from_now_unless_asked_to_backfill() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let chat = receiver(ResponseTemplate::new(204)).await;
    let env = [("HOOK_CHAT", url(&chat))];
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT"}]"#;
    let later = ["--now", "2026-11-25T00:00:00+08:00"];
    let run = notify(out.path(), targets, &env, &later);
    assert!(run.status.success());
    assert!(chat.received_requests().await.unwrap().is_empty());
    let records = history(out.path()).changes.len();
    assert!(
        log(&run).contains(&format!(
            "target `chat`: first run: starts from now (2026-11-25T00:00:00+08:00); {records} \
             earlier record(s) not sent (`--backfill N` on a first run sends the newest N)"
        )),
        "{}",
        log(&run)
    );
    // Said once: the next run is not a first run.
    let again = notify(out.path(), targets, &env, &later);
    assert!(!log(&again).contains("first run"), "{}", log(&again));
    let targets = r#"[{"name":"chat2","kind":"discord","urlEnv":"HOOK_CHAT"}]"#;
    let run = notify(
        out.path(),
        targets,
        &env,
        &[later[0], later[1], "--backfill", "1"],
    );
    assert!(run.status.success());
    let messages = bodies(&chat).await;
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["embeds"].as_array().unwrap().len(), records);
    assert!(
        log(&run).contains("target `chat2`: first run: backfilled from "),
        "{}",
        log(&run)
    );
}

#[tokio::test]
async fn a_429_is_honoured_for_its_retry_after() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let chat = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(429).set_body_json(serde_json::json!({"retry_after": 1.2})),
        )
        .up_to_n_times(1)
        .mount(&chat)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&chat)
        .await;
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT"}]"#;
    let started = Instant::now();
    let run = notify(out.path(), targets, &[("HOOK_CHAT", url(&chat))], &[]);
    assert!(run.status.success());
    assert!(started.elapsed() >= Duration::from_millis(1200));
    assert_eq!(chat.received_requests().await.unwrap().len(), 2);
    assert!(log(&run).contains("0 pending"), "{}", log(&run));
}

#[tokio::test]
async fn a_target_that_is_down_keeps_its_records_and_blocks_no_other() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let records = history(out.path()).changes.len();
    let bot = receiver(ResponseTemplate::new(204)).await;
    let down = receiver(ResponseTemplate::new(503)).await;
    let env = [
        ("HOOK_CHAT", url(&down)),
        ("HOOK_BOT", url(&bot)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    // Beside them: a port nothing listens on (any more), and a variable that is not set.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let targets = two_targets().replacen(
        "[",
        &format!(
            r#"[{{"name":"gone","kind":"discord","url":"http://127.0.0.1:{closed}/hook/{TOKEN}"}},
                {{"name":"unset","kind":"discord","urlEnv":"HOOK_UNSET"}},"#
        ),
        1,
    );
    let run = notify(out.path(), &targets, &env, &[]);
    assert!(run.status.success(), "{}", log(&run));
    assert_eq!(bot.received_requests().await.unwrap().len(), records);
    assert_eq!(down.received_requests().await.unwrap().len(), 4);
    for (name, why) in [
        ("gone", "no connection"),
        ("unset", "no usable URL (is its `urlEnv` variable set?)"),
    ] {
        let line = format!(
            "target `{name}`: sent 0 record(s) in 0 message(s), {records} pending; stopped: {why}"
        );
        assert!(log(&run).contains(&line), "{line} not in {}", log(&run));
    }
    assert!(
        log(&run).contains(&format!("target `chat`: sent 0 record(s) in 0 message(s), {records} pending; stopped: answered 503")),
        "{}",
        log(&run)
    );
    // Back up: the next run sends what was pending, and only that.
    let chat = receiver(ResponseTemplate::new(204)).await;
    let env = [
        ("HOOK_CHAT", url(&chat)),
        ("HOOK_BOT", url(&bot)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    let run = notify(out.path(), &two_targets(), &env, &[]);
    assert!(run.status.success());
    assert_eq!(
        bodies(&chat).await[0]["embeds"].as_array().unwrap().len(),
        records
    );
    assert_eq!(bot.received_requests().await.unwrap().len(), records);
}

/// Runs `notify` with `targets` and `env`, and kills it once `slow` (which answers after a
/// minute) has its first post: before the run can record the answer.
async fn killed_mid_post(out: &Path, targets: &str, env: &[(&str, String)], slow: &MockServer) {
    let file = out.join("targets.test.json");
    std::fs::write(&file, targets).unwrap();
    let mut child = bin()
        .args(["notify", "--targets"])
        .arg(&file)
        .arg("--out")
        .arg(out)
        .args(["--now", NOW, "--timeout", "60", "--deadline", "120"])
        .envs(env.iter().map(|(k, v)| (k, v)))
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let waited = Instant::now();
    while slow.received_requests().await.unwrap().is_empty() {
        assert!(waited.elapsed() < Duration::from_secs(20), "no post came");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

#[tokio::test]
async fn a_run_killed_mid_post_never_posts_that_record_again() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let slow = receiver(ResponseTemplate::new(204).set_delay(Duration::from_secs(60))).await;
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT"}]"#;
    killed_mid_post(out.path(), targets, &[("HOOK_CHAT", url(&slow))], &slow).await;
    let ledger: Value =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("deliveries.json")).unwrap())
            .unwrap();
    let records = history(out.path()).changes.len();
    assert_eq!(
        ledger["targets"]["chat"]["sending"]
            .as_array()
            .unwrap()
            .len(),
        records
    );

    let chat = receiver(ResponseTemplate::new(204)).await;
    let run = notify(out.path(), targets, &[("HOOK_CHAT", url(&chat))], &[]);
    assert!(run.status.success());
    assert!(chat.received_requests().await.unwrap().is_empty());
    assert!(
        log(&run).contains(&format!(
            "{records} unconfirmed (a post was cut off; not sent again)"
        )),
        "{}",
        log(&run)
    );
}

#[tokio::test]
async fn a_time_out_is_never_resent_to_discord_and_resent_to_json_with_its_id() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let records = history(out.path()).changes.len();
    let slow = || ResponseTemplate::new(204).set_delay(Duration::from_secs(3));
    let (chat, bot) = (receiver(slow()).await, receiver(slow()).await);
    let env = [
        ("HOOK_CHAT", url(&chat)),
        ("HOOK_BOT", url(&bot)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    let run = notify(out.path(), &two_targets(), &env, &["--timeout", "1"]);
    assert!(run.status.success(), "{}", log(&run));
    // Discord: one post, its outcome unknown: never again, in this run or the next.
    assert_eq!(chat.received_requests().await.unwrap().len(), 1);
    assert!(
        log(&run).contains(&format!(
            "target `chat`: sent 0 record(s) in 0 message(s), 0 pending, {records} unconfirmed"
        )),
        "{}",
        log(&run)
    );
    // JSON: the first record tried again, every attempt under the same webhook-id.
    let ids = webhook_ids(&bot).await;
    assert_eq!(ids.len(), 4, "{ids:?}");
    assert!(ids.iter().all(|id| id == &ids[0]), "{ids:?}");
    assert!(log(&run).contains(&format!(
        "target `bot`: sent 0 record(s) in 0 message(s), {records} pending"
    )));
    let fast = receiver(ResponseTemplate::new(204)).await;
    let env = [
        ("HOOK_CHAT", url(&fast)),
        ("HOOK_BOT", url(&fast)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    let run = notify(out.path(), &two_targets(), &env, &[]);
    assert!(run.status.success());
    let again = fast.received_requests().await.unwrap();
    assert_eq!(again.len(), records, "only the JSON records go again");
    assert!(again.iter().all(|r| r.headers.contains_key("webhook-id")));
}

#[tokio::test]
async fn a_run_ends_by_its_deadline_keeping_what_it_could_not_send() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let records = history(out.path()).changes.len();
    let busy = ResponseTemplate::new(429).set_body_json(serde_json::json!({"retry_after": 30}));
    let chat = receiver(busy).await;
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT"}]"#;
    let started = Instant::now();
    let run = notify(
        out.path(),
        targets,
        &[("HOOK_CHAT", url(&chat))],
        &["--deadline", "2", "--timeout", "1"],
    );
    assert!(run.status.success());
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(chat.received_requests().await.unwrap().len(), 1);
    assert!(
        log(&run).contains(&format!(
            "{records} pending; stopped: rate limited (429); the run's time was up"
        )),
        "{}",
        log(&run)
    );
}

#[tokio::test]
async fn an_attempt_starts_only_if_its_time_out_fits_the_run() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let records = history(out.path()).changes.len();
    let chat = receiver(ResponseTemplate::new(204)).await;
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT"}]"#;
    // A 5-second attempt does not fit a 2-second run: nothing is posted, everything stays.
    let run = notify(
        out.path(),
        targets,
        &[("HOOK_CHAT", url(&chat))],
        &["--deadline", "2", "--timeout", "5"],
    );
    assert!(run.status.success());
    assert!(chat.received_requests().await.unwrap().is_empty());
    assert!(
        log(&run).contains(&format!(
            "{records} pending; stopped: the run's time was up"
        )),
        "{}",
        log(&run)
    );
    let run = notify(out.path(), targets, &[("HOOK_CHAT", url(&chat))], &[]);
    assert!(run.status.success());
    assert_eq!(chat.received_requests().await.unwrap().len(), 1);
}

/// The `webhook-id` of each request `server` received, in order.
async fn webhook_ids(server: &MockServer) -> Vec<String> {
    server
        .received_requests()
        .await
        .unwrap()
        .iter()
        .map(|r| {
            r.headers
                .get("webhook-id")
                .unwrap()
                .to_str()
                .unwrap()
                .into()
        })
        .collect()
}

#[tokio::test]
async fn a_json_message_whose_outcome_is_unknown_is_resent_under_its_id() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let records = history(out.path()).changes.len();
    // The first post is answered only after the attempt's time-out; the rest at once.
    let bot = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204).set_delay(Duration::from_secs(4)))
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&bot)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&bot)
        .await;
    let targets = r#"[{"name":"bot","kind":"json","urlEnv":"HOOK_BOT","secretEnv":"HOOK_SECRET"}]"#;
    let env = [("HOOK_BOT", url(&bot)), ("HOOK_SECRET", SECRET.to_string())];
    let run = notify(out.path(), targets, &env, &["--timeout", "1"]);
    assert!(run.status.success(), "{}", log(&run));
    let ids = webhook_ids(&bot).await;
    assert_eq!(ids.len(), records + 1, "{ids:?}");
    assert_eq!(ids[0], ids[1], "the unknown one again, under its id");
    assert!(
        log(&run).contains(&format!(
            "target `bot`: sent {records} record(s) in {records} message(s), 0 pending"
        )),
        "{}",
        log(&run)
    );

    // A run killed while a JSON post is out leaves it pending: the next run resends it under
    // the same id (a Discord one is never resent: a_run_killed_mid_post_never_posts_that_record_again).
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let slow = receiver(ResponseTemplate::new(204).set_delay(Duration::from_secs(60))).await;
    let env = [
        ("HOOK_BOT", url(&slow)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    killed_mid_post(out.path(), targets, &env, &slow).await;
    let cut_off = webhook_ids(&slow).await;
    let fast = receiver(ResponseTemplate::new(204)).await;
    let env = [
        ("HOOK_BOT", url(&fast)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    let run = notify(out.path(), targets, &env, &[]);
    assert!(run.status.success());
    let again = webhook_ids(&fast).await;
    assert_eq!(again.len(), records);
    assert_eq!(again[0], cut_off[0]);
    assert!(!log(&run).contains("unconfirmed"), "{}", log(&run));
}

/// A history of `n` records about one event, each with `title` as its title, beside the
/// library's dataset fixture.
fn hostile_history(out: &Path, title: &str, n: usize) {
    let at = calendar::time::parse(NOW).unwrap();
    let state = State {
        title: title.into(),
        start: at,
        end: None,
        pool_id: None,
        end_label: Some(title.into()),
        hour_unconfirmed: vec![],
        estimated: vec![],
    };
    write_history(out, n, title, state);
}

fn write_history(out: &Path, n: usize, title: &str, state: State) {
    let at = calendar::time::parse(NOW).unwrap();
    let changes: Vec<Change> = (0..n)
        .map(|i| {
            let key = format!("hostile-{i}");
            Change {
                id: Change::make_id(at, Subject::Event, &key),
                at,
                kind: ChangeKind::Changed,
                subject: Subject::Event,
                key,
                version_key: "version-1".into(),
                category: Some(calendar::v1::Category::Limited),
                title: title.into(),
                fields: vec!["title".into(), "endLabel".into()],
                before: Some(state.clone()),
                after: Some(state.clone()),
                notices: vec![],
            }
        })
        .collect();
    write_records(out, changes);
}

/// `changes` (newest first) as the history beside the library's dataset fixture.
fn write_records(out: &Path, changes: Vec<Change>) {
    let history = History {
        changes,
        ..History::default()
    };
    std::fs::write(
        out.join("changes.json"),
        serde_json::to_string(&history).unwrap(),
    )
    .unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/dataset.json");
    std::fs::copy(fixture, out.join("events.json")).unwrap();
}

#[tokio::test]
async fn a_hostile_megabyte_title_pings_nobody_and_keeps_discords_limits() {
    let out = tempfile::tempdir().unwrap();
    let title = format!("@everyone <@&1> {}", "終😀".repeat(150_000));
    assert!(title.len() > 1_000_000);
    hostile_history(out.path(), &title, 12);
    let chat = receiver(ResponseTemplate::new(204)).await;
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT"}]"#;
    let run = notify(out.path(), targets, &[("HOOK_CHAT", url(&chat))], &[]);
    assert!(run.status.success(), "{}", log(&run));
    let messages = bodies(&chat).await;
    assert!(messages.len() >= 2, "{}", messages.len());
    let units = |v: &Value| v.as_str().unwrap().encode_utf16().count();
    let mut told = 0;
    for message in &messages {
        assert_eq!(
            message["allowed_mentions"],
            serde_json::json!({"parse": []})
        );
        let embeds = message["embeds"].as_array().unwrap();
        assert!(embeds.len() <= 10);
        told += embeds.len();
        let mut total = 0;
        for embed in embeds {
            assert!(units(&embed["title"]) <= 256);
            let description = embed.get("description").map_or(0, units);
            assert!(description <= 4096);
            total += units(&embed["title"]) + description + units(&embed["footer"]["text"]);
            for f in embed["fields"].as_array().into_iter().flatten() {
                assert!(units(&f["name"]) <= 256 && units(&f["value"]) <= 1024);
                total += units(&f["name"]) + units(&f["value"]);
            }
        }
        assert!(total <= 6000, "{total}");
    }
    assert_eq!(told, 12);
}

#[tokio::test]
async fn an_unconfirmed_hour_is_told_as_its_date_and_an_estimate_as_such() {
    let out = tempfile::tempdir().unwrap();
    let state = State {
        title: "「春试」".into(),
        start: calendar::time::parse("2026-11-26T12:00:00+08:00").unwrap(),
        end: calendar::time::parse("2026-12-17T11:59:00+08:00"),
        pool_id: None,
        end_label: None,
        hour_unconfirmed: vec![calendar::v1::TimeField::Start],
        estimated: vec![calendar::v1::TimeField::End],
    };
    write_history(out.path(), 1, "「春试」", state);
    let chat = receiver(ResponseTemplate::new(204)).await;
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT","lang":"en"}]"#;
    let run = notify(out.path(), targets, &[("HOOK_CHAT", url(&chat))], &[]);
    assert!(run.status.success(), "{}", log(&run));
    let messages = bodies(&chat).await;
    let description = messages[0]["embeds"][0]["description"].as_str().unwrap();
    assert_eq!(
        description,
        "**Renamed**: 「春试」 → 「春试」\n\
         **End wording changed**"
    );
    let fields = &messages[0]["embeds"][0]["fields"];
    assert_eq!(fields[0]["name"], "Start");
    // An English target's times in English words only, each with its zone (no timestamp).
    assert_eq!(fields[0]["value"], "Nov 26, 2026 (UTC+8), time TBC");
    assert_eq!(
        fields[1]["value"],
        "Dec 17, 2026, 11:59 (UTC+8) (estimated)"
    );
}

#[test]
fn a_bad_targets_file_exits_2_naming_the_problem_and_no_secret() {
    let out = tempfile::tempdir().unwrap();
    let run = notify(
        out.path(),
        &format!(
            r#"[{{"name":"bot","kind":"json","url":"http://example.org/{TOKEN}","secret":"whsec_{TOKEN}","category":"pools"}}]"#
        ),
        &[],
        &[],
    );
    assert_eq!(run.status.code(), Some(2));
    let log = log(&run);
    assert!(
        log.contains("target `bot`: `url` is not an https URL"),
        "{log}"
    );
    assert!(log.contains("invalid field `category`"), "{log}");
    assert!(!out.path().join("deliveries.json").exists());
}

/// A Telegram Bot API on loopback: `POST /bot<TOKEN>/sendMessage` answered `{"ok": true}`
/// (anything else 404); its `url` for a target.
async fn telegram_api() -> (MockServer, String) {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path(format!("/bot1:{TOKEN}/sendMessage")))
        .and(header("content-type", "application/json"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"ok":true,"result":{"message_id":1}}"#),
        )
        .mount(&server)
        .await;
    let url = format!("{}/bot1:{TOKEN}", server.uri());
    (server, url)
}

const ONEBOT_TOKEN: &str = "onebot-access-tok3n";

/// A OneBot v11 HTTP API on loopback: `POST /send_group_msg` with the access token as a bearer
/// answered as OneBot does (`{"status": "ok", "retcode": 0, …}`; anything else 404).
async fn onebot_api() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/send_group_msg"))
        .and(header("authorization", format!("Bearer {ONEBOT_TOKEN}")))
        .and(header("content-type", "application/json"))
        .respond_with(ResponseTemplate::new(200).set_body_string(
            r#"{"status":"ok","retcode":0,"data":{"message_id":7},"message":"","wording":""}"#,
        ))
        .mount(&server)
        .await;
    server
}

/// What a OneBot message says: its one `text` segment.
fn segment_text(message: &Value) -> &str {
    assert_eq!(message["message"].as_array().unwrap().len(), 1, "{message}");
    assert_eq!(message["message"][0]["type"], "text");
    message["message"][0]["data"]["text"].as_str().unwrap()
}

fn chat_targets() -> String {
    r#"[{"name":"tg","kind":"telegram","urlEnv":"HOOK_TG","chatId":"-1001234567890","lang":"en"},
        {"name":"qq","kind":"onebot","urlEnv":"HOOK_QQ","secretEnv":"QQ_TOKEN","groupId":123456789}]"#
        .into()
}

#[tokio::test]
async fn a_new_versions_notice_reaches_telegram_and_qq_once_in_their_formats() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let records = history(out.path()).changes.len();
    let (tg, tg_url) = telegram_api().await;
    let qq = onebot_api().await;
    let env = [
        ("HOOK_TG", tg_url),
        ("HOOK_QQ", qq.uri()),
        ("QQ_TOKEN", ONEBOT_TOKEN.to_string()),
    ];
    let first = notify(out.path(), &chat_targets(), &env, &[]);
    assert!(first.status.success(), "{}", log(&first));
    assert!(!log(&first).contains(ONEBOT_TOKEN), "{}", log(&first));
    for target in ["tg", "qq"] {
        let sent = format!("target `{target}`: sent {records} record(s) in 1 message(s)");
        assert!(log(&first).contains(&sent), "{}", log(&first));
    }

    // Telegram: sendMessage, HTML, no link preview; times with their zone.
    let messages = bodies(&tg).await;
    assert_eq!(messages.len(), 1, "{messages:#?}");
    let message = &messages[0];
    assert_eq!(message["chat_id"], -1_001_234_567_890_i64);
    assert_eq!(message["parse_mode"], "HTML");
    assert_eq!(
        message["link_preview_options"],
        serde_json::json!({"is_disabled": true})
    );
    let text = message["text"].as_str().unwrap();
    assert!(text.encode_utf16().count() <= 4096);
    for expected in [
        "<b>New: 「春试」特许寻访</b>\n<b>Featured</b>: 测试干员甲\n<b>Start</b>: Nov 26, 2026, 12:00 (UTC+8)\n",
        "<b>End</b>: ends after 3 Chartered Headhuntings, counted from 「春试」特许寻访",
        "<i>Unofficial Arknights: Endfield calendar · official notice cn 4001</i>",
    ] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }
    assert_eq!(text.matches("\n\n").count(), records - 1, "{text}");

    // OneBot: send_group_msg, one text segment, in Chinese.
    let messages = bodies(&qq).await;
    assert_eq!(messages.len(), 1, "{messages:#?}");
    assert_eq!(messages[0]["group_id"], 123_456_789);
    let text = segment_text(&messages[0]);
    for expected in [
        "新增：「春试」特许寻访\n概率提升：测试干员甲\n开始：2026年11月26日 12:00 (UTC+8)\n",
        "结束：官方：「于3次「特许寻访」后结束（从「春试」起计算）」",
        "非官方《明日方舟：终末地》日历 · 官方公告 cn 4001",
    ] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }

    // A second run tells nothing again.
    let second = notify(out.path(), &chat_targets(), &env, &[]);
    assert!(second.status.success(), "{}", log(&second));
    assert_eq!(tg.received_requests().await.unwrap().len(), 1);
    assert_eq!(qq.received_requests().await.unwrap().len(), 1);
}

#[tokio::test]
async fn onebot_without_the_right_token_is_not_told_and_keeps_its_records() {
    let out = tempfile::tempdir().unwrap();
    hostile_history(out.path(), "「春试」", 1);
    let qq = onebot_api().await;
    let targets =
        r#"[{"name":"qq","kind":"onebot","urlEnv":"HOOK_QQ","secret":"wrong-token","groupId":1}]"#;
    let run = notify(out.path(), targets, &[("HOOK_QQ", qq.uri())], &[]);
    assert!(run.status.success(), "{}", log(&run));
    assert!(log(&run).contains("1 pending"), "{}", log(&run));
    assert!(!log(&run).contains("wrong-token"), "{}", log(&run));
}

/// A title from data that tries every chat's markup.
const HOSTILE: &str = "[官方补偿领取 / Claim compensation](https://evil.example/login) ||spoiler|| <@123> <t:1:R> @everyone [CQ:at,qq=all] <b>x</b>";

#[tokio::test]
async fn a_hostile_title_reaches_discord_telegram_and_qq_inert() {
    let out = tempfile::tempdir().unwrap();
    hostile_history(out.path(), HOSTILE, 1);
    let chat = receiver(ResponseTemplate::new(204)).await;
    let (tg, tg_url) = telegram_api().await;
    let qq = onebot_api().await;
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT","lang":"en"},
        {"name":"tg","kind":"telegram","urlEnv":"HOOK_TG","chatId":"@endfield_cal","lang":"en"},
        {"name":"qq","kind":"onebot","urlEnv":"HOOK_QQ","secretEnv":"QQ_TOKEN","groupId":42}]"#;
    let env = [
        ("HOOK_CHAT", url(&chat)),
        ("HOOK_TG", tg_url),
        ("HOOK_QQ", qq.uri()),
        ("QQ_TOKEN", ONEBOT_TOKEN.to_string()),
    ];
    let run = notify(out.path(), targets, &env, &[]);
    assert!(run.status.success(), "{}", log(&run));

    let discord = bodies(&chat).await;
    let embed = &discord[0]["embeds"][0];
    let escaped = r"\[官方补偿领取 / Claim compensation\]\(https://evil.example/login\) \|\|spoiler\|\| \<@123\> \<t:1:R\> @everyone \[CQ:at,qq=all\] \<b\>x\</b\>";
    assert_eq!(embed["title"], format!("Changed: {escaped}"));
    assert_eq!(
        embed["description"],
        format!("**Renamed**: {escaped} → {escaped}\n**End wording changed**")
    );
    assert_eq!(
        discord[0]["allowed_mentions"],
        serde_json::json!({"parse": []})
    );

    // Telegram reads `@name` as a mention by itself: a word joiner after each `@`.
    let html = "[官方补偿领取 / Claim compensation](https://evil.example/login) ||spoiler|| &lt;@\u{2060}123&gt; &lt;t:1:R&gt; @\u{2060}everyone [CQ:at,qq=all] &lt;b&gt;x&lt;/b&gt;";
    let telegram = bodies(&tg).await;
    assert_eq!(telegram[0]["chat_id"], "@endfield_cal");
    assert_eq!(
        telegram[0]["text"],
        format!(
            "<b>Changed: {html}</b>\n\
             <b>Renamed</b>: {html} → {html}\n\
             <b>End wording changed</b>\n\
             <b>Start</b>: Nov 24, 2026, 20:00 (UTC+8)\n\
             <i>Unofficial Arknights: Endfield calendar</i>"
        )
    );

    let onebot = bodies(&qq).await;
    assert_eq!(
        segment_text(&onebot[0]),
        format!(
            "变更：{HOSTILE}\n\
             标题变更：{HOSTILE} → {HOSTILE}\n\
             结束说明变更：推算：{HOSTILE} → 推算：{HOSTILE}\n\
             开始：2026年11月24日 20:00 (UTC+8)\n\
             结束：推算：{HOSTILE}\n\
             非官方《明日方舟：终末地》日历"
        )
    );
}

/// A record of event `key` found at `at`: `added` without `fields`, else `changed` in them;
/// its end a time or not.
fn record(at: &str, key: &str, fields: &[&str], timed_end: bool) -> Change {
    let at = calendar::time::parse(at).unwrap();
    let state = State {
        title: format!("「{key}」"),
        start: calendar::time::parse("2026-12-01T12:00:00+08:00").unwrap(),
        end: timed_end.then(|| calendar::time::parse("2026-12-20T12:00:00+08:00").unwrap()),
        pool_id: None,
        end_label: Some("于3次「特许寻访」后结束".into()),
        hour_unconfirmed: vec![],
        estimated: vec![],
    };
    Change {
        id: Change::make_id(at, Subject::Event, key),
        at,
        kind: if fields.is_empty() {
            ChangeKind::Added
        } else {
            ChangeKind::Changed
        },
        subject: Subject::Event,
        key: key.into(),
        version_key: "version-1".into(),
        category: Some(calendar::v1::Category::Limited),
        title: format!("「{key}」"),
        fields: fields.iter().map(|f| f.to_string()).collect(),
        before: (!fields.is_empty()).then(|| state.clone()),
        after: Some(state),
        notices: vec![],
    }
}

/// The keys of the records the embeds of `messages` tell, in order.
fn told(messages: &[Value]) -> Vec<String> {
    messages
        .iter()
        .flat_map(|m| m["embeds"].as_array().unwrap().iter())
        .map(|e| {
            let title = e["title"].as_str().unwrap();
            let start = title.find('「').unwrap() + '「'.len_utf8();
            let end = title.find('」').unwrap();
            title[start..end].to_string()
        })
        .collect()
}

#[tokio::test]
async fn a_backfill_leaves_out_records_that_change_only_wording() {
    let out = tempfile::tempdir().unwrap();
    // Newest first; "wording" records change only a title, or the label of a timed end.
    write_records(
        out.path(),
        vec![
            record("2026-11-20T12:00:00+08:00", "moved", &["start"], true),
            record("2026-11-20T12:00:00+08:00", "retitled", &["title"], true),
            record(
                "2026-11-15T12:00:00+08:00",
                "relabelled",
                &["endLabel"],
                true,
            ),
            record(
                "2026-11-15T12:00:00+08:00",
                "relative",
                &["endLabel"],
                false,
            ),
            record("2026-11-10T12:00:00+08:00", "typo", &["title"], true),
            record("2026-11-05T12:00:00+08:00", "added", &[], true),
            record("2026-11-01T12:00:00+08:00", "old", &[], true),
        ],
    );
    let chat = receiver(ResponseTemplate::new(204)).await;
    let env = [("HOOK_CHAT", url(&chat))];
    let targets = r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT","lang":"en"}]"#;
    // The 3 newest that change more than wording: `moved`, `relative` (a relative end's label
    // is the end) and `added`; the wording between them is left out, `old` is older.
    let run = notify(out.path(), targets, &env, &["--backfill", "3"]);
    assert!(run.status.success(), "{}", log(&run));
    assert_eq!(told(&bodies(&chat).await), ["added", "relative", "moved"]);
    assert!(
        log(&run).contains(
            "target `chat`: first run: backfilled from 2026-11-05T12:00:00+08:00, leaving out 3 \
             record(s) that change only wording; 1 earlier record(s) not sent"
        ),
        "{}",
        log(&run)
    );
    assert!(log(&run).contains("sent 3 record(s) in 1 message(s), 0 pending"));
    // The next runs keep leaving them out; wording found after the first run is told.
    let mut history = history(out.path()).changes;
    history.insert(
        0,
        record("2026-11-25T12:00:00+08:00", "later", &["title"], true),
    );
    write_records(out.path(), history);
    let run = notify(
        out.path(),
        targets,
        &env,
        &["--now", "2026-11-26T00:00:00+08:00"],
    );
    assert!(run.status.success(), "{}", log(&run));
    assert_eq!(
        told(&bodies(&chat).await),
        ["added", "relative", "moved", "later"]
    );
}

#[tokio::test]
async fn a_test_message_reaches_each_target_and_records_nothing() {
    let out = tempfile::tempdir().unwrap();
    published(out.path()).await;
    let chat = receiver(ResponseTemplate::new(200).set_body_string("{}")).await;
    let bot = receiver(ResponseTemplate::new(204)).await;
    let tg = receiver(ResponseTemplate::new(200).set_body_string(r#"{"ok":true}"#)).await;
    let qq = receiver(ResponseTemplate::new(200).set_body_string(r#"{"status":"ok"}"#)).await;
    let env = [
        ("HOOK_CHAT", url(&chat)),
        ("HOOK_BOT", url(&bot)),
        ("HOOK_SECRET", SECRET.to_string()),
        ("HOOK_TG", url(&tg)),
        ("HOOK_QQ", url(&qq)),
    ];
    let targets = two_targets().replacen(
        "[",
        r#"[{"name":"tg","kind":"telegram","urlEnv":"HOOK_TG","chatId":"-1001234567890","lang":"en"},
            {"name":"qq","kind":"onebot","urlEnv":"HOOK_QQ","groupId":123456},"#,
        1,
    );
    // A ledger from a real run: `--test` must leave it, and the directory, as they are.
    let run = notify(out.path(), &targets, &env, &[]);
    assert!(run.status.success(), "{}", log(&run));
    let ledger = std::fs::read(out.path().join("deliveries.json")).unwrap();
    let listing = || -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(out.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let before = listing();
    for server in [&chat, &bot, &tg, &qq] {
        server.reset().await;
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(200).set_body_string("{}"))
            .mount(server)
            .await;
    }

    let run = notify(out.path(), &targets, &env, &["--test"]);
    assert!(run.status.success(), "{}", log(&run));
    for name in ["bot", "chat", "qq", "tg"] {
        let line = format!("target `{name}`: test message sent");
        assert!(log(&run).contains(&line), "{line} not in {}", log(&run));
    }
    assert_eq!(
        std::fs::read(out.path().join("deliveries.json")).unwrap(),
        ledger
    );
    assert_eq!(listing(), before);

    let heading_en = "Test message from the calendar — no schedule change";
    let heading_zh = "来自日历的测试消息 — 日程没有变化";
    let discord = bodies(&chat).await;
    assert_eq!(discord.len(), 1);
    assert_eq!(discord[0]["embeds"][0]["title"], heading_en);
    assert_eq!(
        discord[0]["allowed_mentions"],
        serde_json::json!({"parse": []})
    );
    let telegram = bodies(&tg).await;
    assert_eq!(telegram.len(), 1);
    assert_eq!(telegram[0]["chat_id"], -1001234567890_i64);
    assert_eq!(telegram[0]["parse_mode"], "HTML");
    let text = telegram[0]["text"].as_str().unwrap();
    assert!(text.starts_with(&format!("<b>{heading_en}</b>")), "{text}");
    let onebot = bodies(&qq).await;
    assert_eq!(onebot.len(), 1);
    assert_eq!(onebot[0]["group_id"], 123456);
    assert_eq!(onebot[0]["message"][0]["type"], "text");
    let text = onebot[0]["message"][0]["data"]["text"].as_str().unwrap();
    assert!(text.starts_with(heading_zh), "{text}");
    // The JSON test is signed, under an id of its own.
    let requests = bot.received_requests().await.unwrap();
    assert_eq!(requests.len(), 1);
    let body: Value = serde_json::from_slice(&requests[0].body).unwrap();
    assert_eq!(body["type"], "calendar.test");
    assert_eq!(body["data"]["target"], "bot");
    assert_eq!(body["data"]["text"], heading_zh);
    let header = |name: &str| requests[0].headers.get(name).unwrap().to_str().unwrap();
    assert_eq!(header("webhook-id"), body["data"]["id"].as_str().unwrap());
    assert!(header("webhook-id").starts_with("test_"));
    let secret = calendar::notify::Secret::parse(SECRET).unwrap();
    let timestamp: i64 = header("webhook-timestamp").parse().unwrap();
    let signed = calendar::notify::sign(
        &secret,
        header("webhook-id"),
        timestamp,
        std::str::from_utf8(&requests[0].body).unwrap(),
    );
    assert_eq!(header("webhook-signature"), signed);

    // A target that refuses it, or has no URL: exit 1, the others still get theirs.
    let refusing = receiver(ResponseTemplate::new(404)).await;
    let env = [
        ("HOOK_CHAT", url(&refusing)),
        ("HOOK_BOT", url(&bot)),
        ("HOOK_SECRET", SECRET.to_string()),
    ];
    let run = notify(out.path(), &two_targets(), &env, &["--test"]);
    assert_eq!(run.status.code(), Some(1), "{}", log(&run));
    assert!(
        log(&run).contains("target `chat`: test message not sent: answered 404"),
        "{}",
        log(&run)
    );
    assert!(log(&run).contains("target `bot`: test message sent"));
    assert_eq!(bot.received_requests().await.unwrap().len(), 2);
    let run = notify(out.path(), &two_targets(), &env[1..], &["--test"]);
    assert_eq!(run.status.code(), Some(1));
    assert!(log(&run).contains(
        "target `chat`: test message not sent: no usable URL (is its `urlEnv` variable set?)"
    ));
    assert_eq!(
        std::fs::read(out.path().join("deliveries.json")).unwrap(),
        ledger
    );
}

#[test]
fn a_malformed_targets_file_or_a_loophole_url_exits_2_telling_no_url() {
    let hook = format!("https://example.org/hook/{TOKEN}");
    for (targets, expected) in [
        // WHATWG's host is example.com: not loopback, so not over plain http.
        (
            format!(
                r#"[{{"name":"a","kind":"discord","url":"http://example.com\\@127.0.0.1/hook/{TOKEN}"}}]"#
            ),
            "target `a`: `url` is not an https URL",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"https://u:{TOKEN}@example.org/"}}]"#),
            "target `a`: `url` holds a user name or a password",
        ),
        (
            format!(
                r#"[{{"name":"a","kind":"onebot","url":"https://x.example",
                      "groupId":"{hook}"}}]"#
            ),
            "line 2, column 77: target 1, `groupId`: a value of the wrong type, expected a whole number",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"{hook}","{hook}":1}}]"#),
            "target 1: an unknown field",
        ),
        (
            format!(r#"[{{"name":"a","kind":"discord","url":"{hook}" "#),
            "not valid JSON",
        ),
    ] {
        let out = tempfile::tempdir().unwrap();
        let run = notify(out.path(), &targets, &[], &[]);
        assert_eq!(run.status.code(), Some(2), "{}", log(&run));
        let log = log(&run);
        assert!(log.contains(expected), "{expected} not in {log}");
        assert!(
            !log.contains("example.org") && !log.contains("example.com"),
            "{log}"
        );
        // Refused: nothing written beside the targets file.
        let names: Vec<_> = std::fs::read_dir(out.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "{names:?}");
    }
}

#[test]
fn a_run_outside_a_checkout_is_refused_and_leaves_nothing_behind() {
    use calendar::dist::{DIR, EVENTS};
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("targets.json");
    std::fs::write(
        &file,
        r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK_CHAT"}]"#,
    )
    .unwrap();
    // `--out` left at its default (`calendar::dist::DIR`) in a scratch directory, never the
    // checkout's: first without that directory, then with an empty one.
    let default_out = dir.path().join(DIR);
    for existing in [false, true] {
        if existing {
            std::fs::create_dir(&default_out).unwrap();
        }
        let run = bin()
            .current_dir(dir.path())
            .args(["notify", "--targets", "targets.json", "--now", NOW])
            .env_remove(calendar::PUBLIC_ORIGIN_VAR)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(1), "{}", log(&run));
        let refused =
            format!("no dataset `{DIR}/{EVENTS}`: run `calendar-generator generate` first");
        assert!(log(&run).contains(&refused), "{}", log(&run));
        let left: Vec<_> = std::fs::read_dir(&default_out)
            .map(|d| d.collect())
            .unwrap_or_default();
        assert!(left.is_empty(), "{left:?}");
        assert_eq!(default_out.exists(), existing);
    }
}

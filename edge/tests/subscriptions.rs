//! Public subscriptions on `calendar-serve --subscriptions` (docs/notify.md, "Subscribe without
//! hosting anything"): made after a confirmation that a mock receiver on loopback took, read
//! and deleted with their token, refused for a host inside the network (an allowed host on
//! another port too), reminded at a pinned moment, kept across a restart, sealed in the
//! database file, limited per client (also at the same moment), in total (also at the same
//! moment), per destination and in reads, disabled by a receiver that answers 404, and under a
//! key that opens nothing refused (`calendar-serve`) or left as it was (the Worker). On the
//! `worker` face the same flows run on the notifier Worker
//! under wrangler's local D1 and Queues (`tools/serve_worker.py --subscriptions`: its reminders
//! delivered through the Queue's consumer, its store the D1 database's SQLite file); the tests of
//! what only `calendar-serve` has (reloading the history, its command line, the page showing the
//! form, the places its posts take turns for, which slow receivers cannot fill) stay on the
//! `native` face, and the API Worker answers the paths 404.
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
use common::receiver::{
    NO_CONTENT, Received, collect, mock, mock_answering, mock_by_turn, mock_holding,
};

const KEY: &str = "6a0f0c3e5d9b8e7f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081";
const PATH: &str = "/api/v1/subscriptions";
/// The fixture's operator pool `op-wander` starts 2026-07-16 12:00 +08:00: one second after
/// its 1-hour lead.
const NOW: &str = "2026-07-16T11:00:01+08:00";
/// A credential-like part of a mock Discord URL: never in a log line, an answer or the file.
const WEBHOOK_TOKEN: &str = "wh00kT0ken-never-shown";

/// A `calendar-serve --subscriptions` on the fixture, its store in `dir`, allowing `allowed`
/// hosts, at the pinned moment, ticking every second; its stderr lines come through the
/// receiver.
fn serving(dir: &Path, allowed: &[&str], extra: &[&str]) -> (Running, String, Receiver<String>) {
    serving_on(&common::fixture(), NOW, dir, allowed, extra)
}

/// [`serving`] on `dataset` at the pinned moment `now`.
fn serving_on(
    dataset: &Path,
    now: &str,
    dir: &Path,
    allowed: &[&str],
    extra: &[&str],
) -> (Running, String, Receiver<String>) {
    serving_with(dataset, now, dir, allowed, extra, &[])
}

/// [`serving_on`] with `env` set besides the key (another `CALENDAR_SUBSCRIPTIONS_KEY` in it
/// replaces the key).
fn serving_with(
    dataset: &Path,
    now: &str,
    dir: &Path,
    allowed: &[&str],
    extra: &[&str],
    env: &[(&str, &str)],
) -> (Running, String, Receiver<String>) {
    // calendar-serve's store is a file; the Worker's D1 (and its Queues) are kept in a directory.
    let db = match common::face().as_str() {
        "worker" => dir.join("d1"),
        _ => dir.join("subscriptions.db"),
    };
    let mut args = vec![
        "--subscriptions",
        db.to_str().unwrap(),
        "--subscriptions-every",
        "1",
        "--now",
        now,
    ];
    for host in allowed {
        args.extend(["--allow-webhook-host", host]);
    }
    args.extend_from_slice(extra);
    let mut vars = vec![("CALENDAR_SUBSCRIPTIONS_KEY", KEY)];
    vars.extend_from_slice(env);
    let mut child = common::face_command_with(dataset, &args, &vars)
        .spawn()
        .unwrap();
    let lines = common::stderr_lines(&mut child);
    let addr = common::listening_or_exit(&mut child).unwrap_or_else(|status| {
        let said: Vec<String> = lines.try_iter().collect();
        panic!("the server exited before listening ({status}): {said:#?}")
    });
    (Running(child), addr, lines)
}

/// A server of a test, stopped when dropped: at [`stop`], or when the test fails. SIGTERM, so
/// that the Worker face stops its own children (wrangler, workerd) before it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = std::process::Command::new("kill")
            .arg(self.0.id().to_string())
            .status();
        let _ = self.0.wait();
    }
}

fn stop(server: Running) {
    drop(server);
}

/// `host:port` of a mock's URL (`http://host:port/hook`).
fn host_of(url: &str) -> String {
    url.trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap()
        .to_string()
}

/// How long nothing more must come for a test to say nothing more was sent: a few ticks, and on
/// the Worker face a few of the Queue's batch waits (`max_batch_timeout`, 5 s) too.
fn quiet() -> Duration {
    match common::face().as_str() {
        "worker" => Duration::from_secs(12),
        _ => Duration::from_secs(3),
    }
}

fn subscribe(addr: &str, body: &str) -> HttpResponse {
    post(addr, body)
}

fn post(addr: &str, body: &str) -> HttpResponse {
    post_with(addr, body, &[])
}

fn with_token(addr: &str, method: &str, id: &str, token: Option<&str>) -> HttpResponse {
    let bearer = token.map(|t| format!("Bearer {t}"));
    let headers: Vec<(&str, &str)> = bearer
        .as_deref()
        .map(|b| vec![("Authorization", b)])
        .unwrap_or_default();
    common::send_to(addr, method, &format!("{PATH}/{id}"), &headers)
}

fn no_store(response: &HttpResponse) {
    assert_eq!(
        response.header("cache-control"),
        Some("no-store"),
        "{}",
        response.text()
    );
}

/// A Discord subscription to `discord` (a mock's URL) for the operator pools, reminded an
/// hour before a start.
fn discord_body(discord: &str) -> String {
    format!(
        r#"{{"kind":"discord","url":"http://{}/api/webhooks/123/{WEBHOOK_TOKEN}","category":"operator","lang":"en","reminders":{{"start":["PT1H"]}}}}"#,
        host_of(discord)
    )
}

/// A receiver's `404`: gone, or never there.
const NOT_FOUND: &str = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";

/// Subscribes the Discord webhook `url` (its confirmation taken), and its `id` and `token`.
fn subscribed(addr: &str, url: &str) -> (String, String) {
    let created = subscribe(addr, &discord_body(url));
    assert_eq!(created.status, 201, "{}", created.text());
    let body = created.json();
    let field = |name: &str| body[name].as_str().unwrap().to_string();
    (field("id"), field("token"))
}

fn title(received: &Received) -> String {
    let value: serde_json::Value = serde_json::from_str(&received.body).unwrap();
    assert_eq!(value["allowed_mentions"]["parse"], serde_json::json!([]));
    value["embeds"][0]["title"].as_str().unwrap().to_string()
}

/// Every file under `dir` (the store, any journal beside it; the Worker's D1 SQLite files), as
/// bytes.
fn stored_bytes(dir: &Path) -> Vec<u8> {
    let mut all = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            all.extend(stored_bytes(&path));
        } else {
            all.extend(std::fs::read(path).unwrap());
        }
    }
    all
}

/// Whether the store under `dir` holds a file with `.sqlite` or `.db` in its name: the test of
/// what is in it reads a real database.
fn has_database(dir: &Path) -> bool {
    std::fs::read_dir(dir).unwrap().any(|entry| {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        (path.is_dir() && has_database(&path)) || name.ends_with(".sqlite") || name.ends_with(".db")
    })
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

#[test]
fn a_subscription_is_made_after_its_confirmation_reminded_kept_sealed_and_deleted() {
    let (discord_url, discord) = mock();
    let dir = common::scratch("subscriptions-flow");
    let allowed = host_of(&discord_url);
    let (child, addr, lines) = serving(&dir, &[&allowed], &[]);

    let created = subscribe(&addr, &discord_body(&discord_url));
    assert_eq!(created.status, 201, "{}", created.text());
    no_store(&created);
    let body = created.json();
    let id = body["id"].as_str().unwrap().to_string();
    let token = body["token"].as_str().unwrap().to_string();
    assert!(
        body.get("secret").is_none(),
        "a discord subscription has no secret"
    );
    assert_eq!(
        created.header("location"),
        Some(format!("{PATH}/{id}").as_str())
    );
    // The confirmation came first, through the delivery core (Discord's `?wait=true`).
    let confirmation = &collect(&discord, 1)[0];
    assert!(
        confirmation.line.starts_with(&format!(
            "POST /api/webhooks/123/{WEBHOOK_TOKEN}?wait=true "
        )),
        "{}",
        confirmation.line
    );
    assert!(title(confirmation).starts_with("Test message from the calendar"));
    // It says what was subscribed and how to stop (its `DELETE`), never the webhook's token or
    // the management token.
    let said: serde_json::Value = serde_json::from_str(&confirmation.body).unwrap();
    let said = said["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .replace('\\', "");
    for words in [
        "Subscribed: the unofficial Arknights: Endfield calendar will post here.",
        "**Schedule changes**: operator pools\n",
        "**Reminders**: 1 hour before each start\n",
        "**Server**: CN (UTC+8)\n",
        "**Language**: English\n",
        "**To stop**: send DELETE ",
        &format!("{PATH}/{id} with the management token"),
        "or delete this webhook in Discord",
    ] {
        assert!(said.contains(words), "no «{words}» in\n{said}");
    }
    assert!(
        !said.contains(WEBHOOK_TOKEN) && !said.contains(&token),
        "{said}"
    );
    // Then the reminder due at the pinned moment, once.
    let reminder = &collect(&discord, 1)[0];
    assert!(
        title(reminder).starts_with("Starts in 1 hour: "),
        "{}",
        title(reminder)
    );

    // Read with the token: no URL, no secret; without it, or with another, the 404 of an
    // unknown id.
    let shown = with_token(&addr, "GET", &id, Some(&token));
    assert_eq!(shown.status, 200, "{}", shown.text());
    no_store(&shown);
    let text = shown.text();
    assert!(
        !text.contains(WEBHOOK_TOKEN) && !text.contains(&allowed),
        "{text}"
    );
    let subscription = &shown.json()["subscription"];
    assert_eq!(subscription["kind"], "discord");
    assert_eq!(subscription["state"], "active");
    assert_eq!(subscription["category"], serde_json::json!(["operator"]));
    assert_eq!(
        subscription["reminders"]["start"],
        serde_json::json!(["PT1H"])
    );
    let unknown = with_token(&addr, "GET", "sub_unknown", Some(&token));
    assert_eq!(unknown.status, 404);
    for refused in [
        with_token(&addr, "GET", &id, None),
        with_token(&addr, "GET", &id, Some("wrong")),
        with_token(&addr, "DELETE", &id, Some(&format!("{token}x"))),
    ] {
        assert_eq!(refused.status, 404, "{}", refused.text());
        no_store(&refused);
        assert_eq!(
            refused.json()["error"]["code"],
            unknown.json()["error"]["code"]
        );
    }
    stop(child);
    let log: Vec<String> = lines.try_iter().collect();
    assert!(
        log.iter().any(|l| l.contains(&format!("`{id}`"))),
        "{log:?}"
    );
    for line in &log {
        assert!(
            !line.contains(WEBHOOK_TOKEN) && !line.contains(&token),
            "{line}"
        );
    }
    if common::face() == "worker" {
        // The reminder was the Queue consumer's post (wrangler logs each batch it delivers).
        assert!(
            log.iter()
                .any(|l| l.contains("QUEUE calendar-subscriptions ")),
            "{log:?}"
        );
    }

    // Sealed: neither the URL nor the token is in the file.
    assert!(has_database(&dir));
    let bytes = stored_bytes(&dir);
    assert!(contains(&bytes, &id), "the store holds the subscription");
    for secret in [WEBHOOK_TOKEN, "webhooks/123", token.as_str()] {
        assert!(
            !contains(&bytes, secret),
            "`{secret}` readable in the store"
        );
    }

    // Kept across a restart, at the same pinned moment: the reminder is not sent again.
    let (child, addr, _lines) = serving(&dir, &[&allowed], &[]);
    let shown = with_token(&addr, "GET", &id, Some(&token));
    assert_eq!(shown.status, 200, "{}", shown.text());
    assert!(
        discord.recv_timeout(quiet()).is_err(),
        "a reminder was sent twice"
    );
    let deleted = with_token(&addr, "DELETE", &id, Some(&token));
    assert_eq!(deleted.status, 204);
    no_store(&deleted);
    assert_eq!(with_token(&addr, "GET", &id, Some(&token)).status, 404);
    stop(child);
}

/// A server of a scratch copy of the fixture and an empty history, polled every second, at
/// noon on 2026-11-25 (+08:00), allowing `url`'s host; returns it, its address and the
/// history's path.
fn reloading(name: &str, url: &str, extra: &[&str]) -> (Running, String, PathBuf) {
    let dir = common::scratch(name);
    let dataset = dir.join("events.json");
    std::fs::copy(common::fixture(), &dataset).unwrap();
    let changes = dir.join("changes.json");
    std::fs::write(&changes, r#"{"apiVersion":"1","changes":[]}"#).unwrap();
    let mut args = vec![
        "--changes",
        changes.to_str().unwrap(),
        "--reload-interval",
        "1",
    ];
    args.extend_from_slice(extra);
    let (child, addr, _lines) = serving_on(
        &dataset,
        "2026-11-25T12:00:00+08:00",
        &dir,
        &[&host_of(url)],
        &args,
    );
    (child, addr, changes)
}

/// Publishes `history` at `changes` whole, as the generator does (a file renamed into place).
fn publish(changes: &Path, history: &str) {
    let staged = changes.with_extension("json.new");
    std::fs::write(&staged, history).unwrap();
    std::fs::rename(&staged, changes).unwrap();
}

/// The fixture history's records were found on 2026-11-25 from 14:28 (+08:00): a subscription
/// made at noon that day is told them when they reach the server, each once.
/// The fixture history (`tests/fixtures/history.json`) and the `webhook-id` of each of its
/// records' announcements to a `json` subscription.
fn fixture_records() -> (PathBuf, Vec<String>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/history.json");
    let history = std::fs::read_to_string(&path).unwrap();
    let mut ids: Vec<String> =
        serde_json::from_str::<serde_json::Value>(&history).unwrap()["changes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| format!("msg_{}", c["id"].as_str().unwrap()))
            .collect();
    ids.sort();
    (path, ids)
}

/// Makes a `json` subscription to `url` at `addr` and takes its confirmation from `received`.
fn subscribe_json(addr: &str, url: &str, received: &Receiver<Received>) {
    let created = subscribe(addr, &format!(r#"{{"kind":"json","url":"{url}"}}"#));
    assert_eq!(created.status, 201, "{}", created.text());
    assert!(
        collect(received, 1)[0].headers["webhook-id"].starts_with("test_"),
        "the confirmation first"
    );
}

/// `count` announcements from `received`, their `webhook-id`s sorted; then none more for a while.
fn told_once(received: &Receiver<Received>, count: usize) -> Vec<String> {
    let mut told: Vec<String> = collect(received, count)
        .iter()
        .map(|r| r.headers["webhook-id"].clone())
        .collect();
    assert!(
        received.recv_timeout(quiet()).is_err(),
        "a record was told twice"
    );
    told.sort();
    told
}

#[test]
fn new_change_records_are_told_once_when_the_dataset_reloads() {
    if common::face() == "worker" {
        return; // The Worker's history comes with a deploy: the test below.
    }
    let (url, received) = mock();
    let (child, addr, changes) = reloading("subscriptions-records", &url, &[]);
    subscribe_json(&addr, &url, &received);

    // The generator's new history, published whole.
    let (history, records) = fixture_records();
    publish(&changes, &std::fs::read_to_string(history).unwrap());
    assert_eq!(told_once(&received, records.len()), records);
    stop(child);
}

/// The notifier Worker's history is baked into its build, so new records arrive with a deploy:
/// a subscription made under one build is told the records of the next (started on the same
/// D1 and Queues, as a deploy keeps them) through the Queue, each once, and none again when it
/// starts once more.
#[test]
fn new_change_records_are_told_once_after_a_deploy() {
    if common::face() == "native" {
        return; // calendar-serve reloads its history: the test above.
    }
    let (url, received) = mock();
    let dir = common::scratch("subscriptions-deploy");
    let empty = dir.join("empty-changes.json");
    std::fs::write(&empty, r#"{"apiVersion":"1","changes":[]}"#).unwrap();
    let (history, records) = fixture_records();
    let start = |changes: &Path| {
        let changes = ["--changes", changes.to_str().unwrap()];
        let allowed = [host_of(&url)];
        let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
        serving_on(
            &common::fixture(),
            "2026-11-25T12:00:00+08:00",
            &dir,
            &allowed,
            &changes,
        )
    };
    let (child, addr, _lines) = start(&empty);
    subscribe_json(&addr, &url, &received);
    stop(child);

    let (child, _addr, _lines) = start(&history);
    assert_eq!(told_once(&received, records.len()), records);
    stop(child);
    let (child, _addr, _lines) = start(&history);
    assert!(
        received.recv_timeout(quiet()).is_err(),
        "a record was told again after a restart"
    );
    stop(child);
}

/// A new version's record, found at 14:00 (+08:00) on 2026-11-25: the one announcement of
/// [`many_subscriptions_are_each_told_a_new_version_once`] (the bench's, at 1,000:
/// `tools/bench_subscriptions.py`).
const VERSION_RECORD: &str = r#"{"apiVersion":"1","changes":[{"id":"20261125T060000Z-version-version-7","at":"2026-11-25T14:00:00+08:00","kind":"added","subject":"version","key":"version-7","versionKey":"version-7","category":null,"title":"v7","fields":[],"before":null,"after":{"title":"v7","start":"2026-12-01T12:00:00+08:00","end":null,"poolId":null,"endLabel":null},"notices":[]}]}"#;

/// 200 subscriptions, each its own path of one receiver: when the history gains a version's
/// record, each is posted it exactly once (counted per path), and no more over the next ticks.
/// A count, not a speed: the bound only ends a run that would never finish.
#[test]
fn many_subscriptions_are_each_told_a_new_version_once() {
    const MANY: usize = 200;
    if common::face() == "worker" {
        return;
    }
    let (url, received) = mock();
    let per_client = MANY.to_string();
    let (child, addr, changes) = reloading(
        "subscriptions-many",
        &url,
        &["--subscriptions-per-client", &per_client],
    );
    for n in 0..MANY {
        let created = subscribe(&addr, &format!(r#"{{"kind":"json","url":"{url}/{n}"}}"#));
        assert_eq!(created.status, 201, "{n}: {}", created.text());
    }
    let confirmations = collect(&received, MANY);
    assert!(
        confirmations
            .iter()
            .all(|r| r.headers["webhook-id"].starts_with("test_"))
    );

    publish(&changes, VERSION_RECORD);

    let record = "msg_20261125T060000Z-version-version-7";
    let mut told = vec![0_usize; MANY];
    let deadline = std::time::Instant::now() + Duration::from_secs(180);
    let mut count = 0;
    while count < MANY {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let Ok(post) = received.recv_timeout(left) else {
            panic!("{count} of {MANY} subscriptions told the new version");
        };
        assert_eq!(post.headers["webhook-id"], record, "{}", post.line);
        let n: usize = post
            .line
            .split_whitespace()
            .nth(1)
            .and_then(|path| path.rsplit('/').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{}", post.line));
        told[n] += 1;
        count += 1;
    }
    assert!(
        received.recv_timeout(Duration::from_secs(3)).is_err(),
        "a subscription was told twice"
    );
    assert!(told.iter().all(|&t| t == 1), "{told:?}");
    stop(child);
}

#[test]
fn a_json_subscription_gets_its_secret_once_and_never_stores_it_in_clear() {
    let (json_url, json) = mock();
    let dir = common::scratch("subscriptions-json");
    let (child, addr, _lines) = serving(&dir, &[&host_of(&json_url)], &[]);
    let created = subscribe(&addr, &format!(r#"{{"kind":"json","url":"{json_url}"}}"#));
    assert_eq!(created.status, 201, "{}", created.text());
    let secret = created.json()["secret"].as_str().unwrap().to_string();
    let confirmation = &collect(&json, 1)[0];
    // Signed with the secret it was given.
    let id = &confirmation.headers["webhook-id"];
    let timestamp: i64 = confirmation.headers["webhook-timestamp"].parse().unwrap();
    let key = calendar::notify::Secret::parse(&secret).unwrap();
    assert_eq!(
        confirmation.headers["webhook-signature"],
        calendar::notify::sign(&key, id, timestamp, &confirmation.body)
    );
    stop(child);
    assert!(!contains(&stored_bytes(&dir), &secret));
    #[cfg(unix)]
    if common::face() == "native" {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dir.join("subscriptions.db"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o077, 0, "the store is its user's alone: {mode:o}");
    }
    assert!(!contains(&stored_bytes(&dir), &host_of(&json_url)));
}

#[test]
fn a_host_inside_the_network_is_refused_and_nothing_is_posted_or_stored() {
    let (url, received) = mock();
    let dir = common::scratch("subscriptions-refused");
    // Nothing allowed: the mock on loopback is as inside as any.
    let (child, addr, _lines) = serving(&dir, &[], &["--subscriptions-per-client", "100"]);
    let port = host_of(&url).rsplit(':').next().unwrap().to_string();
    for (body, code) in [
        (discord_body(&url), "WEBHOOK_NOT_ALLOWED"),
        (
            r#"{"kind":"discord","url":"https://evil.example/api/webhooks/1/x"}"#.into(),
            "WEBHOOK_NOT_ALLOWED",
        ),
        (
            r#"{"kind":"json","url":"https://169.254.169.254/latest"}"#.into(),
            "WEBHOOK_NOT_ALLOWED",
        ),
        (
            r#"{"kind":"json","url":"https://[::ffff:10.0.0.1]/hook"}"#.into(),
            "WEBHOOK_NOT_ALLOWED",
        ),
        // A name that resolves to loopback, refused on what it resolves to.
        (
            format!(r#"{{"kind":"json","url":"https://localhost:{port}/hook"}}"#),
            "WEBHOOK_NOT_ALLOWED",
        ),
        (
            r#"{"kind":"json","url":"https://h.example/x","category":"operatr"}"#.into(),
            "INVALID_SUBSCRIPTION",
        ),
    ] {
        let refused = subscribe(&addr, &body);
        assert_eq!(refused.status, 400, "{body}: {}", refused.text());
        no_store(&refused);
        assert_eq!(refused.json()["error"]["code"], code, "{}", refused.text());
        assert!(!refused.text().contains(WEBHOOK_TOKEN));
    }
    let refused = subscribe(
        &addr,
        &format!(r#"{{"kind":"json","url":"https://localhost:{port}/hook"}}"#),
    );
    assert!(
        refused.text().contains("not a public address"),
        "{}",
        refused.text()
    );
    assert!(
        received.try_recv().is_err(),
        "nothing posted to a refused host"
    );
    stop(child);
    let (child, _addr, lines) = serving(&dir, &[], &[]);
    assert!(common::says(&lines, "0 stored", Duration::from_secs(10)));
    stop(child);
}

/// A refusal is told in the subscription's language (issue 48): the body's `lang`, else the
/// request's `?lang=`, else English; its code, status and details' count the same in each.
#[test]
fn a_refused_subscription_is_told_in_its_language() {
    let dir = common::scratch("subscriptions-lang");
    let (child, addr, _lines) = serving(&dir, &[], &["--subscriptions-per-client", "100"]);
    let refused = |lang: Option<&str>, query: &str| {
        let lang = lang.map_or(String::new(), |l| format!(r#","lang":"{l}""#));
        let body = format!(
            r#"{{"kind":"discord","url":"https://discord.com/api/webhooks/1/x","chatId":"1","category":"operatr"{lang}}}"#
        );
        let length = body.len().to_string();
        let headers = [
            ("Content-Type", "application/json"),
            ("Content-Length", length.as_str()),
        ];
        let path = format!("{PATH}{query}");
        let answer = common::send_with_body(&addr, "POST", &path, &headers, body.as_bytes());
        assert_eq!(answer.status, 400, "{}", answer.text());
        answer.json()["error"].clone()
    };
    let en = refused(None, "");
    let ja = refused(Some("ja"), "");
    let de = refused(None, "?lang=de");
    let body_first = refused(Some("ja"), "?lang=de");
    for (other, want) in [
        (
            &ja,
            "`chatId` を受け付けるのは `telegram` のターゲットだけです",
        ),
        (&de, "nur ein `telegram`-Ziel nimmt `chatId`"),
        (
            &body_first,
            "`chatId` を受け付けるのは `telegram` のターゲットだけです",
        ),
    ] {
        assert_eq!(other["code"], en["code"]);
        assert_eq!(other["code"], "INVALID_SUBSCRIPTION");
        let details = other["details"].as_array().unwrap();
        assert_eq!(details.len(), en["details"].as_array().unwrap().len());
        assert_eq!(details[0], want, "{other}");
        assert_ne!(other["message"], en["message"]);
    }
    assert_eq!(en["details"][0], "only a `telegram` target takes `chatId`");
    let message = ja["message"].as_str().unwrap();
    assert!(message.starts_with("購読が無効です："), "{message}");
    // An address refused in the body's language too.
    let inside = r#"{"kind":"json","url":"https://169.254.169.254/latest","lang":"de"}"#;
    let answer = subscribe(&addr, inside);
    assert_eq!(answer.json()["error"]["code"], "WEBHOOK_NOT_ALLOWED");
    let message = answer.json()["error"]["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        message.starts_with("Webhook nicht erlaubt: `url` ist keine öffentliche Adresse"),
        "{message}"
    );
    stop(child);
}

#[test]
fn a_receiver_that_refuses_the_confirmation_is_not_subscribed() {
    let (url, received) = mock_answering(|_| NOT_FOUND.into());
    let dir = common::scratch("subscriptions-unconfirmed");
    let (child, addr, lines) = serving(&dir, &[&host_of(&url)], &[]);
    let refused = subscribe(&addr, &discord_body(&url));
    assert_eq!(refused.status, 400, "{}", refused.text());
    assert_eq!(refused.json()["error"]["code"], "WEBHOOK_NOT_CONFIRMED");
    // Fixed words: how the receiver answered is never told to the caller.
    let message = refused.json()["error"]["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        message,
        "the webhook did not accept the confirmation message; nothing was stored"
    );
    assert_eq!(collect(&received, 1).len(), 1);
    if common::face() == "native" {
        // The log says it, without the URL.
        assert!(common::says(
            &lines,
            "confirmation not taken (not sent: answered 404)",
            Duration::from_secs(10)
        ));
    }
    stop(child);
    let (child, _addr, lines) = serving(&dir, &[], &[]);
    assert!(common::says(&lines, "0 stored", Duration::from_secs(10)));
    stop(child);
}

#[test]
fn creation_is_limited_per_client() {
    let dir = common::scratch("subscriptions-limited");
    let (child, addr, _lines) = serving(&dir, &[], &["--subscriptions-per-client", "2"]);
    // Every attempt counts, taken or not.
    for _ in 0..2 {
        assert_eq!(subscribe(&addr, "{}").status, 400);
    }
    let limited = subscribe(&addr, "{}");
    assert_eq!(limited.status, 429, "{}", limited.text());
    no_store(&limited);
    assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
    let retry_after: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=3600).contains(&retry_after), "{retry_after}");
    stop(child);
}

/// The answers to `n` calls of `request` made at the same moment (each on its own thread, all
/// released together).
fn at_once(n: usize, request: impl Fn() -> HttpResponse + Sync) -> Vec<HttpResponse> {
    let start = std::sync::Barrier::new(n);
    std::thread::scope(|scope| {
        let running: Vec<_> = (0..n)
            .map(|_| {
                scope.spawn(|| {
                    start.wait();
                    request()
                })
            })
            .collect();
        running.into_iter().map(|r| r.join().unwrap()).collect()
    })
}

fn with_status(answers: &[HttpResponse], status: u16) -> usize {
    answers.iter().filter(|a| a.status == status).count()
}

#[test]
fn creations_at_the_same_moment_pass_no_further_than_the_per_client_limit() {
    let dir = common::scratch("subscriptions-limited-at-once");
    let (child, addr, _lines) = serving(&dir, &[], &["--subscriptions-per-client", "3"]);
    // Counted and refused together: each attempt is admitted (then refused for its body, 400)
    // or limited (429), and no more than 3 are admitted.
    let answers = at_once(12, || subscribe(&addr, "{}"));
    let statuses: Vec<u16> = answers.iter().map(|a| a.status).collect();
    assert_eq!(with_status(&answers, 400), 3, "{statuses:?}");
    assert_eq!(with_status(&answers, 429), 9, "{statuses:?}");
    stop(child);
}

#[test]
fn the_total_cap_holds_at_the_same_moment_and_a_refused_confirmation_frees_its_place() {
    // A receiver slow to answer, as a real one may be: every creation is under way before the
    // first confirmation ends.
    let (url, received) = mock_answering(|_| {
        std::thread::sleep(Duration::from_millis(300));
        NO_CONTENT.into()
    });
    let (refusing, refused_posts) = mock_answering(|_| NOT_FOUND.into());
    let dir = common::scratch("subscriptions-cap-at-once");
    let (child, addr, _lines) = serving(
        &dir,
        &[&host_of(&url), &host_of(&refusing)],
        &[
            "--max-subscriptions",
            "2",
            "--subscriptions-per-client",
            "100",
        ],
    );
    let answers = at_once(8, || subscribe(&addr, &discord_body(&url)));
    let statuses: Vec<u16> = answers.iter().map(|a| a.status).collect();
    assert_eq!(with_status(&answers, 201), 2, "{statuses:?}");
    assert_eq!(with_status(&answers, 503), 6, "{statuses:?}");
    for full in answers.iter().filter(|a| a.status == 503) {
        assert_eq!(full.json()["error"]["code"], "SUBSCRIPTIONS_FULL");
    }
    // A place is held before the confirmation: only the two that had one were posted to.
    let confirmations = received
        .try_iter()
        .filter(|r| title(r).starts_with("Test message from the calendar"))
        .count();
    assert_eq!(confirmations, 2);

    // One deleted: its place is free once, and a confirmation not taken does not keep it.
    let made = answers.iter().find(|a| a.status == 201).unwrap().json();
    let (id, token) = (
        made["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
    );
    assert_eq!(with_token(&addr, "DELETE", id, Some(token)).status, 204);
    let refused = subscribe(&addr, &discord_body(&refusing));
    assert_eq!(refused.status, 400, "{}", refused.text());
    assert_eq!(refused.json()["error"]["code"], "WEBHOOK_NOT_CONFIRMED");
    assert_eq!(collect(&refused_posts, 1).len(), 1);
    let again = subscribe(&addr, &discord_body(&url));
    assert_eq!(again.status, 201, "{}", again.text());
    let full = subscribe(&addr, &discord_body(&url));
    assert_eq!(full.status, 503, "{}", full.text());
    stop(child);
}

#[test]
fn reading_and_deleting_a_subscription_are_rate_limited() {
    let dir = common::scratch("subscriptions-reads-limited");
    let (child, addr, _lines) = serving_with(
        &common::fixture(),
        NOW,
        &dir,
        &[],
        &[],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "3")],
    );
    for method in ["GET", "DELETE", "GET"] {
        let unknown = with_token(&addr, method, "sub_unknown", Some("token"));
        assert_eq!(unknown.status, 404, "{method}: {}", unknown.text());
    }
    for method in ["GET", "DELETE"] {
        let limited = with_token(&addr, method, "sub_unknown", Some("token"));
        assert_eq!(limited.status, 429, "{method}: {}", limited.text());
        no_store(&limited);
        assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
        let retry_after: u64 = limited.header("retry-after").unwrap().parse().unwrap();
        assert!((1..=60).contains(&retry_after), "{retry_after}");
    }
    stop(child);
}

/// Confirmations to one destination host are as many an hour as a client's attempts, whoever
/// asks: a second client is refused `429` for the host the first used up, not for another.
#[test]
fn confirmations_are_limited_per_destination_host() {
    // The client as each face keys it: calendar-serve the header it is told to trust, the
    // notifier Worker `CF-Connecting-IP`.
    let (client_header, trust): (&str, &[&str]) = match common::face().as_str() {
        "worker" => ("CF-Connecting-IP", &[]),
        _ => (
            "X-Forwarded-For",
            &["--client-ip-header", "X-Forwarded-For"],
        ),
    };
    let (url, received) = mock();
    // Another host (not another port of the same one: a host's ports are one destination).
    let (other_url, other) = mock();
    let other_url = other_url.replace("127.0.0.1", "localhost");
    let dir = common::scratch("subscriptions-per-host");
    let mut extra = vec!["--subscriptions-per-client", "2"];
    extra.extend_from_slice(trust);
    let (child, addr, _lines) = serving(&dir, &[&host_of(&url), &host_of(&other_url)], &extra);
    let from = |client: &str, url: &str| {
        post_with(
            &addr,
            &format!(r#"{{"kind":"json","url":"{url}"}}"#),
            &[(client_header, client)],
        )
    };
    for n in 0..2 {
        let created = from("198.51.100.1", &format!("{url}/{n}"));
        assert_eq!(created.status, 201, "{}", created.text());
    }
    let limited = from("198.51.100.2", &format!("{url}/another/path?x=1"));
    assert_eq!(limited.status, 429, "{}", limited.text());
    no_store(&limited);
    assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
    assert!(limited.header("retry-after").is_some());
    assert_eq!(collect(&received, 2).len(), 2);
    assert!(
        received.try_recv().is_err(),
        "a third confirmation was sent"
    );
    let elsewhere = from("198.51.100.2", &other_url);
    assert_eq!(elsewhere.status, 201, "{}", elsewhere.text());
    assert_eq!(collect(&other, 1).len(), 1);
    stop(child);
}

/// Under a key that opens none of the stored subscriptions the notifier Worker, which cannot
/// refuse to start, changes nothing: none is disabled, none is made, and its log says why; the
/// right key finds them as they were. (`calendar-serve`, which can refuse to start, does.)
#[test]
fn a_key_that_opens_no_subscription_changes_nothing_on_the_worker() {
    if common::face() == "native" {
        return;
    }
    const OTHER_KEY: &str = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    let (url, received) = mock();
    let allowed = host_of(&url);
    let dir = common::scratch("subscriptions-wrong-key");
    let (child, addr, _lines) = serving(&dir, &[&allowed], &[]);
    let (id, token) = subscribed(&addr, &url);
    // The confirmation, then the reminder due at the pinned moment.
    assert_eq!(collect(&received, 2).len(), 2);
    stop(child);

    let (child, addr, lines) = serving_with(
        &common::fixture(),
        NOW,
        &dir,
        &[&allowed],
        &[],
        &[("CALENDAR_SUBSCRIPTIONS_KEY", OTHER_KEY)],
    );
    assert!(
        common::says(
            &lines,
            "opens none of the stored subscriptions",
            Duration::from_secs(30)
        ),
        "the log does not say the key is wrong"
    );
    let refused = subscribe(&addr, &discord_body(&url));
    assert_eq!(refused.status, 500, "{}", refused.text());
    assert!(
        received.try_recv().is_err(),
        "posted to under a key that opens nothing"
    );
    stop(child);
    for line in lines.try_iter() {
        assert!(!line.contains(OTHER_KEY) && !line.contains(KEY), "{line}");
    }

    let (child, addr, _lines) = serving(&dir, &[&allowed], &[]);
    let shown = with_token(&addr, "GET", &id, Some(&token));
    assert_eq!(shown.status, 200, "{}", shown.text());
    let subscription = &shown.json()["subscription"];
    assert_eq!(subscription["state"], "active", "{subscription}");
    assert_eq!(subscription["failures"], 0, "{subscription}");
    stop(child);
}

#[test]
fn a_receiver_answering_404_disables_its_subscription() {
    // Takes the confirmation, then is gone (a deleted Discord webhook).
    let (url, received) = mock_by_turn(|turn| match turn {
        0 => NO_CONTENT.into(),
        _ => NOT_FOUND.into(),
    });
    let dir = common::scratch("subscriptions-gone");
    let (child, addr, lines) = serving(&dir, &[&host_of(&url)], &[]);
    let (id, token) = subscribed(&addr, &url);
    let (id, token) = (id.as_str(), token.as_str());
    // The confirmation, then the reminder answered 404.
    assert_eq!(collect(&received, 2).len(), 2);
    assert!(common::says(&lines, "disabled", Duration::from_secs(30)));
    let shown = with_token(&addr, "GET", id, Some(token));
    let subscription = &shown.json()["subscription"];
    assert_eq!(subscription["state"], "disabled", "{subscription}");
    assert!(
        subscription["disabledReason"]
            .as_str()
            .unwrap()
            .contains("404"),
        "{subscription}"
    );
    assert_eq!(subscription["failures"], 1);
    stop(child);
}

/// A receiver that answers the reminder `429` with `Retry-After: 1` gets it again after that
/// wait (on the Worker face, retried on the Queue with that delay), once more only, and the
/// subscription stays healthy.
#[test]
fn a_rate_limited_post_is_sent_again_after_its_wait() {
    let (url, received) = mock_by_turn(|turn| {
        match turn {
        1 => "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".into(),
        _ => NO_CONTENT.into(),
    }
    });
    let dir = common::scratch("subscriptions-429");
    let (child, addr, _lines) = serving(&dir, &[&host_of(&url)], &[]);
    let (id, token) = subscribed(&addr, &url);
    let (id, token) = (id.as_str(), token.as_str());
    // The confirmation, the reminder answered 429, the same reminder again.
    let posts = collect(&received, 3);
    assert_eq!(title(&posts[1]), title(&posts[2]));
    assert!(title(&posts[2]).starts_with("Starts in 1 hour: "));
    assert!(
        received.recv_timeout(quiet()).is_err(),
        "sent again after it was taken"
    );
    let subscription = &with_token(&addr, "GET", id, Some(token)).json()["subscription"];
    assert_eq!(subscription["state"], "active", "{subscription}");
    assert_eq!(subscription["failures"], 0, "{subscription}");
    stop(child);
}

/// A Discord subscription to `url`'s host (webhook `n`) for the operator pools, reminded a
/// minute before a start.
fn discord_minute_before(url: &str, n: usize) -> String {
    format!(
        r#"{{"kind":"discord","url":"http://{}/api/webhooks/{n}/{WEBHOOK_TOKEN}","category":"operator","lang":"en","reminders":{{"start":["PT1M"]}}}}"#,
        host_of(url)
    )
}

/// Slow receivers delay only themselves. 50 receivers that hold every post open, each its own
/// host (many slow hosts), and 20 subscriptions of one more such host (many subscribers on one
/// slow host), all made before a prompt receiver, and all reminded of one edge. The server
/// starts [`EDGE_IN`] seconds before that edge, every reminder due at once: the prompt one's
/// comes before the edge, though the slow ones were made first and are more than the places
/// an attempt can take at once; the one slow host is never posted more than eight at once, and
/// its reminders whose turn did not come are dropped; every other slow receiver is posted its
/// reminder once.
///
/// On `main` before the places of `deliver/places.rs` (32 permits in creation order, each held
/// until a receiver's time-out of 10 s), the prompt receiver's turn came 10 s in, too near its
/// edge for an attempt: its reminder was dropped as late. The Worker face is left out: its
/// Queue's consumer has no places to share (docs/notify.md, "On the Worker").
#[test]
fn slow_receivers_do_not_make_another_subscribers_reminder_late() {
    /// How long before the edge the server starts: enough for one attempt (10 s) after a turn
    /// that waits for the slow ones' fresh places (2 s), not for one after their time-outs.
    const EDGE_IN: Duration = Duration::from_secs(18);
    const MANY_HOSTS: usize = 50;
    const ON_ONE_HOST: usize = 20;
    if common::face() == "worker" {
        return;
    }
    // Each held until its sender gives up (or the bound, long after the edge).
    let hold = Duration::from_secs(60);
    let (one_host, one_host_posts) = mock_holding(ON_ONE_HOST, hold);
    let many: Vec<(String, Receiver<Received>)> =
        (0..MANY_HOSTS).map(|_| mock_holding(1, hold)).collect();
    let (prompt, prompt_posts) = mock();
    let mut allowed = vec![host_of(&one_host), host_of(&prompt)];
    allowed.extend(many.iter().map(|(url, _)| host_of(url)));
    let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
    let extra = ["--subscriptions-per-client", "100"];
    let dir = common::scratch("subscriptions-slow");

    // Made two hours before the edge: nothing is due yet.
    let early = "2026-07-16T10:00:00+08:00";
    let (child, addr, _lines) = serving_on(&common::fixture(), early, &dir, &allowed, &extra);
    let mut urls: Vec<&str> = vec![one_host.as_str(); ON_ONE_HOST];
    urls.extend(many.iter().map(|(url, _)| url.as_str()));
    urls.push(&prompt);
    for (n, url) in urls.iter().enumerate() {
        let created = subscribe(&addr, &discord_minute_before(url, n));
        assert_eq!(created.status, 201, "{n}: {}", created.text());
    }
    collect(&one_host_posts, ON_ONE_HOST);
    for (_, posts) in &many {
        collect(posts, 1);
    }
    collect(&prompt_posts, 1);
    stop(child);

    // 18 s before op-wander's start: its one-minute reminder is due to all 71.
    let late = "2026-07-16T11:59:42+08:00";
    let started = std::time::Instant::now();
    let (child, _addr, lines) = serving_on(&common::fixture(), late, &dir, &allowed, &extra);
    let Ok(reminder) = prompt_posts.recv_timeout(EDGE_IN) else {
        let said: Vec<String> = lines.try_iter().collect();
        panic!("the prompt receiver's reminder did not come before its edge: {said:#?}");
    };
    assert!(started.elapsed() < EDGE_IN);
    assert!(
        title(&reminder).starts_with("Starts in 1 minute: "),
        "{}",
        title(&reminder)
    );
    // The slow hosts were being posted to before the edge too: more than the fresh places (32)
    // could hold at once. (Counted up to the edge, not at the prompt post's arrival: under a
    // loaded machine the prompt post may come first, which is the fairness asserted above.)
    let edge = started + EDGE_IN;
    let mut told: Vec<usize> = many
        .iter()
        .map(|(_, posts)| {
            let left = edge.saturating_duration_since(std::time::Instant::now());
            usize::from(posts.recv_timeout(left).is_ok()) + posts.try_iter().count()
        })
        .collect();
    let slow_posted = told.iter().filter(|&&n| n > 0).count();
    assert!(slow_posted >= 28, "{slow_posted} slow hosts posted to");

    // The one slow host's reminders whose turn did not come in time are dropped, not sent.
    assert!(common::says(
        &lines,
        "its turn did not come before its edge",
        EDGE_IN + Duration::from_secs(10)
    ));
    let left = EDGE_IN.saturating_sub(started.elapsed());
    assert!(
        prompt_posts.recv_timeout(left + quiet()).is_err(),
        "the prompt receiver was posted twice"
    );
    let one_host_told = one_host_posts.try_iter().count();
    assert!(
        (1..=8).contains(&one_host_told),
        "{one_host_told} posts to one host"
    );
    // Each slow host had its turn, once: a time-out is never tried again (Discord).
    for ((_, posts), told) in many.iter().zip(&mut told) {
        *told += posts.try_iter().count();
    }
    assert!(told.iter().all(|&n| n == 1), "{told:?}");
    stop(child);
}

#[test]
fn without_subscriptions_the_paths_answer_404() {
    let server = common::Server::start();
    let get = server.get(&format!("{PATH}/sub_x"));
    for response in [post(&server.addr, "{}"), get] {
        assert_eq!(response.status, 404, "{}", response.text());
        assert_eq!(response.json()["error"]["code"], "NOT_FOUND");
    }
}

#[test]
fn subscriptions_need_a_valid_key() {
    if common::face() == "worker" {
        return;
    }
    let dir: PathBuf = common::scratch("subscriptions-key");
    let db = dir.join("s.db");
    for env in [
        vec![],
        vec![("CALENDAR_SUBSCRIPTIONS_KEY", "short-and-not-a-key")],
    ] {
        let output = common::serve_command(
            &common::fixture(),
            &["--subscriptions", db.to_str().unwrap()],
            &env,
        )
        .env_remove(if env.is_empty() {
            "CALENDAR_SUBSCRIPTIONS_KEY"
        } else {
            "NO_SUCH_VARIABLE"
        })
        .output()
        .unwrap();
        assert!(!output.status.success());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("CALENDAR_SUBSCRIPTIONS_KEY"), "{stderr}");
        assert!(!stderr.contains("short-and-not-a-key"), "{stderr}");
    }
    assert!(!db.exists(), "nothing made without a key");
}

/// The value of the element `#name` of a page: `<code id="name">value</code>`.
fn element<'a>(html: &'a str, name: &str) -> &'a str {
    let start = html
        .find(&format!("id=\"{name}\">"))
        .unwrap_or_else(|| panic!("no #{name} in {html}"));
    let rest = &html[start + name.len() + 6..];
    &rest[..rest.find('<').unwrap()]
}

fn post_form(addr: &str, form: &str) -> HttpResponse {
    let length = form.len().to_string();
    common::send_with_body(
        addr,
        "POST",
        "/notified",
        &[
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Content-Length", &length),
        ],
        form.as_bytes(),
    )
}

/// The page's "Get notified" form, POSTed as a browser without JavaScript would: a page with
/// the token once, the subscription as chosen; refused in the page's language; the form only
/// on a server that keeps subscriptions (the POST on both faces, the page on `calendar-serve`).
#[test]
fn the_pages_form_subscribes_a_discord_webhook_without_javascript() {
    let (discord_url, discord) = mock();
    let dir = common::scratch("subscriptions-form");
    let (child, addr, _lines) = serving(&dir, &[&host_of(&discord_url)], &[]);
    // The page offering the form: calendar-serve's with --subscriptions; on the Worker face the
    // API Worker's with its var (the notifier, serving here, answers the form's POST).
    let api_worker;
    let page_addr = if common::face() == "native" {
        addr.as_str()
    } else {
        let form = [(calendar::NOTIFY_FORM_VAR, "true")];
        api_worker = common::Server::start_with(&common::fixture(), &form);
        api_worker.addr.as_str()
    };
    for (lang, says) in [("en", "Get notified"), ("zh", "推送到 Discord")] {
        let page = common::send_to(page_addr, "GET", &format!("/?lang={lang}"), &[]).text();
        assert!(page.contains(r#"action="/notified""#), "{lang}");
        assert!(page.contains(says), "{lang}");
    }
    let webhook = format!(
        "http://{}/api/webhooks/123/{WEBHOOK_TOKEN}",
        host_of(&discord_url)
    );
    let form = format!(
        "lang=en&url={}&category=operator&category=limited&server=asia&alarm=PT1H&ending=P1D",
        webhook.replace(':', "%3A").replace('/', "%2F")
    );
    let answered = post_form(&addr, &form);
    assert_eq!(answered.status, 201, "{}", answered.text());
    no_store(&answered);
    assert_eq!(answered.header("referrer-policy"), Some("no-referrer"));
    let html = answered.text();
    assert!(!html.contains(WEBHOOK_TOKEN), "the URL is not shown back");
    assert!(html.contains("Subscribed"), "{html}");
    let (id, token) = (
        element(&html, "notified-id"),
        element(&html, "notified-token"),
    );
    assert!(collect(&discord, 1)[0].line.contains(WEBHOOK_TOKEN));
    let shown = with_token(&addr, "GET", id, Some(token));
    assert_eq!(shown.status, 200, "{}", shown.text());
    let subscription = &shown.json()["subscription"];
    assert_eq!(subscription["kind"], "discord");
    assert_eq!(
        subscription["category"],
        serde_json::json!(["operator", "limited"])
    );
    assert_eq!(subscription["server"], "asia", "{subscription}");
    assert_eq!(subscription["lang"], "en", "{subscription}");
    assert_eq!(
        subscription["reminders"],
        serde_json::json!({"start": ["PT1H"], "end": ["P1D", "PT1H"]})
    );

    // Refused, in the page's language.
    let refused = post_form(&addr, "lang=zh&url=https%3A%2F%2Fevil.example%2Fhook");
    assert_eq!(refused.status, 400, "{}", refused.text());
    let html = refused.text();
    assert!(html.contains("未订阅"), "{html}");
    // Why, in the page's words: never the API's English message with its backticks.
    let why = element(&html, "notified-error");
    assert!(why.contains("不接受此 Webhook 链接"), "{why}");
    assert!(!why.contains('`') && !why.contains("not allowed"), "{why}");
    // The reminder chosen, due at the pinned moment, in the page's language.
    let reminder = &collect(&discord, 1)[0];
    assert!(
        title(reminder).starts_with("Starts in 1 hour: "),
        "{}",
        title(reminder)
    );
    stop(child);
}

#[test]
fn without_subscriptions_the_page_offers_no_form() {
    for form in [None, Some("false")] {
        let env: Vec<_> = form
            .map(|v| (calendar::NOTIFY_FORM_VAR, v))
            .into_iter()
            .collect();
        let server = common::Server::start_with(&common::fixture(), &env);
        for lang in ["en", "zh"] {
            let page = server.get(&format!("/?lang={lang}")).text();
            assert!(page.contains("id=\"subscribe\""), "the page itself");
            assert!(!page.contains("/notified"), "{lang} {form:?}");
        }
        let posted = server.post("/notified", &[], b"url=x");
        assert_eq!(posted.status, 404, "{}", posted.text());
    }
}

/// The API Worker's form var is `true` or `false`: anything else stops it serving, as a bad
/// var does (every request a `500`), rather than show or hide the form by a guess.
#[test]
fn a_form_var_neither_true_nor_false_stops_the_worker() {
    if common::face() == "native" {
        return; // calendar-serve reads no such var: --subscriptions shows the form.
    }
    let server =
        common::Server::start_with(&common::fixture(), &[(calendar::NOTIFY_FORM_VAR, "yes")]);
    assert_eq!(server.get("/").status, 500);
}

/// No subscription answer carries `Access-Control-Allow-Origin` (so no script on another origin
/// reads an id or a token), and a creating `POST` another site's page sent is refused, by
/// `Sec-Fetch-Site`, else by `Origin`, before anything is read or counted; from this site (or
/// from no browser) it is taken (issue 50). Every method a path does not take is its `405`.
#[test]
fn a_cross_site_post_is_refused_and_no_answer_is_readable_by_another_origin() {
    let (discord_url, discord) = mock();
    let dir = common::scratch("subscriptions-cross-site");
    let (child, addr, _lines) = serving(
        &dir,
        &[&host_of(&discord_url)],
        &["--subscriptions-per-client", "2"],
    );
    let unshared = |response: &HttpResponse, what: &str| {
        assert_eq!(
            response.header("access-control-allow-origin"),
            None,
            "{what}: {:?}",
            response.headers
        );
        assert_eq!(
            response.header("access-control-expose-headers"),
            None,
            "{what}"
        );
        no_store(response);
    };
    let webhook = format!(
        "http://{}/api/webhooks/123/{WEBHOOK_TOKEN}",
        host_of(&discord_url)
    );
    let form = format!(
        "lang=en&url={}&category=operator",
        webhook.replace(':', "%3A").replace('/', "%2F")
    );
    let form_post = |headers: &[(&str, &str)]| {
        let length = form.len().to_string();
        let mut all = vec![
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Content-Length", length.as_str()),
        ];
        all.extend_from_slice(headers);
        common::send_with_body(&addr, "POST", "/notified", &all, form.as_bytes())
    };
    let own = format!("http://{addr}");

    // Another site's page: refused, whatever else the request says; nothing posted or counted.
    for headers in [
        vec![("Origin", "https://evil.example")],
        vec![("Sec-Fetch-Site", "cross-site")],
        vec![("Origin", "null")],
        vec![("Origin", own.as_str()), ("Sec-Fetch-Site", "cross-site")],
    ] {
        let refused = form_post(&headers);
        assert_eq!(refused.status, 403, "{headers:?}: {}", refused.text());
        assert_eq!(refused.json()["error"]["code"], "CROSS_SITE_REQUEST");
        unshared(&refused, "a refused form");
    }
    let json = discord_body(&discord_url);
    let length = json.len().to_string();
    let refused = common::send_with_body(
        &addr,
        "POST",
        PATH,
        &[
            ("Content-Type", "application/json"),
            ("Content-Length", &length),
            ("Origin", "https://evil.example"),
            ("Sec-Fetch-Site", "cross-site"),
        ],
        json.as_bytes(),
    );
    assert_eq!(refused.status, 403, "{}", refused.text());
    unshared(&refused, "a refused JSON post");
    assert!(
        discord.recv_timeout(Duration::from_secs(1)).is_err(),
        "a refused post reached the webhook"
    );

    // This site's page: taken (by `Sec-Fetch-Site`, then by `Origin` alone), and unreadable
    // elsewhere; so are the token's answers.
    let made = form_post(&[("Origin", &own), ("Sec-Fetch-Site", "same-origin")]);
    assert_eq!(made.status, 201, "{}", made.text());
    unshared(&made, "the form's 201");
    assert_eq!(collect(&discord, 1).len(), 1, "the confirmation");
    let html = made.text();
    let (id, token) = (
        element(&html, "notified-id").to_string(),
        element(&html, "notified-token").to_string(),
    );
    let made = form_post(&[("Origin", &own)]);
    assert_eq!(made.status, 201, "{}", made.text());
    unshared(&made, "the form's 201 by Origin");
    assert_eq!(collect(&discord, 1).len(), 1, "the second confirmation");
    // Two attempts counted (the refused ones were not): the third is the limit's.
    let limited = subscribe(&addr, &json);
    assert_eq!(limited.status, 429, "{}", limited.text());
    unshared(&limited, "the 429");
    let shown = with_token(&addr, "GET", &id, Some(&token));
    assert_eq!(shown.status, 200, "{}", shown.text());
    unshared(&shown, "the 200");
    let unknown = with_token(&addr, "GET", "sub_unknown", Some(&token));
    assert_eq!(unknown.status, 404);
    unshared(&unknown, "the 404");

    // Every method a path does not take, the CORS preflight and TRACE included: its 405.
    let one = format!("{PATH}/{id}");
    for (method, path, allow) in [
        ("OPTIONS", PATH, "POST"),
        ("TRACE", PATH, "POST"),
        ("GET", PATH, "POST"),
        ("OPTIONS", "/notified", "POST"),
        ("TRACE", "/notified", "POST"),
        ("PUT", "/notified", "POST"),
        ("OPTIONS", one.as_str(), "GET, DELETE"),
        ("TRACE", one.as_str(), "GET, DELETE"),
        ("PATCH", one.as_str(), "GET, DELETE"),
    ] {
        let response = common::send_to(
            &addr,
            method,
            path,
            &[
                ("Origin", "https://evil.example"),
                ("Access-Control-Request-Method", "POST"),
            ],
        );
        assert_eq!(response.status, 405, "{method} {path}: {}", response.text());
        assert_eq!(response.header("allow"), Some(allow), "{method} {path}");
        assert_eq!(response.json()["error"]["code"], "METHOD_NOT_ALLOWED");
        unshared(&response, &format!("{method} {path}"));
    }
    let deleted = with_token(&addr, "DELETE", &id, Some(&token));
    assert_eq!(deleted.status, 204);
    unshared(&deleted, "the 204");
    stop(child);
}

/// [`post`] with extra header lines.
fn post_with(addr: &str, body: &str, headers: &[(&str, &str)]) -> HttpResponse {
    let length = body.len().to_string();
    let mut all = vec![
        ("Content-Type", "application/json"),
        ("Content-Length", length.as_str()),
    ];
    all.extend_from_slice(headers);
    common::send_with_body(addr, "POST", PATH, &all, body.as_bytes())
}

/// `--allow-webhook-host localhost:A` allows that name on port A, and no other port of it: a
/// subscription to `localhost:B` (over https, as an inner service would be; over http) or to
/// `127.0.0.1:B` is refused and B is never connected to, while `localhost:A` is posted to.
#[test]
fn an_allowed_name_is_posted_to_on_its_port_only() {
    let (url, received) = mock();
    let port = host_of(&url).rsplit(':').next().unwrap().to_string();
    // B: a listener that only counts connections (an inner service on another port).
    let other = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    other.set_nonblocking(true).unwrap();
    let b = other.local_addr().unwrap().port();
    let allowed = format!("localhost:{port}");
    let dir = common::scratch("subscriptions-allowed-name");
    let (child, addr, _lines) = serving(&dir, &[&allowed], &["--subscriptions-per-client", "100"]);
    for refused in [
        format!("https://localhost:{b}/internal/admin?action=x"),
        format!("http://localhost:{b}/hook"),
        format!("https://127.0.0.1:{b}/hook"),
        format!("http://127.0.0.1:{b}/hook"),
    ] {
        let answer = subscribe(&addr, &format!(r#"{{"kind":"json","url":"{refused}"}}"#));
        assert_eq!(answer.status, 400, "{refused}: {}", answer.text());
        assert_eq!(
            answer.json()["error"]["code"],
            "WEBHOOK_NOT_ALLOWED",
            "{refused}: {}",
            answer.text()
        );
        assert!(!answer.text().contains(&b.to_string()), "{}", answer.text());
    }
    // A connection would be in B's queue by now: the answers came after any post.
    assert_eq!(
        other.accept().map(|_| ()).map_err(|e| e.kind()),
        Err(std::io::ErrorKind::WouldBlock),
        "port B was connected to"
    );
    let created = subscribe(
        &addr,
        &format!(r#"{{"kind":"json","url":"http://localhost:{port}/hook"}}"#),
    );
    assert_eq!(created.status, 201, "{}", created.text());
    assert_eq!(collect(&received, 1).len(), 1);
    stop(child);
}

/// `--max-subscriptions 2` and six creations at once, their confirmations held by the receiver
/// until the others are answered: exactly two are stored, the other four refused as full. The
/// cap is reserved before the confirmation (on the Worker face the cap is its D1 store's).
#[test]
fn the_cap_holds_for_creations_made_at_once() {
    const AT_ONCE: usize = 6;
    if common::face() == "worker" {
        return;
    }
    // The receiver takes a confirmation only once the test lets it (or after 20 s).
    let (release, gate) = std::sync::mpsc::channel::<()>();
    let (url, received) = mock_answering(move |_| {
        let _ = gate.recv_timeout(Duration::from_secs(20));
        NO_CONTENT.into()
    });
    let dir = common::scratch("subscriptions-cap");
    let (child, addr, _lines) = serving(
        &dir,
        &[&host_of(&url)],
        &[
            "--max-subscriptions",
            "2",
            "--subscriptions-per-client",
            "100",
        ],
    );
    let (answers, answered) = std::sync::mpsc::channel();
    for n in 0..AT_ONCE {
        let (addr, answers) = (addr.clone(), answers.clone());
        let body = format!(r#"{{"kind":"json","url":"{url}/{n}"}}"#);
        std::thread::spawn(move || answers.send(subscribe(&addr, &body)).unwrap());
    }
    // Those refused are answered while two confirmations wait (bounded: a server that let
    // them all through answers none until the receiver is let go).
    let mut statuses = Vec::new();
    while statuses.len() < AT_ONCE - 2 {
        match answered.recv_timeout(Duration::from_secs(8)) {
            Ok(answer) => {
                if answer.status == 503 {
                    assert_eq!(answer.json()["error"]["code"], "SUBSCRIPTIONS_FULL");
                }
                statuses.push(answer.status);
            }
            Err(_) => break,
        }
    }
    for _ in 0..AT_ONCE * 2 {
        let _ = release.send(());
    }
    while statuses.len() < AT_ONCE {
        statuses.push(
            answered
                .recv_timeout(Duration::from_secs(30))
                .unwrap()
                .status,
        );
    }
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 201, 503, 503, 503, 503]);
    assert_eq!(collect(&received, 2).len(), 2);
    assert!(received.try_recv().is_err(), "only two confirmations sent");
    stop(child);
    let (child, _addr, lines) = serving(&dir, &[], &[]);
    assert!(common::says(&lines, "2 stored", Duration::from_secs(10)));
    stop(child);
}

/// A key of the right form but not the store's stops the start, with a clear message and the
/// file as it was (bytes and time); the right key then opens it as before.
#[test]
fn a_key_that_opens_no_stored_subscription_stops_the_start() {
    if common::face() == "worker" {
        return; // The notifier Worker's key is a secret of its deploy.
    }
    let (url, _received) = mock();
    let dir = common::scratch("subscriptions-wrong-key");
    let (child, addr, _lines) = serving(&dir, &[&host_of(&url)], &[]);
    let created = subscribe(&addr, &format!(r#"{{"kind":"json","url":"{url}"}}"#));
    assert_eq!(created.status, 201, "{}", created.text());
    let (id, token) = (
        created.json()["id"].as_str().unwrap().to_string(),
        created.json()["token"].as_str().unwrap().to_string(),
    );
    stop(child);
    let db = dir.join("subscriptions.db");
    let (bytes, modified) = (
        std::fs::read(&db).unwrap(),
        std::fs::metadata(&db).unwrap().modified().unwrap(),
    );
    let wrong = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    let mut started = common::serve_command(
        &common::fixture(),
        &["--subscriptions", db.to_str().unwrap()],
        &[("CALENDAR_SUBSCRIPTIONS_KEY", wrong)],
    )
    .spawn()
    .unwrap();
    let lines = common::stderr_lines(&mut started);
    let exited = common::listening_or_exit(&mut started);
    // Stopped if it did start, so that the test ends either way.
    drop(Running(started));
    let status = exited.expect_err("it started under a key that opens nothing");
    assert!(!status.success());
    let said: Vec<String> = lines.iter().collect();
    assert!(
        said.iter()
            .any(|l| l.contains("CALENDAR_SUBSCRIPTIONS_KEY opens none of the 1 subscription(s)")),
        "{said:?}"
    );
    assert!(
        !said.iter().any(|l| l.contains(wrong) || l.contains(KEY)),
        "{said:?}"
    );
    assert_eq!(std::fs::read(&db).unwrap(), bytes, "the store was changed");
    assert_eq!(
        std::fs::metadata(&db).unwrap().modified().unwrap(),
        modified
    );
    let (child, addr, _lines) = serving(&dir, &[&host_of(&url)], &[]);
    let shown = with_token(&addr, "GET", &id, Some(&token));
    assert_eq!(shown.status, 200, "{}", shown.text());
    assert_eq!(shown.json()["subscription"]["state"], "active");
    stop(child);
}

/// `GET` and `DELETE` of a subscription count in the API's rate limit: the fourth of a limit of
/// three is `429`, whatever the id (on the Worker face they are the notifier's).
#[test]
fn reading_and_deleting_count_in_the_rate_limit() {
    if common::face() == "worker" {
        return;
    }
    let dir = common::scratch("subscriptions-read-limited");
    let (child, addr, _lines) = serving_with(
        &common::fixture(),
        NOW,
        &dir,
        &[],
        &[],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "3")],
    );
    for (method, id) in [("GET", "sub_a"), ("DELETE", "sub_b"), ("GET", "sub_c")] {
        let answer = with_token(&addr, method, id, Some("t0ken"));
        assert_eq!(answer.status, 404, "{method}: {}", answer.text());
    }
    let limited = with_token(&addr, "DELETE", "sub_a", Some("t0ken"));
    assert_eq!(limited.status, 429, "{}", limited.text());
    assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
    assert!(limited.header("retry-after").is_some());
    stop(child);
}

//! `calendar-serve` as a program: its flags, its log, its exit. (The API itself is tested on
//! both faces in `http.rs`; these are about the native binary alone.)
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use common::SERVE;

use std::io::{BufReader, Read};
use std::process::{Command, Stdio};

fn run_to_end(args: &[&str]) -> (Option<i32>, String) {
    let output = Command::new(SERVE)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_client_table_out_of_range_stops_it_with_the_range() {
    for bad in ["1", "63", "10000000"] {
        let output = Command::new(SERVE)
            .args(["--listen", "127.0.0.1:0"])
            .env("CALENDAR_API_RATE_LIMIT_CLIENTS", bad)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{bad}: {stderr}");
        assert!(
            stderr.contains(&format!(
                "error: CALENDAR_API_RATE_LIMIT_CLIENTS=\"{bad}\" is not an integer from 64 to 262144"
            )),
            "{stderr}"
        );
        assert!(!String::from_utf8_lossy(&output.stdout).contains("listening"));
    }
}

#[test]
fn a_dataset_is_revalidated_for_ids_images_and_colours() {
    type Edit = fn(&mut serde_json::Value);
    let cases: [(&str, Edit, &str); 3] = [
        (
            "http-image",
            |v| v["data"]["events"][0]["image"] = "http://example.com/a.png".into(),
            "field `image`: must be an absolute `https://` URL",
        ),
        (
            "css-colour",
            |v| v["data"]["events"][0]["color"] = "red;background:url(x)".into(),
            "field `color`: must be a `#rrggbb` colour",
        ),
        (
            "markup-id",
            |v| v["data"]["events"][0]["id"] = "<img src=x>".into(),
            "field `id`: must be 1 to 128 ASCII letters",
        ),
    ];
    for (name, edit, problem) in cases {
        let path = common::edited_fixture(name, edit);
        let (code, stderr) = run_to_end(&[
            "--listen",
            "127.0.0.1:0",
            "--dataset",
            path.to_str().unwrap(),
        ]);
        assert_eq!(code, Some(1), "{name}: {stderr}");
        assert!(stderr.contains(problem), "{name}: {stderr}");
    }
}

#[test]
fn a_bad_dataset_stops_it_with_the_file_and_the_problem() {
    let dir = std::env::temp_dir().join(format!("calendar-serve-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.json");
    let mut text = std::fs::read_to_string(common::fixture()).unwrap();
    // Renames the version `version-5` itself: its events now point nowhere.
    text = text.replacen(
        "\"versionKey\": \"version-5\"",
        "\"versionKey\": \"version-50\"",
        1,
    );
    std::fs::write(&broken, text).unwrap();
    let (code, stderr) = run_to_end(&[
        "--listen",
        "127.0.0.1:0",
        "--dataset",
        broken.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains(broken.to_str().unwrap()),
        "names the file: {stderr}"
    );
    assert!(
        stderr.contains("field `versionKey`: version `version-5` is not in the dataset"),
        "says the problem: {stderr}"
    );

    let missing = dir.join("missing.json");
    let (code, stderr) = run_to_end(&["--dataset", missing.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("cannot read dataset") && stderr.contains("missing.json"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_flags_are_refused_with_usage() {
    let (code, stderr) = run_to_end(&["--listen", "not-an-address"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--listen"), "{stderr}");
}

#[test]
fn version_names_the_program() {
    let output = Command::new(SERVE).arg("--version").output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("calendar-serve {}\n", env!("CARGO_PKG_VERSION"))
    );
}

/// Starts calendar-serve with piped stderr; returns the child, its address and its stderr.
fn start(
    extra: &[&str],
) -> (
    std::process::Child,
    String,
    BufReader<std::process::ChildStderr>,
) {
    let mut child = common::serve_command(
        &common::fixture(),
        extra,
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1")],
    )
    .spawn()
    .unwrap();
    let addr = common::listening_addr(&mut child, "calendar-serve");
    let stderr = BufReader::new(child.stderr.take().unwrap());
    (child, addr, stderr)
}

fn status_from(addr: &str, forwarded_for: &str) -> u16 {
    use std::io::Write;
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET /api/v1/events?version=1 HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: {forwarded_for}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    response[9..12].parse().unwrap()
}

#[test]
fn logs_each_request_and_stops_cleanly_on_sigterm() {
    let (mut child, addr, mut stderr) = start(&[]);
    assert_eq!(status_from(&addr, "203.0.113.1"), 200);
    // Without --client-ip-header the header is ignored: the peer (127.0.0.1) is the client.
    assert_eq!(status_from(&addr, "203.0.113.2"), 429);
    Command::new("kill")
        .arg(child.id().to_string())
        .status()
        .unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "exit after SIGTERM: {status:?}");
    let mut log = String::new();
    stderr.read_to_string(&mut log).unwrap();
    // `timestamp client method target status duration`, the client as the limiter keys it.
    let requests: Vec<Vec<&str>> = log
        .lines()
        .map(|l| l.split(' ').collect::<Vec<_>>())
        .filter(|fields| fields.get(2) == Some(&"GET"))
        .collect();
    assert_eq!(requests.len(), 2, "{log}");
    for (fields, status) in requests.iter().zip(["200", "429"]) {
        assert_eq!(fields.len(), 6, "{log}");
        assert!(calendar::time::parse(fields[0]).is_some(), "{log}");
        assert!(fields[0].ends_with('Z'), "{log}");
        assert_eq!(
            fields[1..5],
            ["127.0.0.1", "GET", "/api/v1/events?version=1", status]
        );
        assert!(
            fields[5].trim_end_matches("µs").parse::<u64>().is_ok(),
            "{log}"
        );
    }
    assert!(log.contains("calendar-serve: stopped"), "{log}");
}

#[test]
fn a_trusted_proxy_header_keys_the_rate_limit() {
    let (mut child, addr, _stderr) = start(&["--client-ip-header", "X-Forwarded-For"]);
    assert_eq!(status_from(&addr, "10.0.0.1, 203.0.113.1"), 200);
    assert_eq!(
        status_from(&addr, "203.0.113.2"),
        200,
        "another client, another window"
    );
    assert_eq!(
        status_from(&addr, "203.0.113.9, 203.0.113.1"),
        429,
        "the rightmost item is the client, whatever the caller prepends"
    );
    assert_eq!(
        status_from(&addr, "203.0.113.9, 203.0.113.1, not-an-ip"),
        200,
        "the proxy's item is not an address: the peer is the client, not an item further left"
    );
    assert_eq!(status_from(&addr, "garbage"), 429, "the peer's window");
    assert_eq!(status_from(&addr, "2001:db8:0:1::5"), 200);
    assert_eq!(
        status_from(&addr, "2001:db8:0:1:ffff::6"),
        429,
        "IPv6 is keyed by its /64"
    );
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn says_at_start_which_dataset_it_serves_and_how_old() {
    let (mut child, _addr, mut stderr) = start(&[]);
    child.kill().unwrap();
    child.wait().unwrap();
    let mut log = String::new();
    stderr.read_to_string(&mut log).unwrap();
    let fixture = common::fixture();
    let line = log
        .lines()
        .find(|l| l.starts_with("calendar-serve: dataset "))
        .unwrap_or_else(|| panic!("no dataset line: {log}"));
    assert_eq!(
        line,
        format!(
            "calendar-serve: dataset {} (generatedAt 2026-10-07T12:00:00+08:00), source.mode fallback, updatedAt null",
            fixture.display()
        )
    );
}

#[test]
fn a_version_less_dataset_is_refused() {
    let dir = std::env::temp_dir().join(format!("calendar-serve-empty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.json");
    let mut document: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(common::fixture()).unwrap()).unwrap();
    document["data"]["versions"] = serde_json::json!([]);
    document["data"]["events"] = serde_json::json!([]);
    document["meta"]["total"] = serde_json::json!(0);
    std::fs::write(&empty, document.to_string()).unwrap();
    let (code, stderr) = run_to_end(&[
        "--listen",
        "127.0.0.1:0",
        "--dataset",
        empty.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("`data.versions`: is empty"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_targets_file_stops_it_telling_where_never_a_url() {
    let dir = std::env::temp_dir().join(format!("calendar-serve-targets-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let hook = "https://discord.com/api/webhooks/1/tok3n-never-logged";
    for (name, text, expected) in [
        (
            "wrong-type.json",
            format!(r#"[{{"name":"a","kind":"onebot","url":"https://x.example","groupId":"{hook}"}}]"#),
            "line 1, column 120: target 1, `groupId`: a value of the wrong type, expected a whole number",
        ),
        (
            "unknown-field.json",
            format!(r#"[{{"name":"a","kind":"discord","url":"{hook}","{hook}":1}}]"#),
            "target 1: an unknown field",
        ),
        (
            "not-json.json",
            format!(r#"[{{"name":"a","kind":"discord","url":"{hook}" "#),
            "not valid JSON",
        ),
        (
            "backslash.json",
            r#"[{"name":"a","kind":"discord","url":"http://example.com\\@127.0.0.1/tok3n-never-logged","reminders":{"start":["PT1H"]}}]"#.to_string(),
            "target `a`: `url` is not an https URL",
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        let dataset = common::fixture();
        let (code, stderr) = run_to_end(&[
            "--listen",
            "127.0.0.1:0",
            "--dataset",
            dataset.to_str().unwrap(),
            "--notify",
            file.to_str().unwrap(),
        ]);
        assert_eq!(code, Some(1), "{name}: {stderr}");
        assert!(stderr.contains(file.to_str().unwrap()), "{stderr}");
        assert!(stderr.contains(expected), "{expected} not in {stderr}");
        for secret in ["tok3n", "discord.com", "example.com"] {
            assert!(!stderr.contains(secret), "{stderr}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--body-files DIR`: a body sent again goes out from a file made in DIR that has no name
/// there, byte for byte the same; a directory where no file can be made stops the start.
#[test]
fn body_files_are_made_without_a_name_and_a_directory_that_cannot_hold_them_is_refused() {
    let dir = std::env::temp_dir().join(format!("calendar-body-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // `/proc` names the directory by its real path.
    let dir = dir.canonicalize().unwrap();
    let mut child = common::serve_command(
        &common::fixture(),
        &[
            "--body-files",
            dir.to_str().unwrap(),
            // At a minute's start: the body stays the same for the whole test.
            "--now",
            "2026-08-20T04:00:00Z",
        ],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    )
    .spawn()
    .unwrap();
    let addr = common::listening_addr(&mut child, "calendar-serve");
    // The server's descriptors that are files of DIR.
    let in_dir = || -> Vec<String> {
        let fds = std::fs::read_dir(format!("/proc/{}/fd", child.id())).unwrap();
        fds.filter_map(|fd| std::fs::read_link(fd.ok()?.path()).ok())
            .map(|link| link.to_string_lossy().into_owned())
            .filter(|link| link.starts_with(dir.to_str().unwrap()))
            .collect()
    };
    let first = common::send_to(&addr, "GET", common::JSON, &[]);
    assert_eq!(first.status, 200);
    assert!(first.body.len() >= 16 * 1024, "a body sent from a file");
    // Its file is made on a blocking thread after the second send: asked for until it is there,
    // for at most 10 s.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while in_dir().is_empty() {
        assert!(
            std::time::Instant::now() < deadline,
            "no file made in the directory"
        );
        let again = common::send_to(&addr, "GET", common::JSON, &[]);
        assert_eq!(again.body, first.body);
    }
    let files = in_dir();
    assert!(files.iter().all(|f| f.ends_with("(deleted)")), "{files:?}");
    for _ in 0..3 {
        let from_file = common::send_to(&addr, "GET", common::JSON, &[]);
        assert_eq!(from_file.status, 200);
        assert_eq!(from_file.body, first.body, "the same bytes from the file");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "nothing named");
    child.kill().unwrap();
    child.wait().unwrap();
    std::fs::remove_dir(&dir).unwrap();

    let (code, stderr) = run_to_end(&[
        "--listen",
        "127.0.0.1:0",
        "--body-files",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("--body-files") && stderr.contains("cannot make a file there"),
        "{stderr}"
    );
}

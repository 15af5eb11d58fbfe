//! `validate`: every named check, each problem naming file, entry and field, all at once; and the
//! binary's exit codes.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers outside #[test] functions fail loudly on purpose"
)]

use std::path::Path;
use std::process::Command;

use calendar_generator::curated;
use calendar_io::publish;

const VERSIONS: &str = r#"[
  {"versionKey": "version-5", "versionNumber": "5", "title": "五", "startsAt": "2026-07-16T12:00:00+08:00", "endsAt": "2026-09-02T06:00:00+08:00", "activitiesComplete": true, "sources": ["test"]},
  {"versionKey": "version-6", "versionNumber": "6", "title": "六", "startsAt": "2026-09-02T12:00:00+08:00", "endsAt": null, "activitiesComplete": true, "sources": ["test"]}
]"#;

/// An event of version 5 with `fields`; it ends on 08-01 unless `fields` say something about its
/// end, and a pool's rate-up is 甲 unless `fields` name it or say why not.
fn event(fields: &str) -> String {
    let end_said = [
        "\"end\"",
        "endRule",
        "endUnknown",
        "estimatedEnd",
        "latestEnd",
        "permanent",
        "milestone",
    ]
    .iter()
    .any(|key| fields.contains(key));
    let end = if end_said {
        ""
    } else {
        r#""end": "2026-08-01T12:00:00+08:00", "#
    };
    let pool = fields.contains("\"operator\"") || fields.contains("\"arsenal\"");
    let featured = if pool && !fields.contains("featured") {
        r#""featured": "甲", "#
    } else {
        ""
    };
    format!(
        r#"{{"versionKey": "version-5", "category": "limited", "title": "「甲」", "start": "2026-07-16T12:00:00+08:00", "sources": ["test"], {end}{featured}{fields}}}"#
    )
}

/// Writes a data directory with `versions.json` and the given event files.
fn data(versions: &str, files: &[(&str, String)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("versions.json"), versions).unwrap();
    std::fs::create_dir(dir.path().join("events")).unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join("events").join(name), text).unwrap();
    }
    dir
}

/// Loads `dir` and compares the problems as `check file entry field` lines (file name only).
fn check(dir: &Path, expected: &[&str]) {
    let problems = match curated::load(dir) {
        Ok(_) => Vec::new(),
        Err(err) => err.problems().to_vec(),
    };
    let got: Vec<String> = problems
        .iter()
        .map(|p| {
            format!(
                "{} {} {} {}",
                p.check,
                p.file.file_name().unwrap().to_string_lossy(),
                p.entry.as_deref().unwrap_or("-"),
                p.field.as_deref().unwrap_or("-")
            )
        })
        .collect();
    assert_eq!(got, expected, "{problems:#?}");
}

#[test]
fn rules_estimates_and_sources_are_checked() {
    let a = format!(
        "[{}, {}, {}, {}, {}, {}, {}, {}, {}]",
        event(
            r#""id": "c1", "category": "operator", "poolType": "chartered", "end": "2026-08-09T11:59:00+08:00""#
        ),
        event(r#""id": "sp", "category": "operator", "poolType": "special""#),
        event(
            r#""id": "w", "category": "arsenal", "poolType": "issue", "endRule": {"kind": "afterCharteredHeadhuntings", "count": 0, "from": "sp"}"#
        ),
        event(
            r#""id": "both", "end": "2026-08-09T11:59:00+08:00", "endRule": {"kind": "versionEnd", "versionKey": "version-9"}"#
        ),
        event(
            r#""id": "self", "endRule": {"kind": "withEvent", "event": "self"}, "upstreamIds": ["c1"]"#
        ),
        event(
            r#""id": "unknown", "endUnknown": true, "end": "2026-08-09T11:59:00+08:00", "hourUnconfirmed": ["endsAt"]"#
        ),
        event(
            r#""id": "bound", "latestEnd": "2026-07-01T12:00:00+08:00", "hourUnconfirmed": ["end"]"#
        ),
        event(
            r#""id": "guess", "startEstimated": true, "estimatedEnd": "2026-08-01T12:00:00+08:00""#
        ),
        event(r#""id": "wrong-type", "category": "arsenal", "poolType": "chartered""#),
    );
    let unsourced = r#"[{"id": "bare", "versionKey": "version-5", "category": "limited", "title": "「乙」", "start": "2026-07-16T12:00:00+08:00"}]"#;
    let dir = data(VERSIONS, &[("a.json", a), ("b.json", unsourced.into())]);
    check(
        dir.path(),
        &[
            "ends a.json bound end",
            "ends b.json bare end",
            "sources b.json bare sources",
            "end-rules a.json w endRule",
            "end-rules a.json w endRule",
            "end-rules a.json both endRule",
            "end-rules a.json both endRule",
            "end-rules a.json self endRule",
            "pools a.json wrong-type poolType",
            "unknown-ends a.json unknown endUnknown",
            "unknown-ends a.json bound latestEnd",
            "unknown-ends a.json bound latestEnd",
            "unknown-ends a.json guess estimateNote",
            "unconfirmed-hours a.json unknown hourUnconfirmed",
            "unconfirmed-hours a.json bound hourUnconfirmed",
            "upstream-ids a.json self upstreamIds",
        ],
    );
}

#[test]
fn every_problem_is_reported_at_once() {
    let a = format!(
        "[{}, {}, {}, {}, {}]",
        event(r#""id": "dup", "end": "2026-07-16T12:00:00+08:00""#),
        event(r#""id": "lost", "versionKey": "version-9""#),
        event(r#""id": "overlay", "category": "update", "overlayFor": "nowhere""#),
        event(r##""id": "paint", "color": "#fff", "eventInk": "blue""##),
        event(r#""id": "pic", "image": "/banners/a.png""#),
    );
    let b = format!(
        "[{}, {}, {}, {}]",
        event(r#""id": "dup""#),
        event(r#""id": "pool", "category": "limited", "poolId": "p1", "poolKind": "standard""#),
        event(r#""id": "kind", "category": "operator", "poolKind": "standard""#),
        event(r#""id": "drawn", "permanent": true, "displayEnd": "2026-09-01T12:00:00+08:00""#),
    );
    let dir = data(VERSIONS, &[("a.json", a), ("b.json", b)]);
    check(
        dir.path(),
        &[
            "unique-ids b.json dup id",
            "known-versions a.json lost versionKey",
            "end-after-start a.json dup end",
            "display-ends b.json drawn displayEnd",
            "overlay-targets a.json overlay overlayFor",
            "colours a.json paint color",
            "colours a.json paint eventInk",
            "absolute-images a.json pic image",
            "pools b.json pool poolId",
            "pools b.json kind poolKind",
            "pools b.json kind poolType",
        ],
    );
}

#[test]
fn pools_name_their_type_and_rate_up_and_events_start_in_their_version() {
    let a = format!(
        "[{}, {}, {}, {}, {}, {}, {}, {}, {}, {}]",
        event(r#""id": "typed", "category": "operator", "poolType": "chartered""#),
        event(r#""id": "untyped", "category": "arsenal""#),
        event(
            r#""id": "several", "category": "operator", "poolType": "special", "featuredAbsent": "several""#
        ),
        event(
            r#""id": "unnamed", "category": "operator", "poolType": "chartered", "featured": null"#
        ),
        event(
            r#""id": "both", "category": "arsenal", "poolType": "issue", "featured": "乙", "featuredAbsent": "unannounced""#
        ),
        event(r#""id": "not-a-pool", "featured": "丙", "featuredAbsent": "several""#),
        event(r#""id": "early", "start": "2026-07-16T11:59:00+08:00""#),
        event(
            r#""id": "late", "start": "2026-09-02T06:00:00+08:00", "end": "2026-09-03T06:00:00+08:00""#
        ),
        event(
            r#""id": "open-version", "versionKey": "version-6", "start": "2027-01-01T12:00:00+08:00", "end": "2027-01-02T12:00:00+08:00""#
        ),
        event(r#""id": "point", "category": "update", "milestone": true"#),
    );
    let dir = data(VERSIONS, &[("a.json", a)]);
    check(
        dir.path(),
        &[
            "version-spans a.json early start",
            "version-spans a.json late start",
            "pools a.json untyped poolType",
            "pools a.json unnamed featured",
            "pools a.json both featuredAbsent",
            "pools a.json not-a-pool featured",
            "pools a.json not-a-pool featuredAbsent",
        ],
    );
    let err = curated::load(dir.path()).unwrap_err().to_string();
    for line in err.lines().skip(1) {
        assert!(line.ends_with(']'), "one line per problem: {line}");
    }
    assert!(
        err.contains("2026-07-16T11:59:00+08:00 is outside `version-5`"),
        "{err}"
    );
}

#[test]
fn an_impossible_date_is_named() {
    let a = format!(
        "[{}]",
        event(r#""id": "november", "end": "2026-11-31T12:00:00+08:00""#)
    );
    let dir = data(VERSIONS, &[("a.json", a)]);
    check(dir.path(), &["json a.json november end"]);
    let err = curated::load(dir.path()).unwrap_err().to_string();
    assert!(
        err.contains("the date 2026-11-31 does not exist: 2026-11 has 30 days"),
        "{err}"
    );
}

#[test]
fn parse_errors_name_the_line_entry_and_field() {
    let broken = "[\n  {\"id\": \"x\",\n  \"title\": }\n]".to_string();
    let unknown = format!(
        "[{}, {}]",
        event(r##""id": "typo", "colour": "#000000""##),
        event(r#""id": "cat", "category": "festival""#)
    );
    let bad_time = format!("[{}]", event(r#""id": "when", "end": "2026-07-20""#));
    let dir = data(
        VERSIONS,
        &[
            ("a.json", broken),
            ("b.json", unknown),
            ("c.json", bad_time),
        ],
    );
    check(
        dir.path(),
        &[
            "json a.json - -",
            "json b.json typo colour",
            "json b.json cat category",
            "json c.json when end",
        ],
    );
    let err = curated::load(dir.path()).unwrap_err().to_string();
    assert!(err.contains("invalid JSON at line 3, column"), "{err}");
    assert!(err.contains("unknown field `colour`"), "{err}");
}

#[test]
fn version_problems_name_the_version() {
    let versions = r#"[
      {"versionKey": "v5", "versionNumber": "5", "title": "", "startsAt": "2026-07-16T12:00:00+08:00", "activitiesComplete": true, "sources": ["test"]},
      {"versionKey": "version-6", "versionNumber": "7", "title": "六", "startsAt": "2026-09-02T12:00:00+08:00", "endsAt": "2026-09-01T12:00:00+08:00", "activitiesComplete": true, "sources": ["test"]},
      {"versionKey": "version-6", "versionNumber": "6", "title": "六", "startsAt": "2026-09-02T12:00:00+08:00", "activitiesComplete": true}
    ]"#;
    let dir = data(versions, &[]);
    check(
        dir.path(),
        &[
            "version-keys versions.json v5 versionKey",
            "version-keys versions.json v5 title",
            "version-keys versions.json version-6 versionNumber",
            "version-keys versions.json version-6 versionKey",
            "end-after-start versions.json version-6 endsAt",
            "sources versions.json version-6 sources",
        ],
    );
}

/// `generate --offline` on `data` fails and leaves its output directory empty, but for the
/// empty lock file of a run that got as far as taking it.
fn assert_generate_writes_nothing(data: &Path) {
    let out = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_calendar-generator"))
        .args(["generate", "--offline", "--data"])
        .arg(data)
        .arg("--out")
        .arg(out.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    for entry in std::fs::read_dir(out.path()).unwrap() {
        let entry = entry.unwrap();
        assert_eq!(entry.file_name(), publish::LOCK_FILE);
        assert_eq!(std::fs::read(entry.path()).unwrap(), b"");
    }
}

#[test]
fn the_binary_exits_non_zero_on_problems() {
    let bin = env!("CARGO_BIN_EXE_calendar-generator");
    let good = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data");
    let status = Command::new(bin)
        .args(["validate", "--data"])
        .arg(&good)
        .status()
        .unwrap();
    assert!(status.success());

    let dir = data(VERSIONS, &[("a.json", "not json".into())]);
    let output = Command::new(bin)
        .args(["validate", "--data"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("a.json: invalid JSON at line 1, column 2: expected ident"),
        "{stderr}"
    );

    // generate refuses to write anything from invalid data.
    assert_generate_writes_nothing(dir.path());
}

#[test]
fn an_empty_or_version_less_dataset_is_refused() {
    let bin = env!("CARGO_BIN_EXE_calendar-generator");
    let dir = data("[]", &[]);
    let output = Command::new(bin)
        .args(["validate", "--data"])
        .arg(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("`data.versions`: is empty: a dataset needs at least one version"),
        "{stderr}"
    );
    // generate writes nothing from it either.
    assert_generate_writes_nothing(dir.path());
}

#[test]
fn versions_open_in_the_order_of_their_numbers() {
    // Version 6's opening has the previous year; version 5.1 opens between 5 and 6; 10 after 9.
    let versions = r#"[
  {"versionKey": "version-5", "versionNumber": "5", "title": "五", "startsAt": "2026-07-16T12:00:00+08:00", "endsAt": "2026-09-02T06:00:00+08:00", "activitiesComplete": true, "sources": ["test"]},
  {"versionKey": "version-6", "versionNumber": "6", "title": "六", "startsAt": "2025-09-02T12:00:00+08:00", "activitiesComplete": true, "sources": ["test"]},
  {"versionKey": "version-5.1", "versionNumber": "5.1", "title": "五点一", "startsAt": "2026-08-01T12:00:00+08:00", "activitiesComplete": true, "sources": ["test"]},
  {"versionKey": "version-9", "versionNumber": "9", "title": "九", "startsAt": "2027-01-01T12:00:00+08:00", "activitiesComplete": true, "sources": ["test"]},
  {"versionKey": "version-10", "versionNumber": "10", "title": "十", "startsAt": "2027-02-01T12:00:00+08:00", "activitiesComplete": true, "sources": ["test"]}
]"#;
    let dir = data(versions, &[]);
    check(
        dir.path(),
        &["version-order versions.json version-6 startsAt"],
    );
}

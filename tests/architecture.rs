//! ARCHITECTURE.md stays a map that cannot drift: at most 300 lines, and every path it names
//! exists. A name in backticks that looks like a path (it has a `/` or a file extension) must be
//! a file or directory of the repository, or the end of one's path (`service/head.rs` for
//! `src/service/head.rs`, `refresh.yml` for `.github/workflows/refresh.yml`).

use std::fs;
use std::path::Path;

const MAP: &str = include_str!("../ARCHITECTURE.md");
const MOST_LINES: usize = 300;
const EXTENSIONS: [&str; 10] = [
    ".rs", ".md", ".toml", ".json", ".py", ".sh", ".mjs", ".yml", ".txt", ".lock",
];
/// Build output and dependencies, not the repository's own files.
const SKIPPED: [&str; 3] = ["target", "node_modules", ".git"];

/// The backticked words of `line`.
fn quoted(line: &str) -> impl Iterator<Item = &str> {
    line.split('`').skip(1).step_by(2)
}

fn looks_like_path(word: &str) -> bool {
    let plain = word
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c));
    let file_or_dir = word.contains('/') || EXTENSIONS.iter().any(|e| word.ends_with(e));
    plain && file_or_dir && !word.starts_with('/')
}

/// Every file and directory under `dir`, as paths relative to `base` with `/` between names.
fn walk(base: &Path, dir: &Path, into: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path
            .file_name()
            .is_some_and(|n| SKIPPED.iter().any(|s| n == *s))
        {
            continue;
        }
        if let Ok(relative) = path.strip_prefix(base) {
            into.push(relative.to_string_lossy().replace('\\', "/"));
        }
        if path.is_dir() {
            walk(base, &path, into);
        }
    }
}

fn names_one_of(word: &str, paths: &[String]) -> bool {
    let word = word.trim_end_matches('/');
    paths
        .iter()
        .any(|p| p == word || p.ends_with(&format!("/{word}")))
}

#[test]
fn the_map_is_short() {
    let lines = MAP.lines().count();
    assert!(lines <= MOST_LINES, "ARCHITECTURE.md has {lines} lines");
}

#[test]
fn every_path_the_map_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    walk(root, root, &mut paths);
    let missing: Vec<String> = MAP
        .lines()
        .enumerate()
        .flat_map(|(n, line)| quoted(line).map(move |word| (n + 1, word)))
        .filter(|(_, word)| looks_like_path(word) && !names_one_of(word, &paths))
        .map(|(n, word)| format!("line {n}: `{word}`"))
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names what is not there: {missing:#?}"
    );
}

#[test]
fn a_path_that_is_not_there_is_found_missing() {
    let paths = ["src/service/head.rs".to_string(), "src/service".to_string()];
    assert!(names_one_of("service/head.rs", &paths));
    assert!(names_one_of("src/service/", &paths));
    assert!(!names_one_of("ead.rs", &paths));
    assert!(!names_one_of("src/service/no_such_file.rs", &paths));
    assert!(looks_like_path("no_such_file.rs"));
    assert!(!looks_like_path("/api/v1/changes"));
    assert!(!looks_like_path("Service::handle"));
}

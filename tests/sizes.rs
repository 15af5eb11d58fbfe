//! No non-test Rust file of the house is over [`MAX_LINES`] lines of code (STYLE.md, "Layout";
//! ARCHITECTURE.md): a file that grows past it does several jobs and is split along them.
//!
//! Lines of code: the lines up to the file's first `#[cfg(test)]`, without blank lines and
//! `//` comment lines (doc comments included). Test files (`tests.rs`, `tests_*.rs`,
//! `*_tests.rs`) are not counted.
#![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

use std::fs;
use std::path::{Path, PathBuf};

/// The most lines of code a file may have.
const MAX_LINES: usize = 400;

/// The source folders of the workspace's packages, from the repository's root.
const SOURCES: [&str; 5] = ["src", "generator/src", "edge/src", "notifier/src", "io/src"];

#[test]
fn no_file_is_over_the_limit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut over = Vec::new();
    for source in SOURCES {
        for file in rust_files(&root.join(source)) {
            let lines = lines_of_code(&fs::read_to_string(&file).unwrap());
            if lines > MAX_LINES {
                let name = file.strip_prefix(root).unwrap().to_string_lossy();
                over.push(format!("{}: {lines}", name.replace('\\', "/")));
            }
        }
    }
    assert!(over.is_empty(), "over {MAX_LINES} lines of code: {over:#?}");
}

#[test]
fn the_count_leaves_out_blanks_comments_and_tests() {
    let text = "//! A module.\n\nuse a;\n    // a comment\n/// A doc.\nfn f() {}\n\n#[cfg(test)]\nmod tests {\n    fn g() {}\n}\n";
    assert_eq!(lines_of_code(text), 2);
    assert_eq!(lines_of_code("fn f() {}\n"), 1);
    assert!(is_test_file(Path::new("a/tests.rs")));
    assert!(is_test_file(Path::new("a/tests_ends.rs")));
    assert!(is_test_file(Path::new("a/chat_tests.rs")));
    assert!(!is_test_file(Path::new("a/testsuite.rs")) && !is_test_file(Path::new("a/mod.rs")));
}

fn lines_of_code(text: &str) -> usize {
    text.lines()
        .take_while(|line| !line.starts_with("#[cfg(test)]"))
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .count()
}

fn is_test_file(path: &Path) -> bool {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    stem == "tests" || stem.starts_with("tests_") || stem.ends_with("_tests")
}

/// Every non-test `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") && !is_test_file(&path) {
                files.push(path);
            }
        }
    }
    files
}

//! Copying a directory tree: one file for the generator's tests (`common/mod.rs`) and the
//! black-box suite's (`edge/tests/common/mod.rs`, by `#[path]`).
#![allow(
    clippy::unwrap_used,
    reason = "test helper: a failure here is a failed test"
)]

use std::path::Path;

/// Copies a directory tree.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

//! Chooses the dataset embedded in the binary: `CALENDAR_DATASET` if set, else `dist/events.json`.

use std::path::PathBuf;

fn main() {
    println!("cargo::rerun-if-env-changed=CALENDAR_DATASET");
    let manifest_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let file = match std::env::var_os("CALENDAR_DATASET") {
        // Relative paths are read from the workspace root, where `cargo` is usually run.
        Some(path) => manifest_dir.join("..").join(path),
        None => manifest_dir.join("../dist/events.json"),
    };
    if !file.is_file() {
        println!(
            "cargo::error=dataset {} not found: run `cargo run -p calendar-generator -- generate --offline` or set CALENDAR_DATASET",
            file.display()
        );
        return;
    }
    println!("cargo::rerun-if-changed={}", file.display());
    println!("cargo::rustc-env=CALENDAR_DATASET_FILE={}", file.display());
}

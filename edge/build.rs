//! Chooses the dataset embedded in the binary: `CALENDAR_DATASET` if set, else `dist/events.json`;
//! and the history of changes beside it: `CALENDAR_CHANGES` if set, else `changes.json` in the
//! dataset's directory, else an empty history.
//!
//! It also loads and validates the dataset here, with the library's own loader, and bakes it into
//! Rust statics (`calendar::__baked`): the Worker's isolate then starts without parsing JSON, and
//! an invalid dataset fails the build instead of every request. Native builds bake it too (the
//! server parses the file it serves at start), so that a native test can check the baked form
//! answers exactly like the loaded one; and they validate and bake the history the same way
//! (`calendar::__baked::write_history_rust`).
//!
//! And it takes the fingerprint of every file a build may leave out (`calendar::files`: the
//! locales' words, openapi.json), which the API Worker checks the file it reads from its static
//! assets against (`src/worker/assets.rs`).

use std::path::PathBuf;

fn main() {
    println!("cargo::rerun-if-env-changed=CALENDAR_DATASET");
    let manifest_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    file_fingerprints(&manifest_dir);
    let file = match std::env::var_os("CALENDAR_DATASET") {
        // Relative paths are read from the workspace root, where `cargo` is usually run.
        Some(path) => manifest_dir.join("..").join(path),
        None => manifest_dir
            .join("..")
            .join(calendar::dist::DIR)
            .join(calendar::dist::EVENTS),
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
    let Some(changes) = changes_file(&manifest_dir, &file) else {
        return;
    };

    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(err) => {
            println!("cargo::error=cannot read dataset {}: {err}", file.display());
            return;
        }
    };
    let dataset = match calendar::Dataset::from_json(&text) {
        Ok(dataset) => dataset,
        Err(err) => {
            println!("cargo::error=invalid dataset {}: {err}", file.display());
            return;
        }
    };
    let out =
        PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default()).join("baked_dataset.rs");
    if let Err(err) = std::fs::write(&out, calendar::__baked::write_rust(&dataset)) {
        println!("cargo::error=cannot write {}: {err}", out.display());
    }
    // The Worker makes the history on its first changes request: validate it now, so that an
    // invalid one fails the build instead.
    // Baked like the dataset: the Worker then links no reader of the history's JSON.
    match std::fs::read_to_string(&changes).map(|t| calendar::changes::Changes::from_json(&t)) {
        Ok(Ok(history)) => {
            let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default())
                .join("baked_changes.rs");
            if let Err(err) = std::fs::write(&out, calendar::__baked::write_history_rust(&history))
            {
                println!("cargo::error=cannot write {}: {err}", out.display());
            }
        }
        Ok(Err(err)) => println!("cargo::error=invalid changes {}: {err}", changes.display()),
        Err(err) => println!(
            "cargo::error=cannot read changes {}: {err}",
            changes.display()
        ),
    }
}

/// The history to embed, announced to the crate as `CALENDAR_CHANGES_FILE`; an empty one
/// written to `OUT_DIR` when there is none.
fn changes_file(manifest_dir: &std::path::Path, dataset: &std::path::Path) -> Option<PathBuf> {
    println!("cargo::rerun-if-env-changed=CALENDAR_CHANGES");
    let file = match std::env::var_os("CALENDAR_CHANGES") {
        Some(path) => manifest_dir.join("..").join(path),
        None => calendar::dist::history_beside(dataset),
    };
    // A directory is watched as a whole, so a history that appears later is noticed too.
    match file.parent() {
        Some(dir) if !file.is_file() => println!("cargo::rerun-if-changed={}", dir.display()),
        _ => println!("cargo::rerun-if-changed={}", file.display()),
    }
    let file = if file.is_file() {
        file
    } else {
        let empty =
            PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default()).join("changes.json");
        if let Err(err) = std::fs::write(&empty, "{\"apiVersion\": \"1\", \"changes\": []}\n") {
            println!("cargo::error=cannot write {}: {err}", empty.display());
            return None;
        }
        empty
    };
    println!("cargo::rustc-env=CALENDAR_CHANGES_FILE={}", file.display());
    Some(file)
}

/// Writes `files.rs`: each file a build may leave out (`calendar::files::File`) with the
/// fingerprint of its text, in `File::ALL`'s order.
fn file_fingerprints(manifest_dir: &std::path::Path) {
    use calendar::files::File;
    let mut rust = String::from("[\n");
    for file in File::ALL {
        let path = manifest_dir.join("..").join(file.path());
        println!("cargo::rerun-if-changed={}", path.display());
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(err) => {
                println!("cargo::error=cannot read {}: {err}", path.display());
                return;
            }
        };
        let print = calendar::files::Fingerprint::of(&text);
        let file = match file {
            File::Locale(locale) => format!("Locale(calendar::lang::Locale::{locale:?})"),
            File::OpenApi => "OpenApi".to_string(),
        };
        rust.push_str(&format!(
            "    (calendar::files::File::{file}, calendar::files::Fingerprint {{ len: {}, hash: {:#x} }}),\n",
            print.len, print.hash
        ));
    }
    rust.push(']');
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default()).join("files.rs");
    if let Err(err) = std::fs::write(&out, rust) {
        println!("cargo::error=cannot write {}: {err}", out.display());
    }
}

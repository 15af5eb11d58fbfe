//! Writes the locales' words the binary embeds (`src/files.rs`) without their comment lines:
//! `locales/<tag>.ftl` → `$OUT_DIR/locales/<tag>.ftl`. A line that starts with `#` is a comment
//! to the catalog's reader (`src/catalog/syntax.rs`, as in Project Fluent) and to translators,
//! never a word anyone is told, so the binary need not carry it; every other line is kept as it
//! is. `src/catalog/tests.rs` checks that each embedded file reads as the same entries as the
//! file itself. The files a face hands in (`files::provide`) are read whole and keep theirs.

use std::path::PathBuf;

fn main() {
    let manifest_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default()).join("locales");
    let locales = manifest_dir.join("locales");
    println!("cargo::rerun-if-changed={}", locales.display());
    if let Err(err) = std::fs::create_dir_all(&out) {
        println!("cargo::error=cannot create {}: {err}", out.display());
        return;
    }
    let entries = match std::fs::read_dir(&locales) {
        Ok(entries) => entries,
        Err(err) => {
            println!("cargo::error=cannot read {}: {err}", locales.display());
            return;
        }
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        println!("cargo::rerun-if-changed={}", path.display());
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(err) => {
                println!("cargo::error=cannot read {}: {err}", path.display());
                return;
            }
        };
        let words: String = text
            .split_inclusive('\n')
            .filter(|line| !line.starts_with('#'))
            .collect();
        let target = out.join(entry.file_name());
        if let Err(err) = std::fs::write(&target, words) {
            println!("cargo::error=cannot write {}: {err}", target.display());
            return;
        }
    }
}

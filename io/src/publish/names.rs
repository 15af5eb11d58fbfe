//! The names of a run's temporary files beside their targets, and their inverse:
//! `.{name}.{pid}-{16 hex digits}.tmp` (the new bytes, before the rename) and `.old` (the old
//! file, kept under a second name until every rename succeeded). The random part makes a name
//! exclusive to one attempt: no two runs, nor a run and a killed one with the same pid, share
//! one, and the files are created only where no file is ([`exclusive`]). The pattern lets the
//! next run recognise what a killed run left ([`is_temporary`]).

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Random names tried before giving up on finding a free one (a collision of 64 random bits
/// is already unheard of).
const ATTEMPTS: usize = 4;

/// What a temporary file holds.
#[derive(Debug, Clone, Copy)]
pub(super) enum Kind {
    /// The new bytes of a file, before the rename.
    New,
    /// The old file, kept until every rename succeeded.
    Old,
}

impl Kind {
    fn suffix(self) -> &'static str {
        match self {
            Kind::New => ".tmp",
            Kind::Old => ".old",
        }
    }
}

/// Runs `create` on fresh temporary names for `name` in `dir` until one is free: `create` must
/// fail with `AlreadyExists` rather than replace a file (`create_new`, `hard_link`).
pub(super) fn exclusive<T>(
    dir: &Path,
    name: &str,
    kind: Kind,
    mut create: impl FnMut(&Path) -> std::io::Result<T>,
) -> Result<(PathBuf, T), (PathBuf, std::io::Error)> {
    let mut attempt = 0;
    loop {
        attempt += 1;
        let path = dir.join(format!(
            ".{name}.{}-{:016x}{}",
            std::process::id(),
            random(),
            kind.suffix()
        ));
        match create(&path) {
            Ok(value) => return Ok((path, value)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < ATTEMPTS => {}
            Err(e) => return Err((path, e)),
        }
    }
}

/// 64 random bits: std's per-process random hash keys (they change with every `RandomState`),
/// over a counter and the clock.
fn random() -> u64 {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    hasher.write_u128(nanos);
    hasher.finish()
}

/// Whether `file_name` is a temporary file of one of `names`: this module's pattern, or the
/// `.{name}.{pid}.tmp` / `.old` that versions before it left.
pub(super) fn is_temporary(file_name: &str, names: &[&str]) -> bool {
    let Some(rest) = file_name.strip_prefix('.') else {
        return false;
    };
    let Some(rest) = [Kind::New, Kind::Old]
        .iter()
        .find_map(|kind| rest.strip_suffix(kind.suffix()))
    else {
        return false;
    };
    names.iter().any(|name| {
        rest.strip_prefix(name)
            .and_then(|tail| tail.strip_prefix('.'))
            .is_some_and(is_token)
    })
}

/// `{pid}-{16 hex digits}`, or a bare `{pid}`.
fn is_token(token: &str) -> bool {
    let (pid, random) = match token.split_once('-') {
        Some((pid, random)) => (pid, Some(random)),
        None => (token, None),
    };
    let digits = !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
    digits
        && random.is_none_or(|r| {
            r.len() == 16 && r.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests fail loudly on purpose")]

    use super::*;

    #[test]
    fn names_are_fresh_and_recognised_and_nothing_else_is() {
        let dir = Path::new("/out");
        let name = |kind| exclusive(dir, "events.json", kind, |_| Ok(())).unwrap().0;
        let (a, b) = (name(Kind::New), name(Kind::New));
        assert_ne!(a, b);
        let names = ["events.json", "changes.json"];
        for path in [a, b, name(Kind::Old)] {
            let file = path.file_name().unwrap().to_str().unwrap();
            assert!(file.starts_with(&format!(".events.json.{}-", std::process::id())));
            assert!(is_temporary(file, &names), "{file}");
        }
        for ours in [".changes.json.123.tmp", ".events.json.9.old"] {
            assert!(is_temporary(ours, &names), "{ours}");
        }
        for other in [
            ".calendar-generator.lock",
            "events.json",
            ".events.json.tmp",
            ".events.json.12a.tmp",
            ".events.json.1-0123456789ABCDEF.tmp",
            ".events.json.1-0123.tmp",
            ".notes.json.1.tmp",
            "events.json.1.tmp",
            ".events.json.1.bak",
        ] {
            assert!(!is_temporary(other, &names), "{other}");
        }
    }

    #[test]
    fn a_taken_name_is_never_replaced_and_another_is_tried() {
        let dir = tempfile::tempdir().unwrap();
        let mut tried = Vec::new();
        let (path, ()) = exclusive(dir.path(), "events.json", Kind::New, |path| {
            tried.push(path.to_path_buf());
            if tried.len() < 3 {
                Err(std::io::ErrorKind::AlreadyExists.into())
            } else {
                Ok(())
            }
        })
        .unwrap();
        assert_eq!(tried.len(), 3);
        assert_eq!(tried.last(), Some(&path));
        let err = exclusive(dir.path(), "events.json", Kind::New, |_| {
            Err::<(), _>(std::io::ErrorKind::AlreadyExists.into())
        })
        .unwrap_err();
        assert_eq!(err.1.kind(), std::io::ErrorKind::AlreadyExists);
    }
}

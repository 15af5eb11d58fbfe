//! `dist/bulletin.json`: every notice that gave a fact, kept after it leaves the official list,
//! so that the next run, `--offline` and a fresh clone rebuild the same dataset. Written only
//! when the kept set changes; an answer without notices, an error or an outage changes nothing.

use std::path::Path;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::bulletin::{Listed, Notice};
use crate::plausible;
use crate::upstream::sanitize;
use calendar::time::rfc3339_opt;
use serde_json::Value;

pub const FILE_NAME: &str = calendar::dist::BULLETIN;
/// The format of the file; a file of another format is refused.
pub const FORMAT: u32 = 1;
/// Notices kept at most: the oldest (by publication) are dropped first.
pub const MAX_KEPT: usize = 2000;

/// The file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BulletinFile {
    pub about: String,
    pub format: u32,
    /// The `updatedAt` of the newest list read.
    #[serde(with = "rfc3339_opt")]
    pub updated_at: Option<DateTime<Utc>>,
    /// By server, publication time, then cid.
    pub notices: Vec<Notice>,
}

impl Default for BulletinFile {
    fn default() -> BulletinFile {
        BulletinFile {
            about: "Official bulletin notices that gave facts to the calendar, as sanitised text, kept after they leave the game's list (written by calendar-generator).".into(),
            format: FORMAT,
            updated_at: None,
            notices: Vec::new(),
        }
    }
}

#[derive(Debug, Error)]
pub enum KeptBulletinError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not a bulletin store of format {FORMAT}: {message}")]
    Invalid { path: String, message: String },
}

/// The stored notices, or `None` when there is no file, and a line naming the stored
/// `updatedAt` when it is ignored. An unreadable or invalid file is an error: a run must not
/// replace it with less. `updatedAt` is no fact but the lists' age: one that cannot be true at
/// `now` ([`plausible::updated_at`]), or that is no timestamp the files can hold (a year past
/// 9999 an older run kept), is ignored, so it neither sticks nor fails a run.
pub fn read(
    dir: &Path,
    now: DateTime<Utc>,
) -> Result<(Option<BulletinFile>, Option<String>), KeptBulletinError> {
    let path = dir.join(FILE_NAME);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok((None, None)),
        Err(source) => {
            return Err(KeptBulletinError::Io {
                path: path.display().to_string(),
                source,
            });
        }
    };
    let invalid = |message: String| KeptBulletinError::Invalid {
        path: path.display().to_string(),
        message,
    };
    let mut value: Value = serde_json::from_str(&text).map_err(|e| invalid(e.to_string()))?;
    let raw = value.get_mut("updatedAt").map(Value::take);
    let mut stored: BulletinFile =
        serde_json::from_value(value).map_err(|e| invalid(e.to_string()))?;
    if stored.format != FORMAT {
        return Err(invalid(format!("format {}", stored.format)));
    }
    let updated_at = match raw {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => match calendar::time::parse(&text) {
            Some(at) => plausible::updated_at(at, now).map(Some),
            None => Err(format!("`{}` is not a timestamp", sanitize::for_log(&text))),
        },
        Some(other) => Err(format!(
            "{} is not a timestamp",
            sanitize::for_log(&other.to_string())
        )),
    };
    let ignored = match updated_at {
        Ok(at) => {
            stored.updated_at = at;
            None
        }
        Err(why) => Some(format!("{FILE_NAME}: the kept `updatedAt` {why}: ignored")),
    };
    Ok((Some(stored), ignored))
}

/// The stored notices with a fresh list's: a fresh notice replaces a stored one with the same
/// server, cid and publication time; only notices that say something are kept.
pub fn combine(stored: Option<BulletinFile>, fresh: Option<&Listed>) -> BulletinFile {
    let mut out = stored.unwrap_or_default();
    if let Some(listed) = fresh {
        for notice in &listed.notices {
            if !crate::bulletin::says_something(notice) {
                continue;
            }
            out.notices.retain(|kept| {
                (kept.server.as_str(), kept.cid.as_str(), kept.published_at)
                    != (
                        notice.server.as_str(),
                        notice.cid.as_str(),
                        notice.published_at,
                    )
            });
            out.notices.push(notice.clone());
        }
        if listed.updated_at > out.updated_at {
            out.updated_at = listed.updated_at;
        }
    }
    out.notices.sort_by(|a, b| {
        (a.server.as_str(), a.published_at, a.cid.as_str()).cmp(&(
            b.server.as_str(),
            b.published_at,
            b.cid.as_str(),
        ))
    });
    if out.notices.len() > MAX_KEPT {
        out.notices
            .sort_by_key(|n| std::cmp::Reverse(n.published_at));
        out.notices.truncate(MAX_KEPT);
        out.notices.sort_by(|a, b| {
            (a.server.as_str(), a.published_at, a.cid.as_str()).cmp(&(
                b.server.as_str(),
                b.published_at,
                b.cid.as_str(),
            ))
        });
    }
    out
}

/// The file's text: pretty JSON with a final newline, read back before it is used: it parses as
/// the same notices, so no run writes what the next could not read (a year past 9999, say).
pub fn render(stored: &BulletinFile) -> Result<String, serde_json::Error> {
    let text = calendar_io::publish::json_text(stored)?;
    if serde_json::from_str::<BulletinFile>(&text)? != *stored {
        return Err(serde::de::Error::custom(
            "did not read back as what was written",
        ));
    }
    Ok(text)
}

//! The history baked into Rust statics at build time, as the dataset is (`dataset/baked/`):
//! `edge/build.rs` loads and validates the history with [`Changes::from_json`] and writes
//! [`write_rust`]'s output; the Worker makes its [`History`] from it ([`history`]) on the first
//! changes request and validates it with [`Changes::from_history`], as a loaded one. The Worker
//! then links no reader of the history's types.

use std::fmt::Write;

use super::{Change, ChangeKind, Changes, History, State, Subject};
use crate::dataset::baked::typed::{
    self, Instant, ROOT, instant, instant_opt, parts, variant, variants,
};
use crate::v1::{Category, TimeField};

/// A [`History`] with static parts.
#[derive(Debug)]
pub struct BakedHistory {
    pub api_version: &'static str,
    pub changes: &'static [BakedChange],
}

/// A [`Change`] with static parts; `notices` as `(server, cid)`.
#[derive(Debug)]
pub struct BakedChange {
    pub id: &'static str,
    pub at: Instant,
    pub kind: ChangeKind,
    pub subject: Subject,
    pub key: &'static str,
    pub version_key: &'static str,
    pub category: Option<Category>,
    pub title: &'static str,
    pub fields: &'static [&'static str],
    pub before: Option<BakedState>,
    pub after: Option<BakedState>,
    pub notices: &'static [(&'static str, &'static str)],
}

/// A [`State`] with static parts.
#[derive(Debug)]
pub struct BakedState {
    pub title: &'static str,
    pub start: Instant,
    pub end: Option<Instant>,
    pub pool_id: Option<&'static str>,
    pub end_label: Option<&'static str>,
    pub hour_unconfirmed: &'static [TimeField],
    pub estimated: &'static [TimeField],
}

fn state(s: &BakedState) -> Option<State> {
    Some(State {
        title: s.title.to_string(),
        start: instant("", s.start).ok()?,
        end: instant_opt("", s.end).ok()?,
        pool_id: s.pool_id.map(str::to_string),
        end_label: s.end_label.map(str::to_string),
        hour_unconfirmed: s.hour_unconfirmed.to_vec(),
        estimated: s.estimated.to_vec(),
    })
}

/// The history `baked` was written from; `None` if an instant in it is not one.
pub(crate) fn history(baked: &BakedHistory) -> Option<History> {
    let side = |s: &Option<BakedState>| s.as_ref().map(state).map_or(Some(None), |s| s.map(Some));
    let changes = baked
        .changes
        .iter()
        .map(|c| {
            Some(Change {
                id: c.id.to_string(),
                at: instant("", c.at).ok()?,
                kind: c.kind,
                subject: c.subject,
                key: c.key.to_string(),
                version_key: c.version_key.to_string(),
                category: c.category,
                title: c.title.to_string(),
                fields: c.fields.iter().map(|f| (*f).to_string()).collect(),
                before: side(&c.before)?,
                after: side(&c.after)?,
                notices: typed::notices(c.notices),
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(History {
        api_version: baked.api_version.to_string(),
        changes,
    })
}

/// The generated code's path of this module's parent.
const CHANGES: &str = "calendar::changes";

fn write_state(out: &mut String, s: &Option<State>) {
    let Some(s) = s else {
        out.push_str("None");
        return;
    };
    let _ = write!(
        out,
        "Some({ROOT}::BakedState {{ title: {:?}, start: {:?}, end: {:?}, pool_id: {:?}, \
         end_label: {:?}, hour_unconfirmed: {}, estimated: {} }})",
        s.title,
        parts(s.start),
        s.end.map(parts),
        s.pool_id.as_deref(),
        s.end_label.as_deref(),
        variants("TimeField", &s.hour_unconfirmed),
        variants("TimeField", &s.estimated),
    );
}

/// Writes `changes`' history as a Rust expression of type [`BakedHistory`] (for `include!`).
pub fn write_rust(changes: &Changes) -> String {
    let history = changes.history();
    let mut out = format!(
        "{ROOT}::BakedHistory {{\n    api_version: {:?},\n    changes: &[\n",
        history.api_version
    );
    for c in &history.changes {
        let notices = typed::write_notices(&c.notices);
        let _ = write!(
            out,
            "        {ROOT}::BakedChange {{ id: {:?}, at: {:?}, kind: {CHANGES}::ChangeKind::{:?}, \
             subject: {CHANGES}::Subject::{:?}, key: {:?}, version_key: {:?}, category: {}, \
             title: {:?}, fields: &{:?}, before: ",
            c.id,
            parts(c.at),
            c.kind,
            c.subject,
            c.key,
            c.version_key,
            variant("Category", c.category),
            c.title,
            c.fields,
        );
        write_state(&mut out, &c.before);
        out.push_str(", after: ");
        write_state(&mut out, &c.after);
        let _ = writeln!(out, ", notices: {notices} }},");
    }
    out.push_str("    ],\n}\n");
    out
}

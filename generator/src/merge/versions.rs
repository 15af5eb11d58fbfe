//! Versions: curated values win; the upstream adds versions the curated data lacks and, to
//! curated ones, only what they lack (`revision`, `sourceMeta` keys). The upstream's
//! `activeVersionKey` is never read: the library computes the active version at request time.

use std::collections::{BTreeMap, BTreeSet};

use calendar::v1;
use chrono::{DateTime, Utc};
use serde_json::Value;

use crate::curated::{Curated, CuratedVersion};
use crate::upstream::UpstreamVersion;

/// A curated version as published: `sourceMeta` carries its English name and which of its hours
/// no source confirms.
pub fn from_curated(v: &CuratedVersion) -> v1::Version {
    let mut source_meta = serde_json::Map::new();
    if let Some(name) = &v.title_en {
        source_meta.insert("nameEn".into(), Value::String(name.clone()));
    }
    if !v.hour_unconfirmed.is_empty() {
        // Written by serde, as every wire name of a time field.
        let fields = serde_json::to_value(&v.hour_unconfirmed).unwrap_or_default();
        source_meta.insert(v1::Version::HOUR_UNCONFIRMED.into(), fields);
    }
    if !v.notices.is_empty() {
        // The official notices that state this version's facts, as events name theirs.
        let notices = serde_json::to_value(&v.notices).unwrap_or(Value::Null);
        source_meta.insert("notices".into(), notices);
    }
    v1::Version {
        version_key: v.version_key.clone(),
        version_number: v.version_number.clone(),
        revision: None,
        title: v.title.clone(),
        starts_at: v.starts_at,
        ends_at: v.ends_at,
        activities_complete: v.activities_complete,
        title_en: v.title_en.clone(),
        title_zh: None,
        names: Default::default(),
        named: None,
        source_meta,
    }
}

/// The curated versions alone.
pub fn builtin(curated: &Curated) -> Vec<v1::Version> {
    curated.versions.iter().map(from_curated).collect()
}

/// Curated versions with the upstream's additions, then the upstream's new versions; in key
/// order (the library sorts by start).
pub fn merge(
    curated: &Curated,
    upstream: &[UpstreamVersion],
    log: &mut Vec<String>,
) -> Vec<v1::Version> {
    let mut versions: BTreeMap<String, v1::Version> = builtin(curated)
        .into_iter()
        .map(|v| (v.version_key.clone(), v))
        .collect();
    let mut seen = BTreeSet::new();
    for up in upstream {
        if !seen.insert(up.key.as_str()) {
            log.push(format!(
                "upstream version `{}` appears twice; the first is used",
                up.key
            ));
            continue;
        }
        match versions.get_mut(&up.key) {
            Some(version) => {
                // Curated wins field by field; the upstream fills what it lacks.
                version.revision = version.revision.or(up.revision);
                let mut meta = up.source_meta.clone();
                meta.extend(std::mem::take(&mut version.source_meta));
                version.source_meta = meta;
                if version.starts_at != up.starts_at || version.ends_at != up.ends_at {
                    log.push(format!(
                        "upstream `{}` has other times than the curated data; curated kept",
                        up.key
                    ));
                }
            }
            None => {
                let number = up.number.clone().unwrap_or_else(|| {
                    up.key
                        .strip_prefix("version-")
                        .unwrap_or(&up.key)
                        .to_string()
                });
                log.push(format!("upstream version `{}` is new; added", up.key));
                versions.insert(
                    up.key.clone(),
                    v1::Version {
                        version_key: up.key.clone(),
                        version_number: number,
                        revision: up.revision,
                        title: up.title.clone().unwrap_or_else(|| up.key.clone()),
                        starts_at: up.starts_at,
                        ends_at: up.ends_at,
                        activities_complete: up.activities_complete.unwrap_or(false),
                        title_en: None,
                        title_zh: None,
                        names: Default::default(),
                        named: None,
                        source_meta: up.source_meta.clone(),
                    },
                );
            }
        }
    }
    versions.into_values().collect()
}

/// The start of the version after `key` among published versions ([`crate::curated::next_start`],
/// the one home of "the next version").
pub fn next_version_start(versions: &[v1::Version], key: &str) -> Option<DateTime<Utc>> {
    crate::curated::next_start(
        versions
            .iter()
            .map(|v| (v.version_key.as_str(), v.starts_at)),
        key,
    )
}

/// The version whose span contains `at`: the latest that starts at or before it. A version's
/// span ends where the next one starts, so an open (null) end never swallows later content.
pub fn containing(versions: &[v1::Version], at: DateTime<Utc>) -> Option<&v1::Version> {
    versions
        .iter()
        .filter(|v| v.starts_at <= at)
        .max_by_key(|v| (v.starts_at, v.version_key.clone()))
}

/// The end of a version: its `endsAt`, else (an open end) the start of the next version; with
/// whether a source gives its hour (`sourceMeta.hourUnconfirmed` does not list it).
pub fn end_of(versions: &[v1::Version], key: &str) -> Option<(DateTime<Utc>, bool)> {
    let version = versions.iter().find(|v| v.version_key == key)?;
    if let Some(end) = version.ends_at {
        let unconfirmed = version.hour_unconfirmed().contains(&v1::TimeField::EndsAt);
        return Some((end, !unconfirmed));
    }
    let next = next_version_start(versions, key)?;
    let unconfirmed = versions
        .iter()
        .any(|v| v.starts_at == next && v.hour_unconfirmed().contains(&v1::TimeField::StartsAt));
    Some((next, !unconfirmed))
}

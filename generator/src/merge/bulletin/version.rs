//! A version's notes: the version itself (added as the next ordinal key, or its opening
//! confirmed) and the end of the version before it.

use calendar::v1::{EndRule, TimeField};

use super::{Applied, add_notice, cite};
use crate::bulletin::VersionFact;
use crate::curated::{Curated, CuratedVersion, Maintenance};

/// The version the notes are of: found by title or added as the next ordinal key, its opening
/// (the maintenance's end) confirmed; returns its key.
pub(super) fn open(
    curated: &mut Curated,
    fact: &VersionFact,
    applied: &mut Applied,
) -> Option<String> {
    let (start, end) = (fact.maintenance_start, fact.maintenance_end);
    let index = match curated
        .versions
        .iter()
        .position(|v| v.title.trim() == fact.title)
    {
        Some(index) => index,
        None => {
            let number = curated
                .versions
                .iter()
                .filter_map(|v| v.version_key.strip_prefix("version-")?.parse::<u32>().ok())
                .max()
                .unwrap_or(0)
                + 1;
            applied.log.push(format!(
                "bulletin: new version version-{number} 「{}」 opens {} (notice {})",
                fact.title,
                end.to_rfc3339(),
                fact.notice.cid
            ));
            curated.versions.push(CuratedVersion {
                version_key: format!("version-{number}"),
                version_number: number.to_string(),
                title: fact.title.clone(),
                title_en: None,
                title_note: None,
                starts_at: end,
                ends_at: None,
                activities_complete: false,
                maintenance: Some(Maintenance { start, end }),
                hour_unconfirmed: Vec::new(),
                time_note: None,
                note: None,
                sources: vec![cite(&fact.notice)],
                notices: vec![fact.notice.clone()],
            });
            curated.versions.len() - 1
        }
    };
    let version = curated.versions.get_mut(index)?;
    add_notice(&mut version.notices, &fact.notice);
    let key = version.version_key.clone();
    if version.starts_at != end {
        if version.hour_unconfirmed.contains(&TimeField::StartsAt) {
            applied.log.push(format!(
                "bulletin: {key} opens {} (was {}, hour unconfirmed)",
                end.to_rfc3339(),
                version.starts_at.to_rfc3339()
            ));
            version.starts_at = end;
        } else {
            applied.disagreements.push(format!(
                "{key} startsAt: data/ says {}, notice {} says {} (data/ kept)",
                version.starts_at.to_rfc3339(),
                fact.notice.cid,
                end.to_rfc3339()
            ));
        }
    }
    if version.starts_at == end {
        version
            .hour_unconfirmed
            .retain(|f| *f != TimeField::StartsAt);
    }
    version
        .maintenance
        .get_or_insert(Maintenance { start, end });
    Some(key)
}

/// The version before `key` ends when the maintenance starts; what ends with it then ends at a
/// confirmed minute too.
pub(super) fn end_previous(
    curated: &mut Curated,
    fact: &VersionFact,
    key: &str,
    applied: &mut Applied,
) {
    let (start, end) = (fact.maintenance_start, fact.maintenance_end);
    let previous = curated
        .versions
        .iter_mut()
        .filter(|v| v.starts_at < end && v.version_key != key)
        .max_by_key(|v| v.starts_at);
    if let Some(previous) = previous {
        let uncertain = previous.hour_unconfirmed.contains(&TimeField::EndsAt);
        match previous.ends_at {
            Some(at) if at == start => {}
            Some(at) if !uncertain => applied.disagreements.push(format!(
                "{} endsAt: data/ says {}, notice {} says {} (data/ kept)",
                previous.version_key,
                at.to_rfc3339(),
                fact.notice.cid,
                start.to_rfc3339()
            )),
            _ => {
                applied.log.push(format!(
                    "bulletin: {} ends {} (maintenance start, notice {})",
                    previous.version_key,
                    start.to_rfc3339(),
                    fact.notice.cid
                ));
                previous.ends_at = Some(start);
            }
        }
        if previous.ends_at == Some(start) {
            previous
                .hour_unconfirmed
                .retain(|f| *f != TimeField::EndsAt);
            add_notice(&mut previous.notices, &fact.notice);
            let ended = EndRule::VersionEnd {
                version_key: previous.version_key.clone(),
            };
            // What ends with that version now ends at a confirmed minute too.
            for event in &mut curated.events {
                if event.end_rule.as_ref() == Some(&ended) {
                    event.hour_unconfirmed.retain(|f| *f != TimeField::End);
                    add_notice(&mut event.notices, &fact.notice);
                }
            }
        }
    }
}

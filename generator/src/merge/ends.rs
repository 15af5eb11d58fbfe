//! Ends and starts no source gives as a plain time, made concrete where the facts allow:
//!
//! - **Relative ends** (`endRule`) resolve to a concrete `end` when every event they count is
//!   known with its end: `versionEnd` → the version's end; `withEvent` → that event's end;
//!   `afterCharteredHeadhuntings` → the end of the N-th chartered headhunting (特许寻访; special
//!   and reconstruction headhuntings do not count) counted from, and including, the named one.
//!   Special and reconstruction headhuntings may sit between two chartered ones (the game then
//!   has no chartered headhunting for a while), so gaps are normal; an upstream-only operator
//!   pool of unknown type in the counted stretch makes the count unsure, and it stays open. A resolved end says so in `sourceNote`; an
//!   unresolvable one stays `end: null` with the official wording (or the rule) in `endLabel`.
//! - **Unknown ends** (`endUnknown`, or an end that is only an estimate): `end` is the upper
//!   bound, `latestEnd` when the sources give one, else the end of the event's version; the
//!   `endLabel` reads 「结束时间未公布（最晚至 …）」 and `sourceNote` says it is an upper bound.
//!   So nothing stays `live` for ever once it is certainly over. Permanent content has no end.
//! - **Estimates** (暂定, 前瞻暂定) are never published as `start` or `end`: a tentative start
//!   makes the event `startUnknown` (the estimate is then only the timeline anchor) and goes into
//!   `startLabel`; a tentative end goes into `endLabel`.
//! - **Unconfirmed hours** are published at the best-supported hour; `sourceNote` says which
//!   hour is unconfirmed and `sourceMeta.hourUnconfirmed` lists it, also when a derived end
//!   inherits an unconfirmed hour (a rule resolved to, or an unknown end bounded by, a version
//!   end whose hour no source gives); a label writes such a time as its date
//!   (`calendar::certainty::label_time`, the labels' one form of a time).

use std::collections::BTreeMap;

use calendar::certainty::label_time;
use calendar::v1;
use chrono::{DateTime, Utc};

use super::draft::Draft;
use super::versions;
use crate::curated::{Curated, EndRule, PoolType, TimeField};

/// A concrete end and how it was found.
#[derive(Debug, Clone, PartialEq)]
struct Resolved {
    at: DateTime<Utc>,
    hour_unconfirmed: bool,
    /// What it was derived from, for the note; `None` for a plain end.
    how: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
enum State {
    Todo,
    InProgress,
    Done(Option<Resolved>),
}

/// Applies every rule of the module doc to the drafts.
pub fn apply(
    drafts: &mut [Draft],
    versions: &[v1::Version],
    curated: &Curated,
    log: &mut Vec<String>,
) {
    let (resolved, titles): (Vec<Option<Resolved>>, BTreeMap<String, String>) = {
        let mut resolver = Resolver {
            drafts,
            versions,
            curated,
            state: vec![State::Todo; drafts.len()],
        };
        let resolved = (0..drafts.len()).map(|i| resolver.resolve(i)).collect();
        let titles = drafts
            .iter()
            .map(|d| (d.event.id.clone(), d.event.title.clone()))
            .collect();
        (resolved, titles)
    };
    for (draft, resolved) in drafts.iter_mut().zip(resolved) {
        apply_one(draft, resolved, versions, &titles, log);
    }
}

fn apply_one(
    draft: &mut Draft,
    resolved: Option<Resolved>,
    versions: &[v1::Version],
    titles: &BTreeMap<String, String>,
    log: &mut Vec<String>,
) {
    let mut end_hour_unconfirmed = draft.hour_unconfirmed.contains(&TimeField::End);
    // A rule resolved by announced pools supersedes a tentative end: it is then shown nowhere.
    let mut estimate_superseded = false;
    if let Some(rule) = draft.ends.rule.clone() {
        match resolved {
            Some(r) => {
                draft.event.end = Some(r.at);
                estimate_superseded = true;
                // Nor does `sourceMeta` still call the end tentative: it is the rule's now.
                let meta = &mut draft.event.source_meta;
                meta.estimated.retain(|field| *field != TimeField::End);
                meta.estimated_end = None;
                end_hour_unconfirmed |= r.hour_unconfirmed;
                if let Some(how) = r.how {
                    draft.notes.push(format!("结束时间由官方规则推算：{how}"));
                }
            }
            None => {
                draft.event.end = None;
                let label = draft
                    .event
                    .end_label
                    .clone()
                    .unwrap_or_else(|| rule_label(&rule, titles));
                draft.event.end_label = Some(match draft.ends.estimated {
                    Some(estimate) => format!("{label}（暂定 {}）", label_time(estimate, true)),
                    None => label,
                });
                draft
                    .notes
                    .push("结束时间取决于尚未公布的内容，暂无法推算".into());
                log.push(format!(
                    "`{}`: end rule not resolvable yet; end left open",
                    draft.event.id
                ));
            }
        }
    } else if !draft.event.permanent
        && draft.event.end.is_none()
        && (draft.ends.unknown || draft.ends.estimated.is_some())
    {
        // A version's end bounds it at that end's hour, confirmed or not.
        let (bound, from_sources) = match draft.ends.latest {
            Some(latest) => (Some((latest, true)), true),
            None => (versions::end_of(versions, &draft.event.version_key), false),
        };
        let estimate = draft
            .ends
            .estimated
            .map(|e| format!("暂定 {}，", label_time(e, true)))
            .unwrap_or_default();
        let bound = bound.filter(|(b, _)| *b > draft.event.start);
        draft.event.end = bound.map(|(b, _)| b);
        if bound.is_some_and(|(_, hour_known)| !hour_known) {
            end_hour_unconfirmed = true;
        }
        draft.event.end_label = Some(match bound {
            Some((bound, hour_known)) => format!(
                "结束时间未公布（{estimate}最晚至 {}）",
                label_time(bound, hour_known)
            ),
            None if estimate.is_empty() => "结束时间未公布".into(),
            None => format!("结束时间未公布（{}）", estimate.trim_end_matches('，')),
        });
        if draft.event.end.is_some() {
            draft.notes.push(if from_sources {
                "结束时间未公布，此处为来源允许的最晚结束时间（上限）".into()
            } else {
                "结束时间未公布，此处以所属版本的结束时间为上限".into()
            });
        } else {
            draft.notes.push("结束时间未公布".into());
        }
    }
    if draft.start_estimated {
        draft.event.start_unknown = true;
        if draft.event.start_label.is_none() {
            let hour_known = !draft.hour_unconfirmed.contains(&TimeField::Start);
            let start = label_time(draft.event.start, hour_known);
            draft.event.start_label = Some(format!("暂定 {start} 开启"));
        }
        draft.notes.push("开始时间为暂定值，仅作时间轴定位".into());
    }
    if draft.ends.estimated.is_some() && !estimate_superseded {
        draft
            .notes
            .push("暂定的结束时间只写在结束说明中，不作为确定时间发布".into());
    }
    let start_hour = draft.hour_unconfirmed.contains(&TimeField::Start) && !draft.start_estimated;
    let end_hour = end_hour_unconfirmed && draft.event.end.is_some() && draft.ends.latest.is_none();
    // What the note says, `sourceMeta.hourUnconfirmed` lists: every face then tells that end as
    // its date.
    if end_hour && !draft.hour_unconfirmed.contains(&TimeField::End) {
        draft.hour_unconfirmed.push(TimeField::End);
    }
    match (start_hour, end_hour) {
        (true, true) => draft.notes.push("开始与结束时间的具体小时未经确认".into()),
        (true, false) => draft.notes.push("开始时间的具体小时未经确认".into()),
        (false, true) => draft.notes.push("结束时间的具体小时未经确认".into()),
        (false, false) => {}
    }
}

/// The rule in the official wording, when the curated data quotes none.
fn rule_label(rule: &EndRule, titles: &BTreeMap<String, String>) -> String {
    let name = |id: &str| {
        titles.get(id).map_or_else(
            || id.to_string(),
            |t| format!("「{}」", super::pools::title_key(t)),
        )
    };
    match rule {
        EndRule::AfterCharteredHeadhuntings { count, from } => {
            format!("于{count}次「特许寻访」后结束（从{}起计算）", name(from))
        }
        EndRule::VersionEnd { .. } => "版本更新维护前".into(),
        EndRule::WithEvent { event } => format!("于{}后结束", name(event)),
    }
}

struct Resolver<'a> {
    drafts: &'a [Draft],
    versions: &'a [v1::Version],
    curated: &'a Curated,
    state: Vec<State>,
}

impl Resolver<'_> {
    /// The concrete end of draft `i`, if it has or can be given one.
    fn resolve(&mut self, i: usize) -> Option<Resolved> {
        match self.state.get(i)? {
            State::Done(r) => return r.clone(),
            State::InProgress => return None,
            State::Todo => {}
        }
        if let Some(slot) = self.state.get_mut(i) {
            *slot = State::InProgress;
        }
        let result = self.compute(i);
        if let Some(slot) = self.state.get_mut(i) {
            *slot = State::Done(result.clone());
        }
        result
    }

    fn compute(&mut self, i: usize) -> Option<Resolved> {
        let draft = self.drafts.get(i)?;
        let Some(rule) = &draft.ends.rule else {
            return draft.event.end.map(|at| Resolved {
                at,
                hour_unconfirmed: draft.hour_unconfirmed.contains(&TimeField::End),
                how: None,
            });
        };
        match rule {
            EndRule::VersionEnd { version_key } => {
                let version = self
                    .versions
                    .iter()
                    .find(|v| &v.version_key == version_key)?;
                let at = version.ends_at?;
                Some(Resolved {
                    at,
                    hour_unconfirmed: self.version_end_unconfirmed(version_key),
                    how: Some(format!(
                        "「{}」版本结束（下一版本更新维护开始）",
                        version.title
                    )),
                })
            }
            EndRule::WithEvent { event } => {
                let j = self.index_of(event)?;
                let target = self.resolve(j)?;
                let title = self.drafts.get(j).map(|d| d.event.title.clone())?;
                Some(Resolved {
                    how: Some(format!("与{title}同时结束")),
                    ..target
                })
            }
            EndRule::AfterCharteredHeadhuntings { count, from } => {
                self.after_chartered(*count, from)
            }
        }
    }

    fn after_chartered(&mut self, count: u32, from: &str) -> Option<Resolved> {
        let first = self.index_of(from)?;
        let first_start = self.drafts.get(first)?.event.start;
        let mut chartered: Vec<(DateTime<Utc>, usize)> = self
            .drafts
            .iter()
            .enumerate()
            .filter(|(_, d)| {
                d.pool_type == Some(PoolType::Chartered) && d.event.start >= first_start
            })
            .map(|(j, d)| (d.event.start, j))
            .collect();
        chartered.sort();
        let counted: Vec<usize> = chartered
            .iter()
            .map(|(_, j)| *j)
            .take(usize::try_from(count).ok()?)
            .collect();
        if counted.len() != usize::try_from(count).ok()? || counted.first() != Some(&first) {
            return None;
        }
        let mut end = None;
        for &j in &counted {
            end = Some(self.resolve(j)?);
        }
        let end = end?;
        let last = self.drafts.get(*counted.last()?)?;
        // An upstream-only operator pool of unknown type inside the stretch may be a chartered
        // headhunting the count would miss.
        let unsure = self.drafts.iter().any(|d| {
            !d.curated
                && d.pool_type.is_none()
                && d.event.category == v1::Category::Operator
                && d.event.pool_kind != Some(v1::PoolKind::Reconstruction)
                && d.event.start >= first_start
                && d.event.start < end.at
        });
        if unsure {
            return None;
        }
        let from_title = self.drafts.get(first)?.event.title.clone();
        Some(Resolved {
            at: end.at,
            hour_unconfirmed: end.hour_unconfirmed,
            how: Some(format!(
                "自{from_title}起第{count}个特许寻访为{}，随其结束",
                last.event.title
            )),
        })
    }

    fn index_of(&self, id: &str) -> Option<usize> {
        self.drafts.iter().position(|d| d.event.id == id)
    }

    fn version_end_unconfirmed(&self, key: &str) -> bool {
        self.curated
            .versions
            .iter()
            .find(|v| v.version_key == key)
            .is_some_and(|v| v.hour_unconfirmed.contains(&TimeField::EndsAt))
    }
}

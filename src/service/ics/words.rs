//! The feed's words: the calendar's name and description, an event's summary and description,
//! each in the feed's locale from the catalog (`locales/<tag>.ftl`), with its times as every face
//! tells them ([`certainty::Told`]) and the zone as a person reads it ([`certainty::zone_told`]).

use super::placement::{Horizon, Placement};
use super::shanghai;
use crate::catalog::{phrase, say};
use crate::certainty::{self, Told};
use crate::dataset::Dataset;
use crate::lang::Locale;
use crate::v1::{self, Filters};

/// The calendar's name: the game, then the applied filters, so that two subscriptions with
/// different filters can be told apart in a calendar app.
pub(crate) fn calendar_name(filters: &Filters, lang: Locale) -> String {
    let mut parts = Vec::new();
    if filters.categories.iter().any(|c| c != "all") {
        parts.push(filters.categories.join(" + "));
    }
    if filters.version != "all" {
        parts.push(filters.version.clone());
    }
    if filters.status != "all" {
        parts.push(filters.status.clone());
    }
    if let Some(from) = &filters.from {
        parts.push(say(
            lang,
            "ics-name-from",
            &[("from", from.as_str().into())],
        ));
    }
    if let Some(to) = &filters.to {
        parts.push(say(lang, "ics-name-until", &[("to", to.as_str().into())]));
    }
    if parts.is_empty() {
        phrase(lang, "ics-name").into()
    } else {
        let parts = parts.join(" · ");
        say(
            lang,
            "ics-name-filtered",
            &[("filters", parts.as_str().into())],
        )
    }
}

/// The calendar's description: what it holds, when its data was last updated and how the run
/// that made it got its sources (`source.mode`).
pub(super) fn calendar_description(dataset: &Dataset, lang: Locale) -> String {
    let zone = certainty::zone_told();
    let document = dataset.document();
    let sources = match document.source.mode {
        v1::SourceMode::Origin => "origin",
        v1::SourceMode::Partial => "partial",
        v1::SourceMode::Fallback => "fallback",
    };
    let updated = shanghai(document.generated_at, lang);
    say(
        lang,
        "ics-description",
        &[
            ("zone", zone.as_str().into()),
            ("updated", updated.as_str().into()),
            ("sources", sources.into()),
            ("notices", dataset.notices_cited().into()),
        ],
    )
}

/// The title in `lang` ([`certainty::title_named`]), with what a calendar cell cannot show
/// otherwise.
pub(crate) fn summary(event: &v1::Event, placement: Placement, lang: Locale) -> String {
    let mut summary = certainty::title_named(event, lang).text;
    if event.start_unknown {
        summary.push_str(phrase(lang, "ics-summary-start-unknown"));
    }
    if matches!(placement, Placement::Marker(_)) {
        summary.push_str(phrase(lang, "ics-summary-open-ended"));
    }
    if matches!(placement, Placement::Estimated { .. }) {
        summary.push_str(phrase(lang, "ics-summary-end-estimated"));
    }
    if matches!(placement, Placement::Days { .. } | Placement::Date { .. }) {
        summary.push_str(phrase(lang, "ics-summary-time-tbc"));
    }
    summary
}

/// An event's description in `lang`: its times as every face tells them (the Chinese file
/// keeps the English beside its words), our notes in `lang`'s words, the official wording quoted.
pub(super) fn description(
    event: &v1::Event,
    placement: Placement,
    dataset: &Dataset,
    lang: Locale,
) -> String {
    let zone = certainty::zone_told();
    let zone = zone.as_str().into();
    let mut parts: Vec<String> = Vec::new();
    if let Some(text) = nonempty(&event.description) {
        parts.push(text.into());
    }
    if let Some(related) = nonempty(&event.related) {
        parts.push(say(lang, "ics-related", &[("related", related.into())]));
    }
    let told = |t: Told| t.in_lang(lang, false);
    let start = told(Told::start(event));
    let start = start.as_str().into();
    parts.push(match placement {
        Placement::Timed { end, .. } | Placement::Days { end, .. } => {
            let end = Told::end(event).map_or_else(|| shanghai(end, lang), told);
            say(
                lang,
                "ics-span",
                &[
                    ("start", start),
                    ("end", end.as_str().into()),
                    ("zone", zone),
                ],
            )
        }
        Placement::Instant(_) | Placement::Date { .. } => {
            say(lang, "ics-at", &[("start", start), ("zone", zone)])
        }
        Placement::Marker(_) => say(lang, "ics-open-ended", &[("start", start), ("zone", zone)]),
        Placement::Estimated {
            horizon: Horizon::Estimate,
            ..
        } => {
            let end = Told::end(event).map_or_else(String::new, told);
            say(
                lang,
                "ics-through-estimated-end",
                &[
                    ("start", start),
                    ("zone", zone),
                    ("end", end.as_str().into()),
                ],
            )
        }
        Placement::Estimated {
            horizon: Horizon::VersionEnd(end),
            ..
        } => {
            let end = told(end);
            say(
                lang,
                "ics-through-version-end",
                &[
                    ("start", start),
                    ("zone", zone),
                    ("end", end.as_str().into()),
                ],
            )
        }
    });
    if let (Placement::Marker(_), Some(end)) = (placement, Told::end(event)) {
        let end = told(end);
        parts.push(say(
            lang,
            "ics-estimated-end",
            &[("end", end.as_str().into())],
        ));
    }
    if event.start_unknown {
        parts.push(phrase(lang, "ics-start-unknown").into());
    }
    let label = certainty::start_label(event)
        .and_then(|l| certainty::start_label_in(&l, dataset.versions(), lang));
    if let Some(label) = label {
        parts.push(say(
            lang,
            "ics-start-label",
            &[("label", label.as_str().into())],
        ));
    }
    // The end as every face tells it in `lang` (a rule in its words, never the generator's
    // Chinese wording outside Chinese); in Chinese, the label with both languages' marks.
    let end = match lang.pair() {
        Locale::ZhCn => certainty::end_label_bilingual(event),
        _ => certainty::end_note(event, dataset.events(), lang),
    };
    if let Some(label) = end {
        parts.push(say(
            lang,
            "ics-end-label",
            &[("label", label.as_str().into())],
        ));
    }
    let featured = certainty::featured_names(event, lang);
    if !featured.is_empty() {
        let names: Vec<&str> = featured.iter().map(|n| n.text.as_str()).collect();
        let names = names.join(phrase(lang, "ics-names-join"));
        parts.push(say(
            lang,
            "ics-featured",
            &[("names", names.as_str().into())],
        ));
    }
    let note = nonempty(&event.source_note)
        .and_then(|n| certainty::source_note_in(n, dataset.versions(), lang));
    if let Some(note) = note {
        parts.push(say(lang, "ics-source", &[("note", note.as_str().into())]));
    }
    parts.push(say(lang, "ics-notice", &[]));
    parts.join("\n")
}

fn nonempty(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

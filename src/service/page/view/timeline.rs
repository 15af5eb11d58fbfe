//! The timeline: one SVG of the versions and the events around now, with month ticks and a
//! now line.

use chrono::{DateTime, Utc};
use maud::{Markup, html};

use super::{version_name, version_text};
use crate::catalog::{Number, phrase};
use crate::certainty::{self, Told};
use crate::lang::Locale;
use crate::service::page::model::{Page, Timeline};
use crate::service::page::named;
use crate::time;
use crate::v1::{Event, Version};

/// Width of the timeline's drawing, in SVG units (about pixels; it scrolls on a phone).
const AXIS_W: Tenths = Tenths(10_000);
const LABEL_TOP: Tenths = Tenths(400);
const ROW: Tenths = Tenths(220);

/// A length or coordinate in tenths of an SVG unit, written as a decimal (`123.4`, `40`). The
/// drawing is computed in integers: formatting an `f64` would pull the float printer, kilobytes
/// of the Worker, into the build.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Tenths(i64);

impl Tenths {
    const fn units(units: i64) -> Tenths {
        Tenths(units * 10)
    }
}

impl std::ops::Add for Tenths {
    type Output = Tenths;
    fn add(self, other: Tenths) -> Tenths {
        Tenths(self.0 + other.0)
    }
}

impl std::ops::Sub for Tenths {
    type Output = Tenths;
    fn sub(self, other: Tenths) -> Tenths {
        Tenths(self.0 - other.0)
    }
}

impl std::ops::Mul<i64> for Tenths {
    type Output = Tenths;
    fn mul(self, times: i64) -> Tenths {
        Tenths(self.0 * times)
    }
}

impl Tenths {
    /// Its decimal form into `out`, digit by digit: the page writes a few hundred, which
    /// `core::fmt` with a string for each made about 8% of its rendering's instructions.
    fn write_to(self, out: &mut String) {
        if self.0 < 0 {
            out.push('-');
        }
        let (whole, tenth) = (self.0.unsigned_abs() / 10, self.0.unsigned_abs() % 10);
        // A tenth of any i64's magnitude is an i64.
        out.push_str(Number::of(i64::try_from(whole).unwrap_or(i64::MAX)).as_str());
        if tenth != 0 {
            out.push('.');
            out.push(char::from(b'0' + tenth as u8));
        }
    }
}

impl std::fmt::Display for Tenths {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut text = String::new();
        self.write_to(&mut text);
        f.write_str(&text)
    }
}

impl maud::Render for Tenths {
    fn render_to(&self, buffer: &mut String) {
        self.write_to(buffer);
    }
}

pub(super) fn timeline_section(page: &Page<'_>) -> Markup {
    let t = &page.timeline;
    let lang = page.lang;
    let rows = i64::try_from(t.events.len()).unwrap_or(i64::MAX / 1024);
    let height = LABEL_TOP + ROW * rows + Tenths::units(8);
    let x = |at: DateTime<Utc>| Tenths((t.position(at) * AXIS_W.0 as f64).round() as i64);
    html! {
        section #timeline aria-labelledby="timeline-h" {
            h2 #timeline-h { (phrase(lang, "page-timeline")) }
            p.hint { (phrase(lang, "page-everything-of-the-current-version"))
                " " a.jump href="#timeline-now" { (phrase(lang, "page-jump-to-now")) }
            }
            div.scroll tabindex="0" role="region" aria-label=(phrase(lang, "page-timeline-scrolls-sideways")) {
                svg.timeline viewBox=(format!("0 0 {AXIS_W} {height}")) width=(AXIS_W) height=(height)
                    role="img" aria-labelledby="timeline-h" {
                    @for m in month_ticks(t) {
                        line.tick x1=(x(m)) x2=(x(m)) y1="20" y2=(height) {}
                        text.month x=(x(m) + Tenths::units(3)) y="34" { (crate::certainty::short_date(m.to_utc(), lang)) }
                    }
                    @for v in &t.versions {
                        line.divider x1=(x(v.starts_at)) x2=(x(v.starts_at)) y1="0" y2=(height) {}
                        text.vlabel x=(x(v.starts_at) + Tenths::units(4)) y="14" {
                            @let (name, told) = version_text(lang, v);
                            "v" (v.version_number) " " (named::svg_name(crate::names::Named { text: &name, ..told }))
                        }
                    }
                    @for (i, e) in t.events.iter().enumerate() {
                        (bar(e, LABEL_TOP + ROW * i64::try_from(i).unwrap_or(0), x(e.start), x(t.bar_end(e)), lang, page.dataset.events()))
                    }
                    // The axis always holds now (`Timeline::around`).
                    line.now #timeline-now x1=(x(page.now)) x2=(x(page.now)) y1="18" y2=(height) {}
                    text.nowlabel x=(x(page.now) + Tenths::units(3)) y=(height - Tenths::units(4)) { (phrase(lang, "page-now")) }
                }
            }
            (timeline_legend(&t.versions, lang))
        }
    }
}

/// One event's bar with its label: inside the bar in `eventInk` when it fits, else beside it.
fn bar(e: &Event, y: Tenths, x0: Tenths, x1: Tenths, lang: Locale, events: &[Event]) -> Markup {
    let width = (x1 - x0).max(Tenths::units(if e.milestone { 0 } else { 2 }));
    let named = crate::names::event_title(e, lang);
    let name = named.text;
    let glyph = Tenths::units(if lang.pair() == Locale::ZhCn { 12 } else { 7 });
    let chars = i64::try_from(name.chars().count()).unwrap_or(i64::MAX / 1024);
    let label_w = glyph * chars + Tenths::units(8);
    let ink = e.event_ink.as_deref().unwrap_or("#1a1c20");
    let (label_x, anchor, fill) = if label_w <= width {
        (x0 + Tenths::units(4), "start", ink)
    } else if x1 + label_w + Tenths::units(4) <= AXIS_W {
        (x1 + Tenths::units(4), "start", "#1a1c20")
    } else {
        (x0 - Tenths::units(4), "end", "#1a1c20")
    };
    let open = e.end.is_none() && !e.milestone;
    html! {
        g.bar {
            title { (named::plain_name(named, lang)) (phrase(lang, "page-text-11")) (plain_span(e, lang, events)) }
            @if e.milestone {
                path d=(format!("M{x0} {y0} l6 8 l-6 8 l-6 -8 z", y0 = y + Tenths::units(1))) fill=(e.color) {}
            } @else {
                rect x=(x0) y=(y + Tenths::units(2)) width=(width) height=(ROW - Tenths::units(4)) rx="3" fill=(e.color)
                    opacity=(if open { "0.75" } else { "1" }) {}
            }
            text.label x=(if e.milestone { x0 + Tenths::units(8) } else { label_x }) y=(y + Tenths::units(15))
                text-anchor=(if e.milestone { "start" } else { anchor }) fill=(if e.milestone { "#1a1c20" } else { fill }) {
                (named::svg_name(named))
            }
        }
    }
}

/// The start and end of an event as text, for the bar's tooltip and screen readers.
fn plain_span(e: &Event, lang: Locale, events: &[Event]) -> String {
    let start = Told::start(e).text(lang);
    if e.milestone {
        return start;
    }
    // The end note only where no end time is told: its words are worked out only then.
    let end = match Told::end(e) {
        Some(end) => end.text(lang),
        None => match certainty::end_note(e, events, lang) {
            Some(label) => label,
            None if e.permanent => phrase(lang, "page-permanent-3").into(),
            None => phrase(lang, "page-not-announced").into(),
        },
    };
    format!("{start} – {end}")
}

/// The first day of each month inside the axis, in Asia/Shanghai.
fn month_ticks(t: &Timeline<'_>) -> Vec<DateTime<Utc>> {
    use chrono::{Datelike, NaiveDate, TimeZone};
    let start = t.from.with_timezone(&time::local()).date_naive();
    let mut ticks = Vec::new();
    let (mut year, mut month) = (start.year(), start.month());
    for _ in 0..36 {
        month += 1;
        if month > 12 {
            month = 1;
            year += 1;
        }
        let Some(day) =
            NaiveDate::from_ymd_opt(year, month, 1).and_then(|d| d.and_hms_opt(0, 0, 0))
        else {
            break;
        };
        let Some(at) = time::local().from_local_datetime(&day).single() else {
            break;
        };
        let at = at.with_timezone(&Utc);
        if at >= t.to {
            break;
        }
        ticks.push(at);
    }
    ticks
}

fn timeline_legend(versions: &[&Version], lang: Locale) -> Markup {
    html! {
        ul.legend aria-label=(phrase(lang, "page-versions-on-the-timeline")) {
            @for v in versions {
                li { "v" (v.version_number) " " (version_name(lang, v)) " " (super::told(Told::version_start(v), lang)) " – "
                    @if let Some(end) = Told::version_end(v) { (super::told(end, lang)) } @else { (phrase(lang, "page-not-announced")) } }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_are_written_as_decimals_with_a_tenth_only_when_there_is_one() {
        let expected = |t: i64| {
            let (whole, tenth) = (t.unsigned_abs() / 10, t.unsigned_abs() % 10);
            let sign = if t < 0 { "-" } else { "" };
            match tenth {
                0 => format!("{sign}{whole}"),
                _ => format!("{sign}{whole}.{tenth}"),
            }
        };
        let some = (-2_100..2_100).chain([i64::MAX, i64::MIN, 10_000, 1_000_000_007]);
        for t in some {
            let mut out = String::new();
            maud::Render::render_to(&Tenths(t), &mut out);
            assert_eq!(out, expected(t), "{t}");
            assert_eq!(Tenths(t).to_string(), out);
        }
        assert_eq!(Tenths(1234).to_string(), "123.4");
        assert_eq!(Tenths(-50).to_string(), "-5");
    }
}

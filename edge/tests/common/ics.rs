//! Reading a feed parsed by the `icalendar` crate.

use icalendar::{Calendar, CalendarComponent, Event};

/// The feed's `VEVENT`s, in order.
pub fn vevents(calendar: &Calendar) -> Vec<&Event> {
    calendar
        .components
        .iter()
        .filter_map(|c| match c {
            CalendarComponent::Event(e) => Some(e),
            _ => None,
        })
        .collect()
}

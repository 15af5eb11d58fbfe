//! Reading a feed: the wire format RFC 5545 asks for, then the real parser (the `icalendar`
//! crate).
#![allow(
    clippy::expect_used,
    clippy::panic,
    reason = "test helpers: a failure is a failed test"
)]

use calendar::Response;
use icalendar::{Calendar, CalendarComponent, Component, Event};

/// Checks the wire format RFC 5545 (3.1) asks for, which a lenient parser would forgive: CRLF
/// line ends, lines of at most 75 octets, folds that start with one space and never split a
/// character (the body is UTF-8 as a whole and every physical line is UTF-8 on its own), no
/// control characters, balanced components. Returns the unfolded logical lines.
pub fn check_wire_format(body: &[u8]) -> Vec<String> {
    let text = std::str::from_utf8(body).expect("the feed is UTF-8");
    assert!(text.ends_with("\r\n"), "the feed ends with CRLF");
    let mut logical: Vec<String> = Vec::new();
    for (n, line) in text.split_inclusive("\r\n").enumerate() {
        let line = line
            .strip_suffix("\r\n")
            .expect("every line ends with CRLF");
        assert!(!line.contains(['\r', '\n']), "line {n}: a bare CR or LF");
        assert!(
            line.len() <= 75,
            "line {n} has {} octets: {line:?}",
            line.len()
        );
        assert!(
            !line.chars().any(|c| c.is_control() && c != '\t'),
            "line {n}: a control character: {line:?}"
        );
        match line.strip_prefix(' ') {
            Some(rest) => logical
                .last_mut()
                .expect("a fold follows a line")
                .push_str(rest),
            None => logical.push(line.to_string()),
        }
    }
    let mut open: Vec<&str> = Vec::new();
    for line in &logical {
        if let Some(name) = line.strip_prefix("BEGIN:") {
            open.push(name);
        } else if let Some(name) = line.strip_prefix("END:") {
            assert_eq!(open.pop(), Some(name), "END:{name} closes what was opened");
        }
    }
    assert!(open.is_empty(), "unclosed components: {open:?}");
    assert_eq!(logical.first().map(String::as_str), Some("BEGIN:VCALENDAR"));
    logical
}

/// Parses a feed response with the real parser, after checking its status, its type and its
/// wire format. Returns the calendar and the unfolded lines.
pub fn parse(response: &Response) -> (Calendar, Vec<String>) {
    let text = String::from_utf8_lossy(&response.body);
    assert_eq!(response.status, 200, "{text}");
    assert_eq!(
        response.header("Content-Type"),
        Some("text/calendar; charset=utf-8")
    );
    let lines = check_wire_format(&response.body);
    let calendar: Calendar = text.parse().expect("the feed parses");
    (calendar, lines)
}

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

/// The `VEVENT` of `uid`.
pub fn by_uid<'a>(calendar: &'a Calendar, uid: &str) -> &'a Event {
    vevents(calendar)
        .into_iter()
        .find(|e| e.get_uid() == Some(uid))
        .unwrap_or_else(|| panic!("{uid} is missing from the feed"))
}

//! The rule that a chat's answer tells the same facts as the page at the same clock (issue 49),
//! for the chat tests of either face: what the page lists as live and upcoming, read from its
//! markup ([`Listed`]), with the names the JSON gives each event in the same language; the
//! answers read back from each platform's markup ([`plain`]); and the checks: every event the
//! page lists is a line of the answer with the page's name and the page's time text (its words,
//! its dates, its certainty), and the answer lists nothing else ([`check_listed`]); the active
//! version named and ended as the page says ([`check_version`]); a unit's runs as
//! `/api/v1/units` tallies them, its next run's start as the page tells it ([`check_unit`]); and
//! no word of another language but the names the page and the JSON flag untranslated
//! ([`check_script`]).

use calendar::catalog::{phrase, say};
use calendar::lang::Locale;
use serde_json::Value;

/// One event as the page lists it.
#[derive(Debug, Clone)]
pub struct Listed {
    pub id: String,
    /// Its title, as the page writes it.
    pub title: String,
    /// Its featured units, as the JSON names them in the same language.
    pub featured: Vec<String>,
    /// Its time as the page tells it, as text.
    pub when: String,
}

/// What the page says, as text.
#[derive(Debug)]
pub struct Page {
    /// Live, and what may have ended.
    pub live: Vec<Listed>,
    /// Upcoming, and what has a placeholder start that has passed.
    pub upcoming: Vec<Listed>,
    /// The active (or last recorded) version's name and its end, as the page tells them.
    pub version: Option<(String, String)>,
    /// Every name the page and the JSON flag untranslated, and those its notes quote.
    pub flagged: Vec<String>,
}

/// A part of markup with its tags left out and its entities read.
pub fn text_of(markup: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in markup.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The inside of the first element opened by `open` (its start tag's beginning, such as
/// `<span class="title"`) in `markup`, nested elements of the same name included.
fn inner<'a>(markup: &'a str, open: &str) -> Option<&'a str> {
    let name = open.trim_start_matches('<').split(' ').next()?;
    let from = markup.find(open)?;
    let body = from + markup[from..].find('>')? + 1;
    let (opening, closing) = (format!("<{name}"), format!("</{name}>"));
    let mut depth = 1;
    let mut at = body;
    loop {
        let next_open = markup[at..].find(&opening).map(|i| i + at);
        let next_close = markup[at..].find(&closing).map(|i| i + at)?;
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                at = o + opening.len();
            }
            _ => {
                depth -= 1;
                if depth == 0 {
                    return Some(&markup[body..next_close]);
                }
                at = next_close + closing.len();
            }
        }
    }
}

/// The texts of every element marked untranslated in `markup`.
fn untranslated(markup: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = markup;
    while let Some(at) = rest.find("<span class=\"untranslated\"") {
        rest = &rest[at..];
        names.push(text_of(
            inner(rest, "<span class=\"untranslated\"").unwrap(),
        ));
        rest = &rest[1..];
    }
    names
}

/// The items of every list of the page named one of `lists` (`data-list`), in page order.
fn items<'a>(page: &'a str, lists: &[&str]) -> Vec<&'a str> {
    let mut out = Vec::new();
    for list in lists {
        let mut rest = page;
        let marker = format!("data-list=\"{list}\">");
        while let Some(at) = rest.find(&marker) {
            rest = &rest[at + marker.len()..];
            let end = rest.find("</ul>").unwrap();
            let mut items = &rest[..end];
            while let Some(li) = items.find("<li ") {
                items = &items[li..];
                let close = items.find("</li>").unwrap();
                out.push(&items[..close]);
                items = &items[close..];
            }
        }
    }
    out
}

/// The value of attribute `name` in the first start tag of `markup`.
fn attribute(markup: &str, name: &str) -> String {
    let key = format!("{name}=\"");
    let from = markup.find(&key).unwrap() + key.len();
    text_of(&markup[from..from + markup[from..].find('"').unwrap()])
}

/// The page (`/?lang=…&server=…`) as the chats must tell it; `events` the JSON of
/// `/api/v1/events` at the same clock in the same language and on the same server, `units`
/// `/api/v1/units`'s. Checks on the way that the page and the JSON agree on what is live and
/// upcoming and on each listed event's name.
pub fn read_page(page: &str, events: &Value, units: &Value) -> Page {
    let json: Vec<&Value> = events["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .collect();
    let by_id = |id: &str| *json.iter().find(|e| e["id"] == id).unwrap();
    let listed = |item: &str| {
        let id = attribute(item, "data-id");
        let title = text_of(inner(item, "<span class=\"title\"").unwrap());
        let when = inner(item, "<div class=\"when\"")
            .or_else(|| inner(item, "<span class=\"when\""))
            .unwrap();
        let event = by_id(&id);
        assert_eq!(
            title, event["named"]["title"]["text"],
            "the page and the JSON name {id} alike"
        );
        let featured = event["named"]["featured"].as_array().unwrap();
        Listed {
            featured: featured
                .iter()
                .map(|n| n["text"].as_str().unwrap().to_string())
                .collect(),
            id,
            title,
            when: text_of(when),
        }
    };
    let live: Vec<Listed> = items(page, &["live", "may-have-ended"])
        .into_iter()
        .map(listed)
        .collect();
    let upcoming: Vec<Listed> = items(page, &["upcoming", "start-not-announced"])
        .into_iter()
        .map(listed)
        .collect();
    // The page lists what the JSON says is live and upcoming, each once.
    for (status, listed) in [("live", &live), ("upcoming", &upcoming)] {
        let mut ids: Vec<&str> = listed.iter().map(|l| l.id.as_str()).collect();
        let mut said: Vec<&str> = json
            .iter()
            .filter(|e| e["status"] == status)
            .map(|e| e["id"].as_str().unwrap())
            .collect();
        ids.sort_unstable();
        said.sort_unstable();
        assert_eq!(ids, said, "the page lists what the JSON says is {status}");
    }
    let section = inner(page, "<section id=\"version\"").unwrap();
    let version = inner(section, "<strong class=\"vtitle\"").map(|name| {
        let dates = section.split("<p>").nth(1).unwrap();
        let dates = text_of(&dates[..dates.find("</p>").unwrap()]);
        let end = dates.split(" – ").nth(1).unwrap().to_string();
        (text_of(name), end)
    });
    let mut flagged = untranslated(page);
    let mut flag = |named: &Value| {
        if named["official"] == false {
            flagged.push(named["text"].as_str().unwrap().to_string());
        }
    };
    for event in &json {
        flag(&event["named"]["title"]);
        event["named"]["featured"]
            .as_array()
            .unwrap()
            .iter()
            .for_each(&mut flag);
    }
    for unit in units["data"]["units"].as_array().unwrap() {
        flag(&unit["named"]);
    }
    for version in events["data"]["versions"].as_array().unwrap() {
        flag(&version["named"]["title"]);
    }
    // A note quotes a name (「…」) as a rule or a label names it, also of what the dataset
    // does not hold (so nothing flags it): told as the page tells it.
    for listed in live.iter().chain(&upcoming) {
        let mut rest = listed.when.as_str();
        while let Some(open) = rest.find('「') {
            let Some(close) = rest[open..].find('」') else {
                break;
            };
            let close = open + close + '」'.len_utf8();
            flagged.push(rest[open..close].to_string());
            rest = &rest[close..];
        }
    }
    // The longest first, so that a name inside another is removed with it.
    flagged.sort_by_key(|n| std::cmp::Reverse(n.chars().count()));
    flagged.dedup();
    Page {
        live,
        upcoming,
        version,
        flagged,
    }
}

/// How each platform's answer is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Markup {
    /// Discord's markdown: data's special characters behind a backslash, `**` strong.
    Discord,
    /// Telegram's HTML.
    Html,
    /// OneBot's plain text.
    Plain,
}

/// An answer as its reader reads it.
pub fn plain(answer: &str, markup: Markup) -> String {
    match markup {
        Markup::Plain => answer.to_string(),
        Markup::Html => text_of(answer).replace('\u{2060}', ""),
        Markup::Discord => {
            let mut out = String::new();
            let mut chars = answer.chars().peekable();
            while let Some(c) = chars.next() {
                match (c, chars.peek()) {
                    ('\\', Some(next)) if next.is_ascii_punctuation() => {
                        out.push(*next);
                        chars.next();
                    }
                    ('*', Some('*')) => {
                        chars.next();
                    }
                    _ => out.push(c),
                }
            }
            out
        }
    }
}

/// The answer's list lines (`• …`).
fn bullets(answer: &str) -> Vec<&str> {
    answer.lines().filter(|l| l.starts_with("• ")).collect()
}

/// `answer` (read, [`plain`]) lists exactly `listed`: each event on a line of its own that
/// begins with its name and ends with its time as the page tells it, its featured units named;
/// no line for anything else (past [`calendar::chat::answer::MAX_LISTED`] events, that many
/// of them). `what` names the check.
pub fn check_listed(answer: &str, listed: &[Listed], what: &str) {
    let lines = bullets(answer);
    let shown = listed.len().min(calendar::chat::answer::MAX_LISTED);
    assert_eq!(lines.len(), shown, "{what}: one line per event\n{answer}");
    let mut matched = vec![false; listed.len()];
    for line in lines {
        let at = listed.iter().enumerate().position(|(i, event)| {
            !matched[i]
                && line.starts_with(&format!("• {}", event.title))
                && line.ends_with(&format!(" — {}", event.when))
        });
        let at = at.unwrap_or_else(|| {
            let page: Vec<String> = listed
                .iter()
                .map(|e| format!("{}: \"{}\" … \"{}\"", e.id, e.title, e.when))
                .collect();
            panic!("{what}: \"{line}\" is no event as the page lists it: {page:#?}\n{answer}")
        });
        matched[at] = true;
        for unit in &listed[at].featured {
            assert!(line.contains(unit.as_str()), "{what}: {unit}\n{answer}");
        }
    }
}

/// `answer` names the page's version and tells its end as the page does.
pub fn check_version(answer: &str, page: &Page, what: &str) {
    if let Some((name, end)) = &page.version {
        let line = answer
            .lines()
            .find(|l| l.contains(name.as_str()))
            .unwrap_or_else(|| panic!("{what}: the version {name}\n{answer}"));
        assert!(
            line.contains(end.as_str()),
            "{what}: its end {end}\n{answer}"
        );
    }
}

/// `answer` (to `unit NAME`) tells `unit` (an item of `/api/v1/units`) as the JSON tallies it:
/// its name in the language, its runs, the last and the days since, the next and its start as
/// the page lists it.
pub fn check_unit(answer: &str, unit: &Value, page: &Page, lang: Locale, what: &str) {
    let name = unit["named"]["text"].as_str().unwrap();
    let runs = say(
        lang,
        "chat-unit-runs",
        &[("n", unit["runCount"].as_u64().unwrap().into())],
    );
    assert!(answer.starts_with(name), "{what}: {name}\n{answer}");
    assert!(answer.contains(&runs), "{what}: {runs}\n{answer}");
    let line = |title: &Value| {
        let title = title["named"]["title"]["text"].as_str().unwrap();
        answer
            .lines()
            .find(|l| l.contains(title))
            .unwrap_or_else(|| panic!("{what}: the run {title}\n{answer}"))
    };
    if !unit["lastRun"].is_null() {
        let since = match unit["daysSinceLastRun"].as_u64().unwrap() {
            0 => phrase(lang, "chat-unit-live").to_string(),
            n => say(lang, "chat-unit-days-since", &[("n", n.into())]),
        };
        assert!(
            line(&unit["lastRun"]).ends_with(&since),
            "{what}: {since}\n{answer}"
        );
    }
    match unit["nextRun"].is_null() {
        true => assert!(
            answer.contains(phrase(lang, "chat-unit-no-next")),
            "{what}\n{answer}"
        ),
        false => {
            let id = unit["nextRun"]["eventId"].as_str().unwrap();
            let listed = page.upcoming.iter().find(|l| l.id == id).unwrap();
            let told = format!(" — {}", listed.when);
            assert!(
                line(&unit["nextRun"]).ends_with(&told),
                "{what}: {told}\n{answer}"
            );
        }
    }
}

/// `answer` in `lang` holds no word of another script but the names the page and the JSON flag
/// untranslated (or the page's notes quote) and the zone's name (`UTC+8`): no Latin letter in Japanese, no Han or kana in
/// English, no kana in Chinese (whose own words write the gacha's "UP", as the page does).
pub fn check_script(answer: &str, page: &Page, lang: Locale, what: &str) {
    let mut rest = answer.to_string();
    for name in &page.flagged {
        rest = rest.replace(name.as_str(), "");
    }
    let rest = without_zones(&rest);
    let latin = |c: char| c.is_ascii_alphabetic();
    let han = |c: char| matches!(c, '\u{4e00}'..='\u{9fff}');
    let kana = |c: char| matches!(c, '\u{3040}'..='\u{30ff}');
    let foreign: String = rest
        .chars()
        .filter(|c| match lang {
            Locale::En => han(*c) || kana(*c),
            Locale::ZhCn => kana(*c),
            _ => latin(*c),
        })
        .collect();
    assert!(
        foreign.is_empty(),
        "{what}: {foreign:?} of another language outside the flagged names\n{answer}"
    );
}

/// `text` without the zones' names it writes (`UTC+8`, `UTC−5`).
fn without_zones(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("UTC") {
        out.push_str(&rest[..at]);
        rest = &rest[at + 3..];
        let sign = rest.chars().next().filter(|c| matches!(c, '+' | '-' | '−'));
        if let Some(sign) = sign {
            rest = &rest[sign.len_utf8()..];
            rest = rest.trim_start_matches(|c: char| c.is_ascii_digit() || c == ':');
        }
    }
    out.push_str(rest);
    out
}

//! Small text rules the sources and the merge share, kept in a leaf so that neither imports the
//! other: a pool's name as the data names it, the 「」 names of a text, and serde_json's message.

/// A pool name without 「」 or trailing notes such as `（前瞻）`.
pub fn clean_pool_name(name: &str) -> String {
    let mut name = name.trim();
    while let Some(shorter) = without_trailing_note(name) {
        name = shorter;
    }
    name.chars()
        .filter(|c| !matches!(c, '「' | '」' | '『' | '』'))
        .collect::<String>()
        .trim()
        .to_string()
}

/// `text` without its last bracketed note, full-width or not (`寒夜の影（アーツユニット）` →
/// `寒夜の影`), trimmed; `None` when it ends in none or nothing would be left.
pub fn without_trailing_note(text: &str) -> Option<&str> {
    let cut = if let Some(rest) = text.strip_suffix('）') {
        rest.rfind('（').and_then(|i| rest.get(..i))
    } else if let Some(rest) = text.strip_suffix(')') {
        rest.rfind('(').and_then(|i| rest.get(..i))
    } else {
        None
    };
    cut.map(str::trim).filter(|c| !c.is_empty())
}

/// serde_json's message without the position it appends (the caller names it already).
pub fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&suffix)
        .map_or(text.clone(), String::from)
}

/// Every `「…」` name in `text`, in order.
pub fn bracket_names(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('「') {
        let after = rest.get(open + '「'.len_utf8()..).unwrap_or_default();
        let Some(close) = after.find('」') else {
            break;
        };
        out.push(after.get(..close).unwrap_or_default().to_string());
        rest = after.get(close + '」'.len_utf8()..).unwrap_or_default();
    }
    out
}

//! Discord's webhook message, typed as far as we use it, and its documented limits: 10 embeds
//! and 6,000 characters of embed text a message; a title 256, a description 4,096, a field's
//! name 256 and value 1,024, a footer 2,048 characters, counted in UTF-16 units ([`units`],
//! never fewer than Discord counts). Text is cut to them by `card.rs`'s `Text::render`.

use serde::Serialize;

pub const MAX_EMBEDS: usize = 10;
pub const MAX_MESSAGE_CHARS: usize = 6000;
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FIELD_NAME: usize = 256;
pub const MAX_FIELD_VALUE: usize = 1024;
pub const MAX_FOOTER: usize = 2048;

/// A message posted to a webhook.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Message {
    pub embeds: Vec<Embed>,
    /// Always empty lists: no text of a notice can ping anyone.
    pub allowed_mentions: AllowedMentions,
}

/// `{"parse": []}`: no `@everyone`, `@here`, role or user mention pings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct AllowedMentions {
    pub parse: [&'static str; 0],
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Embed {
    pub title: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<u32>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<Field>,
    pub footer: Footer,
    /// RFC 3339: when the change was found.
    pub timestamp: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Footer {
    pub text: String,
}

impl Embed {
    /// The characters Discord counts against [`MAX_MESSAGE_CHARS`], in UTF-16 units.
    pub fn chars(&self) -> usize {
        units(&self.title)
            + units(&self.description)
            + self
                .fields
                .iter()
                .map(|f| units(&f.name) + units(&f.value))
                .sum::<usize>()
            + units(&self.footer.text)
    }
}

/// The length Discord's limits count: UTF-16 units (one per character outside the astral
/// planes, two for one inside; never fewer than the characters).
pub fn units(text: &str) -> usize {
    text.encode_utf16().count()
}

/// Embeds packed into messages in order: at most [`MAX_EMBEDS`] and [`MAX_MESSAGE_CHARS`] each.
/// Each embed must be within the limits on its own ([`Embed::chars`] at most the message's).
pub fn pack<T>(embeds: Vec<(T, Embed)>) -> Vec<(Vec<T>, Message)> {
    let mut messages: Vec<(Vec<T>, Message)> = Vec::new();
    let mut chars = 0;
    for (tag, embed) in embeds {
        let size = embed.chars();
        let fits = messages
            .last()
            .is_some_and(|(_, m)| m.embeds.len() < MAX_EMBEDS && chars + size <= MAX_MESSAGE_CHARS);
        if !fits {
            messages.push((
                Vec::new(),
                Message {
                    embeds: Vec::new(),
                    allowed_mentions: AllowedMentions::default(),
                },
            ));
            chars = 0;
        }
        if let Some((tags, message)) = messages.last_mut() {
            tags.push(tag);
            message.embeds.push(embed);
            chars += size;
        }
    }
    messages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_keeps_both_message_limits() {
        let embed = |n: usize| Embed {
            title: "x".repeat(n),
            ..Embed::default()
        };
        let packed = pack((0..25).map(|i| (i, embed(10))).collect());
        assert_eq!(
            packed.iter().map(|(t, _)| t.len()).collect::<Vec<_>>(),
            [10, 10, 5]
        );
        let packed = pack((0..5).map(|i| (i, embed(2500))).collect());
        assert_eq!(
            packed.iter().map(|(t, _)| t.len()).collect::<Vec<_>>(),
            [2, 2, 1]
        );
        let json = serde_json::to_value(&packed[0].1).unwrap();
        assert_eq!(json["allowed_mentions"], serde_json::json!({"parse": []}));
    }
}

//! An `onebot` target's messages: the OneBot v11 HTTP API's `send_group_msg` body, its cards as
//! plain text ([`super::text`]) in a message segment array:
//! `{"group_id": …, "message": [{"type": "text", "data": {"text": …}}]}`.
//!
//! A message as an array is never read for CQ codes: a `text` segment is shown as it is, so a
//! `[CQ:at,qq=all]` in a title stays text and pings nobody, with nothing to escape
//! ([`Markup::Plain`]). QQ has no timestamps: times are text with their zone.

use serde::Serialize;

use super::Target;
use super::card::Card;
use super::escape::Markup;
use super::text::bodies;

#[derive(Serialize)]
struct SendGroupMsg<'a> {
    group_id: u64,
    message: [Segment<'a>; 1],
}

#[derive(Serialize)]
struct Segment<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    data: SegmentText<'a>,
}

#[derive(Serialize)]
struct SegmentText<'a> {
    text: &'a str,
}

/// The `send_group_msg` bodies telling `cards` to `target`, each with the ids of the cards it
/// tells.
pub(super) fn messages(target: &Target, cards: Vec<(String, Card)>) -> Vec<(Vec<String>, String)> {
    let group_id = target.group_id.unwrap_or_default();
    bodies(cards, Markup::Plain, |text| {
        serde_json::to_string(&SendGroupMsg {
            group_id,
            message: [Segment {
                kind: "text",
                data: SegmentText { text },
            }],
        })
    })
}

//! Which locales an answer to a request may be told in: what a face that holds not every
//! locale's words (the API Worker, `catalog::provide`) has to hand the catalog before
//! `Service::handle`, which reads no file.

use super::http::{Body, Request};
use super::mcp;
use super::paths::MCP_PATH;
use crate::lang::Locale;
use crate::query::page::PageQuery;

impl Request<'_> {
    /// The locales an answer to this request may be told in: the one its `lang` parameter
    /// names, else the one its `Accept-Language` prefers (the page's and every `429` page's
    /// rule), and the `lang` argument of an MCP tool call in its body. It may name more than the
    /// answer speaks (an API answer without `lang=` is Chinese whatever `Accept-Language` says),
    /// never fewer.
    pub fn locales(&self) -> Vec<Locale> {
        let mut locales =
            vec![PageQuery::read(self.query).lang_or_negotiated(self.accept_language)];
        if self.path == MCP_PATH
            && let Body::Read(body) = self.body
            && let Some(asked) = mcp::asked_locale(body)
            && !locales.contains(&asked)
        {
            locales.push(asked);
        }
        locales
    }
}

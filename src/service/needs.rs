//! Which files of `crate::files` an answer to a request may need: what a face that leaves them
//! out of its binary (the API Worker) hands the library before `Service::handle`, which reads
//! no file.

use super::http::{Body, Request};
use super::mcp;
use super::page::OPENAPI_PATH;
use super::paths::MCP_PATH;
use crate::files::File;
use crate::query::page::PageQuery;

impl Request<'_> {
    /// The files an answer to this request may need: the words of the locale its `lang`
    /// parameter names, else of the one its `Accept-Language` prefers (the page's and every
    /// `429` page's rule), and of the `lang` argument of an MCP tool call in its body; the
    /// OpenAPI document at its path. It may name more than the answer uses (an API answer
    /// without `lang=` is Chinese whatever `Accept-Language` says), never fewer.
    pub fn files(&self) -> Vec<File> {
        let lang = PageQuery::read(self.query).lang_or_negotiated(self.accept_language);
        let mut files = vec![File::Locale(lang)];
        if self.path == MCP_PATH
            && let Body::Read(body) = self.body
            && let Some(asked) = mcp::asked_locale(body)
            && asked != lang
        {
            files.push(File::Locale(asked));
        }
        if self.path == OPENAPI_PATH {
            files.push(File::OpenApi);
        }
        files
    }
}

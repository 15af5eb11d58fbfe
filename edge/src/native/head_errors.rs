//! Request heads hyper refuses before the handler sees them (malformed, too large, too slow)
//! answered with the API's error envelope instead of hyper's bare status, with
//! `Connection: close`.
//!
//! hyper answers a head it cannot parse itself (`400`, `414`, `431` with an empty body) and
//! offers no hook to change that answer, so [`HeadErrors`] sits under it on the socket: it
//! recognises hyper's own answer (every answer of the handler carries the library's
//! `x-content-type-options`, hyper's never does) and writes the envelope of the same status in
//! its place. A head that is too large is `414` when its request line alone is longer than
//! [`MAX_REQUEST_LINE`], else `431`. A head still incomplete at the header timeout gets a `408`
//! before the connection closes.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};

use calendar::ApiError;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A request line longer than this in a head that is too large makes the answer `414`.
pub const MAX_REQUEST_LINE: usize = 8 * 1024;

/// What every response of the handler carries and hyper's own error answers do not.
const HANDLER_MARK: &[u8] = b"\r\nx-content-type-options:";

/// A socket under hyper that rewrites hyper's own error answers into the API's envelope.
#[derive(Debug)]
pub struct HeadErrors<T> {
    inner: T,
    /// Bytes read of the current request head (since the connection opened or since the last
    /// response was written).
    head_bytes: usize,
    /// The length of the current head's request line once its end has been read.
    request_line: Option<usize>,
    /// A response has been written since the current head started.
    wrote: bool,
    /// The envelope written in place of hyper's answer, and how much of it is out.
    replacement: Option<(Vec<u8>, usize)>,
}

impl<T> HeadErrors<T> {
    pub fn new(inner: T) -> HeadErrors<T> {
        HeadErrors {
            inner,
            head_bytes: 0,
            request_line: None,
            wrote: false,
            replacement: None,
        }
    }

    fn saw(&mut self, bytes: &[u8]) {
        if self.wrote {
            self.wrote = false;
            self.head_bytes = 0;
            self.request_line = None;
        }
        if self.request_line.is_none()
            && let Some(end) = bytes.iter().position(|b| *b == b'\n')
        {
            self.request_line = Some(self.head_bytes + end);
        }
        self.head_bytes = self.head_bytes.saturating_add(bytes.len());
    }

    /// The envelope to send instead of `written`, when `written` is hyper's own answer.
    fn replacement_for(&self, written: &[u8]) -> Option<Vec<u8>> {
        // Every success is past this test at once; only a 4xx head is looked into.
        if !written.starts_with(b"HTTP/1.1 4") {
            return None;
        }
        let head_end = find(written, b"\r\n\r\n").map_or(written.len(), |i| i + 4);
        let head = written.get(..head_end)?;
        if !head.starts_with(b"HTTP/1.1 ") || find(head, HANDLER_MARK).is_some() {
            return None;
        }
        let error = match head.get(9..12)? {
            b"400" => ApiError::BadRequest("the request head is malformed"),
            b"414" => ApiError::UriTooLong,
            b"431" if self.request_line.is_none_or(|n| n > MAX_REQUEST_LINE) => {
                ApiError::UriTooLong
            }
            b"431" => ApiError::HeadersTooLarge,
            _ => return None,
        };
        Some(closing_response(error.into_response()))
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// A library response as HTTP/1.1 bytes, with `Connection: close`.
pub fn closing_response(response: calendar::Response) -> Vec<u8> {
    let reason = hyper::StatusCode::from_u16(response.status)
        .ok()
        .and_then(|s| s.canonical_reason())
        .unwrap_or("Error");
    let mut out = format!("HTTP/1.1 {} {reason}\r\n", response.status);
    for (name, value) in &response.headers {
        out.push_str(&format!("{}: {value}\r\n", name.to_ascii_lowercase()));
    }
    out.push_str(&format!(
        "content-length: {}\r\nconnection: close\r\n\r\n",
        response.body.len()
    ));
    let mut bytes = out.into_bytes();
    bytes.extend_from_slice(&response.body);
    bytes
}

impl<T: AsyncWrite + Unpin> HeadErrors<T> {
    /// Writes what is left of the replacement; ready once it is all out.
    fn drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, sent)) = &mut self.replacement {
            let Some(rest) = bytes.get(*sent..).filter(|r| !r.is_empty()) else {
                break;
            };
            match Pin::new(&mut self.inner).poll_write(cx, rest) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => *sent += n,
                Poll::Ready(Err(err)) => return Poll::Ready(Err(err)),
                Poll::Pending => return Poll::Pending,
            }
        }
        Poll::Ready(Ok(()))
    }

    /// Takes `buf` as a write: swallowed after a replacement, replaced when it is hyper's own
    /// answer; `None` when it goes to the socket as it is.
    fn intercept(&mut self, buf: &[u8]) -> Option<usize> {
        if self.replacement.is_some() {
            return Some(buf.len());
        }
        self.wrote = true;
        let replacement = self.replacement_for(buf)?;
        self.replacement = Some((replacement, 0));
        Some(buf.len())
    }
}

impl<T: AsyncRead + AsyncWrite + Unpin> AsyncRead for HeadErrors<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                this.saw(buf.filled().get(before..).unwrap_or_default());
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(err)) => {
                if err.kind() == io::ErrorKind::TimedOut && this.head_bytes > 0 && !this.wrote {
                    // Part of a head came, then nothing more: say why before closing (one
                    // attempt; the socket takes a few hundred bytes at once).
                    let bytes = closing_response(ApiError::RequestTimeout.into_response());
                    let _ = Pin::new(&mut this.inner).poll_write(cx, &bytes);
                }
                Poll::Ready(Err(err))
            }
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for HeadErrors<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if let Some(n) = this.intercept(buf) {
            return this.drain(cx).map_ok(|()| n);
        }
        Pin::new(&mut this.inner).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let first = bufs.iter().find(|b| !b.is_empty());
        if let Some(first) = first
            && let Some(n) = this.intercept(first)
        {
            return this.drain(cx).map_ok(|()| n);
        }
        Pin::new(&mut this.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        std::task::ready!(this.drain(cx))?;
        Pin::new(&mut this.inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        std::task::ready!(this.drain(cx))?;
        Pin::new(&mut this.inner).poll_shutdown(cx)
    }
}

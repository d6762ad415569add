//! The derivation tree of a parsed URL as text: one production per line,
//! indented by depth, with its byte range and the text it matched.
//!
//! ```text
//! httpurl 0..17 "http://h:80/a?q"
//!   hostport 7..11 "h:80"
//! ```
//!
//! Node names are the grammar's production names, so the snapshots under
//! `snapshots/` read like derivations in the RFC.

use std::fmt::{self, Write};

use crate::core::located::Loc;
use crate::core::span::Span;

/// What a node is drawn for: a parsed component, or a public span (a path
/// segment, split off by `Segments`).
pub(crate) trait ToSpan<'a>: Copy {
    fn to_span(self) -> Span<'a>;
}

impl<'a> ToSpan<'a> for Loc<'a> {
    fn to_span(self) -> Span<'a> {
        self.span()
    }
}

impl<'a> ToSpan<'a> for Span<'a> {
    fn to_span(self) -> Span<'a> {
        self
    }
}

/// Writes nodes into a formatter.
pub(crate) struct Tree<'f, 'w> {
    out: &'f mut fmt::Formatter<'w>,
    depth: usize,
}

impl<'f, 'w> Tree<'f, 'w> {
    pub(crate) fn new(out: &'f mut fmt::Formatter<'w>) -> Self {
        Tree { out, depth: 0 }
    }

    /// A node for `span`, with children written by `children`.
    pub(crate) fn node<'s>(
        &mut self,
        name: &str,
        span: impl ToSpan<'s>,
        children: impl FnOnce(&mut Self) -> fmt::Result,
    ) -> fmt::Result {
        self.line(name, span.to_span(), "")?;
        self.depth += 1;
        let r = children(self);
        self.depth -= 1;
        r
    }

    /// A node without children.
    pub(crate) fn leaf<'s>(&mut self, name: &str, span: impl ToSpan<'s>) -> fmt::Result {
        self.line(name, span.to_span(), "")
    }

    /// A leaf with a note after the text (such as `hostname` / `hostnumber`).
    pub(crate) fn leaf_note<'s>(
        &mut self,
        name: &str,
        span: impl ToSpan<'s>,
        note: &str,
    ) -> fmt::Result {
        self.line(name, span.to_span(), note)
    }

    /// A leaf for an optional part, if present.
    pub(crate) fn opt<'s, S: ToSpan<'s>>(&mut self, name: &str, span: Option<S>) -> fmt::Result {
        match span {
            Some(s) => self.leaf(name, s),
            None => Ok(()),
        }
    }

    fn line(&mut self, name: &str, span: Span<'_>, note: &str) -> fmt::Result {
        let (start, end) = (span.start(), span.end());
        for _ in 0..self.depth {
            self.out.write_str("  ")?;
        }
        write!(self.out, "{name} {start}..{end} {:?}", span.as_str())?;
        if !note.is_empty() {
            write!(self.out, " {note}")?;
        }
        self.out.write_char('\n')
    }
}

//! The input type `parse` runs the grammar on: a slice and its byte offset,
//! turned into [`Span`]s only once the whole URL has matched.
//!
//! `nom_locate::LocatedSpan` counts the newlines of the consumed text (a
//! `memchr` call) on every split, and the productions split many times per
//! URL. [`Loc`] carries just the offset; [`Relocate`] then builds each
//! component's `Span` once, from its offset (see [`Cursor::span`]). The
//! results are identical (`tests/exactness/differential.rs`); the measurements are in
//! `docs/performance.md`, "Measurements behind the code", `Loc`.

use std::str::{CharIndices, Chars};

use crate::core::input::{Span, Src};

/// A slice of the input and its byte offset in the whole input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Loc<'a> {
    text: &'a str,
    offset: usize,
}

impl<'a> Loc<'a> {
    pub(crate) fn new(input: &'a str) -> Self {
        Loc {
            text: input,
            offset: 0,
        }
    }
}

impl<'a> nom::Input for Loc<'a> {
    type Item = char;
    type Iter = Chars<'a>;
    type IterIndices = CharIndices<'a>;

    #[inline(always)]
    fn input_len(&self) -> usize {
        self.text.len()
    }

    #[inline(always)]
    fn take(&self, index: usize) -> Self {
        Loc {
            text: &self.text[..index],
            offset: self.offset,
        }
    }

    #[inline(always)]
    fn take_from(&self, index: usize) -> Self {
        Loc {
            text: &self.text[index..],
            offset: self.offset + index,
        }
    }

    #[inline(always)]
    fn take_split(&self, index: usize) -> (Self, Self) {
        (self.take_from(index), self.take(index))
    }

    fn position<P: Fn(char) -> bool>(&self, predicate: P) -> Option<usize> {
        self.text.position(predicate)
    }

    fn iter_elements(&self) -> Chars<'a> {
        self.text.chars()
    }

    fn iter_indices(&self) -> CharIndices<'a> {
        self.text.char_indices()
    }

    fn slice_index(&self, count: usize) -> Result<usize, nom::Needed> {
        self.text.slice_index(count)
    }
}

impl<'a> Src<'a> for Loc<'a> {
    #[inline(always)]
    fn text(&self) -> &'a str {
        self.text
    }
}

/// Builds the `Span`s of one input's components.
pub(crate) struct Cursor<'a> {
    input: &'a str,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(input: &'a str) -> Self {
        Cursor { input }
    }

    /// The `Span` of `l`, built from its offset: the crate's one `unsafe`
    /// block. The safe way, `take_from` on a `Span`, counts the newlines of
    /// the bytes skipped (a `memchr` call per component, even though a valid
    /// URL has none), which made `parse` markedly slower
    /// (docs/performance.md, `Cursor::span`).
    #[allow(unsafe_code)]
    #[inline]
    fn span(&mut self, l: Loc<'a>) -> Span<'a> {
        let start = (l.text.as_ptr() as usize).wrapping_sub(self.input.as_ptr() as usize);
        assert!(start == l.offset && start + l.text.len() <= self.input.len());
        // SAFETY: `l.text` is the part of `self.input` that starts at byte
        // `l.offset` (asserted just above), so the bytes `LocatedSpan` may
        // read before its fragment from the offset (`get_line_beginning`,
        // `get_column`) are bytes of `self.input`. The line number is exact
        // too: no grammar's characters include `\n` (asserted where each
        // grammar is defined); it is not a safety matter.
        unsafe { Span::new_from_raw_offset(l.offset, 1, l.text, ()) }
    }
}

/// A parsed value over [`Loc`] turned into the same value over [`Span`].
pub(crate) trait Relocate<'a> {
    type Out;
    fn relocate(self, c: &mut Cursor<'a>) -> Self::Out;
}

impl<'a> Relocate<'a> for Loc<'a> {
    type Out = Span<'a>;
    #[inline]
    fn relocate(self, c: &mut Cursor<'a>) -> Span<'a> {
        c.span(self)
    }
}

impl<'a, T: Relocate<'a>> Relocate<'a> for Option<T> {
    type Out = Option<T::Out>;
    #[inline]
    fn relocate(self, c: &mut Cursor<'a>) -> Self::Out {
        self.map(|x| x.relocate(c))
    }
}

//! [`Loc`], the input `parse` runs the grammar on in both dialects, and the
//! span type of the values it returns: a slice of the input and its byte
//! offset, which is what a public [`Span`] holds, so a component's span is
//! read off the value with no conversion pass.
//!
//! Not `nom_locate::LocatedSpan`: it counts the newlines of the consumed
//! text (a `memchr` call) on every split, and the productions split many
//! times per URL, while no grammar contains a line break
//! (`docs/performance.md`, "Measurements behind the code", `Loc`).

use std::str::{CharIndices, Chars};

use crate::core::input::Src;
use crate::core::span::Span;

/// A slice of the input and its byte offset in the whole input: a public
/// [`Span`] under another name, so that the public type implements none of
/// nom's traits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Loc<'a>(Span<'a>);

impl<'a> Loc<'a> {
    /// The whole of `input`, at offset 0.
    #[inline(always)]
    pub(crate) fn new(input: &'a str) -> Self {
        Loc(Span::new(input, 0))
    }

    /// The public span: the same value.
    #[inline(always)]
    pub(crate) const fn span(self) -> Span<'a> {
        self.0
    }

    /// The text.
    #[inline(always)]
    pub(crate) const fn as_str(self) -> &'a str {
        self.0.as_str()
    }
}

impl<'a> nom::Input for Loc<'a> {
    type Item = char;
    type Iter = Chars<'a>;
    type IterIndices = CharIndices<'a>;

    #[inline(always)]
    fn input_len(&self) -> usize {
        self.0.len()
    }

    #[inline(always)]
    fn take(&self, index: usize) -> Self {
        Loc(Span::new(&self.0.as_str()[..index], self.0.start()))
    }

    #[inline(always)]
    fn take_from(&self, index: usize) -> Self {
        Loc(Span::new(&self.0.as_str()[index..], self.0.start() + index))
    }

    #[inline(always)]
    fn take_split(&self, index: usize) -> (Self, Self) {
        (self.take_from(index), self.take(index))
    }

    fn position<P: Fn(char) -> bool>(&self, predicate: P) -> Option<usize> {
        self.0.as_str().position(predicate)
    }

    fn iter_elements(&self) -> Chars<'a> {
        self.0.as_str().chars()
    }

    fn iter_indices(&self) -> CharIndices<'a> {
        self.0.as_str().char_indices()
    }

    fn slice_index(&self, count: usize) -> Result<usize, nom::Needed> {
        self.0.as_str().slice_index(count)
    }
}

impl<'a> Src<'a> for Loc<'a> {
    #[inline(always)]
    fn text(&self) -> &'a str {
        self.0.as_str()
    }
}

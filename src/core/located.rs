//! How a parsed value holds its components. `parse` runs the productions
//! over the `&str` input, as `validate` does, and keeps each component as
//! an [`At`] (two 32-bit offsets into the input); an accessor makes the
//! public [`Span`] from it. [`Loc`] (a slice and its offset: a [`Span`] as
//! a production input) is what the derivation tree, the segment and field
//! iterators and the shared components read, made from the `At`s on
//! access.
//!
//! Not `nom_locate::LocatedSpan`: it counts the newlines of the consumed
//! text (a `memchr` call) on every split, and the productions split many
//! times per URL, while no grammar contains a line break.

use std::num::NonZeroU32;
use std::str::{CharIndices, Chars};

use crate::core::input::Src;
use crate::core::span::Span;

/// A slice of the input and its byte offset in the whole input: a public
/// [`Span`] under another name, so that the public type implements none of
/// nom's traits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Loc<'a>(Span<'a>);

impl<'a> Loc<'a> {
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

/// The longest input whose components an [`At`] can hold: `parse` refuses
/// longer ones ([`ErrorKind::InputTooLong`](crate::ErrorKind::InputTooLong)).
pub(crate) const MAX_PARSED_LEN: usize = u32::MAX as usize - 1;

/// A component of a parsed URL as byte offsets into the input: what the
/// public URL values store, so that one is a third of the size it would be
/// with a [`Loc`] (a slice and an offset) per component. The public values
/// hold the input once and make a [`Span`] on access.
///
/// The end is stored plus one, in a `NonZeroU32`, so that an
/// `Option<At>` takes no more room than an `At`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct At {
    start: u32,
    end_plus_one: NonZeroU32,
}

impl At {
    /// The offsets of `part`, a slice of `input` (which the productions
    /// give: they only ever split their input), for an `input` of at most
    /// [`MAX_PARSED_LEN`] bytes.
    #[inline(always)]
    pub(crate) fn within(input: &str, part: &str) -> At {
        let start = (part.as_ptr() as usize).wrapping_sub(input.as_ptr() as usize);
        debug_assert!(start + part.len() <= input.len() && input.len() <= MAX_PARSED_LEN);
        At {
            start: start as u32,
            end_plus_one: NonZeroU32::MIN.saturating_add((start + part.len()) as u32),
        }
    }

    /// The component of `input` these offsets were taken from.
    #[inline(always)]
    pub(crate) fn loc(self, input: &str) -> Loc<'_> {
        Loc(self.span(input))
    }

    /// The same, as the public span.
    #[inline(always)]
    pub(crate) fn span(self, input: &str) -> Span<'_> {
        let start = self.start as usize;
        let end = self.end_plus_one.get() as usize - 1;
        Span::new(&input[start..end], start)
    }
}

/// The components of `input` from their offsets: the argument
/// `map_spans` takes to give a parsed value over [`Loc`]s back.
#[inline(always)]
pub(crate) fn locs<'a>(input: &'a str) -> impl Fn(At) -> Loc<'a> + 'a {
    move |at| at.loc(input)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_round_trip_to_the_same_span() {
        let input = "http://h:80/a?b";
        for start in 0..=input.len() {
            for end in start..=input.len() {
                let at = At::within(input, &input[start..end]);
                let span = at.span(input);
                assert_eq!((span.start(), span.as_str()), (start, &input[start..end]));
                assert_eq!(at.loc(input).span(), span);
            }
        }
    }

    #[test]
    fn the_longest_parsed_input_fits_without_saturating() {
        // An end at `MAX_PARSED_LEN` is stored as `u32::MAX`, the largest
        // value that is not a saturated sum.
        assert_eq!(MAX_PARSED_LEN + 1, u32::MAX as usize);
        let end = NonZeroU32::MIN.saturating_add(MAX_PARSED_LEN as u32);
        assert_eq!(end.get(), u32::MAX);
        assert_eq!(size_of::<Option<At>>(), size_of::<At>());
    }
}

//! Iteration over the `/`-separated segments of a path span.

use nom::Input;

use crate::input::Span;

/// The `/`-separated segments of a path span, as spans. Created by the
/// `segments()` accessors; allocates nothing.
///
/// ```
/// let url = urlbnf::parse("ftp://h/a/b", urlbnf::Grammar::Rfc1738)?;
/// let offsets: Vec<_> = url.as_ftp().unwrap().segments().map(|s| s.location_offset()).collect();
/// assert_eq!(offsets, [8, 10]);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    rest: Option<Span<'a>>,
}

impl<'a> Segments<'a> {
    pub(crate) fn new(path: Option<Span<'a>>) -> Self {
        Segments { rest: path }
    }
}

impl<'a> Iterator for Segments<'a> {
    type Item = Span<'a>;

    fn next(&mut self) -> Option<Span<'a>> {
        let rest = self.rest?;
        match rest.fragment().find('/') {
            Some(k) => {
                self.rest = Some(rest.take_from(k + 1));
                Some(rest.take(k))
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}

//! Iteration over the `/`-separated segments of a path span.

use crate::core::located::Loc;
use crate::core::span::Span;

/// The `/`-separated segments of a path, as spans, in order. Created by the
/// `segments()` accessors; allocates nothing. A path of `n` slashes has
/// `n + 1` segments (some may be empty); no path has none.
///
/// ```
/// let url = urlbnf::rfc1738::parse("ftp://h/a//b")?;
/// let ftp = url.as_ftp().unwrap();
/// let segments: Vec<_> = ftp.segments().map(|s| (s.as_str(), s.start())).collect();
/// assert_eq!(segments, [("a", 8), ("", 10), ("b", 11)]);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    rest: Option<Span<'a>>,
}

impl<'a> Segments<'a> {
    pub(crate) fn new(path: Option<Loc<'a>>) -> Self {
        Segments {
            rest: path.map(Loc::span),
        }
    }

    /// The segments of `path`, none without one.
    pub(crate) fn of(path: Option<Span<'a>>) -> Self {
        Segments { rest: path }
    }
}

/// ```
/// let url = urlbnf::rfc1738::parse("ftp://h/pub/a%2Fb/")?;
/// let segments: Vec<_> = url.as_ftp().unwrap().segments().map(|s| s.decode().into_owned()).collect();
/// assert_eq!(segments, [&b"pub"[..], b"a/b", b""]);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
impl<'a> Iterator for Segments<'a> {
    type Item = Span<'a>;

    fn next(&mut self) -> Option<Span<'a>> {
        Span::next_piece(&mut self.rest, '/')
    }
}

impl std::iter::FusedIterator for Segments<'_> {}

//! The input type `parse` runs the grammar on: a slice and its byte offset,
//! turned into [`Span`]s only once the whole URL has matched.
//!
//! `nom_locate::LocatedSpan` counts the newlines of the consumed text (a
//! `memchr` call) on every split, and the productions split many times per
//! URL. [`Loc`] carries just the offset; [`Relocate`] then builds each
//! component's `Span` once, from its offset (see [`Cursor::span`]). The
//! results are identical (`tests/differential.rs`); the measurements are in
//! `docs/performance.md`, "Measurements behind the code", `Loc`.

use std::str::{CharIndices, Chars};

use crate::input::{Span, Src};
use crate::rfc1738::Url;
use crate::rfc1738::types as pub_types;
use crate::rfc1738::{
    Parts, file::FileUrl, ftp::FtpUrl, generic::GenericUrl, gopher::GopherUrl, http::HttpUrl,
    ip_schemepart::HostPort, ip_schemepart::IpSchemepart, ip_schemepart::Login, mailto::MailtoUrl,
    news::GroupPart, news::NewsUrl, nntp::NntpUrl, prospero::ProsperoUrl, telnet::TelnetUrl,
    wais::WaisForm, wais::WaisUrl,
};

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

/// Line 1 is exact for every component of a URL that matched: no character
/// class of the grammar contains `\n`, so no newline precedes a component.
const _: () = assert!(!crate::rfc1738::chars::ANY.has(b'\n'));

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
        // too (see the assertion on `ANY` above); it is not a safety matter.
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

/// `Relocate` for a struct: every field in declaration order (which is the
/// order of the input), `Loc`-carrying ones relocated, the rest copied.
macro_rules! relocate_struct {
    ($($ty:ident { $($f:ident),* ; $($copy:ident),* })*) => {$(
        impl<'a> Relocate<'a> for $ty<Loc<'a>> {
            type Out = $ty<Span<'a>>;
            #[inline]
            fn relocate(self, c: &mut Cursor<'a>) -> Self::Out {
                $(let $f = self.$f.relocate(c);)*
                $ty { $($f,)* $($copy: self.$copy,)* }
            }
        }
    )*};
}

relocate_struct! {
    HostPort { span, host, port; host_kind }
    Login { span, user, password, hostport; }
    IpSchemepart { login, urlpath; }
    HttpUrl { source, hostport, hpath, search; }
    FtpUrl { source, login, fpath, ftptype; }
    NewsUrl { source, grouppart; }
    NntpUrl { source, hostport, group, article; }
    TelnetUrl { source, login; slash }
    GopherUrl { source, hostport, gtype, selector, search, gopher_plus; slash }
    WaisUrl { source, hostport, database, form; }
    MailtoUrl { source, address; }
    ProsperoUrl { source, hostport, ppath, fieldspecs; }
    GenericUrl { source, scheme, schemepart, ip; }
}

impl<'a> Relocate<'a> for FileUrl<Loc<'a>> {
    type Out = FileUrl<Span<'a>>;
    fn relocate(self, c: &mut Cursor<'a>) -> Self::Out {
        let source = self.source.relocate(c);
        let host = self.host.map(|(h, kind)| (h.relocate(c), kind));
        let fpath = self.fpath.relocate(c);
        FileUrl {
            source,
            host,
            fpath,
        }
    }
}

impl<'a> Relocate<'a> for GroupPart<Loc<'a>> {
    type Out = GroupPart<Span<'a>>;
    fn relocate(self, c: &mut Cursor<'a>) -> Self::Out {
        match self {
            GroupPart::All(s) => GroupPart::All(s.relocate(c)),
            GroupPart::Group(s) => GroupPart::Group(s.relocate(c)),
            GroupPart::Article { span, local, host } => GroupPart::Article {
                span: span.relocate(c),
                local: local.relocate(c),
                host: host.relocate(c),
            },
        }
    }
}

impl<'a> Relocate<'a> for WaisForm<Loc<'a>> {
    type Out = WaisForm<Span<'a>>;
    fn relocate(self, c: &mut Cursor<'a>) -> Self::Out {
        match self {
            WaisForm::Database => WaisForm::Database,
            WaisForm::Index { search } => WaisForm::Index {
                search: search.relocate(c),
            },
            WaisForm::Doc { wtype, wpath } => WaisForm::Doc {
                wtype: wtype.relocate(c),
                wpath: wpath.relocate(c),
            },
        }
    }
}

/// Straight into the public [`Url`]: building `Parts<Span>` first and
/// converting it cost one more move of the whole value (a `memcpy` call).
impl<'a> Relocate<'a> for Parts<Loc<'a>> {
    type Out = Url<'a>;
    fn relocate(self, c: &mut Cursor<'a>) -> Url<'a> {
        match self {
            Parts::Http(u) => Url::Http(pub_types::HttpUrl(u.relocate(c))),
            Parts::Ftp(u) => Url::Ftp(pub_types::FtpUrl(u.relocate(c))),
            Parts::News(u) => Url::News(pub_types::NewsUrl(u.relocate(c))),
            Parts::Nntp(u) => Url::Nntp(pub_types::NntpUrl(u.relocate(c))),
            Parts::Telnet(u) => Url::Telnet(pub_types::TelnetUrl(u.relocate(c))),
            Parts::Gopher(u) => Url::Gopher(pub_types::GopherUrl(u.relocate(c))),
            Parts::Wais(u) => Url::Wais(pub_types::WaisUrl(u.relocate(c))),
            Parts::Mailto(u) => Url::Mailto(pub_types::MailtoUrl(u.relocate(c))),
            Parts::File(u) => Url::File(pub_types::FileUrl(u.relocate(c))),
            Parts::Prospero(u) => Url::Prospero(pub_types::ProsperoUrl(u.relocate(c))),
            Parts::Other(u) => Url::Other(pub_types::GenericUrl(u.relocate(c))),
        }
    }
}

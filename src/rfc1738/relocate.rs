//! The RFC 1738 values parsed over [`Loc`] turned into the same values over
//! spans: [`Relocate`] for each.

use crate::core::input::Span;
use crate::core::located::{Cursor, Loc, Relocate};
use crate::rfc1738::Url;
use crate::rfc1738::types as pub_types;
use crate::rfc1738::{
    ParsedUrl, file::FileUrl, ftp::FtpUrl, generic::GenericUrl, gopher::GopherUrl, http::HttpUrl,
    ip_schemepart::HostPort, ip_schemepart::IpSchemepart, ip_schemepart::Login, mailto::MailtoUrl,
    news::GroupPart, news::NewsUrl, nntp::NntpUrl, prospero::ProsperoUrl, telnet::TelnetUrl,
    wais::WaisForm, wais::WaisUrl,
};

/// Line 1 is exact for every component of a URL that matched: no character
/// class of the grammar contains `\n`, so no newline precedes a component.
const _: () = assert!(!crate::rfc1738::chars::ANY.has(b'\n'));

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

/// Straight into the public [`Url`]: building `ParsedUrl<Span>` first and
/// converting it cost one more move of the whole value (a `memcpy` call).
impl<'a> Relocate<'a> for ParsedUrl<Loc<'a>> {
    type Out = Url<'a>;
    fn relocate(self, c: &mut Cursor<'a>) -> Url<'a> {
        match self {
            ParsedUrl::Http(u) => Url::Http(pub_types::HttpUrl(u.relocate(c))),
            ParsedUrl::Ftp(u) => Url::Ftp(pub_types::FtpUrl(u.relocate(c))),
            ParsedUrl::News(u) => Url::News(pub_types::NewsUrl(u.relocate(c))),
            ParsedUrl::Nntp(u) => Url::Nntp(pub_types::NntpUrl(u.relocate(c))),
            ParsedUrl::Telnet(u) => Url::Telnet(pub_types::TelnetUrl(u.relocate(c))),
            ParsedUrl::Gopher(u) => Url::Gopher(pub_types::GopherUrl(u.relocate(c))),
            ParsedUrl::Wais(u) => Url::Wais(pub_types::WaisUrl(u.relocate(c))),
            ParsedUrl::Mailto(u) => Url::Mailto(pub_types::MailtoUrl(u.relocate(c))),
            ParsedUrl::File(u) => Url::File(pub_types::FileUrl(u.relocate(c))),
            ParsedUrl::Prospero(u) => Url::Prospero(pub_types::ProsperoUrl(u.relocate(c))),
            ParsedUrl::Other(u) => Url::Other(pub_types::GenericUrl(u.relocate(c))),
        }
    }
}

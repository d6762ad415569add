//! The typed result of [`crate::parse`]: one variant per scheme.

use std::fmt;

use crate::input::Span;
use crate::rfc1738::{
    Parts, file, ftp, generic, gopher, http, mailto, news, nntp, prospero, telnet, wais,
};
use crate::scheme::Scheme;
use crate::tree::Tree;

/// A URL parsed by [`crate::parse`]: one variant per RFC 1738 scheme, plus
/// [`Url::Other`] for `otherurl`. Every component is a [`Span`] borrowed from
/// the input, with its byte offset. [`Display`](fmt::Display) gives back the
/// input exactly.
///
/// ```
/// use urlbnf::{parse, Grammar, Url};
/// let input = "ftp://ftp.is.co.za/rfc/rfc1808.txt";
/// let url = parse(input, Grammar::Rfc1738)?;
/// assert!(matches!(url, Url::Ftp(_)));
/// assert_eq!(url.to_string(), input);
/// # Ok::<(), urlbnf::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Url<'a> {
    /// `httpurl`
    Http(http::HttpUrl<Span<'a>>),
    /// `ftpurl`
    Ftp(ftp::FtpUrl<Span<'a>>),
    /// `newsurl`
    News(news::NewsUrl<Span<'a>>),
    /// `nntpurl`
    Nntp(nntp::NntpUrl<Span<'a>>),
    /// `telneturl`
    Telnet(telnet::TelnetUrl<Span<'a>>),
    /// `gopherurl`
    Gopher(gopher::GopherUrl<Span<'a>>),
    /// `waisurl`
    Wais(wais::WaisUrl<Span<'a>>),
    /// `mailtourl`
    Mailto(mailto::MailtoUrl<Span<'a>>),
    /// `fileurl`
    File(file::FileUrl<Span<'a>>),
    /// `prosperourl`
    Prospero(prospero::ProsperoUrl<Span<'a>>),
    /// `otherurl`: a scheme RFC 1738 does not define.
    Other(generic::GenericUrl<Span<'a>>),
    /// Any URL of the RFC 1630 dialect ([`crate::Grammar::Rfc1630`]): its
    /// prefix, [address](crate::rfc1630::Address) and fragment. One variant
    /// for the whole dialect, so that the RFC 1738 variants keep their
    /// meaning; the `as_http()`-style accessors return `None` for it.
    Rfc1630(crate::rfc1630::Rfc1630Url<Span<'a>>),
}

macro_rules! accessors {
    ($($name:ident => $variant:ident: $ty:ty;)*) => {
        impl<'a> Url<'a> {
            $(
                #[doc = concat!("The [`Url::", stringify!($variant), "`] variant, if this is one.")]
                ///
                /// ```
                /// let url = urlbnf::parse("news:*", urlbnf::Grammar::Rfc1738)?;
                /// assert!(url.as_news().is_some() && url.as_http().is_none());
                /// # Ok::<(), urlbnf::ParseError>(())
                /// ```
                pub fn $name(&self) -> Option<&$ty> {
                    match self {
                        Url::$variant(u) => Some(u),
                        _ => None,
                    }
                }
            )*
        }
    };
}

accessors! {
    as_http => Http: http::HttpUrl<Span<'a>>;
    as_ftp => Ftp: ftp::FtpUrl<Span<'a>>;
    as_news => News: news::NewsUrl<Span<'a>>;
    as_nntp => Nntp: nntp::NntpUrl<Span<'a>>;
    as_telnet => Telnet: telnet::TelnetUrl<Span<'a>>;
    as_gopher => Gopher: gopher::GopherUrl<Span<'a>>;
    as_wais => Wais: wais::WaisUrl<Span<'a>>;
    as_mailto => Mailto: mailto::MailtoUrl<Span<'a>>;
    as_file => File: file::FileUrl<Span<'a>>;
    as_prospero => Prospero: prospero::ProsperoUrl<Span<'a>>;
    as_other => Other: generic::GenericUrl<Span<'a>>;
    as_rfc1630 => Rfc1630: crate::rfc1630::Rfc1630Url<Span<'a>>;
}

impl<'a> Url<'a> {
    /// Which scheme production matched.
    ///
    /// ```
    /// let url = urlbnf::parse("Gopher://h", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.scheme(), urlbnf::Scheme::Gopher);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme(&self) -> Scheme {
        match self {
            Url::Http(_) => Scheme::Http,
            Url::Ftp(_) => Scheme::Ftp,
            Url::News(_) => Scheme::News,
            Url::Nntp(_) => Scheme::Nntp,
            Url::Telnet(_) => Scheme::Telnet,
            Url::Gopher(_) => Scheme::Gopher,
            Url::Wais(_) => Scheme::Wais,
            Url::Mailto(_) => Scheme::Mailto,
            Url::File(_) => Scheme::File,
            Url::Prospero(_) => Scheme::Prospero,
            Url::Other(_) => Scheme::Other,
            Url::Rfc1630(u) => u.address.scheme(),
        }
    }

    /// The scheme name as written in the input.
    ///
    /// ```
    /// let url = urlbnf::parse("HTTP://h/", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.scheme_name(), "HTTP");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn scheme_name(&self) -> &'a str {
        let s = match self {
            Url::Rfc1630(u) => match u.address {
                crate::rfc1630::Address::Uri(uri) => uri.source.fragment(),
                _ => &self.as_str()[u.prefix.map_or(0, |p| p.fragment().len())..],
            },
            _ => self.as_str(),
        };
        &s[..s.find(':').unwrap_or(0)]
    }

    /// The whole URL as a span.
    ///
    /// ```
    /// let url = urlbnf::parse("mailto:a@b", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.span().location_offset(), 0);
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn span(&self) -> Span<'a> {
        match self {
            Url::Http(u) => u.source,
            Url::Ftp(u) => u.source,
            Url::News(u) => u.source,
            Url::Nntp(u) => u.source,
            Url::Telnet(u) => u.source,
            Url::Gopher(u) => u.source,
            Url::Wais(u) => u.source,
            Url::Mailto(u) => u.source,
            Url::File(u) => u.source,
            Url::Prospero(u) => u.source,
            Url::Other(u) => u.source,
            Url::Rfc1630(u) => u.source,
        }
    }

    /// The input text.
    ///
    /// ```
    /// let url = urlbnf::parse("news:*", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.as_str(), "news:*");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.span().fragment()
    }

    /// The derivation tree: one production per line, with byte ranges and the
    /// text each matched.
    ///
    /// ```
    /// let url = urlbnf::parse("nntp://h/g/7", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.tree().to_string(), "\
    /// nntpurl 0..12 \"nntp://h/g/7\"
    ///   hostport 7..8 \"h\"
    ///     host 7..8 \"h\" hostname
    ///   group 9..10 \"g\"
    ///   digits 11..12 \"7\"
    /// ");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn tree(&self) -> impl fmt::Display + '_ {
        DisplayTree(self)
    }
}

struct DisplayTree<'u, 'a>(&'u Url<'a>);

impl fmt::Display for DisplayTree<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &mut Tree::new(f);
        match self.0 {
            Url::Http(u) => u.write_tree(t),
            Url::Ftp(u) => u.write_tree(t),
            Url::News(u) => u.write_tree(t),
            Url::Nntp(u) => u.write_tree(t),
            Url::Telnet(u) => u.write_tree(t),
            Url::Gopher(u) => u.write_tree(t),
            Url::Wais(u) => u.write_tree(t),
            Url::Mailto(u) => u.write_tree(t),
            Url::File(u) => u.write_tree(t),
            Url::Prospero(u) => u.write_tree(t),
            Url::Other(u) => u.write_tree(t),
            Url::Rfc1630(u) => u.write_tree(t),
        }
    }
}

impl fmt::Display for Url<'_> {
    /// The input, byte for byte.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> From<Parts<Span<'a>>> for Url<'a> {
    fn from(p: Parts<Span<'a>>) -> Self {
        match p {
            Parts::Http(u) => Url::Http(u),
            Parts::Ftp(u) => Url::Ftp(u),
            Parts::News(u) => Url::News(u),
            Parts::Nntp(u) => Url::Nntp(u),
            Parts::Telnet(u) => Url::Telnet(u),
            Parts::Gopher(u) => Url::Gopher(u),
            Parts::Wais(u) => Url::Wais(u),
            Parts::Mailto(u) => Url::Mailto(u),
            Parts::File(u) => Url::File(u),
            Parts::Prospero(u) => Url::Prospero(u),
            Parts::Other(u) => Url::Other(u),
        }
    }
}

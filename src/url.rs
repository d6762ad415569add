//! The typed result of [`crate::parse`]: one variant per scheme.

use std::fmt;

use nom::Input;

use crate::input::Span;
use crate::rfc1738::{
    Parts, file, ftp, generic, gopher, http, mailto, news, nntp, prospero, telnet, wais,
};
use crate::tree::Tree;

/// The schemes RFC 1738 defines, and `Other` for the rest.
///
/// ```
/// use urlbnf::Scheme;
/// assert_eq!(Scheme::from_name("HTTP"), Scheme::Http);
/// assert_eq!(Scheme::from_name("https"), Scheme::Other);
/// assert_eq!(Scheme::Gopher.default_port(), Some(70));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Scheme {
    /// `http`
    Http,
    /// `ftp`
    Ftp,
    /// `news`
    News,
    /// `nntp`
    Nntp,
    /// `telnet`
    Telnet,
    /// `gopher`
    Gopher,
    /// `wais`
    Wais,
    /// `mailto`
    Mailto,
    /// `file`
    File,
    /// `prospero`
    Prospero,
    /// Any other scheme (`otherurl`).
    Other,
}

impl Scheme {
    /// The predefined schemes, in the order of RFC 1738's `url` rule.
    pub const PREDEFINED: [Scheme; 10] = [
        Scheme::Http,
        Scheme::Ftp,
        Scheme::News,
        Scheme::Nntp,
        Scheme::Telnet,
        Scheme::Gopher,
        Scheme::Wais,
        Scheme::Mailto,
        Scheme::File,
        Scheme::Prospero,
    ];

    /// The scheme for a name, compared ASCII-case-insensitively (RFC 1738
    /// §2.1); never Unicode case folding.
    ///
    /// ```
    /// use urlbnf::Scheme;
    /// assert_eq!(Scheme::from_name("Ftp"), Scheme::Ftp);
    /// assert_eq!(Scheme::from_name("\u{212A}"), Scheme::Other);
    /// ```
    pub fn from_name(name: &str) -> Scheme {
        Scheme::from_prefix(name.as_bytes(), name.len())
    }

    /// The scheme named by the first `n` bytes of `bytes`.
    pub(crate) fn from_prefix(bytes: &[u8], n: usize) -> Scheme {
        // Dispatch runs once per URL, so it avoids ten string comparisons:
        // the name (at most 8 bytes) is packed into a u64 with `| 0x20` on
        // each byte, which lower-cases ASCII letters and maps no other byte
        // to a lower-case letter, and matched against the packed names.
        // The word is the input's first eight bytes, masked to the name:
        // copying the name into a zeroed buffer called `memcpy`, which cost
        // 14 instructions and 0.15 mispredicted branches per URL
        // (callgrind, `validate` over the valid bench corpus).
        if n == 0 || n > 8 || n > bytes.len() {
            return Scheme::Other;
        }
        let word = match bytes.first_chunk::<8>() {
            Some(first) => u64::from_le_bytes(*first),
            None => {
                let mut padded = [0u8; 8];
                for (p, &b) in padded.iter_mut().zip(bytes) {
                    *p = b;
                }
                u64::from_le_bytes(padded)
            }
        };
        let key = word & (u64::MAX >> (64 - 8 * n)) | LOWER_MASK[n];
        const fn pack(s: &str) -> u64 {
            let b = s.as_bytes();
            let mut padded = [0u8; 8];
            let mut k = 0;
            while k < b.len() {
                padded[k] = b[k];
                k += 1;
            }
            u64::from_le_bytes(padded)
        }
        /// `0x20` in each of the first `len` bytes.
        const LOWER_MASK: [u64; 9] = {
            let mut m = [0u64; 9];
            let mut len = 1;
            while len <= 8 {
                m[len] = m[len - 1] | 0x20 << (8 * (len - 1));
                len += 1;
            }
            m
        };
        const HTTP: u64 = pack("http");
        const FTP: u64 = pack("ftp");
        const NEWS: u64 = pack("news");
        const NNTP: u64 = pack("nntp");
        const TELNET: u64 = pack("telnet");
        const GOPHER: u64 = pack("gopher");
        const WAIS: u64 = pack("wais");
        const MAILTO: u64 = pack("mailto");
        const FILE: u64 = pack("file");
        const PROSPERO: u64 = pack("prospero");
        match key {
            HTTP => Scheme::Http,
            FTP => Scheme::Ftp,
            NEWS => Scheme::News,
            NNTP => Scheme::Nntp,
            TELNET => Scheme::Telnet,
            GOPHER => Scheme::Gopher,
            WAIS => Scheme::Wais,
            MAILTO => Scheme::Mailto,
            FILE => Scheme::File,
            PROSPERO => Scheme::Prospero,
            _ => Scheme::Other,
        }
    }

    /// The lower-case name, or `""` for `Other`.
    ///
    /// ```
    /// assert_eq!(urlbnf::Scheme::Wais.name(), "wais");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Scheme::Http => "http",
            Scheme::Ftp => "ftp",
            Scheme::News => "news",
            Scheme::Nntp => "nntp",
            Scheme::Telnet => "telnet",
            Scheme::Gopher => "gopher",
            Scheme::Wais => "wais",
            Scheme::Mailto => "mailto",
            Scheme::File => "file",
            Scheme::Prospero => "prospero",
            Scheme::Other => "",
        }
    }

    /// The default port RFC 1738 §3 gives, if the scheme has one.
    ///
    /// ```
    /// assert_eq!(urlbnf::Scheme::Prospero.default_port(), Some(1525));
    /// assert_eq!(urlbnf::Scheme::Mailto.default_port(), None);
    /// ```
    pub const fn default_port(self) -> Option<u16> {
        match self {
            Scheme::Ftp => Some(21),
            Scheme::Http => Some(80),
            Scheme::Gopher => Some(70),
            Scheme::Nntp => Some(119),
            Scheme::Telnet => Some(23),
            Scheme::Wais => Some(210),
            Scheme::Prospero => Some(1525),
            _ => None,
        }
    }
}

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
        let s = self.as_str();
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

/// The value of a hex digit (the caller has checked it is one).
pub(crate) const fn hex_value(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        b'A'..=b'F' => b - b'A' + 10,
        _ => 0,
    }
}

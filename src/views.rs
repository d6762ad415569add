//! Views of one scheme's URL in either grammar, for code that takes the
//! grammar at run time: [`AnyUrl::as_http`](crate::AnyUrl::as_http),
//! [`as_ftp`](crate::AnyUrl::as_ftp), [`as_gopher`](crate::AnyUrl::as_gopher)
//! and [`as_news`](crate::AnyUrl::as_news). Each view has the accessors both
//! dialects answer with the same types; the dialect's own value is one
//! `match` away.

use crate::core::segments::Segments;
use crate::core::span::Span;
use crate::parts::{FtpType, GroupPart, Host, HostPort, Login};
use crate::rfc1630;
use crate::rfc1738;
use crate::rfc1738::GopherType;

/// Declares a view: an enum of the two dialects' types for one scheme, and
/// accessors that ask whichever it holds. Each accessor's doc example runs
/// `$check` on the view of `$example` in both grammars.
macro_rules! view {
    (
        $(#[$meta:meta])*
        $name:ident: $ty:ident, $example:literal;
        $(
            $(#[$doc:meta])*
            fn $acc:ident() -> $ret:ty, $check:literal;
        )*
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name<'a> {
            /// An RFC 1738 URL.
            Rfc1738(rfc1738::$ty<'a>),
            /// An RFC 1630 URL.
            Rfc1630(rfc1630::$ty<'a>),
        }

        impl<'a> $name<'a> {
            $(
                $(#[$doc])*
                ///
                /// ```
                /// for g in [urlbnf::Grammar::Rfc1738, urlbnf::Grammar::Rfc1630] {
                #[doc = concat!("    let url = urlbnf::AnyUrl::parse(\"", $example, "\", g)?;")]
                #[doc = concat!("    let v = url.", view!(@as $name), "().unwrap();")]
                #[doc = concat!("    assert!(", $check, ", \"{g}\");")]
                /// }
                /// # Ok::<(), urlbnf::ParseError>(())
                /// ```
                pub fn $acc(&self) -> $ret {
                    match self {
                        $name::Rfc1738(u) => u.$acc(),
                        $name::Rfc1630(u) => u.$acc(),
                    }
                }
            )*
        }

        impl std::fmt::Display for $name<'_> {
            /// The text, exactly as in the input.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.span().as_str())
            }
        }
    };
    (@as AnyHttpUrl) => { "as_http" };
    (@as AnyFtpUrl) => { "as_ftp" };
    (@as AnyGopherUrl) => { "as_gopher" };
    (@as AnyNewsUrl) => { "as_news" };
}

view! {
    /// An http URL of either grammar: RFC 1738's `httpurl` or RFC 1630's
    /// `httpaddress`.
    ///
    /// ```
    /// use urlbnf::{AnyHttpUrl, AnyUrl, Grammar};
    /// let url = AnyUrl::parse("http://h:8080/a/b?q", Grammar::Rfc1630)?;
    /// let http = url.as_http().unwrap();
    /// assert_eq!((http.host().as_str(), http.search().unwrap().as_str()), ("h", "q"));
    /// assert!(matches!(http, AnyHttpUrl::Rfc1630(_)));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    AnyHttpUrl: HttpUrl, "http://h:8080/a/b?q";

    /// The URL's text.
    fn span() -> Span<'a>, "v.span() == \"http://h:8080/a/b?q\"";
    /// The `hostport`.
    fn hostport() -> HostPort<'a>, "v.hostport().span() == \"h:8080\"";
    /// The path after the host's `/`, still encoded, if any.
    fn path() -> Option<Span<'a>>, "v.path().unwrap() == \"a/b\"";
    /// The `/`-separated segments of the path, still encoded.
    fn segments() -> Segments<'a>, "v.segments().count() == 2";
    /// The `search` after `?`, still encoded, if any.
    fn search() -> Option<Span<'a>>, "v.search().unwrap() == \"q\"";
}

impl<'a> AnyHttpUrl<'a> {
    /// The host.
    ///
    /// ```
    /// let url = urlbnf::AnyUrl::parse("http://h/", urlbnf::Grammar::Rfc1738)?;
    /// assert_eq!(url.as_http().unwrap().host().as_str(), "h");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    pub fn host(&self) -> Host<'a> {
        self.hostport().host()
    }
}

view! {
    /// An ftp URL of either grammar: RFC 1738's `ftpurl` or RFC 1630's
    /// `ftpaddress`, with its transfer type as one [`FtpType`].
    ///
    /// ```
    /// use urlbnf::{AnyUrl, FtpType, Grammar};
    /// for g in [Grammar::Rfc1738, Grammar::Rfc1630] {
    ///     let url = AnyUrl::parse("ftp://anonymous@h/pub/f;type=I", g)?;
    ///     let ftp = url.as_ftp().unwrap();
    ///     assert_eq!(ftp.login().user().unwrap(), "anonymous");
    ///     assert_eq!(ftp.ftp_type(), Some(FtpType::Image));
    /// }
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    AnyFtpUrl: FtpUrl, "ftp://u@h:21/pub/f;type=I";

    /// The URL's text.
    fn span() -> Span<'a>, "v.span() == \"ftp://u@h:21/pub/f;type=I\"";
    /// The `login`: user, password, host and port.
    fn login() -> Login<'a>, "v.login().user().unwrap() == \"u\"";
    /// The `hostport` of the login.
    fn hostport() -> HostPort<'a>, "v.hostport().span() == \"h:21\"";
    /// The path after the host's `/`, still encoded, if any (RFC 1630's
    /// is always there, possibly empty).
    fn path() -> Option<Span<'a>>, "v.path().unwrap() == \"pub/f\"";
    /// The `/`-separated segments of the path: the CWD arguments, then
    /// the RETR argument.
    fn segments() -> Segments<'a>, "v.segments().count() == 2";
    /// The `ftptype` as written, if any.
    fn ftptype() -> Option<Span<'a>>, "v.ftptype().unwrap().as_str().eq_ignore_ascii_case(\"i\")";
    /// The transfer type, if given.
    fn ftp_type() -> Option<FtpType<'a>>, "v.ftp_type() == Some(urlbnf::FtpType::Image)";
}

view! {
    /// A gopher URL of either grammar: RFC 1738's `gopherurl` or RFC
    /// 1630's `gopheraddress`.
    ///
    /// ```
    /// use urlbnf::{AnyUrl, Grammar};
    /// let url = AnyUrl::parse("gopher://h/7s%09q", Grammar::Rfc1630)?;
    /// let gopher = url.as_gopher().unwrap();
    /// assert_eq!(gopher.gopher_type().code(), b'7');
    /// assert_eq!(gopher.search().unwrap(), "q");
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    AnyGopherUrl: GopherUrl, "gopher://h:70/7s%09q";

    /// The URL's text.
    fn span() -> Span<'a>, "v.span() == \"gopher://h:70/7s%09q\"";
    /// The `hostport`.
    fn hostport() -> HostPort<'a>, "v.hostport().span() == \"h:70\"";
    /// The `gtype` as written, if any.
    fn gtype() -> Option<Span<'a>>, "v.gtype().unwrap() == \"7\"";
    /// The gopher type: the `gtype`, else `1` (RFC 1738 section 3.4).
    fn gopher_type() -> GopherType, "v.gopher_type().code() == b'7'";
    /// The selector, up to the first `%09`, still encoded, if any.
    fn selector() -> Option<Span<'a>>, "v.selector().unwrap() == \"s\"";
    /// The search after the first `%09`, if any.
    fn search() -> Option<Span<'a>>, "v.search().unwrap() == \"q\"";
    /// The gopher+ string after a second `%09`, if any.
    fn gopher_plus() -> Option<Span<'a>>, "v.gopher_plus().is_none()";
}

view! {
    /// A news URL of either grammar: RFC 1738's `newsurl` or RFC 1630's
    /// `newsaddress`.
    ///
    /// ```
    /// use urlbnf::{AnyUrl, GroupPart, Grammar};
    /// let url = AnyUrl::parse("news:comp.lang.c", Grammar::Rfc1738)?;
    /// assert!(matches!(url.as_news().unwrap().grouppart(), GroupPart::Group(g) if g == "comp.lang.c"));
    /// # Ok::<(), urlbnf::ParseError>(())
    /// ```
    AnyNewsUrl: NewsUrl, "news:comp.lang.c";

    /// The URL's text.
    fn span() -> Span<'a>, "v.span() == \"news:comp.lang.c\"";
    /// The group, article or `*`.
    fn grouppart() -> GroupPart<'a>, "matches!(v.grouppart(), urlbnf::GroupPart::Group(g) if g == \"comp.lang.c\")";
}

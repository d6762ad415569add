//! What kind of host a URL names: the distinction the grammars draw
//! between a name and a number.

/// Whether a `host` is a name, an IPv4 address, or (RFC 3986 and 3987
/// only) an IP literal in brackets.
///
/// ```
/// use urlbnf::HostKind;
/// let kind = |s| urlbnf::rfc1738::parse(s).unwrap().host().unwrap().kind();
/// assert_eq!(kind("http://10.0.0.1/"), HostKind::Number);
/// assert_eq!(kind("http://example.com/"), HostKind::Name);
/// let kind = |s| urlbnf::rfc3986::parse(s).unwrap().host().unwrap().kind();
/// assert_eq!(kind("http://[::1]/"), HostKind::Ipv6);
/// assert_eq!(kind("http://[v7.x]/"), HostKind::IpvFuture);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind {
    /// `hostname = *[ domainlabel "." ] toplabel`; RFC 3986's `reg-name`
    /// (which may be empty, or hold escapes).
    Name,
    /// `hostnumber = digits "." digits "." digits "." digits`; RFC 3986's
    /// `IPv4address` (four `dec-octet`s).
    Number,
    /// `IP-literal` holding an `IPv6address` (RFC 3986, 3987).
    Ipv6,
    /// `IP-literal` holding an `IPvFuture` (RFC 3986, 3987).
    IpvFuture,
}

//! What kind of host a URL names: the distinction the grammars draw
//! between a name and a number.

/// Whether a `host` is a `hostname` or a `hostnumber`.
///
/// ```
/// use urlbnf::HostKind;
/// let kind = |s| urlbnf::rfc1738::parse(s).unwrap().host().unwrap().kind();
/// assert_eq!(kind("http://10.0.0.1/"), HostKind::Number);
/// assert_eq!(kind("http://example.com/"), HostKind::Name);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostKind {
    /// `hostname = *[ domainlabel "." ] toplabel`
    Name,
    /// `hostnumber = digits "." digits "." digits "." digits`
    Number,
}

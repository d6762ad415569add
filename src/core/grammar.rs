//! The grammars by name: the value that selects a dialect at run time.

/// Which grammar to check against, for the functions that take either:
/// [`validate`](crate::validate), [`parse`](crate::parse), [`diagnose`](crate::diagnose), [`equivalent`](crate::equivalent).
///
/// ```
/// use urlbnf::Grammar;
/// assert_eq!(Grammar::Rfc1738.name(), "rfc1738");
/// assert_eq!("rfc1630".parse::<Grammar>(), Ok(Grammar::Rfc1630));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Grammar {
    /// RFC 1738 (December 1994), section 5, with the decisions of
    /// `grammar/ERRATA.md`.
    #[default]
    Rfc1738,
    /// RFC 1630 (June 1994), both BNF sections ("BNF of Generic URI Syntax"
    /// and "BNF for specific URL schemes"), with the decisions of
    /// `grammar/ERRATA.md`. Parses into [`rfc1630::Url`](crate::rfc1630::Url).
    Rfc1630,
    /// RFC 3986 (January 2005, STD 66), Appendix A: the generic syntax of
    /// URIs, with the decisions of `grammar/ERRATA.md`. Parses into
    /// [`rfc3986::Url`](crate::rfc3986::Url).
    Rfc3986,
    /// RFC 3987 (January 2005), section 2.2: IRIs, RFC 3986's syntax with
    /// non-ASCII characters (`ucschar`, and `iprivate` in the query).
    /// Parses into the same [`rfc3986::Url`](crate::rfc3986::Url).
    Rfc3987,
}

impl Grammar {
    /// Every grammar, in the order of their names on every surface (the
    /// command's choices, the error of an unknown name).
    ///
    /// ```
    /// let names: Vec<&str> = urlbnf::Grammar::ALL.iter().map(|g| g.name()).collect();
    /// assert_eq!(names, ["rfc1738", "rfc1630", "rfc3986", "rfc3987"]);
    /// ```
    pub const ALL: &'static [Grammar] = &[
        Grammar::Rfc1738,
        Grammar::Rfc1630,
        Grammar::Rfc3986,
        Grammar::Rfc3987,
    ];

    /// The grammar's title, as a person names it.
    ///
    /// ```
    /// assert_eq!(urlbnf::Grammar::Rfc1630.title(), "RFC 1630");
    /// ```
    pub const fn title(self) -> &'static str {
        match self {
            Grammar::Rfc1738 => "RFC 1738",
            Grammar::Rfc1630 => "RFC 1630",
            Grammar::Rfc3986 => "RFC 3986",
            Grammar::Rfc3987 => "RFC 3987",
        }
    }

    /// Whether the grammar has relative references, which
    /// [`resolve_in`](crate::resolve_in) resolves against a base: RFC
    /// 1630's partial forms, RFC 3986's and RFC 3987's references; not RFC
    /// 1738, whose URLs are all absolute.
    ///
    /// ```
    /// use urlbnf::Grammar;
    /// assert!(Grammar::Rfc3986.has_references() && Grammar::Rfc1630.has_references());
    /// assert!(!Grammar::Rfc1738.has_references());
    /// ```
    pub const fn has_references(self) -> bool {
        !matches!(self, Grammar::Rfc1738)
    }

    /// The name used on the command line.
    ///
    /// ```
    /// assert_eq!(urlbnf::Grammar::default().name(), "rfc1738");
    /// assert_eq!(urlbnf::Grammar::Rfc1630.name(), "rfc1630");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Grammar::Rfc1738 => "rfc1738",
            Grammar::Rfc1630 => "rfc1630",
            Grammar::Rfc3986 => "rfc3986",
            Grammar::Rfc3987 => "rfc3987",
        }
    }
}

/// A dialect from its name, as [`Grammar::name`] gives it, in any case
/// (`RFC1630` too).
///
/// ```
/// use urlbnf::Grammar;
/// assert_eq!("rfc1630".parse::<Grammar>(), Ok(Grammar::Rfc1630));
/// assert_eq!("RFC1738".parse::<Grammar>(), Ok(Grammar::Rfc1738));
/// ```
impl std::str::FromStr for Grammar {
    type Err = UnknownGrammar;

    /// One of [`Grammar::ALL`] by its name, ASCII case-insensitively.
    fn from_str(s: &str) -> Result<Self, UnknownGrammar> {
        Grammar::ALL
            .iter()
            .find(|g| s.eq_ignore_ascii_case(g.name()))
            .copied()
            .ok_or_else(|| UnknownGrammar {
                name: s.chars().take(64).collect(),
            })
    }
}

/// The name, as [`Grammar::name`] gives it.
///
/// ```
/// assert_eq!(urlbnf::Grammar::Rfc1630.to_string(), "rfc1630");
/// assert_eq!(format!("{:>8}", urlbnf::Grammar::Rfc1738), " rfc1738");
/// ```
impl std::fmt::Display for Grammar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.name())
    }
}

/// The error of parsing a [`Grammar`] from a name it does not have: it
/// repeats the name (its first 64 characters) and the choices.
///
/// ```
/// let e = "rfc2396".parse::<urlbnf::Grammar>().unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "unknown grammar `rfc2396` (expected `rfc1738`, `rfc1630`, `rfc3986` or `rfc3987`)"
/// );
/// assert_eq!(e.name(), "rfc2396");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnknownGrammar {
    name: String,
}

impl UnknownGrammar {
    /// The name that was given (its first 64 characters).
    ///
    /// ```
    /// assert_eq!("x".parse::<urlbnf::Grammar>().unwrap_err().name(), "x");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// ```
/// let e = "x".parse::<urlbnf::Grammar>().unwrap_err();
/// assert!(e.to_string().starts_with("unknown grammar `x` (expected `rfc1738`, `rfc1630`"));
/// ```
impl std::fmt::Display for UnknownGrammar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unknown grammar `{}` (expected ",
            self.name.escape_debug()
        )?;
        for (k, g) in Grammar::ALL.iter().enumerate() {
            if k > 0 {
                f.write_str(if k + 1 == Grammar::ALL.len() {
                    " or "
                } else {
                    ", "
                })?;
            }
            write!(f, "`{g}`")?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownGrammar {}

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
}

impl Grammar {
    /// Every grammar, in the order of their names on every surface (the
    /// command's choices, the error of an unknown name).
    ///
    /// ```
    /// let names: Vec<&str> = urlbnf::Grammar::ALL.iter().map(|g| g.name()).collect();
    /// assert_eq!(names, ["rfc1738", "rfc1630"]);
    /// ```
    pub const ALL: &'static [Grammar] = &[Grammar::Rfc1738, Grammar::Rfc1630];

    /// The grammar's title, as a person names it.
    ///
    /// ```
    /// assert_eq!(urlbnf::Grammar::Rfc1630.title(), "RFC 1630");
    /// ```
    pub const fn title(self) -> &'static str {
        match self {
            Grammar::Rfc1738 => "RFC 1738",
            Grammar::Rfc1630 => "RFC 1630",
        }
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
/// let e = "rfc3986".parse::<urlbnf::Grammar>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown grammar `rfc3986` (expected `rfc1738` or `rfc1630`)");
/// assert_eq!(e.name(), "rfc3986");
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
/// assert_eq!(e.to_string(), "unknown grammar `x` (expected `rfc1738` or `rfc1630`)");
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

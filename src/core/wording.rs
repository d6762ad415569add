//! What the messages say differently for each grammar, as data that the
//! grammar's own folder defines (its `wording.rs`) and a failure carries:
//! the sentence of an error and the help of its report read it here,
//! never a `match` on the grammar.

use crate::core::grammar::Grammar;

/// One grammar's sentences.
pub(crate) struct Wording {
    pub(crate) grammar: Grammar,
    /// What the grammar calls what it defines: `URL`, `URI`, `IRI`.
    pub(crate) noun: &'static str,
    /// Why `c`, a character outside the grammar, may stand nowhere in a URL
    /// of it: the class the RFC puts it in.
    pub(crate) outside: fn(char) -> &'static str,
    /// Where a host name holds more than letters, digits, `-` and `.`: the
    /// help for a character it may not hold, up to the corrected text
    /// (`write it as` follows).
    pub(crate) host_chars: Option<&'static str>,
    /// Where a user name or password has no escapes: the help for a
    /// character it may not hold.
    pub(crate) login_chars: Option<&'static str>,
    /// Where the `alpha` production starts a newsgroup name: the help when
    /// it fails.
    pub(crate) alpha: Option<&'static str>,
    /// The help where an input starts with no scheme, as a relative
    /// reference does: what the grammar makes of those.
    pub(crate) relative: &'static str,
    /// The help for bytes that are not UTF-8.
    pub(crate) not_utf8: &'static str,
    /// What the warnings of a valid URL cite.
    pub(crate) lints: &'static Lints,
}

/// The sources the warnings of a valid URL cite, in a grammar's words.
pub(crate) struct Lints {
    /// Why an upper-case scheme name is worth a warning.
    pub(crate) uppercase: &'static str,
    /// What an unknown scheme close to a known one is not (`is not ...`).
    pub(crate) typo: &'static str,
    /// The help of a scheme typo, `{meant}` standing for the known scheme.
    pub(crate) typo_help: &'static str,
    /// The section behind the password warning.
    pub(crate) password: &'static str,
    /// The section behind the warnings of an encoded line break and of
    /// another protocol's port.
    pub(crate) security: &'static str,
}

/// What RFC 1738 says, and RFC 1630, which says nothing of its own there.
pub(crate) static RFC1738_LINTS: Lints = Lints {
    uppercase: "RFC 1738 writes scheme names in lower case and older software compares them exactly",
    typo: "a scheme RFC 1738 defines",
    typo_help: "it is checked as an `otherurl`, which allows almost anything after `:`; if `{meant}` was meant, the rules of `{meant}url` apply",
    password: "RFC 1738 section 6",
    security: "RFC 1738 section 6",
};

/// A grammar's [`Wording`], as a failure carries it: compared, hashed and
/// shown by its grammar.
#[derive(Clone, Copy)]
pub(crate) struct WordingOf(pub(crate) &'static Wording);

impl PartialEq for WordingOf {
    fn eq(&self, other: &Self) -> bool {
        self.0.grammar == other.0.grammar
    }
}

impl Eq for WordingOf {}

impl std::hash::Hash for WordingOf {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.grammar.hash(state);
    }
}

impl std::fmt::Debug for WordingOf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.grammar.fmt(f)
    }
}

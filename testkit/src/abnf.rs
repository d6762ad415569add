//! An independent recogniser for the ABNF grammars (RFC 3986, RFC 3987):
//! the grammar files under `grammar/` read as RFC 5234 defines ABNF and
//! compiled, rule by rule, into one anchored regular expression per start
//! rule. Nothing here is written per production: what the recogniser
//! accepts is what the file says, so that a test comparing it with the
//! hand-written productions compares them with the RFC's text.
//!
//! What it reads (RFC 5234): `name = elements` rules, a rule continued on
//! the lines indented below it; `;` comments; alternation `/`;
//! concatenation; `n*m`, `*`, `n*`, `*m` and `n` repetition; `( )` groups;
//! `[ ]` options; quoted strings, matched case-insensitively (section
//! 2.3); `%x` values and ranges; and the prose value `<name>`, read as a
//! reference to the rule it names (RFC 3986 writes `path-empty = 0<pchar>`).
//! Rule names are case-insensitive. The grammars are not recursive, so
//! every rule expands into the regular expression of the rule that uses
//! it.

use std::collections::BTreeMap;
use std::fmt::Write;

use regex::{Regex, RegexBuilder};

/// One element of a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    Alt(Vec<Node>),
    Seq(Vec<Node>),
    Rep {
        min: u32,
        max: Option<u32>,
        node: Box<Node>,
    },
    /// A quoted string: case-insensitive.
    Text(String),
    /// `%x` values: one code point, or a range.
    Range(u32, u32),
    /// A rule, by its lower-case name.
    Rule(String),
}

/// The rules of one or more ABNF files.
#[derive(Clone, Debug, Default)]
pub struct Grammar {
    rules: BTreeMap<String, Node>,
}

impl Grammar {
    /// The rules of `texts` (later files may use the rules of earlier
    /// ones). Panics on what is not ABNF, naming the rule.
    pub fn parse(texts: &[&str]) -> Grammar {
        let mut g = Grammar::default();
        for text in texts {
            for (name, body) in rule_texts(text) {
                let tokens = tokenize(&body).unwrap_or_else(|e| panic!("rule {name}: {e}"));
                let mut p = Parser { tokens, at: 0 };
                let node = p.alternation();
                assert!(
                    p.at == p.tokens.len(),
                    "rule {name}: unread {:?}",
                    &p.tokens[p.at..]
                );
                let key = name.to_ascii_lowercase();
                assert!(!g.rules.contains_key(&key), "rule {name} defined twice");
                g.rules.insert(key, node);
            }
        }
        g
    }

    /// The names of the rules, lower case, in order.
    pub fn rule_names(&self) -> impl Iterator<Item = &str> {
        self.rules.keys().map(String::as_str)
    }

    /// The regular expression of rule `name`, unanchored.
    pub fn pattern(&self, name: &str) -> String {
        let mut out = String::new();
        self.write(&mut out, &Node::Rule(name.to_ascii_lowercase()), 0);
        out
    }

    /// The first byte of `s` at which no input matching rule `name` can
    /// continue `s` (the length of `s` when `s` is a prefix of one but
    /// does not match); `None` when `s` matches. A lazy DFA of the rule,
    /// walked byte by byte until it dies: the exact "first byte no valid
    /// input can continue" that a diagnostic must point at.
    pub fn first_dead(&self, name: &str, s: &str) -> Option<usize> {
        self.prefix_oracle(name).first_dead(s)
    }

    /// [`Grammar::first_dead`]'s automaton, to walk many inputs.
    pub fn prefix_oracle(&self, name: &str) -> PrefixOracle {
        use regex_automata::hybrid::dfa::DFA;
        let dfa = DFA::builder()
            .configure(DFA::config().cache_capacity(1 << 26))
            .syntax(
                regex_automata::util::syntax::Config::new()
                    .unicode(true)
                    .utf8(true),
            )
            .build(&format!("^(?:{})$", self.pattern(name)))
            .unwrap_or_else(|e| panic!("rule {name}: {e}"));
        let cache = std::cell::RefCell::new(dfa.create_cache());
        PrefixOracle { dfa, cache }
    }

    /// A matcher of the whole input against rule `name`.
    pub fn matcher(&self, name: &str) -> Regex {
        RegexBuilder::new(&format!("^(?:{})$", self.pattern(name)))
            .size_limit(1 << 28)
            .dfa_size_limit(1 << 28)
            .build()
            .unwrap_or_else(|e| panic!("rule {name}: {e}"))
    }

    fn write(&self, out: &mut String, node: &Node, depth: usize) {
        assert!(depth < 64, "the grammar is recursive");
        match node {
            Node::Alt(alts) => {
                out.push_str("(?:");
                for (i, a) in alts.iter().enumerate() {
                    if i > 0 {
                        out.push('|');
                    }
                    self.write(out, a, depth + 1);
                }
                out.push(')');
            }
            Node::Seq(items) => {
                for item in items {
                    self.write(out, item, depth + 1);
                }
            }
            Node::Rep { max: Some(0), .. } => {}
            Node::Rep { min, max, node } => {
                out.push_str("(?:");
                self.write(out, node, depth + 1);
                match max {
                    Some(max) => write!(out, "){{{min},{max}}}").unwrap(),
                    None => write!(out, "){{{min},}}").unwrap(),
                }
            }
            Node::Text(s) => {
                for c in s.chars() {
                    if c.is_ascii_alphabetic() {
                        write!(
                            out,
                            "[{}{}]",
                            c.to_ascii_lowercase(),
                            c.to_ascii_uppercase()
                        )
                        .unwrap();
                    } else {
                        out.push_str(&regex::escape(&c.to_string()));
                    }
                }
            }
            Node::Range(a, b) => write!(out, "[\\x{{{a:X}}}-\\x{{{b:X}}}]").unwrap(),
            Node::Rule(name) => {
                let rule = self
                    .rules
                    .get(name)
                    .unwrap_or_else(|| panic!("rule {name} is used but not defined"));
                out.push_str("(?:");
                self.write(out, rule, depth + 1);
                out.push(')');
            }
        }
    }
}

/// The `(name, elements)` of each rule of an ABNF text, comments removed.
fn rule_texts(text: &str) -> Vec<(String, String)> {
    let mut rules: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        let line = strip_comment(line);
        if line.trim().is_empty() {
            continue;
        }
        let trimmed = line.trim_start();
        let name_len = trimmed
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .unwrap_or(trimmed.len());
        let after = trimmed[name_len..].trim_start();
        let starts_rule = name_len > 0
            && trimmed.as_bytes()[0].is_ascii_alphabetic()
            && after.starts_with('=')
            && !after.starts_with("=/");
        if starts_rule {
            rules.push((trimmed[..name_len].to_string(), after[1..].to_string()));
        } else {
            let last = rules
                .last_mut()
                .unwrap_or_else(|| panic!("a continuation line before any rule: {line:?}"));
            last.1.push(' ');
            last.1.push_str(trimmed);
        }
    }
    rules
}

/// `line` without its `;` comment (a `;` inside a quoted string or a
/// prose value is not one).
fn strip_comment(line: &str) -> &str {
    let (mut quoted, mut prose) = (false, false);
    for (i, c) in line.char_indices() {
        match c {
            '"' if !prose => quoted = !quoted,
            '<' if !quoted => prose = true,
            '>' if !quoted => prose = false,
            ';' if !quoted && !prose => return &line[..i],
            _ => {}
        }
    }
    line
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Name(String),
    Number(u32),
    Star,
    Slash,
    Open,
    Close,
    OpenOption,
    CloseOption,
    Text(String),
    Value(u32, u32),
    Prose(String),
}

fn tokenize(s: &str) -> Result<Vec<Token>, String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' => i += 1,
            b'*' => (out.push(Token::Star), i += 1).1,
            b'/' => (out.push(Token::Slash), i += 1).1,
            b'(' => (out.push(Token::Open), i += 1).1,
            b')' => (out.push(Token::Close), i += 1).1,
            b'[' => (out.push(Token::OpenOption), i += 1).1,
            b']' => (out.push(Token::CloseOption), i += 1).1,
            b'"' => {
                let end = s[i + 1..].find('"').ok_or("an unclosed string")? + i + 1;
                out.push(Token::Text(s[i + 1..end].to_string()));
                i = end + 1;
            }
            b'<' => {
                let end = s[i + 1..].find('>').ok_or("an unclosed prose value")? + i + 1;
                out.push(Token::Prose(s[i + 1..end].to_string()));
                i = end + 1;
            }
            b'%' => {
                let base = match b.get(i + 1) {
                    Some(b'x' | b'X') => 16,
                    Some(b'd' | b'D') => 10,
                    Some(b'b' | b'B') => 2,
                    _ => return Err(format!("a bad value at {:?}", &s[i..])),
                };
                let mut j = i + 2;
                let digits = |j: &mut usize| {
                    let start = *j;
                    while *j < b.len() && (b[*j] as char).is_digit(base) {
                        *j += 1;
                    }
                    u32::from_str_radix(&s[start..*j], base).map_err(|e| e.to_string())
                };
                let first = digits(&mut j)?;
                if b.get(j) == Some(&b'-') {
                    j += 1;
                    let last = digits(&mut j)?;
                    out.push(Token::Value(first, last));
                } else if b.get(j) == Some(&b'.') {
                    return Err("concatenated values (`%x41.42`) are not used here".into());
                } else {
                    out.push(Token::Value(first, first));
                }
                i = j;
            }
            b'0'..=b'9' => {
                let start = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                out.push(Token::Number(s[start..i].parse().unwrap()));
            }
            c if c.is_ascii_alphabetic() => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'-') {
                    i += 1;
                }
                out.push(Token::Name(s[start..i].to_string()));
            }
            _ => return Err(format!("an unexpected {:?}", c as char)),
        }
    }
    Ok(out)
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    /// `alternation = concatenation *( "/" concatenation )`
    fn alternation(&mut self) -> Node {
        let mut alts = vec![self.concatenation()];
        while self.peek() == Some(&Token::Slash) {
            self.at += 1;
            alts.push(self.concatenation());
        }
        if alts.len() == 1 {
            alts.pop().unwrap()
        } else {
            Node::Alt(alts)
        }
    }

    /// `concatenation = repetition *( 1*c-wsp repetition )`
    fn concatenation(&mut self) -> Node {
        let mut items = Vec::new();
        while let Some(t) = self.peek() {
            if matches!(t, Token::Slash | Token::Close | Token::CloseOption) {
                break;
            }
            items.push(self.repetition());
        }
        assert!(
            !items.is_empty(),
            "an empty concatenation at token {}",
            self.at
        );
        if items.len() == 1 {
            items.pop().unwrap()
        } else {
            Node::Seq(items)
        }
    }

    /// `repetition = [ repeat ] element`, `repeat = 1*DIGIT / ( *DIGIT "*"
    /// *DIGIT )`
    fn repetition(&mut self) -> Node {
        let mut min = None;
        let mut max = None;
        let mut star = false;
        if let Some(Token::Number(n)) = self.peek() {
            min = Some(*n);
            self.at += 1;
        }
        if self.peek() == Some(&Token::Star) {
            star = true;
            self.at += 1;
            if let Some(Token::Number(n)) = self.peek() {
                max = Some(*n);
                self.at += 1;
            }
        }
        let node = self.element();
        match (min, star) {
            (None, false) => node,
            (Some(n), false) => Node::Rep {
                min: n,
                max: Some(n),
                node: Box::new(node),
            },
            (min, true) => Node::Rep {
                min: min.unwrap_or(0),
                max,
                node: Box::new(node),
            },
        }
    }

    /// `element = rulename / group / option / char-val / num-val /
    /// prose-val`
    fn element(&mut self) -> Node {
        let t = self.tokens.get(self.at).cloned();
        self.at += 1;
        match t {
            Some(Token::Name(n)) => Node::Rule(n.to_ascii_lowercase()),
            Some(Token::Prose(n)) => Node::Rule(n.trim().to_ascii_lowercase()),
            Some(Token::Text(s)) => Node::Text(s),
            Some(Token::Value(a, b)) => Node::Range(a, b),
            Some(Token::Open) => {
                let inner = self.alternation();
                assert_eq!(
                    self.tokens.get(self.at),
                    Some(&Token::Close),
                    "a group left open"
                );
                self.at += 1;
                inner
            }
            Some(Token::OpenOption) => {
                let inner = self.alternation();
                assert_eq!(
                    self.tokens.get(self.at),
                    Some(&Token::CloseOption),
                    "an option left open"
                );
                self.at += 1;
                Node::Rep {
                    min: 0,
                    max: Some(1),
                    node: Box::new(inner),
                }
            }
            other => panic!(
                "an element expected at token {}, found {other:?}",
                self.at - 1
            ),
        }
    }
}

/// A rule as a lazy DFA, for [`PrefixOracle::first_dead`].
pub struct PrefixOracle {
    dfa: regex_automata::hybrid::dfa::DFA,
    cache: std::cell::RefCell<regex_automata::hybrid::dfa::Cache>,
}

impl PrefixOracle {
    /// See [`Grammar::first_dead`].
    pub fn first_dead(&self, s: &str) -> Option<usize> {
        use regex_automata::{Anchored, util::start::Config};
        let cache = &mut self.cache.borrow_mut();
        let start = Config::new().anchored(Anchored::Yes);
        let mut sid = self.dfa.start_state(cache, &start).expect("a start state");
        for (k, &b) in s.as_bytes().iter().enumerate() {
            sid = self.dfa.next_state(cache, sid, b).expect("a next state");
            if sid.is_dead() {
                // Inside a character, the character is what no input has.
                let mut at = k;
                while !s.is_char_boundary(at) {
                    at -= 1;
                }
                return Some(at);
            }
        }
        sid = self.dfa.next_eoi_state(cache, sid).expect("an end state");
        if sid.is_match() { None } else { Some(s.len()) }
    }
}

/// The grammars of this repository, read from `grammar/`: RFC 3986's,
/// and RFC 3987's on top of it.
pub mod grammars {
    use super::Grammar;
    use regex::Regex;
    use std::sync::LazyLock;

    /// A grammar file of the repository (this testkit's parent), read when
    /// first used: the testkit is never built apart from it but for its
    /// package check, which runs nothing.
    fn file(name: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../grammar")
            .join(name);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// RFC 3986's rules.
    pub static RFC3986_RULES: LazyLock<Grammar> =
        LazyLock::new(|| Grammar::parse(&[&file("rfc3986.abnf")]));
    /// RFC 3986's and RFC 3987's rules.
    pub static RFC3987_RULES: LazyLock<Grammar> =
        LazyLock::new(|| Grammar::parse(&[&file("rfc3986.abnf"), &file("rfc3987.abnf")]));

    static URI: LazyLock<Regex> = LazyLock::new(|| RFC3986_RULES.matcher("URI"));
    static URI_REFERENCE: LazyLock<Regex> =
        LazyLock::new(|| RFC3986_RULES.matcher("URI-reference"));
    static ABSOLUTE_URI: LazyLock<Regex> = LazyLock::new(|| RFC3986_RULES.matcher("absolute-URI"));
    static IRI: LazyLock<Regex> = LazyLock::new(|| RFC3987_RULES.matcher("IRI"));
    static IRI_REFERENCE: LazyLock<Regex> =
        LazyLock::new(|| RFC3987_RULES.matcher("IRI-reference"));
    static ABSOLUTE_IRI: LazyLock<Regex> = LazyLock::new(|| RFC3987_RULES.matcher("absolute-IRI"));

    /// Whether `s` is a `URI`.
    pub fn is_uri(s: &str) -> bool {
        URI.is_match(s)
    }

    /// Whether `s` is a `URI-reference`.
    pub fn is_uri_reference(s: &str) -> bool {
        URI_REFERENCE.is_match(s)
    }

    /// Whether `s` is an `absolute-URI`.
    pub fn is_absolute_uri(s: &str) -> bool {
        ABSOLUTE_URI.is_match(s)
    }

    /// Whether `s` is an `IRI`.
    pub fn is_iri(s: &str) -> bool {
        IRI.is_match(s)
    }

    /// Whether `s` is an `IRI-reference`.
    pub fn is_iri_reference(s: &str) -> bool {
        IRI_REFERENCE.is_match(s)
    }

    /// Whether `s` is an `absolute-IRI`.
    pub fn is_absolute_iri(s: &str) -> bool {
        ABSOLUTE_IRI.is_match(s)
    }

    /// Whether `s` matches rule `rule` of RFC 3987 (and RFC 3986, whose
    /// rules it includes) as a whole.
    pub fn matches(rule: &str, s: &str) -> bool {
        RFC3987_RULES.matcher(rule).is_match(s)
    }
}

/// RFC 3986 Appendix B: the regular expression that breaks a well-formed
/// URI reference into its five components, as printed there.
pub mod appendix_b {
    use regex::Regex;
    use std::sync::LazyLock;

    /// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`
    static SPLIT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?").unwrap()
    });

    /// The components of a URI reference, as Appendix B reads them.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Components<'a> {
        pub scheme: Option<&'a str>,
        pub authority: Option<&'a str>,
        pub path: &'a str,
        pub query: Option<&'a str>,
        pub fragment: Option<&'a str>,
    }

    /// The components of `s` (a well-formed URI reference): scheme `$2`,
    /// authority `$4`, path `$5`, query `$7`, fragment `$9`.
    pub fn components(s: &str) -> Components<'_> {
        let c = SPLIT
            .captures(s)
            .expect("the expression matches every string");
        let group = |k: usize| c.get(k).map(|m| m.as_str());
        Components {
            scheme: group(2),
            authority: group(4),
            path: group(5).unwrap_or(""),
            query: group(7),
            fragment: group(9),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::grammars::*;
    use super::*;

    #[test]
    fn every_rule_of_both_files_is_read() {
        let names: Vec<&str> = RFC3987_RULES.rule_names().collect();
        for rule in [
            "uri",
            "hier-part",
            "ipv6address",
            "dec-octet",
            "path-empty",
            "sub-delims",
            "alpha",
            "hexdig",
            "iri",
            "ucschar",
            "iprivate",
            "ipath-empty",
        ] {
            assert!(names.contains(&rule), "{rule} missing from {names:?}");
        }
        // RFC 3986 Appendix A: 36 rules, and RFC 5234's three.
        assert_eq!(RFC3986_RULES.rule_names().count(), 36 + 3);
        // RFC 3987 section 2.2 adds 25.
        assert_eq!(RFC3987_RULES.rule_names().count(), 36 + 3 + 25);
    }

    #[test]
    fn the_examples_of_rfc_3986() {
        // Section 1.1.2.
        for uri in [
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            "http://www.ietf.org/rfc/rfc2396.txt",
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "mailto:John.Doe@example.com",
            "news:comp.infosystems.www.servers.unix",
            "tel:+1-816-555-1212",
            "telnet://192.0.2.16:80/",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            // Section 3.
            "foo://example.com:8042/over/there?name=ferret#nose",
            // Section 5.4's base.
            "http://a/b/c/d;p?q",
        ] {
            assert!(is_uri(uri), "{uri}");
            assert!(is_uri_reference(uri), "{uri}");
        }
        // Section 5.4.1 and 5.4.2: references.
        for r in [
            "g:h",
            "g",
            "./g",
            "g/",
            "/g",
            "//g",
            "?y",
            "g?y",
            "#s",
            "g#s",
            "g?y#s",
            ";x",
            "g;x",
            "g;x?y#s",
            "",
            ".",
            "./",
            "..",
            "../",
            "../g",
            "../..",
            "../../",
            "../../g",
            "../../../g",
            "../../../../g",
            "/./g",
            "/../g",
            "g.",
            ".g",
            "g..",
            "..g",
            "./../g",
            "./g/.",
            "g/./h",
            "g/../h",
            "g;x=1/./y",
            "g;x=1/../y",
            "g?y/./x",
            "g?y/../x",
            "g#s/./x",
            "g#s/../x",
            "http:g",
        ] {
            assert!(is_uri_reference(r), "{r:?}");
        }
        assert!(is_absolute_uri("http://a/b/c/d;p?q"));
        assert!(!is_absolute_uri("http://a/b#f"));
    }

    #[test]
    fn hosts_ports_and_case() {
        for (s, ok) in [
            ("http://[::1]:8080/x", true),
            ("http://[::ffff:192.0.2.1]/", true),
            ("http://[1:2:3:4:5:6:7:8]/", true),
            ("http://[1:2:3:4:5:6:7:8:9]/", false),
            ("http://[1::2::3]/", false),
            ("http://[v1.x]/", true),
            // ABNF strings are case-insensitive: "v" is also "V".
            ("http://[V1.x]/", true),
            ("http://[v1.]/", false),
            ("http://[::1/", false),
            ("http://h:65536/", true),
            ("http://h:/", true),
            ("http://h:x/", false),
            ("http://a b/", false),
            ("http://h/%zz", false),
            ("http://h/%4", false),
            ("http://h/~user", true),
            ("http://h/a#b#c", false),
            ("1http://h", false),
            ("http://h/é", false),
        ] {
            assert_eq!(is_uri(s), ok, "{s}");
        }
        assert!(matches("IPv4address", "255.255.255.255"));
        assert!(!matches("IPv4address", "256.1.1.1"));
        assert!(!matches("IPv4address", "01.1.1.1"));
        assert!(matches("reg-name", "01.1.1.1"));
        assert!(matches("path-empty", ""));
        assert!(!matches("path-empty", "a"));
    }

    #[test]
    fn iris() {
        for (s, ok) in [
            ("http://例え.テスト/パス?q=値#片", true),
            ("http://h/é", true),
            // iprivate only in iquery.
            ("http://h/?\u{E000}", true),
            ("http://h/\u{E000}", false),
            ("http://h/#\u{E000}", false),
            // U+FFFE is neither ucschar nor iprivate.
            ("http://h/\u{FFFE}", false),
            ("http://h/\u{A0}", true),
            ("http://h/\u{9F}", false),
            ("http://[::1]/", true),
        ] {
            assert_eq!(is_iri(s), ok, "{s:?}");
        }
        assert!(is_iri_reference("//例え/x"));
        assert!(is_absolute_iri("x:é"));
        assert!(!is_absolute_iri("x:é#f"));
    }

    #[test]
    fn appendix_b_splits_the_example_of_appendix_b() {
        let c = super::appendix_b::components("http://www.ics.uci.edu/pub/ietf/uri/#Related");
        assert_eq!(c.scheme, Some("http"));
        assert_eq!(c.authority, Some("www.ics.uci.edu"));
        assert_eq!(c.path, "/pub/ietf/uri/");
        assert_eq!(c.query, None);
        assert_eq!(c.fragment, Some("Related"));
    }

    #[test]
    fn the_reader_refuses_what_is_not_abnf() {
        let refused = |t: &str| std::panic::catch_unwind(|| Grammar::parse(&[t])).is_err();
        assert!(refused("a = \"x"));
        assert!(refused("a = ( b"));
        assert!(
            refused("a = b\nb = a") || {
                let g = Grammar::parse(&["a = b\nb = a"]);
                std::panic::catch_unwind(|| g.pattern("a")).is_err()
            }
        );
        assert!(refused("a = b\na = c"));
    }
}

//! The RFC 1738 language, case by case: what must be accepted, and what must
//! be rejected with which error at which byte. Every case also checks that
//! `validate` and `parse` agree and that `Display` gives the input back.

use urlbnf::{ErrorKind, Grammar, Scheme, parse, validate};

#[track_caller]
fn valid(input: &str, scheme: Scheme) {
    if let Err(e) = validate(input, Grammar::Rfc1738) {
        panic!("{input:?} should be valid: {e}");
    }
    let url = parse(input, Grammar::Rfc1738).unwrap();
    assert_eq!(url.scheme(), scheme, "{input:?}");
    assert_eq!(url.to_string(), input);
}

#[track_caller]
fn invalid(input: &str, offset: usize, kind: ErrorKind) {
    let e = match validate(input, Grammar::Rfc1738) {
        Ok(()) => panic!("{input:?} should be invalid"),
        Err(e) => e,
    };
    assert_eq!((e.offset(), e.kind()), (offset, kind), "{input:?}: {e}");
    assert!(
        e.offset() + e.len() <= input.len(),
        "{input:?}: span past the end"
    );
    assert!(input.is_char_boundary(e.offset()) && input.is_char_boundary(e.offset() + e.len()));
    assert_eq!(
        parse(input, Grammar::Rfc1738).unwrap_err(),
        e,
        "{input:?}: parse disagrees"
    );
}

use ErrorKind::*;
use Scheme::*;

#[test]
fn scheme_examples_valid() {
    for (input, scheme) in [
        ("http://ab-cd.example/", Http),
        ("http://a1-2b.c0m/", Http),
        ("http://1.2.3.4/", Http),
        ("ftp://@host.com/", Ftp),
        ("ftp://foo:@host.com/", Ftp),
        ("ftp://host/a/b;type=d", Ftp),
        ("gopher://host", Gopher),
        ("gopher://host/", Gopher),
        ("gopher://host/1sel%09query%09plus", Gopher),
        ("news:*", News),
        ("news:msg123@host.example", News),
        ("nntp://host/comp.lang.c/42", Nntp),
        ("telnet://user:pw@host:23/", Telnet),
        ("wais://host/db?query", Wais),
        ("wais://host/db/type/path", Wais),
        ("prospero://host/a/b;f1=v1;f2=v2", Prospero),
        ("file:///etc/motd", File),
        ("file://localhost/etc/motd", File),
        ("mailto:user@host.example", Mailto),
        ("x-new+scheme.1:any;thing/at@all", Other),
    ] {
        valid(input, scheme);
    }
}

#[test]
fn scheme_examples_invalid() {
    for (input, offset, kind) in [
        ("http://a-.b/", 8, LabelEndsWithHyphen),
        ("http://host:/", 11, EmptyPort),
        ("http://host?q", 11, SearchWithoutPath),
        ("http://host/p#frag", 13, CharOutsideGrammar),
        ("http://host/a b", 13, CharOutsideGrammar),
        ("http://h/%as", 9, BadEscape),
        ("http://a%41.com/", 8, UnexpectedChar),
        ("http://1.2.3.4.5/", 7, HostNumberParts),
        ("ftp://host/f;type=x", 18, FtpType),
        ("news:1abc", 5, NewsGroup),
        ("mailto:", 7, UnexpectedEnd),
        ("telnet://host/path", 14, UnexpectedChar),
        ("nntp://host/group/x", 18, UnexpectedChar),
        ("", 0, EmptyInput),
        ("http://-bad-/", 7, LabelStartsWithHyphen),
    ] {
        invalid(input, offset, kind);
    }
}

/// Characters outside the grammar are rejected wherever they appear, even
/// in the most permissive production (`otherurl`'s `*xchar`).
#[test]
fn characters_outside_the_grammar() {
    for c in [
        ' ', '\t', '\n', '\r', '\0', '\x7f', 'é', '\u{212A}', '#', '<', '>', '"', '{', '}', '|',
        '\\', '^', '~', '[', ']', '`',
    ] {
        for template in ["x:a{}b", "http://h/a{}b", "ftp://h/{}", "mailto:a{}"] {
            let input = template.replace("{}", &c.to_string());
            let at = template.find("{}").unwrap();
            invalid(&input, at, CharOutsideGrammar);
            assert_eq!(
                validate(&input, Grammar::Rfc1738).unwrap_err().len(),
                c.len_utf8()
            );
        }
    }
}

#[test]
fn escapes() {
    valid("http://h/%41%4a%4A%00%ff", Http);
    valid("x:%25", Other);
    invalid("x:%", 2, TruncatedEscape);
    invalid("x:%4", 2, TruncatedEscape);
    invalid("x:%g0", 2, BadEscape);
    invalid("x:%0g", 2, BadEscape);
    invalid("x:%%41", 2, BadEscape);
    invalid("x:%*", 2, BadEscape);
    invalid("x:a%é0", 3, BadEscape);
    let e = validate("x:%as", Grammar::Rfc1738).unwrap_err();
    assert_eq!(e.span(), 2..5, "the whole `%as` is labelled");
    let e = validate("x:%é", Grammar::Rfc1738).unwrap_err();
    assert_eq!(e.span(), 2..5, "the label ends on a char boundary");
}

/// Scheme names: case-insensitive dispatch, `otherurl` only for other
/// schemes, and the literal parts after the scheme case-sensitive.
#[test]
fn schemes() {
    valid("HTTP://host/", Http);
    valid("Ftp://h/", Ftp);
    valid("hTtP://h", Http);
    valid("NEWS:*", News);
    valid("MailTo:a", Mailto);
    valid("X-NEW:stuff", Other);
    valid("1:x", Other);
    valid("+-.:", Other);
    valid("https://anything/at/all?q", Other);
}

#[test]
fn scheme_failures() {
    invalid("http", 4, MissingScheme);
    invalid(":x", 0, MissingScheme);
    invalid("/path", 0, MissingScheme);
    invalid("ht_tp://h", 2, UnexpectedChar);
    invalid("\u{212A}ttp://h", 0, MissingScheme);
    invalid("http:h", 5, UnexpectedChar);
    invalid("http:/h", 6, UnexpectedChar);
    invalid("news//x", 4, UnexpectedChar);
    invalid("ftp://h/f;TYPE=a", 10, UnexpectedChar);
    invalid("http://", 7, EmptyHost);
    invalid("ftp://", 6, EmptyHost);
}

#[test]
fn hosts() {
    for input in [
        "http://a/",
        "http://ab/",
        "http://a-b/",
        "http://a--b/",
        "http://0a.b/",
        "http://a.b.c.d.e/",
        "http://999.1.1.1/",
        "http://1.2.3.a/",
        "http://x.1-2.y/",
        "http://h:0/",
        "http://h:000000000000000000000000000080/",
    ] {
        valid(input, Http);
    }
    valid(&format!("http://{}.com/", "a".repeat(64)), Http);
    for (input, offset, kind) in [
        ("http://a..b/", 9, EmptyLabel),
        ("http://.a/", 7, EmptyLabel),
        ("http://a./", 8, EmptyLabel),
        ("http://a.1b/", 9, TopLabelStartsWithDigit),
        ("http://123/", 7, TopLabelStartsWithDigit),
        ("http://1.2.3/", 7, HostNumberParts),
        ("http://Host_Name/", 11, UnexpectedChar),
        ("http://h:8a/", 10, UnexpectedChar),
        ("http://u@h/", 8, UnexpectedChar),
    ] {
        invalid(input, offset, kind);
    }
}

#[test]
fn ftp() {
    for input in [
        "ftp://h",
        "ftp://h/",
        "ftp://h/;type=a",
        "ftp://u:p@h:21/a/b/c.txt;type=I",
        "ftp://u%40x;?&=@h/",
        "ftp://h/a?b:c@d&e=f",
        "ftp://h//",
        "ftp://h/%2Fetc",
    ] {
        valid(input, Ftp);
    }
    invalid("ftp://h/a;b", 10, UnexpectedChar);
    invalid("ftp://h/a;type=aa", 16, UnexpectedChar);
    invalid("ftp://h/a;type=", 15, FtpType);
    invalid("ftp://a:b:c@h/", 9, UnexpectedChar);
    invalid("ftp://u@@h/", 8, EmptyHost);
    invalid("ftp://h;type=a", 7, UnexpectedChar);
}

#[test]
fn http() {
    for input in [
        "http://h",
        "http://h/",
        "http://h/?",
        "http://h/a;b:c@d&e=f/g?h;i:j@k&l=m",
        "http://h//a//",
    ] {
        valid(input, Http);
    }
    invalid("http://h/a?b?c", 12, UnexpectedChar);
    invalid("http://h/a?b/c", 12, UnexpectedChar);
}

#[test]
fn gopher_news_nntp_telnet() {
    for input in [
        "gopher://h:70/",
        "gopher://h/0",
        "gopher://h/%09",
        "gopher://h/1/a/b?c;d",
        "gopher://h/7sel%09a/b",
        "gopher://h/7%09%09%09",
    ] {
        valid(input, Gopher);
    }
    invalid("gopher://h/1a b", 13, CharOutsideGrammar);
    invalid("gopher://h:/", 10, EmptyPort);
    for input in [
        "news:a",
        "news:comp.lang.c++",
        "news:a-b_c.d+e9",
        "news:*@h",
        "news:a/b;c?d:e&f=g@h.i",
    ] {
        valid(input, News);
    }
    invalid("news:", 5, UnexpectedEnd);
    invalid("news:**", 5, NewsGroup);
    invalid("news:@h", 5, UnexpectedChar);
    invalid("news:a@", 7, EmptyHost);
    invalid("news:a@h/", 8, UnexpectedChar);
    invalid("news:comp lang", 9, CharOutsideGrammar);
    for input in ["nntp://h/g", "nntp://h:119/g.h/007"] {
        valid(input, Nntp);
    }
    invalid("nntp://h", 8, UnexpectedEnd);
    invalid("nntp://h/", 9, UnexpectedEnd);
    invalid("nntp://h/1g", 9, UnexpectedChar);
    invalid("nntp://h/g/", 11, UnexpectedEnd);
    for input in [
        "telnet://h",
        "telnet://h/",
        "telnet://@h",
        "telnet://u:@h:23",
    ] {
        valid(input, Telnet);
    }
    invalid("telnet://h//", 11, UnexpectedChar);
}

#[test]
fn wais_prospero_file_mailto() {
    for input in [
        "wais://h/",
        "wais://h/db",
        "wais://h/db?",
        "wais://h/db//",
        "wais://h:210/db/t/p%2F",
    ] {
        valid(input, Wais);
    }
    invalid("wais://h", 8, UnexpectedEnd);
    invalid("wais://h/db/t", 13, UnexpectedEnd);
    invalid("wais://h/db/t/p/q", 15, UnexpectedChar);
    invalid("wais://h/d;b", 10, UnexpectedChar);
    for input in [
        "prospero://h/",
        "prospero://h/a;b=c",
        "prospero://h/a/b?:@&=;f?:@&=v?:@&",
        "prospero://h/;=",
    ] {
        valid(input, Prospero);
    }
    invalid("prospero://h", 12, UnexpectedEnd);
    invalid("prospero://h/a;b", 16, UnexpectedEnd);
    invalid("prospero://h/a;b=c=d", 18, UnexpectedChar);
    for input in [
        "file:///",
        "file://h/",
        "file://1.2.3.4/x",
        "file://h/a/b?c",
    ] {
        valid(input, File);
    }
    invalid("file://h", 8, UnexpectedEnd);
    invalid("file:/x", 6, UnexpectedChar);
    invalid("file://h:80/", 8, UnexpectedChar);
    for input in ["mailto:a", "mailto:a@b", "mailto:%41;/?:@&="] {
        valid(input, Mailto);
    }
}

/// A failure is reported at the first byte where no continuation exists, and
/// `validate` and `parse` agree on every prefix of a valid URL.
#[test]
fn every_prefix_agrees() {
    for input in [
        "ftp://u:p@h.example:21/a/b;type=d",
        "gopher://h/1sel%09q%09+",
        "prospero://h/a;f=v",
        "news:m@h.example",
    ] {
        for k in 0..=input.len() {
            let prefix = &input[..k];
            let v = validate(prefix, Grammar::Rfc1738);
            let p = parse(prefix, Grammar::Rfc1738).map(|_| ());
            assert_eq!(v, p, "{prefix:?}");
        }
    }
}

//! Every error type of the public API owns what it reports: it is
//! `'static + Send + Sync` and goes through `?` into
//! `Box<dyn Error + Send + Sync>` and `anyhow::Error`, from a function whose
//! input is borrowed and dropped before the error is returned. And no public
//! error type has a lifetime parameter, read from the source, so that a new
//! one cannot borrow the input again.

use std::error::Error;
use std::path::Path;

use urlbnf::Grammar;

type Boxed = Box<dyn Error + Send + Sync + 'static>;

/// Fails unless `E` is an error that outlives any input.
fn owned<E: Error + Send + Sync + 'static>(_: &E) {}

/// Each public error type, made from an input that the function owns and
/// drops before the error reaches the caller.
fn each(input: String) -> [Boxed; 8] {
    let boxed = |r: Result<(), Boxed>| r.unwrap_err();
    [
        boxed((|| {
            let e = urlbnf::parse(&input, Grammar::Rfc1738).unwrap_err();
            owned(&e);
            Err(e)?
        })()),
        boxed((|| {
            let any = urlbnf::parse("http://h:99999/", Grammar::Rfc1738)?;
            let port = any.port_or_default();
            if let Err(e) = &port {
                owned(e);
            }
            port?;
            Ok(())
        })()),
        boxed((|| {
            let e = urlbnf::rfc1738::build::Http::new(input.clone())
                .build()
                .unwrap_err();
            owned(&e);
            Err(e)?
        })()),
        boxed((|| {
            let e = urlbnf::resolve("http://h/a", &input).unwrap_err();
            owned(&e);
            Err(e)?
        })()),
        boxed((|| {
            let e = urlbnf::equivalent("news:a", &input, Grammar::Rfc1738).unwrap_err();
            owned(&e);
            Err(e)?
        })()),
        boxed((|| {
            let e = urlbnf::parse(&input, Grammar::Rfc1738)
                .unwrap_err()
                .report();
            owned(&e);
            Err(e)?
        })()),
        boxed((|| {
            let e = format!("{input}-grammar").parse::<Grammar>().unwrap_err();
            owned(&e);
            Err(e)?
        })()),
        boxed((|| {
            let url = urlbnf::rfc1738::parse("ftp://h/%ff")?;
            let path = url.as_ftp().unwrap().segments().next().unwrap();
            let e = path.decode_utf8().unwrap_err();
            owned(&e);
            Err(e)?
        })()),
    ]
}

/// The same errors through `anyhow`.
fn through_anyhow(input: &str) -> anyhow::Result<u16> {
    let any = urlbnf::parse(input, Grammar::Rfc1738)?;
    Ok(any.port_or_default()?.unwrap_or(0))
}

/// The example of the API's users: a port read through `?`.
fn summary(input: &str, g: Grammar) -> Result<String, Box<dyn Error + Send + Sync>> {
    let any = urlbnf::parse(input, g)?;
    let port = any.port_or_default()?;
    Ok(format!("{port:?}"))
}

#[test]
fn every_public_error_outlives_its_input() {
    let errors = each("my_host b".to_owned());
    let texts: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(texts[0].starts_with("`_`"), "{}", texts[0]);
    assert_eq!(
        texts[1],
        "port `99999` (at byte 9) does not fit in 16 bits (0 to 65535)"
    );
    assert!(texts[2].contains("is not a host"), "{}", texts[2]);
    assert!(texts[3].starts_with("`partial`: "), "{}", texts[3]);
    assert!(texts[4].starts_with("`b`: "), "{}", texts[4]);
    assert_eq!(texts[5], texts[0]);
    assert!(texts[6].contains("my_host b-grammar"), "{}", texts[6]);
    assert!(texts[7].contains("utf-8"), "{}", texts[7]);
    assert_eq!(
        through_anyhow("http://h:70000/").unwrap_err().to_string(),
        "port `70000` (at byte 9) does not fit in 16 bits (0 to 65535)"
    );
    assert!(through_anyhow("http://h/a b").is_err());
    assert_eq!(through_anyhow("http://h:8080/").unwrap(), 8080);
    assert_eq!(
        summary("http://h:81/", Grammar::Rfc1630).unwrap(),
        "Some(81)"
    );
    assert!(summary("http://h:123456/", Grammar::Rfc1738).is_err());
}

/// `impl ... Error for Name<...>` in the library: a public error type with a
/// lifetime (or any) parameter borrows what it reports.
#[test]
fn no_public_error_type_has_a_lifetime() {
    let mut borrowed = Vec::new();
    let mut count = 0;
    visit(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path(),
        &mut |path, text| {
            for (n, line) in text.lines().enumerate() {
                let line = line.trim();
                let Some(rest) = line.strip_prefix("impl") else {
                    continue;
                };
                let Some(k) = rest.find("Error for ") else {
                    continue;
                };
                if !rest[..k].trim_end().ends_with("std::error::") && !rest[..k].trim().is_empty() {
                    continue;
                }
                count += 1;
                let ty = rest[k + "Error for ".len()..]
                    .trim_end_matches(" {}")
                    .trim_end_matches('{')
                    .trim();
                if ty.contains('<') && is_public(text, ty) {
                    borrowed.push(format!("{}:{}: {line}", path.display(), n + 1));
                }
            }
        },
    );
    assert!(count >= 7, "the scan found {count} error impls");
    assert!(
        borrowed.is_empty(),
        "public error types with a parameter:\n{}",
        borrowed.join("\n")
    );
}

/// Whether the type named at the start of `ty` is declared `pub` in `text`.
fn is_public(text: &str, ty: &str) -> bool {
    let name = ty.split('<').next().unwrap_or(ty).trim();
    ["struct", "enum"].iter().any(|kind| {
        text.lines().any(|l| {
            let l = l.trim();
            l.starts_with("pub ")
                && !l.starts_with("pub(")
                && l.contains(&format!("{kind} {name}"))
                && l[l.find(&format!("{kind} {name}")).unwrap() + kind.len() + 1 + name.len()..]
                    .starts_with(['<', ' ', '(', ';', '{'])
        })
    })
}

fn visit(dir: &Path, f: &mut dyn FnMut(&Path, &str)) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            visit(&path, f);
        } else if path.extension().is_some_and(|e| e == "rs") {
            f(&path, &std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// Each grammar's messages name what it defines: a URL, a URI, an IRI.
#[test]
fn messages_name_what_the_grammar_defines() {
    let cases: [(Grammar, &str, &str); 6] = [
        (
            Grammar::Rfc1738,
            "http://h/%4",
            "the URL ends inside an `escape`",
        ),
        (Grammar::Rfc3986, "foo", "the URI ends too early"),
        (Grammar::Rfc3987, "foo", "the IRI ends too early"),
        (Grammar::Rfc3986, "s:%4", "the URI ends inside an `escape`"),
        (Grammar::Rfc3987, "s:%4", "the IRI ends inside an `escape`"),
        (
            Grammar::Rfc3987,
            "s:a b",
            "a space may not appear anywhere in an IRI",
        ),
    ];
    for (grammar, input, start) in cases {
        let message = urlbnf::validate(input, grammar).unwrap_err().to_string();
        assert!(message.starts_with(start), "{grammar} {input:?}: {message}");
    }
}

/// An empty input is an empty input in every grammar, to `validate` and to
/// `diagnose` alike (RFC 3986 and RFC 3987 read it as a URI or an IRI;
/// as a reference it is valid, the empty path).
#[test]
fn an_empty_input_is_named_so_in_every_grammar() {
    for &grammar in Grammar::ALL {
        let err = urlbnf::validate("", grammar).unwrap_err();
        assert_eq!(err.kind(), urlbnf::ErrorKind::EmptyInput, "{grammar}");
        assert!(
            err.to_string().starts_with("the input is empty; a"),
            "{err}"
        );
        assert_eq!(
            urlbnf::diagnose("", grammar).error(),
            Some(err),
            "{grammar}"
        );
    }
    assert!(urlbnf::validate_reference("", Grammar::Rfc3986).is_ok());
}

/// An input that starts as a relative reference does (no scheme) gets the
/// help of its grammar: RFC 1738 and RFC 1630 resolve partial forms,
/// RFC 3986 and RFC 3987 check references of their own.
#[test]
fn a_missing_scheme_is_helped_in_the_grammars_words() {
    let cases: [(Grammar, &str, &str); 4] = [
        (Grammar::Rfc1738, "/x", "a URL starts with a scheme name"),
        (Grammar::Rfc1630, "//h/x", "a partial form such as this one"),
        (
            Grammar::Rfc3986,
            "//h/x",
            "a URI starts with a scheme name and `:`, as in `http:`; a relative reference such as this one is checked as a reference",
        ),
        (
            Grammar::Rfc3987,
            "//h/x",
            "an IRI starts with a scheme name and `:`, as in `http:`; a relative reference such as this one is checked as a reference (`--reference`, `validate_reference`) and resolved against a base IRI",
        ),
    ];
    for (grammar, input, start) in cases {
        let d = urlbnf::diagnose(input, grammar);
        let help = d.findings()[0].help().unwrap_or_default().to_string();
        assert!(help.contains(start), "{grammar} {input:?}: {help}");
    }
}

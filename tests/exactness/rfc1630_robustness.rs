//! Huge inputs in the RFC 1630 dialect: every right-recursive rule
//! (`xalphas`, `xpalphas`, `path`, `search`, `wpath`, `attributes`, `user`,
//! `password`, `hostname`, `group`, `digits`) is a loop, so 100 MiB inputs are
//! validated, parsed and resolved on a thread with a 256 KiB stack.

use urlbnf::{ErrorKind, Grammar, equivalent, parse, resolve, validate};

use crate::support;

use support::{MIB, on_small_stack};

#[test]
fn hundred_mib_path() {
    on_small_stack(|| {
        let n = 100 * MIB;
        let mut s = String::with_capacity(n + 16);
        s.push_str("http://h/");
        while s.len() + 16 <= n {
            s.push_str("abcdefghijklmno/");
        }
        assert!(validate(&s, Grammar::Rfc1630).is_ok());
        assert!(parse(&s, Grammar::Rfc1630).is_ok());
        s.push_str("/x");
        let e = validate(&s, Grammar::Rfc1630).unwrap_err();
        assert_eq!(
            (e.offset(), e.kind()),
            (s.len() - 2, ErrorKind::UnexpectedChar)
        );
    });
}

#[test]
fn long_runs_in_every_right_recursive_rule() {
    on_small_stack(|| {
        let n = 2 * MIB;
        let a = "a".repeat(n);
        let cases = [
            format!("http://{a}/"),                             // hostname
            format!("http://h?{}", "a+".repeat(n / 2) + "a"),   // search
            format!("x:p?{}", "a+".repeat(n / 2) + "a"),        // generic search
            format!("ftp://{a}:{a}@h/{a}"),                     // user, password
            format!("news:{}", "a.".repeat(n / 2) + "a"),       // group
            format!("news:{a}@{a}"),                            // article
            format!("mailto:{}@h", "%41".repeat(n / 3)),        // xalphas
            format!("wais://h/d/t/{}", "1=a/b;".repeat(n / 6)), // wpath
            format!("prospero://h/a%001{a}"),                   // attributes
            format!("nntp:g/{}", "9".repeat(n)),                // digits
            format!("x:{}", "/".repeat(n)),                     // generic void segments
            format!("x:y#{a}"),                                 // fragmentid
        ];
        for input in &cases {
            assert!(
                validate(input, Grammar::Rfc1630).is_ok(),
                "{}",
                &input[..40]
            );
            assert!(parse(input, Grammar::Rfc1630).is_ok());
        }
    });
}

#[test]
fn resolve_and_equivalent_on_long_inputs() {
    on_small_stack(|| {
        let n = 4 * MIB;
        let context = format!("magic://a/{}", "b/".repeat(n / 2));
        let partial = "../".repeat(n / 3) + "g";
        let out = resolve(&context, &partial).unwrap();
        assert!(out.starts_with("magic://") && out.ends_with("/g"));
        let slashes = "/".repeat(n / 4);
        assert_eq!(
            resolve(&context, &slashes).unwrap(),
            format!("magic:{slashes}")
        );
        let a = format!("x:{}", "%41".repeat(n / 3));
        let b = format!("x:{}", "A".repeat(n / 3));
        assert_eq!(equivalent(&a, &b, Grammar::Rfc1630), Ok(true));
    });
}

/// Every corpus URL with one character replaced, inserted or deleted, at
/// every position: no panic, `validate` and `parse` agree (result and error),
/// a parsed URL displays as its input, an error span lies in the input, and
/// `resolve` and `equivalent` do not panic either.
#[test]
fn mutated_corpus_never_panics_and_validate_agrees_with_parse() {
    let mut seeds: Vec<&str> = include_str!("../corpus/rfc1630_examples.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect();
    for line in include_str!("../corpus/rfc_examples.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
    {
        if let Some(url) = line.split('\t').nth(2) {
            seeds.push(url);
        }
    }
    let alphabet = [
        "a", "Z", "0", "/", "//", ":", "@", "#", "?", "+", ";", "=", "%", "%0", "%00", "%4", ".",
        "..", "-", "\"", " ", "é", "url:", "*",
    ];
    let mut checked = 0;
    for seed in seeds {
        let bounds: Vec<usize> = (0..=seed.len())
            .filter(|&k| seed.is_char_boundary(k))
            .collect();
        for (n, &k) in bounds.iter().enumerate() {
            let next = bounds.get(n + 1).copied();
            let mut variants = Vec::new();
            if let Some(next) = next {
                variants.push(format!("{}{}", &seed[..k], &seed[next..]));
            }
            for c in alphabet {
                variants.push(format!("{}{c}{}", &seed[..k], &seed[k..]));
                if let Some(next) = next {
                    variants.push(format!("{}{c}{}", &seed[..k], &seed[next..]));
                }
            }
            for v in &variants {
                let validated = validate(v, Grammar::Rfc1630);
                match parse(v, Grammar::Rfc1630) {
                    Ok(url) => {
                        assert_eq!(validated, Ok(()), "{v:?}");
                        assert_eq!(url.to_string(), *v);
                        let _ = url.tree().to_string();
                    }
                    Err(e) => {
                        assert_eq!(validated, Err(e.clone()), "{v:?}");
                        assert!(e.offset() + e.len() <= v.len(), "{v:?}");
                        assert!(v.is_char_boundary(e.offset()), "{v:?}");
                    }
                }
                let _ = resolve("magic://a/b/c//d/e/f", v);
                let _ = resolve(seed, v);
                let _ = equivalent(seed, v, Grammar::Rfc1630);
                checked += 1;
            }
        }
    }
    assert!(checked > 50_000, "only {checked}");
}

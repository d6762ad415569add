//! Huge inputs in the RFC 1630 dialect: every right-recursive rule
//! (`xalphas`, `xpalphas`, `path`, `search`, `wpath`, `attributes`, `user`,
//! `password`, `hostname`, `group`, `digits`) is a loop, so 100 MiB inputs are
//! validated, parsed and resolved on a thread with a 256 KiB stack.

use urlbnf::{ErrorKind, Grammar, equivalent, parse, resolve, validate};

const MIB: usize = 1 << 20;

fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .expect("thread overflowed or panicked")
}

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

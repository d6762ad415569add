//! For every scheme of both dialects: a URL built from arbitrary raw
//! components (any bytes) validates, parses back, and each component
//! decodes to the raw value given; or the builder refuses for a documented
//! reason. The input is split at 0xFF bytes into the components (a path
//! or a list of search words at 0xFE); its first byte picks the dialect,
//! the scheme and the host.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlbnf::rfc1738::build::{
    BuildError, Ftp, Gopher, Http, Mailto, News, NewsPart, Prospero, Telnet, Wais,
};
use urlbnf::rfc1738::{self, GopherType, WaisKind};
use urlbnf::{GroupPart, Span};

#[path = "build_roundtrip_rfc1630.rs"]
mod rfc1630_builders;

const HOSTS: [&str; 4] = ["h", "example.com", "10.0.0.1", "a-b.c9"];

fn dec(s: Option<Span<'_>>) -> Option<Vec<u8>> {
    s.map(|s| s.decode().into_owned())
}

fn segs<'a>(it: impl Iterator<Item = Span<'a>>) -> Vec<Vec<u8>> {
    it.map(|s| s.decode().into_owned()).collect()
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let host = HOSTS[usize::from(pick >> 4) % HOSTS.len()];
    let parts: Vec<&[u8]> = rest.split(|&b| b == 0xFF).collect();
    let part = |k: usize| parts.get(k).copied().unwrap_or_default();
    let path: Vec<&[u8]> = part(1).split(|&b| b == 0xFE).collect();
    if pick & 8 != 0 {
        return rfc1630_builders::run(pick, &parts, &path);
    }
    match pick % 8 {
        0 => {
            let s = Http::new(host)
                .segments(&path)
                .search(part(0))
                .build()
                .unwrap();
            let url = rfc1738::parse(s.as_str()).unwrap();
            let u = url.as_http().unwrap();
            assert_eq!(segs(u.segments()), path);
            assert_eq!(dec(u.search()).unwrap(), part(0));
        }
        1 => {
            let s = Ftp::new(host)
                .login(part(0), Some(part(2)))
                .segments(&path)
                .build()
                .unwrap();
            let url = rfc1738::parse(s.as_str()).unwrap();
            let f = url.as_ftp().unwrap();
            assert_eq!(dec(f.login().user()).unwrap(), part(0));
            assert_eq!(dec(f.login().password()).unwrap(), part(2));
            assert_eq!(segs(f.segments()), path);
        }
        2 => {
            let t = part(3).first().copied().unwrap_or(b'1');
            let b = Gopher::new(host)
                .gopher_type(GopherType::new(t))
                .selector(part(0))
                .search(part(2))
                .gopher_plus(part(4));
            match b.build() {
                Ok(s) => {
                    let url = rfc1738::parse(s.as_str()).unwrap();
                    let g = url.as_gopher().unwrap();
                    assert_eq!(g.gopher_type().code(), t);
                    assert_eq!(dec(g.selector()).unwrap(), part(0));
                    assert_eq!(dec(g.search()).unwrap(), part(2));
                    assert_eq!(dec(g.gopher_plus()).unwrap(), part(4));
                }
                Err(BuildError::GopherTab(_)) => {
                    assert!(part(0).contains(&b'\t') || part(2).contains(&b'\t'))
                }
                Err(e) => panic!("{e}"),
            }
        }
        3 => match News::new(NewsPart::Article(part(0).to_vec(), host.into())).build() {
            Ok(s) => {
                let url = rfc1738::parse(s.as_str()).unwrap();
                let GroupPart::Article { local, .. } = url.as_news().unwrap().grouppart() else {
                    panic!("{s}")
                };
                assert_eq!(local.decode(), part(0));
            }
            Err(e) => assert!(e == BuildError::EmptyArticle && part(0).is_empty()),
        },
        4 => {
            let s = Telnet::new(host)
                .login(part(0), Some(part(2)))
                .build()
                .unwrap();
            let url = rfc1738::parse(s.as_str()).unwrap();
            assert_eq!(dec(url.login().unwrap().user()).unwrap(), part(0));
            assert_eq!(dec(url.login().unwrap().password()).unwrap(), part(2));
        }
        5 => {
            let s = Wais::new(host, part(0))
                .document(part(2), part(3))
                .build()
                .unwrap();
            let url = rfc1738::parse(s.as_str()).unwrap();
            let w = url.as_wais().unwrap();
            assert_eq!(w.database().decode(), part(0));
            let WaisKind::Doc { wtype, wpath } = w.kind() else {
                panic!("{s}")
            };
            assert_eq!(
                (&wtype.decode()[..], &wpath.decode()[..]),
                (part(2), part(3))
            );
        }
        6 => match Mailto::new(part(0)).build() {
            Ok(s) => {
                let url = rfc1738::parse(s.as_str()).unwrap();
                assert_eq!(url.as_mailto().unwrap().address().decode(), part(0));
            }
            Err(e) => assert!(e == BuildError::EmptyMailto && part(0).is_empty()),
        },
        _ => {
            let s = Prospero::new(host)
                .segments(&path)
                .field(part(0), part(2))
                .build()
                .unwrap();
            let url = rfc1738::parse(s.as_str()).unwrap();
            let p = url.as_prospero().unwrap();
            assert_eq!(segs(p.segments()), path);
            let (n, v) = p.fields().next().unwrap();
            assert_eq!((&n.decode()[..], &v.decode()[..]), (part(0), part(2)));
        }
    }
});

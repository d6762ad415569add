//! The RFC 1630 half of `build_roundtrip`: every builder of
//! `urlbnf::rfc1630::build`, each result validated, parsed and decoded
//! back, each refusal checked against its documented reason.

use urlbnf::rfc1630::build::{
    BuildError, Cid, File, Ftp, Generic, Gopher, Http, Mailto, Mid, News, NewsPart, Prospero,
    Telnet, Wais,
};
use urlbnf::rfc1630::{self, GopherType, WaisKind};
use urlbnf::{GroupPart, Span};

const HOSTS: [&str; 4] = ["h", "a@b", "10.0.0.1", "x&y%41"];

fn dec(s: Span<'_>) -> Vec<u8> {
    s.decode().into_owned()
}

fn segs<'a>(it: impl Iterator<Item = Span<'a>>) -> Vec<Vec<u8>> {
    it.map(dec).collect()
}

/// `s` split at `sep`, each piece decoded.
fn pieces(s: &str, sep: char) -> Vec<Vec<u8>> {
    s.split(sep).map(|p| dec(Span::new(p, 0))).collect()
}

fn inner_empty(path: &[&[u8]]) -> bool {
    path.iter().rev().skip(1).any(|s| s.is_empty())
}

fn alphanum2(v: &[u8]) -> bool {
    !v.is_empty()
        && v.iter()
            .all(|&b| b.is_ascii_alphanumeric() || b"-_.+".contains(&b))
}

/// Validates and parses `s`, checking its fragment against `fragment`.
fn parsed<'a>(s: &'a str, fragment: Option<&[u8]>) -> rfc1630::Url<'a> {
    assert!(rfc1630::validate(s).is_ok(), "{s}");
    let url = rfc1630::parse(s).unwrap();
    assert_eq!(url.fragment().map(dec).as_deref(), fragment, "{s}");
    url
}

pub fn run(pick: u8, parts: &[&[u8]], path: &[&[u8]]) {
    let host = HOSTS[usize::from(pick >> 4) % HOSTS.len()];
    let part = |k: usize| parts.get(k).copied().unwrap_or_default();
    let words: Vec<&[u8]> = part(0).split(|&b| b == 0xFE).collect();
    match pick % 8 {
        0 => match Http::new(host)
            .segments(path)
            .search_words(&words)
            .fragment(part(2))
            .build()
        {
            Ok(s) => {
                let url = parsed(s.as_str(), Some(part(2)));
                let u = url.as_http().unwrap();
                assert_eq!(u.hostport().host().as_str(), host);
                assert_eq!(segs(u.segments()), path);
                assert_eq!(segs(u.search_words()), words);
            }
            Err(BuildError::EmptySegment) => assert!(inner_empty(path)),
            Err(BuildError::Empty { part: "search", .. }) => {
                assert!(words.len() == 1 && words[0].is_empty())
            }
            Err(e) => panic!("{e}"),
        },
        1 => match Ftp::new(host)
            .login(part(0), Some(part(2)))
            .segments(path)
            .build()
        {
            Ok(s) => {
                let url = parsed(s.as_str(), None);
                let f = url.as_ftp().unwrap();
                assert_eq!(f.login().user().map(dec).unwrap(), part(0));
                assert_eq!(f.login().password().map(dec).unwrap(), part(2));
                assert_eq!(f.login().host().as_str(), host);
                assert_eq!(segs(f.segments()), path);
            }
            Err(BuildError::Login { value, .. }) => assert!(!alphanum2(&value)),
            Err(BuildError::EmptySegment) => assert!(inner_empty(path)),
            Err(e) => panic!("{e}"),
        },
        2 => {
            let t = part(3).first().copied().unwrap_or(b'1');
            let s = Gopher::new(host)
                .gopher_type(GopherType::new(t))
                .selector(part(0))
                .fragment(part(2))
                .build()
                .unwrap();
            let url = parsed(s.as_str(), Some(part(2)));
            let g = url.as_gopher().unwrap();
            assert_eq!(g.gtype().map(dec).unwrap(), [t]);
            assert_eq!(g.selector().map(dec).unwrap_or_default(), part(0));
        }
        3 => {
            match News::new(NewsPart::Article(part(0).to_vec(), host.into())).build() {
                Ok(s) => {
                    let url = parsed(s.as_str(), None);
                    let GroupPart::Article { local, host: h, .. } =
                        url.as_news().unwrap().grouppart()
                    else {
                        panic!("{s}")
                    };
                    assert_eq!(dec(local), part(0));
                    assert_eq!(h.as_str(), host);
                }
                Err(BuildError::EmptyArticle) => assert!(part(0).is_empty()),
                Err(BuildError::Host { .. }) => assert!(host.contains('@')),
                Err(e) => panic!("{e}"),
            }
            let group = String::from_utf8_lossy(part(2)).into_owned();
            let text = format!("news:{group}");
            let as_group = rfc1630::parse(&text).is_ok_and(|u| {
                matches!(u.as_news().unwrap().grouppart(), GroupPart::Group(g) if g.as_str() == group)
            });
            match News::new(NewsPart::Group(group.clone())).build() {
                Ok(s) => assert!(as_group && s == text),
                Err(BuildError::Group { .. }) => assert!(!as_group),
                Err(e) => panic!("{e}"),
            }
        }
        4 => match Telnet::new(host)
            .login(part(0), Some(part(2)))
            .path(part(3))
            .build()
        {
            Ok(s) => {
                assert!(part(3).is_empty());
                let url = parsed(s.as_str(), None);
                let t = url.as_telnet().unwrap();
                assert_eq!(t.login().user().map(dec).unwrap(), part(0));
                assert_eq!(t.login().password().map(dec).unwrap(), part(2));
            }
            Err(BuildError::TelnetPath { .. }) => assert!(!part(3).is_empty()),
            Err(BuildError::Login { value, .. }) => assert!(!alphanum2(&value)),
            Err(e) => panic!("{e}"),
        },
        5 => {
            let fields: Vec<(u64, &[u8])> = path
                .iter()
                .enumerate()
                .map(|(k, p)| (k as u64 * 7, *p))
                .collect();
            let doc = !part(3).is_empty();
            let mut b = Wais::new(host, part(0)).search_words(&words[1..]);
            if doc {
                b = b.document(part(2), fields.iter().copied());
            }
            match b.build() {
                Ok(s) => {
                    let url = parsed(s.as_str(), None);
                    let w = url.as_wais().unwrap();
                    assert_eq!(dec(w.database()), part(0));
                    match w.kind() {
                        WaisKind::Doc { wtype, .. } => {
                            assert!(doc);
                            assert_eq!(dec(wtype), part(2));
                            let got: Vec<_> = w
                                .fields()
                                .map(|(n, p)| (n.as_str().parse::<u64>().unwrap(), dec(p)))
                                .collect();
                            let want: Vec<_> =
                                fields.iter().map(|(n, p)| (*n, p.to_vec())).collect();
                            assert_eq!(got, want);
                        }
                        WaisKind::Index { search } => {
                            assert!(!doc);
                            assert_eq!(pieces(search.unwrap().as_str(), '+'), &words[1..]);
                        }
                    }
                }
                Err(BuildError::Empty { part: p, .. }) => match p {
                    "database" => assert!(part(0).is_empty()),
                    "wtype" => assert!(part(2).is_empty()),
                    "search" => assert!(words.len() < 3 && words[1..].iter().all(|w| w.is_empty())),
                    _ => panic!("{p}"),
                },
                Err(e) => panic!("{e}"),
            }
        }
        6 => {
            let at = part(0).iter().rposition(|&b| b == b'@');
            match Mailto::new(part(0)).fragment(part(3)).build() {
                Ok(s) => {
                    let url = parsed(s.as_str(), Some(part(3)));
                    let m = url.as_mailto().unwrap();
                    let at = at.unwrap();
                    assert_eq!(dec(m.local()), &part(0)[..at]);
                    assert_eq!(m.host().as_str().as_bytes(), &part(0)[at + 1..]);
                }
                Err(BuildError::EmptyMailto) => assert!(part(0).is_empty()),
                Err(BuildError::Missing { .. }) => assert!(at.is_none()),
                Err(BuildError::Empty { .. }) => assert_eq!(at, Some(0)),
                Err(BuildError::Host { .. }) => {}
                Err(e) => panic!("{e}"),
            }
            let (mid, cid) = (
                Mid::new(part(0), part(2)).build(),
                Cid::new(part(0), part(2)).build(),
            );
            for (built, is_cid) in [(mid, false), (cid, true)] {
                match built {
                    Ok(s) => {
                        let url = parsed(s.as_str(), None);
                        let a = if is_cid {
                            url.as_cid().unwrap().addr_spec()
                        } else {
                            url.as_mid().unwrap().addr_spec()
                        };
                        assert_eq!(dec(a.local()), part(0));
                        assert_eq!(dec(a.host()), part(2));
                    }
                    Err(BuildError::Empty { .. }) => {
                        assert!(part(0).is_empty() || part(2).is_empty())
                    }
                    Err(e) => panic!("{e}"),
                }
            }
        }
        _ => {
            let v = part(3);
            let mut b = Prospero::new(host).segments(path);
            if let Some((&n, attributes)) = v.split_first() {
                b = b.version(u64::from(n));
                if !attributes.is_empty() {
                    b = b.attributes(String::from_utf8_lossy(attributes));
                }
            }
            match b.build() {
                Ok(s) => {
                    let url = parsed(s.as_str(), None);
                    let p = url.as_prospero().unwrap();
                    assert_eq!(pieces(p.path().as_str(), '/'), path);
                    let version = p.version().map(|v| v.as_str().parse::<u64>().unwrap());
                    assert_eq!(version, v.first().map(|&n| u64::from(n)));
                }
                Err(BuildError::EmptySegment) => assert!(inner_empty(path)),
                Err(BuildError::Attributes(_)) => assert!(v.len() > 1),
                Err(e) => panic!("{e}"),
            }
            match Generic::new("x-y")
                .segments(path)
                .search_words(&words)
                .fragment(part(2))
                .build()
            {
                Ok(s) => {
                    let url = parsed(s.as_str(), Some(part(2)));
                    let g = url.as_other().unwrap();
                    assert_eq!(pieces(g.path().as_str(), '/'), path);
                    assert_eq!(segs(g.search_words()), words);
                }
                Err(BuildError::Empty { .. }) => assert!(words.iter().any(|w| w.is_empty())),
                Err(e) => panic!("{e}"),
            }
            let s = File::new()
                .host(host)
                .segments(path)
                .fragment(part(2))
                .build()
                .unwrap();
            let url = parsed(s.as_str(), Some(part(2)));
            let rest = url.as_other().unwrap().path().as_str();
            let (h, p) = rest.strip_prefix("//").unwrap().split_once('/').unwrap();
            assert_eq!(h, host);
            assert_eq!(pieces(p, '/'), path);
        }
    }
}

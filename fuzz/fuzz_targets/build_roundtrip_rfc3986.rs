//! RFC 3986's and RFC 3987's generic builder: a URI (or IRI) built from
//! arbitrary raw components (any bytes) parses back under its grammar and
//! each component decodes to the raw value given; or the builder refuses
//! for a documented reason (a port or login without a host, a path that
//! would start with `//` without an authority). The input is split at
//! 0xFF bytes into the components (the segments at 0xFE); its first byte
//! picks the repertoire, the host and which components are given.
#![no_main]

use libfuzzer_sys::fuzz_target;
use urlbnf::Span;
use urlbnf::rfc3986::build::{BuildError, Generic};

fn dec(s: Option<Span<'_>>) -> Option<Vec<u8>> {
    s.map(|s| s.decode().into_owned())
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let parts: Vec<&[u8]> = rest.split(|&b| b == 0xFF).collect();
    let part = |k: usize| parts.get(k).copied();
    let segments: Vec<&[u8]> = part(1).unwrap_or_default().split(|&b| b == 0xFE).collect();
    let iri = pick & 1 != 0;
    let mut b = if iri {
        Generic::iri("x-y")
    } else {
        Generic::new("x-y")
    };
    let host =
        (pick & 2 != 0).then(|| String::from_utf8_lossy(part(0).unwrap_or_default()).into_owned());
    if let Some(h) = &host {
        b = b.host(h.clone());
    }
    let login = (pick & 4 != 0).then(|| (part(2).unwrap_or_default(), part(3)));
    if let Some((u, p)) = login {
        b = b.login(u, p);
    }
    let port = (pick & 8 != 0).then_some(u16::from(pick));
    if let Some(p) = port {
        b = b.port(p);
    }
    b = b.segments(&segments);
    let query = part(4).filter(|_| pick & 16 != 0);
    if let Some(q) = query {
        b = b.query(q);
    }
    let fragment = part(5).filter(|_| pick & 32 != 0);
    if let Some(f) = fragment {
        b = b.fragment(f);
    }
    let built = match b.build() {
        Ok(built) => built,
        Err(BuildError::Missing { .. }) => {
            assert!(host.is_none() && (login.is_some() || port.is_some()));
            return;
        }
        Err(BuildError::Empty { .. }) => {
            assert!(
                host.is_none()
                    && segments.len() > 2
                    && segments[0].is_empty()
                    && segments[1].is_empty()
            );
            return;
        }
        Err(e) => panic!("{e}"),
    };
    assert!(iri || built.as_str().is_ascii());
    let url = built.as_url();
    if let Some(h) = &host {
        assert_eq!(dec(url.host().map(|h| h.span())).unwrap(), h.as_bytes());
    }
    if let Some((u, p)) = login {
        let l = url.login().unwrap();
        assert_eq!(dec(l.user()).unwrap(), u);
        assert_eq!(dec(l.password()).as_deref(), p);
    }
    assert_eq!(url.port().map(|p| p.value().unwrap()), port);
    let want: Vec<&[u8]> = match (&host, segments.as_slice()) {
        (None, [first]) if first.is_empty() => Vec::new(),
        (None, [first, rest @ ..]) if first.is_empty() => rest.to_vec(),
        _ => segments.clone(),
    };
    let got: Vec<Vec<u8>> = url.segments().map(|s| s.decode().into_owned()).collect();
    assert_eq!(got, want);
    assert_eq!(dec(url.query()).as_deref(), query);
    assert_eq!(dec(url.fragment()).as_deref(), fragment);
});

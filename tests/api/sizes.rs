//! The borrowed URL values are small: each holds the input once and its
//! components as 32-bit offsets, so a `Url` is passed and stored as cheaply
//! as a few words. The bounds are the promised ones; the exact figures are
//! asserted so that growth is a decision, not an accident.

use std::mem::size_of;

use urlbnf::{AnyUrl, rfc1630, rfc1738, rfc3986};

#[test]
fn borrowed_values_within_their_caps() {
    // (type, size on a 64-bit target, cap)
    let sizes = [
        ("rfc1738::Url", size_of::<rfc1738::Url>(), 104, 128),
        ("rfc1738::HttpUrl", size_of::<rfc1738::HttpUrl>(), 72, 128),
        (
            "rfc1738::GopherUrl",
            size_of::<rfc1738::GopherUrl>(),
            88,
            128,
        ),
        (
            "rfc1738::GenericUrl",
            size_of::<rfc1738::GenericUrl>(),
            104,
            128,
        ),
        ("rfc1630::Url", size_of::<rfc1630::Url>(), 120, 128),
        ("rfc1630::Address", size_of::<rfc1630::Address>(), 96, 128),
        ("rfc3986::Url", size_of::<rfc3986::Url>(), 104, 128),
        (
            "rfc3986::Reference",
            size_of::<rfc3986::Reference>(),
            104,
            128,
        ),
        ("AnyUrl", size_of::<AnyUrl>(), 120, 136),
    ];
    for (name, size, now, cap) in sizes {
        assert!(size <= cap, "{name}: {size} bytes, over its cap of {cap}");
        if cfg!(target_pointer_width = "64") {
            assert_eq!(size, now, "{name}: {size} bytes, was {now}");
        }
    }
}

#[test]
fn parse_refuses_only_what_its_offsets_cannot_hold() {
    // A 4 GiB input cannot be made in a test; the limit is one comparison
    // against the length, and the error it gives is the one asserted here.
    let kind = urlbnf::ErrorKind::InputTooLong;
    assert_eq!(kind.code(), "urlbnf::input::too-long");
    assert!(kind.message().contains("4 GiB"));
    // Every length below it parses as validate says.
    let long = format!("http://h/{}", "a".repeat(1 << 20));
    assert!(rfc1738::parse(&long).is_ok());
    assert!(rfc1630::parse(&long).is_ok());
}

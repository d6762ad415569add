//! RFC 3986 sections 5.2 and 5.3: a reference resolved against a base URI
//! (strict: a scheme in the reference is never dropped), and the target's
//! components recomposed. RFC 3987's IRIs resolve the same way (its
//! section 6.5), over their own characters.
//!
//! Two decisions go beyond the printed algorithm (`grammar/ERRATA.md`,
//! R1 and R2): a target with no authority whose path begins with `//` is
//! written with `/.` before that path, so that it does not read back with
//! an authority; and a rootless base is merged as printed.

use crate::core::failure::{ArgumentError, ParseError, ResolveError};
use crate::rfc3986::chars::{Repertoire, UriChars};
use crate::rfc3986::dialect::{validate, validate_reference};
use crate::rfc3986::path::remove_dot_segments;
use crate::rfc3986::structure::{self, ParsedReference, Start};

/// The five components of a target URI (section 5.2.2), each owned:
/// `None` where the component is undefined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Target {
    pub(crate) scheme: String,
    pub(crate) authority: Option<String>,
    pub(crate) path: String,
    pub(crate) query: Option<String>,
    pub(crate) fragment: Option<String>,
}

/// Why a resolution could not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The base is not a URI of the grammar (a relative reference, or not
    /// a reference at all), at this byte of it.
    Base(usize),
    /// The reference is not a reference of the grammar, at this byte.
    Reference(usize),
}

/// `reference` resolved against `base`, recomposed (sections 5.2, 5.3),
/// with `R`'s characters. The base's fragment, if any, is left out
/// (section 5.1: a base is stripped of its fragment).
pub(crate) fn resolve_with<R: Repertoire>(base: &str, reference: &str) -> Result<String, Refused> {
    let b = structure::parse::<R>(base, Start::Identifier)
        .map_err(|f| Refused::Base(base.len() - f.rest))?;
    let r = structure::parse::<R>(reference, Start::Reference)
        .map_err(|f| Refused::Reference(reference.len() - f.rest))?;
    Ok(recompose(&transform(&b, &r)))
}

/// Resolves `reference` against the URI `base` (sections 5.2 and 5.3,
/// strict), as every example of section 5.4 does. The base must be a URI
/// (its fragment, if any, is dropped); a relative reference as a base is
/// an error about the argument `base`.
///
/// ```
/// use urlbnf::rfc3986::resolve;
/// let base = "http://a/b/c/d;p?q";
/// assert_eq!(resolve(base, "g;x?y#s")?, "http://a/b/c/g;x?y#s");
/// assert_eq!(resolve(base, "../../../g")?, "http://a/g");
/// assert_eq!(resolve(base, "//g")?, "http://g");
/// assert_eq!(resolve(base, "?y")?, "http://a/b/c/d;p?y");
/// let e = resolve("/b/c", "g").unwrap_err();
/// assert_eq!(e.argument(), "base");
/// # Ok::<(), urlbnf::ResolveError>(())
/// ```
pub fn resolve(base: &str, reference: &str) -> Result<String, ResolveError> {
    checked::<UriChars>(base, reference, validate, validate_reference)
}

/// [`resolve_with`] behind the public function of a grammar whose `validate`
/// (a URI) and `validate_reference` are given: an invalid base or
/// reference is an error about that argument, with its first error.
pub(crate) fn checked<R: Repertoire>(
    base: &str,
    reference: &str,
    validate: fn(&str) -> Result<(), ParseError>,
    validate_reference: fn(&str) -> Result<(), ParseError>,
) -> Result<String, ResolveError> {
    let argument =
        |name, value| move |e| ResolveError::of_argument(ArgumentError::new(name, e, value));
    validate(base).map_err(argument("base", base))?;
    validate_reference(reference).map_err(argument("reference", reference))?;
    let target = resolve_with::<R>(base, reference).expect("both arguments are valid");
    // Recomposition keeps every component's characters, and `/.` before a
    // path that would read as an authority (R1): the target is a URI.
    match validate(&target) {
        Ok(()) => Ok(target),
        Err(e) => {
            let e = e.with_input(&target);
            Err(ResolveError::of_result(target.into_boxed_str(), e))
        }
    }
}

/// Section 5.2.2, "Transform References", strict.
pub(crate) fn transform(base: &ParsedReference<&str>, r: &ParsedReference<&str>) -> Target {
    let owned = |s: Option<&str>| s.map(str::to_owned);
    let base_scheme = base.scheme.expect("a base URI has a scheme");
    if let Some(scheme) = r.scheme {
        return Target {
            scheme: scheme.to_owned(),
            authority: owned(r.authority.map(|a| a.span)),
            path: remove_dot_segments(r.path),
            query: owned(r.query),
            fragment: owned(r.fragment),
        };
    }
    let base_authority = base.authority.map(|a| a.span);
    let (authority, path, query) = if let Some(a) = r.authority {
        (Some(a.span), remove_dot_segments(r.path), r.query)
    } else if r.path.is_empty() {
        (base_authority, base.path.to_owned(), r.query.or(base.query))
    } else if r.path.starts_with('/') {
        (base_authority, remove_dot_segments(r.path), r.query)
    } else {
        let merged = merge(base_authority.is_some(), base.path, r.path);
        (base_authority, remove_dot_segments(&merged), r.query)
    };
    Target {
        scheme: base_scheme.to_owned(),
        authority: owned(authority),
        path,
        query: owned(query),
        fragment: owned(r.fragment),
    }
}

/// Section 5.2.3, "Merge Paths".
pub(crate) fn merge(base_has_authority: bool, base_path: &str, path: &str) -> String {
    if base_has_authority && base_path.is_empty() {
        return format!("/{path}");
    }
    let kept = base_path.rfind('/').map_or("", |k| &base_path[..=k]);
    format!("{kept}{path}")
}

/// Section 5.3, "Component Recomposition", with one guard
/// (`grammar/ERRATA.md`, R1): a path that begins with `//` in a target
/// without an authority is written after `/.`, which names the same path
/// (its dot-segment removed, `/.//p` is `//p`) and keeps `//` from
/// reading as the start of an authority.
pub(crate) fn recompose(t: &Target) -> String {
    let mut out = String::with_capacity(t.scheme.len() + t.path.len() + 8);
    out.push_str(&t.scheme);
    out.push(':');
    match &t.authority {
        Some(a) => {
            out.push_str("//");
            out.push_str(a);
        }
        None if t.path.starts_with("//") => out.push_str("/."),
        None => {}
    }
    out.push_str(&t.path);
    if let Some(q) = &t.query {
        out.push('?');
        out.push_str(q);
    }
    if let Some(f) = &t.fragment {
        out.push('#');
        out.push_str(f);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rfc3986::chars::UriChars;
    use crate::rfc3987::chars::IriChars;

    const BASE: &str = "http://a/b/c/d;p?q";

    #[test]
    fn the_normal_examples_of_section_5_4_1() {
        for (reference, target) in [
            ("g:h", "g:h"),
            ("g", "http://a/b/c/g"),
            ("./g", "http://a/b/c/g"),
            ("g/", "http://a/b/c/g/"),
            ("/g", "http://a/g"),
            ("//g", "http://g"),
            ("?y", "http://a/b/c/d;p?y"),
            ("g?y", "http://a/b/c/g?y"),
            ("#s", "http://a/b/c/d;p?q#s"),
            ("g#s", "http://a/b/c/g#s"),
            ("g?y#s", "http://a/b/c/g?y#s"),
            (";x", "http://a/b/c/;x"),
            ("g;x", "http://a/b/c/g;x"),
            ("g;x?y#s", "http://a/b/c/g;x?y#s"),
            ("", "http://a/b/c/d;p?q"),
            (".", "http://a/b/c/"),
            ("./", "http://a/b/c/"),
            ("..", "http://a/b/"),
            ("../", "http://a/b/"),
            ("../g", "http://a/b/g"),
            ("../..", "http://a/"),
            ("../../", "http://a/"),
            ("../../g", "http://a/g"),
        ] {
            assert_eq!(
                resolve_with::<UriChars>(BASE, reference).as_deref(),
                Ok(target),
                "{reference:?}"
            );
        }
    }

    #[test]
    fn the_abnormal_examples_of_section_5_4_2() {
        for (reference, target) in [
            ("../../../g", "http://a/g"),
            ("../../../../g", "http://a/g"),
            ("/./g", "http://a/g"),
            ("/../g", "http://a/g"),
            ("g.", "http://a/b/c/g."),
            (".g", "http://a/b/c/.g"),
            ("g..", "http://a/b/c/g.."),
            ("..g", "http://a/b/c/..g"),
            ("./../g", "http://a/b/g"),
            ("./g/.", "http://a/b/c/g/"),
            ("g/./h", "http://a/b/c/g/h"),
            ("g/../h", "http://a/b/c/h"),
            ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
            ("g;x=1/../y", "http://a/b/c/y"),
            ("g?y/./x", "http://a/b/c/g?y/./x"),
            ("g?y/../x", "http://a/b/c/g?y/../x"),
            ("g#s/./x", "http://a/b/c/g#s/./x"),
            ("g#s/../x", "http://a/b/c/g#s/../x"),
            // Strict: the reference's scheme is kept.
            ("http:g", "http:g"),
        ] {
            assert_eq!(
                resolve_with::<UriChars>(BASE, reference).as_deref(),
                Ok(target),
                "{reference:?}"
            );
        }
    }

    #[test]
    fn the_remove_dot_segments_examples_of_section_5_2_4() {
        assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
        assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
    }

    #[test]
    fn a_base_must_be_a_uri() {
        assert_eq!(resolve_with::<UriChars>("/a/b", "c"), Err(Refused::Base(0)));
        assert_eq!(
            resolve_with::<UriChars>("//h/a", "c"),
            Err(Refused::Base(0))
        );
        assert_eq!(
            resolve_with::<UriChars>("http://h/a b", "c"),
            Err(Refused::Base(10))
        );
        assert_eq!(
            resolve_with::<UriChars>(BASE, "a b"),
            Err(Refused::Reference(1))
        );
        // A base's fragment is left out.
        assert_eq!(
            resolve_with::<UriChars>("http://a/b#f", "c").as_deref(),
            Ok("http://a/c")
        );
        assert_eq!(
            resolve_with::<UriChars>("http://a/b#f", "").as_deref(),
            Ok("http://a/b")
        );
    }

    /// `grammar/ERRATA.md`, R1: as printed, `/.//p` against `a:/b` (and the like)
    /// resolve to a target with no authority and the path `//p`, which
    /// section 5.3 writes `a://p`: read back, that has the authority `p`.
    #[test]
    fn a_path_beginning_with_two_slashes_keeps_no_authority() {
        for (base, reference) in [("a:/b", "/.//p"), ("a:b", "g/..//p"), ("a:/x/y", "..//p")] {
            let b = structure::parse::<UriChars>(base, Start::Identifier).unwrap();
            let r = structure::parse::<UriChars>(reference, Start::Reference).unwrap();
            let t = transform(&b, &r);
            assert_eq!(
                (t.authority.as_deref(), t.path.as_str()),
                (None, "//p"),
                "{reference}"
            );
            // The printed recomposition, and what it reads back as.
            let printed = format!("{}:{}", t.scheme, t.path);
            let read = structure::parse::<UriChars>(&printed, Start::Identifier).unwrap();
            assert_eq!(read.authority.map(|a| a.span), Some("p"), "{printed}");
            // This crate's: the same path, no authority.
            let ours = resolve_with::<UriChars>(base, reference).unwrap();
            assert_eq!(ours, "a:/.//p");
            let read = structure::parse::<UriChars>(&ours, Start::Identifier).unwrap();
            assert_eq!(read.authority, None);
            assert_eq!(remove_dot_segments(read.path), "//p");
        }
        // With an authority, `//` in the path needs no guard.
        assert_eq!(
            resolve_with::<UriChars>("http://h/a", "/.//p").as_deref(),
            Ok("http://h//p")
        );
    }

    /// `grammar/ERRATA.md`, R2: a rootless base is merged and its dot
    /// segments removed as printed; the path comes out absolute.
    #[test]
    fn a_rootless_base_is_merged_as_printed() {
        assert_eq!(merge(false, "a/b", "../c"), "a/../c");
        assert_eq!(remove_dot_segments("a/../c"), "/c");
        assert_eq!(
            resolve_with::<UriChars>("foo:a/b", "../c").as_deref(),
            Ok("foo:/c")
        );
        // The other reading, keeping the base rootless, would give
        // `foo:c`: not what section 5.2 computes.
        assert_ne!(
            resolve_with::<UriChars>("foo:a/b", "../c").as_deref(),
            Ok("foo:c")
        );
        assert_eq!(
            resolve_with::<UriChars>("foo:a/b", "c").as_deref(),
            Ok("foo:a/c")
        );
        assert_eq!(
            resolve_with::<UriChars>("foo:a", "c").as_deref(),
            Ok("foo:c")
        );
    }

    #[test]
    fn iris_resolve_the_same_way() {
        let base = "http://例え/パス/ファイル?q";
        assert_eq!(
            resolve_with::<IriChars>(base, "../é").as_deref(),
            Ok("http://例え/é")
        );
        assert_eq!(
            resolve_with::<IriChars>(base, "#片").as_deref(),
            Ok("http://例え/パス/ファイル?q#片")
        );
        assert!(matches!(
            resolve_with::<UriChars>(base, "x"),
            Err(Refused::Base(_))
        ));
    }

    proptest::proptest! {
        /// Every target recomposes into a URI that reads back with the
        /// same components, and resolving it again against any base gives
        /// it back unchanged (a target has a scheme), its dot segments
        /// already removed.
        #[test]
        fn targets_are_uris_and_fixed_points(
            base in proptest::sample::select(vec![
                "http://a/b/c/d;p?q", "a:", "a:b", "a:/b/c", "a://h", "a://h/", "foo:a/b",
                "x:/.//y", "mailto:u@h",
            ]),
            parts in proptest::collection::vec(proptest::sample::select(vec![
                "a", "b", ".", "..", "/", "//", "./", "../", "?", "#", "q", ":", "@", "%2F", "g:",
            ]), 0..8),
        ) {
            let reference = parts.concat();
            if let Ok(target) = resolve_with::<UriChars>(base, &reference) {
                let read = structure::parse::<UriChars>(&target, Start::Identifier);
                proptest::prop_assert!(read.is_ok(), "{} + {} = {}", base, reference, target);
                let again = resolve_with::<UriChars>(base, &target);
                proptest::prop_assert_eq!(again.as_deref(), Ok(target.as_str()));
            }
        }
    }
}

//! Partial (relative) forms, resolved exactly as RFC 1630 "Partial
//! (relative) form" states the rules, with the decisions of
//! `grammar/ERRATA.md` ("Partial forms") where the rules are silent or
//! contradict the RFC's own example table.

use super::partial::{check_partial, is_absolute};
use crate::core::failure::{ArgumentError, ResolveError};

/// Resolves the partial form `partial` in the context of the absolute URL
/// `context`, by the rules of RFC 1630:
///
/// 1. A partial form with a colon before any slash is absolute: it is
///    returned as it is (it must be a valid RFC 1630 URL).
/// 2. If it starts with `n` slashes, the context up to (not including) its
///    first run of exactly `n` consecutive slashes is prepended. (The RFC's
///    further condition, "which has no greater number of consecutive
///    slashes anywhere to the right of it", contradicts its own example
///    `/g` -> `magic://a/g` and is not applied.) With no run of `n`
///    slashes: the scheme alone is prepended if every run in the context is
///    shorter, else the context's whole path.
/// 3. Otherwise the last part of the context's path (after its rightmost
///    slash, with any search and fragment) is replaced by the partial form;
///    then every `xxx/../` (`xxx` a complete, non-void path element other
///    than `.` and `..`) and every `/.` (`.` a complete element) is
///    removed, repeatedly, in the path. A context without a path after
///    `//host` counts as `//host/`; a context with no slash at all loses its
///    whole path (`news:a.b` + `c.d` = `news:c.d`).
/// 4. A partial form that starts with `#` is a fragment of the context
///    document itself: the context without its fragment, then the partial.
///
/// A partial form that does not start with `//` never changes the
/// context's host: `..` does not climb over the `//host` of a context
/// (`grammar/ERRATA.md` F24), so `../../x` in `http://a/b/c` gives
/// `http://a/../x`, not `http://x`.
///
/// The `context` must be a valid RFC 1630 URL and the partial form may only
/// contain the characters of RFC 1630 URLs, with well-formed escapes; the
/// error of an invalid partial form has its offsets in the partial form and
/// names the production `partial`. The rules are textual, so they can build
/// a string that is no URL of the context's scheme (a path after a `telnet`
/// host, say): every result is checked, and one that is not a valid RFC 1630
/// URL is an error ([`ResolveError::result`]), never returned as a URL.
/// Iterative: no recursion, for any input length.
///
/// ```
/// use urlbnf::resolve;
/// let base = "magic://a/b/c//d/e/f";
/// assert_eq!(resolve(base, "g")?, "magic://a/b/c//d/e/g");
/// assert_eq!(resolve(base, "/g")?, "magic://a/g");
/// assert_eq!(resolve(base, "//g")?, "magic://g");
/// assert_eq!(resolve(base, "../g")?, "magic://a/b/c//d/g");
/// assert_eq!(resolve(base, "g:h")?, "g:h");
/// assert_eq!(resolve("http://a/b/c", "../../x")?, "http://a/../x");
/// let e = resolve(base, "g h").unwrap_err();
/// assert_eq!((e.argument(), e.error().production()), ("partial", "partial"));
/// let e = resolve("telnet://h", "g").unwrap_err();
/// assert_eq!((e.argument(), e.result()), ("result", Some("telnet://h/g")));
/// # Ok::<(), urlbnf::ResolveError>(())
/// ```
pub fn resolve(context: &str, partial: &str) -> Result<String, ResolveError> {
    let argument =
        |name, value| move |e| ResolveError::of_argument(ArgumentError::new(name, e, value));
    super::validate(context).map_err(argument("context", context))?;
    if is_absolute(partial) {
        super::validate(partial).map_err(argument("partial", partial))?;
        return Ok(partial.to_string());
    }
    check_partial(partial).map_err(argument("partial", partial))?;
    let result = merge(context, partial);
    match super::validate(&result) {
        Ok(()) => Ok(result),
        Err(e) => {
            let e = e.with_input(&result);
            Err(ResolveError::of_result(result.into_boxed_str(), e))
        }
    }
}

/// The rules of RFC 1630 applied to a valid context and a valid, relative
/// partial form; the result is not yet checked.
fn merge(context: &str, partial: &str) -> String {
    let scheme_end = scheme_end(context);
    let path_end = context[scheme_end..]
        .find(['?', '#'])
        .map_or(context.len(), |k| scheme_end + k);
    if partial.starts_with('#') {
        let doc_end = context.find('#').unwrap_or(context.len());
        return format!("{}{partial}", &context[..doc_end]);
    }
    let path = &context[scheme_end..path_end];
    let n = partial.bytes().take_while(|&b| b == b'/').count();
    if n > 0 {
        let mut first_exact = None;
        let mut longest = 0;
        for (start, len) in slash_runs(path) {
            longest = longest.max(len);
            if len == n && first_exact.is_none() {
                first_exact = Some(start);
            }
        }
        let keep = match first_exact {
            Some(start) => scheme_end + start,
            None if longest < n => scheme_end,
            None => path_end,
        };
        return format!("{}{partial}", &context[..keep]);
    }
    let leading = path.bytes().take_while(|&b| b == b'/').count();
    let mut merged = String::with_capacity(path_end + partial.len() + 1);
    merged.push_str(&context[..scheme_end]);
    match path.rfind('/') {
        // Only the `//` before a host: the path is void, as after `//host/`.
        Some(k) if leading >= 2 && k < leading => {
            merged.push_str(path);
            merged.push('/');
        }
        Some(k) => merged.push_str(&path[..=k]),
        None => {}
    }
    merged.push_str(partial);
    remove_dots(&merged, scheme_end)
}

/// Where the scheme part of a (valid) context ends: after the first `:`, or
/// after the second for a `url:` prefix.
fn scheme_end(context: &str) -> usize {
    let first = context.find(':').map_or(0, |k| k + 1);
    if context[..first].eq_ignore_ascii_case("url:") {
        context[first..].find(':').map_or(first, |k| first + k + 1)
    } else {
        first
    }
}

/// The maximal runs of `/` in `path`: (start, length), left to right.
fn slash_runs(path: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let b = path.as_bytes();
    let mut k = 0;
    std::iter::from_fn(move || {
        while k < b.len() && b[k] != b'/' {
            k += 1;
        }
        if k == b.len() {
            return None;
        }
        let start = k;
        while k < b.len() && b[k] == b'/' {
            k += 1;
        }
        Some((start, k - start))
    })
}

/// Removes every `xxx/../` and `/.` from the path of `url` (after
/// `scheme_end`, before any `?` or `#`), until none is left: one pass over
/// the path elements with a stack, no recursion.
fn remove_dots(url: &str, scheme_end: usize) -> String {
    let path_end = url[scheme_end..]
        .find(['?', '#'])
        .map_or(url.len(), |k| scheme_end + k);
    let path = &url[scheme_end..path_end];
    let elements: Vec<&str> = path.split('/').collect();
    let last = elements.len() - 1;
    // After a leading `//`, the host (the element after the leading voids)
    // is not a path element: `..` never removes it (F24).
    let leading = path.bytes().take_while(|&b| b == b'/').count();
    let floor = if leading >= 2 { leading + 1 } else { 0 };
    let mut kept: Vec<&str> = Vec::with_capacity(elements.len());
    for (j, e) in elements.iter().copied().enumerate() {
        match e {
            // "/." with "." a complete element: drop it and the slash before
            // (not the host's own, nor an element of the leading `//`).
            "." if j > 0 && j >= floor => {
                // A path that would be left with nothing after its host
                // keeps the `/` (`//host` counts as `//host/`, F25), so that
                // `ftp://h/a` and `.` give `ftp://h/`.
                if j == last && floor > 0 && kept.len() == floor {
                    kept.push("");
                }
            }
            // "xxx/../": needs the slash after "..", and a complete element
            // before it that is neither void nor a dot element, nor the host.
            ".." if j < last
                && kept.len() > floor
                && kept
                    .last()
                    .is_some_and(|x| !x.is_empty() && *x != "." && *x != "..") =>
            {
                kept.pop();
                // `xxx/../` leaves nothing, so `/` after `..` is not doubled:
                // the next element is joined to what precedes `xxx`.
            }
            _ => kept.push(e),
        }
    }
    let mut out = String::with_capacity(url.len());
    out.push_str(&url[..scheme_end]);
    out.push_str(&kept.join("/"));
    out.push_str(&url[path_end..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots() {
        for (input, expected) in [
            ("x:a/b/../c", "x:a/c"),
            ("x:a/b/../../c", "x:c"),
            ("x:a/./b", "x:a/b"),
            ("x:a/.", "x:a"),
            ("x:a/./", "x:a/"),
            ("x:a/b/..", "x:a/b/.."),
            ("x:../a", "x:../a"),
            ("x://a/../b", "x://a/../b"),
            ("x://a/b/../../c", "x://a/../c"),
            ("x://a/./b", "x://a/b"),
            ("x://a/.", "x://a/"),
            ("x://a/b/../.", "x://a/"),
            ("x://../b", "x://../b"),
            ("x:a//../b", "x:a//../b"),
            ("x:a/./../b", "x:b"),
            ("x:a/..?q/../", "x:a/..?q/../"),
            ("x:./a", "x:./a"),
        ] {
            assert_eq!(remove_dots(input, 2), expected, "{input}");
        }
    }

    #[test]
    fn runs() {
        let r: Vec<_> = slash_runs("//a/b//c/").collect();
        assert_eq!(r, [(0, 2), (3, 1), (5, 2), (8, 1)]);
        assert!(is_absolute("g:h") && !is_absolute("a/b:c") && !is_absolute("g"));
        assert_eq!(scheme_end("URL:http://h"), 9);
    }
}

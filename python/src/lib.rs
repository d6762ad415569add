//! The native module of the `urlbnf` Python package (`urlbnf._urlbnf`): the
//! scalar API returns plain values (strings, dicts, lists) that the Python
//! layer wraps in its classes and exceptions; the batch API reads Arrow
//! arrays through the PyCapsule interface and returns Arrow arrays.

use std::sync::Arc;

use arrow_array::builder::{
    BooleanBuilder, Int64Builder, ListBuilder, StringBuilder, StructBuilder,
};
use arrow_array::{
    Array, ArrayAccessor, ArrayRef, BinaryArray, BinaryViewArray, BooleanArray, Int64Array,
    LargeBinaryArray, LargeStringArray, StringArray, StringViewArray, StructArray,
};
use arrow_buffer::{BooleanBuffer, Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::{DataType, Field, Fields};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use pyo3_arrow::PyArray;
use pyo3_arrow::input::AnyArray;
use urlbnf::{Grammar, Style};

/// The module's allocations through mimalloc, which keeps the memory of
/// freed columns for the next ones: a check of a batch writes megabytes
/// into fresh buffers that Python frees soon after, and the system
/// allocator hands such blocks back to the kernel, so that every batch
/// paid a page fault per page touched (a fifth of a valid row's time).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The grammar named `name`, or `ValueError` naming the choices.
fn grammar(name: &str) -> PyResult<Grammar> {
    name.parse::<Grammar>()
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

/// The grammar named `name`, checked as `reference` asks: a
/// `ValueError` naming the grammars with relative references when it has
/// none.
fn reading(name: &str, reference: bool) -> PyResult<Grammar> {
    let g = grammar(name)?;
    if reference && !g.has_references() {
        let with: Vec<&str> = Grammar::ALL
            .iter()
            .filter(|g| g.has_references())
            .map(|g| g.name())
            .collect();
        return Err(PyValueError::new_err(format!(
            "reference=True needs a grammar with relative references ({}): the URLs of {} are all absolute",
            with.join(", "),
            g.title()
        )));
    }
    Ok(g)
}

/// `validate` or `validate_reference`. Inlined, so that a caller who asks
/// only `is_ok()` builds no error.
#[inline(always)]
fn validate(url: &str, g: Grammar, reference: bool) -> Result<(), urlbnf::ParseError> {
    if reference {
        urlbnf::validate_reference(url, g)
    } else {
        urlbnf::validate(url, g)
    }
}

/// [`validate`] for a caller that reads the error: out of line, so that the
/// error's making is not inlined into the loop over a column's rows (there
/// it cost each faulted row about 8 ns; docs/performance.md, `check_arrow`).
#[inline(never)]
fn validate_for_error(url: &str, g: Grammar, reference: bool) -> Result<(), urlbnf::ParseError> {
    validate(url, g, reference)
}

/// `diagnose` or `diagnose_reference`.
fn diagnosis(url: &str, g: Grammar, reference: bool) -> urlbnf::Diagnosis<'_> {
    if reference {
        urlbnf::diagnose_reference(url, g)
    } else {
        urlbnf::diagnose(url, g)
    }
}

/// Width of the plain-text reports.
const WIDTH: usize = 100;

/// The report of an invalid URL, as `URLError`'s fields: `None` when valid.
fn error_fields<'py>(
    py: Python<'py>,
    url: &str,
    g: Grammar,
    reference: bool,
) -> PyResult<Option<Bound<'py, PyDict>>> {
    let d = diagnosis(url, g, reference);
    let Some(e) = d.error() else {
        return Ok(None);
    };
    let first = d.findings().first();
    let out = PyDict::new(py);
    out.set_item("code", e.kind().code())?;
    out.set_item("offset", e.offset())?;
    out.set_item("length", e.len())?;
    out.set_item("message", e.to_string())?;
    out.set_item("help", first.and_then(|f| f.help()))?;
    out.set_item("fix", d.suggestion())?;
    out.set_item("report", d.render(Style::Ascii, WIDTH))?;
    Ok(Some(out))
}

/// Whether `url` is a URL (or with `reference`, a reference) of `grammar`.
#[pyfunction]
#[pyo3(signature = (url, grammar="rfc1738", reference=false))]
fn is_valid(url: &str, grammar: &str, reference: bool) -> PyResult<bool> {
    Ok(validate(url, reading(grammar, reference)?, reference).is_ok())
}

/// `None` for a valid URL (or reference), else the fields of `URLError`.
#[pyfunction]
#[pyo3(signature = (url, grammar="rfc1738", reference=false))]
fn check<'py>(
    py: Python<'py>,
    url: &str,
    grammar: &str,
    reference: bool,
) -> PyResult<Option<Bound<'py, PyDict>>> {
    let g = reading(grammar, reference)?;
    if validate(url, g, reference).is_ok() {
        return Ok(None);
    }
    error_fields(py, url, g, reference)
}

/// The components of a valid URL as JSON (the serde schema), or `None`.
#[pyfunction]
#[pyo3(signature = (url, grammar="rfc1738"))]
fn parse_json(url: &str, grammar: &str) -> PyResult<Option<String>> {
    match urlbnf::parse(url, self::grammar(grammar)?) {
        Ok(u) => serde_json::to_string(&u)
            .map(Some)
            .map_err(|e| PyValueError::new_err(e.to_string())),
        Err(_) => Ok(None),
    }
}

/// A finding as a dict.
fn finding<'py>(py: Python<'py>, f: &urlbnf::Finding) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("code", f.code().as_str())?;
    d.set_item(
        "severity",
        match f.severity() {
            urlbnf::Severity::Error => "error",
            urlbnf::Severity::Warning => "warning",
            urlbnf::Severity::Advice => "advice",
        },
    )?;
    d.set_item("message", f.message())?;
    d.set_item("help", f.help())?;
    d.set_item("rfc_link", f.rfc_link())?;
    let labels = PyList::empty(py);
    for l in f.labels() {
        let ld = PyDict::new(py);
        ld.set_item("start", l.span().start)?;
        ld.set_item("end", l.span().end)?;
        ld.set_item("text", l.text())?;
        ld.set_item("primary", l.is_primary())?;
        labels.append(ld)?;
    }
    d.set_item("labels", labels)?;
    Ok(d)
}

/// Every finding of `url`: the errors, or the warnings of a valid URL.
#[pyfunction]
#[pyo3(signature = (url, grammar="rfc1738", reference=false))]
fn diagnose<'py>(
    py: Python<'py>,
    url: &str,
    grammar: &str,
    reference: bool,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let d = diagnosis(url, reading(grammar, reference)?, reference);
    d.findings().iter().map(|f| finding(py, f)).collect()
}

/// The URLs found in `text`.
#[pyfunction]
#[pyo3(signature = (text, grammar="rfc1738"))]
fn scan<'py>(py: Python<'py>, text: &str, grammar: &str) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let g = self::grammar(grammar)?;
    let mut out = Vec::new();
    for f in urlbnf::scan::scan(text, g) {
        let d = PyDict::new(py);
        d.set_item("line", f.line())?;
        d.set_item("column", f.column())?;
        d.set_item("offset", f.span().start)?;
        d.set_item("length", f.span().len())?;
        d.set_item("url", f.text())?;
        d.set_item("wrapper", f.wrapper().name())?;
        d.set_item("valid", f.is_valid())?;
        let findings = if f.is_valid() {
            Vec::new()
        } else {
            let diagnosis = f.diagnose();
            diagnosis
                .findings()
                .iter()
                .map(|x| finding(py, x))
                .collect::<PyResult<Vec<_>>>()?
        };
        d.set_item("findings", findings)?;
        out.push(d);
    }
    Ok(out)
}

/// `partial` resolved against `context` by `grammar`'s rules: the URL, or
/// the error's fields with the argument that failed.
#[pyfunction]
#[pyo3(signature = (context, partial, grammar="rfc1630"))]
fn resolve<'py>(
    py: Python<'py>,
    context: &str,
    partial: &str,
    grammar: &str,
) -> PyResult<(Option<String>, Option<Bound<'py, PyDict>>)> {
    match urlbnf::resolve_in(context, partial, self::grammar(grammar)?) {
        Ok(url) => Ok((Some(url), None)),
        Err(e) => {
            let d = PyDict::new(py);
            let err = e.error();
            d.set_item("argument", e.argument())?;
            d.set_item("code", err.kind().code())?;
            d.set_item("offset", err.offset())?;
            d.set_item("length", err.len())?;
            d.set_item("message", e.to_string())?;
            d.set_item("help", py.None())?;
            d.set_item("fix", py.None())?;
            d.set_item("report", e.to_string())?;
            Ok((None, Some(d)))
        }
    }
}

/// The normalization options as the Rust API has them.
fn level(
    host_case: bool,
    default_port: bool,
    scheme_defaults: bool,
    dot_segments: bool,
) -> urlbnf::Normalization {
    urlbnf::Normalization::ENCODING
        .host_case(host_case)
        .default_port(default_port)
        .scheme_defaults(scheme_defaults)
        .dot_segments(dot_segments)
}

/// The normal form of a valid URL, or `None`.
#[pyfunction]
#[pyo3(signature = (url, grammar="rfc1738", *, host_case=false, default_port=false, scheme_defaults=false, dot_segments=false))]
fn normalized(
    url: &str,
    grammar: &str,
    host_case: bool,
    default_port: bool,
    scheme_defaults: bool,
    dot_segments: bool,
) -> PyResult<Option<String>> {
    let n = level(host_case, default_port, scheme_defaults, dot_segments);
    Ok(urlbnf::parse(url, self::grammar(grammar)?)
        .ok()
        .map(|u| u.normalized_with(n).into_owned()))
}

/// Whether two valid URLs are equivalent; `None` when one is invalid.
#[pyfunction]
#[pyo3(signature = (a, b, grammar="rfc1738", *, host_case=false, default_port=false, scheme_defaults=false, dot_segments=false))]
fn equivalent(
    a: &str,
    b: &str,
    grammar: &str,
    host_case: bool,
    default_port: bool,
    scheme_defaults: bool,
    dot_segments: bool,
) -> PyResult<Option<bool>> {
    let n = level(host_case, default_port, scheme_defaults, dot_segments);
    Ok(urlbnf::equivalent_with(a, b, self::grammar(grammar)?, n).ok())
}

/// The builders of RFC 1738: one keyword function per scheme, raising
/// `ValueError` with the builder's message (the Python layer turns it into
/// `BuildError`).
mod build {
    use pyo3::exceptions::PyValueError;
    use pyo3::prelude::*;
    use urlbnf::rfc1738::build::{
        BuildError, File, Ftp, Gopher, Http, Mailto, Nntp, Prospero, Telnet, Wais,
    };
    use urlbnf::rfc1738::{FtpType, GopherType, UrlBuf};

    fn done(r: Result<UrlBuf, BuildError>) -> PyResult<String> {
        r.map(UrlBuf::into_string)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// RFC 3986's generic syntax (RFC 3987's with `iri`).
    #[pyfunction]
    #[pyo3(signature = (scheme, *, host=None, user=None, password=None, port=None, segments=None, query=None, fragment=None, iri=false))]
    #[allow(clippy::too_many_arguments)] // one keyword per component, as in Python
    pub fn generic(
        scheme: String,
        host: Option<String>,
        user: Option<Vec<u8>>,
        password: Option<Vec<u8>>,
        port: Option<u16>,
        segments: Option<Vec<Vec<u8>>>,
        query: Option<Vec<u8>>,
        fragment: Option<Vec<u8>>,
        iri: bool,
    ) -> PyResult<String> {
        use urlbnf::rfc3986::build::Generic;
        let mut b = if iri {
            Generic::iri(scheme)
        } else {
            Generic::new(scheme)
        };
        if let Some(h) = host {
            b = b.host(h);
        }
        match (user, password) {
            (Some(u), p) => b = b.login(u, p),
            (None, Some(_)) => {
                return Err(PyValueError::new_err("a password needs a user"));
            }
            (None, None) => {}
        }
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(s) = segments {
            b = b.segments(s);
        }
        if let Some(q) = query {
            b = b.query(q);
        }
        if let Some(f) = fragment {
            b = b.fragment(f);
        }
        b.build()
            .map(urlbnf::rfc3986::UrlBuf::into_string)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    #[pyfunction]
    #[pyo3(signature = (host, *, port=None, segments=None, search=None))]
    pub fn http(
        host: String,
        port: Option<u16>,
        segments: Option<Vec<Vec<u8>>>,
        search: Option<Vec<u8>>,
    ) -> PyResult<String> {
        let mut b = Http::new(host);
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(s) = segments {
            b = b.segments(s);
        }
        if let Some(s) = search {
            b = b.search(s);
        }
        done(b.build())
    }

    #[pyfunction]
    #[pyo3(signature = (host, *, port=None, user=None, password=None, segments=None, ftp_type=None))]
    pub fn ftp(
        host: String,
        port: Option<u16>,
        user: Option<Vec<u8>>,
        password: Option<Vec<u8>>,
        segments: Option<Vec<Vec<u8>>>,
        ftp_type: Option<String>,
    ) -> PyResult<String> {
        let mut b = Ftp::new(host);
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(u) = user {
            b = b.login(u, password);
        } else if password.is_some() {
            return Err(PyValueError::new_err("a password needs a user"));
        }
        if let Some(s) = segments {
            b = b.segments(s);
        }
        if let Some(t) = ftp_type {
            let t = match t.as_str() {
                "a" => FtpType::Ascii(None),
                "i" => FtpType::Image,
                "d" => FtpType::Directory,
                other => {
                    return Err(PyValueError::new_err(format!(
                        "unknown ftp type {other:?} (expected \"a\", \"i\" or \"d\")"
                    )));
                }
            };
            b = b.ftp_type(t);
        }
        done(b.build())
    }

    #[pyfunction]
    #[pyo3(signature = (host, *, port=None, gopher_type=None, selector=None, search=None, gopher_plus=None))]
    pub fn gopher(
        host: String,
        port: Option<u16>,
        gopher_type: Option<String>,
        selector: Option<Vec<u8>>,
        search: Option<Vec<u8>>,
        gopher_plus: Option<Vec<u8>>,
    ) -> PyResult<String> {
        let mut b = Gopher::new(host);
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(t) = gopher_type {
            let &[code] = t.as_bytes() else {
                return Err(PyValueError::new_err(format!(
                    "a gopher type is one character, not {t:?}"
                )));
            };
            b = b.gopher_type(GopherType::new(code));
        }
        if let Some(s) = selector {
            b = b.selector(s);
        }
        if let Some(s) = search {
            b = b.search(s);
        }
        if let Some(s) = gopher_plus {
            b = b.gopher_plus(s);
        }
        done(b.build())
    }

    #[pyfunction]
    #[pyo3(signature = (host, group, *, port=None, article=None))]
    pub fn nntp(
        host: String,
        group: String,
        port: Option<u16>,
        article: Option<u64>,
    ) -> PyResult<String> {
        let mut b = Nntp::new(host, group);
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(a) = article {
            b = b.article(a);
        }
        done(b.build())
    }

    #[pyfunction]
    #[pyo3(signature = (host, *, port=None, user=None, password=None))]
    pub fn telnet(
        host: String,
        port: Option<u16>,
        user: Option<Vec<u8>>,
        password: Option<Vec<u8>>,
    ) -> PyResult<String> {
        let mut b = Telnet::new(host);
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(u) = user {
            b = b.login(u, password);
        }
        done(b.build())
    }

    #[pyfunction]
    #[pyo3(signature = (host, database, *, port=None, search=None, document=None))]
    pub fn wais(
        host: String,
        database: Vec<u8>,
        port: Option<u16>,
        search: Option<Vec<u8>>,
        document: Option<(Vec<u8>, Vec<u8>)>,
    ) -> PyResult<String> {
        let mut b = Wais::new(host, database);
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(s) = search {
            b = b.search(s);
        }
        if let Some((t, p)) = document {
            b = b.document(t, p);
        }
        done(b.build())
    }

    #[pyfunction]
    pub fn mailto(address: Vec<u8>) -> PyResult<String> {
        done(Mailto::new(address).build())
    }

    #[pyfunction]
    #[pyo3(signature = (*, host=None, segments=None))]
    pub fn file(host: Option<String>, segments: Option<Vec<Vec<u8>>>) -> PyResult<String> {
        let mut b = File::new();
        if let Some(h) = host {
            b = b.host(h);
        }
        if let Some(s) = segments {
            b = b.segments(s);
        }
        done(b.build())
    }

    #[pyfunction]
    #[pyo3(signature = (host, *, port=None, segments=None, fields=None))]
    pub fn prospero(
        host: String,
        port: Option<u16>,
        segments: Option<Vec<Vec<u8>>>,
        fields: Option<Vec<(Vec<u8>, Vec<u8>)>>,
    ) -> PyResult<String> {
        let mut b = Prospero::new(host);
        if let Some(p) = port {
            b = b.port(p);
        }
        if let Some(s) = segments {
            b = b.segments(s);
        }
        for (n, v) in fields.unwrap_or_default() {
            b = b.field(n, v);
        }
        done(b.build())
    }
}

/// A string-like Arrow array, by its type, so that a loop over its rows
/// is compiled for that type: no call through a pointer per row.
#[derive(Clone, Copy)]
enum Rows<'a> {
    Utf8(&'a StringArray),
    LargeUtf8(&'a LargeStringArray),
    Utf8View(&'a StringViewArray),
    Binary(&'a BinaryArray),
    LargeBinary(&'a LargeBinaryArray),
    BinaryView(&'a BinaryViewArray),
}

impl<'a> Rows<'a> {
    /// Calls `f` with each row as text, in order: `None` for a null row,
    /// `Err(at)` for bytes that are not UTF-8 from `at` on.
    fn each_text(self, mut f: impl FnMut(Option<Result<&'a str, usize>>)) {
        let utf8 = |b: &'a [u8]| std::str::from_utf8(b).map_err(|e| e.valid_up_to());
        match self {
            Rows::Utf8(a) => each_row(a, Ok, &mut f),
            Rows::LargeUtf8(a) => each_row(a, Ok, &mut f),
            Rows::Utf8View(a) => each_row(a, Ok, &mut f),
            Rows::Binary(a) => each_row(a, utf8, &mut f),
            Rows::LargeBinary(a) => each_row(a, utf8, &mut f),
            Rows::BinaryView(a) => each_row(a, utf8, &mut f),
        }
    }

    /// Calls `f` with each row's bytes, in order: `None` for a null row.
    fn each_bytes(self, mut f: impl FnMut(Option<&'a [u8]>)) {
        match self {
            Rows::Utf8(a) => each_row(a, str::as_bytes, &mut f),
            Rows::LargeUtf8(a) => each_row(a, str::as_bytes, &mut f),
            Rows::Utf8View(a) => each_row(a, str::as_bytes, &mut f),
            Rows::Binary(a) => each_row(a, |b| b, &mut f),
            Rows::LargeBinary(a) => each_row(a, |b| b, &mut f),
            Rows::BinaryView(a) => each_row(a, |b| b, &mut f),
        }
    }
}

/// `f` of each row of `array` read by `read`, in order; `None` for a null row.
#[inline(always)]
fn each_row<A: ArrayAccessor, T>(
    array: A,
    read: impl Fn(A::Item) -> T,
    f: &mut impl FnMut(Option<T>),
) {
    for i in 0..array.len() {
        f((!array.is_null(i)).then(|| read(array.value(i))));
    }
}

/// The rows of `array`, a string-like Arrow array (or a struct array of
/// one such column).
fn rows(array: &dyn Array) -> PyResult<Rows<'_>> {
    // A table of one column (a DuckDB result, a record batch stream) comes
    // as a struct array: its one field is the column.
    if let DataType::Struct(fields) = array.data_type()
        && fields.len() == 1
    {
        let s = array.as_any().downcast_ref::<StructArray>().unwrap();
        return rows(s.column(0).as_ref());
    }
    let any = array.as_any();
    Ok(match array.data_type() {
        DataType::Utf8 => Rows::Utf8(any.downcast_ref().unwrap()),
        DataType::LargeUtf8 => Rows::LargeUtf8(any.downcast_ref().unwrap()),
        DataType::Utf8View => Rows::Utf8View(any.downcast_ref().unwrap()),
        DataType::Binary => Rows::Binary(any.downcast_ref().unwrap()),
        DataType::LargeBinary => Rows::LargeBinary(any.downcast_ref().unwrap()),
        DataType::BinaryView => Rows::BinaryView(any.downcast_ref().unwrap()),
        other => {
            return Err(PyTypeError::new_err(format!(
                "expected an Arrow array of string, large_string, string_view or binary, not {other}"
            )));
        }
    })
}

/// A field of `check_arrow`'s result, in the order of the full struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CheckField {
    Valid,
    Scheme,
    Code,
    Offset,
    Length,
    Message,
    Fix,
}

impl CheckField {
    const ALL: [CheckField; 7] = [
        CheckField::Valid,
        CheckField::Scheme,
        CheckField::Code,
        CheckField::Offset,
        CheckField::Length,
        CheckField::Message,
        CheckField::Fix,
    ];

    fn name(self) -> &'static str {
        match self {
            CheckField::Valid => "valid",
            CheckField::Scheme => "scheme",
            CheckField::Code => "code",
            CheckField::Offset => "offset",
            CheckField::Length => "length",
            CheckField::Message => "message",
            CheckField::Fix => "fix",
        }
    }

    fn field(self) -> Field {
        let t = match self {
            CheckField::Valid => DataType::Boolean,
            CheckField::Offset | CheckField::Length => DataType::Int64,
            _ => DataType::Utf8,
        };
        Field::new(self.name(), t, true)
    }

    /// The fields named in `names`, in that order; all of them for `None`.
    fn parse(names: Option<Vec<String>>) -> PyResult<Vec<CheckField>> {
        let Some(names) = names else {
            return Ok(CheckField::ALL.to_vec());
        };
        let mut out = Vec::new();
        for name in &names {
            let Some(f) = CheckField::ALL.into_iter().find(|f| f.name() == name) else {
                return Err(PyValueError::new_err(format!(
                    "unknown field {name:?}: the fields are {}",
                    CheckField::ALL.map(CheckField::name).join(", ")
                )));
            };
            if out.contains(&f) {
                return Err(PyValueError::new_err(format!(
                    "field {name:?} is named twice"
                )));
            }
            out.push(f);
        }
        if out.is_empty() {
            return Err(PyValueError::new_err("fields is empty: name at least one"));
        }
        Ok(out)
    }
}

/// What a row that is not UTF-8 is.
const NOT_UTF8: urlbnf::ErrorKind = urlbnf::ErrorKind::NotUtf8;

/// One row of a column, checked.
enum Row<'a> {
    Null,
    /// Not UTF-8 from this byte on.
    NotUtf8(usize),
    /// A URL and whether it is valid (its error in `Checks::error`).
    Url(&'a str, bool),
}

/// A bitmap of one bit per row, as Arrow lays it out (bit `i % 8` of byte
/// `i / 8`), sized for every row at the start.
struct Bits(Vec<u8>);

impl Bits {
    fn new(rows: usize) -> Self {
        Bits(vec![0; rows.div_ceil(8)])
    }

    #[inline(always)]
    fn set(&mut self, row: usize, on: bool) {
        self.0[row >> 3] |= u8::from(on) << (row & 7);
    }

    fn finish(self, rows: usize) -> BooleanBuffer {
        BooleanBuffer::new(Buffer::from_vec(self.0), 0, rows)
    }
}

/// A text column as it is built: Arrow's offsets and bytes.
struct Texts {
    offsets: Vec<i32>,
    values: String,
}

impl Texts {
    fn new(rows: usize, bytes: usize) -> Self {
        let mut offsets = Vec::with_capacity(rows + 1);
        offsets.push(0);
        Texts {
            offsets,
            values: String::with_capacity(bytes),
        }
    }

    /// Ends the current row on the bytes written so far. An offset past
    /// `i32::MAX` wraps here and is refused by [`Texts::finish`]: every
    /// offset is at most the last one.
    #[inline(always)]
    fn close(&mut self) {
        self.offsets.push(self.values.len() as i32);
    }

    fn finish(self, name: &str, nulls: NullBuffer) -> Result<ArrayRef, String> {
        if i32::try_from(self.values.len()).is_err() {
            return Err(format!(
                "the `{name}` column would hold more than 2 GiB of text, the most a string array \
                 holds: check the column in slices, or ask for fewer fields"
            ));
        }
        let offsets = OffsetBuffer::new(ScalarBuffer::from(self.offsets));
        let values = Buffer::from_vec(self.values.into_bytes());
        StringArray::try_new(offsets, values, Some(nulls))
            .map(|a| Arc::new(a) as ArrayRef)
            .map_err(|e| e.to_string())
    }
}

/// `check_arrow`'s result, built a row at a time into Arrow's buffers
/// with only the fields asked for: each row is validated once, its error
/// (if any) read for the code, offset and length, written as the message
/// straight into the column's bytes, and fixed from where it stands
/// (`validate_and_suggest`) through one reused buffer.
struct Checks {
    fields: Vec<CheckField>,
    /// Rows appended so far.
    len: usize,
    /// Whether each row is present (a null row stays null in every field).
    present: Bits,
    valid: Bits,
    /// The scheme column and which rows have one.
    scheme: Option<(Texts, Bits)>,
    /// Which rows have an error: the rows where `code`, `offset`,
    /// `length` and `message` are set.
    failed: Bits,
    code: Option<Texts>,
    offset: Option<Vec<i64>>,
    length: Option<Vec<i64>>,
    message: Option<Texts>,
    /// The fix column and which rows have one.
    fix: Option<(Texts, Bits)>,
    grammar: Grammar,
    /// Whether each row is read as a reference (`reference=True`).
    reference: bool,
    /// The fix of the current row.
    text: String,
    /// The error of the current row, when it has one.
    error: Option<urlbnf::ParseError>,
}

impl Checks {
    /// For `rows` rows of `bytes` bytes in all.
    fn new(
        fields: Vec<CheckField>,
        grammar: Grammar,
        reference: bool,
        rows: usize,
        bytes: usize,
    ) -> Self {
        let wants = |f| fields.contains(&f);
        // Text columns sized for a column of invalid rows, so that they do
        // not grow (and copy) as they fill; pages never written cost nothing.
        Checks {
            len: 0,
            present: Bits::new(rows),
            valid: Bits::new(rows),
            scheme: wants(CheckField::Scheme)
                .then(|| (Texts::new(rows, bytes / 4), Bits::new(rows))),
            failed: Bits::new(rows),
            code: wants(CheckField::Code).then(|| Texts::new(rows, rows * 24)),
            offset: wants(CheckField::Offset).then(|| Vec::with_capacity(rows)),
            length: wants(CheckField::Length).then(|| Vec::with_capacity(rows)),
            message: wants(CheckField::Message).then(|| Texts::new(rows, rows * 128)),
            fix: wants(CheckField::Fix)
                .then(|| (Texts::new(rows, bytes + rows * 4), Bits::new(rows))),
            fields,
            grammar,
            reference,
            text: String::new(),
            error: None,
        }
    }

    /// `url` checked ([`Checks::check`]), its error into `self.error`:
    /// whether it is valid. Out of line with the verdict in a register:
    /// a valid row reads nothing back from memory, and an invalid row's
    /// error is read where it was written, field by field (a returned
    /// `Result` was copied, its loads waiting on the callee's stores).
    #[inline(never)]
    fn check_into(&mut self, url: &str) -> bool {
        let checked = self.check(url);
        let valid = checked.is_ok();
        self.error = checked.err();
        valid
    }

    /// `url` checked: `validate`, or with the `fix` field `validate`
    /// and the fix from the error into `self.text` (empty when there is
    /// none) in one call, whose fix's check reads on from the fault.
    #[inline(always)]
    fn check(&mut self, url: &str) -> Result<(), urlbnf::ParseError> {
        let (g, reference) = (self.grammar, self.reference);
        match (&self.fix, reference) {
            (None, _) => validate_for_error(url, g, reference),
            (Some(_), false) => urlbnf::validate_and_suggest(url, g, &mut self.text),
            (Some(_), true) => urlbnf::validate_reference_and_suggest(url, g, &mut self.text),
        }
    }

    /// Checks one row of text and appends it: the body of the loop over a
    /// column, out of line so that the loop's copy per array type is small.
    #[inline(never)]
    fn check_row(&mut self, text: Option<Result<&str, usize>>) {
        let row = match text {
            None => Row::Null,
            Some(Err(at)) => Row::NotUtf8(at),
            Some(Ok(u)) => Row::Url(u, self.check_into(u)),
        };
        self.append(row);
    }

    /// Appends one row (a URL's as [`Checks::check`] gave it).
    #[inline]
    fn append(&mut self, row: Row<'_>) {
        let i = self.len;
        self.len += 1;
        self.present.set(i, !matches!(row, Row::Null));
        self.valid.set(i, matches!(row, Row::Url(_, true)));
        if let Some((texts, set)) = &mut self.scheme {
            if let Row::Url(u, _) = row
                // A relative reference has a `:` only after a `/`, `?` or
                // `#`, if at all.
                && let Some(s) = scheme_of(u).filter(|s| !self.reference || !s.contains(['/', '?', '#']))
            {
                texts.values.push_str(s);
                set.set(i, true);
            }
            texts.close();
        }
        // The row's error, if it has one.
        let failed = match row {
            Row::Url(_, false) => self.error.as_ref(),
            _ => None,
        };
        let error = match (&row, failed) {
            (Row::NotUtf8(at), _) => Some((NOT_UTF8, *at, 1)),
            (_, Some(e)) => Some((e.kind(), e.offset(), e.len())),
            _ => None,
        };
        self.failed.set(i, error.is_some());
        let (kind, offset, length) = error.unwrap_or((NOT_UTF8, 0, 0));
        if let Some(texts) = &mut self.code {
            if error.is_some() {
                texts.values.push_str(kind.code());
            }
            texts.close();
        }
        if let Some(v) = &mut self.offset {
            v.push(offset as i64);
        }
        if let Some(v) = &mut self.length {
            v.push(length as i64);
        }
        if let Some(texts) = &mut self.message {
            match (&row, failed) {
                (Row::NotUtf8(_), _) => texts.values.push_str(NOT_UTF8.message()),
                (_, Some(e)) => {
                    let _ = e.write_message(&mut texts.values);
                }
                _ => {}
            }
            texts.close();
        }
        if let Some((texts, set)) = &mut self.fix {
            // `self.text` holds the fix that `Checks::check` wrote for this
            // row.
            if failed.is_some() && !self.text.is_empty() {
                texts.values.push_str(&self.text);
                set.set(i, true);
            }
            texts.close();
        }
    }

    /// Appends one row of a result whose only field is `valid`: its
    /// verdict, `None` for a null row.
    #[inline(always)]
    fn append_verdict(&mut self, verdict: Option<bool>) {
        let i = self.len;
        self.len += 1;
        self.present.set(i, verdict.is_some());
        self.valid.set(i, verdict == Some(true));
    }

    fn finish(self) -> Result<ArrayRef, String> {
        let Checks {
            fields,
            len: rows,
            present,
            valid,
            mut scheme,
            failed,
            mut code,
            mut offset,
            mut length,
            mut message,
            mut fix,
            ..
        } = self;
        let present = NullBuffer::new(present.finish(rows));
        let failed = NullBuffer::new(failed.finish(rows));
        let schema: Fields = fields.iter().map(|f| f.field()).collect();
        let mut valid = Some(valid);
        let mut columns: Vec<ArrayRef> = Vec::with_capacity(fields.len());
        for f in &fields {
            let name = f.name();
            columns.push(match f {
                CheckField::Valid => Arc::new(BooleanArray::new(
                    valid.take().expect("asked for").finish(rows),
                    Some(present.clone()),
                )),
                CheckField::Scheme => {
                    let (texts, set) = scheme.take().expect("asked for");
                    texts.finish(name, NullBuffer::new(set.finish(rows)))?
                }
                CheckField::Code => code
                    .take()
                    .expect("asked for")
                    .finish(name, failed.clone())?,
                CheckField::Offset => Arc::new(Int64Array::new(
                    offset.take().expect("asked for").into(),
                    Some(failed.clone()),
                )),
                CheckField::Length => Arc::new(Int64Array::new(
                    length.take().expect("asked for").into(),
                    Some(failed.clone()),
                )),
                CheckField::Message => message
                    .take()
                    .expect("asked for")
                    .finish(name, failed.clone())?,
                CheckField::Fix => {
                    let (texts, set) = fix.take().expect("asked for");
                    texts.finish(name, NullBuffer::new(set.finish(rows)))?
                }
            });
        }
        Ok(Arc::new(StructArray::new(schema, columns, Some(present))))
    }
}

/// The text before the first `:` of `url`, if it has one. A scheme is a
/// few bytes long: the `:` among the first sixteen bytes is found in two
/// eight-byte words with no branch on where it is (a byte loop's exit,
/// at a length that varies by scheme, was mispredicted on most rows); a
/// vector search is left for the rare row with no colon near its start.
/// Out of line: inlined into the loop over rows it cost each valid row
/// about 1.5 ns (docs/performance.md, `check_arrow`).
#[inline(never)]
fn scheme_of(url: &str) -> Option<&str> {
    let bytes = url.as_bytes();
    let at = match bytes.get(..16) {
        Some(head) => {
            let word = |k: usize| {
                let w = u64::from_le_bytes(head[k..k + 8].try_into().unwrap_or([0; 8]));
                colons(w)
            };
            match (word(0), word(8)) {
                (0, 0) => None,
                (0, high) => Some(8 + high.trailing_zeros() as usize / 8),
                (low, _) => Some(low.trailing_zeros() as usize / 8),
            }
        }
        None => bytes.iter().position(|&b| b == b':'),
    };
    let at = match at {
        Some(at) => at,
        None => url.find(':')?,
    };
    Some(&url[..at])
}

/// The high bit of the first byte of `w` that is `:` and of no byte
/// before it (the zero-byte test on `w ^ ':'`, exact up to its first zero
/// byte); 0 if none is.
#[inline(always)]
fn colons(w: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let x = w ^ (ONES * u64::from(b':'));
    let z = x.wrapping_sub(ONES) & !x & (ONES << 7);
    z & z.wrapping_neg()
}

/// Every chunk of an Arrow input (an array, or a stream of arrays).
fn chunks(input: AnyArray) -> PyResult<Vec<ArrayRef>> {
    let chunked = input.into_chunked_array()?;
    let (chunks, _field) = chunked.into_inner();
    Ok(chunks)
}

/// One URL per row checked: a struct array of `valid`, `scheme`, `code`,
/// `offset`, `length`, `message`, `fix` (or of the `fields` named, in
/// their order); null rows stay null. With `reference`, each row is read
/// as a reference.
#[pyfunction]
#[pyo3(signature = (array, grammar="rfc1738", fields=None, reference=false))]
fn check_arrow(
    py: Python<'_>,
    array: AnyArray,
    grammar: &str,
    fields: Option<Vec<String>>,
    reference: bool,
) -> PyResult<PyArray> {
    let g = reading(grammar, reference)?;
    let fields = CheckField::parse(fields)?;
    let chunks = chunks(array)?;
    for c in &chunks {
        rows(c.as_ref())?;
    }
    let out = py.detach(move || -> Result<ArrayRef, String> {
        let total = chunks.iter().map(|c| c.len()).sum();
        let bytes = chunks.iter().map(|c| c.get_buffer_memory_size()).sum();
        let only_valid = fields == [CheckField::Valid];
        let mut checks = Checks::new(fields, g, reference, total, bytes);
        for c in &chunks {
            let Ok(rows) = rows(c.as_ref()) else {
                continue;
            };
            if only_valid {
                // The verdict alone: no error is built.
                rows.each_text(|text| {
                    let verdict =
                        text.map(|url| url.is_ok_and(|u| validate(u, g, reference).is_ok()));
                    checks.append_verdict(verdict);
                });
                continue;
            }
            rows.each_text(|text| checks.check_row(text));
        }
        checks.finish()
    });
    let out = out.map_err(PyValueError::new_err)?;
    let field = Field::new("urlbnf", out.data_type().clone(), true);
    Ok(PyArray::new(out, Arc::new(field)))
}

/// The fields of each found URL in `scan_arrow`'s lists.
fn found_fields() -> Fields {
    Fields::from(vec![
        Field::new("line", DataType::Int64, false),
        Field::new("column", DataType::Int64, false),
        Field::new("offset", DataType::Int64, false),
        Field::new("length", DataType::Int64, false),
        Field::new("url", DataType::Utf8, false),
        Field::new("valid", DataType::Boolean, false),
        Field::new("code", DataType::Utf8, true),
    ])
}

/// The URLs found in each row of a text column: a list of structs (`line`,
/// `column`, `offset`, `length`, `url`, `valid`, `code` of the first error)
/// per row; null rows stay null.
#[pyfunction]
#[pyo3(signature = (array, grammar="rfc1738"))]
fn scan_arrow(py: Python<'_>, array: AnyArray, grammar: &str) -> PyResult<PyArray> {
    let g = self::grammar(grammar)?;
    let chunks = chunks(array)?;
    for c in &chunks {
        rows(c.as_ref())?;
    }
    let out = py.detach(move || -> ArrayRef {
        let item = StructBuilder::from_fields(found_fields(), 0);
        let mut b = ListBuilder::new(item).with_field(Arc::new(Field::new(
            "item",
            DataType::Struct(found_fields()),
            false,
        )));
        for c in &chunks {
            let Ok(rows) = rows(c.as_ref()) else {
                continue;
            };
            rows.each_bytes(|doc| {
                let Some(doc) = doc else {
                    b.append_null();
                    return;
                };
                for f in urlbnf::scan::scan(doc, g) {
                    let s = b.values();
                    let code = (!f.is_valid())
                        .then(|| urlbnf::validate(f.text(), g).err().map(|e| e.kind().code()))
                        .flatten();
                    s.field_builder::<Int64Builder>(0)
                        .unwrap()
                        .append_value(f.line() as i64);
                    s.field_builder::<Int64Builder>(1)
                        .unwrap()
                        .append_value(f.column() as i64);
                    s.field_builder::<Int64Builder>(2)
                        .unwrap()
                        .append_value(f.span().start as i64);
                    s.field_builder::<Int64Builder>(3)
                        .unwrap()
                        .append_value(f.span().len() as i64);
                    s.field_builder::<StringBuilder>(4)
                        .unwrap()
                        .append_value(f.text());
                    s.field_builder::<BooleanBuilder>(5)
                        .unwrap()
                        .append_value(f.is_valid());
                    s.field_builder::<StringBuilder>(6)
                        .unwrap()
                        .append_option(code);
                    s.append(true);
                }
                b.append(true);
            });
        }
        Arc::new(b.finish())
    });
    let field = Field::new("urls", out.data_type().clone(), true);
    Ok(PyArray::new(out, Arc::new(field)))
}

/// How many rows of a string or binary column are valid URLs: `validate` alone over
/// the column, for the bench's baseline (no result is built).
#[pyfunction]
#[pyo3(signature = (array, grammar="rfc1738"))]
fn count_valid(py: Python<'_>, array: AnyArray, grammar: &str) -> PyResult<usize> {
    let g = self::grammar(grammar)?;
    let chunks = chunks(array)?;
    for c in &chunks {
        rows(c.as_ref())?;
    }
    Ok(py.detach(move || {
        let mut n = 0;
        for c in &chunks {
            let Ok(rows) = rows(c.as_ref()) else {
                continue;
            };
            rows.each_text(|text| {
                n += usize::from(
                    text.is_some_and(|u| u.is_ok_and(|u| urlbnf::validate(u, g).is_ok())),
                );
            });
        }
        n
    }))
}

#[pymodule]
fn _urlbnf(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let names: Vec<&str> = Grammar::ALL.iter().map(|g| g.name()).collect();
    m.add("GRAMMARS", pyo3::types::PyTuple::new(m.py(), names)?)?;
    m.add_function(wrap_pyfunction!(is_valid, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(parse_json, m)?)?;
    m.add_function(wrap_pyfunction!(diagnose, m)?)?;
    m.add_function(wrap_pyfunction!(scan, m)?)?;
    m.add_function(wrap_pyfunction!(resolve, m)?)?;
    m.add_function(wrap_pyfunction!(normalized, m)?)?;
    m.add_function(wrap_pyfunction!(equivalent, m)?)?;
    m.add_function(wrap_pyfunction!(check_arrow, m)?)?;
    m.add_function(wrap_pyfunction!(count_valid, m)?)?;
    m.add_function(wrap_pyfunction!(scan_arrow, m)?)?;
    m.add_function(wrap_pyfunction!(build::generic, m)?)?;
    m.add_function(wrap_pyfunction!(build::http, m)?)?;
    m.add_function(wrap_pyfunction!(build::ftp, m)?)?;
    m.add_function(wrap_pyfunction!(build::gopher, m)?)?;
    m.add_function(wrap_pyfunction!(build::nntp, m)?)?;
    m.add_function(wrap_pyfunction!(build::telnet, m)?)?;
    m.add_function(wrap_pyfunction!(build::wais, m)?)?;
    m.add_function(wrap_pyfunction!(build::mailto, m)?)?;
    m.add_function(wrap_pyfunction!(build::file, m)?)?;
    m.add_function(wrap_pyfunction!(build::prospero, m)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::scheme_of;

    /// `scheme_of` finds the first `:` as a search of the whole text does,
    /// wherever it stands (in either word, past sixteen bytes, nowhere), with
    /// more `:`s and bytes beyond ASCII around it.
    #[test]
    fn the_scheme_is_the_text_before_the_first_colon() {
        for len in 0..40 {
            for first in (0..=len).map(Some).chain([None]) {
                for fill in ["a", "\u{e9}", "::", ";"] {
                    let mut text = String::new();
                    while text.len() < len {
                        let k = text.len();
                        text.push_str(if Some(k) == first {
                            ":"
                        } else if fill == "::" {
                            "b"
                        } else {
                            fill
                        });
                        if fill == "::" && first.is_some_and(|f| k > f) {
                            text.push(':');
                        }
                    }
                    let want = text.find(':').map(|at| &text[..at]);
                    assert_eq!(scheme_of(&text), want, "{text:?}");
                }
            }
        }
    }
}

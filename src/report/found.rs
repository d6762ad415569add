//! The diagnosis of a URL that `scan` found in a document.

use crate::report::{Diagnosis, MAX_SCAN_FINDINGS, diagnose_at_most};
use crate::scan::Found;

impl Found<'_> {
    /// The full diagnosis of [`Found::text`] (errors, or warnings for a
    /// valid URL), with spans in the text; [`Found::document_span`] maps
    /// them into the document. Computed on each call. At most 100 findings
    /// are listed for one URL, the rest counted by
    /// [`Diagnosis::omitted`], so that no URL multiplies the report of a
    /// document.
    ///
    /// ```
    /// let f = urlbnf::scan::scan("<URL:ftp://h/a b%>", urlbnf::Grammar::Rfc1738).next().unwrap();
    /// assert_eq!(f.text(), "ftp://h/ab%");
    /// assert_eq!(f.diagnose().findings()[0].code().as_str(), "urlbnf::escape::truncated");
    /// ```
    pub fn diagnose(&self) -> Diagnosis<'_> {
        diagnose_at_most(self.text(), self.grammar(), MAX_SCAN_FINDINGS)
    }
}

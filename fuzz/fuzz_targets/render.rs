//! The diagnostic of any invalid input renders (miette's graphical handler,
//! as `urlbnf check` uses it) without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;
use miette::{GraphicalReportHandler, GraphicalTheme};
use urlbnf::{Grammar, validate};

fuzz_target!(|data: &[u8]| {
    let input = String::from_utf8_lossy(data);
    if let Err(e) = validate(&input, Grammar::Rfc1738) {
        let _ = e.to_string();
        let report = miette::Report::new(e).with_source_code(input.into_owned());
        let mut out = String::new();
        GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
            .render_report(&mut out, report.as_ref())
            .expect("rendering into a String cannot fail");
    }
});

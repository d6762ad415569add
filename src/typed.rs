//! The public typed values of both dialects, defined once: a URL type that
//! wraps a parse result (with its `Hash`, `Display` and `Debug`), each kind
//! of accessor a URL type has, and the parts of `Url` that do not depend on
//! the grammar. Each dialect's `types.rs` expands these with what its
//! grammar gives: which accessors a type has, the fields they read, and
//! their docs.

/// Declares a public URL type: a transparent wrapper of a parse result
/// (whose fields are `Loc`s), with the traits every public URL type has
/// (`Clone`, `Copy`, `PartialEq`, `Eq`; `Hash` by the span; `Display`, the
/// text; a `Debug` that lists the named accessors), then its accessors,
/// each written as `name: kind(field)` after its docs:
///
/// | kind | returns | from the field |
/// |---|---|---|
/// | `span` | `Span` | a component |
/// | `opt` | `Option<Span>` | an optional component |
/// | `some` | `Option<Span>`, always `Some` | a component another dialect makes optional |
/// | `hostport`, `opt_hostport` | `HostPort`, `Option<HostPort>` | a `hostport` |
/// | `login` | `Login` | a `login` |
/// | `grouppart` | `GroupPart` | a news `grouppart` |
/// | `segments` | `Segments` | an optional path |
/// | `path_segments` | `Segments` | a path |
/// | `pairs` | `(Span, Span)`s | a method of the parse result giving pairs |
/// | `words` | `Span`s | an accessor, split at `+` |
macro_rules! typed {
    (
        $(#[$meta:meta])*
        $name:ident<$lt:lifetime>($inner:ty) { $($field:ident),* $(,)? }
        $(example: $value:literal)?
        $(; $(
            $(#[$doc:meta])*
            $acc:ident: $kind:ident($($path:tt)+)
        ),* $(,)?)?
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq)]
        #[repr(transparent)]
        pub struct $name<$lt>(pub(crate) $inner);

        impl std::hash::Hash for $name<'_> {
            fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
                self.span().hash(h)
            }
        }

        $(
        /// The text, exactly as in the input: the value's `span()`.
        ///
        /// ```
        #[doc = $value]
        /// assert_eq!(x.to_string(), x.span().as_str());
        /// # Ok::<(), urlbnf::ParseError>(())
        /// ```
        )?
        impl std::fmt::Display for $name<'_> {
            /// The text, exactly as in the input.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.span().as_str())
            }
        }

        $(
        /// The span and the named accessors.
        ///
        /// ```
        #[doc = $value]
        #[doc = concat!("assert!(format!(\"{x:?}\").starts_with(\"", stringify!($name), " { span: \"));")]
        /// # Ok::<(), urlbnf::ParseError>(())
        /// ```
        )?
        impl std::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("span", &self.span())
                    $(.field(stringify!($field), &self.$field()))*
                    .finish()
            }
        }

        $(
        impl<$lt> $name<$lt> {
            $(
                $crate::typed::typed!(@accessor [$(#[$doc])*] $lt $acc $kind($($path)+));
            )*
        }
        )?
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident span($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> $crate::core::span::Span<$lt> {
            self.0.$($f).+.span()
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident some($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> Option<$crate::core::span::Span<$lt>> {
            Some(self.0.$($f).+.span())
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident opt($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> Option<$crate::core::span::Span<$lt>> {
            self.0.$($f).+.map($crate::core::located::Loc::span)
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident hostport($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> $crate::parts::HostPort<$lt> {
            $crate::parts::HostPort::from(self.0.$($f).+)
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident opt_hostport($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> Option<$crate::parts::HostPort<$lt>> {
            self.0.$($f).+.map($crate::parts::HostPort::from)
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident login($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> $crate::parts::Login<$lt> {
            $crate::parts::Login::from(self.0.$($f).+)
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident grouppart($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> $crate::parts::GroupPart<$lt> {
            $crate::parts::GroupPart::from(self.0.$($f).+)
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident segments($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> $crate::core::segments::Segments<$lt> {
            $crate::core::segments::Segments::new(self.0.$($f).+)
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident path_segments($($f:ident).+)) => {
        $($doc)*
        pub fn $acc(&self) -> $crate::core::segments::Segments<$lt> {
            $crate::core::segments::Segments::new(Some(self.0.$($f).+))
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident pairs($method:ident)) => {
        $($doc)*
        pub fn $acc(
            &self,
        ) -> impl Iterator<Item = ($crate::core::span::Span<$lt>, $crate::core::span::Span<$lt>)>
        + use<$lt> {
            self.0.$method().map(|(n, v)| (n.span(), v.span()))
        }
    };
    (@accessor [$($doc:tt)*] $lt:lifetime $acc:ident words($accessor:ident)) => {
        $($doc)*
        pub fn $acc(&self) -> impl Iterator<Item = $crate::core::span::Span<$lt>> + use<$lt> {
            self.$accessor().into_iter().flat_map(|s| s.split(b'+'))
        }
    };
}

pub(crate) use typed;

/// Declares a dialect's enum of URL types, one variant per production a
/// scheme selects, and what its `Url` has whatever the grammar. The
/// variants both dialects have are defined here (named after the scheme,
/// each a type, the accessor that gives it and the URL of its doc
/// example): the dialect names them, in its order, among its own variants
/// written out in full. The first line names the
/// dialect's module, its `Url` type and how that reaches the enum (`via
/// self` when the enum is the `Url`, else through a method), its `parse`,
/// the parse result the enum wraps (with the same variant names) and the
/// suffix of its production names (`http` + `url`).
///
/// Generated: the enum; `from_engine`; `span` and `scheme` (with the docs
/// given after the variants); `write_tree`; the accessors (`as_http`, ...)
/// on the `Url`, and its `as_str`, `scheme_name`, `port`,
/// `port_or_default`, `tree` (with the doc example given last) and
/// `TryFrom<&str>`. With `forward Debug;` first, a `Debug` that is the
/// variant's (`HttpUrl { .. }`, not `Http(HttpUrl { .. })`).
macro_rules! variants {
    (forward Debug; $($all:tt)*) => {
        $crate::typed::variants!(@debug Debug $($all)*);
    };
    ($m:ident: $($all:tt)*) => {
        $crate::typed::variants!(@debug _ $m: $($all)*);
    };
    (
        @debug $debug:tt
        $m:ident: $url:ident via $via:tt, $parse:path, $($engine:ident)::+, $suffix:literal;
        $(#[$meta:meta])*
        pub enum $name:ident<$lt:lifetime> { $($body:tt)* }
        $(#[$span_doc:meta])* fn span;
        $(#[$scheme_doc:meta])* fn scheme;
        tree: $tree:literal;
    ) => {
        $crate::typed::variants!(@munch
            [$suffix [$debug $m $url $via [$parse] [$($engine)::+]]
                [$(#[$meta])*] $name $lt [$(#[$span_doc])*] [$(#[$scheme_doc])*] $tree]
            []
            $($body)*
        );
    };
    // The variants, in the dialect's order: a name alone stands for the
    // row of a variant both dialects have (`@shared`); any other variant
    // is written out.
    (@munch $ctx:tt $done:tt $variant:ident, $($rest:tt)*) => {
        $crate::typed::variants!(@shared $variant $ctx $done $($rest)*);
    };
    // The variants both dialects have: the stem of their production's name,
    // the variant, its type, its accessor and the URL of its doc example.
    (@shared Http $($k:tt)*) => {
        $crate::typed::variants!(@row "http" Http(HttpUrl) as_http("http://h/") $($k)*);
    };
    (@shared Ftp $($k:tt)*) => {
        $crate::typed::variants!(@row "ftp" Ftp(FtpUrl) as_ftp("ftp://h/f") $($k)*);
    };
    (@shared News $($k:tt)*) => {
        $crate::typed::variants!(@row "news" News(NewsUrl) as_news("news:*") $($k)*);
    };
    (@shared Nntp $($k:tt)*) => {
        $crate::typed::variants!(@row "nntp" Nntp(NntpUrl) as_nntp("nntp://h/g/1") $($k)*);
    };
    (@shared Telnet $($k:tt)*) => {
        $crate::typed::variants!(@row "telnet" Telnet(TelnetUrl) as_telnet("telnet://h") $($k)*);
    };
    (@shared Gopher $($k:tt)*) => {
        $crate::typed::variants!(@row "gopher" Gopher(GopherUrl) as_gopher("gopher://h/1") $($k)*);
    };
    (@shared Wais $($k:tt)*) => {
        $crate::typed::variants!(@row "wais" Wais(WaisUrl) as_wais("wais://h/db") $($k)*);
    };
    (@shared Mailto $($k:tt)*) => {
        $crate::typed::variants!(@row "mailto" Mailto(MailtoUrl) as_mailto("mailto:a@b") $($k)*);
    };
    (@shared Prospero $($k:tt)*) => {
        $crate::typed::variants!(
            @row "prospero" Prospero(ProsperoUrl) as_prospero("prospero://h/p") $($k)*
        );
    };
    (
        @row $stem:literal $variant:ident($ty:ident) $as:ident($example:literal)
        [$suffix:literal $($ctx:tt)*] [$($done:tt)*] $($rest:tt)*
    ) => {
        $crate::typed::variants!(@munch [$suffix $($ctx)*] [$($done)*
            #[doc = concat!("`", $stem, $suffix, "`")] $variant($ty) $as($example),
        ] $($rest)*);
    };
    (
        @munch $ctx:tt [$($done:tt)*]
        $(#[$vmeta:meta])* $variant:ident($ty:ident) $as:ident($example:literal),
        $($rest:tt)*
    ) => {
        $crate::typed::variants!(@munch $ctx [$($done)*
            $(#[$vmeta])* $variant($ty) $as($example),
        ] $($rest)*);
    };
    (@munch [$suffix:literal $($ctx:tt)*] [$($done:tt)*]) => {
        $crate::typed::variants!(@enum $($ctx)* $($done)*);
    };
    (
        @enum [$debug:tt $m:ident $url:ident $via:tt [$parse:path] [$($engine:ident)::+]]
        [$(#[$meta:meta])*] $name:ident $lt:lifetime
        [$(#[$span_doc:meta])*] [$(#[$scheme_doc:meta])*] $tree:literal
        $($(#[$vmeta:meta])* $variant:ident($ty:ident) $as:ident($example:literal),)*
    ) => {
        $(#[$meta])*
        pub enum $name<$lt> {
            $($(#[$vmeta])* $variant($ty<$lt>),)*
        }

        impl<$lt> $name<$lt> {
            /// The public value of a parse result: each variant wrapped.
            #[inline(always)]
            pub(crate) fn from_engine(u: $($engine)::+<$crate::core::located::Loc<$lt>>) -> Self {
                use $($engine)::+ as E;
                match u {
                    $(E::$variant(u) => $name::$variant($ty(u)),)*
                }
            }

            $(#[$span_doc])*
            pub fn span(&self) -> $crate::core::span::Span<$lt> {
                match self {
                    $($name::$variant(u) => u.span(),)*
                }
            }

            $(#[$scheme_doc])*
            pub fn scheme(&self) -> $crate::core::scheme::Scheme {
                match self {
                    $($name::$variant(_) => $crate::core::scheme::Scheme::$variant,)*
                }
            }

            /// The derivation tree of the production that matched.
            pub(crate) fn write_tree(
                &self,
                t: &mut $crate::core::tree::Tree<'_, '_>,
            ) -> std::fmt::Result {
                match self {
                    $($name::$variant(u) => u.0.write_tree(t),)*
                }
            }
        }

        impl<$lt> $url<$lt> {
            $(
                #[doc = $crate::typed::variants!(@which $ty $name $variant $via)]
                ///
                /// ```
                #[doc = concat!("let url = urlbnf::", stringify!($m), "::parse(\"", $example, "\")?;")]
                #[doc = concat!("assert!(url.", stringify!($as), "().is_some());")]
                #[doc = concat!("assert_eq!(url.", stringify!($as), "().unwrap().span(), \"", $example, "\");")]
                /// # Ok::<(), urlbnf::ParseError>(())
                /// ```
                pub fn $as(&self) -> Option<$ty<$lt>> {
                    match $crate::typed::variants!(@get self $via) {
                        $name::$variant(u) => Some(u),
                        _ => None,
                    }
                }
            )*
        }

        $crate::typed::variants!(@fmt $debug $name [$($variant)*]);
        $crate::typed::variants!(@url $m $url $via [$parse] $tree);
    };
    (@fmt _ $name:ident [$($variant:ident)*]) => {};
    (@fmt Debug $name:ident [$($variant:ident)*]) => {
        impl std::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $($name::$variant(u) => u.fmt(f),)*
                }
            }
        }
    };
    (@url $m:ident $url:ident $via:tt [$parse:path] $tree:literal) => {
        impl<'a> $url<'a> {
            /// The input text.
            ///
            /// ```
            #[doc = concat!("assert_eq!(urlbnf::", stringify!($m), "::parse(\"news:*\")?.as_str(), \"news:*\");")]
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn as_str(&self) -> &'a str {
                self.span().as_str()
            }

            /// The scheme name as written (after RFC 1630's `url:` prefix,
            /// if there is one).
            ///
            /// ```
            #[doc = concat!("let url = urlbnf::", stringify!($m), "::parse(\"HTTP://h/\")?;")]
            /// assert_eq!(url.scheme_name(), "HTTP");
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn scheme_name(&self) -> $crate::core::span::Span<'a> {
                let s = $crate::typed::variants!(@get self $via).span();
                s.slice(0, s.as_str().find(':').unwrap_or(0))
            }

            /// The `port` as written, if any.
            ///
            /// ```
            #[doc = concat!("let url = urlbnf::", stringify!($m), "::parse(\"gopher://h:7070\")?;")]
            /// assert_eq!(url.port().unwrap().value(), Ok(7070));
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn port(&self) -> Option<$crate::parts::Port<'a>> {
                self.hostport().and_then(|hp| hp.port())
            }

            /// The port number: the written one, else the scheme's default
            /// ([`Scheme::default_port`](crate::Scheme::default_port)).
            /// `Ok(None)` for a URL without a `hostport`, or without a
            /// written port and a scheme without a default; an error when
            /// the written number does not fit in 16 bits.
            ///
            /// ```
            #[doc = concat!("use urlbnf::", stringify!($m), "::parse;")]
            /// assert_eq!(parse("gopher://h")?.port_or_default(), Ok(Some(70)));
            /// assert_eq!(parse("http://h:8080/")?.port_or_default(), Ok(Some(8080)));
            /// assert!(parse("http://h:80800/")?.port_or_default().is_err());
            /// assert_eq!(parse("news:*")?.port_or_default(), Ok(None));
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn port_or_default(&self) -> Result<Option<u16>, $crate::parts::PortError> {
                match self.hostport() {
                    Some(hp) => hp.port_or_default(self.scheme()),
                    None => Ok(None),
                }
            }

            /// The derivation tree: one production per line, with byte
            /// ranges and the text each matched.
            ///
            /// ```
            #[doc = $tree]
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn tree(&self) -> impl std::fmt::Display + '_ {
                DisplayTree(self)
            }
        }

        struct DisplayTree<'u, 'a>(&'u $url<'a>);

        impl std::fmt::Display for DisplayTree<'_, '_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.write_tree(&mut $crate::core::tree::Tree::new(f))
            }
        }

        /// The same as [`parse`](super::parse).
        ///
        /// ```
        #[doc = concat!("use urlbnf::", stringify!($m), "::Url;")]
        /// let url = Url::try_from("ftp://h/f")?;
        /// assert!(url.as_ftp().is_some());
        /// assert!(Url::try_from("ftp://h/a b").is_err());
        /// # Ok::<(), urlbnf::ParseError>(())
        /// ```
        impl<'a> TryFrom<&'a str> for $url<'a> {
            type Error = $crate::core::failure::ParseError;

            /// [`parse`](super::parse).
            fn try_from(input: &'a str) -> Result<Self, Self::Error> {
                $parse(input)
            }
        }
    };
    (@get $s:ident self) => { *$s };
    (@get $s:ident $via:ident) => { $s.$via() };
    (@which $ty:ident $name:ident $variant:ident self) => {
        concat!("The [`", stringify!($ty), "`], if this is a [`", stringify!($name), "::",
            stringify!($variant), "`].")
    };
    (@which $ty:ident $name:ident $variant:ident $via:ident) => {
        concat!("The [`", stringify!($ty), "`], if its [`", stringify!($via), "`](Self::",
            stringify!($via), ") is a [`", stringify!($name), "::", stringify!($variant), "`].")
    };
}

pub(crate) use variants;

//! `UrlBuf`: an owned URL of a dialect, as `PathBuf` is to `Path`, with its
//! serde impls. One definition, expanded in each dialect's `types.rs`.

/// Defines `UrlBuf` beside the dialect's `Url` and `parse` (in scope where
/// it is expanded); `$m` names the dialect's module, for the docs.
macro_rules! url_buf {
    ($m:ident) => {
        #[doc = concat!("An owned, valid URL of `", stringify!($m), "`: its text, which it")]
        /// parsed when it was made. As `PathBuf` is to `Path`: it is
        /// `'static`, `Send` and `Sync`, can be kept beside other owned
        /// data, and [`as_url`](Self::as_url) gives the borrowed, typed
        /// view. Equality, order and hash are those of the text.
        ///
        /// ```
        #[doc = concat!("use urlbnf::", stringify!($m), "::UrlBuf;")]
        ///
        /// struct Mirror {
        ///     name: String,
        ///     url: UrlBuf,
        /// }
        /// let m = Mirror { name: "funet".into(), url: "ftp://ftp.funet.fi/pub".parse()? };
        /// assert_eq!(m.url.host().unwrap().as_str(), "ftp.funet.fi");
        /// assert_eq!(m.url.as_url().path().unwrap(), "pub");
        /// assert_eq!(m.url.to_string(), "ftp://ftp.funet.fi/pub");
        /// # let _ = m.name;
        /// # Ok::<(), urlbnf::ParseError>(())
        /// ```
        #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct UrlBuf {
            text: Box<str>,
        }

        impl UrlBuf {
            /// The typed view, borrowed from this URL. Parses the text again
            /// (it is known valid; nothing is allocated).
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"gopher://h/1s\".parse()?;")]
            /// assert!(url.as_url().as_gopher().is_some());
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn as_url(&self) -> Url<'_> {
                match parse(&self.text) {
                    Ok(url) => url,
                    // The text was parsed when this value was made.
                    Err(e) => unreachable!("a UrlBuf holds a valid URL: {e}"),
                }
            }

            /// The URL as written.
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"news:*\".parse()?;")]
            /// assert_eq!(url.as_str(), "news:*");
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn as_str(&self) -> &str {
                &self.text
            }

            /// The text, as an owned string.
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"news:*\".parse()?;")]
            /// assert_eq!(url.into_string(), "news:*");
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn into_string(self) -> String {
                self.text.into_string()
            }

            /// The scheme (see `Url::scheme`).
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"HTTP://h/\".parse()?;")]
            /// assert_eq!(url.scheme(), urlbnf::Scheme::Http);
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn scheme(&self) -> Scheme {
                self.as_url().scheme()
            }

            /// The host, for the schemes that have one.
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"telnet://h.example:23\".parse()?;")]
            /// assert_eq!(url.host().unwrap().as_str(), "h.example");
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn host(&self) -> Option<Host<'_>> {
                self.as_url().host()
            }

            /// The port as written, if any.
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"http://h:8080/\".parse()?;")]
            /// assert_eq!(url.port().unwrap().value(), Ok(8080));
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn port(&self) -> Option<Port<'_>> {
                self.as_url().port()
            }

            /// The port as a number, or the scheme's default.
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"telnet://h\".parse()?;")]
            /// assert_eq!(url.port_or_default(), Ok(Some(23)));
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn port_or_default(&self) -> Result<Option<u16>, PortError> {
                self.as_url().port_or_default()
            }

            /// The `login`, for the schemes whose syntax allows a user.
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"ftp://u@h/\".parse()?;")]
            /// assert_eq!(url.login().unwrap().user().unwrap(), "u");
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn login(&self) -> Option<Login<'_>> {
                self.as_url().login()
            }

            /// The path, where the scheme has one; still encoded.
            ///
            /// ```
            #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"ftp://h/a/b\".parse()?;")]
            /// assert_eq!(url.path().unwrap(), "a/b");
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn path(&self) -> Option<Span<'_>> {
                self.as_url().path()
            }
        }

        impl<'a> Url<'a> {
            /// The owned copy of this URL.
            ///
            /// ```
            #[doc = concat!("let text = String::from(\"http://h/\");")]
            #[doc = concat!("let buf = urlbnf::", stringify!($m), "::parse(&text)?.to_buf();")]
            /// drop(text);
            /// assert_eq!(buf.as_str(), "http://h/");
            /// # Ok::<(), urlbnf::ParseError>(())
            /// ```
            pub fn to_buf(&self) -> UrlBuf {
                UrlBuf {
                    text: self.as_str().into(),
                }
            }
        }

        /// Parses and keeps the text.
        ///
        /// ```
        #[doc = concat!("let e = \"http://h/a b\".parse::<urlbnf::", stringify!($m), "::UrlBuf>().unwrap_err();")]
        /// assert_eq!(e.offset(), 10);
        /// ```
        impl std::str::FromStr for UrlBuf {
            type Err = ParseError;

            fn from_str(s: &str) -> Result<Self, ParseError> {
                parse(s).map(|u| u.to_buf())
            }
        }

        /// Parses the string and keeps it, without copying it.
        ///
        /// ```
        #[doc = concat!("let url = urlbnf::", stringify!($m), "::UrlBuf::try_from(String::from(\"mailto:a@b.example\"))?;")]
        /// assert_eq!(url.as_str(), "mailto:a@b.example");
        /// # Ok::<(), urlbnf::ParseError>(())
        /// ```
        impl TryFrom<String> for UrlBuf {
            type Error = ParseError;

            fn try_from(s: String) -> Result<Self, ParseError> {
                parse(&s)?;
                Ok(UrlBuf {
                    text: s.into_boxed_str(),
                })
            }
        }

        impl TryFrom<&str> for UrlBuf {
            type Error = ParseError;

            fn try_from(s: &str) -> Result<Self, ParseError> {
                s.parse()
            }
        }

        impl From<UrlBuf> for String {
            fn from(u: UrlBuf) -> String {
                u.into_string()
            }
        }

        /// Compares the text, as `String` does.
        ///
        /// ```
        #[doc = concat!("let url: urlbnf::", stringify!($m), "::UrlBuf = \"news:*\".parse()?;")]
        /// assert_eq!(url, "news:*");
        /// assert_eq!(url, *"news:*");
        /// assert_eq!(url, String::from("news:*"));
        /// # Ok::<(), urlbnf::ParseError>(())
        /// ```
        impl PartialEq<str> for UrlBuf {
            fn eq(&self, other: &str) -> bool {
                *self.text == *other
            }
        }

        impl PartialEq<&str> for UrlBuf {
            fn eq(&self, other: &&str) -> bool {
                *self.text == **other
            }
        }

        impl PartialEq<String> for UrlBuf {
            fn eq(&self, other: &String) -> bool {
                *self.text == **other
            }
        }

        impl AsRef<str> for UrlBuf {
            fn as_ref(&self) -> &str {
                &self.text
            }
        }

        impl std::fmt::Display for UrlBuf {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.text)
            }
        }

        /// `UrlBuf("…")`.
        impl std::fmt::Debug for UrlBuf {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_tuple("UrlBuf").field(&&*self.text).finish()
            }
        }
        /// Serialises as its text.
        #[cfg(feature = "serde")]
        impl serde::Serialize for UrlBuf {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        /// Deserialises from a string, which is parsed: an invalid URL is a
        /// deserialisation error naming what is wrong.
        ///
        /// ```
        #[doc = concat!("use urlbnf::", stringify!($m), "::UrlBuf;")]
        /// let url: UrlBuf = "ftp://h/pub".parse()?;
        /// let json = serde_json::to_string(&url).unwrap();
        /// assert_eq!(json, r#""ftp://h/pub""#);
        /// assert_eq!(serde_json::from_str::<UrlBuf>(&json).unwrap(), url);
        /// let e = serde_json::from_str::<UrlBuf>(r#""http://h/a b""#).unwrap_err();
        /// assert!(e.to_string().starts_with("a space may not appear"), "{e}");
        /// # Ok::<(), urlbnf::ParseError>(())
        /// ```
        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for UrlBuf {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = String::deserialize(d)?;
                Self::try_from(text).map_err(serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use url_buf;

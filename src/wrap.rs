//! The public per-scheme types are transparent wrappers of the engine's
//! parse results (which are generic over the engine's input type and stay
//! crate-private). This macro declares one, with the traits every public
//! URL type has: `Clone`, `Copy`, `PartialEq`, `Eq`, `Hash` (by the span),
//! `Display` (the text) and a `Debug` that lists the named accessors.

macro_rules! wrapper {
    (
        $(#[$meta:meta])*
        $name:ident<$lt:lifetime>($inner:ty) { $($field:ident),* $(,)? }
        $(example: $value:literal)?
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
    };
}

pub(crate) use wrapper;

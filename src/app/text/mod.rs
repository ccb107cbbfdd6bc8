//! The words every part of the app shares: `lang` (the languages and the Fluent messages),
//! `numbers` formats counts, rates, shares and durations; `words` says things about boards
//! and answers; `notation` writes solutions as the list shows them; `said` and `failure`
//! keep what the app has to say, and why something failed, as facts until drawn; `status`
//! writes the status line. A feature's own words live beside it (`watch::words`,
//! `play::words`, `solve::words`, `files::words`). Nothing here draws.

pub(crate) mod failure;
pub(crate) mod lang;
pub(crate) mod notation;
pub(crate) mod numbers;
#[cfg(test)]
mod review;
pub(crate) mod said;
pub(crate) mod status;
pub(crate) mod words;

//! Every number and sentence the app shows a person, in one place: `numbers` formats
//! counts, rates, shares and durations; `words` says things about boards and answers;
//! `status` writes the status line; `watch` speaks for Watch; `count` what a count is expected to take and asks;
//! `notation` writes solutions as the list shows them; `pictures` speaks for the picture
//! actions (Export image…, Export sheet…, Copy image, Copy as text). Views and the state
//! call these; nothing here draws.

pub(crate) mod failure;
pub(crate) mod lang;
pub(crate) mod notation;
pub(crate) mod numbers;
#[cfg(test)]
mod review;
pub(crate) mod said;
pub(crate) mod status;
pub(crate) mod words;

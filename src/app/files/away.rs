//! The page's file picker and downloads: a page has no file system, so the web build hands
//! the state its own way with files, and every file job reports through its runner as a
//! thread does. (Searches, hints, Compare and puzzles run wherever the job protocol's
//! spawner puts them: `jobs::protocol`.)

use crate::app::files::AwayFiles;

use crate::app::state::State;

impl State {
    /// Runs every file job from now on in `files`.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn files_away(&mut self, files: Box<AwayFiles>) {
        self.files.away = Some(files);
    }
}

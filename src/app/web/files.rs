//! Files the browser's way: Open JSON through the browser's file picker, every Export as a
//! download with the name and contents the desktop writes. A page cannot choose where a
//! download goes: the browser puts it in its downloads folder (or asks, as it is set).

use std::path::PathBuf;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::app::files::{Document, FileEvent, FileOp, FileTask};
use crate::app::jobs::runner::{Away, Outbox};
use crate::app::text::failure::ExportError;
use crate::app::text::said::{OpenError, Said};
use crate::control::CancelFlag;
use crate::format;
use crate::picture::Format;

/// Where file jobs run in the browser: its file picker and downloads. Each reports what the
/// desktop's file thread would.
pub(crate) struct WebFiles;

impl Away<FileTask, FileEvent> for WebFiles {
    fn start(&mut self, task: FileTask, _: CancelFlag, out: Outbox<FileEvent>) {
        match task {
            FileTask::Pick { op, suggested } => pick(op, suggested, out),
            FileTask::Export { doc, path } => export(doc, path, out),
            FileTask::Picture { drawn, path, format } => export_picture(drawn, path, format, out),
        }
    }
}

/// Open shows the browser's file picker; an export needs no path: its name is the one the
/// desktop suggests, and the download goes where the browser puts downloads.
fn pick(op: FileOp, suggested: PathBuf, report: Outbox<FileEvent>) {
    if !op.opens() {
        let name = suggested.file_name().map(PathBuf::from).unwrap_or(suggested);
        report.send(FileEvent::Picked { op, path: Some(name) });
        return;
    }
    // The picker's change event never comes if the person cancels it: the app does not
    // wait for it (no dialog is marked open), and a later pick replaces this job.
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(input) = document.create_element("input") else { return };
    let input: web_sys::HtmlInputElement = input.unchecked_into();
    input.set_type("file");
    // A student's answers may be any text file: Check answers takes any.
    let answers = op == FileOp::CheckAnswers;
    if !answers {
        input.set_accept(".json,.jsonl,application/json");
    }
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        let Some(file) = chosen.files().and_then(|list| list.get(0)) else { return };
        let name = PathBuf::from(file.name());
        wasm_bindgen_futures::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            let text = text.ok().and_then(|t| t.as_string());
            if answers {
                // Checked as the desktop checks a file; one the browser cannot read as text
                // is checked as empty text, which says nothing was found.
                report.send(FileEvent::AnswersRead { path: name, text: text.unwrap_or_default() });
                return;
            }
            let result = match text {
                Some(text) => read_document(text.as_bytes()),
                None => Err(format::FileError::Read {
                    path: name.clone(),
                    source: std::io::Error::other("the browser could not read the file"),
                }
                .into()),
            };
            report.send(FileEvent::Opened { path: name, result, left_out_of: None });
        });
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    input.click();
}

/// A solution set, a set of puzzles (`nqueens puzzle`'s JSON lines or list), or a Most
/// queens placement: what the desktop's Open reads from a path, read by the same library
/// function.
fn read_document(bytes: &[u8]) -> Result<Document, OpenError> {
    use crate::document::NotOpened;
    match crate::document::read(&|| Ok(bytes), usize::MAX, &|| false) {
        Ok(opened) => Ok(crate::app::files::opened_document(opened).0),
        Err(NotOpened::Solutions(e)) => Err(e.into()),
        Err(NotOpened::Puzzles(e)) => Err(e.into()),
        Err(NotOpened::MostQueens(e)) => Err(e.into()),
        // Nothing stops it.
        Err(NotOpened::Stopped) => Err(format::FileError::Foreign { found: None }.into()),
    }
}

/// Export JSON: the document as the desktop writes it, downloaded as `path`'s name.
fn export(doc: Document, path: PathBuf, report: Outbox<FileEvent>) {
    let mut bytes = Vec::new();
    let (what, written) = match &doc {
        Document::Solutions(set) => (
            Said::Solutions { count: set.solutions.len(), filter: set.filter },
            format::write(set, &mut bytes, &mut |_, _| {}).map_err(|source| written(&path, source)),
        ),
        Document::MostQueensFile(p) => {
            (Said::ThePlacement, p.write(&mut bytes).map_err(|source| written(&path, source)))
        }
        Document::Puzzles(set) => (
            Said::Puzzles(set.len()),
            crate::puzzle::write(set, &mut bytes).map_err(|source| written(&path, source)),
        ),
    };
    let result = written.and_then(|()| {
        super::browser::download(&name(&path), &bytes, "application/json").map_err(ExportError::Download)
    });
    report.send(FileEvent::Saved { path, what, result });
}

/// A document that could not be written out (to memory, before the download).
fn written(path: &std::path::Path, source: std::io::Error) -> ExportError {
    format::FileError::Write { path: path.to_path_buf(), source }.into()
}

/// Export image and Export sheet: `drawn` as the desktop draws them, downloaded.
fn export_picture(
    drawn: Result<(Vec<Vec<u8>>, Said), ExportError>,
    path: PathBuf,
    format: Format,
    report: Outbox<FileEvent>,
) {
    let mime = match format {
        Format::Svg => "image/svg+xml",
        Format::Png => "image/png",
        Format::Pdf => "application/pdf",
    };
    let (what, result) = match drawn {
        // A puzzle sheet's PNG pages: one download each, named as the desktop names them.
        Ok((files, what)) if files.len() > 1 && format == Format::Png => {
            let pages = crate::app::files::page_paths(&path, files.len());
            let result = pages
                .iter()
                .zip(&files)
                .try_for_each(|(page, bytes)| super::browser::download(&name(page), bytes, mime))
                .map_err(ExportError::Download);
            (what, result)
        }
        Ok((files, what)) => {
            let result = super::browser::download(&name(&path), &files.concat(), mime);
            (what, result.map_err(ExportError::Download))
        }
        Err(e) => (Said::Verbatim(String::new()), Err(e)),
    };
    report.send(FileEvent::Saved { path, what, result });
}

fn name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into_owned())
}

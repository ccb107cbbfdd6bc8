//! Files the browser's way: Open JSON through the browser's file picker, every Export as a
//! download with the name and contents the desktop writes. A page cannot choose where a
//! download goes: the browser puts it in its downloads folder (or asks, as it is set).

use std::path::PathBuf;
use std::sync::Arc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::app::jobs::files::{self, Document, FileEvent, FileOp, Files, PictureJob};
use crate::app::text::lang::messages;
use crate::format;
use crate::most_queens::MostQueensFile;
use crate::picture::Format;

/// Open shows the browser's file picker; an export needs no path: its name is the one the
/// desktop suggests, and the download goes where the browser puts downloads.
pub(crate) fn pick(files: &mut Files, op: FileOp, suggested: PathBuf) -> Result<(), String> {
    let report = files.report();
    if op != FileOp::Open {
        let name = suggested.file_name().map(PathBuf::from).unwrap_or(suggested);
        report(FileEvent::Picked { op, path: Some(name) });
        return Ok(());
    }
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no page")?;
    let input: web_sys::HtmlInputElement =
        document.create_element("input").map_err(|e| format!("{e:?}"))?.unchecked_into();
    input.set_type("file");
    input.set_accept(".json,application/json");
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        let Some(file) = chosen.files().and_then(|list| list.get(0)) else { return };
        let name = PathBuf::from(file.name());
        wasm_bindgen_futures::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            let result = match text.ok().and_then(|t| t.as_string()) {
                Some(text) => read_document(text.as_bytes()),
                None => Err("the browser could not read the file".into()),
            };
            report(FileEvent::Opened { path: name, result, left_out_of: None });
        });
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    input.click();
    Ok(())
}

/// A solution set, or else (when the file says it is another kind of document) a Most
/// queens placement: what the desktop's Open reads from a path.
fn read_document(bytes: &[u8]) -> Result<Document, String> {
    match format::read(bytes) {
        Ok(set) => Ok(Document::Solutions(Arc::new(set))),
        Err(format::FileError::Foreign { found: Some(_) }) => match MostQueensFile::read(bytes) {
            Ok(p) => Ok(Document::MostQueensFile(p)),
            Err(crate::most_queens::MostQueensFileError::Foreign) => {
                Err(format::read(bytes).err().map(|e| e.to_string()).unwrap_or_default())
            }
            Err(e) => Err(e.to_string()),
        },
        Err(e) => Err(e.to_string()),
    }
}

/// Export JSON: the document as the desktop writes it, downloaded as `path`'s name.
pub(crate) fn export(files: &mut Files, doc: Document, path: PathBuf) -> Result<(), String> {
    let mut bytes = Vec::new();
    let (what, written) = match &doc {
        Document::Solutions(set) => (
            crate::app::text::words::solutions_text(set.solutions.len(), set.filter),
            format::write(set, &mut bytes, &mut |_, _| {}).map_err(|e| e.to_string()),
        ),
        Document::MostQueensFile(p) => {
            (messages::saved_placement(), p.write(&mut bytes).map_err(|e| e.to_string()))
        }
        Document::Puzzles(set) => (
            messages::play_saved_puzzles(set.len()),
            crate::puzzle::write(set, &mut bytes).map_err(|e| e.to_string()),
        ),
    };
    let result = written.and_then(|()| super::browser::download(&name(&path), &bytes, "application/json"));
    files.report()(FileEvent::Saved { path, what, result });
    Ok(())
}

/// Export image and Export sheet: drawn as the desktop draws them, downloaded.
pub(crate) fn export_picture(
    files: &mut Files,
    picture: PictureJob,
    path: PathBuf,
    format: Format,
) -> Result<(), String> {
    let mime = match format {
        Format::Svg => "image/svg+xml",
        Format::Png => "image/png",
        Format::Pdf => "application/pdf",
    };
    let (what, result) = match files::draw(&picture, format) {
        Ok((bytes, what)) => (what, super::browser::download(&name(&path), &bytes, mime)),
        Err(e) => (String::new(), Err(e)),
    };
    files.report()(FileEvent::Saved { path, what, result });
    Ok(())
}

fn name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into_owned())
}

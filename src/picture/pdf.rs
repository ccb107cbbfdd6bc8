//! PDF: each page's SVG converted by svg2pdf into a form (text kept as text, its font
//! subset and embedded), placed on a page of its own with pdf-writer.

use super::{PictureError, font};
use crate::control::CancelFlag;
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};
use std::collections::HashMap;

/// A PDF document of the SVG `pages`, each `width` × `height` points; stopped between
/// pages once `cancel` is raised.
pub(super) fn encode(
    pages: impl ExactSizeIterator<Item = String>,
    width: f32,
    height: f32,
    cancel: &CancelFlag,
) -> Result<Vec<u8>, PictureError> {
    let mut next = Ref::new(1);
    let catalog = next.bump();
    let tree_ref = next.bump();
    let page_refs: Vec<Ref> = (0..pages.len()).map(|_| next.bump()).collect();
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree_ref);
    pdf.pages(tree_ref).kids(page_refs.iter().copied()).count(page_refs.len() as i32);
    let name = Name(b"Board");
    for (svg, &page_ref) in pages.zip(&page_refs) {
        if cancel.is_cancelled() {
            return Err(PictureError::Stopped);
        }
        let tree = font::parse(&svg)?;
        let options = svg2pdf::ConversionOptions::default();
        let (chunk, form) =
            svg2pdf::to_chunk(&tree, options).map_err(|e| PictureError::Render(e.to_string()))?;
        // The chunk numbers its objects from 1: give them numbers after ours.
        let mut renumbered = HashMap::new();
        let chunk = chunk.renumber(|old| *renumbered.entry(old).or_insert_with(|| next.bump()));
        let form = renumbered
            .get(&form)
            .copied()
            .ok_or_else(|| PictureError::Render("no form in the chunk".into()))?;
        let content_ref = next.bump();
        let mut page = pdf.page(page_ref);
        page.media_box(Rect::new(0.0, 0.0, width, height));
        page.parent(tree_ref);
        page.contents(content_ref);
        page.resources().x_objects().pair(name, form);
        page.finish();
        // The form is one point square: stretch it over the page.
        let mut content = Content::new();
        content.save_state().transform([width, 0.0, 0.0, height, 0.0, 0.0]).x_object(name).restore_state();
        pdf.stream(content_ref, &content.finish());
        pdf.extend(&chunk);
    }
    pdf.document_info(next.bump()).producer(TextStr("Queenside"));
    Ok(pdf.finish())
}

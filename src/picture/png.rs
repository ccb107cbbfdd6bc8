//! PNG: the picture's SVG rasterised on the CPU by resvg (tiny-skia), with no GPU.

use super::{PictureError, Raster, font};
use resvg::tiny_skia::{Pixmap, Transform};

/// The SVG document drawn at `scale` pixels per unit.
fn draw(svg: &str, scale: f32) -> Result<Pixmap, PictureError> {
    let tree = font::parse(svg)?;
    let size = tree.size();
    let (width, height) = ((size.width() * scale).round() as u32, (size.height() * scale).round() as u32);
    let mut pixmap = Pixmap::new(width.max(1), height.max(1))
        .ok_or_else(|| PictureError::Render(format!("no room for a {width}×{height} image")))?;
    resvg::render(&tree, Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    Ok(pixmap)
}

pub(super) fn encode(svg: &str, scale: f32) -> Result<Vec<u8>, PictureError> {
    draw(svg, scale)?.encode_png().map_err(|e| PictureError::Render(e.to_string()))
}

pub(super) fn raster(svg: &str, scale: f32) -> Result<Raster, PictureError> {
    let pixmap = draw(svg, scale)?;
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Ok(Raster { width: pixmap.width(), height: pixmap.height(), rgba })
}

//! Reading pictures back: PNG decoded by the `png` crate (not the encoder's own library),
//! and which squares of a board differ between two pictures of it.

use nqueens::board::Queen;
use nqueens::picture::Frame;

/// Width, height and RGBA pixels of a PNG.
pub fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba, "pictures are RGBA");
    pixels.truncate(info.buffer_size());
    (info.width, info.height, pixels)
}

/// The squares whose inside differs between two RGBA pictures of an `n`-wide board: the
/// pixels wholly at least a pixel in from its edges, so a neighbour's antialiased edge does
/// not count.
pub fn differing(n: usize, frame: &Frame, width: u32, a: &[u8], b: &[u8]) -> Vec<Queen> {
    let mut squares = Vec::new();
    for row in 0..n {
        for col in 0..n {
            let q = Queen::new(row, col);
            let (x, y) = frame.corner(q);
            let (x0, y0) = ((x + 1.0).ceil() as u32, (y + 1.0).ceil() as u32);
            let (x1, y1) = ((x + frame.square - 1.0).floor() as u32, (y + frame.square - 1.0).floor() as u32);
            let differs = (y0..=y1).any(|py| {
                (x0..=x1).any(|px| {
                    let i = ((py * width + px) * 4) as usize;
                    a[i..i + 4] != b[i..i + 4]
                })
            });
            if differs {
                squares.push(q);
            }
        }
    }
    squares
}

/// The squares of a solution (columns by row), as queens.
pub fn squares_of(cols: &[u32]) -> Vec<Queen> {
    cols.iter().enumerate().map(|(row, &col)| Queen::new(row, col as usize)).collect()
}

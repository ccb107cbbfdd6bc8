//! A line plot as a picture: a line and a point per measure for each series, axes with
//! round ticks, the axes' titles, a legend and a title, as Compare's plots show them. The
//! words come from the caller, in the reader's language; so does the decimal mark.

use super::Picture;
use super::svg::{Anchor, Num, Svg, escape, n};
use std::fmt::Write;

const AXIS: &str = "#333333";
const GRID: &str = "#e4e4e4";
/// One colour a series, in turn (red, green, blue).
const PALETTE: [[u8; 3]; 6] = [
    [0xe6, 0x76, 0x3a],
    [0x3a, 0x8e, 0xe6],
    [0x2e, 0xa0, 0x43],
    [0xb0, 0x4a, 0xd0],
    [0xd0, 0xa0, 0x20],
    [0x50, 0x50, 0x50],
];

/// The colour of the `i`th series (red, green, blue): the picture and Compare's window draw
/// a series, its points and its legend entry in this one.
pub fn series_color(i: usize) -> [u8; 3] {
    PALETTE[i % PALETTE.len()]
}

/// One axis as drawn: the range shown (the round ticks' span and a little room past it, so
/// a point on the first or last tick is not drawn on the frame) and the ticks.
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    pub lo: f64,
    pub hi: f64,
    pub ticks: Vec<f64>,
    /// Whether the values along it are whole numbers (sizes, steps): no tick between them.
    pub whole: bool,
}

impl Axis {
    /// The distance between two ticks.
    pub fn step(&self) -> f64 {
        self.ticks.get(1).map_or(1.0, |b| b - self.ticks[0])
    }
}

/// Both axes of a plot, as the picture draws them and Compare's window shows them.
#[derive(Debug, Clone, PartialEq)]
pub struct Axes {
    pub x: Axis,
    pub y: Axis,
}
/// Series this short get a marker at each point, as in Compare (sizes, not steps).
const MARKED_UP_TO: usize = 64;

/// One series: its name in the legend and its points (x, y).
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    pub name: String,
    pub points: Vec<(f64, f64)>,
}

/// A plot to draw: the title above it, the axes' titles, the series, and the decimal mark
/// its tick labels use (`.` in English, `,` in Spanish and Catalan).
#[derive(Debug, Clone, PartialEq)]
pub struct PlotDrawing {
    pub title: String,
    pub x_title: String,
    pub y_title: String,
    pub series: Vec<Series>,
    pub decimal: char,
}

/// Round ticks covering `lo..=hi`: about five, 1, 2 or 5 times a power of ten apart, and
/// whole numbers apart when the values are (`whole`: board sizes, steps), so that no axis
/// of sizes reads "5,2".
pub fn ticks(lo: f64, hi: f64, whole: bool) -> (f64, f64, Vec<f64>) {
    let (lo, hi) = if hi - lo > 1e-9 { (lo, hi) } else { (lo - 1.0, hi + 1.0) };
    let rough = (hi - lo) / 5.0;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * power).find(|s| *s >= rough).unwrap_or(10.0 * power);
    let step = if whole { step.max(1.0) } else { step };
    let first = (lo / step).floor() * step;
    let last = (hi / step).ceil() * step;
    let count = ((last - first) / step).round() as usize;
    let ticks = (0..=count).map(|i| first + i as f64 * step).collect();
    (first, last, ticks)
}

/// A tick's label: as few decimals as the step needs, with the language's decimal mark.
pub fn tick_label(value: f64, step: f64, decimal: char) -> String {
    let decimals = if step >= 1.0 { 0 } else { (-step.log10().floor()) as usize };
    let text = format!("{:.*}", decimals, value);
    let text = if text == "-0" { "0".to_owned() } else { text };
    text.replace('.', &decimal.to_string())
}

impl PlotDrawing {
    /// The axes that show every point: round ticks over the data, from 0 for a flat series
    /// of positive values, whole ticks along x when every x is whole.
    pub fn axes(&self) -> Axes {
        let all =
            self.series.iter().flat_map(|s| s.points.iter()).filter(|p| p.0.is_finite() && p.1.is_finite());
        let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
        for &(x, y) in all {
            (x0, x1, y0, y1) = (x0.min(x), x1.max(x), y0.min(y), y1.max(y));
        }
        if x0 > x1 {
            (x0, x1, y0, y1) = (0.0, 1.0, 0.0, 1.0);
        }
        // Sizes and steps along x are whole numbers; y measures (shares, means) are not,
        // even when every value happens to be.
        let whole = self.series.iter().flat_map(|s| s.points.iter()).all(|p| p.0.fract() == 0.0);
        // A flat series of positive values (every run solved: 1) is measured from 0, not
        // centred in an axis that runs past it to 2.
        let y0 = if y1 - y0 <= 1e-9 && y0 > 0.0 { 0.0 } else { y0 };
        let axis = |(lo, hi, ticks): (f64, f64, Vec<f64>), whole| {
            let room = (hi - lo) * 0.04;
            Axis { lo: lo - room, hi: hi + room, ticks, whole }
        };
        Axes { x: axis(ticks(x0, x1, whole), whole), y: axis(ticks(y0, y1, false), false) }
    }

    /// The plot as a picture `width` × `height` units (pixels in a PNG).
    pub fn picture(&self, width: f32, height: f32) -> Picture {
        let mut svg = Svg { out: String::new() };
        let font = 13.0;
        let (left, right, top, bottom) = (72.0, 16.0, 34.0 + 18.0 * self.series.len() as f32, 52.0);
        let (w, h) = ((width - left - right).max(10.0), (height - top - bottom).max(10.0));
        svg.text(width / 2.0, 22.0, font * 1.25, Anchor::Middle, AXIS, &self.title);
        let axes = self.axes();
        let (x0, x1, xs) = (axes.x.lo, axes.x.hi, &axes.x.ticks);
        let (y0, y1, ys) = (axes.y.lo, axes.y.hi, &axes.y.ticks);
        let px = |x: f64| left + ((x - x0) / (x1 - x0)) as f32 * w;
        let py = |y: f64| top + h - ((y - y0) / (y1 - y0)) as f32 * h;
        let (x_step, y_step) = (axes.x.step(), axes.y.step());
        for &x in xs {
            svg.rect(px(x) - 0.5, top, 1.0, h, GRID);
            let label = tick_label(x, x_step, self.decimal);
            svg.text(px(x), top + h + font * 1.3, font * 0.85, Anchor::Middle, AXIS, &label);
        }
        for &y in ys {
            svg.rect(left, py(y) - 0.5, w, 1.0, GRID);
            let label = tick_label(y, y_step, self.decimal);
            svg.text(left - 6.0, py(y) + font * 0.3, font * 0.85, Anchor::End, AXIS, &label);
        }
        svg.rect(left, top, 1.2, h, AXIS);
        svg.rect(left, top + h - 0.6, w, 1.2, AXIS);
        svg.text(left + w / 2.0, height - 12.0, font, Anchor::Middle, AXIS, &self.x_title);
        let _ = writeln!(
            svg.out,
            "<text transform=\"translate({} {}) rotate(-90)\" font-family=\"{}\" font-size=\"{}\" \
             text-anchor=\"middle\" fill=\"{AXIS}\">{}</text>",
            n(16.0),
            n(top + h / 2.0),
            super::font::FAMILY_LIST,
            n(font),
            escape(&self.y_title)
        );
        for (i, series) in self.series.iter().enumerate() {
            let [r, g, b] = series_color(i);
            let color = &format!("#{r:02x}{g:02x}{b:02x}");
            // Earlier series a little wider, so one hidden under a later one with the same
            // values (both solving every run) still shows around it.
            let under = (self.series.len() - 1 - i).min(3) as f32;
            let points: Vec<(f32, f32)> = series
                .points
                .iter()
                .filter(|p| p.0.is_finite() && p.1.is_finite())
                .map(|&(x, y)| (px(x), py(y)))
                .collect();
            if points.len() > 1 {
                let mut d = String::new();
                for (j, (x, y)) in points.iter().enumerate() {
                    let _ = write!(d, "{}{} {}", if j == 0 { 'M' } else { 'L' }, n(*x), n(*y));
                }
                let _ = writeln!(
                    svg.out,
                    "<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
                    Num(1.8 + 2.0 * under, 1)
                );
            }
            if points.len() <= MARKED_UP_TO {
                for (x, y) in &points {
                    let _ = writeln!(
                        svg.out,
                        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{color}\"/>",
                        n(*x),
                        n(*y),
                        n(4.0 + 2.0 * under)
                    );
                }
            }
            // The legend: one line a series under the title.
            let y = 34.0 + 18.0 * i as f32;
            svg.rect(left, y + 4.0, 18.0, 3.0, color);
            svg.text(left + 24.0, y + 10.0, font, Anchor::Start, AXIS, &series.name);
        }
        Picture { width, height, pages: vec![svg.out], png_scale: 1.0, pdf_scale: 0.75 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved() -> PlotDrawing {
        PlotDrawing {
            title: "Parte de ejecuciones resueltas".into(),
            x_title: "n".into(),
            y_title: "resueltas".into(),
            series: vec![
                Series { name: "Ascenso de colinas".into(), points: vec![(8.0, 0.14), (16.0, 0.05)] },
                Series { name: "Recocido simulado".into(), points: vec![(8.0, 1.0), (16.0, 0.9)] },
            ],
            decimal: ',',
        }
    }

    #[test]
    fn ticks_are_round_and_cover_the_range() {
        let (lo, hi, t) = ticks(0.05, 1.0, false);
        assert!(lo <= 0.05 && hi >= 1.0);
        assert_eq!(t, vec![0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0]);
        let (_, _, t) = ticks(8.0, 8.0, true);
        assert!(t.len() >= 2, "one size still gets an axis: {t:?}");
        assert_eq!(ticks(5.0, 6.0, true).2, vec![5.0, 6.0], "sizes are whole numbers");
        assert_eq!(tick_label(0.4, 0.2, ','), "0,4");
        assert_eq!(tick_label(5000.0, 1000.0, ','), "5000");
    }

    #[test]
    fn a_plot_carries_its_words_series_and_ticks() {
        let svg = solved().picture(640.0, 320.0).svg();
        for words in
            ["Parte de ejecuciones resueltas", "Ascenso de colinas", "Recocido simulado", ">resueltas<"]
        {
            assert!(svg.contains(words), "{words} missing");
        }
        assert!(svg.contains(">0,4</text>"), "decimal comma on the ticks");
        // Two lines and four points: a point at each measure.
        assert_eq!(svg.matches("<circle").count(), 4);
        assert_eq!(svg.matches("stroke-linejoin").count(), 2);
    }

    #[test]
    fn an_empty_or_flat_plot_still_draws() {
        let mut plot = solved();
        plot.series = vec![Series { name: "x".into(), points: vec![(8.0, 3.0)] }];
        let svg = plot.picture(400.0, 300.0).svg();
        assert_eq!(svg.matches("<circle").count(), 1);
        plot.series.clear();
        assert!(plot.picture(400.0, 300.0).svg().contains("</svg>"));
        // Every run solved at two sizes: the share's axis runs 0 to 1, the sizes' 5 to 6.
        plot.series = vec![Series { name: "x".into(), points: vec![(5.0, 1.0), (6.0, 1.0)] }];
        let svg = plot.picture(400.0, 300.0).svg();
        for tick in [">0,0</text>", ">0,6</text>", ">1,0</text>", ">5</text>", ">6</text>"] {
            assert!(svg.contains(tick), "{tick} missing");
        }
        for tick in [">2,0</text>", ">5,2</text>", ">1,2</text>"] {
            assert!(!svg.contains(tick), "{tick} drawn");
        }
    }

    #[cfg(feature = "pictures")]
    #[test]
    fn a_plot_becomes_a_png() {
        let png = solved().picture(640.0, 320.0).png(0).unwrap();
        assert!(png.starts_with(b"\x89PNG"));
    }
}

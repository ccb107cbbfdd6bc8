//! Where things are drawn, for the app's layout tests: panels, widgets by name, text cut by
//! its clip, and scrolling a panel with the wheel as a person does.

use eframe::egui;
use egui::epaint::{ClippedShape, Shape};
use egui::{Event, Modifiers, MouseWheelSource, MouseWheelUnit, Pos2, Rect, TouchPhase, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable as _};
use nqueens::app::{App, PanelRects};

/// The panels' contents in the last frame.
pub fn panels(h: &Harness<'static, App>) -> PanelRects {
    h.state().panel_rects().expect("the panels are laid out")
}

/// The rectangle of the one widget named `label`.
pub fn rect_of(h: &Harness<'static, App>, label: &str) -> Rect {
    h.get_by_label(label).rect()
}

/// Every named widget and text whose rectangle meets `region`: (its text, its rectangle).
pub fn nodes_in(h: &Harness<'static, App>, region: Rect) -> Vec<(String, Rect)> {
    h.query_all(By::new())
        .filter_map(|node| {
            let ak = node.accesskit_node();
            let text = ak.label().or_else(|| ak.value())?;
            let rect = ak.bounding_box().map(|_| node.rect())?;
            (!text.is_empty() && rect.intersects(region)).then_some((text, rect))
        })
        .collect()
}

/// Whether `inner` lies within `outer`, give or take half a pixel of rounding.
pub fn within(inner: Rect, outer: Rect) -> bool {
    outer.expand(0.5).contains_rect(inner)
}

/// The texts drawn this frame, each with the part of the screen it may show in.
pub fn texts(h: &Harness<'static, App>) -> Vec<(String, Rect, Rect)> {
    fn walk(shape: &Shape, clip: Rect, out: &mut Vec<(String, Rect, Rect)>) {
        match shape {
            Shape::Text(text) => {
                out.push((text.galley.text().to_owned(), shape.visual_bounding_rect(), clip))
            }
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ClippedShape { clip_rect, shape, .. } in &h.output().shapes {
        walk(shape, *clip_rect, &mut out);
    }
    out
}

/// The texts in `region` that their clip cuts: shown in part only.
pub fn cut_texts(h: &Harness<'static, App>, region: Rect) -> Vec<String> {
    texts_cut(h, region, |rect, clip| !within(rect, clip))
}

/// The texts in `region` that their clip cuts sideways (a panel scrolls up and down, so
/// being cut at the top or bottom is only scrolled out of view).
pub fn cut_sideways(h: &Harness<'static, App>, region: Rect) -> Vec<String> {
    texts_cut(h, region, |rect, clip| rect.left() < clip.left() - 0.5 || rect.right() > clip.right() + 0.5)
}

/// The visible texts in `region` whose rect and clip meet and are `cut`.
fn texts_cut(h: &Harness<'static, App>, region: Rect, cut: impl Fn(Rect, Rect) -> bool) -> Vec<String> {
    texts(h)
        .into_iter()
        .filter(|(text, rect, clip)| {
            !text.trim().is_empty() && rect.intersects(region) && rect.intersects(*clip) && cut(*rect, *clip)
        })
        .map(|(text, _, _)| text)
        .collect()
}

/// One turn of the wheel over `at`, `points` down (negative: up), and the frames it takes.
pub fn wheel(h: &mut Harness<'static, App>, at: Pos2, points: f32) {
    h.hover_at(at);
    h.event(Event::MouseWheel {
        unit: MouseWheelUnit::Point,
        delta: vec2(0.0, -points),
        phase: TouchPhase::Move,
        source: MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    for _ in 0..30 {
        h.step();
    }
    h.run_ok();
}

/// Scrolls the controls with the wheel until the widget named `label` shows whole, and
/// returns its rectangle; fails if no amount of scrolling shows it. (A widget far out of
/// view may not be laid out at all: then the wheel goes down, and once at the end, up.)
pub fn scroll_to(h: &mut Harness<'static, App>, label: &str) -> Rect {
    scroll_panel_to(h, label, |p| p.controls)
}

/// As [`scroll_to`], in the panel `panel` picks (the controls, or the list or Watch).
pub fn scroll_panel_to(h: &mut Harness<'static, App>, label: &str, panel: fn(&PanelRects) -> Rect) -> Rect {
    let mut down = 60.0;
    for _ in 0..80 {
        let visible = panel(&panels(h));
        // Low in the panel: the Watch's controls above its scrolling part do not scroll.
        let Some(rect) = h.query_by_label(label).map(|n| n.rect()) else {
            let before = h.output().shapes.len();
            let last = texts(h);
            wheel(h, visible.lerp_inside(vec2(0.5, 0.75)), down);
            if texts(h) == last && h.output().shapes.len() == before {
                down = -down; // at the end
            }
            continue;
        };
        if within(rect, visible) {
            return rect;
        }
        if rect.left() < visible.left() - 0.5 || rect.right() > visible.right() + 0.5 {
            panic!("{label} at {rect:?} sticks out of its panel {visible:?} sideways");
        }
        let step = if rect.bottom() > visible.bottom() { 60.0 } else { -60.0 };
        wheel(h, visible.lerp_inside(vec2(0.5, 0.75)), step);
    }
    panic!("{label} never scrolled whole into its panel {:?}", panel(&panels(h)));
}

/// Everything the right-hand panel holds (scrolled into view or not) lies within its width,
/// and the board column's `central` widgets lie left of it: a widget wider than the panel
/// widens the panel's contents past the window, and egui then hands the board column that
/// much more room, which it draws over the panel.
pub fn assert_right_panel_holds_its_contents(h: &Harness<'static, App>, central: &[Rect], case: &str) {
    let p = panels(h);
    // Contents wider than the panel move it past the window's edge, and the board column
    // over the panel's left edge, whose words it then hides.
    let window = h.ctx.content_rect();
    assert!(
        p.results_panel.right() <= window.right() + 0.5 && p.results_panel.left() <= p.results.left(),
        "{case}: the panel {:?} moved off its place (contents {:?})",
        p.results_panel,
        p.results
    );
    let everywhere =
        Rect::from_x_y_ranges(p.results.left() - 0.5..=f32::INFINITY, f32::NEG_INFINITY..=f32::INFINITY);
    for (text, rect) in nodes_in(h, everywhere) {
        if rect.left() >= p.results.left() - 0.5 {
            assert!(
                rect.right() <= p.results.right() + 0.5,
                "{case}: {text:?} at {rect:?} runs out of {:?}",
                p.results
            );
        }
    }
    for rect in central {
        assert!(
            rect.right() < p.results.left(),
            "{case}: the board column's {rect:?} runs under the panel {:?}",
            p.results
        );
    }
}

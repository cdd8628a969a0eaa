//! Charts as plain SVG: speedup per sample (log scale, 1× in the middle) and Correct@1 / Fast@1.0
//! per level and domain.

use leptos::prelude::*;

use crate::logic::Bar;

/// Horizontal bars of speedups on a log₂ axis from 1/16× to 16×.
#[component]
pub(crate) fn SpeedupChart(bars: Vec<Bar>) -> impl IntoView {
    let row = 18.0;
    let height = (bars.len() as f64 * row + 30.0).max(60.0);
    let (left, width) = (150.0, 300.0);
    let mid = left + width / 2.0;
    let x = move |v: f64| mid + (v.clamp(1.0 / 16.0, 16.0).log2() / 4.0) * (width / 2.0);
    view! {
        <svg class="chart" viewBox=format!("0 0 470 {height}") role="img" aria-label="speedup per sample">
            <line x1=mid y1=0 x2=mid y2=height - 20.0 class="axis"/>
            {[0.25f64, 4.0].into_iter().map(|t| view! {
                <text x=x(t) y=height - 6.0 class="tick">{format!("{t}×")}</text>
            }).collect_view()}
            <text x=mid y=height - 6.0 class="tick">"1×"</text>
            {bars.into_iter().enumerate().map(|(i, b)| {
                let y = i as f64 * row + 4.0;
                let (x0, x1) = if b.value >= 1.0 { (mid, x(b.value)) } else { (x(b.value), mid) };
                let cls = if b.value >= 1.0 { "bar faster" } else { "bar slower" };
                view! {
                    <text x=left - 6.0 y=y + 12.0 class="label" text-anchor="end">{b.label.clone()}</text>
                    <rect x=x0 y=y width=(x1 - x0).max(1.0) height=row - 4.0 class=cls/>
                    <text x=x1.max(x0) + 4.0 y=y + 12.0 class="value">{format!("{:.2}×", b.value)}</text>
                }
            }).collect_view()}
        </svg>
    }
}

/// Paired bars of Correct@1 and Fast@1.0 (0–1) per group; `label` names the chart for screen
/// readers (default: by level and domain).
#[component]
pub(crate) fn GroupChart(groups: Vec<(String, f64, f64)>, #[prop(optional)] label: Option<&'static str>) -> impl IntoView {
    let label = label.unwrap_or("Correct@1 and Fast@1.0 by level and domain");
    let row = 26.0;
    let height = groups.len() as f64 * row + 24.0;
    // Room on the left for an 18-character label at 11 px (as in the speedup chart).
    let (left, width) = (150.0, 280.0);
    view! {
        <svg class="chart" viewBox=format!("0 0 470 {height}") role="img" aria-label=label>
            {groups.into_iter().enumerate().map(|(i, (g, c, f))| {
                let y = i as f64 * row + 4.0;
                view! {
                    <text x=left - 6.0 y=y + 14.0 class="label" text-anchor="end">{g}</text>
                    <rect x=left y=y width=(c * width).max(1.0) height=10 class="bar correct"/>
                    <rect x=left y=y + 11.0 width=(f * width).max(1.0) height=10 class="bar fast"/>
                    <text x=left + c * width + 4.0 y=y + 9.0 class="value">{format!("{c:.2}")}</text>
                    <text x=left + f * width + 4.0 y=y + 20.0 class="value">{format!("{f:.2}")}</text>
                }
            }).collect_view()}
            <rect x=left y=height - 13.0 width=9 height=9 class="bar correct"/>
            <text x=left + 13.0 y=height - 4.0 class="tick">"Correct@1"</text>
            <rect x=left + 90.0 y=height - 13.0 width=9 height=9 class="bar fast"/>
            <text x=left + 103.0 y=height - 4.0 class="tick">"Fast@1.0"</text>
        </svg>
    }
}

//! The kernel editor: CodeMirror 6 from `dist/editor.js` (built from `app/editor/` by
//! scripts/build-app.sh), which defines the global `EkbEditor`. The script is loaded when the first
//! editor is shown, not with the first page; until it has loaded — or for good, if it cannot load —
//! the editor is a plain textarea bound to the same text, and the page says so.
//!
//! Highlighting: WGSL, OpenCL C and C (C's grammar for both); a kind without a grammar (none yet;
//! TVMScript when that kind lands) is plain text. Diagnostics are marked at their UTF-16 ranges
//! ([`crate::editor_marks`]) and the launch plan block is tinted.

use ekb_wire::diagnostic::Diagnostic;
use ekb_wire::kind::Kind;
use js_sys::{Array, Object, Promise, Reflect};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::editor_marks::{marks, plan_block};

/// Where the bundle is served (`dist/editor.js`).
const SCRIPT: &str = "/editor.js";

#[wasm_bindgen]
extern "C" {
    /// An editor made by `EkbEditor.create` (app/editor/src/editor.js); positions are UTF-16 units.
    type EditorHandle;

    #[wasm_bindgen(catch, js_namespace = EkbEditor, js_name = create)]
    fn create_editor(parent: &web_sys::Element, options: &Object) -> Result<EditorHandle, JsValue>;
    #[wasm_bindgen(method, js_name = setText)]
    fn set_text(this: &EditorHandle, text: &str);
    #[wasm_bindgen(method, js_name = setLanguage)]
    fn set_language(this: &EditorHandle, name: &str);
    #[wasm_bindgen(method, js_name = setDiagnostics)]
    fn set_diagnostics(this: &EditorHandle, list: &Array);
    #[wasm_bindgen(method, js_name = setPlan)]
    fn set_plan(this: &EditorHandle, from: u32, to: u32);
    #[wasm_bindgen(method, js_name = clearPlan)]
    fn clear_plan(this: &EditorHandle);
    #[wasm_bindgen(method)]
    fn destroy(this: &EditorHandle);
}

/// The editor's language name for a candidate kind (`EkbEditor`'s `wgsl`, `opencl`, `c`; any other
/// name is plain text).
fn language_of(kind: Kind) -> &'static str {
    match kind {
        Kind::Wgsl => "wgsl",
        Kind::Opencl => "opencl",
        Kind::C => "c",
        // Python: the editor shows it as plain text.
        Kind::Tvmscript => "python",
    }
}

thread_local! {
    /// The one load of the script, shared by every editor of the page.
    static LOADING: RefCell<Option<Promise>> = const { RefCell::new(None) };
}

/// Loads `/editor.js` once (a `<script>` element: the CSP allows only this origin's scripts).
async fn load_script() -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    if Reflect::has(&window, &"EkbEditor".into()).unwrap_or(false) {
        return Ok(());
    }
    let promise = LOADING.with(|l| {
        l.borrow_mut()
            .get_or_insert_with(|| {
                Promise::new(&mut |resolve, reject| {
                    let added = window.document().and_then(|doc| {
                        let s = doc.create_element("script").ok()?;
                        s.set_attribute("src", SCRIPT).ok()?;
                        s.add_event_listener_with_callback("load", &resolve).ok()?;
                        s.add_event_listener_with_callback("error", &reject).ok()?;
                        doc.document_element()?.append_child(&s).ok()
                    });
                    if added.is_none() {
                        let _ = reject.call0(&JsValue::NULL);
                    }
                })
            })
            .clone()
    });
    if JsFuture::from(promise).await.is_err() {
        // A later editor (another page) tries again.
        LOADING.with(|l| l.borrow_mut().take());
        return Err(format!("{SCRIPT} did not load"));
    }
    if Reflect::has(&window, &"EkbEditor".into()).unwrap_or(false) {
        Ok(())
    } else {
        Err(format!("{SCRIPT} loaded but defined no editor"))
    }
}

/// A live editor and the callback it calls on each edit (dropped with it).
type Live = (EditorHandle, Closure<dyn FnMut(String)>);

fn set(o: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(o, &key.into(), value);
}

/// The diagnostics as `EkbEditor`'s `[{from, to, severity, message}]`.
fn js_marks(diagnostics: &[Diagnostic]) -> Array {
    marks(diagnostics)
        .into_iter()
        .map(|m| {
            let o = Object::new();
            set(&o, "from", &m.from.into());
            set(&o, "to", &m.to.into());
            set(&o, "severity", &(if m.error { "error" } else { "warning" }).into());
            set(&o, "message", &m.message.into());
            JsValue::from(o)
        })
        .collect()
}

/// A code editor for `value`: each edit sets it, and a change made elsewhere (Reset, a fetched
/// kernel) replaces the editor's text. `id` names the element that holds it (tests find the
/// editor inside), `label` is its visible and accessible name, `kind` picks the highlighting,
/// `diagnostics` are marked in the text, `rows` is its height in lines (it scrolls beyond).
///
/// The props and the state reuse signal types the pages already have (`RwSignal` of `String`,
/// `Kind`, `Vec<Diagnostic>`, `bool`, `Option<String>`): each new signal type costs the wasm module
/// its own copy of the reactive code.
#[component]
pub(crate) fn CodeEditor(
    id: &'static str,
    label: &'static str,
    value: RwSignal<String>,
    kind: RwSignal<Kind>,
    diagnostics: RwSignal<Vec<Diagnostic>>,
    rows: u32,
) -> impl IntoView {
    // CodeMirror is in use; else the textarea is, while the script loads or for good (`failed`).
    let ready = RwSignal::new(false);
    let failed = RwSignal::new(None::<String>);
    let live = StoredValue::new_local(None::<Live>);
    spawn_local(async move {
        if let Err(e) = load_script().await {
            failed.try_set(Some(e));
            return;
        }
        // Found by id, not by a node reference (one reactive type less in the module). The view
        // is in the page by the time this task runs; a page left meanwhile has no such element.
        let Some(host) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&format!("{id}-host"))) else {
            return;
        };
        let on_change = Closure::<dyn FnMut(String)>::new(move |text: String| {
            value.try_set(text);
        });
        let options = Object::new();
        set(&options, "text", &value.get_untracked().into());
        set(&options, "language", &language_of(kind.get_untracked()).into());
        set(&options, "label", &label.into());
        set(&options, "rows", &rows.into());
        set(&options, "onChange", on_change.as_ref());
        match create_editor(&host, &options) {
            Ok(h) => {
                if live.try_update_value(|l| *l = Some((h.clone().unchecked_into::<EditorHandle>(), on_change))).is_some() {
                    ready.set(true);
                } else {
                    h.destroy(); // the component is gone
                }
            }
            Err(e) => {
                failed.try_set(Some(format!("the editor failed to start: {}", js_text(&e))));
            }
        }
    });
    let with_editor = move |f: &dyn Fn(&EditorHandle)| live.with_value(|l| l.as_ref().map(|(h, _)| f(h)));
    // The text and its plan block, after an edit here or a change from elsewhere.
    Effect::new(move |_| {
        ready.track();
        value.with(|text| {
            with_editor(&|h| {
                h.set_text(text);
                match plan_block(text) {
                    Some((from, to)) => h.set_plan(from, to),
                    None => h.clear_plan(),
                }
            })
        });
    });
    Effect::new(move |_| {
        ready.track();
        let name = language_of(kind.get());
        with_editor(&|h| h.set_language(name));
    });
    Effect::new(move |_| {
        ready.track();
        let list = diagnostics.with(|d| js_marks(d));
        with_editor(&|h| h.set_diagnostics(&list));
    });
    on_cleanup(move || {
        if let Some(Some((h, _callback))) = live.try_update_value(Option::take) {
            h.destroy();
        }
    });
    view! {
        <label for=format!("{id}-plain") id=format!("{id}-label")>{label}</label>
        <div id=id class="code-editor">
            <div class="cm-host" id=format!("{id}-host") hidden=move || !ready.get()></div>
            {move || match (ready.get(), failed.get()) {
                (true, _) => None,
                (false, None) => Some(view! { <p class="muted editor-note">"Loading the code editor…"</p> }.into_any()),
                (false, Some(why)) => Some(view! {
                    <p class="warn editor-note">{format!("The code editor could not load ({why}): a plain text box instead, without highlighting or marks in the text.")}</p>
                }.into_any()),
            }}
            <textarea id=format!("{id}-plain") hidden=move || ready.get() spellcheck="false" rows=rows
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev))></textarea>
        </div>
    }
}

/// A JavaScript error's message, or its debug form.
fn js_text(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>().map_or_else(|| format!("{e:?}"), |e| String::from(e.message()))
}

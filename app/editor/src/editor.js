// The app's kernel editor: CodeMirror 6 with WGSL (@iizukak/codemirror-lang-wgsl), OpenCL C and C
// (@codemirror/lang-cpp), inline diagnostics (@codemirror/lint) and the `// @plan … // @end` block
// highlighted. Bundled by esbuild into one file (dist/editor.js) that the wasm app loads when a page
// first shows an editor; it defines one global, `EkbEditor`, which app/src/ui/editor.rs calls.
//
// Every position in this API is a UTF-16 code-unit offset into the text (CodeMirror's unit, and
// `SourceRange::start_utf16`/`end_utf16` on the Rust side).

import { Annotation, Compartment, EditorState, RangeSetBuilder, StateEffect, StateField } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { cpp } from "@codemirror/lang-cpp";
import { wgsl } from "@iizukak/codemirror-lang-wgsl";

/** Marks transactions made by `setText` (not the visitor's edits): they do not call `onChange`. */
const external = Annotation.define();

/** The language support for a name the app uses: `wgsl`, `opencl`, `c`; anything else is plain text. */
function languageOf(name) {
  switch (name) {
    case "wgsl":
      return wgsl();
    case "opencl":
    case "c":
      return cpp();
    default:
      return [];
  }
}

/** Sets (`{from, to}`, UTF-16 offsets) or clears (`null`) the launch plan block. */
const setPlan = StateEffect.define();

/** The launch plan block's lines, each with the class `cm-ekb-plan`; kept in place through edits. */
const planField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    deco = deco.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setPlan)) continue;
      if (!e.value) {
        deco = Decoration.none;
        continue;
      }
      const doc = tr.state.doc;
      const from = Math.min(Math.max(0, e.value.from), doc.length);
      const to = Math.min(Math.max(from, e.value.to), doc.length);
      const builder = new RangeSetBuilder();
      const line = Decoration.line({ class: "cm-ekb-plan" });
      for (let n = doc.lineAt(from).number; n <= doc.lineAt(to).number; n++) builder.add(doc.line(n).from, doc.line(n).from, line);
      deco = builder.finish();
    }
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const theme = EditorView.theme({
  "&": { border: "1px solid #ced4da", borderRadius: "6px", backgroundColor: "#fff" },
  "&.cm-focused": { outline: "2px solid #1d3557" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", lineHeight: "1.4" },
  ".cm-ekb-plan": { backgroundColor: "#eef4fb" },
});

/**
 * Creates an editor in `parent` (its contents are replaced).
 * `options`: `text`, `language` (`wgsl` | `opencl` | `c`), `label` (the accessible name), `rows`
 * (the height in lines), `onChange(text)` (called after each edit by the visitor, not after `setText`).
 * Returns a handle: `getText()`, `setText(text)`, `setLanguage(name)`,
 * `setDiagnostics([{from, to, severity: "error" | "warning", message}])`, `setPlan(from, to)`,
 * `clearPlan()`, `focus()`, `destroy()`.
 */
function create(parent, options) {
  const language = new Compartment();
  // Its height in lines (public/style.css turns it into the editor's height).
  if (options.rows) parent.style.setProperty("--editor-rows", String(options.rows));
  const onChange = options.onChange;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text ?? "",
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        lintGutter(),
        planField,
        theme,
        language.of(languageOf(options.language)),
        // Tab indents; Escape then Tab moves the focus on (CodeMirror's documented escape hatch).
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ "aria-label": options.label ?? "kernel source", spellcheck: "false", autocapitalize: "off", autocorrect: "off" }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged && onChange && !u.transactions.some((t) => t.annotation(external))) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  const clamp = (i) => Math.min(Math.max(0, i | 0), view.state.doc.length);
  const handle = {
    getText: () => view.state.doc.toString(),
    setText(text) {
      if (text === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, annotations: external.of(true) });
    },
    setLanguage(name) {
      view.dispatch({ effects: language.reconfigure(languageOf(name)) });
    },
    setDiagnostics(list) {
      const diagnostics = list.map((d) => {
        const from = clamp(d.from);
        return { from, to: Math.max(from, clamp(d.to)), severity: d.severity === "warning" ? "warning" : "error", message: d.message, source: d.source };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    setPlan(from, to) {
      view.dispatch({ effects: setPlan.of({ from, to }) });
    },
    clearPlan() {
      view.dispatch({ effects: setPlan.of(null) });
    },
    focus: () => view.focus(),
    destroy() {
      view.destroy();
      delete parent.ekbEditor;
    },
  };
  // The page's tests read the whole text here (CodeMirror draws only the lines in view).
  parent.ekbEditor = handle;
  return handle;
}

globalThis.EkbEditor = { create };

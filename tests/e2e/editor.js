// The app's code editor (CodeMirror 6, app/src/ui/editor.rs) driven as a visitor drives it: focus,
// select all, type. Every helper fails when the page shows the plain-textarea fallback instead
// (the editor script did not load), except where a test asks for the fallback.

/** Waits until the CodeMirror editor inside `sel` (the CodeEditor's id) is up. */
export async function editorReady(p, sel = "#editor", timeout = 30_000) {
  await p
    .locator(`${sel} .cm-host .cm-content`)
    .waitFor({ timeout })
    .catch(async () => {
      const note = await p.locator(`${sel} .editor-note`).allInnerTexts();
      throw new Error(`no code editor in ${sel}: ${note.join(" ") || "(no note)"}`);
    });
}

/** The whole text the editor in `sel` holds (CodeMirror draws only the lines in view). */
export async function editorText(p, sel = "#editor") {
  await editorReady(p, sel);
  return p.locator(`${sel} .cm-host`).evaluate((host) => host.ekbEditor.getText());
}

/** Waits until the editor in `sel` holds `text` (a kernel fetched from the server arrives late). */
export async function waitForEditorText(p, sel, text, timeout = 30_000) {
  await editorReady(p, sel);
  await p.waitForFunction(([s, t]) => document.querySelector(`${s} .cm-host`)?.ekbEditor?.getText() === t, [sel, text], { timeout });
}

/**
 * Replaces the text of the editor in `sel` by typing: a click (a tap on a touch page) into the
 * text, select all, then `text` as one insertion (a paste, as the keyboard's insertText). Checks
 * that the editor holds exactly `text` afterwards (no auto-indent changed it).
 */
export async function setEditorText(p, sel, text) {
  await editorReady(p, sel);
  const content = p.locator(`${sel} .cm-content`);
  const touch = await p.evaluate(() => matchMedia("(pointer: coarse)").matches);
  await (touch ? content.tap() : content.click());
  await p.keyboard.press("ControlOrMeta+A");
  if (text === "") await p.keyboard.press("Backspace");
  else await p.keyboard.insertText(text);
  const got = await editorText(p, sel);
  if (got !== text) throw new Error(`the editor in ${sel} holds ${got.length} characters, not the ${text.length} typed`);
}

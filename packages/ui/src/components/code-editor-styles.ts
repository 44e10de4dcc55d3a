import { StyleModule } from 'style-mod';

/** Documents whose CodeMirror styles already go to a constructable stylesheet. */
const prepared = new WeakSet<Document>();

/**
 * CodeMirror keeps every style of the editor (its base theme, our editorTheme, the extensions' own) in style-mod
 * modules, mounted into the editor's document when a view is created. Into a document, style-mod writes a <style>
 * element, which a Content-Security-Policy without 'unsafe-inline' in style-src refuses (the editor then shows
 * unstyled); into a shadow root it writes a constructable stylesheet (adoptedStyleSheets), which a policy allows. Its
 * choice rests on whether the root has a head, so mounting nothing once while the document's head reads as null
 * makes it keep this document's rules in a constructable stylesheet too, which every editor afterwards shares.
 *
 * There is no switch for this: EditorView.cspNonce needs a nonce, and the recommended policy has none. The ui's code
 * editor stories check that no <style> element appears; a style-mod upgrade that changes its choice fails them.
 */
export function adoptEditorStyles(doc: Document): void {
  // Once per document; browsers without constructable stylesheets keep style-mod's <style>.
  if (prepared.has(doc) || !('adoptedStyleSheets' in doc) || !doc.defaultView?.CSSStyleSheet) return;
  prepared.add(doc);
  Object.defineProperty(doc, 'head', { configurable: true, get: () => null });
  try {
    StyleModule.mount(doc, []);
  } catch {
    // A CodeMirror set up elsewhere already put its <style> in this document: style-mod keeps using that one.
  } finally {
    // Dropping the own property brings Document.prototype's head back.
    Reflect.deleteProperty(doc, 'head');
  }
}

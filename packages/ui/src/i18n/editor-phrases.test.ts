import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_PHRASES, loadEditorPhrases } from './editor-phrases';
import { UI_LANGUAGES } from './strings';

/** Every literal phrase the installed CodeMirror packages ask for: `phrase("Find")`, `phrase(view, "Find")`, `phrase(open ? "Fold line" : "Unfold line")`. */
function installedPhrases(): string[] {
  const require = createRequire(import.meta.url);
  // …/@codemirror/state/dist/index.cjs → …/@codemirror
  const scope = path.resolve(path.dirname(require.resolve('@codemirror/state')), '..', '..');
  const found = new Set<string>();
  // Each package's bundle; the legacy modes (nginx) are one file per language instead.
  const sources = readdirSync(scope).flatMap((name) => {
    const bundle = path.join(scope, name, 'dist', 'index.js');
    if (existsSync(bundle)) return [bundle];
    const modes = path.join(scope, name, 'mode');
    return readdirSync(modes).filter((file) => file.endsWith('.js')).map((file) => path.join(modes, file));
  });
  expect(sources.some((file) => file.endsWith(path.join('mode', 'nginx.js')))).toBe(true);
  for (const file of sources) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\bphrase\(([^)]*)\)/g)) {
      for (const literal of (call[1] ?? '').matchAll(/"([^"]+)"/g)) found.add(literal[1] ?? '');
    }
  }
  return [...found].sort();
}

const dollars = (text: string) => text.split('$').length - 1;

describe('CodeMirror phrases', () => {
  it('lists every phrase the installed CodeMirror packages say', () => {
    const phrases = installedPhrases();
    expect(phrases).toContain('Find');
    expect(phrases.filter((phrase) => !(EDITOR_PHRASES as readonly string[]).includes(phrase))).toEqual([]);
  });

  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))('%s says every phrase, keeping its $ number', async (language) => {
    const phrases = await loadEditorPhrases(language);
    expect(Object.keys(phrases).sort()).toEqual([...EDITOR_PHRASES].sort());
    for (const english of EDITOR_PHRASES) {
      const translated = phrases[english] ?? '';
      expect(translated.trim(), `${language}: ${english}`).not.toBe('');
      expect(dollars(translated), `${language}: ${english}`).toBe(dollars(english));
    }
  });

  it('leaves English and unknown languages to CodeMirror', async () => {
    expect(await loadEditorPhrases('en')).toEqual({});
    expect(await loadEditorPhrases('xx')).toEqual({});
    expect(await loadEditorPhrases('constructor')).toEqual({});
  });
});

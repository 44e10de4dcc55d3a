import type { UiLanguage } from './strings';

/**
 * CodeMirror says a few words itself (the search panel, folding, the lint panel, screen-reader announcements), in
 * English, through its `phrase()` calls. These are those English phrases, the keys of CodeMirror's `phrases` facet;
 * `editor-phrases.test.ts` fails when an installed CodeMirror package asks for one that is not listed. `$` stands for
 * a number CodeMirror fills in.
 */
export const EDITOR_PHRASES = [
  'Find',
  'Replace',
  'next',
  'previous',
  'all',
  'match case',
  'regexp',
  'by word',
  'replace',
  'replace all',
  'close',
  'current match',
  'on line',
  'replaced $ matches',
  'replaced match on line $',
  'Go to line',
  'go',
  'Folded lines',
  'Unfolded lines',
  'to',
  'folded code',
  'unfold',
  'Fold line',
  'Unfold line',
  'Control character',
  'Selection deleted',
  'Completions',
  'Diagnostics',
  'No diagnostics',
] as const;

export type EditorPhrase = (typeof EDITOR_PHRASES)[number];
export type EditorPhrases = Readonly<Record<EditorPhrase, string>>;

type Loader = () => Promise<{ phrases: EditorPhrases }>;

/** One small chunk per language, loaded with the editor, never with the first page. */
const LOADERS: Record<Exclude<UiLanguage, 'en'>, Loader> = {
  ar: () => import('./editor-phrases/ar'),
  de: () => import('./editor-phrases/de'),
  es: () => import('./editor-phrases/es'),
  fr: () => import('./editor-phrases/fr'),
  hi: () => import('./editor-phrases/hi'),
  id: () => import('./editor-phrases/id'),
  it: () => import('./editor-phrases/it'),
  ja: () => import('./editor-phrases/ja'),
  ko: () => import('./editor-phrases/ko'),
  nl: () => import('./editor-phrases/nl'),
  pt: () => import('./editor-phrases/pt'),
  ru: () => import('./editor-phrases/ru'),
  zh: () => import('./editor-phrases/zh'),
};

const NONE: Readonly<Record<string, string>> = {};

/**
 * CodeMirror's phrases in a language, for `EditorState.phrases`: none for English (CodeMirror's own words) or a
 * language the product does not offer, and none when the chunk cannot be fetched (the editor then stays in English).
 */
export async function loadEditorPhrases(language: string): Promise<Readonly<Record<string, string>>> {
  if (!Object.hasOwn(LOADERS, language)) return NONE;
  try {
    return (await LOADERS[language as keyof typeof LOADERS]()).phrases;
  } catch {
    return NONE;
  }
}

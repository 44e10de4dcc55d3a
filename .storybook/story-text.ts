import type { i18n as I18n, ParseKeys, TOptions } from 'i18next';
import type { PanelCatalogs } from '../packages/panel/src/i18n/catalog-types';

/** What a play function receives that holds the story's translations (preview.tsx's loader puts them there). */
export interface StoryTextContext {
  loaded: Record<string, unknown>;
}

/** A catalog area a story reads its texts from (the ui primitives' `ui` namespace included). */
export type StoryArea = keyof PanelCatalogs;

/** A key of the area, or of any area with its prefix (`common:actions.retry`): checked against the English catalogs. */
export type StoryKey<Area extends StoryArea> = ParseKeys<readonly [Area, ...StoryArea[]]>;

/** Translates a key of one catalog area. */
export type StoryText<Area extends StoryArea> = (key: StoryKey<Area>, values?: TOptions) => string;

/** What i18next gives back for a key no catalog holds: never a real text. */
const MISSING = '\u0000storyText: no catalog text';

function storyI18n(context: StoryTextContext): I18n {
  const i18n = context.loaded.panelI18n as I18n | undefined;
  if (!i18n) throw new Error('storyText needs the panel translations: the story must run under .storybook/preview.tsx');
  return i18n;
}

/**
 * The text of a key the caller's types have checked. Inside these generic helpers TypeScript cannot resolve the key
 * union (it sees any property key), so the key goes to i18next as the string it is, with a default value that marks
 * a key the story's language lacks after all.
 */
function translate(context: StoryTextContext, area: StoryArea, key: string, values: TOptions): string {
  const text = storyI18n(context).getFixedT(null, area)(key, { ...values, defaultValue: MISSING });
  if (text === MISSING) throw new Error(`storyText: no ${area} catalog text for '${key}'`);
  return String(text);
}

/**
 * The text a play function looks for, read from the catalogs in the story's language, so a designer who switches the
 * toolbar to German or Arabic sees every play pass as it does in English:
 * `const t = storyText(context, 'runner'); await canvas.findByRole('button', { name: t('actions.deploy') })`.
 * Keys of another area take their prefix: `t('common:actions.retry')`.
 */
export function storyText<Area extends StoryArea>(context: StoryTextContext, area: Area): StoryText<Area> {
  return (key, values) => translate(context, area, String(key), values ?? {});
}

/** A pattern matching a catalog text whatever its {{placeholders}} hold: for texts with numbers or names in them. */
export function storyTextPattern<Area extends StoryArea>(context: StoryTextContext, area: Area, key: StoryKey<Area>): RegExp {
  const template = translate(context, area, String(key), { interpolation: { skipOnVariables: true }, skipInterpolation: true });
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+');
  return new RegExp(escaped);
}

import type { i18n as I18n, TOptions } from 'i18next';

/** What a play function receives that holds the story's translations (preview.tsx's loader puts them there). */
export interface StoryTextContext {
  loaded: Record<string, unknown>;
}

/** Translates a key of one catalog area. */
export type StoryText = (key: string, values?: TOptions) => string;

function storyI18n(context: StoryTextContext): I18n {
  const i18n = context.loaded.panelI18n as I18n | undefined;
  if (!i18n) throw new Error('storyText needs the panel translations: the story must run under .storybook/preview.tsx');
  return i18n;
}

/**
 * The text a play function looks for, read from the catalogs in the story's language, so a designer who switches the
 * toolbar to German or Arabic sees every play pass as it does in English:
 * `const t = storyText(context, 'runner'); await canvas.findByRole('button', { name: t('actions.deploy') })`.
 * Keys of another area take their prefix: `t('common:actions.retry')`.
 */
export function storyText(context: StoryTextContext, area: string): StoryText {
  const fixed = storyI18n(context).getFixedT(null, area);
  return (key, values) => {
    const text = fixed(key, values ?? {});
    if (text === key || text === `${area}:${key}`) throw new Error(`storyText: no ${area} catalog text for '${key}'`);
    return String(text);
  };
}

/** A pattern matching a catalog text whatever its {{placeholders}} hold: for texts with numbers or names in them. */
export function storyTextPattern(context: StoryTextContext, area: string, key: string): RegExp {
  const template = String(storyI18n(context).getFixedT(null, area)(key, { interpolation: { skipOnVariables: true }, skipInterpolation: true }));
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+');
  return new RegExp(escaped);
}

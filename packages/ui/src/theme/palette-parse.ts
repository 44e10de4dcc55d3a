/** Reads palette CSS text into `{ paletteName: { token: value } }`; used by the palette tests. */
export type PaletteTokens = Record<string, Record<string, string>>;

const BLOCK = /([^{}]+)\{([^{}]*)\}/g;
const THEME_NAME = /\[data-theme="([a-z]+)"\]/g;
const DECLARATION = /--([a-z0-9-]+)\s*:\s*([^;]+);/g;

export function parsePalettes(cssText: string): PaletteTokens {
  const palettes: PaletteTokens = {};
  const withoutComments = cssText.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector = '', body = ''] of withoutComments.matchAll(BLOCK)) {
    const names = [...selector.matchAll(THEME_NAME)].map((match) => match[1] ?? '');
    const tokens: Record<string, string> = {};
    for (const [, name = '', value = ''] of body.matchAll(DECLARATION)) tokens[name] = value.trim();
    for (const name of names) palettes[name] = { ...palettes[name], ...tokens };
  }
  return palettes;
}

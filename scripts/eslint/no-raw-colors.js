/**
 * Fails on colour classes that bypass the design tokens: Tailwind palette colours (bg-red-500, text-white),
 * arbitrary colour values (bg-[#ff0000], text-[rgb(0,0,0)]) and dark: colour overrides. Components use the semantic
 * token classes of packages/ui/src/theme/tokens.css, so all six palettes stay in charge.
 */
const UTILITIES = '(?:bg|text|border(?:-[xytrblse])?|ring|ring-offset|outline|fill|stroke|from|via|to|divide|placeholder|accent|caret|decoration|shadow|inset-shadow)';
const PALETTE = '(?:red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone|mauve|olive|mist|taupe)';

export const RAW_COLOR_PATTERNS = [
  new RegExp(`(?<![\\w-])${UTILITIES}-${PALETTE}-\\d{2,3}(?:/\\d+)?(?![\\w-])`),
  new RegExp(`(?<![\\w-])${UTILITIES}-(?:white|black)(?:/\\d+)?(?![\\w-])`),
  new RegExp(`(?<![\\w-])${UTILITIES}-\\[(?:#|rgba?\\(|hsla?\\(|oklch\\(|oklab\\(|color\\()`),
  new RegExp(`(?<![\\w-])dark:${UTILITIES}-`),
];

export function findRawColor(text) {
  for (const pattern of RAW_COLOR_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRawColors = {
  meta: {
    type: 'problem',
    docs: { description: 'Use semantic colour tokens instead of raw colour classes.' },
    messages: {
      raw: 'Raw colour class "{{found}}": use a semantic token class (bg-primary, text-muted-foreground, ...) instead.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const found = findRawColor(text);
      if (found) context.report({ node, messageId: 'raw', data: { found } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { 'no-raw-colors': noRawColors } };

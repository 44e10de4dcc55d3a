/** A piece of a translated sentence: running text, or a value from the data (a domain, an IP address). */
export interface TextPart {
  text: string;
  isData: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a translated sentence around the data values it quotes, so only those may break anywhere (a long domain in a
 * narrow alert) and read left to right inside a right-to-left sentence; the words around them wrap as words.
 */
export function splitDataParts(text: string, data: readonly string[]): TextPart[] {
  // The longest value first, so a value that contains another (an IP inside a list of IPs) is kept whole.
  const values = [...new Set(data.filter((value) => value !== ''))].sort((a, b) => b.length - a.length);
  if (values.length === 0) return text === '' ? [] : [{ text, isData: false }];
  const pattern = new RegExp(`(${values.map(escapeRegExp).join('|')})`);
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, isData: values.includes(piece) }));
}

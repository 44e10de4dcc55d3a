/** First letters of the first and last word (of the local part of an e-mail address); whole characters, any script. */
export function initialsOf(name: string): string {
  const local = name.trim().split('@')[0] ?? '';
  const words = local.split(/[\s._-]+/u).filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase() || '?';
}

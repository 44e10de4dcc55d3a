import type { AnsiSegment } from '@hostdeck/ui';

/** One place the search text occurs: in line `line`, characters `start` to `end` of its plain text. */
export interface LogMatch {
  line: number;
  start: number;
  end: number;
}

/** Every place `query` occurs in the lines, in reading order, ignoring case; an empty query finds nothing. */
export function findLogMatches(texts: readonly string[], query: string): LogMatch[] {
  const needle = query.toLocaleLowerCase();
  if (needle === '') return [];
  const matches: LogMatch[] = [];
  texts.forEach((text, line) => {
    const haystack = text.toLocaleLowerCase();
    for (let start = haystack.indexOf(needle); start !== -1; start = haystack.indexOf(needle, start + needle.length)) {
      matches.push({ line, start, end: start + needle.length });
    }
  });
  return matches;
}

/** The match after (or before, `step` -1) `current`, wrapping around at either end. */
export function stepMatch(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return 0;
  return (current + step + count) % count;
}

export interface HighlightPiece extends AnsiSegment {
  /** Inside a match: the index of that match among all matches, else undefined. */
  match?: number;
}

/**
 * A line's coloured segments cut where its matches begin and end, so each match can be marked without losing the
 * colours around and inside it. `matches` are this line's, in order, with their index among all matches.
 */
export function highlightSegments(segments: readonly AnsiSegment[], matches: readonly (LogMatch & { index: number })[]): HighlightPiece[] {
  if (matches.length === 0) return [...segments];
  const pieces: HighlightPiece[] = [];
  let offset = 0;
  for (const segment of segments) {
    const segmentEnd = offset + segment.text.length;
    let cut = offset;
    while (cut < segmentEnd) {
      const inside = matches.find((match) => match.start <= cut && cut < match.end);
      const nextStart = matches.find((match) => match.start > cut)?.start ?? Number.POSITIVE_INFINITY;
      const end = Math.min(segmentEnd, inside ? inside.end : nextStart);
      const piece: HighlightPiece = { text: segment.text.slice(cut - offset, end - offset), style: segment.style };
      if (inside) piece.match = inside.index;
      pieces.push(piece);
      cut = end;
    }
    offset = segmentEnd;
  }
  return pieces;
}

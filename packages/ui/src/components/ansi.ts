/* eslint-disable no-control-regex -- a terminal log parser matches control characters by design */
/** The terminal colours a log may use; black, white and gray render in the default colour. */
export type AnsiColor = 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan';

export interface AnsiStyle {
  color?: AnsiColor;
  isBold?: boolean;
}

export interface AnsiSegment {
  text: string;
  style: AnsiStyle;
}

// Index = colour number 0-7 of codes 30-37 and 90-97.
const COLORS: ReadonlyArray<AnsiColor | undefined> = [undefined, 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', undefined];

const CSI = /(?:\x1b\[|\x9b)([0-?]*)[ -/]*([@-~])?/y;
// OSC, DCS, SOS, PM and APC strings end at BEL or ST; an unterminated one ends at the line so the log survives.
const STRING_SEQUENCE = /\x1b[\]PX^_][^\x07\x1b\n]*(?:\x07|\x1b\\)?/y;
const OTHER_ESCAPE = /\x1b[ -/]*[0-~]?/y;
// Printable text: everything but C0 controls (except tab), DEL and C1 controls.
const TEXT = /[^\x00-\x08\x0a-\x1f\x7f-\x9f]+/y;

function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

/** Applies one SGR parameter list (`1;31`) to the style; codes other than bold and foreground are ignored. */
function applySgr(style: AnsiStyle, params: string): AnsiStyle {
  // An empty parameter means 0, so `\x1b[m` and `\x1b[;31m` reset too.
  const codes = params.split(';').map(Number);
  let next = { ...style };
  for (let index = 0; index < codes.length; index++) {
    const code = codes[index] ?? -1;
    if (code === 0) next = {};
    else if (code === 1) next.isBold = true;
    else if (code === 22) delete next.isBold;
    else if (code === 39) delete next.color;
    else if ((code >= 30 && code <= 37) || (code >= 90 && code <= 97)) next = withColor(next, COLORS[code % 10]);
    else if (code === 38 || code === 48 || code === 58) {
      // Extended colours carry sub-parameters (5;n or 2;r;g;b) that must not be read as codes of their own.
      const mode = codes[index + 1];
      const skip = mode === 5 ? 2 : mode === 2 ? 4 : 1;
      const paletteIndex = codes[index + 2];
      if (code === 38) next = withColor(next, mode === 5 && paletteIndex !== undefined && paletteIndex >= 0 && paletteIndex < 16 ? COLORS[paletteIndex % 8] : undefined);
      index += skip;
    }
  }
  return next;
}

function withColor(style: AnsiStyle, color: AnsiColor | undefined): AnsiStyle {
  const next = { ...style };
  delete next.color;
  if (color) next.color = color;
  return next;
}

function sameStyle(a: AnsiStyle, b: AnsiStyle): boolean {
  return a.color === b.color && a.isBold === b.isBold;
}

/**
 * Splits terminal output into styled text segments. Only bold and the six foreground colours survive;
 * every other escape sequence and control character is removed, and a carriage return inside a line keeps
 * only what was written after it, as a terminal would show a progress bar.
 */
export function parseAnsi(text: string): AnsiSegment[] {
  const segments: AnsiSegment[] = [];
  let line: AnsiSegment[] = [];
  let style: AnsiStyle = {};
  let hasPendingReturn = false;

  const push = (target: AnsiSegment[], segment: AnsiSegment) => {
    const last = target[target.length - 1];
    if (last && sameStyle(last.style, segment.style)) last.text += segment.text;
    else target.push({ text: segment.text, style: { ...segment.style } });
  };
  const addText = (value: string) => {
    if (hasPendingReturn) line = [];
    hasPendingReturn = false;
    push(line, { text: value, style });
  };
  const endLine = () => {
    for (const segment of line) push(segments, segment);
    line = [];
    hasPendingReturn = false;
  };

  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '\n') {
      endLine();
      push(segments, { text: '\n', style });
      index++;
    } else if (char === '\r') {
      hasPendingReturn = true;
      index++;
    } else if (char === '\x1b' || char === '\x9b') {
      const csi = matchAt(CSI, text, index);
      const sequence = csi ?? matchAt(STRING_SEQUENCE, text, index) ?? matchAt(OTHER_ESCAPE, text, index);
      if (csi?.[2] === 'm' && /^[\d;]*$/.test(csi[1] ?? '')) style = applySgr(style, csi[1] ?? '');
      // Erase-in-line right after a carriage return blanks the line being overwritten.
      if (csi?.[2] === 'K' && hasPendingReturn) line = [];
      index += sequence ? Math.max(sequence[0].length, 1) : 1;
    } else {
      const run = matchAt(TEXT, text, index);
      if (run) {
        addText(run[0]);
        index += run[0].length;
      } else {
        index++;
      }
    }
  }
  endLine();
  return segments;
}

/**
 * The segments of each line of terminal output, for views that draw it line by line. A style carries on into the
 * next line, as in a terminal; an empty line has no segments.
 */
export function parseAnsiLines(text: string): AnsiSegment[][] {
  const lines: AnsiSegment[][] = [[]];
  for (const segment of parseAnsi(text)) {
    segment.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1]?.push({ text: part, style: segment.style });
    });
  }
  return lines;
}

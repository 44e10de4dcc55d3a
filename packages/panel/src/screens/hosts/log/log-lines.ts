import { parseAnsiLines, type AnsiSegment } from '@hostdeck/ui';

/** Which stream of the log command a line came from: stderr lines are marked as the command's errors. */
export type LogStream = 'stdout' | 'stderr';

export interface LogLine {
  stream: LogStream;
  /** The line with its terminal colours; other escape sequences are dropped. */
  segments: readonly AnsiSegment[];
  /** The line as plain text: what search looks in and what copy and download hold. */
  text: string;
}

function streamLines(output: string, stream: LogStream): LogLine[] {
  // A tail ends with a newline; that empty last line is no line of the log.
  const trimmed = output.replace(/\r?\n$/, '');
  if (trimmed === '') return [];
  return parseAnsiLines(trimmed).map((segments) => ({ stream, segments, text: segments.map((segment) => segment.text).join('') }));
}

/** The log's lines: the tail as the server sent it, then what the command wrote to stderr. */
export function logLines(stdout: string, stderr: string): LogLine[] {
  return [...streamLines(stdout, 'stdout'), ...streamLines(stderr, 'stderr')];
}

/** The log as plain text, for copy and download: colours dropped, stderr after stdout. */
export function logPlainText(lines: readonly LogLine[]): string {
  return lines.map((line) => line.text).join('\n');
}

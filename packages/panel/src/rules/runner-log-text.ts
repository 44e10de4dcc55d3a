/* eslint-disable no-control-regex -- terminal output is matched on its control characters by design */

// One token at a time, in the order a terminal reads them: a CSI sequence (its final byte captured), an OSC/DCS/SOS/
// PM/APC string (ending at BEL or ST, or at the line when unterminated), any other escape, a carriage return, a run of
// printable text (tabs included), or one other control character, which shows nothing.
const TOKEN =
  /(?:\x1b\[|\x9b)[0-?]*[ -/]*([@-~])?|\x1b[\]PX^_][^\x07\x1b\n]*(?:\x07|\x1b\\)?|\x1b[ -/]*[0-~]?|(\r)|([^\x00-\x08\x0a-\x1f\x7f-\x9f]+)|[\s\S]/g;

/**
 * One line of terminal output as a terminal shows it: escape sequences and control characters removed, and after a
 * carriage return only what was written next (a progress bar's last state); erase-in-line right after the return
 * blanks the line. The same reading as the ui's `parseAnsi`, without the colours, so the rules need no renderer.
 */
export function terminalLineText(line: string): string {
  let text = '';
  let hasPendingReturn = false;
  for (const [, final, carriageReturn, printable] of line.matchAll(TOKEN)) {
    if (carriageReturn) hasPendingReturn = true;
    else if (final === 'K' && hasPendingReturn) text = '';
    else if (printable) {
      if (hasPendingReturn) text = '';
      hasPendingReturn = false;
      text += printable;
    }
  }
  return text;
}

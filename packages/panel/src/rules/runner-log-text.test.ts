import { describe, expect, it } from 'vitest';
import { terminalLineText } from './runner-log-text';

const ESC = '\x1b';

// The cases of the ui's parseAnsi tests that stay on one line, with the text it shows: both readings must agree.
describe('terminalLineText', () => {
  it.each<[string, string, string]>([
    ['empty input', '', ''],
    ['plain text', 'hello world', 'hello world'],
    ['tabs', 'a\tb', 'a\tb'],
    ['HTML stays text', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['colours and bold', `${ESC}[1;31mfailed${ESC}[0m done`, 'failed done'],
    ['extended colours', `${ESC}[38;5;31mx${ESC}[38;2;1;31;1my${ESC}[38:5:1mz`, 'xyz'],
    ['cursor moves', `a${ESC}[2Ab${ESC}[10;20Hc${ESC}[3D`, 'abc'],
    ['erase in line without a return', `a${ESC}[Kb${ESC}[2K`, 'ab'],
    ['private modes', `${ESC}[?25lhidden cursor${ESC}[?25h`, 'hidden cursor'],
    ['private SGR-like sequence', `${ESC}[>4;1mx`, 'x'],
    ['OSC title with BEL', `${ESC}]0;my title\x07text`, 'text'],
    ['OSC hyperlink with ST', `${ESC}]8;;https://x.test${ESC}\\link${ESC}]8;;${ESC}\\`, 'link'],
    ['unterminated OSC ends at the line', `${ESC}]0;title`, ''],
    ['charset selection', `${ESC}(Bx${ESC})0`, 'x'],
    ['single-character escapes', `${ESC}7a${ESC}8b${ESC}=c${ESC}M`, 'abc'],
    ['lone escape at the end', `a${ESC}`, 'a'],
    ['unterminated CSI at the end', `a${ESC}[31`, 'a'],
    ['CSI interrupted by another escape', `a${ESC}[3${ESC}[32mb`, 'ab'],
    ['8-bit CSI', 'a\x9b2Kb', 'ab'],
    ['other control characters', 'a\x00b\x07c\x08d\x7fe\x85f', 'abcdef'],
    ['carriage return overwrites the line', 'Downloading 10%\rDownloading 100%', 'Downloading 100%'],
    ['several overwrites', '1\r2\r3', '3'],
    ['a colour set in overwritten text', `${ESC}[32mold\rnew`, 'new'],
    ['trailing carriage return keeps the line', 'one\r', 'one'],
    ['return then erase blanks the line', `spinner\r${ESC}[K`, ''],
    ['return, colour, then erase', `spinner\r${ESC}[31m${ESC}[K`, ''],
    ['erase after new text keeps it', `old\rnew${ESC}[K`, 'new'],
  ])('%s', (_name, input, expected) => {
    expect(terminalLineText(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { parseAnsi, parseAnsiLines, type AnsiSegment } from './ansi';

const ESC = '\x1b';
const plain = (text: string): AnsiSegment => ({ text, style: {} });

describe('parseAnsi', () => {
  it.each<[string, string, AnsiSegment[]]>([
    ['empty input', '', []],
    ['plain text', 'hello world', [plain('hello world')]],
    ['tabs and newlines', 'a\tb\nc', [plain('a\tb\nc')]],
    ['HTML stays text', '<script>alert(1)</script><img src=x onerror=alert(1)>', [plain('<script>alert(1)</script><img src=x onerror=alert(1)>')]],
    ['a red word', `${ESC}[31mfailed${ESC}[0m done`, [{ text: 'failed', style: { color: 'red' } }, plain(' done')]],
    ['each basic colour', `${ESC}[32mg${ESC}[33my${ESC}[34mb${ESC}[35mm${ESC}[36mc`, [
      { text: 'g', style: { color: 'green' } },
      { text: 'y', style: { color: 'yellow' } },
      { text: 'b', style: { color: 'blue' } },
      { text: 'm', style: { color: 'magenta' } },
      { text: 'c', style: { color: 'cyan' } },
    ]],
    ['bright colours map to the same names', `${ESC}[91ma${ESC}[96mb`, [
      { text: 'a', style: { color: 'red' } },
      { text: 'b', style: { color: 'cyan' } },
    ]],
    ['black, white and gray have no colour', `${ESC}[30ma${ESC}[37mb${ESC}[90mc${ESC}[97md`, [plain('abcd')]],
    ['bold', `${ESC}[1mbig${ESC}[22m small`, [{ text: 'big', style: { isBold: true } }, plain(' small')]],
    ['combined bold and colour', `${ESC}[1;31merror`, [{ text: 'error', style: { color: 'red', isBold: true } }]],
    ['39 keeps bold, drops colour', `${ESC}[1;32mok${ESC}[39m!`, [
      { text: 'ok', style: { color: 'green', isBold: true } },
      { text: '!', style: { isBold: true } },
    ]],
    ['empty SGR resets', `${ESC}[31mred${ESC}[mplain`, [{ text: 'red', style: { color: 'red' } }, plain('plain')]],
    ['empty parameter resets', `${ESC}[1m${ESC}[;34mblue`, [{ text: 'blue', style: { color: 'blue' } }]],
    ['ignored codes keep the style', `${ESC}[31;4;2;7;44mx`, [{ text: 'x', style: { color: 'red' } }]],
    ['256 colour sub-parameters are not codes', `${ESC}[38;5;31mx`, [plain('x')]],
    ['256 colour of the basic range', `${ESC}[38;5;9mx`, [{ text: 'x', style: { color: 'red' } }]],
    ['true colour sub-parameters are skipped', `${ESC}[38;2;1;31;1mx`, [plain('x')]],
    ['background colours are ignored', `${ESC}[48;5;1;32mx`, [{ text: 'x', style: { color: 'green' } }]],
    ['colon sub-parameters are ignored', `${ESC}[38:5:1mx`, [plain('x')]],
    ['style spans lines', `${ESC}[31ma\nb`, [{ text: 'a\nb', style: { color: 'red' } }]],
    ['adjacent equal styles merge', `${ESC}[31ma${ESC}[31mb`, [{ text: 'ab', style: { color: 'red' } }]],
    ['only escapes', `${ESC}[31m${ESC}[0m`, []],
  ])('%s', (_name, input, expected) => {
    expect(parseAnsi(input)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['cursor moves', `a${ESC}[2Ab${ESC}[10;20Hc${ESC}[3D`, 'abc'],
    ['erase in line', `a${ESC}[Kb${ESC}[2K`, 'ab'],
    ['private modes', `${ESC}[?25lhidden cursor${ESC}[?25h`, 'hidden cursor'],
    ['private SGR-like sequence', `${ESC}[>4;1mx`, 'x'],
    ['OSC title with BEL', `${ESC}]0;my title\x07text`, 'text'],
    ['OSC hyperlink with ST', `${ESC}]8;;https://x.test${ESC}\\link${ESC}]8;;${ESC}\\`, 'link'],
    ['unterminated OSC ends at the line', `${ESC}]0;title\nnext`, '\nnext'],
    ['charset selection', `${ESC}(Bx${ESC})0`, 'x'],
    ['single-character escapes', `${ESC}7a${ESC}8b${ESC}=c${ESC}M`, 'abc'],
    ['lone escape at the end', `a${ESC}`, 'a'],
    ['unterminated CSI at the end', `a${ESC}[31`, 'a'],
    ['unterminated CSI before a newline', `a${ESC}[31\nb`, 'a\nb'],
    ['CSI interrupted by another escape', `a${ESC}[3${ESC}[32mb`, 'ab'],
    ['8-bit CSI', 'a\x9b2Kb', 'ab'],
    ['other control characters', 'a\x00b\x07c\x08d\x7fe\x85f', 'abcdef'],
    ['carriage return overwrites the line', 'Downloading 10%\rDownloading 100%\ndone', 'Downloading 100%\ndone'],
    ['several overwrites', '1\r2\r3', '3'],
    ['CRLF keeps the line', 'one\r\ntwo\r\n', 'one\ntwo\n'],
    ['trailing carriage return keeps the line', 'one\r', 'one'],
    ['return then erase blanks the line', 'spinner\r\x1b[K\nnext', '\nnext'],
    ['return only affects its own line', 'keep\nold\rnew', 'keep\nnew'],
  ])('strips %s', (_name, input, expected) => {
    expect(parseAnsi(input).map((segment) => segment.text).join('')).toBe(expected);
  });

  it('keeps colours set in overwritten text', () => {
    expect(parseAnsi(`${ESC}[32mold\rnew`)).toEqual([{ text: 'new', style: { color: 'green' } }]);
  });

  it('never returns empty segments', () => {
    const segments = parseAnsi(`${ESC}[1m${ESC}[31m${ESC}[0mx${ESC}[32m${ESC}[0m`);
    expect(segments).toEqual([plain('x')]);
  });
});

describe('parseAnsiLines', () => {
  it.each<[string, string, AnsiSegment[][]]>([
    ['empty input is one empty line', '', [[]]],
    ['one line per newline', 'a\n\nb\n', [[plain('a')], [], [plain('b')], []]],
    ['a colour carries across a line break', `${ESC}[32mone\ntwo${ESC}[0m three`, [
      [{ text: 'one', style: { color: 'green' } }],
      [{ text: 'two', style: { color: 'green' } }, plain(' three')],
    ]],
    ['overwritten progress stays on its line', `10%\r100%\n${ESC}[1mdone`, [[plain('100%')], [{ text: 'done', style: { isBold: true } }]]],
  ])('%s', (_name, input, expected) => {
    expect(parseAnsiLines(input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { singleFileZip } from './backup-archive';

const u16 = (bytes: Uint8Array, offset: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint16(offset, true);
const u32 = (bytes: Uint8Array, offset: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true);

describe('singleFileZip', () => {
  const zip = singleFileZip('check.txt', '123456789');

  it('writes a local entry with the standard CRC-32 of its stored content', () => {
    expect(u32(zip, 0)).toBe(0x04034b50);
    expect(u16(zip, 8)).toBe(0); // stored
    expect(u32(zip, 14)).toBe(0xcbf43926); // the CRC-32 check value of "123456789"
    expect(u32(zip, 18)).toBe(9);
    expect(u32(zip, 22)).toBe(9);
    expect(new TextDecoder().decode(zip.slice(30, 30 + u16(zip, 26)))).toBe('check.txt');
    expect(new TextDecoder().decode(zip.slice(39, 48))).toBe('123456789');
  });

  it('ends with a directory of one entry that points back at the local entry', () => {
    const end = zip.length - 22;
    expect(u32(zip, end)).toBe(0x06054b50);
    expect(u16(zip, end + 10)).toBe(1);
    const directory = u32(zip, end + 16);
    expect(directory).toBe(48);
    expect(u32(zip, directory)).toBe(0x02014b50);
    expect(u32(zip, directory + 16)).toBe(0xcbf43926);
    expect(u32(zip, directory + 42)).toBe(0);
    expect(u32(zip, end + 12)).toBe(end - directory);
  });

  it('gives the same bytes for the same file', () => {
    expect(singleFileZip('check.txt', '123456789')).toEqual(zip);
  });
});

/**
 * A tiny zip archive standing in for a backup's file: one stored (uncompressed) text entry, built byte by byte so the
 * simulated backend needs no zip library and the same backup always gives the same bytes.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
/** Version 2.0: the lowest a stored entry needs. */
const ZIP_VERSION = 20;
/** Bit 11: the entry's name is UTF-8. */
const UTF8_NAME = 0x0800;
/** 1980-01-01 00:00, the earliest DOS date: a fixed stamp keeps the bytes deterministic. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian fields, as zip writes them. */
function fields(values: readonly (readonly [size: 2 | 4, value: number])[]): Uint8Array {
  const bytes = new Uint8Array(values.reduce((total, [size]) => total + size, 0));
  const view = new DataView(bytes.buffer);
  let offset = 0;
  for (const [size, value] of values) {
    if (size === 2) view.setUint16(offset, value, true);
    else view.setUint32(offset, value, true);
    offset += size;
  }
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** A zip holding one file `name` with `content` (UTF-8), stored without compression. */
export function singleFileZip(name: string, content: string): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const nameBytes = encoder.encode(name);
  const data = encoder.encode(content);
  const crc = crc32(data);
  const shared = [
    [2, ZIP_VERSION],
    [2, UTF8_NAME],
    [2, 0], // stored
    [2, DOS_TIME],
    [2, DOS_DATE],
    [4, crc],
    [4, data.length],
    [4, data.length],
    [2, nameBytes.length],
    [2, 0], // no extra field
  ] as const;
  const local = concat([fields([[4, LOCAL_HEADER], ...shared]), nameBytes, data]);
  const central = concat([
    fields([[4, CENTRAL_HEADER], [2, ZIP_VERSION], ...shared, [2, 0], [2, 0], [2, 0], [4, 0], [4, 0]]),
    nameBytes,
  ]);
  const end = fields([[4, END_OF_CENTRAL], [2, 0], [2, 0], [2, 1], [2, 1], [4, central.length], [4, local.length], [2, 0]]);
  return concat([local, central, end]);
}

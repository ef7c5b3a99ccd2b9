// A user's recipe photo is stored only as a well-formed baseline or progressive JPEG, rewritten segment by
// segment: the image data is kept byte for byte, and every metadata segment (EXIF with its GPS position,
// XMP, comments, thumbnails) is dropped. Anything that does not walk as a JPEG from SOI to EOI is refused.
// The browser has already cropped and re-encoded it (SPEC §5); this is the server's own check, not a decoder.

/** Segments kept: JFIF (APP0), Adobe colour transform (APP14), and everything that is not APPn or COM. */
const keep = (marker: number) => !((marker >= 0xe1 && marker <= 0xef && marker !== 0xee) || marker === 0xfe);
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** The cleaned JPEG, or null when the bytes are not one. */
export function sanitiseJpeg(input: Buffer): Buffer | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8 || input[2] !== 0xff) return null;
  const out: Buffer[] = [input.subarray(0, 2)];
  let i = 2;
  let sawFrame = false;
  let sawScan = false;
  while (i < input.length) {
    if (input[i] !== 0xff) return null;
    // fill bytes may pad between segments
    while (input[i] === 0xff && i < input.length) i += 1;
    const marker = input[i];
    if (marker === undefined) return null;
    i += 1;
    if (marker === 0xd9) {
      if (!sawFrame || !sawScan) return null;
      out.push(Buffer.from([0xff, 0xd9]));
      return Buffer.concat(out);
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return null;
    if (i + 2 > input.length) return null;
    const length = input.readUInt16BE(i);
    if (length < 2 || i + length > input.length) return null;
    const segment = input.subarray(i - 2, i + length);
    i += length;
    if (isStartOfFrame(marker)) sawFrame = true;
    if (keep(marker)) out.push(segment);
    if (marker !== 0xda) continue;
    // entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker
    sawScan = true;
    const start = i;
    while (i + 1 < input.length && !(input[i] === 0xff && input[i + 1] !== 0x00 && !(input[i + 1]! >= 0xd0 && input[i + 1]! <= 0xd7))) i += 1;
    if (i + 1 >= input.length) return null;
    out.push(input.subarray(start, i));
  }
  return null;
}

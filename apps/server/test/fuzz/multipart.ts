// multipart/form-data bodies, well-formed and broken: the avatar upload's input, and garbage for every other route.
import fc from 'fast-check';
import sharp from 'sharp';
import { hexString, junkString, nastyString } from './junk.ts';

/** Real pictures, so that a well-formed upload can reach the image pipeline and succeed. */
export type SampleFiles = { png: Buffer; jpeg: Buffer; tooLarge: Buffer };

export async function sampleFiles(): Promise<SampleFiles> {
  const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } });
  const png = await picture.clone().png().toBuffer();
  // Over the 5 MB avatar limit; a PNG signature in front, so only its size gives it away.
  const tooLarge = Buffer.alloc(6 * 1024 * 1024, 7);
  png.copy(tooLarge, 0, 0, 16);
  return { png, jpeg: await picture.clone().jpeg().toBuffer(), tooLarge };
}

/** Form field names worth trying: the upload's own (file `avatar`, text `preset`), the contract's, and others. */
const COMMON_FIELDS = ['avatar', 'preset', 'file', 'image'];

type Part = { name: string; filename?: string; contentType?: string; data: Buffer };

const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

function fileData(files: SampleFiles): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(files.png, files.jpeg), weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(files.png, files.jpeg), fc.uint8Array({ maxLength: 512 }), fc.nat())
        .map(([img, noise, at]) => {
          // A real header with garbage spliced in: a corrupt image.
          const cut = 8 + (at % Math.max(1, img.length - 8));
          return Buffer.concat([img.subarray(0, cut), Buffer.from(noise)]);
        }),
      weight: 3,
    },
    { arbitrary: fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)), weight: 3 },
    { arbitrary: fc.constant(Buffer.from(SVG_WITH_SCRIPT)), weight: 1 },
    { arbitrary: junkString.map((s) => Buffer.from(s)), weight: 1 },
    { arbitrary: fc.constant(Buffer.alloc(0)), weight: 1 },
    { arbitrary: fc.constant(files.tooLarge), weight: 1 },
  );
}

function part(fields: string[], files: SampleFiles, texts: string[]): fc.Arbitrary<Part> {
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...fields), weight: 6 },
    { arbitrary: fc.constantFrom('', 'a"b', 'x'.repeat(300), '😀'), weight: 1 },
  );
  const filePart = fc.record(
    {
      name,
      filename: fc.oneof(
        fc.constantFrom('me.png', 'me.jpg', 'a.svg', '../../etc/passwd', '😀.png', '', 'x'.repeat(300)),
        nastyString,
      ),
      contentType: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', 'x/y', ''),
      data: fileData(files),
    },
    { requiredKeys: ['name', 'data'] },
  );
  const textPart = fc.record({
    name,
    data: fc.oneof(fc.constantFrom(...texts), junkString).map((s) => Buffer.from(s)),
  });
  return fc.oneof(filePart, textPart);
}

/** Header values may hold no CR, LF or non-Latin-1 characters: strip them, keeping the rest hostile. */
const headerSafe = (s: string) => s.replace(/[\r\n]/g, ' ').replace(/[^\x20-\xff]/g, '?');

function encode(parts: Part[], boundary: string, lineEnd: string, close: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${headerSafe(p.name)}"` +
      (p.filename !== undefined ? `; filename="${headerSafe(p.filename)}"` : '');
    const type = p.contentType !== undefined ? `${lineEnd}Content-Type: ${p.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}${lineEnd}${disposition}${type}${lineEnd}${lineEnd}`, 'latin1'));
    chunks.push(p.data, Buffer.from(lineEnd));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${lineEnd}`));
  return Buffer.concat(chunks);
}

export type MultipartBody = { contentType: string; payload: Buffer; kind: string };

/** A form with a few parts, mostly well-formed; the rest has a broken boundary, framing or line ends. */
export function multipartBody(
  fieldNames: string[],
  files: SampleFiles,
  texts: string[],
): fc.Arbitrary<MultipartBody> {
  const fields = [...new Set([...fieldNames, ...COMMON_FIELDS])];
  return fc
    .record({
      parts: fc.array(part(fields, files, texts), { minLength: 0, maxLength: 8 }),
      boundary: fc.oneof(fc.constantFrom('----fuzz', 'X', 'b'.repeat(70)), hexString({ minLength: 1 })),
      flaw: fc.constantFrom(
        'none',
        'none',
        'none',
        'unclosed',
        'other-boundary',
        'no-boundary',
        'lf-only',
        'garbage',
      ),
      garbage: fc.uint8Array({ maxLength: 2048 }),
    })
    .map(({ parts, boundary, flaw, garbage }) => {
      const header = `multipart/form-data; boundary=${boundary}`;
      switch (flaw) {
        case 'unclosed':
          return {
            contentType: header,
            payload: encode(parts, boundary, '\r\n', false),
            kind: 'multipart-unclosed',
          };
        case 'other-boundary':
          return {
            contentType: `${header}x`,
            payload: encode(parts, boundary, '\r\n', true),
            kind: 'multipart-wrong-boundary',
          };
        case 'no-boundary':
          return {
            contentType: 'multipart/form-data',
            payload: encode(parts, boundary, '\r\n', true),
            kind: 'multipart-no-boundary',
          };
        case 'lf-only':
          return { contentType: header, payload: encode(parts, boundary, '\n', true), kind: 'multipart-lf' };
        case 'garbage':
          return { contentType: header, payload: Buffer.from(garbage), kind: 'multipart-garbage' };
        default:
          return { contentType: header, payload: encode(parts, boundary, '\r\n', true), kind: 'multipart' };
      }
    });
}

/** Image checks for uploads: the extension and the file's first bytes must agree on an image type. */
export const imageTypes = {
  png: {
    mime: 'image/png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  jpg: { mime: 'image/jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  gif: { mime: 'image/gif', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  webp: {
    mime: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;

export type ImageType = keyof typeof imageTypes;

/** The image type of a file, or null when its name or its content is not an accepted image. */
export function detectImage(filename: string, content: Buffer): { ext: ImageType; mime: string } | null {
  const raw = filename.split('.').pop()?.toLowerCase() ?? '';
  const ext = raw === 'jpeg' ? 'jpg' : raw;
  if (!(ext in imageTypes)) return null;
  const type = imageTypes[ext as ImageType];
  return type.test(content) ? { ext: ext as ImageType, mime: type.mime } : null;
}

/** A storage-safe folder name from free text ("HDFC Millennia - logo" → "hdfc-millennia-logo"). */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}

/** What may be uploaded, recognised by content (magic bytes), never by name or Content-Type. */
export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
export const FILE_TYPES = new Set([
  ...IMAGE_TYPES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export { MAX_FILE_BYTES, MAX_IMAGE_BYTES } from '../../../common/wire/uploads';

export interface Detected {
  mime: string;
  ext: string;
}

/** Plain UTF-8 text without control bytes (CSV and TXT have no magic bytes). */
function isPlainText(data: Buffer): boolean {
  if (data.length === 0) return false;
  const text = data.toString('utf8');
  // Control bytes are exactly what tells a binary file from text.
  // eslint-disable-next-line no-control-regex
  return !text.includes('\uFFFD') && !/[\x00-\x08\x0E-\x1F]/.test(text);
}

export async function detect(data: Buffer, allowed: Set<string>, allowText: boolean): Promise<Detected | undefined> {
  // file-type and its readers come with the first upload, not at start (issue 40).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(data);
  if (found && allowed.has(found.mime)) return { mime: found.mime, ext: found.ext };
  if (!found && allowText && isPlainText(data)) return { mime: 'text/plain', ext: 'txt' };
  return undefined;
}

import { Type, type Static } from 'typebox';

/** The wire of `POST upload` and `POST upload/file` (spec §7.5). */

/** What an upload answers: where the file is served, and what it is. */
export const Uploaded = Type.Object({
  _id: Type.String(),
  url: Type.String({ description: 'Where the file is served (/uploads/{folder}/{uuid}.{ext})' }),
  name: Type.String({ description: 'The client’s file name, as a label' }),
  Location: Type.String({ description: 'The same as url (what the rich-text editor reads)' }),
  mime: Type.String({ description: 'What the file was checked to be, from its bytes' }),
  size: Type.Integer({ description: 'Bytes' }),
});
export type Uploaded = Static<typeof Uploaded>;

/** The folder a file goes in: lower-case letters, digits and hyphens. */
export const UPLOAD_FOLDER_PATTERN = '^[a-z0-9-]{1,40}$';
const folder = Type.Optional(
  Type.String({ pattern: UPLOAD_FOLDER_PATTERN, default: 'files', description: 'The folder it goes in: lower-case letters, digits and hyphens' }),
);

/** The largest picture and file an upload takes, in bytes (the forms' maxLength). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The multipart form of `POST upload`. */
export const ImageForm = Type.Object({
  image: Type.String({
    format: 'binary',
    maxLength: MAX_IMAGE_BYTES,
    description: 'A JPEG, PNG, WebP, GIF or AVIF image (recognised by its bytes), at most 5 MB',
  }),
  folder,
});

/** The multipart form of `POST upload/file`. */
export const FileForm = Type.Object({
  file: Type.String({
    format: 'binary',
    maxLength: MAX_FILE_BYTES,
    description: 'A PDF, XLSX or DOCX document, plain text (CSV, TXT) or an image (recognised by its bytes), at most 20 MB',
  }),
  folder,
});

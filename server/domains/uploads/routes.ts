import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { uploads } from '../schema';
import { ApiError, fieldEntry, fieldError, msg } from '../../engine/errors';
import { FileForm, ImageForm, UPLOAD_FOLDER_PATTERN, Uploaded } from '../../../common/wire/uploads';
import { errorsFor } from '../../engine/errorSchema';
import { FILE_TYPES, IMAGE_TYPES, MAX_FILE_BYTES, MAX_IMAGE_BYTES, detect } from './fileKinds';
import { multipartBody } from './multipartBody';

const FOLDER = new RegExp(UPLOAD_FOLDER_PATTERN);

/** Every answer of an upload: a field that is wrong (400), too large (413), not a kind that may be uploaded (415). */
const responses = { 201: Uploaded, ...errorsFor(400, 401, 403, 413, 415) };

// eslint-disable-next-line no-control-regex -- control characters are what must go
const UNSHOWABLE = /[\x00-\x1F<>:"|?*]/g;

/** The client's file name, kept only as a label: no path, no control characters. */
function displayName(filename: string | undefined, ext: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(UNSHOWABLE, '').trim().slice(0, 150);
  return base || `file.${ext}`;
}

interface Received {
  file: MultipartFile;
  data: Buffer;
  folder: string;
}

async function receive(req: FastifyRequest, field: string, maxBytes: number): Promise<Received> {
  if (!req.isMultipart()) throw fieldError(field, 'send the file as multipart/form-data');
  let file: MultipartFile | undefined;
  let data: Buffer | undefined;
  let folder = 'files';
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== field) throw fieldError(part.fieldname, `the file must be sent in the field "${field}"`);
      data = await part.toBuffer();
      if (part.file.truncated)
        throw new ApiError(413, `${field}: the file is larger than ${maxBytes / 1024 / 1024} MB`, [fieldEntry(field, msg('file_too_large'))]);
      file = part;
    } else if (part.fieldname === 'folder') {
      folder = String(part.value);
    }
  }
  if (!file || !data) throw fieldError(field, msg('required'));
  if (!FOLDER.test(folder)) throw fieldError('folder', 'must be lower-case letters, digits and hyphens');
  return { file, data, folder };
}

/** `POST upload` (images) and `POST upload/file` (documents), spec §7.5. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function keep(r: Received, mime: string, ext: string) {
    const key = `${r.folder}/${randomUUID()}.${ext}`;
    await app.storage.put(key, r.data, mime);
    const url = app.storage.url(key);
    const name = displayName(r.file.filename, ext);
    const [row] = await app.db.db.insert(uploads).values({ key, url, name, mime, size: r.data.length, folder: r.folder }).returning({ id: uploads.id });
    // `Location` is what the rich-text editor reads.
    return { _id: row.id, url, name, Location: url, mime, size: r.data.length };
  }

  app.post(
    '/',
    {
      config: { auth: 'upload:create' },
      schema: {
        tags: ['upload'],
        summary: 'Upload an image (multipart field `image`, optional `folder`)',
        body: multipartBody(ImageForm),
        response: responses,
      },
    },
    async (req, reply) => {
      const r = await receive(req, 'image', MAX_IMAGE_BYTES);
      const kind = await detect(r.data, IMAGE_TYPES, false);
      if (!kind) throw new ApiError(415, 'image: only JPEG, PNG, WebP, GIF or AVIF images can be uploaded', [fieldEntry('image', msg('not_image'))]);
      reply.code(201);
      return keep(r, kind.mime, kind.ext);
    },
  );

  app.post(
    '/file',
    {
      config: { auth: 'upload:create' },
      schema: {
        tags: ['upload'],
        summary: 'Upload a document (multipart field `file`, optional `folder`)',
        body: multipartBody(FileForm),
        response: responses,
      },
    },
    async (req, reply) => {
      const r = await receive(req, 'file', MAX_FILE_BYTES);
      const kind = await detect(r.data, FILE_TYPES, true);
      if (!kind) throw new ApiError(415, 'file: this kind of file cannot be uploaded', [fieldEntry('file', msg('not_file'))]);
      reply.code(201);
      return keep(r, kind.mime, kind.ext);
    },
  );
};

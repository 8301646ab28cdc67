import { RESOURCE_NAMES, type ResourcePath } from '../../../../common/resourceNames';
import type { Option } from '../../../../common/resourceSpec';
import type { ResourceDecl } from '../../../engine/declaration';

/** Field types whose value is an uploaded file. */
const UPLOADED = new Set(['image', 'image-array', 'file']);

/**
 * The media library's folders, to filter it by: an upload goes to the folder
 * of the resource whose form it was made in (the upload dialog sends the
 * path), so every declared resource with a picture or a file has one; the
 * page builder's pictures go to `content`, a form's other files to `files`,
 * the shop's logo to `settings`.
 */
export function mediaFolders(declared: ResourceDecl[]): Option[] {
  // The media library's own records are the files, not a form that uploads one.
  const paths = declared
    .filter((r) => r.path !== 'upload' && r.fields.some((f) => UPLOADED.has(f.type) || f.child?.fields.some((c) => UPLOADED.has(c.type))))
    .map((r) => r.path);
  return [
    ...paths.map((path) => ({ value: path, label: RESOURCE_NAMES[path as ResourcePath]?.title ?? path })),
    { value: 'content', label: 'Content' },
    { value: 'settings', label: RESOURCE_NAMES.settings.title },
    { value: 'files', label: 'Files' },
  ];
}

/** The media library's declaration with its folder filter offering every folder. */
export function withMediaFolders(uploads: ResourceDecl, declared: ResourceDecl[]): ResourceDecl {
  const options = mediaFolders(declared);
  return { ...uploads, filters: uploads.filters.map((f) => (f.field === 'folder' ? { ...f, options } : f)) };
}

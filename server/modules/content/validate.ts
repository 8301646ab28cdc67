import { HTML_BLOCK_PROPS, type ContentType } from '../../../common/content';
import { fieldError } from '../../engine/errors';
import { sanitizeRichText } from '../../engine/fieldValue';

/**
 * The shape a draft must have for its type, checked by hand because the
 * route's body schema cannot depend on the `?type=` query. Each refusal names
 * the path of the bad value (`data.content.3.props.id`).
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_BLOCKS = 2000;

function checkBlocks(blocks: unknown, at: string, ids: Set<string>): void {
  if (!Array.isArray(blocks)) throw fieldError(at, 'must be a list of blocks');
  if (blocks.length > MAX_BLOCKS) throw fieldError(at, `can hold at most ${MAX_BLOCKS} blocks`);
  blocks.forEach((block, i) => {
    const here = `${at}.${i}`;
    if (!isObject(block)) throw fieldError(here, 'must be a block { type, props }');
    if (typeof block.type !== 'string' || block.type === '') throw fieldError(`${here}.type`, 'is required');
    if (!isObject(block.props)) throw fieldError(`${here}.props`, 'must be an object');
    const id = block.props.id;
    if (typeof id !== 'string' || id === '') throw fieldError(`${here}.props.id`, 'is required');
    if (ids.has(id)) throw fieldError(`${here}.props.id`, `is used by another block (${id})`);
    ids.add(id);
    // Storefronts render these as HTML: only what rich-text fields may hold is kept.
    for (const prop of HTML_BLOCK_PROPS[block.type] ?? []) {
      if (typeof block.props[prop] === 'string') block.props[prop] = sanitizeRichText(block.props[prop]);
    }
  });
}

/** Puck's Data: `{ root: { props }, content: [...], zones?: { "id:zone": [...] } }`. */
function checkPageData(data: Record<string, unknown>): void {
  if (!isObject(data.root)) throw fieldError('data.root', 'must be an object');
  if (data.root.props !== undefined && !isObject(data.root.props)) throw fieldError('data.root.props', 'must be an object');
  const ids = new Set<string>();
  checkBlocks(data.content, 'data.content', ids);
  if (data.zones === undefined) return;
  if (!isObject(data.zones)) throw fieldError('data.zones', 'must be an object of block lists');
  for (const [zone, blocks] of Object.entries(data.zones)) checkBlocks(blocks, `data.zones.${zone}`, ids);
}

/** A text page: a title and sections that each need a title and a description (spec §5). */
function checkTextPage(data: Record<string, unknown>): void {
  if (typeof data.title !== 'string') throw fieldError('data.title', 'is required');
  if (!Array.isArray(data.sections)) throw fieldError('data.sections', 'must be a list of sections');
  if (data.sections.length > 200) throw fieldError('data.sections', 'can hold at most 200');
  data.sections.forEach((section, i) => {
    const here = `data.sections.${i}`;
    if (!isObject(section)) throw fieldError(here, 'must be a section { title, description, image }');
    if (typeof section._id !== 'string' || section._id === '') throw fieldError(`${here}._id`, 'is required');
    for (const key of ['title', 'description'] as const) {
      const value = section[key];
      if (typeof value !== 'string' || value.trim() === '') throw fieldError(`${here}.${key}`, 'is required');
    }
    section.description = sanitizeRichText(section.description as string);
    if (section.image !== undefined && section.image !== null && typeof section.image !== 'string') {
      throw fieldError(`${here}.image`, 'must be text');
    }
  });
}

/** Refuses a draft that does not fit its type; cleans the rich text it holds in place. */
export function checkContentData(type: ContentType, data: Record<string, unknown>): void {
  if (type === 'builder') checkPageData(data);
  else checkTextPage(data);
}

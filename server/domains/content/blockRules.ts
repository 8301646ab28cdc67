import { blockFields, PAGE_ROOT_FIELDS, type BlockField } from '../../../common/pageBlocks';
import { BORDER_STYLES, LINK_TYPES } from '../../../common/pageStyle';
import type { CodedMessage } from '../../../common/serverMessages';
import { msg } from '../../engine/errors';
import { sanitizeRichText } from '../../engine/fieldValue';
import { LINK_PATTERN } from '../../engine/valueRules';
import { UPLOADS_PREFIX } from '../uploads';

/**
 * Every block and prop of a builder page against its declaration
 * (common/pageBlocks.ts). Storefronts render the published JSON to anonymous
 * visitors, so nothing undeclared and no value outside its kind is kept: a
 * save is refused naming the first bad value; a page published before these
 * rules is repaired on its way out (the bad value dropped, text stripped of
 * tags), never served as stored.
 */

/** What to do with a bad value: a save throws; serving applies `repair`. */
export type OnProblem = (at: string, message: CodedMessage, repair: () => void) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_BLOCKS = 2000;
/** Slots inside slots: deeper than any layout staff build, shallow enough to walk safely. */
const MAX_DEPTH = 12;
const MAX_REFERENCES = 200;
const SOURCE = new RegExp(LINK_PATTERN);
/** A tag, comment or declaration opening: `<b`, `</`, `<!`, `<?`. "2 < 3" and "<3" stay text. */
const TAG = /<[a-zA-Z/!?]/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path on the storefront's own site: `/sale`, `/products?tag=eid`; not `//other.site`, no backslash or space. */
const SITE_PATH = /^\/(?![/\\])[^\s\\<>"]*$/;
const COLOUR = /^(#[0-9a-fA-F]{6}|transparent)?$/;
const LENGTH = /^(auto|\d{1,5}(\.\d{1,3})?(px|%|em|rem|vw|vh)?)?$/;

const stripTags = (text: string) => text.replace(/<[^>]*>?/g, '');

function webAddress(href: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** Why a link object is refused, or undefined when it may be kept. */
function linkProblem(value: Record<string, unknown>): [string, CodedMessage] | undefined {
  for (const key of Object.keys(value)) if (key !== 'type' && key !== 'href') return [`.${key}`, msg('not_writable')];
  if (typeof value.type !== 'string' || !(LINK_TYPES as readonly string[]).includes(value.type)) {
    return ['.type', msg('one_of', { values: LINK_TYPES.join(', ') })];
  }
  if (typeof value.href !== 'string') return ['.href', msg('not_text')];
  if (value.href.length > 2000) return ['.href', msg('max_length', { limit: 2000 })];
  // Empty: a button whose link is not chosen yet.
  if (value.href === '') return undefined;
  if (value.type === 'external') return webAddress(value.href) || SITE_PATH.test(value.href) ? undefined : ['.href', msg('not_page_link')];
  return SLUG.test(value.href) ? undefined : ['.href', msg('not_slug')];
}

interface Walk {
  onProblem: OnProblem;
  ids: Set<string>;
}

/** Checks one value of its declared kind; `set` replaces it, `drop` removes it. */
function checkValue(field: BlockField, value: unknown, at: string, walk: Walk, depth: number, set: (v: unknown) => void, drop: () => void): void {
  const bad = (message: CodedMessage, repair: () => void = drop) => walk.onProblem(at, message, repair);
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return bad(msg('not_text'));
      if (value.length > field.max) return bad(msg('max_length', { limit: field.max }));
      if (TAG.test(value)) return bad(msg('not_plain_text'), () => set(stripTags(value)));
      return;
    case 'richtext':
      if (typeof value !== 'string') return bad(msg('not_text'));
      if (value.length > 200_000) return bad(msg('max_length', { limit: 200_000 }));
      return set(sanitizeRichText(value));
    case 'image':
      if (typeof value !== 'string') return bad(msg('not_text'));
      if (value !== '' && (value.length > 2048 || !SOURCE.test(value))) return bad(msg('not_link', { prefix: UPLOADS_PREFIX }));
      return;
    case 'link': {
      if (!isObject(value)) return bad(msg('not_object'));
      const problem = linkProblem(value);
      if (problem) walk.onProblem(`${at}${problem[0]}`, problem[1], drop);
      return;
    }
    case 'colour':
      if (typeof value !== 'string' || !COLOUR.test(value)) return bad(msg('not_colour'));
      return;
    case 'length':
      if (typeof value !== 'string' || !LENGTH.test(value)) return bad(msg('not_pattern'));
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return bad(msg('not_number'));
      if (value < field.range.min || value > field.range.max) return bad(msg('between', { min: field.range.min, max: field.range.max }));
      return;
    case 'choice':
      if (!field.values.includes(value as string | number | boolean)) return bad(msg('not_choice', { value: String(value).slice(0, 100) }));
      return;
    case 'border':
      return checkObject(BORDER, value, at, walk, depth, set, drop);
    case 'references':
      if (!Array.isArray(value)) return bad(msg('not_list'));
      if (value.length > MAX_REFERENCES) return bad(msg('max_items', { limit: MAX_REFERENCES }));
      value.forEach((item, i) => {
        if (!isObject(item)) return walk.onProblem(`${at}.${i}`, msg('not_object'), drop);
        checkObject(REFERENCE, item, `${at}.${i}`, walk, depth, () => {}, drop);
      });
      return;
    case 'slot':
      if (!Array.isArray(value)) return bad(msg('not_list'));
      if (depth >= MAX_DEPTH) return bad(msg('tree_too_deep', { max: MAX_DEPTH }));
      return set(walkBlocks(value, at, walk, depth + 1));
    case 'list':
      if (!Array.isArray(value)) return bad(msg('not_list'));
      if (value.length > field.max) return bad(msg('max_items', { limit: field.max }));
      value.forEach((item, i) => checkObject(field.of, item, `${at}.${i}`, walk, depth, (v) => (value[i] = v), drop));
      return;
  }
}

const BORDER: Readonly<Record<string, BlockField>> = {
  width: { kind: 'number', range: { min: 0, max: 100 } },
  style: { kind: 'choice', values: BORDER_STYLES },
  color: { kind: 'colour' },
  radius: { kind: 'number', range: { min: 0, max: 1000 } },
};
const BLOCK_ID: BlockField = { kind: 'text', max: 200 };
const REFERENCE: Readonly<Record<string, BlockField>> = { id: { kind: 'text', max: 100 }, name: { kind: 'text', max: 500 } };

/** An object whose keys are all declared, each value of its kind. */
function checkObject(
  fields: Readonly<Record<string, BlockField>>,
  value: unknown,
  at: string,
  walk: Walk,
  depth: number,
  set: (v: unknown) => void,
  drop: () => void,
  what = 'item',
): void {
  if (!isObject(value)) return walk.onProblem(at, msg('not_object'), drop);
  for (const [key, inner] of Object.entries(value)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    const here = `${at}.${key}`;
    if (!field) {
      walk.onProblem(here, msg('unknown_prop', { type: what }), () => delete value[key]);
      continue;
    }
    checkValue(
      field,
      inner,
      here,
      walk,
      depth,
      (v) => (value[key] = v),
      () => delete value[key],
    );
  }
  set(value);
}

/** A list of blocks (a page's content, a zone, a slot); answers the blocks kept. */
export function walkBlocks(blocks: unknown, at: string, walk: Walk, depth = 0): unknown[] {
  if (!Array.isArray(blocks)) {
    walk.onProblem(at, msg('not_list'), () => {});
    return [];
  }
  if (blocks.length > MAX_BLOCKS) walk.onProblem(at, msg('max_items', { limit: MAX_BLOCKS }), () => blocks.splice(MAX_BLOCKS));
  const kept: unknown[] = [];
  blocks.forEach((block, i) => {
    const here = `${at}.${i}`;
    let keep = true;
    const dropBlock = () => (keep = false);
    if (!isObject(block) || !isObject(block.props)) {
      walk.onProblem(isObject(block) ? `${here}.props` : here, msg('not_object'), dropBlock);
      if (!keep) return;
    }
    const props = (block as { props: Record<string, unknown> }).props;
    const type = (block as { type?: unknown }).type;
    const fields = typeof type === 'string' ? blockFields(type) : undefined;
    if (!fields) {
      walk.onProblem(`${here}.type`, typeof type === 'string' && type !== '' ? msg('unknown_block', { type: type.slice(0, 100) }) : msg('required'), dropBlock);
      if (!keep) return;
    }
    const id = props.id;
    if (typeof id !== 'string' || id === '' || id.length > 200) {
      walk.onProblem(`${here}.props.id`, msg('required'), dropBlock);
      if (!keep) return;
    } else if (walk.ids.has(id)) {
      walk.onProblem(`${here}.props.id`, msg('block_id_taken', { id: id.slice(0, 200) }), () => {});
    } else walk.ids.add(id);
    checkObject({ id: BLOCK_ID, ...fields }, props, `${here}.props`, walk, depth, () => {}, dropBlock, String(type));
    if (keep) kept.push(block);
  });
  return kept;
}

/** The page's root props (title, background, font). */
export function walkRoot(root: Record<string, unknown>, walk: Walk): void {
  if (root.props === undefined) return;
  checkObject(
    PAGE_ROOT_FIELDS,
    root.props,
    'data.root.props',
    walk,
    0,
    () => {},
    () => (root.props = {}),
    'page',
  );
}

/** A new walk over one page. */
export const pageWalk = (onProblem: OnProblem): Walk => ({ onProblem, ids: new Set() });

/** One value of a declared kind outside a block (a text page's section title and picture). */
export function checkBlockValue(field: BlockField, value: unknown, at: string, onProblem: OnProblem, set: (v: unknown) => void, drop: () => void): void {
  checkValue(field, value, at, pageWalk(onProblem), 0, set, drop);
}

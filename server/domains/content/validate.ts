import type { ContentType } from '../../../common/content';
import type { BlockField } from '../../../common/pageBlocks';
import type { CodedMessage } from '../../../common/serverMessages';
import { fieldError } from '../../engine/errors';
import { sanitizeRichText } from '../../engine/fieldValue';
import { checkBlockValue, pageWalk, walkBlocks, walkRoot, type OnProblem } from './blockRules';

/**
 * The shape a draft must have for its type, checked by hand because the
 * route's body schema cannot depend on the `?type=` query. Each refusal names
 * the path of the bad value (`data.content.3.props.id`). The same walk
 * repairs a published page on its way to storefronts (`repairForVisitors`),
 * so a page stored before a rule existed is never served as stored.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const refuse: OnProblem = (at: string, message: CodedMessage) => {
  throw fieldError(at, message);
};
const repair: OnProblem = (_at, _message, fix) => fix();

/** Puck's Data: `{ root: { props }, content: [...], zones?: { "id:zone": [...] } }`. */
function checkPageData(data: Record<string, unknown>, onProblem: OnProblem): void {
  if (!isObject(data.root)) onProblem('data.root', { code: 'not_object' }, () => (data.root = {}));
  if (!isObject(data.root)) return;
  if (data.root.props !== undefined && !isObject(data.root.props)) throw fieldError('data.root.props', 'must be an object');
  const walk = pageWalk(onProblem);
  walkRoot(data.root, walk);
  data.content = walkBlocks(data.content, 'data.content', walk);
  if (data.zones === undefined) return;
  if (!isObject(data.zones)) {
    onProblem('data.zones', { code: 'not_object' }, () => (data.zones = {}));
    return;
  }
  for (const [zone, blocks] of Object.entries(data.zones)) data.zones[zone] = walkBlocks(blocks, `data.zones.${zone}`, walk);
}

const SECTION_TITLE: BlockField = { kind: 'text', max: 500 };
const SECTION_IMAGE: BlockField = { kind: 'image' };

/** A text page: a title and sections that each need a title and a description (spec §5). */
function checkTextPage(data: Record<string, unknown>, onProblem: OnProblem): void {
  if (typeof data.title !== 'string') throw fieldError('data.title', 'is required');
  if (!Array.isArray(data.sections)) throw fieldError('data.sections', 'must be a list of sections');
  if (data.sections.length > 200) throw fieldError('data.sections', 'can hold at most 200');
  checkBlockValue(
    SECTION_TITLE,
    data.title,
    'data.title',
    onProblem,
    (v) => (data.title = v),
    () => (data.title = ''),
  );
  data.sections.forEach((section, i) => {
    const here = `data.sections.${i}`;
    if (!isObject(section)) throw fieldError(here, 'must be a section { title, description, image }');
    if (typeof section._id !== 'string' || section._id === '') throw fieldError(`${here}._id`, 'is required');
    for (const key of ['title', 'description'] as const) {
      const value = section[key];
      if (typeof value !== 'string' || value.trim() === '') throw fieldError(`${here}.${key}`, 'is required');
    }
    section.description = sanitizeRichText(section.description as string);
    const set = (key: string) => (v: unknown) => (section[key] = v);
    checkBlockValue(SECTION_TITLE, section.title, `${here}.title`, onProblem, set('title'), () => (section.title = ''));
    if (section.image !== undefined && section.image !== null) {
      checkBlockValue(SECTION_IMAGE, section.image, `${here}.image`, onProblem, set('image'), () => (section.image = null));
    }
  });
}

/** Refuses a draft that does not fit its type; cleans the rich text it holds in place. */
export function checkContentData(type: ContentType, data: Record<string, unknown>): void {
  if (type === 'builder') checkPageData(data, refuse);
  else checkTextPage(data, refuse);
}

/**
 * A published page as storefronts may see it: undeclared blocks and props and
 * values outside their kind dropped, tags stripped from text. A copy; the
 * stored version is untouched (restoring it as a draft is refused until fixed).
 */
export function repairForVisitors<T>(type: ContentType, data: T): T {
  const copy = structuredClone(data) as Record<string, unknown>;
  try {
    if (type === 'builder') checkPageData(copy, repair);
    else checkTextPage(copy, repair);
  } catch {
    // A shape no save ever let through: nothing of it is shown.
    return (type === 'builder' ? { root: { props: {} }, content: [], zones: {} } : { title: '', sections: [] }) as T;
  }
  return copy as T;
}

/** The page style's scales and choices (common/pageStyle), which the blocks' props take their values from. */
import * as style from './pageStyle';

/**
 * The page builder's blocks and the kind of value each prop holds, declared
 * once for both programs: the builder's config (src/builder/config) offers
 * exactly these blocks and props (a unit test keeps them in step), and the
 * server refuses a page whose blocks or props are not declared here, or
 * whose values do not fit their kind, because storefronts render the
 * published JSON to anonymous visitors.
 */
export type BlockField =
  /** Plain text, shown as text: no HTML tags. */
  | { kind: 'text'; max: number }
  /** HTML from the rich-text editor, sanitised on save. */
  | { kind: 'richtext' }
  /** A picture: an http(s) address or a file under /uploads/, or empty. */
  | { kind: 'image' }
  /** A link object `{ type, href }` (common/pageStyle LINK_TYPES). */
  | { kind: 'link' }
  | { kind: 'colour' }
  | { kind: 'number'; range: Pick<style.SliderRange, 'min' | 'max'> }
  | { kind: 'choice'; values: readonly (string | number | boolean)[] }
  /** A CSS length: `100%`, `320px`, or empty. */
  | { kind: 'length' }
  /** A border `{ width, style, color, radius }`. */
  | { kind: 'border' }
  /** Chosen records, a list of `{ id, name }`. */
  | { kind: 'references' }
  /** A drop zone inside the block: a list of blocks. */
  | { kind: 'slot' }
  /** A list of items with fields of their own (the FAQ's questions). */
  | { kind: 'list'; max: number; of: Readonly<Record<string, BlockField>> };

const text = (max = 500): BlockField => ({ kind: 'text', max });
const choice = (values: readonly (string | number | boolean)[]): BlockField => ({ kind: 'choice', values });
const number = (min: number, max: number): BlockField => ({ kind: 'number', range: { min, max } });
const range = (r: style.SliderRange): BlockField => ({ kind: 'number', range: r });
const COLOUR: BlockField = { kind: 'colour' };
const IMAGE: BlockField = { kind: 'image' };
const LINK: BlockField = { kind: 'link' };
const REFERENCES: BlockField = { kind: 'references' };
const SLOT: BlockField = { kind: 'slot' };

const FONT = choice(['', ...style.FONT_FAMILIES]);
const WEIGHT = choice(style.FONT_WEIGHTS.map((w) => w.value));

const TEXT_STYLE = {
  fontFamily: FONT,
  fontWeight: WEIGHT,
  fontSize: choice(style.FONT_SIZES),
  color: COLOUR,
  lineHeight: range(style.LINE_HEIGHT),
  letterSpacing: range(style.LETTER_SPACING),
  textAlign: choice(style.TEXT_ALIGNS),
  opacity: range(style.OPACITY),
};

const BOX = {
  paddingY: range(style.SPACING),
  paddingX: range(style.SPACING),
  marginY: range(style.SPACING),
  background: COLOUR,
  border: { kind: 'border' } as BlockField,
};

const BUTTON_STYLE = {
  variant: choice(style.BUTTON_VARIANTS),
  size: choice(style.BUTTON_SIZES),
  color: COLOUR,
  background: COLOUR,
  hoverColor: COLOUR,
  hoverBackground: COLOUR,
};

/** The slots of the Columns block (src/builder/blocks/layoutBlocks COLUMN_SLOTS). */
const COLUMN_SLOT_FIELDS = { column1: SLOT, column2: SLOT, column3: SLOT, column4: SLOT };

export const PAGE_BLOCKS = {
  Hero: {
    title: text(),
    subtitle: text(2000),
    image: IMAGE,
    imageAlt: text(),
    height: number(160, 800),
    objectFit: choice(style.OBJECT_FITS),
    overlay: COLOUR,
    overlayOpacity: range(style.OPACITY),
    ...TEXT_STYLE,
    buttonLabel: text(),
    buttonLink: LINK,
    variant: BUTTON_STYLE.variant,
    size: BUTTON_STYLE.size,
    buttonColor: COLOUR,
    buttonBackground: COLOUR,
    hoverColor: COLOUR,
    hoverBackground: COLOUR,
  },
  Heading: { text: text(), level: choice(['h1', 'h2', 'h3', 'h4']), ...TEXT_STYLE, ...BOX },
  RichText: { content: { kind: 'richtext' } as BlockField, ...TEXT_STYLE, ...BOX },
  Image: {
    src: IMAGE,
    alt: text(),
    width: { kind: 'length' } as BlockField,
    height: { kind: 'length' } as BlockField,
    objectFit: choice(style.OBJECT_FITS),
    alignment: choice(style.ALIGNMENTS),
    ...BOX,
  },
  Button: { label: text(), link: LINK, alignment: choice(style.ALIGNMENTS), fontFamily: FONT, fontWeight: WEIGHT, ...BUTTON_STYLE },
  Columns: { count: choice([2, 3, 4]), gap: range(style.SPACING), align: choice(style.FLEX_ALIGN), ...COLUMN_SLOT_FIELDS, ...BOX },
  Flex: {
    items: SLOT,
    direction: choice(['row', 'column']),
    justify: choice(style.FLEX_JUSTIFY),
    align: choice(style.FLEX_ALIGN),
    gap: range(style.SPACING),
    wrap: choice([true, false]),
    ...BOX,
  },
  Spacer: { height: number(0, 400) },
  Divider: {
    color: COLOUR,
    thickness: number(1, 12),
    width: number(10, 100),
    marginY: range(style.SPACING),
    style: choice(['solid', 'dashed', 'dotted']),
  },
  ProductGrid: {
    title: text(),
    source: choice(['category', 'collection', 'products']),
    category: REFERENCES,
    collection: REFERENCES,
    products: REFERENCES,
    count: number(1, 48),
    columns: number(1, 6),
    ...TEXT_STYLE,
    ...BOX,
  },
  CategoryStrip: { title: text(), categories: REFERENCES, ...TEXT_STYLE, ...BOX },
  CollectionShowcase: { title: text(), collections: REFERENCES, ...TEXT_STYLE, ...BOX },
  FaqList: {
    title: text(),
    items: { kind: 'list', max: 200, of: { question: text(), answer: text(5000) } } as BlockField,
    ...TEXT_STYLE,
    ...BOX,
  },
} as const satisfies Record<string, Record<string, BlockField>>;

export type PageBlockType = keyof typeof PAGE_BLOCKS;

/** The page's own props (Puck's root): its title, background and font. */
export const PAGE_ROOT_FIELDS: Readonly<Record<string, BlockField>> = { title: text(), background: COLOUR, fontFamily: FONT };

/** The declared fields of a block type, or undefined for a type the builder does not have. */
export function blockFields(type: string): Readonly<Record<string, BlockField>> | undefined {
  return Object.hasOwn(PAGE_BLOCKS, type) ? PAGE_BLOCKS[type as PageBlockType] : undefined;
}

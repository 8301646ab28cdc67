import type { Alignment, Border, ButtonSize, ButtonVariant, FlexAlign, FlexJustify, LinkObject, ObjectFit, TextAlign } from '../../../common/pageStyle';

/** A record another block points at: its id, and its name when it was chosen. */
export interface Reference {
  id: string;
  name: string;
}

/** The font, weight, colour, size, line height, letter spacing, text-align and opacity groups. */
export interface TextStyle {
  /** Empty: the page's font. */
  fontFamily: string;
  fontWeight: number;
  fontSize: number;
  color: string;
  lineHeight: number;
  /** Thousandths of an em (common/pageStyle LETTER_SPACING). */
  letterSpacing: number;
  textAlign: TextAlign;
  /** Percent. */
  opacity: number;
}

/** The spacing, background and border groups of a block's box. */
export interface BoxStyle {
  paddingY: number;
  paddingX: number;
  marginY: number;
  background: string;
  border: Border;
}

/** A button's look: variant, size, colours and hover colours. */
export interface ButtonStyle {
  variant: ButtonVariant;
  size: ButtonSize;
  color: string;
  background: string;
  hoverColor: string;
  hoverBackground: string;
}

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';

export type HeadingProps = { text: string; level: HeadingLevel } & TextStyle & BoxStyle;
export type RichTextProps = { content: string } & TextStyle & BoxStyle;
export type ImageProps = {
  src: string;
  alt: string;
  /** CSS lengths: `100%`, `320px`, or empty for the picture's own size. */
  width: string;
  height: string;
  objectFit: ObjectFit;
  alignment: Alignment;
} & BoxStyle;
export type ButtonProps = { label: string; link: LinkObject; alignment: Alignment; fontFamily: string; fontWeight: number } & ButtonStyle;
export type HeroProps = {
  title: string;
  subtitle: string;
  image: string;
  imageAlt: string;
  height: number;
  objectFit: ObjectFit;
  /** Colour laid over the picture so the text stays readable; `transparent` for none. */
  overlay: string;
  overlayOpacity: number;
  buttonLabel: string;
  buttonLink: LinkObject;
} & TextStyle &
  Omit<ButtonStyle, 'color' | 'background'> & { buttonColor: string; buttonBackground: string };
export type ColumnsProps = { count: number; gap: number; align: FlexAlign } & BoxStyle;
export type FlexProps = { direction: 'row' | 'column'; justify: FlexJustify; align: FlexAlign; gap: number; wrap: boolean } & BoxStyle;
export type SpacerProps = { height: number };
export type DividerProps = { color: string; thickness: number; width: number; marginY: number; style: 'solid' | 'dashed' | 'dotted' };
export type ProductSource = 'category' | 'collection' | 'products';
export type ProductGridProps = {
  title: string;
  source: ProductSource;
  category: Reference[];
  collection: Reference[];
  products: Reference[];
  count: number;
  columns: number;
} & TextStyle &
  BoxStyle;
export type CategoryStripProps = { title: string; categories: Reference[] } & TextStyle & BoxStyle;
export type CollectionShowcaseProps = { title: string; collections: Reference[] } & TextStyle & BoxStyle;
export type FaqListProps = { title: string; items: { question: string; answer: string }[] } & TextStyle & BoxStyle;

/** A product as a storefront card shows it. */
export interface ProductCard {
  id: string;
  name: string;
  image?: string;
  /** Taka, two decimals. */
  price?: number;
}

/** A category or collection as a strip or showcase shows it. */
export interface CardItem {
  id: string;
  name: string;
  image?: string;
}

export interface ProductQuery {
  category?: string;
  collection?: string;
  ids?: string[];
  limit: number;
}

/**
 * What blocks that show shop data ask of whoever renders the page, passed
 * as Puck metadata: the admin answers from its API with the staff token, a
 * storefront from its public API. Null means the data is not available
 * (for example before the catalogue has products).
 */
export interface PageDataSource {
  products(query: ProductQuery): Promise<ProductCard[] | null>;
  categories(ids: string[]): Promise<CardItem[] | null>;
  collections(ids: string[]): Promise<CardItem[] | null>;
  /** Links of the page's buttons: how a link object becomes an address. */
  href?(link: LinkObject): string;
  currencySymbol?: string;
}

/** Notes shown only while editing (an empty product grid says why); the builder passes them translated. */
export interface EditorNotes {
  loading: string;
  noProducts: string;
  productsUnavailable: string;
  chooseSource: string;
  noItems: string;
}

export interface PageMetadata {
  dataSource?: PageDataSource;
  notes?: EditorNotes;
}

/**
 * The style vocabulary of the page builder (spec §3.6 page-builder style
 * groups, §5 slider ranges, §9 fonts, sizes and weights). Both the admin's
 * builder and a storefront rendering the published JSON read these, so a
 * value saved in one means the same thing in the other.
 */

/** Font families offered by the builder (spec §9 "font list of about 100 names"), Google Fonts names. */
export const FONT_FAMILIES = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Raleway',
  'Nunito',
  'Nunito Sans',
  'Work Sans',
  'Source Sans 3',
  'PT Sans',
  'Noto Sans',
  'Noto Sans Bengali',
  'Hind Siliguri',
  'Baloo Da 2',
  'Tiro Bangla',
  'Anek Bangla',
  'Galada',
  'Atma',
  'Mukta',
  'Ubuntu',
  'Rubik',
  'Karla',
  'Mulish',
  'Manrope',
  'DM Sans',
  'Figtree',
  'Outfit',
  'Plus Jakarta Sans',
  'Quicksand',
  'Josefin Sans',
  'Cabin',
  'Barlow',
  'Barlow Condensed',
  'Heebo',
  'Fira Sans',
  'IBM Plex Sans',
  'Oxygen',
  'Titillium Web',
  'Exo 2',
  'Kanit',
  'Archivo',
  'Asap',
  'Overpass',
  'Sora',
  'Lexend',
  'Space Grotesk',
  'Urbanist',
  'Red Hat Display',
  'Jost',
  'Prompt',
  'Maven Pro',
  'Varela Round',
  'Comfortaa',
  'Dosis',
  'Signika',
  'Catamaran',
  'Hind',
  'Assistant',
  'Oswald',
  'Bebas Neue',
  'Anton',
  'Archivo Black',
  'Fjalla One',
  'Abril Fatface',
  'Alfa Slab One',
  'Righteous',
  'Staatliches',
  'Teko',
  'Playfair Display',
  'Merriweather',
  'Lora',
  'PT Serif',
  'Noto Serif',
  'Libre Baskerville',
  'EB Garamond',
  'Cormorant Garamond',
  'Crimson Text',
  'Bitter',
  'Roboto Slab',
  'Zilla Slab',
  'Arvo',
  'Domine',
  'Cinzel',
  'Marcellus',
  'Prata',
  'DM Serif Display',
  'Spectral',
  'Source Serif 4',
  'Dancing Script',
  'Pacifico',
  'Great Vibes',
  'Satisfy',
  'Sacramento',
  'Caveat',
  'Kaushan Script',
  'Lobster',
  'Courgette',
  'Shadows Into Light',
  'Roboto Mono',
  'Source Code Pro',
  'Space Mono',
  'JetBrains Mono',
  'Inconsolata',
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

/** Font sizes in pixels (spec §9). */
export const FONT_SIZES = [10, 11, 12, 13, 14, 15, 16, 18, 20, 24, 32, 36, 40, 48, 64, 96, 128] as const;

/** Font weights 100–900 with their usual names (spec §9 "Thin to Black"). */
export const FONT_WEIGHTS = [
  { value: 100, name: 'Thin' },
  { value: 200, name: 'Extra Light' },
  { value: 300, name: 'Light' },
  { value: 400, name: 'Regular' },
  { value: 500, name: 'Medium' },
  { value: 600, name: 'Semi Bold' },
  { value: 700, name: 'Bold' },
  { value: 800, name: 'Extra Bold' },
  { value: 900, name: 'Black' },
] as const;

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Line height, unitless (spec §5). */
export const LINE_HEIGHT: SliderRange = { min: 0.8, max: 2.5, step: 0.05 };

/**
 * Letter spacing in thousandths of an em (spec §5: −400..400, step 10).
 * The spec's presets −3..3 are named steps of 20 thousandths each
 * (−3 = −0.06em … 3 = 0.06em), the range type designers use for body text.
 */
export const LETTER_SPACING: SliderRange = { min: -400, max: 400, step: 10 };
export const LETTER_SPACING_PRESETS = [-3, -2, -1, 0, 1, 2, 3] as const;
export const LETTER_SPACING_PER_PRESET = 20;

/** Opacity in percent. */
export const OPACITY: SliderRange = { min: 0, max: 100, step: 1 };

/** Spacing (padding, margin, gap) in pixels. */
export const SPACING: SliderRange = { min: 0, max: 160, step: 4 };

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Where a block sits in its row (the `alignment` field type). */
export const ALIGNMENTS = ['start', 'center', 'end'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const FLEX_JUSTIFY = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'] as const;
export type FlexJustify = (typeof FLEX_JUSTIFY)[number];

export const FLEX_ALIGN = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'] as const;
export type FlexAlign = (typeof FLEX_ALIGN)[number];

export const OBJECT_FITS = ['contain', 'cover', 'fill', 'scale-down'] as const;
export type ObjectFit = (typeof OBJECT_FITS)[number];

export const BUTTON_VARIANTS = ['solid', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['lg', 'md', 'sm', 'xs'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

/** A border: width and radius in pixels. */
export interface Border {
  width: number;
  style: BorderStyle;
  color: string;
  radius: number;
}

export const NO_BORDER: Border = { width: 0, style: 'none', color: '#000000', radius: 0 };

/** Link types (spec §9) of the link object (spec §3.6). */
export const LINK_TYPES = ['page', 'product', 'category', 'collection', 'external'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface LinkObject {
  type: LinkType;
  href: string;
}

/** The builder's two display sizes (spec §4 "Display mode is lg or sm"), in CSS pixels. */
export const DISPLAY_WIDTHS = { lg: 1280, sm: 375 } as const;
export type DisplayMode = keyof typeof DISPLAY_WIDTHS;

/** CSS `letter-spacing` of a stored value. */
export const letterSpacingCss = (thousandths: number): string => `${thousandths / 1000}em`;

/**
 * The Google Fonts stylesheet for the families a page uses, or null when it
 * uses none of ours. Loaded by whoever renders the page (the builder when it
 * opens, a storefront for its pages), never by the admin's first page.
 */
export function fontStylesheetUrl(families: Iterable<string>): string | null {
  const known = new Set<string>(FONT_FAMILIES);
  const wanted = [...new Set(families)].filter((family) => known.has(family)).sort();
  if (wanted.length === 0) return null;
  // The bare family: asking a weight range that a static font lacks fails the whole request.
  const params = wanted.map((family) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}`);
  return `https://fonts.googleapis.com/css2?${params.join('&')}&display=swap`;
}

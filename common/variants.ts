/**
 * The variation rule of spec §3.2: a variable product's variants are the
 * size × colour combinations of its chosen sizes and colours, each named
 * `size-color`. Both the admin app (the variant manager) and the server use
 * this one function, so a list regenerated in the browser is the list the
 * server would make.
 */

export interface VariationAttribute {
  label: string;
  value: string;
}

/** The part of a variation this rule reads; the rest of a variation is carried along untouched. */
export interface VariationLike {
  name: string;
  attributes?: VariationAttribute[];
}

export const SIZE_ATTRIBUTE = 'size';
export const COLOR_ATTRIBUTE = 'color';

/** One wanted combination: its size, its colour (either may be absent when only one list is chosen) and its name. */
export interface Combination {
  size?: string;
  color?: string;
  name: string;
}

/** `size-color`; when only one of the two lists is chosen the variant is named by that value alone. */
export function variationName(size: string | undefined, color: string | undefined): string {
  return [size, color].filter((part): part is string => part !== undefined && part !== '').join('-');
}

function uniqueNonEmpty(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}

/**
 * The combinations for the chosen sizes and colours, sizes outer and colours
 * inner, in the order they were chosen. An empty list of one kind does not
 * empty the product: the other kind alone makes the variants (a scarf in
 * three colours has no size). Both empty: no variants.
 */
export function combinations(sizes: readonly string[], colors: readonly string[]): Combination[] {
  const s = uniqueNonEmpty(sizes);
  const c = uniqueNonEmpty(colors);
  if (s.length === 0) return c.map((color) => ({ color, name: variationName(undefined, color) }));
  if (c.length === 0) return s.map((size) => ({ size, name: variationName(size, undefined) }));
  return s.flatMap((size) => c.map((color) => ({ size, color, name: variationName(size, color) })));
}

function attributeValue(v: VariationLike, label: string): string | undefined {
  return v.attributes?.find((a) => a.label === label)?.value;
}

/**
 * The identity of a combination. A unit separator, not the name's hyphen, so
 * size `M` with colour `Sky-Blue` never meets size `M-Sky` with colour `Blue`.
 */
function comboKey(size: string | undefined, color: string | undefined): string {
  return `${size ?? ''}\u001f${color ?? ''}`;
}

/** A variation's combination: its size and colour attributes, or its name when it has none (older data). */
function keyOf(v: VariationLike): string {
  const size = attributeValue(v, SIZE_ATTRIBUTE);
  const color = attributeValue(v, COLOR_ATTRIBUTE);
  if (size === undefined && color === undefined) return `name\u001f${v.name}`;
  return comboKey(size, color);
}

/** The attributes a combination carries (spec §3.2: label/value pairs for colour and size). */
export function combinationAttributes(c: Combination): VariationAttribute[] {
  const out: VariationAttribute[] = [];
  if (c.size !== undefined) out.push({ label: SIZE_ATTRIBUTE, value: c.size });
  if (c.color !== undefined) out.push({ label: COLOR_ATTRIBUTE, value: c.color });
  return out;
}

/**
 * The variant list after the sizes or colours changed: one variant per
 * combination, in combination order. A combination that already had a variant
 * keeps that variant as it is (price, cost, stock, SKU, barcode, images, its
 * id and a name the user edited); a new combination gets `create(c)`; variants
 * whose combination is gone are dropped. Matching is by the size and colour
 * attributes, so renaming a variant does not lose it.
 */
export function regenerateVariations<V extends VariationLike>(
  current: readonly V[],
  sizes: readonly string[],
  colors: readonly string[],
  create: (c: Combination) => V,
): V[] {
  const existing = new Map<string, V>();
  for (const v of current) {
    const k = keyOf(v);
    if (!existing.has(k)) existing.set(k, v);
  }
  return combinations(sizes, colors).map((c) => existing.get(comboKey(c.size, c.color)) ?? existing.get(`name\u001f${c.name}`) ?? create(c));
}

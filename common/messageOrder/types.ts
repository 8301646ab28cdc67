/**
 * What the message reader answers. Each field is `read`, with its value and
 * the text it came from, or `unread` with why: staff check what was read and
 * fill what was not, so nothing the reader was unsure of is shown as read.
 */

/** A piece of the message: where it starts and ends (UTF-16 indexes into the text as pasted) and what it says. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

export type UnreadReason =
  /** The message does not say it. */
  | 'missing'
  /** A number that is not a Bangladeshi mobile (too short, a landline). */
  | 'not_mobile'
  /** More than one value fits; the candidates are listed. */
  | 'ambiguous'
  /** The place named is not one of the list's districts or thanas. */
  | 'not_found'
  /** Words that look like an item (a size, a colour, a count) but name no product of the catalogue. */
  | 'no_product'
  /** The product has variants and the message does not say enough to choose one. */
  | 'variant_unclear'
  /** The size or colour asked for is not one of the product's variants. */
  | 'no_such_variant'
  /** Two different counts for one item. */
  | 'several_quantities';

export type Field<T> = { status: 'read'; value: T; span: Span } | { status: 'unread'; reason: UnreadReason; candidates?: T[]; span?: Span };

export const unread = <T>(reason: UnreadReason, more: { candidates?: T[]; span?: Span } = {}): Field<T> => ({
  status: 'unread',
  reason,
  ...more,
});

/** The value of a read field, or null: for code that only fills what was read. */
export const valueOf = <T>(field: Field<T>): T | null => (field.status === 'read' ? field.value : null);

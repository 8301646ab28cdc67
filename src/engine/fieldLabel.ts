import type { FieldSpec } from '../../common/resourceSpec';

type Labelled = Pick<FieldSpec, 'key' | 'label' | 'fields'>;

export interface FieldLabelText {
  /** A label in the chosen language (spec labels are English on the wire). */
  text?: (label: string) => string;
  /** A row number in the chosen language's digits. */
  digits?: (n: number) => string;
}

const same = (text: string) => text;

/**
 * The label people know an error's field key by: the field itself
 * (`meta.title` → "Meta Title"), a filter on it (`createdAt_last`,
 * `price_gte` → "Created", "Price"), or an entry of a list of rows
 * (`variations.3.price` → "Variations 4 › Sell Price"). Undefined when the
 * key names none of `fields`.
 */
export function fieldLabel(key: string, fields: readonly Labelled[], { text = same, digits = String }: FieldLabelText = {}): string | undefined {
  const exact = fields.find((f) => f.key === key);
  if (exact) return text(exact.label);
  const row = /^(.+?)\.(\d+)\.(.+)$/.exec(key);
  const parent = row ? fields.find((f) => f.key === row[1]) : undefined;
  if (row && parent) {
    const child = parent.fields ? fieldLabel(row[3], parent.fields, { text, digits }) : undefined;
    const entry = `${text(parent.label)} ${digits(Number(row[2]) + 1)}`;
    return child ? `${entry} › ${child}` : entry;
  }
  const filtered = fields.find((f) => key.startsWith(`${f.key}_`));
  return filtered ? text(filtered.label) : undefined;
}

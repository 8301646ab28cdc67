import type { RaRecord } from 'react-admin';

/**
 * What a person calls the record in a control's label ("Actions for Kids"), so each row's controls say
 * whose they are. A row of one variant of a product (the inventory, damages) is named with its
 * variant, as the stock screens name an item ("Bamboo Crew Neck Tee (M-White)"): the rows of one
 * product's variants are told apart.
 */
export function recordName(record: RaRecord): string {
  for (const key of ['name', 'title', 'email']) {
    if (typeof record[key] === 'string' && record[key]) {
      const variant = record.variant;
      return typeof variant === 'string' && variant ? `${record[key] as string} (${variant})` : (record[key] as string);
    }
  }
  return String(record.id);
}

import type { UnreadReason } from '../../../common/messageOrder/types';

/** The fields of a message read, as the dialog names them. */
export type ReadFieldKind = 'phone' | 'name' | 'address' | 'district' | 'thana' | 'product' | 'variant' | 'quantity';

/**
 * The message key saying why a field was not read (pos.message.why.*): each
 * field says it in its own words ("Phone not found in the message"), so staff
 * know what to look for without knowing the reader's reasons.
 */
const WHY: Readonly<Record<ReadFieldKind, Partial<Record<UnreadReason, string>>>> = {
  phone: { missing: 'phone_missing', not_mobile: 'phone_not_mobile', ambiguous: 'phone_ambiguous' },
  name: { missing: 'name_missing', ambiguous: 'name_ambiguous' },
  address: { missing: 'address_missing' },
  district: { missing: 'place_missing', not_found: 'district_not_found', ambiguous: 'place_ambiguous' },
  thana: { missing: 'place_missing', not_found: 'thana_not_found', ambiguous: 'place_ambiguous' },
  product: { no_product: 'product_none', ambiguous: 'product_ambiguous' },
  variant: { variant_unclear: 'variant_unclear', no_such_variant: 'variant_no_such', ambiguous: 'variant_ambiguous' },
  quantity: { missing: 'quantity_missing', several_quantities: 'quantity_several' },
};

export const whyKey = (kind: ReadFieldKind, reason: UnreadReason): string => `pos.message.why.${WHY[kind][reason] ?? 'unsure'}`;

/** At most this many candidates are named; a product's twenty variants would not fit a line. */
const SHOWN = 6;

export const candidateList = (names: readonly string[]): string => (names.length > SHOWN ? `${names.slice(0, SHOWN).join(', ')}, …` : names.join(', '));

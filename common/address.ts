/**
 * A delivery address (spec §3.5 "Address", §5): the one list of its parts and
 * their limits, read by the wire schema (common/wire/address.ts) and by the
 * till's address dialog. A customer's addresses, an order's, a held cart's and
 * the dialog all take the same values.
 *
 * The limits are the looser of those the customer and the order had before
 * they shared one definition, so no address either accepted is refused now:
 * an email of 254 characters (RFC 5321's longest path), a street of 500,
 * other text 200, a postal code 20 (Bangladesh's have 4 digits; a foreign one
 * may be longer). The phone is a Bangladeshi mobile number as people write it
 * (`+880 1712-345678`), kept as its 11 digits (common/phone.ts).
 */
export const ADDRESS_PARTS = ['name', 'email', 'phone', 'street', 'city', 'state', 'country', 'postalCode'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** Spec §5: state and country are the only optional parts. */
export const ADDRESS_REQUIRED: readonly AddressPart[] = ['name', 'email', 'phone', 'street', 'city', 'postalCode'];

/** Longest value of each part, in characters. The phone's 30 leave room for spaces and +880 before it is tidied. */
export const ADDRESS_LIMITS: Readonly<Record<AddressPart, number>> = {
  name: 200,
  email: 254,
  phone: 30,
  street: 500,
  city: 200,
  state: 200,
  country: 200,
  postalCode: 20,
};

/** Longest id of an entry among a customer's addresses. */
export const ADDRESS_ID_LIMIT = 100;

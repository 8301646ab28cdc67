import { Type, type Static } from 'typebox';
import { ADDRESS_ID_LIMIT, ADDRESS_LIMITS as max } from '../address';

/**
 * A delivery address on the wire (common/address.ts has its parts and
 * limits): a customer's `addresses`, an order's and a held cart's `address`
 * take this one schema, and the till's dialog the same limits.
 */
const part = (key: keyof typeof max, description?: string) => Type.String({ minLength: 1, maxLength: max[key], ...(description ? { description } : {}) });
const optionalPart = (key: keyof typeof max) => Type.Optional(Type.String({ maxLength: max[key] }));

export const Address = Type.Object(
  {
    _id: Type.Optional(Type.String({ maxLength: ADDRESS_ID_LIMIT, description: "The entry's id among a customer's addresses (given when absent)" })),
    name: part('name'),
    email: Type.Optional(
      Type.String({ format: 'email', maxLength: max.email, description: 'Absent on an order from the online shop whose customer gave none' }),
    ),
    phone: part(
      'phone',
      'A Bangladeshi mobile number, 01 then 3–9 then 8 digits; written with +880 or 00880, spaces, hyphens, dots or brackets it is kept as its 11 digits (01712345678). Any other number is refused.',
    ),
    street: part('street'),
    city: part('city', 'Inside Dhaka when a word of it is Dhaka or ঢাকা (the delivery charge)'),
    state: optionalPart('state'),
    country: optionalPart('country'),
    postalCode: Type.Optional(
      Type.String({ minLength: 1, maxLength: max.postalCode, description: 'Absent on an order from the online shop whose customer gave none' }),
    ),
    district: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10,
        description: "The district's id among Bangladesh's places (common/places: '47' is Dhaka); issue 37. An unknown id is 400 `unknown_district`",
      }),
    ),
    thana: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 60,
        description:
          "The thana's id in that district (common/places: 'm47-dhanmondi' a metropolitan thana, 'u172' an upazila); one not of the district is 400 `thana_not_in_district`, and sent without a district it gives the address its district",
      }),
    ),
  },
  { additionalProperties: false, description: 'A delivery address (spec §3.5); state and country are optional' },
);
export type Address = Static<typeof Address>;

/** A customer's address as stored: every entry has its id. */
export type SavedAddress = Address & { _id: string };

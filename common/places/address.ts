import { districtById, thanaById } from './index';

/**
 * The one rule for an address's place (issue 37), wherever an address is
 * accepted (a customer's addresses, an order's, a held cart's): a district
 * must be one of Bangladesh's, a thana one of that district's. A thana sent
 * without its district has the district filled from the thana rather than
 * being refused: a thana belongs to exactly one district, so nothing is
 * guessed, and a client that only picked the thana is not sent back for a
 * value the server already knows.
 */

/** The parts of an address this rule reads. */
export interface AddressPlace {
  district?: string;
  thana?: string;
}

/** Which part is refused, and the code of its message (common/serverMessages.ts). */
interface PlaceRefusal {
  part: 'district' | 'thana';
  code: 'unknown_district' | 'thana_not_in_district';
}

export type PlaceChecked<A> = { address: A } | { refused: PlaceRefusal };

export function checkAddressPlace<A extends AddressPlace>(address: A): PlaceChecked<A> {
  const { district, thana } = address;
  if (district !== undefined && !districtById(district)) return { refused: { part: 'district', code: 'unknown_district' } };
  if (thana === undefined) return { address };
  const found = thanaById(thana);
  if (!found || (district !== undefined && found.district !== district)) return { refused: { part: 'thana', code: 'thana_not_in_district' } };
  return { address: district === undefined ? { ...address, district: found.district } : address };
}

import { Type, type Static } from 'typebox';
import { RECEIPT_PAPERS, type PrintedShop as PrintedSettings } from '../settings';
import { NullableString as text } from './nullable';

/** What receipts and invoices print about the seller: the shop card's and the receipt card's settings. */
export const PrintedShop = Type.Object(
  {
    shopName: Type.String(),
    storeName: text(),
    logo: text(),
    address: text(),
    phone: text(),
    email: text(),
    tradeLicence: text(),
    vatRegistration: text(),
    receiptHeader: text(),
    receiptFooter: text(),
    receiptShowLogo: Type.Boolean(),
    receiptPaper: Type.Enum(RECEIPT_PAPERS),
  },
  { description: 'What receipts and invoices print about the seller (the shop and receipt settings)' },
);

// The settings say which of their keys print; the wire must carry exactly those, typed alike.
const sameKeys: [Static<typeof PrintedShop>, PrintedSettings] extends [PrintedSettings, Static<typeof PrintedShop>] ? true : never = true;
void sameKeys;

/** What every screen needs of the shop: its name, money, time zone and what its documents print. */
export const Shop = Type.Object({
  name: Type.String(),
  currency: Type.Object({ code: Type.String(), symbol: Type.String() }),
  timeZone: Type.String(),
  printed: PrintedShop,
});
export type Shop = Static<typeof Shop>;

import { Type, type Static } from 'typebox';
import { PRINTED_KEYS } from '../settings';
import { ShopSettings } from './settings';

/** What receipts and invoices print about the seller: the shop card's and the receipt card's settings. */
export const PrintedShop = Type.Pick(ShopSettings, PRINTED_KEYS, {
  description: 'What receipts and invoices print about the seller (the shop and receipt settings)',
});
export type PrintedShop = Static<typeof PrintedShop>;

/** What every screen needs of the shop: its name, money, time zone and what its documents print. */
export const Shop = Type.Object({
  name: Type.String(),
  currency: Type.Object({ code: Type.String(), symbol: Type.String() }),
  timeZone: Type.String(),
  printed: PrintedShop,
});
export type Shop = Static<typeof Shop>;

/**
 * The shop as screens show it: its name, money and time zone from `auth/self`,
 * and the formatters that write figures, dates and digits the shop's way in
 * the chosen language. Apart from the app shell, so that any screen can use
 * them without reaching the shell (whose menu reaches every screen).
 */
export { useShop, DEFAULT_SHOP } from './useShop';
export type { Shop } from './useShop';
export { useFormatMoney, useFormatPoisha } from './useFormatMoney';
export { useFormatDate } from './useFormatDate';
export type { DateFormatters } from './useFormatDate';
export { useLocalDigits } from './useLocalDigits';

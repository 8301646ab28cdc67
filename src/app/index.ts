export { AppTitle } from './AppTitle';
export { Layout } from './Layout';
export { lightTheme, darkTheme } from './theme';
export { queryClient } from './queryClient';
export { useShop, DEFAULT_SHOP } from './useShop';
export type { Shop } from './useShop';
export { useFormatMoney } from './useFormatMoney';
export { useFormatDate } from './useFormatDate';
export type { DateFormatters } from './useFormatDate';

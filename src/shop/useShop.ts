import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '../../common/dates';
import type { Shop } from '../../common/wire/shop';
import { SELF_QUERY_KEY } from '../authProvider/session';
import type { ApiDataProvider } from '../dataProvider/types';
import { tokenStorage } from '../dataProvider/tokenStorage';

export type { Shop } from '../../common/wire/shop';

/** Until auth/self answers (and when it says nothing): taka in Dhaka, spec §1 and §9. */
export const DEFAULT_SHOP: Shop = {
  name: '',
  currency: { code: 'BDT', symbol: '৳' },
  timeZone: DEFAULT_TIME_ZONE,
  printed: {
    shopName: '',
    storeName: null,
    logo: null,
    address: null,
    phone: null,
    email: null,
    tradeLicence: null,
    vatRegistration: null,
    receiptHeader: null,
    receiptFooter: null,
    receiptShowLogo: false,
    receiptPaper: '80mm',
  },
};

/** The shop from `auth/self`, from the same cache entry the authProvider fills. */
export function useShop(): Shop {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data } = useQuery({
    queryKey: SELF_QUERY_KEY,
    queryFn: () => dataProvider.request('GET /auth/self'),
    staleTime: Infinity,
    enabled: tokenStorage.isSignedIn(),
  });
  const shop = data?.shop;
  return {
    name: shop?.name ?? DEFAULT_SHOP.name,
    currency: {
      code: shop?.currency?.code || DEFAULT_SHOP.currency.code,
      symbol: shop?.currency?.symbol || DEFAULT_SHOP.currency.symbol,
    },
    timeZone: shop?.timeZone || DEFAULT_SHOP.timeZone,
    printed: shop?.printed ?? { ...DEFAULT_SHOP.printed, shopName: shop?.name ?? '' },
  };
}

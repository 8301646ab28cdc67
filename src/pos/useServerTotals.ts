import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CartTotal } from '../../common/wire/orders';
import type { ApiDataProvider } from '../dataProvider';
import { useCart } from './cart';
import { priceOffline } from './offline/offlinePricing';
import { isNetworkError, useOffline } from './offline/offlineStore';
import { cartInput, fetchCartTotal, toServerTotals } from './posApi';
import { useTillLocation } from './useTillLocation';

/**
 * Prices the cart on the server whenever it changes (spec §4): each answer is
 * applied only if the cart is still at the revision it was asked for, so a
 * slow, older answer never overwrites a newer one. Returns the last answer
 * (coupon result, short lines) and a `refresh` for Confirm Order. The cart
 * is priced at the till's location, and again when the till switches.
 * Offline (issue 25: the browser says so, or a call found no network) the
 * cart is priced here from the till's snapshot by the same common/pricing.
 */
export function useServerTotals(): { answer: CartTotal | null; error: string | null; refresh: () => Promise<CartTotal | null> } {
  const dp = useDataProvider<ApiDataProvider>();
  const translate = useTranslate();
  const revision = useCart((s) => s.revision);
  const empty = useCart((s) => s.lines.length === 0);
  const [answer, setAnswer] = useState<CartTotal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { location, ready } = useTillLocation();
  const locationId = location?._id ?? null;
  // An answer for the location the till has just switched from is as stale as one for an older revision.
  const currentLocation = useRef(locationId);
  currentLocation.current = locationId;
  const offline = useOffline((s) => !s.online);
  const catalogue = useOffline((s) => s.catalogue);

  const refresh = useCallback(async (): Promise<CartTotal | null> => {
    const state = useCart.getState();
    if (state.lines.length === 0) return null;
    const asked = state.revision;
    const priceHere = (): CartTotal | null => {
      const snapshot = useOffline.getState().catalogue;
      if (!snapshot) {
        setError(null);
        return null;
      }
      const total = priceOffline(state, snapshot, (code) => translate('pos.offline.coupon_not_offline', { code }));
      if (useCart.getState().applyServerTotals(asked, toServerTotals(total))) {
        setAnswer(total);
        setError(null);
      }
      return total;
    };
    if (!useOffline.getState().online) return priceHere();
    if (!ready) return null;
    try {
      const total = await fetchCartTotal(dp, cartInput(state, locationId));
      if (currentLocation.current !== locationId) return null;
      if (useCart.getState().applyServerTotals(asked, toServerTotals(total))) {
        setAnswer(total);
        setError(null);
      }
      return total;
    } catch (e) {
      if (isNetworkError(e)) {
        useOffline.getState().set({ networkDown: true });
        return priceHere();
      }
      if (useCart.getState().revision === asked) setError(e instanceof Error ? e.message : String(e));
      return null;
    }
  }, [dp, locationId, ready, translate]);

  useEffect(() => {
    if (empty) {
      setAnswer(null);
      setError(null);
      return;
    }
    void refresh();
    // Going offline or back online, or a new snapshot, prices the cart again.
  }, [revision, empty, refresh, offline, catalogue]);

  return { answer, error, refresh };
}

import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useStore } from 'react-admin';
import { hasPermission } from '../../common/permissions';
import type { TillLocation } from '../../common/wire/inventory';
import { selfOrKept } from '../authProvider/keptSelf';
import { SELF_QUERY_KEY } from '../authProvider/session';
import type { ApiDataProvider } from '../dataProvider/types';
import { tokenStorage } from '../dataProvider/tokenStorage';
import { fetchTillLocations } from './posApi';

/** react-admin's Store key of the location a manager chose for this browser's till. */
export const TILL_LOCATION_STORE_KEY = 'pos.location';

export interface TillLocationState {
  /** Where the till sells from; null: not known (the server then takes the user's own). */
  location: TillLocation | null;
  /** The user's own location (auth/self). */
  own: TillLocation | null;
  /** The user may sell from another location (pos:switch-location). */
  maySwitch: boolean;
  /** The active locations to choose from, for a user who may switch. */
  choices: TillLocation[];
  /** False while auth/self or a kept choice is still being confirmed: nothing should be asked for a location yet. */
  ready: boolean;
  choose(id: string): void;
}

/**
 * The location the till sells from (issue 21): the user's own (auth/self),
 * or, for a user with pos:switch-location, the one chosen at this till, kept
 * per browser in react-admin's Store so a reload keeps it. A kept choice that
 * is no longer an active location falls back to the user's own; a user who
 * may not switch always sells from their own, whatever the browser kept.
 */
export function useTillLocation(): TillLocationState {
  const dp = useDataProvider<ApiDataProvider>();
  const signedIn = tokenStorage.isSignedIn();
  // The session's one auth/self entry, shared with the authProvider and useShop.
  const self = useQuery({
    queryKey: SELF_QUERY_KEY,
    queryFn: () => selfOrKept(() => dp.request('GET /auth/self')),
    staleTime: Infinity,
    enabled: signedIn,
  });
  const own = self.data?.user.location ?? null;
  const maySwitch = !!self.data && hasPermission(self.data.user.role.permissions, 'pos', 'switch-location');
  const [chosen, setChosen] = useStore<string | null>(TILL_LOCATION_STORE_KEY, null);
  const choices = useQuery({ queryKey: ['pos', 'till-locations'], queryFn: () => fetchTillLocations(dp), enabled: maySwitch, staleTime: 60_000 });
  const picked = maySwitch && chosen ? choices.data?.find((c) => c._id === chosen) : undefined;
  const waitingForSelf = signedIn && self.isPending;
  const waitingForChoice = maySwitch && !!chosen && choices.isPending;
  return {
    location: picked ?? own,
    own,
    maySwitch,
    choices: maySwitch ? (choices.data ?? []) : [],
    ready: !waitingForSelf && !waitingForChoice,
    choose: (id) => setChosen(id),
  };
}

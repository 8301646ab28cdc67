import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, usePermissions, useStore } from 'react-admin';
import { toPoisha, type Poisha } from '../../../common/money';
import { hasPermission } from '../../../common/permissions';
import { SHIFT_PERMISSIONS } from '../../../common/shifts';
import type { CurrentShift, ShiftRecord } from '../../../common/wire/shifts';
import type { ApiDataProvider } from '../../dataProvider/types';
import { tokenStorage } from '../../dataProvider/tokenStorage';
import { deviceId } from '../offline/deviceId';
import { useOffline } from '../offline/offlineStore';
import { useUnsentClose } from './useUnsentClose';

/** react-admin's Store key of the till's last known shift: offline, the till still knows it and its sales name it. */
export const TILL_SHIFT_STORE_KEY = 'pos.shift';

const queryKey = (device: string) => ['pos', 'shift', device];

export interface TillShiftState {
  /** The till's open shift; null: none (or not known yet). */
  shift: ShiftRecord | null;
  /** The shop sells only in an open shift (setting shiftRequired). */
  required: boolean;
  /** A difference at close above this waits for a manager. */
  differenceLimit: Poisha;
  /** The server has answered once (now or on an earlier visit kept in the Store). */
  known: boolean;
  /** After opening or closing: what the till holds now. */
  update(shift: ShiftRecord | null): void;
}

/**
 * The till's shift (issue 36): `GET shifts/current?device=` for this
 * browser's till while online, the last answer kept in react-admin's Store
 * for when the connection drops, so an offline sale still names its shift.
 */
export function useTillShift(): TillShiftState {
  const dp = useDataProvider<ApiDataProvider>();
  const client = useQueryClient();
  const device = deviceId();
  const online = useOffline((s) => s.online);
  const [kept, setKept] = useStore<CurrentShift | null>(TILL_SHIFT_STORE_KEY, null);
  const signedIn = tokenStorage.isSignedIn();
  // Only a user who works shifts asks for one (react-admin's permissions: the session's auth/self, kept offline too).
  const { permissions } = usePermissions<string[]>();
  const [area, action] = SHIFT_PERMISSIONS.use.split(':');
  const works = Array.isArray(permissions) && hasPermission(permissions, area, action);
  const { data } = useQuery({
    queryKey: queryKey(device),
    queryFn: () => dp.request('GET /shifts/current', { query: { device } }),
    enabled: online && signedIn && works,
    staleTime: 30_000,
  });
  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(kept)) setKept(data);
  }, [data, kept, setKept]);
  const current = works ? (data ?? kept) : null;
  // A shift closed on the till stays open on the server until its close is sent: the till sells outside it
  // meanwhile, and once sent until the server's answer is read again.
  const { unsent, sent } = useUnsentClose();
  const shift = current?.shift && current.shift._id !== unsent?.shift && current.shift._id !== sent?.shift ? current.shift : null;
  return {
    shift,
    required: current?.required ?? false,
    differenceLimit: toPoisha(current?.differenceLimit ?? 0),
    known: current !== null,
    update: (shift) => {
      const next: CurrentShift = { shift, required: current?.required ?? false, differenceLimit: current?.differenceLimit ?? 0 };
      client.setQueryData(queryKey(device), next);
      setKept(next);
    },
  };
}

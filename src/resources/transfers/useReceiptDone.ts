import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { TransferRecord } from '../../../common/wire/transfers';
import { RECEIPT_REFRESHES, transferQueryKey } from './transferApi';

/**
 * After a receipt: the transfer view shows the answer at once, the screens
 * whose figures it changed fetch again (spec §7.5), and the success toast of
 * spec §8 says 'Transfer Received Successfully'.
 */
export function useReceiptDone() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return (next: TransferRecord) => {
    queryClient.setQueryData(transferQueryKey(next._id), next);
    for (const resource of RECEIPT_REFRESHES) void queryClient.invalidateQueries({ queryKey: [resource] });
    notify('transfers.receive.done', { type: 'success' });
  };
}

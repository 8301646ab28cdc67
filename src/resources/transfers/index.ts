import { lazyPart, registerCustomAction, registerPage } from '../../engine/parts';

/**
 * Transfers (issue 21): a transfer opens on its own view (lines with what is
 * received, damaged and still to receive; Send, Cancel, Mark As Received),
 * and the list's row menu offers Mark As Received through the same dialog.
 */
export function registerTransferParts(): void {
  registerPage(
    'transfers',
    'show',
    lazyPart(() => import('./TransferPage'), 'default'),
  );
  registerCustomAction(
    'transfer-receive',
    lazyPart(() => import('./TransferReceiveAction'), 'TransferReceiveAction'),
  );
}

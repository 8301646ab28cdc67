import { lazyPart, registerField, registerPage } from '../../engine/parts';

/**
 * Payouts read from couriers (issue 37): the differences of a payout as a table on its show page (the
 * field `differenceList` names the part `payout-differences`), and Read payouts above its list.
 */
export function registerCourierPayoutParts(): void {
  registerField('payout-differences', {
    input: lazyPart(() => import('./PayoutDifferencesField'), 'PayoutDifferencesInput'),
    view: lazyPart(() => import('./PayoutDifferencesField'), 'PayoutDifferencesView'),
    wide: true,
  });
  registerPage(
    'courier-payouts',
    'list',
    lazyPart(() => import('./PayoutListPage'), 'PayoutListPage'),
  );
}

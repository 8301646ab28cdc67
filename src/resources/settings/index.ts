import { lazyPart, registerField, registerPage } from '../../engine/parts';

/** Settings: cards with their own Edit / Confirm / Discard footers; not an engine list. */
export function registerSettingsParts(): void {
  registerPage(
    'settings',
    'list',
    lazyPart(() => import('./SettingsPage'), 'SettingsPage'),
  );
  registerField('payment-methods', {
    input: lazyPart(() => import('./PaymentMethodsInput'), 'PaymentMethodsInput'),
    view: lazyPart(() => import('./PaymentMethodsView'), 'PaymentMethodsView'),
  });
  registerField('courier-by-district', {
    input: lazyPart(() => import('./CourierByDistrictInput'), 'CourierByDistrictInput'),
    view: lazyPart(() => import('./CourierByDistrictView'), 'CourierByDistrictView'),
  });
}

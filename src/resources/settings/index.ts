import { lazyPart, registerPage } from '../../engine/parts';

/** Settings: cards with their own Edit / Confirm / Discard footers; not an engine list. */
export function registerSettingsParts(): void {
  registerPage('settings', 'list', lazyPart(() => import('./SettingsPage'), 'SettingsPage'));
}

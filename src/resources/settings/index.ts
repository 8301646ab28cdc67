import { registerPage } from '../../engine/parts';
import { SettingsPage } from './SettingsPage';

/** Settings: cards with their own Edit / Confirm / Discard footers; not an engine list. */
export function registerSettingsParts(): void {
  registerPage('settings', 'list', SettingsPage);
}

import { registerCustomAction } from '../../engine/parts';
import { SetPasswordDialog } from './SetPasswordDialog';

/** Users: the row menu's `custom` action `set-password`. */
export function registerUserParts(): void {
  registerCustomAction('set-password', SetPasswordDialog);
}

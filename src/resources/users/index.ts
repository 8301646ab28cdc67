import { lazyPart, registerCustomAction } from '../../engine/parts';

/** Users: the row menu's `custom` action `set-password`. */
export function registerUserParts(): void {
  registerCustomAction(
    'set-password',
    lazyPart(() => import('./SetPasswordDialog'), 'SetPasswordDialog'),
  );
}

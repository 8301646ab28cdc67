import { registerField } from '../../engine/parts';
import { PermissionsInput } from './PermissionsInput';
import { PermissionsView } from './PermissionsView';

/** Roles: the permissions field (`component: 'permissions-matrix'`) is a resource × action matrix. */
export function registerRoleParts(): void {
  registerField('permissions-matrix', { input: PermissionsInput, view: PermissionsView, wide: true });
}

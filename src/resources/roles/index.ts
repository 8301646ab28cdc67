import { lazyPart, registerField } from '../../engine/parts';

/** Roles: the permissions field (`component: 'permissions-matrix'`) is a resource × action matrix. */
export function registerRoleParts(): void {
  registerField('permissions-matrix', {
    input: lazyPart(() => import('./PermissionsInput'), 'PermissionsInput'),
    view: lazyPart(() => import('./PermissionsView'), 'PermissionsView'),
    wide: true,
  });
}

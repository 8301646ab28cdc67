import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { BulkAction } from '../../../common/resourceSpec';
import { suspended } from './suspended';

export interface CustomBulkActionProps {
  resource: string;
  /** The rows selected in the table. */
  ids: Identifier[];
  action: BulkAction;
  /** Called when the action is done (`done`: the selection is cleared) or cancelled. */
  onClose: (done?: boolean) => void;
}

/**
 * Bulk actions of type `custom` name a dialog that a resource folder in
 * src/resources/ registers here (products: print labels), because what it
 * does cannot be said in a spec. Unknown names are not shown.
 */
const customBulkActions = new Map<string, ComponentType<CustomBulkActionProps>>();

export function registerCustomBulkAction(name: string, Component: ComponentType<CustomBulkActionProps>): void {
  // A dialog made with lazyPart() loads when the action is chosen.
  customBulkActions.set(name, suspended(Component));
}

export function findCustomBulkAction(name: string | undefined): ComponentType<CustomBulkActionProps> | undefined {
  return name ? customBulkActions.get(name) : undefined;
}

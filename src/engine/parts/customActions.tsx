import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { RowAction } from '../../../common/resourceSpec';
import { suspended } from './suspended';

export interface CustomActionProps {
  resource: string;
  record: RaRecord;
  action: RowAction;
  /** Called when the action is done or cancelled; the menu is closed by then. */
  onClose: () => void;
}

/**
 * Row actions of type `custom` name a component that a resource folder in
 * src/resources/ registers here, because what they do cannot be said in a
 * spec. Unknown names are not shown.
 */
const customActions = new Map<string, ComponentType<CustomActionProps>>();

export function registerCustomAction(name: string, Component: ComponentType<CustomActionProps>): void {
  // A dialog made with lazyPart() loads when the action is chosen.
  customActions.set(name, suspended(Component));
}

export function findCustomAction(name: string | undefined): ComponentType<CustomActionProps> | undefined {
  return name ? customActions.get(name) : undefined;
}

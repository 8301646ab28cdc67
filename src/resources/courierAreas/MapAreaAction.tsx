import type { CustomActionProps } from '../../engine/parts';
import { MapAreaDialog } from './MapAreaDialog';
import { startOfRow } from './mappingStart';

/** Row action `map-courier-area`: the mapping editor, started from the row's courier, place and ids. */
export function MapAreaAction({ record, onClose }: CustomActionProps) {
  return <MapAreaDialog start={startOfRow(record)} onClose={onClose} />;
}

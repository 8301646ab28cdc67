import { lazyPart, registerCustomAction, registerField, registerPage } from '../../engine/parts';

/**
 * The couriers' areas (issue 37): the list page with the read of the
 * couriers' lists and the places they cannot reach yet; the mapping editor
 * as a row action (`map-courier-area`), which any resource's row menu can
 * name; and the `thana-name` field, a thana id shown by its name.
 */
export function registerCourierAreaParts(): void {
  registerPage(
    'courier-area-map',
    'list',
    lazyPart(() => import('./CourierAreasPage'), 'CourierAreasPage'),
  );
  registerCustomAction(
    'map-courier-area',
    lazyPart(() => import('./MapAreaAction'), 'MapAreaAction'),
  );
  registerField('thana-name', {
    input: lazyPart(() => import('./ThanaNameField'), 'ThanaNameInput'),
    view: lazyPart(() => import('./ThanaNameField'), 'ThanaNameView'),
    cell: lazyPart(() => import('./ThanaNameField'), 'ThanaNameCell'),
  });
}

import { listPath } from '../engine/paths';

/** A list's route with react-admin's `filter` parameter: the engine list opens filtered to it. */
export const filteredList = (resource: string, filter: Record<string, unknown>) =>
  `${listPath(resource)}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

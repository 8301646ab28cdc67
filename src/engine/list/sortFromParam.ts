import type { SortPayload } from 'react-admin';

/** The wire's `-createdAt` as react-admin's `{ field, order }`. */
export function sortFromParam(param: string): SortPayload {
  return param.startsWith('-') ? { field: param.slice(1), order: 'DESC' } : { field: param, order: 'ASC' };
}

/**
 * The routes of spec §2.2. react-admin's defaults differ (`/{path}/{id}` is
 * its edit page), so the engine builds every link through these.
 */
const listRoutes = new Map<string, string>();

/** A resource whose list lives at a route of spec §2.1 other than its path (the SMS log at /reports/sms-log). */
export function registerListRoute(resource: string, route: string): void {
  listRoutes.set(resource, route);
}

export const listPath = (resource: string) => listRoutes.get(resource) ?? `/${resource}`;
export const createPath = (resource: string) => `/${resource}/create`;
export const editPath = (resource: string, id: string | number) => `/${resource}/edit/${id}`;
export const showPath = (resource: string, id: string | number) => `/${resource}/${id}`;
export const viewItemPath = (resource: string, id: string | number) => `/view/${resource}/${id}`;

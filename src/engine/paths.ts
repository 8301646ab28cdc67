/**
 * The routes of spec §2.2. react-admin's defaults differ (`/{path}/{id}` is
 * its edit page), so the engine builds every link through these.
 */
export const listPath = (resource: string) => `/${resource}`;
export const createPath = (resource: string) => `/${resource}/create`;
export const editPath = (resource: string, id: string | number) => `/${resource}/edit/${id}`;
export const showPath = (resource: string, id: string | number) => `/${resource}/${id}`;
export const viewItemPath = (resource: string, id: string | number) => `/view/${resource}/${id}`;

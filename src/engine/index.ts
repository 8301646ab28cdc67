export { EngineList } from './list';
export { EngineCreate, EngineEdit, CreateDialog, EditDialog, ResourceForm } from './form';
export { EngineShow, ShowDialog, ViewItemPage } from './show';
export { registerCustomAction, registerField, registerPage, pageFor } from './parts';
export type { CustomActionProps, CustomField, CustomPageProps, PageKind } from './parts';

export { EngineList } from './list';
export { EngineCreate, EngineEdit, CreateDialog, EditDialog, ResourceForm } from './form';
export { EngineShow, ShowDialog, ViewItemPage } from './show';

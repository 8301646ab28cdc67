export { EngineCreate } from './EngineCreate';
export { EngineEdit } from './EngineEdit';
export { CreateDialog, type CreateDialogProps } from './CreateDialog';
export { EditDialog, type EditDialogProps } from './EditDialog';
export { ResourceForm, type ResourceFormProps } from './ResourceForm';
export type { FormMode } from './formFields';

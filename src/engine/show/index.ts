export { EngineShow } from './EngineShow';
export { ShowDialog, type ShowDialogProps } from './ShowDialog';
export { ViewItemPage } from './ViewItemPage';
export { LabelledValue, ResourceView } from './ResourceView';
export type { ViewProps } from './views/types';

export { EngineList } from './EngineList';
export { registerCustomAction } from './customActions';
export type { CustomActionProps } from './customActions';

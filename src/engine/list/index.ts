export { EngineList } from './EngineList';

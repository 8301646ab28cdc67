export { default as PosPage } from './PosPage';

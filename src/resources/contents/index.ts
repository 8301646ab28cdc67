export { ContentsPage } from './ContentsPage';

export { jobInsert } from './enqueue';

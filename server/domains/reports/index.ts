export { COUNTED_SALE } from './figures';

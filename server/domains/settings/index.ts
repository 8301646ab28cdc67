export { printedShop, readSettings } from './view';

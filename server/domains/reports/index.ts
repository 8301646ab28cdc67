/** What other domains may use of reports (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { COUNTED_SALE } from './figures';

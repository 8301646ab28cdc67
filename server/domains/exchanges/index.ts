/** What other domains may use of exchanges (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { readExchange } from './exchange';

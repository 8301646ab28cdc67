/** What other domains may use of ops (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { addressList, plainAddress } from './metrics';

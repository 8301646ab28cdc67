/** What other domains may use of uploads (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { multipartBody } from './multipartBody';
export { UPLOADS_PREFIX, localStorageIn } from './storage';

/** What other domains may use of jobs (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { jobInsert } from './enqueue';

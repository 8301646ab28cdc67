/** What other domains may use of content (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { liveBanners, menuTree, publishedContent, seoOf } from './storefrontQueries';

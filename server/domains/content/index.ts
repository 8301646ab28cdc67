export { liveBanners, menuTree, publishedContent, seoOf } from './storefrontQueries';

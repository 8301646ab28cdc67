export { multipartBody } from './multipartBody';
export { UPLOADS_PREFIX, localStorageIn } from './storage';

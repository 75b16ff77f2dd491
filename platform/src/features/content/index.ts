export { articleSearchText, articleThumbnailUrl } from './blogs';

export { articleSearchText, articleThumbnailUrl } from './blogs';
export { articleTitles } from './store/articleTitles';

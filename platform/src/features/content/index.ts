export { articleSearchText, articleThumbnailUrl } from './blogs';
export { insertArticleIfMissing, searchArticleRows } from './store/articles';
export { insertAffiliateIfMissing, insertAffiliatePageIfMissing } from './store/affiliates';
export { findAffiliateGrant } from './store/affiliateGrant';
export { articleTitles } from './store/articleTitles';

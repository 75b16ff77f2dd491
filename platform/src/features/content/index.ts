export { articleSearchText, articleThumbnailUrl } from './blogs';
export { findAffiliateGrant } from './store/affiliateGrant';

export { parseBlocks } from './blocks';
export { CAPITAL, HTML_MAX, SHORT_TEXT_MAX, TITLE_MAX, flatPerLang, hasAny, perLangInput } from './adminInput';
export { adminDeleteBySlugRoute, slugParam } from './adminDeleteRoute';
export { notifySite } from './changeNotifier';
export { insertPageIfMissing, searchPageRows } from './store/pages';
export { insertPopupIfMissing, insertSiteSettingsIfMissing } from './store/siteSettings';
export { insertNoticeIfMissing } from './store/notices';

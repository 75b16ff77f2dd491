export { parseBlocks } from './blocks';
export { CAPITAL, HTML_MAX, SHORT_TEXT_MAX, TITLE_MAX, flatPerLang, hasAny, perLangInput } from './adminInput';
export { adminDeleteBySlugRoute, slugParam } from './adminDeleteRoute';
export { notifySite } from './changeNotifier';

/** POST /player/changeLanguage {language}; the call lives in services/player/details.ts. */
export { changeLanguage } from '@/services/player/details';

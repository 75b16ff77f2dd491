/** The id of the header strip's place for the affiliate offer on a phone (Header renders it, AffiliateBanner fills it). */
export const AFFILIATE_DOCK_ID = 'affiliate-dock';

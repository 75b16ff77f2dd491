/** Shapes of the player record and the login history (docs/product/data.md); extra fields pass through. */

export interface Player {
  userId: number | string;
  nickName?: string | null;
  firstName?: string;
  lastName?: string;
  address?: string;
  houseNumber?: string;
  zipCode?: string;
  city?: string;
  email?: string | null;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
  /** ISO 3166 alpha-3, e.g. 'FIN', 'EST'. */
  country?: string;
  receiveEmail?: boolean;
  receiveSms?: boolean;
  lastLoginTime?: string | number | null;
  /** Platform extras: email verified, a password set, nickname/email/phone/password all present. */
  emailVerified?: boolean;
  hasPassword?: boolean;
  accountComplete?: boolean;
  language?: string;
  birthDate?: string | null;
  currency?: string;
}

export interface Activity {
  activities: { createdTime: string | number; [extra: string]: unknown }[];
}

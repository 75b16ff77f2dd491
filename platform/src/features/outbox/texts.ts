import type { Lang } from '../../langs';

type Texts = Record<Lang, { subject: string; body: (v: Record<string, string>) => string }>;

/** Email and SMS texts in the player's language. */
const MESSAGES = {
  activation: {
    fi: {
      subject: 'Aktivoi tilisi',
      body: (v) =>
        `Hei ${v.name},\n\ntervetuloa! Aktivoi tilisi aktivointikoodilla ${v.code}\ntai syötä vahvistuskoodi ${v.shortCode}.\n\nAurum Kasino (sandbox)`,
    },
    et: {
      subject: 'Aktiveeri oma konto',
      body: (v) =>
        `Tere ${v.name},\n\ntere tulemast! Aktiveeri konto aktiveerimiskoodiga ${v.code}\nvõi sisesta kinnituskood ${v.shortCode}.\n\nAurum Kasiino (sandbox)`,
    },
    en: {
      subject: 'Activate your account',
      body: (v) =>
        `Hello ${v.name},\n\nwelcome! Activate your account with the activation code ${v.code}\nor enter the verification code ${v.shortCode}.\n\nAurum Casino (sandbox)`,
    },
  },
  verifyEmail: {
    fi: { subject: 'Vahvista sähköpostiosoitteesi', body: (v) => `Vahvistuskoodisi on ${v.shortCode}. Koodi on voimassa 30 minuuttia.` },
    et: { subject: 'Kinnita oma e-posti aadress', body: (v) => `Sinu kinnituskood on ${v.shortCode}. Kood kehtib 30 minutit.` },
    en: {
      subject: 'Verify your email address',
      body: (v) => `Your verification code is ${v.shortCode}. The code is valid for 30 minutes.`,
    },
  },
  emailChanged: {
    fi: {
      subject: 'Sähköpostiosoitteesi vaihtui',
      body: (v) =>
        `Tilisi sähköpostiosoite on nyt ${v.email}. Jos et tehnyt muutosta itse, ota heti yhteyttä asiakaspalveluun.\n\nAurum Kasino (sandbox)`,
    },
    et: {
      subject: 'Sinu e-posti aadress muutus',
      body: (v) =>
        `Sinu konto e-posti aadress on nüüd ${v.email}. Kui sa ei teinud seda muudatust ise, võta kohe ühendust klienditoega.\n\nAurum Kasiino (sandbox)`,
    },
    en: {
      subject: 'Your email address was changed',
      body: (v) =>
        `Your account's email address is now ${v.email}. If you did not make this change, contact customer support at once.\n\nAurum Casino (sandbox)`,
    },
  },
  verifySms: {
    fi: { subject: '', body: (v) => `Aurum Kasino: vahvistuskoodisi on ${v.shortCode}` },
    et: { subject: '', body: (v) => `Aurum Kasiino: sinu kinnituskood on ${v.shortCode}` },
    en: { subject: '', body: (v) => `Aurum Casino: your verification code is ${v.shortCode}` },
  },
  forgotPassword: {
    fi: {
      subject: 'Salasanan vaihto',
      body: (v) =>
        `Hei ${v.name},\n\nvaihda salasanasi koodilla ${v.code}. Koodi on voimassa tunnin.\nJos et pyytänyt vaihtoa, voit jättää viestin huomiotta.`,
    },
    et: {
      subject: 'Parooli muutmine',
      body: (v) =>
        `Tere ${v.name},\n\nmuuda parool koodiga ${v.code}. Kood kehtib ühe tunni.\nKui sa ei soovinud parooli muuta, võid kirja eirata.`,
    },
    en: {
      subject: 'Reset your password',
      body: (v) =>
        `Hello ${v.name},\n\nreset your password with the code ${v.code}. The code is valid for one hour.\nIf you did not ask for this, ignore this message.`,
    },
  },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

export function renderMessage(key: MessageKey, lang: string, values: Record<string, string>): { subject: string; body: string } {
  const set: Texts = MESSAGES[key];
  const t = set[(['fi', 'et', 'en'].includes(lang) ? lang : 'fi') as Lang];
  return { subject: t.subject, body: t.body(values) };
}

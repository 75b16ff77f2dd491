export type BankLang = 'fi' | 'et' | 'en';

export interface BankTexts {
  title: string;
  intro: (country: string) => string;
  choose: string;
  birth: string;
  idLabel: string;
  newRandom: string;
  approve: string;
  cancel: string;
  chooseFirst: string;
  sandboxNote: string;
  statusTitle: string;
  status: Record<'approved' | 'cancelled' | 'expired', string>;
  back: string;
  unknown: string;
}

export const BANK_TEXTS: Record<BankLang, BankTexts> = {
  fi: {
    title: 'Pankkitunnistautuminen',
    intro: (c) => `Tunnistaudu kasinolle verkkopankissa (${c === 'EST' ? 'Viro' : 'Suomi'}). Valitse testihenkilö.`,
    choose: 'Kuka tunnistautuu?',
    birth: 'syntynyt',
    idLabel: 'henkilötunnus',
    newRandom: 'Uusi satunnainen henkilö',
    approve: 'Hyväksy ja tunnistaudu',
    cancel: 'Peruuta',
    chooseFirst: 'Valitse henkilö ennen hyväksymistä.',
    sandboxNote: 'Tämä on hiekkalaatikon pankkisimulaattori: oikeita pankkitunnuksia ei käytetä.',
    statusTitle: 'Tunnistautumisen tila',
    status: { approved: 'Tunnistautuminen on hyväksytty.', cancelled: 'Tunnistautuminen peruttiin.', expired: 'Tunnistautuminen vanheni.' },
    back: 'Palaa kasinolle',
    unknown: 'Tunnistautumista ei löytynyt.',
  },
  et: {
    title: 'Pangalink',
    intro: (c) => `Tuvasta end kasiinos internetipangas (${c === 'EST' ? 'Eesti' : 'Soome'}). Vali testisik.`,
    choose: 'Kes end tuvastab?',
    birth: 'sündinud',
    idLabel: 'isikukood',
    newRandom: 'Uus juhuslik isik',
    approve: 'Kinnita ja tuvasta',
    cancel: 'Katkesta',
    chooseFirst: 'Vali enne kinnitamist isik.',
    sandboxNote: 'See on liivakasti pangasimulaator: päris pangaandmeid ei kasutata.',
    statusTitle: 'Tuvastamise olek',
    status: { approved: 'Tuvastamine on kinnitatud.', cancelled: 'Tuvastamine katkestati.', expired: 'Tuvastamine aegus.' },
    back: 'Tagasi kasiinosse',
    unknown: 'Tuvastamist ei leitud.',
  },
  en: {
    title: 'Bank identification',
    intro: (c) => `Identify yourself to the casino with your online bank (${c === 'EST' ? 'Estonia' : 'Finland'}). Choose a test person.`,
    choose: 'Who is identifying?',
    birth: 'born',
    idLabel: 'national ID',
    newRandom: 'New random person',
    approve: 'Approve and identify',
    cancel: 'Cancel',
    chooseFirst: 'Choose a person before approving.',
    sandboxNote: 'This is the sandbox bank simulator: no real bank credentials are used.',
    statusTitle: 'Identification status',
    status: {
      approved: 'The identification was approved.',
      cancelled: 'The identification was cancelled.',
      expired: 'The identification expired.',
    },
    back: 'Back to the casino',
    unknown: 'Identification not found.',
  },
};

export const bankLang = (v: string | undefined): BankLang => (v === 'et' || v === 'en' ? v : 'fi');

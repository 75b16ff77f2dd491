import type { PerLang } from '../../langs';

/** What a row of the account history is (its Type column). */
export type HistoryRowType = 'round' | 'freeSpin' | 'deposit' | 'withdrawal' | 'withdrawalCancel' | 'jackpotWin';

interface HistoryTexts {
  /** The file's name before its dates. */
  fileName: string;
  /** Time, type, game, bet (cash, bonus money), win (cash, bonus money), balance change, reference. */
  columns: readonly [string, string, string, string, string, string, string, string, string];
  types: Record<HistoryRowType, string>;
}

/** The account history's words in each language ("cash" and "bonus money" as the site names them). */
export const HISTORY_TEXTS: PerLang<HistoryTexts> = {
  fi: {
    fileName: 'tilihistoria',
    columns: [
      'Aika',
      'Tapahtuma',
      'Peli',
      'Panos (raha)',
      'Panos (bonusraha)',
      'Voitto (raha)',
      'Voitto (bonusraha)',
      'Saldon muutos',
      'Viite',
    ],
    types: {
      round: 'Pelikierros',
      freeSpin: 'Ilmaiskierros',
      deposit: 'Talletus',
      withdrawal: 'Kotiutus',
      withdrawalCancel: 'Peruttu kotiutus',
      jackpotWin: 'Jättipottivoitto',
    },
  },
  et: {
    fileName: 'konto-ajalugu',
    columns: ['Aeg', 'Tehing', 'Mäng', 'Panus (raha)', 'Panus (boonusraha)', 'Võit (raha)', 'Võit (boonusraha)', 'Saldo muutus', 'Viide'],
    types: {
      round: 'Mänguvoor',
      freeSpin: 'Tasuta keerutus',
      deposit: 'Sissemakse',
      withdrawal: 'Väljamakse',
      withdrawalCancel: 'Tühistatud väljamakse',
      jackpotWin: 'Jackpoti võit',
    },
  },
  en: {
    fileName: 'account-history',
    columns: ['Time', 'Type', 'Game', 'Bet (cash)', 'Bet (bonus money)', 'Win (cash)', 'Win (bonus money)', 'Balance change', 'Reference'],
    types: {
      round: 'Round',
      freeSpin: 'Free spin',
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
      withdrawalCancel: 'Withdrawal cancelled',
      jackpotWin: 'Jackpot win',
    },
  },
};

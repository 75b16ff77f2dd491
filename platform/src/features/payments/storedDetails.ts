import { createHash, randomBytes } from 'node:crypto';
import type { Db, Trx } from '../../db/schema';
import { playerStoredDetails, storedDetailReferenceOf, upsertStoredDetail } from './store/storedDetails';

/** A bank account the simulator "paid from": deterministic per person, IBAN-shaped with valid check digits. */
export interface BankAccount {
  bankName: string;
  iban: string;
  masked: string;
  hash: string;
}

const BANK_NAMES: Record<string, string> = { FIN: 'Sandbox Pankki', EST: 'Sandbox Pank' };

function ibanCheck(country: string, bban: string): string {
  const digits = `${bban}${[...country].map((c) => c.charCodeAt(0) - 55).join('')}00`;
  let mod = 0;
  for (const d of digits) mod = (mod * 10 + Number(d)) % 97;
  return String(98 - mod).padStart(2, '0');
}

/** The account of an account holder (national id, or `player:<id>` for a player without one). */
export function bankAccountFor(holder: string, country: string): BankAccount {
  const cc = country === 'EST' ? 'EE' : 'FI';
  const length = cc === 'EE' ? 16 : 14;
  const hex = createHash('sha256').update(`sandbox-bank:${holder}`).digest('hex');
  const bban = (BigInt(`0x${hex.slice(0, 24)}`) % 10n ** BigInt(length)).toString().padStart(length, '0');
  const iban = `${cc}${ibanCheck(cc, bban)}${bban}`;
  return {
    bankName: BANK_NAMES[country] ?? BANK_NAMES.FIN,
    iban,
    masked: `${cc}** **** **** ${iban.slice(-4)}`,
    hash: createHash('sha256').update(iban).digest('hex'),
  };
}

export interface StoredDetail {
  reference: string;
  method: string;
  bankName: string;
  maskedAccount: string;
}

/** Saves (or finds) the stored detail of an account for the player; answers its reference. */
export async function saveStoredDetail(trx: Trx, playerId: number, method: string, account: BankAccount, now: number): Promise<string> {
  await upsertStoredDetail(
    trx,
    {
      reference: randomBytes(12).toString('base64url'),
      player_id: playerId,
      method,
      bank_name: account.bankName,
      masked_account: account.masked,
      account_hash: account.hash,
      created_at: now,
      last_used_at: now,
    },
    now,
  );
  return storedDetailReferenceOf(trx, playerId, method, account.hash);
}

export async function listStoredDetails(db: Db, playerId: number): Promise<StoredDetail[]> {
  const rows = await playerStoredDetails(db, playerId);
  return rows.map((r) => ({ reference: r.reference, method: r.method, bankName: r.bank_name, maskedAccount: r.masked_account }));
}

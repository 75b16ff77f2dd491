import { randomInt } from 'node:crypto';
import { AppError } from '../../errors';

/** A person the bank simulator can identify (pay-and-play). */
export interface BankIdentity {
  nationalId: string;
  country: 'FIN' | 'EST';
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** Finnish personal identity code DDMMYY-NNNC ('-' for 1900s, 'A' for 2000s). */
export function hetu(birthDate: string, individual: number): string {
  const [y, m, d] = birthDate.split('-');
  const n = String(individual).padStart(3, '0');
  const digits = Number(`${d}${m}${y.slice(2)}${n}`);
  const sep = Number(y) >= 2000 ? 'A' : '-';
  return `${d}${m}${y.slice(2)}${sep}${n}${HETU_CHECK[digits % 31]}`;
}

/** Estonian isikukood GYYMMDDSSSC (G: 3/4 for 1900s, 5/6 for 2000s; odd male, even female). */
export function isikukood(birthDate: string, serial: number, female: boolean): string {
  const [y, m, d] = birthDate.split('-');
  const century = Number(y) >= 2000 ? 5 : 3;
  const g = century + (female ? 1 : 0);
  const base = `${g}${y.slice(2)}${m}${d}${String(serial).padStart(3, '0')}`;
  const w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
  const w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];
  const sum = (w: number[]) => [...base].reduce((s, c, i) => s + Number(c) * w[i], 0) % 11;
  let check = sum(w1);
  if (check === 10) {
    check = sum(w2);
    if (check === 10) check = 0;
  }
  return `${base}${check}`;
}

/** The seeded test persons of the simulator (3 Finnish, 2 Estonian). */
export const TEST_IDENTITIES: BankIdentity[] = [
  { nationalId: hetu('1980-01-15', 123), country: 'FIN', firstName: 'Matti', lastName: 'Meikäläinen', birthDate: '1980-01-15' },
  { nationalId: hetu('1992-07-04', 248), country: 'FIN', firstName: 'Maija', lastName: 'Virtanen', birthDate: '1992-07-04' },
  { nationalId: hetu('1975-11-30', 371), country: 'FIN', firstName: 'Juha', lastName: 'Korhonen', birthDate: '1975-11-30' },
  { nationalId: isikukood('1988-03-21', 42, true), country: 'EST', firstName: 'Mari', lastName: 'Tamm', birthDate: '1988-03-21' },
  { nationalId: isikukood('1969-09-09', 137, false), country: 'EST', firstName: 'Jaan', lastName: 'Kask', birthDate: '1969-09-09' },
];

const findTestIdentity = (nationalId: string): BankIdentity | undefined => TEST_IDENTITIES.find((i) => i.nationalId === nationalId);

const FIRST = {
  FIN: ['Aino', 'Eino', 'Helmi', 'Onni', 'Sanna', 'Ville', 'Kaisa', 'Mikko'],
  EST: ['Kadri', 'Tõnu', 'Liis', 'Margus', 'Kertu', 'Rein', 'Piret', 'Andres'],
};
const LAST = {
  FIN: ['Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen'],
  EST: ['Saar', 'Sepp', 'Mägi', 'Kukk', 'Rebane', 'Ilves'],
};

/** A fresh random adult (21-70 years old) of the country; the caller checks the id is unused. */
function randomIdentity(country: 'FIN' | 'EST', now: number): BankIdentity {
  const year = new Date(now).getUTCFullYear() - randomInt(21, 71);
  const birth = new Date(Date.UTC(year, randomInt(0, 12), randomInt(1, 29)));
  const birthDate = birth.toISOString().slice(0, 10);
  const female = randomInt(0, 2) === 1;
  const nationalId = country === 'FIN' ? hetu(birthDate, randomInt(2, 900)) : isikukood(birthDate, randomInt(0, 1000), female);
  return {
    nationalId,
    country,
    firstName: FIRST[country][randomInt(0, FIRST[country].length)],
    lastName: LAST[country][randomInt(0, LAST[country].length)],
    birthDate,
  };
}

/**
 * The person chosen on a simulator page (login or deposit): a test identity of the request's
 * country, or 'new' for a fresh identity whose id is not yet in use. Undefined when nothing
 * fitting was chosen, so the page shows its form again.
 */
export async function chosenIdentity(
  chosen: string | undefined,
  country: string,
  now: number,
  idInUse: (nationalId: string) => Promise<boolean>,
): Promise<BankIdentity | undefined> {
  if (chosen === 'new') {
    for (let i = 0; i < 20; i++) {
      const candidate = randomIdentity(country === 'EST' ? 'EST' : 'FIN', now);
      if (!findTestIdentity(candidate.nationalId) && !(await idInUse(candidate.nationalId))) return candidate;
    }
    throw new AppError(100, 'Could not create a unique identity', { status: 500 });
  }
  if (!chosen) return undefined;
  const found = findTestIdentity(chosen);
  return found && found.country === country ? found : undefined;
}

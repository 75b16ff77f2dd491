import type { Migration } from 'kysely';
import * as m0001 from './0001_cms';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_games';
import * as m0004 from './0004_wallet';
import * as m0005 from './0005_limits';
import * as m0006 from './0006_profile';
import * as m0007 from './0007_bonuses';
import * as m0010 from './0010_token_binding';
import * as m0011 from './0011_double_entry';
import * as m0012 from './0012_idempotency_reconcile';
import * as m0013 from './0013_round_index';
import * as m0014 from './0014_account_holds';
import * as m0015 from './0015_loss_totals';
import * as m0016 from './0016_round_id_index';
import * as m0017 from './0017_progress_from_turnover';
import * as m0018 from './0018_game_art';
import * as m0019 from './0019_game_art_webp';
import * as m0020 from './0020_play_overview';

/**
 * In-code migration provider. Add new migrations here with an increasing prefix; never edit one
 * that has shipped. Write them with Kysely's schema builder and the helpers in ./util so that the
 * same migration runs on SQLite and PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001_cms': m0001,
  '0002_accounts': m0002,
  '0003_games': m0003,
  '0004_wallet': m0004,
  '0005_limits': m0005,
  '0006_profile': m0006,
  '0007_bonuses': m0007,
  '0010_token_binding': m0010,
  '0011_double_entry': m0011,
  '0012_idempotency_reconcile': m0012,
  '0013_round_index': m0013,
  '0014_account_holds': m0014,
  '0015_loss_totals': m0015,
  '0016_round_id_index': m0016,
  '0017_progress_from_turnover': m0017,
  '0018_game_art': m0018,
  '0019_game_art_webp': m0019,
  '0020_play_overview': m0020,
};

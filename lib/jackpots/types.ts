/** A jackpot as GET /jackpots sends it (services/platform/openapi.ts). */
import type { ApiResponse } from '@/services/platform/types';

export type Jackpot = ApiResponse<'/jackpots', 'get'>['jackpots'][number];

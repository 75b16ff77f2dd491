/**
 * The account's data as the platform sends and takes it, named from its OpenAPI document
 * (services/platform/openapi.ts, never copied by hand): services/account/* call with them, the
 * store keeps them, components show them.
 */
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';

/** The player record (docs/product/data.md). */
export type Player = ApiResponse<'/player', 'get'>;
/** The login history. */
export type Activity = ApiResponse<'/player/activity', 'get'>;
export type CompleteAccountFields = ApiRequestBody<'/player/completeAccount', 'post'>;
/** The fields of POST /player/registerPlayer (docs/product/api.md). */
export type RegisterFields = ApiRequestBody<'/player/registerPlayer', 'post'>;

/** The fields of POST /payment/initLogin (bank login). */
export type BankLoginFields = ApiRequestBody<'/payment/initLogin', 'post'>;
export type BankCountry = BankLoginFields['country'];
export type BankLoginStatus = ApiResponse<'/payment/loginStatus', 'post'>['status'];

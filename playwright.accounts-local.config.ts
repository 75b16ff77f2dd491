// TEMPORARY (accounts agent): run e2e/accounts.spec.ts against an already running server on 3200/4200.
import baseConfig from './playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({ ...baseConfig, webServer: undefined, use: { ...baseConfig.use, baseURL: 'http://127.0.0.1:3200' } });

/**
 * The login flow of docs/product/flows.md around the thunks: submit (credentials or an approved bank
 * login), the post-login steps, close the panel, then go where lib/account/loginFlow.ts says. The
 * layout's `authFlowActive` is set while it runs, so that the page guard leaves the navigation to
 * it. Errors leave the player logged out and are given back.
 */
import { loginTarget, type LoginTargetOptions } from '@/lib/account/loginFlow';
import { setAuthFlowActive, type AppDispatch } from '@/store';
import type { LoginOutcome } from '@/store/profile';
import type { ApiFailure, ApiResult } from '@/lib/apiResult';

export interface LoginFlowOptions extends LoginTargetOptions {
  dispatch: AppDispatch;
  /** Runs the login and the post-login steps (loginWithPassword or completeLogin). */
  submit: () => Promise<ApiResult<LoginOutcome>>;
  closePanel?: () => void;
  navigate: (target: string) => Promise<unknown>;
}

export async function runLoginFlow(options: LoginFlowOptions): Promise<ApiFailure | null> {
  const { dispatch } = options;
  dispatch(setAuthFlowActive(true));
  try {
    const result = await options.submit();
    if (!result.success) return result;
    options.closePanel?.();
    await options.navigate(loginTarget(result.data.activityCount, options));
    return null;
  } finally {
    dispatch(setAuthFlowActive(false));
  }
}

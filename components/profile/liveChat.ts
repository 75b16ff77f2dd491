/**
 * The third-party live chat widget (LiveChat). Its script is loaded only when a licence is
 * configured (NEXT_PUBLIC_LIVECHAT_LICENSE), only in the browser and only once; without a
 * licence nothing is loaded and no chat button is shown.
 */
import { liveChatLicense } from '@/lib/config/env';

const SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';
const SCRIPT_ID = 'livechat-widget';

interface LiveChatWidgetApi {
  call: (method: string, ...args: unknown[]) => void;
}

declare global {
  interface Window {
    __lc?: { license: number; asyncInit?: boolean };
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

/** Whether the live chat is available at all (a licence is configured). */
export function isLiveChatConfigured(): boolean {
  return liveChatLicense() !== null;
}

/** Adds the widget's script to the page (once); does nothing without a licence. */
export function loadLiveChat(): boolean {
  const license = liveChatLicense();
  if (!license || typeof document === 'undefined') return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  window.__lc = { ...(window.__lc ?? {}), license: Number(license) };
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = SCRIPT_URL;
  document.head.appendChild(script);
  return true;
}

/** Opens the chat with the player's details (once the widget has loaded). */
export function openLiveChat(customer: { email?: string; name?: string }): boolean {
  const widget = window.LiveChatWidget;
  if (!widget) return false;
  if (customer.email) widget.call('set_customer_email', customer.email);
  if (customer.name) widget.call('set_customer_name', customer.name);
  widget.call('maximize');
  return true;
}

export { sendMessage } from './outbox';
export { renderMessage } from './texts';

/**
 * @morah/safety: the local safety screen. Pure (no I/O), for the gateway and the workers; the web
 * never imports it, which keeps the English model out of the browser bundle.
 */
export { type SafetyScreen, screenMessage } from './screen-message';
export { CONVERSATION_WINDOW, type ConversationScreenOptions, screenConversation } from './screen-conversation';

import { EXPORT_AVAILABLE_HOURS, type PrivacyFacts } from '@morah/contracts';
import type { GatewayConfig } from '../../config';
import { paymentsMode } from '../premium/payments-mode';

const OPENAI_HOST = 'api.openai.com';

/**
 * What this Morah keeps and sends out, read from its configuration as the workers read theirs: a
 * model is used with OPENAI_BASE_URL or OPENAI_API_KEY (OpenAI's own address when only a key is
 * given); moderation by the provider only with a key; Stripe only with a secret key.
 */
export function privacyFacts(config: Pick<GatewayConfig, 'CHAT_RETENTION_DAYS' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'STRIPE_SECRET_KEY' | 'MORAH_TEST_CHECKOUT'>): PrivacyFacts {
  const host = config.OPENAI_BASE_URL ? new URL(config.OPENAI_BASE_URL).host : OPENAI_HOST;
  const model = Boolean(config.OPENAI_BASE_URL || config.OPENAI_API_KEY);
  return {
    chatRetentionDays: config.CHAT_RETENTION_DAYS,
    exportAvailableHours: EXPORT_AVAILABLE_HOURS,
    modelProvider: model ? { host } : null,
    moderationProvider: config.OPENAI_API_KEY ? { host } : null,
    payments: paymentsMode(config),
  };
}

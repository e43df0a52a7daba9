import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { privacyFacts } from './privacy-facts';

const facts = (env: Record<string, string>) => privacyFacts(loadConfig(env));

describe('privacyFacts', () => {
  it('says nothing leaves Morah when nothing is configured, and conversations are kept 365 days', () => {
    expect(facts({})).toEqual({ chatRetentionDays: 365, exportAvailableHours: 24, modelProvider: null, moderationProvider: null, payments: 'none' });
    expect(facts({ MORAH_TEST_CHECKOUT: '1' }).payments).toBe('test');
  });

  it('reads CHAT_RETENTION_DAYS, and an empty one keeps everything', () => {
    expect(facts({ CHAT_RETENTION_DAYS: '30' }).chatRetentionDays).toBe(30);
    expect(facts({ CHAT_RETENTION_DAYS: '' }).chatRetentionDays).toBeNull();
    expect(() => facts({ CHAT_RETENTION_DAYS: 'soon' })).toThrow(/CHAT_RETENTION_DAYS/);
  });

  it('names the model and moderation service by its address, and Stripe only with a key', () => {
    expect(facts({ OPENAI_API_KEY: 'sk-test' })).toMatchObject({ modelProvider: { host: 'api.openai.com' }, moderationProvider: { host: 'api.openai.com' } });
    // A local Ollama: a model, and no moderation endpoint.
    expect(facts({ OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toMatchObject({ modelProvider: { host: 'localhost:11434' }, moderationProvider: null });
    expect(facts({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toBe('stripe');
    expect(facts({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', MORAH_TEST_CHECKOUT: '1' }).payments).toBe('stripe');
  });
});

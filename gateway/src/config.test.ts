import { describe, expect, it } from 'vitest';
import { withTestCheckoutDefault } from './config';

describe('withTestCheckoutDefault (what `pnpm start` adds)', () => {
  it('turns the local test checkout on, and says so, when nothing about payments is set outside production', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { STRIPE_SECRET_KEY: '', MORAH_TEST_CHECKOUT: '' }]) {
      const { env: started, notice } = withTestCheckoutDefault(env);
      expect(started.MORAH_TEST_CHECKOUT).toBe('1');
      expect(notice).toMatch(/^No Stripe key is set, so Premium uses the local test checkout, where no money moves/);
    }
  });

  it('adds nothing in production, with a Stripe key, or where the operator chose', () => {
    for (const env of [{ NODE_ENV: 'production' }, { STRIPE_SECRET_KEY: 'sk_live_x' }, { MORAH_TEST_CHECKOUT: '0' }, { MORAH_TEST_CHECKOUT: '1' }]) {
      expect(withTestCheckoutDefault(env)).toEqual({ env, notice: null });
    }
  });
});

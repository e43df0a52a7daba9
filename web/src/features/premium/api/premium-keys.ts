export const premiumKeys = {
  checkout: (sessionId: string) => ['/api/checkout', sessionId] as const,
  testCheckout: (sessionId: string) => ['/api/checkout/test', sessionId] as const,
  family: ['/api/premium/family'] as const,
};

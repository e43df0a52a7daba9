/**
 * A loopback server that speaks enough of Stripe's API for the real `stripe` client to create a
 * Checkout Session: form-encoded requests in, Stripe-shaped JSON out. Tests read what was sent and
 * can make the next requests fail as Stripe does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded (keys as Stripe writes them, e.g. 'metadata[userId]'). */
  form: URLSearchParams;
  authorization: string | undefined;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:PORT, for STRIPE_API_URL */
  url: string;
  requests: FakeStripeRequest[];
  /** The next `times` requests answer with this status and a Stripe-shaped error. */
  fail(status: number, times?: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let failures: number[] = [];
  let counter = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: req.url ?? '', form, authorization: req.headers.authorization });
      const failure = failures.shift();
      res.setHeader('content-type', 'application/json');
      if (failure) {
        res.statusCode = failure;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong at the payment provider.' } }));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_fake${++counter}`;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            url: `https://checkout.stripe.test/c/pay/${id}`,
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 999),
            currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
            client_reference_id: form.get('client_reference_id'),
            metadata: { userId: form.get('metadata[userId]'), buyerId: form.get('metadata[buyerId]') },
            payment_status: 'unpaid',
            status: 'open',
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url}).` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(status, times = 1) {
      failures = [...failures, ...Array.from({ length: times }, () => status)];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

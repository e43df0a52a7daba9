import { formatPrice } from '@morah/contracts';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { useTestCheckout, useTestCheckoutAction } from '../api/test-checkout';
import '../premium.css';

/**
 * `/checkout/test/{id}`: the stand-in for the card payment page when this Morah has no payment
 * provider. It says so plainly; paying sends the same signed confirmation a real payment would.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useTestCheckout(sessionId);
  const onError = (error: unknown) => notify({ title: 'Upgrade Failed', description: errorMessage(error), variant: 'destructive' });
  const pay = useTestCheckoutAction(sessionId, 'pay');
  const cancel = useTestCheckoutAction(sessionId, 'cancel');

  if (checkout.isPending) return <PageLoader />;
  if (checkout.isError) {
    return (
      <PageShell eyebrow="Test payment" title="Morah Premium checkout">
        <LoadError error={checkout.error} onRetry={() => void checkout.refetch()} />
      </PageShell>
    );
  }
  const { checkout: view } = checkout.data;
  const price = formatPrice(view.amountCents, view.currency);
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;

  return (
    <PageShell eyebrow="Test payment" title="Morah Premium checkout" documentTitle="Test checkout">
      <div className="test-checkout">
        <p className="test-checkout__banner" role="note">
          <strong>Test payment: no money moves.</strong> This Morah has no payment provider set up, so this page stands in for the card
          payment page. Paying here sends the same confirmation a real payment would.
        </p>
        <Card title="Your order" className="test-checkout__order">
          <dl className="test-checkout__lines">
            <div>
              <dt>Morah Premium</dt>
              <dd>One-time payment · lifetime access</dd>
            </div>
            <div>
              <dt>For</dt>
              <dd>{view.forSelf ? 'You' : view.member.firstName}</dd>
            </div>
            <div className="test-checkout__total">
              <dt>Total</dt>
              <dd>{price}</dd>
            </div>
          </dl>
          {view.status === 'pending' ? (
            <div className="test-checkout__actions">
              <Button size="lg" disabled={busy} onClick={() => pay.mutate(undefined, { onError })}>
                {pay.isPending || pay.isSuccess ? 'Processing...' : `Pay ${price} (test)`}
              </Button>
              <Button size="lg" variant="secondary" disabled={busy} onClick={() => cancel.mutate(undefined, { onError })}>
                Cancel
              </Button>
            </div>
          ) : (
            <p className="test-checkout__done">
              {view.status === 'paid' ? 'This checkout is paid.' : 'This checkout was cancelled.'}{' '}
              <Link to="/" className={buttonClass('secondary', 'md')}>
                Back to Morah
              </Link>
            </p>
          )}
        </Card>
      </div>
    </PageShell>
  );
}

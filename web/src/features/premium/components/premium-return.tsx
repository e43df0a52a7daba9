import { PREMIUM_PERKS } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/toaster/notify';
import { isAvailableRoute } from '@/config/available-routes';
import { currentUserQueryKey, useUser } from '@/lib/auth';
import { CONFIRM_WAIT_MS, useCheckout } from '../api/get-checkout';
import { premiumKeys } from '../api/premium-keys';
import '@/features/chat/chat.css';
import '../premium.css';

const SESSION_ID = /^cs_[A-Za-z0-9_]{4,200}$/;

/**
 * Coming back from checkout (spec core 2.8 and 4): with `?paid=true` the welcome-to-premium modal
 * shows once the payment provider has confirmed the payment (asked every second, for up to a minute;
 * until then a quiet 'Confirming your payment...'). With `?checkout=cancelled`, a note that nothing was paid.
 */
export function PremiumReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { user } = useUser();
  const paid = params.get('paid') === 'true';
  const cancelled = params.get('checkout') === 'cancelled';
  const rawSession = params.get('session_id');
  const sessionId = paid && rawSession && SESSION_ID.test(rawSession) ? rawSession : null;
  const [waitUntil] = useState(() => Date.now() + CONFIRM_WAIT_MS);
  const checkout = useCheckout(sessionId, waitUntil);
  const view = checkout.data?.checkout;
  const confirmed = view ? view.status === 'paid' : paid && user?.isPremium === true;

  const clearParams = (...names: string[]) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of names) next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (!cancelled) return;
    notify({ title: 'Checkout cancelled', description: 'No payment was made. You can upgrade any time.' });
    clearParams('checkout');
  }, [cancelled]);

  useEffect(() => {
    if (view?.status !== 'paid') return;
    // The member's premium flag changed on the server: read the user (and a parent's family) again.
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    void queryClient.invalidateQueries({ queryKey: premiumKeys.family });
  }, [view?.status, queryClient]);

  if (!paid) return null;
  const close = () => clearParams('paid', 'session_id');
  if (confirmed) return <WelcomeModal memberName={view && !view.forSelf ? view.member.firstName : null} onClose={close} />;
  if (checkout.isError || (!sessionId && user && !user.isPremium)) {
    return <ReturnNotice text="We could not confirm the payment from here. If you paid, Premium switches on by itself as soon as the payment is confirmed." onClose={close} />;
  }
  if (view && view.status !== 'pending') return <ReturnNotice text="This checkout was not paid, so nothing changed." onClose={close} />;
  if (checkout.isFetched && Date.now() >= waitUntil) {
    return <ReturnNotice text="Your payment is still being confirmed. Premium switches on by itself as soon as it is." onClose={close} />;
  }
  return (
    <p className="premium-notice" role="status">
      Confirming your payment...
    </p>
  );
}

function ReturnNotice({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <div className="premium-notice" role="status">
      <p>{text}</p>
      <Button variant="secondary" onClick={onClose}>
        OK
      </Button>
    </div>
  );
}

function WelcomeModal({ memberName, onClose }: { memberName: string | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="premium-welcome">
      <div className="premium-welcome__body">
        <p className="premium-welcome__star" aria-hidden="true">
          ★
        </p>
        <h2 id={titleId}>Welcome to Premium!</h2>
        <p className="premium-welcome__lead">
          {memberName ? `Thank you! ${memberName} now has Morah Premium, for life.` : 'Thank you! You now have Morah Premium, for life.'}
        </p>
        <ul className="premium-welcome__perks">
          {PREMIUM_PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <div className="premium-welcome__actions">
          {!memberName && isAvailableRoute('/profile') ? (
            <Link to="/profile" className={buttonClass('primary', 'lg')} data-autofocus>
              Choose a premium avatar
            </Link>
          ) : null}
          <Button variant={memberName ? 'primary' : 'secondary'} size="lg" onClick={onClose} data-autofocus={memberName ? true : undefined}>
            Start exploring
          </Button>
        </div>
      </div>
    </Modal>
  );
}

import type { CreateCheckoutResponse } from '@morah/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { notify } from '@/components/toaster/notify';
import { ApiError, api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { goTo } from '@/lib/browser-location';
import { usePremiumAvailability } from './use-premium-availability';
import './upgrade-button.css';

export interface UpgradeButtonProps {
  /** A parent buying Premium for a linked child; empty to buy it for oneself. */
  childId?: number;
  label?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Spec core 2.8 and 4, 'Upgrade': asks the server for a checkout and goes to its url. 'Processing...'
 * and disabled while the request runs; signed out, 'Authentication Required'; a failure or a missing
 * url, 'Upgrade Failed'. Premium itself comes only from the payment provider's confirmation. Where
 * this Morah takes no payment, the button says Premium is not available here, and the note says why.
 */
export function UpgradeButton({ childId, label = 'Upgrade to Premium', size = 'lg', variant = 'primary', className }: UpgradeButtonProps) {
  const { user } = useUser();
  const availability = usePremiumAvailability();
  const checkout = useMutation({
    mutationFn: () => api.post<CreateCheckoutResponse>('/api/create-checkout', childId === undefined ? undefined : { childId }),
    onSuccess: (data) => {
      if (data?.url) goTo(data.url);
      else failed();
    },
    onError: (error) => failed(error instanceof ApiError && (error.status === 409 || (error.status === 403 && error.code === 'payment_unavailable')) ? error.serverMessage : undefined),
  });
  const noteId = useId();

  if (availability.data?.payments === 'none') {
    return (
      <div className="upgrade-unavailable">
        <Button size={size} variant={variant} className={className} disabled aria-describedby={noteId}>
          Premium is not available here
        </Button>
        <p id={noteId} className="upgrade-unavailable__note muted">
          {availability.data.message}
        </p>
      </div>
    );
  }

  const onClick = () => {
    if (!user) {
      notify({ title: 'Authentication Required', description: 'Please log in to upgrade to premium', variant: 'destructive' });
      return;
    }
    checkout.mutate();
  };

  // Until the browser has left for the payment page, the button stays busy.
  const busy = checkout.isPending || (checkout.isSuccess && Boolean(checkout.data?.url));
  return (
    <Button size={size} variant={variant} className={className} onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Processing...' : label}
    </Button>
  );
}

function failed(reason?: string) {
  notify({ title: 'Upgrade Failed', description: reason ?? 'Failed to start upgrade process. Please try again.', variant: 'destructive' });
}

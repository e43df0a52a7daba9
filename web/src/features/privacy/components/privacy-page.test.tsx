import type { PrivacyFacts } from '@morah/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const offline: PrivacyFacts = { chatRetentionDays: 365, exportAvailableHours: 24, modelProvider: null, moderationProvider: null, payments: 'test' };

beforeAll(async () => {
  await Promise.all([import('@/app/routes/privacy'), import('@/app/routes/about'), import('@/components/layouts/signed-in-layout')]);
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/privacy', () => {
  it('tells a parent, in plain words, what is kept, how long, who sees it and how to take it back', async () => {
    renderApp({ route: '/privacy', api: { 'GET /api/privacy/facts': { body: { facts: offline } } } });
    expect(await screen.findByRole('heading', { level: 1, name: "Your child's privacy" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What Morah keeps',
      'How long we keep it',
      'Who can see it',
      'Never used to train AI',
      'Who outside Morah receives what',
      "Download or delete your child's data",
    ]);
    expect(await within(section('How long we keep it')).findByText('Conversations with Morah AI are deleted one year (365 days) after their last message.')).toBeInTheDocument();
    expect(section('How long we keep it')).toHaveTextContent("A download of a child's data works for 24 hours");
    expect(section('Who can see it')).toHaveTextContent('The parents linked to the child.');
    expect(section('Who can see it')).toHaveTextContent("The teachers of the child's classes.");
    expect(section('Never used to train AI')).toHaveTextContent("Morah never uses children's conversations to train AI models");
    const outside = section('Who outside Morah receives what');
    expect(outside).toHaveTextContent('No AI service outside Morah.');
    expect(outside).toHaveTextContent('No payment service.');
    expect(section("Download or delete your child's data")).toHaveTextContent('Delete account asks for your password');
  });

  it('names the model, moderation and payment services when this Morah uses them, and says when conversations are kept for good', async () => {
    const facts: PrivacyFacts = { ...offline, chatRetentionDays: null, modelProvider: { host: 'api.openai.com' }, moderationProvider: { host: 'api.openai.com' }, payments: 'stripe' };
    renderApp({ route: '/privacy', api: { 'GET /api/privacy/facts': { body: { facts } } } });
    expect(await screen.findByText('Conversations with Morah AI are kept until you delete the account.')).toBeInTheDocument();
    const outside = section('Who outside Morah receives what');
    expect(outside).toHaveTextContent('The AI model service (api.openai.com).');
    expect(outside).toHaveTextContent('The safety check service (api.openai.com).');
    expect(outside).toHaveTextContent('Stripe, for payments.');
  });

  it('is linked from the footer, and from the page to a parent\u2019s dashboard', async () => {
    const user = userEvent.setup();
    renderApp({
      user: buildUser({ role: 'parent' }),
      route: '/about',
      api: { 'GET /api/privacy/facts': { body: { facts: offline } }, 'GET /api/badges': { body: { badges: [] } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'A patient teacher for every curious child' });
    // The parent's page: until the user is known, the visitor's table shows the same page (its footer
    // goes when the signed-in table takes over).
    await screen.findByRole('button', { name: 'Log Out' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'Privacy' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Your child's privacy" })).toBeInTheDocument();
    expect(within(section("Download or delete your child's data")).getByRole('link', { name: 'Parent Dashboard' })).toHaveAttribute('href', '/parent');
  });
});

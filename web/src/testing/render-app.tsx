import type { User } from '@morah/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { createFakeSocket, type FakeSocket } from './fake-socket';
import { mockFetch, type MockReply } from './mock-fetch';

export interface RenderAppOptions {
  /** The signed-in user, or null for signed out (GET /api/auth/user answers 401). */
  user?: User | null;
  route?: string;
  /** Extra fetch routes, keyed 'METHOD /path'. */
  api?: Record<string, MockReply | ((request: { url: string; init: RequestInit; body: unknown }) => MockReply)>;
  /** Defaults to the whole app's routes. */
  ui?: ReactElement;
  /** The fake socket to hand the app (e.g. one created disconnected); a connected one by default. */
  socket?: FakeSocket;
}

/** Renders the app (or a piece of it) with its providers, a fake socket and a mocked network. */
export function renderApp({ user = null, route = '/', api = {}, ui, socket = createFakeSocket() }: RenderAppOptions = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': user ? { body: { user } } : { status: 401, body: { error: { code: 'unauthenticated', message: 'Please log in.' } } },
    ...api,
  });
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient} connectSocket={() => socket}>
      <MemoryRouter initialEntries={[route]}>{ui ?? <AppRoutes />}</MemoryRouter>
    </AppProvider>,
  );
  return { ...result, socket, fetchMock, queryClient };
}

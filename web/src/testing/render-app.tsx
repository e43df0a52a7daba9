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
  /** The signed-in user, or null for signed out (GET /api/auth/user answers 204, no data, as the server does). */
  user?: User | null;
  route?: string;
  /** Extra fetch routes, keyed 'METHOD /path'. */
  api?: Record<string, MockReply | ((request: { url: string; init: RequestInit; body: unknown }) => MockReply | Promise<MockReply>)>;
  /** Defaults to the whole app's routes. */
  ui?: ReactElement;
  /** The fake socket to hand the app (e.g. one created disconnected); a connected one by default. */
  socket?: FakeSocket;
}

/** Renders the app (or a piece of it) with its providers, a fake socket and a mocked network. */
export function renderApp({ user = null, route = '/', api = {}, ui, socket = createFakeSocket() }: RenderAppOptions = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': user ? { body: { user } } : { status: 204 },
    // A parent's page lists the children's Premium; no children unless a test says otherwise.
    'GET /api/premium/family': { body: { children: [] } },
    // A grown-up's pages read their safety notices and flags; none unless a test says otherwise.
    'GET /api/notices': { body: { notices: [] } },
    'GET /api/safety/flags': { body: { flags: [] } },
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

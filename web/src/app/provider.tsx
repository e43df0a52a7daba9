import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/toaster/toaster';
import { useUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { connectSocket as defaultConnectSocket, type ConnectSocket } from '@/lib/socket';
import { SocketProvider } from '@/lib/socket-context';
import { AppErrorBoundary } from './app-error-boundary';
import { LiveCatchUp } from './live-catch-up';
import { LiveGamification } from './live-gamification';
import { LiveProgress } from './live-progress';
import { LiveRoster } from './live-roster';
import { LiveSafetyNotices } from './live-safety-notices';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (and a fake socket); the app makes its own. */
  queryClient?: QueryClient;
  connectSocket?: ConnectSocket;
}

export function AppProvider({ children, queryClient, connectSocket = defaultConnectSocket }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <RealtimeProvider connect={connectSocket}>{children}</RealtimeProvider>
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

/** One socket, open only while someone is signed in, and the app-wide listeners on it. */
function RealtimeProvider({ connect, children }: { connect: ConnectSocket; children: ReactNode }) {
  const { user } = useUser();
  return (
    <SocketProvider sessionKey={user ? user.id : null} connect={connect}>
      <LiveProgress />
      <LiveCatchUp />
      {user && user.role !== 'student' ? <LiveSafetyNotices role={user.role} /> : null}
      {user?.role === 'teacher' ? <LiveRoster /> : null}
      {user ? <LiveGamification key={user.id} user={user} /> : null}
      {children}
    </SocketProvider>
  );
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Spinner } from '@hostdeck/ui';
import { loginPath } from '@hostdeck/panel';
import type { ConsoleBackend } from '../backend/backend';

/** Signs out, forgets every cached answer, and shows the sign-in page. */
export function LogoutPage({ backend, queryClient }: { backend: ConsoleBackend; queryClient: QueryClient }) {
  const navigate = useNavigate();
  useEffect(() => {
    let isCurrent = true;
    backend
      .signOut()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        queryClient.clear();
        if (isCurrent) void navigate(loginPath(), { replace: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [backend, navigate, queryClient]);
  return (
    <main className="grid min-h-dvh place-items-center">
      <Spinner />
    </main>
  );
}

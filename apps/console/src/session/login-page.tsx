import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen, safeReturnPath } from '@hostdeck/panel';
import type { ConsoleBackend, LoginMethod } from '../backend/backend';

export function LoginPage({ backend }: { backend: ConsoleBackend }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pendingMethod, setPendingMethod] = useState<LoginMethod>();
  const [hasInvalidCredentials, setHasInvalidCredentials] = useState(false);

  const signIn = (method: LoginMethod, credentials?: { email: string; password: string }) => {
    setPendingMethod(method);
    setHasInvalidCredentials(false);
    const returnPath = safeReturnPath(searchParams.get('r'));
    backend.signIn(method, returnPath, credentials).then(
      () => void navigate(returnPath, { replace: true }),
      () => {
        setPendingMethod(undefined);
        setHasInvalidCredentials(method === 'email');
      },
    );
  };

  return (
    <LoginScreen
      onGithub={() => signIn('github')}
      onGoogle={() => signIn('google')}
      onEmail={(credentials) => signIn('email', credentials)}
      pendingMethod={pendingMethod}
      hasInvalidCredentials={hasInvalidCredentials}
    />
  );
}

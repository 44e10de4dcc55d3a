import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, Field, Input } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export type LoginMethod = 'github' | 'google' | 'email';

export interface LoginScreenProps {
  /** Starts the code-hosting sign-in (GitHub). */
  onGithub: () => void;
  /** Starts the social sign-in (Google). */
  onGoogle: () => void;
  /** Signs in with email and password; rejecting keeps what the user typed. */
  onEmail: (credentials: { email: string; password: string }) => void;
  /** The method being signed in with, while it runs. */
  pendingMethod?: LoginMethod;
  /** Shown when the email sign-in was refused. */
  hasInvalidCredentials?: boolean;
}

/** The three ways in: a code-hosting account, a social account, or email and password. */
export function LoginScreen({ onGithub, onGoogle, onEmail, pendingMethod, hasInvalidCredentials = false }: LoginScreenProps) {
  const { t } = useT('shell');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const isBusy = pendingMethod !== undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onEmail({ email: email.trim(), password });
  };

  return (
    <main className="grid min-h-dvh place-items-center bg-muted p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('login.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Button variant="outline" onClick={onGithub} disabled={isBusy} isLoading={pendingMethod === 'github'}>
            {t('login.withGithub')}
          </Button>
          <Button variant="outline" onClick={onGoogle} disabled={isBusy} isLoading={pendingMethod === 'google'}>
            {t('login.withGoogle')}
          </Button>
          <hr className="border-border" />
          <form className="grid gap-4" onSubmit={handleSubmit} noValidate={false}>
            {hasInvalidCredentials && (
              <Alert variant="error">
                <AlertDescription>{t('login.invalidCredentials')}</AlertDescription>
              </Alert>
            )}
            <Field label={t('login.email')}>
              <Input type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
            </Field>
            <Field label={t('login.password')}>
              <Input type="password" autoComplete="current-password" required minLength={8} value={password} onChange={(event) => setPassword(event.target.value)} />
            </Field>
            <Button type="submit" disabled={isBusy} isLoading={pendingMethod === 'email'}>
              {pendingMethod === 'email' ? t('login.signingIn') : t('login.withEmail')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}

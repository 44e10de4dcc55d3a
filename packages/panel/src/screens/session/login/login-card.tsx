import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, Field, Input } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { LoginScreenProps } from './login';

/** The sign-in card: the two account buttons, then the email form. */
export function LoginCard({ onGithub, onGoogle, onEmail, pendingMethod, hasInvalidCredentials = false }: LoginScreenProps) {
  const { t } = useT('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const isBusy = pendingMethod !== undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onEmail({ email: email.trim(), password });
  };

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t('title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button variant="outline" onClick={onGithub} disabled={isBusy} isLoading={pendingMethod === 'github'}>
          {t('withGithub')}
        </Button>
        <Button variant="outline" onClick={onGoogle} disabled={isBusy} isLoading={pendingMethod === 'google'}>
          {t('withGoogle')}
        </Button>
        <hr className="border-border" />
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate={false}>
          {hasInvalidCredentials && (
            <Alert variant="error">
              <AlertDescription>{t('invalidCredentials')}</AlertDescription>
            </Alert>
          )}
          <Field label={t('email')}>
            <Input type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <Field label={t('password')}>
            <Input type="password" autoComplete="current-password" required minLength={8} value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Button type="submit" disabled={isBusy} isLoading={pendingMethod === 'email'}>
            {pendingMethod === 'email' ? t('signingIn') : t('withEmail')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

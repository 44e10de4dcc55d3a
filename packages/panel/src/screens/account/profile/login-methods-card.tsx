import { useId, useState } from 'react';
import { Mail, Plus } from 'lucide-react';
import { Alert, AlertDescription, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmDialog } from '@hostdeck/ui';
import type { LoginType, SocialLogin } from '../../../api/schemas/profile';
import { useT } from '../../../i18n/i18n-provider';
import { issueText } from '../../../i18n/issue-text';
import { addableLoginTypes, canRemoveLogin } from '../../../rules/login-methods';
import { ruleIssue } from '../../../rules/issues';
import { PASSWORD_MIN_LENGTH } from '../../../rules/limits';
import type { EmailLoginValues } from '../../../rules/profile-form';
import { AddEmailLoginDialog } from './add-email-login-dialog';
import type { EmailLoginRefusal } from './email-login-outcome';
import { LOGIN_LABEL_KEYS, type ProviderLoginType } from './login-method-labels';

export interface LoginMethodsCardProps {
  logins: readonly SocialLogin[];
  /** The account's email, which an email sign-in uses. */
  email: string;
  /** Starts linking GitHub or Google (the provider's redirect follows). */
  onAddProvider: (type: ProviderLoginType) => Promise<unknown>;
  /** Adds the email sign-in with its password; a rejection keeps the dialog open. */
  onAddEmail: (values: EmailLoginValues) => Promise<unknown>;
  /** Removes a method; a rejection keeps the confirmation open (the error toast says why). */
  onRemove: (type: LoginType) => Promise<unknown>;
}

/** The sign-in methods (account-area 2, 5): each with Remove after a confirmation, never the last; the ones to add. */
export function LoginMethodsCard({ logins, email, onAddProvider, onAddEmail, onRemove }: LoginMethodsCardProps) {
  const { t } = useT('profile');
  const issues = useT('issues');
  const titleId = useId();
  const onlyOneId = useId();
  const [removing, setRemoving] = useState<LoginType>();
  const [isAddingEmail, setIsAddingEmail] = useState(false);
  const [refusal, setRefusal] = useState<EmailLoginRefusal>();
  const canRemove = canRemoveLogin(logins.length);
  const addable = addableLoginTypes(logins);
  const methodName = (type: LoginType) => t(LOGIN_LABEL_KEYS[type]);
  const refusalText = refusal === 'tooShort' ? issueText(issues.t, ruleIssue('password', 'passwordCancelled', { min: PASSWORD_MIN_LENGTH })) : t('addEmail.cancelled');
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('logins.title')}</CardTitle>
        <CardDescription>{t('logins.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-labelledby={titleId} className="grid divide-y divide-border rounded-lg border border-border">
          {logins.map((login) => (
            <li key={login.type} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid min-w-0">
                <span className="font-medium">{methodName(login.type)}</span>
                {login.email && (
                  <span dir="ltr" className="truncate text-start text-sm text-muted-foreground">
                    {login.email}
                  </span>
                )}
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={!canRemove}
                aria-label={t('logins.removeLabel', { method: methodName(login.type) })}
                aria-describedby={canRemove ? undefined : onlyOneId}
                onClick={() => setRemoving(login.type)}
              >
                {t('logins.remove')}
              </Button>
            </li>
          ))}
        </ul>
        {!canRemove && (
          <p id={onlyOneId} className="text-sm text-muted-foreground">
            {t('logins.onlyOne')}
          </p>
        )}
        {refusal && (
          <Alert variant="warning" onDismiss={() => setRefusal(undefined)}>
            <AlertDescription>{refusalText}</AlertDescription>
          </Alert>
        )}
        {addable.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {addable.map((type) =>
              type === 'email' ? (
                <Button
                  key={type}
                  variant="outline"
                  onClick={() => {
                    setRefusal(undefined);
                    setIsAddingEmail(true);
                  }}
                >
                  <Mail aria-hidden />
                  {t('logins.addEmail')}
                </Button>
              ) : (
                <AddProviderButton key={type} type={type} onAdd={onAddProvider} />
              ),
            )}
          </div>
        )}
      </CardContent>
      <AddEmailLoginDialog
        open={isAddingEmail}
        email={email}
        onAdd={onAddEmail}
        onAdded={() => setIsAddingEmail(false)}
        onRefused={(reason) => {
          setIsAddingEmail(false);
          setRefusal(reason);
        }}
      />
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(undefined)}
          variant="destructive"
          title={t('logins.removeTitle', { method: methodName(removing) })}
          description={t('logins.removeText', { method: methodName(removing) })}
          confirmLabel={t('logins.removeConfirm')}
          onConfirm={async () => {
            await onRemove(removing);
          }}
        />
      )}
    </Card>
  );
}

function AddProviderButton({ type, onAdd }: { type: ProviderLoginType; onAdd: (type: ProviderLoginType) => Promise<unknown> }) {
  const { t } = useT('profile');
  const [isPending, setIsPending] = useState(false);
  const add = async () => {
    setIsPending(true);
    try {
      await onAdd(type);
    } catch {
      // The failure is told by the caller's error toast; the button comes back for another try.
    } finally {
      setIsPending(false);
    }
  };
  return (
    <Button variant="outline" isLoading={isPending} onClick={() => void add()}>
      <Plus aria-hidden />
      {t(type === 'github' ? 'logins.addGithub' : 'logins.addGoogle')}
    </Button>
  );
}

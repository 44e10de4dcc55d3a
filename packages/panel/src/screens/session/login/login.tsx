import { Suspense } from 'react';
import { Card, CardContent, CardHeader, Skeleton } from '@hostdeck/ui';
import type { LoginType } from '../../../api/schemas/profile';
import { LoginCard } from './login-card';

export interface LoginScreenProps {
  /** Starts the code-hosting sign-in (GitHub). */
  onGithub: () => void;
  /** Starts the social sign-in (Google). */
  onGoogle: () => void;
  /** Signs in with email and password; rejecting keeps what the user typed. */
  onEmail: (credentials: { email: string; password: string }) => void;
  /** The method being signed in with, while it runs. */
  pendingMethod?: LoginType;
  /** Shown when the email sign-in was refused. */
  hasInvalidCredentials?: boolean;
}

/**
 * The three ways in: a code-hosting account, a social account, or email and password. Its words are a screen area of
 * their own, loaded on the first visit to the sign-in page: meanwhile the card's skeleton stands in its place.
 */
export function LoginScreen(props: LoginScreenProps) {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted p-4">
      <Suspense fallback={<LoginSkeleton />}>
        <LoginCard {...props} />
      </Suspense>
    </main>
  );
}

/** Shaped like the card: the title, the two account buttons, the email form. */
function LoginSkeleton() {
  return (
    <Card data-slot="login-loading" aria-busy="true" className="w-full max-w-sm">
      <CardHeader>
        <Skeleton className="h-8 w-1/3" />
      </CardHeader>
      <CardContent className="grid gap-4" aria-hidden>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <hr className="border-border" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-10" />
      </CardContent>
    </Card>
  );
}

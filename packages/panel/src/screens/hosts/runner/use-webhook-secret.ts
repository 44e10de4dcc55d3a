import { useEffect, useState } from 'react';
import { deriveWebhookSecret } from './webhook-secret';

/** The host's derived webhook secret; undefined until Web Crypto has computed it (or while the host is unknown). */
export function useWebhookSecret(hostId: number, domain: string | undefined): string | undefined {
  const [derived, setDerived] = useState<{ key: string; secret: string }>();
  const key = `${hostId}:${domain ?? ''}`;
  useEffect(() => {
    if (domain === undefined) return;
    let isCurrent = true;
    deriveWebhookSecret(hostId, domain).then(
      (secret) => {
        if (isCurrent) setDerived({ key: `${hostId}:${domain}`, secret });
      },
      (error: unknown) => console.error('Could not derive the webhook secret', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [hostId, domain]);
  return derived?.key === key ? derived.secret : undefined;
}

import { describe, expect, it } from 'vitest';
import { listInvoices, orderUpgrade } from '../world/billing';
import { getTeam } from '../world/teams';
import { CONSOLE_ORIGIN, apiServerStarter, signIn } from './testing';

const start = apiServerStarter();

/** Orders Kit for a year in usd for Kopi Collective (106, Lite idr, Maya is admin); answers the checkout's path. */
function orderKit(server: Awaited<ReturnType<typeof start>>): string {
  const outcome = server.store.run(orderUpgrade, { teamId: 106, order: { plan: 3, years: 1, months: 0, currency: 'usd', duration: '1y' } });
  if (!outcome.ok || !outcome.value.redirect) throw new Error('the order was refused');
  return outcome.value.redirect;
}

describe('the simulated payment provider of the simulated server', () => {
  it('shows the checkout of a started payment to a signed-in visitor, escaped, with pay and cancel', async () => {
    const server = await start();
    const cookie = await signIn(server);
    server.store.update((draft) => {
      for (const team of draft.teams) if (team.id === 106) team.name = '<b>Kopi</b>';
    });
    const path = orderKit(server);
    expect((await fetch(`${server.url}${path}`)).status).toBe(401);
    const page = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Simulated payment: PayPal');
    expect(html).toContain('Payment to Hostdeck for &#60;b&#62;Kopi&#60;/b&#62;');
    expect(html).toContain('Upgrade to Kit for 1 year: $50.00');
    expect(html).toContain('<button name="outcome" value="pay">Pay $50.00</button>');
  });

  it('pays: the plan changes and the provider sends the user back to the thank-you banner', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const path = orderKit(server);
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: server.url }, body: new URLSearchParams({ outcome: 'pay' }), redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${CONSOLE_ORIGIN}/user/team/106/host/list?message=payment-return`);
    expect(server.store.run(getTeam, { teamId: 106 })).toMatchObject({ ok: true, value: { plan_id: 3 } });
  });

  it('cancels: the order stays pending and the user returns to the cancelled banner', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const path = orderKit(server);
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie }, body: new URLSearchParams({ outcome: 'cancel' }), redirect: 'manual' });
    expect(response.headers.get('location')).toBe(`${CONSOLE_ORIGIN}/user/team/106/host/list?message=payment-cancel`);
    expect(server.store.run(listInvoices, { teamId: 106 })).toMatchObject({ ok: true, value: [{ nice_message: 'Upgrade to Kit for 1 year', metadata: { _id: null } }] });
  });

  it('refuses a form posted from another site, and a payment it does not know', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const path = orderKit(server);
    const forged = await fetch(`${server.url}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: 'https://evil.example' }, body: new URLSearchParams({ outcome: 'pay' }), redirect: 'manual' });
    expect(forged.status).toBe(403);
    expect(server.store.run(getTeam, { teamId: 106 })).toMatchObject({ ok: true, value: { plan_id: 12 } });
    expect((await fetch(`${server.url}/simulated-payment/PAYP-NOPE`, { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

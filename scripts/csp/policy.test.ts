import { describe, expect, it } from 'vitest';
import { cspOptionsFor, recommendedCsp, recommendedHeaders } from './policy.mjs';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => {
  const [name = '', ...values] = directive.split(' ');
  return [name, values];
}));

describe('the recommended Content-Security-Policy', () => {
  it('allows scripts and styles from the console only: no inline code, no eval', () => {
    const policy = directives(recommendedCsp());
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the console reach DNS-over-HTTPS and the recipe index by default, and show recipe icons and avatars', () => {
    const policy = directives(recommendedCsp());
    expect(policy['connect-src']).toEqual(["'self'", 'https://dns.google', 'https://raw.githubusercontent.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://raw.githubusercontent.com', 'https://www.gravatar.com']);
  });

  it('adds the API, the servers and other recipe origins as origins, once each', () => {
    const policy = directives(
      recommendedCsp({
        apiOrigins: ['https://panel.example.com/api/'],
        serverOrigins: ['https://*.example.net', 'https://bridge.example.org/status/ping'],
        recipeOrigins: ['https://recipes.example.com/index.yml', 'https://recipes.example.com'],
        dohOrigins: ['https://doh.example.com/resolve'],
      }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://panel.example.com', 'https://doh.example.com', 'https://*.example.net', 'https://bridge.example.org', 'https://recipes.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://recipes.example.com', 'https://www.gravatar.com']);
  });

  it('comes with the headers that keep the console from being sniffed, framed or leaking its addresses', () => {
    expect(recommendedHeaders({ apiOrigins: ['https://panel.example.com'] })).toEqual({
      'Content-Security-Policy': recommendedCsp({ apiOrigins: ['https://panel.example.com'] }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });
});

describe('cspOptionsFor', () => {
  it("takes a config.json's origins in place of the defaults they replace", () => {
    expect(
      cspOptionsFor({ apiBase: 'http://127.0.0.1:8787', recipeIndexUrl: 'http://127.0.0.1:8787/recipes/index.yml', recipeOrigins: ['https://simpleicons.org'], dohUrl: 'http://127.0.0.1:8787/dns/resolve' }),
    ).toEqual({ apiOrigins: ['http://127.0.0.1:8787'], recipeOrigins: ['http://127.0.0.1:8787', 'https://simpleicons.org'], dohOrigins: ['http://127.0.0.1:8787'] });
  });

  it('keeps the defaults for what the config leaves out, and adds no API for a console on its own origin', () => {
    expect(cspOptionsFor({ apiBase: null })).toEqual({ apiOrigins: [], recipeOrigins: ['https://raw.githubusercontent.com'], dohOrigins: ['https://dns.google'] });
  });
});

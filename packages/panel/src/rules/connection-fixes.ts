/**
 * The one-click fixes of the connection page (backend-formats 5.4): each is a deploy script the runner applies
 * (backend-formats 3.3), sent through the deploy call.
 */
export type ConnectionFix = 'www' | 'https' | 'disable-https-redirect' | 'force-https';

export interface ConnectionFixScript {
  fix: ConnectionFix;
  /** The deploy YAML that runs the fix. */
  template: string;
}

/**
 * - www: adds the www name to the zone (a CNAME to the apex, so it follows the apex's addresses) and has nginx answer
 *   both names (`www on`, backend-formats 1.3 server_name). Offered only when the zone is the platform's.
 * - https: `ssl` shares the wildcard certificate or issues one with Let's Encrypt.
 * - disable-https-redirect: `ssl on` keeps both listeners but drops nginx's http -> https redirect, which breaks a loop
 *   with an app that redirects https back to http.
 * - force-https: `ssl always` makes nginx redirect every http request to https.
 */
export function connectionFixScript(fix: ConnectionFix, domain: string): ConnectionFixScript {
  switch (fix) {
    case 'www':
      return { fix, template: `features:\n  - dns:\n      - add cname www ${domain}.\n  - www on\n` };
    case 'https':
      return { fix, template: 'features:\n  - ssl\n' };
    case 'disable-https-redirect':
      return { fix, template: 'features:\n  - ssl on\n' };
    case 'force-https':
      return { fix, template: 'features:\n  - ssl always\n' };
  }
}

import type { LogType } from '@hostdeck/panel/contract';
import type { Random } from './random';
import { MINUTE, formatDateTime } from './time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PATHS = ['/', '/about', '/blog/', '/blog/launching-our-new-studio', '/contact', '/assets/app.css', '/assets/app.js', '/images/hero.webp', '/favicon.ico', '/wp-login.php', '/api/products?page=2', '/robots.txt'];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.9.1',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** nginx's $time_local, e.g. 01/Nov/2026:08:59:12 +0000. */
function timeLocal(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function clientIp(random: Random): string {
  return `${random.pick([36, 103, 114, 182, 202])}.${random.int(1, 254)}.${random.int(1, 254)}.${random.int(1, 254)}`;
}

/** Access lines in nginx's `main` format (backend-formats 5.1), oldest first. */
function accessLog(domain: string, now: number, random: Random, count: number): string[] {
  const lines: string[] = [];
  let at = now - count * 2 * MINUTE;
  for (let index = 0; index < count; index += 1) {
    at += random.int(10, 4 * 60) * 1000;
    const path = random.pick(PATHS);
    const status = path === '/wp-login.php' ? 404 : path === '/' ? random.pick([200, 200, 304]) : 200;
    const bytes = status === 304 ? 0 : random.int(320, 48_000);
    lines.push(`${clientIp(random)} - - [${timeLocal(at)}] "GET ${path} HTTP/2.0" ${status} ${bytes} "https://${domain}/" "${random.pick(AGENTS)}" "-"`);
  }
  return lines;
}

function errorLog(domain: string, user: string, now: number, random: Random): string[] {
  const stamp = (ago: number) => formatDateTime(now - ago).replaceAll('-', '/');
  const ip = clientIp(random);
  return [
    `${stamp(182 * MINUTE)} [error] 2291#2291: *81723 open() "/home/${user}/public_html/favicon.ico" failed (2: No such file or directory), client: ${ip}, server: ${domain}, request: "GET /favicon.ico HTTP/2.0", host: "${domain}"`,
    `${stamp(95 * MINUTE)} [error] 2291#2291: *82410 access forbidden by rule, client: ${clientIp(random)}, server: ${domain}, request: "GET /.env HTTP/1.1", host: "${domain}"`,
    `${stamp(12 * MINUTE)} [error] 2290#2290: *83307 open() "/home/${user}/public_html/wp-login.php" failed (2: No such file or directory), client: ${clientIp(random)}, server: ${domain}, request: "GET /wp-login.php HTTP/1.1", host: "${domain}"`,
  ];
}

function phpLog(user: string, now: number): string[] {
  const stamp = (ago: number) => {
    const date = new Date(now - ago);
    return `[${pad(date.getUTCDate())}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC]`;
  };
  return [
    `${stamp(240 * MINUTE)} PHP Warning:  Undefined array key "page" in /home/${user}/public_html/index.php on line 14`,
    `${stamp(31 * MINUTE)} PHP Deprecated:  strlen(): Passing null to parameter #1 ($string) of type string is deprecated in /home/${user}/public_html/vendor/lib/Str.php on line 88`,
  ];
}

/** Log texts per type for a host that has served `accessLines` requests lately; a fresh host (0) has empty logs. */
export function hostLogs(domain: string, user: string, now: number, random: Random, accessLines: number): Record<LogType, string> {
  if (accessLines <= 0) return { error: '', access: '', php: '', passenger: '', proxfix: '' };
  return {
    access: accessLog(domain, now, random, accessLines).join('\n'),
    error: errorLog(domain, user, now, random).join('\n'),
    php: phpLog(user, now).join('\n'),
    passenger: [`App 764098 output: > node server.js`, `App 764098 output: Server listening on port 3000`, `App 764098 output: GET /api/health 200 2ms`].join('\n'),
    proxfix: [`proxfix: starting "npm start" with PORT=23456`, `proxfix: app is listening, forwarding 127.0.0.1:23456`].join('\n'),
  };
}

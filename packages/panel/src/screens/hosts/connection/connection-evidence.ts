import type { ConnectionResult, WebCheck } from '../../../api/schemas/host-tools';

/** The raw facts behind each card, as monospace text: server strings verbatim, labelled with technical names only. */
export interface ConnectionEvidence {
  dns: string;
  ping: string;
  web: string;
}

const NONE = '-';
const row = (label: string, values: readonly string[]) => `${label.padEnd(9)}${values.length > 0 ? values.join(' ') : NONE}`;

function webRow(url: string, check: WebCheck | null): string {
  if (!check) return `${url}  ${NONE}`;
  return check.location ? `${url}  ${check['-']} -> ${check.location}` : `${url}  ${check['-']}`;
}

export function connectionEvidence(result: ConnectionResult, domain: string): ConnectionEvidence {
  const { ping, web } = result;
  const pingOutputs = Object.values(ping.hosts).filter((output) => output.trim() !== '');
  return {
    dns: [row('NS', result.ns), '', result.whois.trim() || NONE].join('\n'),
    ping: [row('A', ping.ip), row('AAAA', ping.ip6), row(`www`, ping['www.ip']), row('realip', ping.realip), row('realip6', ping.realip6), ...pingOutputs.flatMap((output) => ['', output.trimEnd()])].join('\n'),
    web: [webRow(`http://${domain}/`, web.http), webRow(`https://${domain}/`, web.https)].join('\n'),
  };
}

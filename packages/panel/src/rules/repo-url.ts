/**
 * The 'upload or clone' form's pasted URL (host-area 2, 5 rule 10) and the deploy script it becomes: a Git
 * repository is cloned, an archive is downloaded and extracted (backend-formats 3.2), and the chosen framework's
 * recipe gets the URL (or the uploaded zip's path) as its `source`.
 */

/** How the runner will fetch a pasted URL, or why it cannot. */
export type RepoUrlKind = 'git' | 'archive' | 'invalid';

const SCP_LIKE = /^[\w.-]+@[\w.-]+:[\w./~-]+$/;
const ARCHIVE_PATH = /\.(zip|tar\.gz|tar\.xz|tar\.bz2)$/i;
const CODELOAD_ZIP = /^\/[^/]+\/[^/]+\/zip\//;

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A '%' escape that decodes to nothing (`%zz`, a lone `%`, bytes that are no UTF-8): no server can resolve it. */
function decodePath(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * A Git address (https, ssh, git@host:owner/repo) or an archive URL to extract; anything else is invalid, including
 * a path with a malformed '%' escape.
 */
export function classifyRepoUrl(input: string): RepoUrlKind {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return 'invalid';
  if (SCP_LIKE.test(text)) return 'git';
  const url = parseUrl(text);
  if (!url || url.hostname === '' || decodePath(url.pathname) === null) return 'invalid';
  if (url.protocol === 'ssh:' || url.protocol === 'git:') return 'git';
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'ftp:') return 'invalid';
  if (ARCHIVE_PATH.test(url.pathname) || (url.hostname === 'codeload.github.com' && CODELOAD_ZIP.test(url.pathname))) return 'archive';
  if (url.protocol === 'ftp:') return 'invalid';
  // A site root ('https://github.com') names no repository.
  return url.pathname.split('/').filter(Boolean).length >= 2 || url.pathname.endsWith('.git') ? 'git' : 'invalid';
}

const GITHUB_HEADS_ARCHIVE = /^\/([^/]+)\/([^/]+)\/archive\/refs\/heads\/(.+)\.zip$/;
const CODELOAD_HEADS_ARCHIVE = /^\/([^/]+)\/([^/]+)\/zip\/refs\/heads\/(.+)$/;

/**
 * Rule 10: a code-hosting archive zip of a heads branch extracts into a folder named repo-branch (a '/' in the
 * branch becomes '-'), so the URL gets that folder as its fragment and the runner moves its content up. A URL that
 * already has a fragment, or any other URL, is returned unchanged.
 */
export function withArchiveFragment(input: string): string {
  const text = input.trim();
  const url = parseUrl(text);
  if (!url || url.hash !== '' || text.includes('#')) return text;
  const host = url.hostname.toLowerCase();
  const match =
    host === 'github.com' || host === 'www.github.com'
      ? GITHUB_HEADS_ARCHIVE.exec(url.pathname)
      : host === 'codeload.github.com'
        ? CODELOAD_HEADS_ARCHIVE.exec(url.pathname)
        : null;
  if (!match) return text;
  const [, , repo = '', branch = ''] = match;
  const repoName = decodePath(repo);
  const branchName = decodePath(branch);
  // A malformed escape: classifyRepoUrl calls the URL invalid, and this leaves it as it is rather than throw.
  if (repoName === null || branchName === null) return text;
  return `${text}#${repoName}-${branchName.replaceAll('/', '-')}`;
}

/**
 * The address to clone with a deploy key: the runner's SSH clone needs ssh://git@host/owner/repo.git, so an https
 * address is rewritten (its fragment, the branch, kept); ssh and git@ addresses stay as they are.
 */
export function sshCloneUrl(input: string): string {
  const text = input.trim();
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return text;
  const path = url.pathname.replace(/\/+$/, '');
  return `ssh://git@${url.host}${path.endsWith('.git') ? path : `${path}.git`}${url.hash}`;
}

/** The keys of a deploy key that go into the script (Deploy key entity, backend-formats 3.2 `credentials.github`). */
export interface SourceDeployKey {
  publicKey: string;
  privateKey: string;
}

/** Where a deploy script's files come from: a URL or uploaded zip path, cloned with a deploy key if one is given. */
export interface DeploySource {
  url: string;
  deployKey?: SourceDeployKey;
}

/** The source as YAML lines; JSON strings are valid YAML, so any character in a URL or key is kept exactly. */
export function sourceYaml(source: DeploySource): string {
  if (!source.deployKey) return `source: ${JSON.stringify(source.url)}`;
  return [
    'source:',
    `  url: ${JSON.stringify(source.url)}`,
    '  credentials:',
    '    github:',
    `      ssh: ${JSON.stringify(source.deployKey.privateKey)}`,
    `      sshPub: ${JSON.stringify(source.deployKey.publicKey)}`,
  ].join('\n');
}

const TOP_LEVEL_SOURCE = /^source\s*:/;
const CONTINUATION = /^(\s|$)/;

/**
 * The recipe with its `source` replaced: an existing top-level source block is removed and the new one is written
 * after the recipe's leading comments, so the rest of the text (comments included) stays as the recipe wrote it.
 */
export function setTemplateSource(recipe: string, source: DeploySource): string {
  const lines = recipe.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!TOP_LEVEL_SOURCE.test(line)) {
      kept.push(line);
      continue;
    }
    while (index + 1 < lines.length && CONTINUATION.test(lines[index + 1] ?? '') && (lines[index + 1] ?? '').trim() !== '') index += 1;
  }
  let insertAt = 0;
  while (insertAt < kept.length && /^(#.*|---\s*|\s*)$/.test(kept[insertAt] ?? '')) insertAt += 1;
  kept.splice(insertAt, 0, sourceYaml(source));
  return kept.join('\n').replace(/\n*$/, '\n');
}

/*
 * How a webhook's source reads on the page: the code-hosting service by its own name and the commit in git's short
 * form. Brand names are not translated.
 */

/** Characters of a commit hash shown, as `git log --oneline` shows them. */
export const SHORT_COMMIT_LENGTH = 7;

const VENDOR_NAMES: Readonly<Record<string, string>> = { github: 'GitHub', gitlab: 'GitLab', bitbucket: 'Bitbucket' };

/** The service by its own name; one the panel does not know stays as the server wrote it. */
export function vendorName(vendor: string): string {
  return VENDOR_NAMES[vendor.trim().toLowerCase()] ?? vendor;
}

/** The commit's short hash; null while the webhook has deployed nothing yet. */
export function shortCommit(commit: string | null): string | null {
  const trimmed = commit?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, SHORT_COMMIT_LENGTH);
}

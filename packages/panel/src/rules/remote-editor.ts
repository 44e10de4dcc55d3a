/*
 * The Manage page's remote-editor link (host-area 2 Manage; backend-formats 5.7 editors): VS Code's Remote - SSH
 * opens a folder on the server from `vscode://vscode-remote/ssh-remote+<user>@<server><absolute path>`. The portal's
 * words for it: "Open VS Code to edit files and run commands directly on your server … If you want to open another
 * folder, enter here and press return".
 */

/** The folder the editor opens unless another is typed: the site's files (commands run in `~/public_html`, 3.4). */
export const EDITOR_DEFAULT_FOLDER = 'public_html';

/** A host's home directory on its server (backend-formats 5.7 "Home directory": `/home/<user>`). */
export function hostHomePath(username: string): string {
  return `/home/${username}`;
}

/** What the path box starts with: the home's public_html. */
export function defaultEditorPath(username: string): string {
  return `${hostHomePath(username)}/${EDITOR_DEFAULT_FOLDER}`;
}

/**
 * The absolute folder a typed path means: empty is the default folder, `~` and `~/…` and any path without a leading
 * slash are inside the home directory; repeated and trailing slashes are dropped.
 */
export function editorFolderPath(username: string, typed: string): string {
  const text = typed.trim();
  if (text === '') return defaultEditorPath(username);
  const home = hostHomePath(username);
  const absolute = text === '~' ? home : text.startsWith('~/') ? `${home}/${text.slice(2)}` : text.startsWith('/') ? text : `${home}/${text}`;
  return absolute.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

export interface RemoteEditorTarget {
  /** The SSH user (the host's ssh_username, else its username). */
  username: string;
  /** The server's hostname (its endpoint). */
  server: string;
  /** The folder as typed in the path box. */
  path: string;
}

/** The link that opens the folder in VS Code over SSH; each path segment is percent-encoded, the slashes kept. */
export function remoteEditorUrl({ username, server, path }: RemoteEditorTarget): string {
  const folder = editorFolderPath(username, path).split('/').map(encodeURIComponent).join('/');
  return `vscode://vscode-remote/ssh-remote+${encodeURIComponent(username)}@${encodeURIComponent(server)}${folder}`;
}

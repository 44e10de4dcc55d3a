import { describe, expect, it } from 'vitest';
import { defaultEditorPath, editorFolderPath, hostHomePath, remoteEditorUrl } from './remote-editor';

describe('the remote-editor link (host-area 2 Manage, backend-formats 5.7)', () => {
  it('starts in the home directory’s public_html', () => {
    expect(hostHomePath('lestari-web')).toBe('/home/lestari-web');
    expect(defaultEditorPath('lestari-web')).toBe('/home/lestari-web/public_html');
  });

  it.each<[string, string]>([
    ['', '/home/lestari-web/public_html'],
    ['   ', '/home/lestari-web/public_html'],
    ['/var/log/nginx', '/var/log/nginx'],
    ['  /var/log/nginx  ', '/var/log/nginx'],
    ['public_html/dist', '/home/lestari-web/public_html/dist'],
    ['~', '/home/lestari-web'],
    ['~/', '/home/lestari-web'],
    ['~/domains/blog.lestari.studio', '/home/lestari-web/domains/blog.lestari.studio'],
    ['/home/lestari-web/', '/home/lestari-web'],
    ['//home///lestari-web//logs/', '/home/lestari-web/logs'],
    ['/', '/'],
  ])('the typed path %j opens %s', (typed, folder) => {
    expect(editorFolderPath('lestari-web', typed)).toBe(folder);
  });

  it.each<[string, string, string, string]>([
    ['lestari-web', 'sgp.domcloud.co', '', 'vscode://vscode-remote/ssh-remote+lestari-web@sgp.domcloud.co/home/lestari-web/public_html'],
    ['lestari-web', 'sgp.domcloud.co', 'public_html/dist', 'vscode://vscode-remote/ssh-remote+lestari-web@sgp.domcloud.co/home/lestari-web/public_html/dist'],
    ['lestari-web', 'sgp.domcloud.co', '/var/www', 'vscode://vscode-remote/ssh-remote+lestari-web@sgp.domcloud.co/var/www'],
    ['blog-lestari', 'bridge.lestari.studio', 'my site/#1?', 'vscode://vscode-remote/ssh-remote+blog-lestari@bridge.lestari.studio/home/blog-lestari/my%20site/%231%3F'],
  ])('%s on %s, path %j: %s', (username, server, path, url) => {
    expect(remoteEditorUrl({ username, server, path })).toBe(url);
  });
});

import { describe, expect, it } from 'vitest';
import type { SoftwareName } from '../api/schemas/host-tools';
import { parseSoftwareVersion } from './software-version';

const PHP_V = 'PHP 8.3.14 (cli) (built: Nov 19 2024 15:14:31) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.3.14, Copyright (c) Zend Technologies\n';

describe('parseSoftwareVersion (software page, SOFTWARE_VERSION_COMMANDS)', () => {
  it.each<[string, SoftwareName, string, string | undefined]>([
    ['php -v as the server prints it', 'php', PHP_V, '8.3.14'],
    ['php release candidate', 'php', 'PHP 8.4.0RC1 (cli) (built: Sep 26 2024)', '8.4.0RC1'],
    ['php distro build', 'php', 'PHP 8.3.6-1ubuntu1 (cli) (built: Apr 11 2024)', '8.3.6-1ubuntu1'],
    ['php with CRLF line ends', 'php', 'PHP 8.2.26 (cli)\r\nCopyright (c) The PHP Group\r\n', '8.2.26'],
    ['php after blank lines', 'php', '\n\nPHP 8.1.31 (cli)\n', '8.1.31'],
    ['php: a warning printed first is not guessed past', 'php', 'PHP Warning:  Module "redis" is already loaded in Unknown on line 0\nPHP 8.3.14 (cli)\n', undefined],
    ['php: only two parts', 'php', 'PHP 8.3 (cli)', undefined],
    ['php: another tool answered', 'php', 'v22.11.0\n', undefined],
    ['node -v', 'node', 'v22.11.0\n', '22.11.0'],
    ['node nightly', 'node', 'v23.0.0-nightly20241001abc\n', '23.0.0-nightly20241001abc'],
    ['node with spaces around', 'node', '  v20.18.1  \n', '20.18.1'],
    ['node without the v', 'node', '22.11.0\n', undefined],
    ['node: anything after the version', 'node', 'v22.11.0 (nvm)\n', undefined],
    ['node: nvm notice first', 'node', 'Now using node v22.11.0 (npm v10.9.0)\nv22.11.0\n', undefined],
    ['python --version', 'python', 'Python 3.12.10\n', '3.12.10'],
    ['python release candidate', 'python', 'Python 3.13.0rc1\n', '3.13.0rc1'],
    ['python: two parts only', 'python', 'Python 3.12\n', undefined],
    ['python: trailing words', 'python', 'Python 3.12.10 :: Anaconda, Inc.\n', undefined],
    ['python 2 writes to stderr: empty stdout', 'python', '', undefined],
    ['only white space', 'python', ' \n\t\n', undefined],
    ['markup is no version', 'python', '<b>Python 3.12.10</b>', undefined],
  ])('%s', (_, name, stdout, version) => {
    expect(parseSoftwareVersion(name, stdout)).toBe(version);
  });
});

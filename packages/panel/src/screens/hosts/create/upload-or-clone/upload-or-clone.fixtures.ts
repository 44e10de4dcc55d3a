import { checkRepository, createScenarioWorld, recipeIndexFixture, searchWorldRepositories } from '@hostdeck/mock-api';
import { repoCheckSchema, type DeployKey, type Repository } from '../../../../api/schemas/deploy';
import type { RecipeFramework } from '../../../../api/schemas/recipes';

/** The simulated recipe host's frameworks (44 in 12 groups), as the form offers them. */
export const FRAMEWORKS: readonly RecipeFramework[] = recipeIndexFixture().frameworks;

/** The simulated checkRepo's answer for an address, read as the panel reads it. */
const checkOf = (url: string) => repoCheckSchema.parse(checkRepository(url).body);

const privateRepo = checkOf('https://github.com/lestari-studio/private-app');
if (privateRepo.kind !== 'deploy-key') throw new Error('the simulated checkRepo offers a deploy key for a private repository');
/** The deploy key the simulated checkRepo offers for lestari-studio/private-app. */
export const DEPLOY_KEY: DeployKey = privateRepo.deployKey;

const missingRepo = checkOf('https://github.com/lestari-studio/missing-app');
if (missingRepo.kind !== 'problem') throw new Error('the simulated checkRepo refuses a missing repository');
/** The simulated checkRepo's message and hint for a repository it cannot find. */
export const REPO_PROBLEM = { message: missingRepo.message, hint: missingRepo.hint };

/** Maya's linked GitHub repositories (owner-paid world) whose names hold 'lestari'. */
export const REPOSITORIES: readonly Repository[] = searchWorldRepositories(createScenarioWorld('owner-paid'), 'lestari') ?? [];

/*
 * Zips written by other tools, as users upload them. Both hold site/, site/.DS_Store, site/index.html ('<h1>Hi</h1>\n')
 * and site/café.html ('<p>menu</p>'), the é name in UTF-8 without the UTF-8 flag (as macOS Finder writes names).
 */

/** Info-ZIP `zip -fz`: ZIP64 extra fields and ZIP64 end of central directory records. */
export const ZIP64_ARCHIVE = 'UEsDBC0AAAAAAGJKdV0AAAAA//////////8FABQAc2l0ZS8BABAAAAAAAAAAAAAAAAAAAAAAAFBLAwQtAAAAAABdSnVdAAAAAP//////////DgAUAHNpdGUvLkRTX1N0b3JlAQAQAAAAAAAAAAAAAAAAAAAAAABQSwMELQAAAAAAXUp1XZQ1d0///////////w8AFABzaXRlL2luZGV4Lmh0bWwBABAADAAAAAAAAAAMAAAAAAAAADxoMT5IaTwvaDE+ClBLAwQtAAAAAABiSnVdywNTr///////////DwAUAHNpdGUvY2Fmw6kuaHRtbAEAEAALAAAAAAAAAAsAAAAAAAAAPHA+bWVudTwvcD5QSwECHgMKAAAAAABiSnVdAAAAAAAAAAD/////BQAMAAAAAAAAABAA7UEAAAAAc2l0ZS8BAAgAAAAAAAAAAABQSwECHgMtAAAAAABdSnVdAAAAAAAAAAD/////DgAMAAAAAAAAAAAApIE3AAAAc2l0ZS8uRFNfU3RvcmUBAAgAAAAAAAAAAABQSwECHgMtAAAAAABdSnVdlDV3TwwAAAD/////DwAMAAAAAAABAAAApIF3AAAAc2l0ZS9pbmRleC5odG1sAQAIAAwAAAAAAAAAUEsBAh4DLQAAAAAAYkp1XcsDU68LAAAA/////w8ADAAAAAAAAQAAAKSBxAAAAHNpdGUvY2Fmw6kuaHRtbAEACAALAAAAAAAAAFBLBgYsAAAAAAAAAB4DLQAAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAAZAQAAAAAAABABAAAAAAAAUEsGBwAAAAApAgAAAAAAAAEAAABQSwUGAAAAAAQABAAZAQAA/////wAA';

/** Info-ZIP writing to a pipe: deflated entries whose sizes and CRC follow the data (data descriptors). */
export const STREAMED_ARCHIVE = 'UEsDBAoAAAAAAGJKdV0AAAAAAAAAAAAAAAAFAAAAc2l0ZS9QSwMECgAIAAAAXUp1XQAAAAAAAAAAAAAAAA4AAABzaXRlLy5EU19TdG9yZVBLBwgAAAAAAAAAAAAAAABQSwMEFAAIAAgAXUp1XQAAAAAAAAAADAAAAA8AAABzaXRlL2luZGV4Lmh0bWyzyTC088i00QdSXABQSwcIlDV3TwwAAAAMAAAAUEsDBBQACAAIAGJKdV0AAAAAAAAAAAsAAAAPAAAAc2l0ZS9jYWbDqS5odG1ssymwy03NK7XRL7ADAFBLBwjLA1OvDQAAAAsAAABQSwECHgMKAAAAAABiSnVdAAAAAAAAAAAAAAAABQAAAAAAAAAAABAA7UEAAAAAc2l0ZS9QSwECHgMKAAgAAABdSnVdAAAAAAAAAAAAAAAADgAAAAAAAAAAAAAApIEjAAAAc2l0ZS8uRFNfU3RvcmVQSwECHgMUAAgACABdSnVdlDV3TwwAAAAMAAAADwAAAAAAAAABAAAApIFfAAAAc2l0ZS9pbmRleC5odG1sUEsBAh4DFAAIAAgAYkp1XcsDU68NAAAACwAAAA8AAAAAAAAAAQAAAKSBqAAAAHNpdGUvY2Fmw6kuaHRtbFBLBQYAAAAABAAEAOkAAADyAAAAAAA=';

export function zipOfBase64(base64: string): Blob {
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'application/zip' });
}

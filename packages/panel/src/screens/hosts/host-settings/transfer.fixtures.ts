import { createWorldStore, DEFAULT_TEAM_ID, getInitData } from '@hostdeck/mock-api';
import { initDataSchema } from '../../../api/schemas/session';
import { transferTargetTeams } from '../../../rules/host-transfer';
import type { TransferTeam } from './transfer';

/**
 * The transfer stories' teams, from the simulated world (owner-paid): Maya owns Lestari Studio (101) and is an admin
 * of Kopi Collective (106), the one team a website of 101 can move to.
 */
const answer = createWorldStore({ scenario: 'owner-paid' }).run(getInitData, undefined);
if (!answer.ok) throw new Error(`transfer fixtures: the world refused initdata: ${answer.message}`);

export const WORLD_TARGETS: readonly TransferTeam[] = transferTargetTeams(initDataSchema.parse(answer.value).teams, DEFAULT_TEAM_ID);
const kopi = WORLD_TARGETS.find((team) => team.id === 106);
if (!kopi) throw new Error('transfer fixtures: Maya manages Kopi Collective (106) in the owner-paid world');
export const KOPI: TransferTeam = kopi;

/** A team the API sends without a name (older teams): the select calls it by its number. */
export const UNNAMED_TEAM: TransferTeam = { id: 108, role: 'owner' };

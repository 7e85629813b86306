/**
 * Clearing a room by unanimous vote (PROTOCOL.md "Rooms"): any member proposes, each member votes
 * in their own stream, and every device counts the votes itself. A proposal passes once every
 * member who had joined before it, and has not left, agreed; nobody's word but the votes' counts.
 * A clear covers only what existed when it passed: its cut-off is never later than any voter's
 * yes, so a proposal stamped ahead of time (within the clock skew readers allow) cannot reach
 * over messages written after the vote. Every device computes the same cut-off from the signed
 * votes, a member who joins afterwards too.
 */
import type { ChatDirectory } from '../chat/chat-directory.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { roomNames, toMember, votersOf } from './room-names.ts';
import { memberRows, openProposal, proposalVotes, type ProposalRow } from './room-store.ts';
import type { ClearVote } from './room-types.ts';

/** The open proposal and every voter's vote on it. */
export async function clearVoteOf(
  db: SqlDatabase,
  directory: ChatDirectory,
  room: string,
  me: string,
): Promise<ClearVote> {
  const proposal = await openProposal(db, room);
  if (!proposal) return { proposal: null, votes: [] };
  const names = await roomNames(db, directory, room);
  const votes = await proposalVotes(db, room, proposal.proposal);
  const voters = votersOf(await memberRows(db, room), proposal.at);
  return {
    proposal: { id: proposal.proposal, by: proposal.proposer, at: proposal.at },
    votes: voters.map((row) => ({
      member: toMember(row, names, me),
      agree: votes.get(row.pub)?.agree ?? null,
    })),
  };
}

/** A proposal that passed, and the time up to which it clears. */
export interface PassedClear {
  readonly proposal: ProposalRow;
  readonly before: number;
}

/** The open proposal once it has passed, with its cut-off; else null. */
export async function passedClear(db: SqlDatabase, room: string): Promise<PassedClear | null> {
  const proposal = await openProposal(db, room);
  if (!proposal) return null;
  const votes = await proposalVotes(db, room, proposal.proposal);
  const voters = votersOf(await memberRows(db, room), proposal.at);
  const yeses = voters.map((voter) => votes.get(voter.pub));
  if (yeses.length === 0 || !yeses.every((vote) => vote?.agree === true)) return null;
  const before = Math.min(proposal.at, ...yeses.map((vote) => vote?.at ?? proposal.at));
  return { proposal, before };
}

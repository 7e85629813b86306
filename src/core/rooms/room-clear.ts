/**
 * Clearing a room by unanimous vote (PROTOCOL.md "Rooms"): any member proposes, each member votes
 * in their own stream, and every device counts the votes itself. A proposal passes once every
 * member who had joined before it, and has not left, agreed; nobody's word but the votes' counts.
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
      agree: votes.get(row.pub) ?? null,
    })),
  };
}

/** The open proposal once it has passed, else null. */
export async function passedProposal(db: SqlDatabase, room: string): Promise<ProposalRow | null> {
  const proposal = await openProposal(db, room);
  if (!proposal) return null;
  const votes = await proposalVotes(db, room, proposal.proposal);
  const voters = votersOf(await memberRows(db, room), proposal.at);
  const unanimous = voters.length > 0 && voters.every((voter) => votes.get(voter.pub) === true);
  return unanimous ? proposal : null;
}

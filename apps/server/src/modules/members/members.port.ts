import { mapMember, membersRepository } from './members.repository.ts';

/**
 * What other modules may do with member rows (find one, create one, change one). They call this
 * port, never members.repository.ts, so the members table has one owner and the lint zones in
 * eslint.config.js can tell the two apart. `mapMember` is for modules that join the members table
 * into their own reads (a session with its member).
 */
export const membersPort = {
  findById: membersRepository.findById,
  playerById: membersRepository.playerById,
  usernamesOf: membersRepository.usernamesOf,
  findByUsername: membersRepository.findByUsername,
  findByMobile: membersRepository.findByMobile,
  findByAffiliateCode: membersRepository.findByAffiliateCode,
  labelsOf: membersRepository.labelsOf,
  insert: membersRepository.insert,
  update: membersRepository.update,
  listExpiredTrials: membersRepository.listExpiredTrials,
  mapMember,
};
export type { NewMember } from './members.repository.ts';
/** The member row lock every money path takes first (one lock order: see member-lock.ts). */
export { lockMember } from './member-lock.ts';

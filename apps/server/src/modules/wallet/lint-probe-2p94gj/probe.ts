import { membersRepository } from '../../members/members.repository.ts';
export const probe = membersRepository;

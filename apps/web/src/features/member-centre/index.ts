/*
 * Public surface of the member centre. The modal registry (first load) imports this index, so it
 * has no static imports: the modal is its own chunk and brings its texts itself.
 */
export type { MemberCentrePage } from './utils/pages';
export const loadMemberCentreModal = () => import('./components/member-centre-modal');

import { lazy } from 'react';

/*
 * Public surface of the member feature. The header imports this index on the first load, so it
 * exports only lazy components and loaders; the header part loads once someone is logged in.
 */
export const MemberHeader = lazy(() => import('./components/member-header'));
export type { MemberHeaderProps, UnreadBadgeProps } from './components/member-header';
export const loadAvatarPickerModal = () => import('./components/avatar-picker-modal');

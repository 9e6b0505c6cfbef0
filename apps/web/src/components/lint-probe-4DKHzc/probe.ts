import { AppProvider } from '@/app/provider';
export const probe = AppProvider;

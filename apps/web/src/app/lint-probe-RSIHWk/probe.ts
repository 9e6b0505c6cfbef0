import { loadHeaderWallet } from '@/features/wallet';
import { cn } from '@/lib/cn';
export const probe = [loadHeaderWallet, cn];

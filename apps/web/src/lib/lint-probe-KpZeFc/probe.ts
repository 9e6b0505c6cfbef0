import { RegisterForm } from '@/features/register';
export const probe = RegisterForm;

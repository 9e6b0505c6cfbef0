import { RegisterField } from '../../register/components/register-field';
export const probe = RegisterField;

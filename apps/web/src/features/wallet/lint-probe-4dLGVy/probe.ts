import { FormField } from '@/components/ui/form-field';
import { placeServerErrors } from '@/lib/form-errors';
export const probe = [FormField, placeServerErrors];

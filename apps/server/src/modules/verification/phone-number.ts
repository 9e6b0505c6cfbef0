import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { verificationErrors } from './verification.errors.ts';

// Full metadata ("max") so validity is checked against real number plans, not only lengths.
// Kinds of numbers that can receive an SMS; a landline or toll-free number cannot.
const TEXTABLE = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', 'VOIP']);

/**
 * The number in E.164 ("+5511987654321") from the picker's dialing code and what the person
 * typed (spaces, dashes, a national trunk 0 or a full +number are all accepted).
 * Throws `mobile.invalid` (400) for anything that is not a valid mobile number of that country.
 */
export function normaliseMobile(countryDialingCode: string, mobileNum: string): string {
  const callingCode = countryDialingCode.replace(/\D/g, '');
  const typed = mobileNum.trim();
  if (!callingCode || !typed || typed.length > 32) throw verificationErrors.mobileInvalid();
  const parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: callingCode });
  if (!parsed || parsed.countryCallingCode !== callingCode || !parsed.isValid())
    throw verificationErrors.mobileInvalid();
  const type = parsed.getType();
  if (type !== undefined && !TEXTABLE.has(type)) throw verificationErrors.mobileInvalid();
  return parsed.number;
}

/** Feedback bounds (portal.md section 5: "between {0} and {1} words", "phone must have {0} digits"). */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 300;
export const FEEDBACK_PHONE_MIN_DIGITS = 8;
export const FEEDBACK_PHONE_MAX_DIGITS = 15;
export const FEEDBACK_PHONE_DIGITS_TEXT = `${FEEDBACK_PHONE_MIN_DIGITS}-${FEEDBACK_PHONE_MAX_DIGITS}`;

/**
 * Words as a reader counts them in any of our languages: Intl.Segmenter splits Chinese and Thai,
 * which have no spaces, into words too; punctuation and emoji do not count.
 */
export function countWords(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}

/** The phone as digits only (spaces, dashes, brackets and a leading + are allowed when typing). */
export function phoneDigits(phone: string): string | null {
  if (!/^\+?[\d\s().-]*$/.test(phone)) return null;
  return phone.replace(/\D/g, '');
}

export type FeedbackProblem =
  | { code: 'feedback.too_few_words'; params: { min: number } }
  | { code: 'feedback.too_many_words'; params: { max: number } }
  | { code: 'feedback.phone_digits'; params: { digits: string } };

/** The same rule on both sides: the form shows it before sending, the server enforces it. */
export function feedbackProblems(content: string, phone: string | undefined): FeedbackProblem[] {
  const problems: FeedbackProblem[] = [];
  const words = countWords(content);
  if (words < FEEDBACK_MIN_WORDS)
    problems.push({ code: 'feedback.too_few_words', params: { min: FEEDBACK_MIN_WORDS } });
  if (words > FEEDBACK_MAX_WORDS)
    problems.push({ code: 'feedback.too_many_words', params: { max: FEEDBACK_MAX_WORDS } });
  if (phone !== undefined && phone.trim() !== '') {
    const digits = phoneDigits(phone.trim());
    if (digits === null || digits.length < FEEDBACK_PHONE_MIN_DIGITS || digits.length > FEEDBACK_PHONE_MAX_DIGITS)
      problems.push({ code: 'feedback.phone_digits', params: { digits: FEEDBACK_PHONE_DIGITS_TEXT } });
  }
  return problems;
}

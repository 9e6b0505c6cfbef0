/** "+5511987654321" → "+55•••••••4321": enough to tell numbers apart in a log, not to dial one. */
export function maskPhoneForLog(e164: string): string {
  if (e164.length <= 7) return '•'.repeat(e164.length);
  return `${e164.slice(0, 3)}${'•'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}

/** "player@example.com" → "p•••@example.com" (for log lines; the member sees member-info.ts's longer mask). */
export function maskEmailForLog(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

export const maskRecipient = (recipient: string) =>
  recipient.includes('@') ? maskEmailForLog(recipient) : maskPhoneForLog(recipient);

/** First and last character kept, the rest hidden: what a leaderboard or a referrer sees of other members. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}${'*'.repeat(Math.min(4, chars.length - 2))}${chars.at(-1)}`;
}

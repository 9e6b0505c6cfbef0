/** Languages with a full dictionary on both the server and the web. */
export const LANGUAGES = ['pt', 'en', 'zh', 'id', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

const ALIASES: Record<string, Language> = { cn: 'zh', 'zh-cn': 'zh', 'zh-hans': 'zh', 'pt-br': 'pt', in: 'id' };

/** Maps a header or stored value (`PT`, `pt-BR`, `CN`, `en-US`) to a supported language, or null. */
export function normaliseLanguage(raw: string | null | undefined): Language | null {
  if (!raw) return null;
  const lower = raw.trim().toLowerCase();
  if (lower in ALIASES) return ALIASES[lower]!;
  const base = lower.split(/[-_]/)[0] ?? '';
  if (base in ALIASES) return ALIASES[base]!;
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

/** Up to two initials from a name or an e-mail ("Ana Souza" → "AS", "joao@x.com" → "J"). */
export function initialsOf(nameOrEmail: string): string {
  const base = nameOrEmail.includes('@') ? nameOrEmail.split('@')[0]! : nameOrEmail;
  const words = base
    .split(/[\s._-]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + (nameOrEmail.includes('@') ? '' : last)).toUpperCase();
}

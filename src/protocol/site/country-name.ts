// A country's name in a language, from the runtime's own data (Intl.DisplayNames): "Spain" in
// English, "España" in Spanish; the code itself when the runtime has no name for it.
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code.trim().toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

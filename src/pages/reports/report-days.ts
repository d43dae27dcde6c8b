// The days of the report pages' date fields (UTC): a day's ISO text, and a field's value as the
// start (00:00) or the end (23:59:59.999) of its day.
export const DAY = 86_400_000;
export const isoDay = (mts: number) => new Date(mts).toISOString().slice(0, 10);
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayEnd = (day: string) => Date.parse(`${day}T23:59:59.999Z`);

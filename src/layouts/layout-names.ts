// Names of new and copied layouts: the first free "Layout N", "Name (copy)", "Name (copy 2)".
export function firstFreeName(taken: (name: string) => boolean, make: (n: number) => string, start = 2): string {
  for (let n = start; n < start + 1000; n++) {
    const name = make(n);
    if (!taken(name)) return name;
  }
  return make(Date.now());
}

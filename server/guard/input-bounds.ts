// Bounds on everything a peer sends, checked before it is parsed, stored or echoed (REST bodies,
// WebSocket frames, settings values). JSON nested thousands of levels deep parses, but turning it
// back into text (an error event's echo, a row saved to SQLite) overflows the stack; so the text
// is scanned for its depth first, without recursion, and refused past the limit.

/** Deeper than any request of the protocol or any saved layout, far shallower than what hurts. */
export const MAX_JSON_DEPTH = 64;

/** How deep the arrays and objects of a JSON text nest (brackets inside strings do not count);
 *  stops counting at `stopAt`. */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/** The refusal text for a JSON text nested deeper than allowed, or undefined when it is fine. */
export function depthProblem(text: string, what: string, maxDepth = MAX_JSON_DEPTH): string | undefined {
  return jsonDepth(text, maxDepth) > maxDepth ? `${what}: nested too deep (at most ${maxDepth} levels)` : undefined;
}

/** How deep a value nests (iterative: a hostile value cannot overflow the stack); stops at `stopAt`. */
export function valueDepth(value: unknown, stopAt = Infinity): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    if (d > max) {
      max = d;
      if (max > stopAt) return max;
    }
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/** JSON text of a value that is safe to serialise, or undefined when it cannot be (too deep,
 *  cyclic, a BigInt…): a send or a save never throws out of its caller. */
export function safeStringify(value: unknown, maxDepth = MAX_JSON_DEPTH): string | undefined {
  if (valueDepth(value, maxDepth) > maxDepth) return undefined;
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

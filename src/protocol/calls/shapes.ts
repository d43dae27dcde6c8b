// The exchange's half of a call's description: the zod schemas of its path parameters and of its
// input, kept apart from the call table so that the client, which never checks what it sends
// itself, loads no validator. Each table has its shapes by the same names (trading-shapes.ts…);
// ShapesFor makes every call that takes an input name the very schema its type was taken from.
import type { z } from 'zod';
import type { CallDef } from './define';

export interface CallShapes {
  /** The path parameters' shapes (by name); each is parsed before the input. */
  readonly params?: z.ZodType;
  /** The query (GET) or body (POST). */
  readonly input?: z.ZodType;
}

type InputOf<C> = C extends CallDef<string, infer I, unknown> ? I : never;
/** Whether the call names an input type (the default, any schema, means none). */
type TakesInput<C> = z.ZodType extends InputOf<C> ? false : true;

export type ShapesFor<T> = {
  readonly [K in keyof T as TakesInput<T[K]> extends true ? K : never]: { readonly input: InputOf<T[K]>; readonly params?: z.ZodType };
} & {
  readonly [K in keyof T as TakesInput<T[K]> extends true ? never : K]?: { readonly params?: z.ZodType };
};

/** The shapes of every call of `calls`, found by the call's description. */
export class ShapeRegistry {
  private readonly byCall = new Map<CallDef, CallShapes>();

  add<T extends Record<string, CallDef>>(calls: T, shapes: ShapesFor<NoInfer<T>>): this {
    const named = shapes as Record<string, CallShapes | undefined>;
    for (const [name, def] of Object.entries(calls)) this.byCall.set(def, named[name] ?? {});
    return this;
  }

  of(def: CallDef): CallShapes {
    const shapes = this.byCall.get(def);
    if (!shapes) throw new Error(`${def.method} ${def.path}: not in the call table`);
    return shapes;
  }

  /** Every call known, with its shapes. */
  entries(): Array<[CallDef, CallShapes]> {
    return [...this.byCall];
  }
}

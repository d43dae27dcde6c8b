// Where recorded flows are kept: with the user's settings (the exchange's user settings once
// signed in, this browser's storage before), each flow under a key of its own and a list of them
// (names, dates, step counts) under another, so the Flows list reads one small value. A settings
// value has bounds on the exchange (100 000 characters, a request body at most 64 KiB): a flow
// too large for them is refused here with its size, before anything is written.
import type { StoreEnv } from '../../models/env';
import { summaryOf, type Flow, type FlowSummary } from './flow';

type SettingsStorage = StoreEnv['storage'];

export const FLOWS_KEY = 'qa_flows';
export const flowKey = (id: string) => `qa_flow/${id}`;
/** Below the exchange's 64 KiB request body with room for the request around the value. */
export const MAX_FLOW_BYTES = 60 * 1024;

export class FlowTooLarge extends Error {
  constructor(
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`flow of ${bytes} bytes over the ${limit} bytes a setting holds`);
  }
}

function isSummary(v: unknown): v is FlowSummary {
  const s = v as FlowSummary;
  return typeof v === 'object' && v !== null && typeof s.id === 'string' && typeof s.name === 'string' && typeof s.steps === 'number';
}

export function flowBytes(flow: Flow): number {
  return new TextEncoder().encode(JSON.stringify(flow)).length;
}

export class FlowStore {
  constructor(private readonly storage: SettingsStorage) {}

  async list(): Promise<FlowSummary[]> {
    const stored = await this.storage.load(FLOWS_KEY);
    return Array.isArray(stored) ? stored.filter(isSummary) : [];
  }

  async get(id: string): Promise<Flow | undefined> {
    const stored = (await this.storage.load(flowKey(id))) as Flow | undefined;
    if (!stored || typeof stored !== 'object' || !Array.isArray(stored.steps)) return undefined;
    const name = (await this.list()).find((s) => s.id === id)?.name;
    return name === undefined ? stored : { ...stored, name };
  }

  /** Keeps a new flow (the flow first, then the list that names it). */
  async add(flow: Flow): Promise<FlowSummary[]> {
    const bytes = flowBytes(flow);
    if (bytes > MAX_FLOW_BYTES) throw new FlowTooLarge(bytes, MAX_FLOW_BYTES);
    await this.storage.save(flowKey(flow.id), flow);
    const list = [...(await this.list()).filter((s) => s.id !== flow.id), summaryOf(flow)];
    await this.storage.save(FLOWS_KEY, list);
    return list;
  }

  async rename(id: string, name: string): Promise<FlowSummary[]> {
    const list = (await this.list()).map((s) => (s.id === id ? { ...s, name } : s));
    await this.storage.save(FLOWS_KEY, list);
    return list;
  }

  async remove(id: string): Promise<FlowSummary[]> {
    const list = (await this.list()).filter((s) => s.id !== id);
    await this.storage.save(FLOWS_KEY, list);
    await this.storage.remove(flowKey(id));
    return list;
  }
}

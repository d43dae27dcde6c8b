// The exchange's dev outbox: the mail it would have sent (GET /api/dev/outbox, loopback only).
import { expect, type APIRequestContext } from '../../fixtures';

type OutboxRow = [id: number, mts: number, to: string, kind: string, subject: string, body: string, link: string | null];

async function latestLink(request: APIRequestContext, to: string, kind: string, after: number): Promise<string | null> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const rows = (await res.json()) as OutboxRow[];
  return rows.find((r) => r[3] === kind && r[0] > after)?.[6] ?? null;
}

/** The site-relative link of the newest mail of `kind` to this address (newer than mail `after`). */
export async function mailLink(request: APIRequestContext, to: string, kind = 'confirm-email', after = 0): Promise<string> {
  await expect.poll(() => latestLink(request, to, kind, after), { message: `${kind} mail to ${to}` }).not.toBeNull();
  const link = await latestLink(request, to, kind, after);
  if (!link) throw new Error(`no ${kind} mail to ${to}`);
  return link;
}

/** The site-relative link of the newest confirmation mail to this address. */
export function confirmationLink(request: APIRequestContext, to: string): Promise<string> {
  return mailLink(request, to);
}

/** The id of the newest mail to this address (0 when none). */
export async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const rows = (await res.json()) as OutboxRow[];
  return rows[0]?.[0] ?? 0;
}

/** The six-digit code of the newest mail of `kind` to this address (newer than mail `after`). */
export async function mailedCode(request: APIRequestContext, to: string, kind: string, after = 0): Promise<string> {
  const subject = async () => {
    const rows = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxRow[];
    return rows.find((r) => r[3] === kind && r[0] > after)?.[4] ?? null;
  };
  await expect.poll(subject, { message: `${kind} mail to ${to}` }).not.toBeNull();
  return /(\d{6})$/.exec((await subject()) ?? '')?.[1] ?? '';
}

/** The code of the newest security-code mail to this address (newer than mail `after`). */
export function mailedSecurityCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  return mailedCode(request, to, 'security-code', after);
}

/** The subject and body of the newest mail of `kind` to this address (newer than mail `after`). */
export async function mailOf(request: APIRequestContext, to: string, kind: string, after = 0): Promise<{ subject: string; body: string }> {
  const newest = async () => {
    const rows = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxRow[];
    return rows.find((r) => r[3] === kind && r[0] > after) ?? null;
  };
  await expect.poll(newest, { message: `${kind} mail to ${to}` }).not.toBeNull();
  const mail = await newest();
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return { subject: mail[4], body: mail[5] };
}

// The exchange's dev outbox: the mail it would have sent (GET /api/dev/outbox, loopback only).
import { expect, type APIRequestContext } from '@playwright/test';

type OutboxRow = [id: number, mts: number, to: string, kind: string, subject: string, body: string, link: string | null];

async function latestConfirmLink(request: APIRequestContext, to: string): Promise<string | null> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const rows = (await res.json()) as OutboxRow[];
  return rows.find((r) => r[3] === 'confirm-email')?.[6] ?? null;
}

/** The site-relative link of the newest confirmation mail to this address. */
export async function confirmationLink(request: APIRequestContext, to: string): Promise<string> {
  await expect.poll(() => latestConfirmLink(request, to), { message: `confirmation mail to ${to}` }).not.toBeNull();
  const link = await latestConfirmLink(request, to);
  if (!link) throw new Error(`no confirmation mail to ${to}`);
  return link;
}

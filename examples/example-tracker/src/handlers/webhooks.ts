// #region subscriptionsWithImports
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BadRequestError,
  NotFoundError,
  UnauthorizedError,
  type AcknowledgeWebhooksHandler,
  type ParseWebhooksHandler,
  type UpdateWebhookSubscriptionsHandler,
} from '@syncplatform/connector-sdk';
import { tracker, requestOptions } from '../provider.js';
import type { TrackerEvent, TrackerPage, TrackerUrlVerification, TrackerWebhook } from '../tracker.js';

// #region subscriptions
/** Flows watch a project's tasks, so a subscription is one Example Tracker webhook per project. */
export const updateWebhookSubscriptions: UpdateWebhookSubscriptionsHandler = async (ctx) => {
  const { action, itemPath, targetUrl } = ctx.body;
  const projectId = /^\/projects\/([^/]+)$/.exec(itemPath)?.[1];
  if (!projectId) throw new BadRequestError(`Webhooks are only available on projects, not ${itemPath}`);

  // The platform may repeat a call: find this target's webhook first, so `start` never adds a second one.
  // #region start
  // #region existingWebhook
  const { body } = await tracker.get<TrackerPage<TrackerWebhook>>(
    '/webhooks',
    requestOptions(ctx, { project_id: projectId, limit: '100' }),
  );
  const existing = body.data.find((webhook) => webhook.url === targetUrl);

  if (action === 'start') {
    if (existing) return;
    // #endregion existingWebhook
    await tracker.post<TrackerWebhook>(
      '/webhooks',
      { url: targetUrl, project_id: projectId, events: ['task.created', 'task.updated', 'task.deleted'] },
      requestOptions(ctx),
    );
    return;
  }
  // #endregion start
  // #region stop
  if (!existing) return;
  try {
    await tracker.delete(`/webhooks/${existing.id}`, requestOptions(ctx));
  } catch (error) {
    // Already gone (removed in Example Tracker, or a repeated `stop`): the goal is reached.
    if (!(error instanceof NotFoundError)) throw error;
  }
  // #endregion stop
};
// #endregion subscriptions
// #endregion subscriptionsWithImports

// #region signature
/** Example Tracker signs each delivery: `X-Tracker-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. */
export function hasValidSignature(payload: string, headers: Record<string, string>, secret: string | undefined): boolean {
  // #region signatureCompare
  const received = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-tracker-signature')?.[1];
  if (!received || !secret) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
  const [given, wanted] = [Buffer.from(received), Buffer.from(expected)];
  return given.length === wanted.length && timingSafeEqual(given, wanted);
  // #endregion signatureCompare
}
// #endregion signature

// #region parse
export const parseWebhooks: ParseWebhooksHandler = async (ctx) => {
  const { payload, headers } = ctx.body;
  // #region verify
  if (!hasValidSignature(payload, headers, ctx.secrets.WEBHOOK_SIGNING_SECRET)) {
    throw new UnauthorizedError('Invalid Example Tracker webhook signature');
  }
  // #endregion verify
  const event = JSON.parse(payload) as TrackerEvent | TrackerUrlVerification;
  if (event.type === 'url_verification') return []; // answered by acknowledgeWebhooks, nothing changed
  // Subtasks are not in this graph (a project's tasks are its top-level ones): nothing a flow reads changed.
  if (event.task.parent_id) return [];

  // #region paths
  // #region taskPath
  // A deleted task is returned too: its GET answers 404 and the platform treats it as deleted.
  return [
    {
      itemPath: `/tasks/${event.task.id}`,
      // #endregion taskPath
      date: event.occurred_at,
      impactedRelations: [{ name: 'tasks', path: `/projects/${event.task.project_id}/tasks` }],
    },
  ];
  // #endregion paths
};
// #endregion parse

// #region acknowledge
/** Example Tracker verifies a new webhook URL by sending a challenge it expects back as plain text. */
export const acknowledgeWebhooks: AcknowledgeWebhooksHandler = async (ctx) => {
  // The handshake is signed like every delivery: an unsigned one must not make the receiver echo anything.
  if (!hasValidSignature(ctx.body.payload, ctx.body.headers, ctx.secrets.WEBHOOK_SIGNING_SECRET)) {
    throw new UnauthorizedError('Invalid Example Tracker webhook signature');
  }
  // #region acknowledgeChallenge
  const event = JSON.parse(ctx.body.payload) as TrackerEvent | TrackerUrlVerification;
  if (event.type === 'url_verification') {
    return { status: 200, headers: { 'Content-Type': 'text/plain' }, body: event.challenge };
  }
  // #endregion acknowledgeChallenge
  return { status: 200 };
};
// #endregion acknowledge

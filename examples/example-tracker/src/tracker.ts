/**
 * The Example Tracker API, the fictional provider every page of the docs talks to. This file is the
 * one definition of it: base URL, list pages, records and webhook events.
 */

// #region api
/** Every endpoint lives under this URL and takes `Authorization: Bearer <token>`. */
export const TRACKER_API_URL = 'https://api.tracker.example/v2';

/** One page of a list endpoint. Lists take `limit` (1–100), `cursor` and `updated_since`. */
export interface TrackerPage<T> {
  data: T[];
  next_cursor: string | null;
}

/** `GET /me`: the user behind the token and the organization they belong to. */
export interface TrackerMe {
  id: string;
  name: string;
  email: string | null;
  organization_id: string;
}

/** Workspaces, projects and users share these properties. */
export interface TrackerRecord {
  id: string;
  name: string;
  updated_at: string;
}

export interface TrackerUser extends TrackerRecord {
  email: string;
}

export type TrackerTaskState = 'todo' | 'in_progress' | 'done';

export interface TrackerTask {
  id: string;
  project_id: string;
  parent_id: string | null;
  title: string;
  state: TrackerTaskState;
  assignee_id: string | null;
  label_ids: string[];
  due_on: string | null; // midnight UTC, e.g. 2025-03-14T00:00:00Z
  description_html: string;
  created_at: string;
  updated_at: string;
  web_url: string;
}
// #endregion api

// #region webhooks
export type TrackerEventType = 'task.created' | 'task.updated' | 'task.deleted';

/** A webhook delivery's body, signed in `X-Tracker-Signature: sha256=<hex HMAC-SHA256 of the body>`. */
export interface TrackerEvent {
  id: string;
  type: TrackerEventType;
  occurred_at: string;
  task: { id: string; project_id: string };
}

/** Sent once when a webhook is created; the answer must echo `challenge` as plain text. */
export interface TrackerUrlVerification {
  type: 'url_verification';
  challenge: string;
}

/** `POST /webhooks` creates one, `GET /webhooks?project_id=` lists them, `DELETE /webhooks/{id}` removes one. */
export interface TrackerWebhook {
  id: string;
  url: string;
  project_id: string;
  events: TrackerEventType[];
}
// #endregion webhooks

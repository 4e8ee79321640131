/**
 * The Example Tracker API, the fictional provider every page of the docs talks to. This file is the
 * one definition of it: base URL, endpoints, list pages, records, webhook events, errors and limits.
 * The Example Tracker page of the docs describes the same API, and a content check compares the two.
 *
 * Endpoints the tutorial's connector calls:
 * - `GET /me`
 * - `GET /workspaces`, `GET /workspaces/{id}`, `GET /workspaces/{id}/projects`
 * - `GET /projects/{id}`, `GET /projects/{id}/tasks`, `POST /projects/{id}/tasks`
 * - `GET /tasks/{id}`, `PATCH /tasks/{id}`, `DELETE /tasks/{id}`
 * - `GET /users`, `GET /users/{id}`
 * - `GET /webhooks`, `POST /webhooks`, `DELETE /webhooks/{id}`
 * Lists also filter by record: `GET /projects/{id}/tasks` by `state` (comma-separated values), `GET /webhooks` by `project_id`.
 */

// #region api
// #region baseUrl
/** Every endpoint lives under this URL and takes `Authorization: Bearer <token>`. */
export const TRACKER_API_URL = 'https://api.tracker.example/v2';
// #endregion baseUrl

/** One page of a list endpoint. Lists take `limit` (1–100), `cursor` and `updated_since` (inclusive). */
export interface TrackerPage<T> {
  data: T[];
  next_cursor: string | null;
}

// #region me
/** `GET /me`: the user behind the token and the organization they belong to. */
export interface TrackerMe {
  id: string;
  name: string;
  email: string | null;
  organization_id: string;
}
// #endregion me

/** Workspaces, projects and users share these properties. Timestamps are ISO 8601 in UTC; `updated_at` changes with every change. */
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
  /** `parent_id` names the parent of a subtask, `null` for a top-level task. */
  task: { id: string; project_id: string; parent_id: string | null };
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

// #region recipes
/*
 * What only the recipes use; the tutorial's connector calls none of it.
 * - Subtasks are tasks whose `parent_id` names their parent, at any depth. `GET /tasks/{id}/subtasks` lists
 *   a task's direct children (a list, also filtered by `state`); `POST /tasks/{id}/subtasks` creates one
 *   with the body of `POST /projects/{id}/tasks`. `GET /projects/{id}/tasks` lists top-level tasks only.
 * - Labels are organization-wide `TrackerRecord`s: `GET /labels` (a list), `GET /labels/{id}`. A task names
 *   its labels in `label_ids`; `PATCH /tasks/{id}` accepts `label_ids`, which replaces the whole list.
 */

// #region versionHeader
/**
 * Optional on every request: `Tracker-Version: YYYY-MM` (`2025-01`, or `2025-03-beta` for a beta) asks for
 * that version of the API. Without it, Example Tracker answers with its current stable version.
 */
export const TRACKER_VERSION_HEADER = 'Tracker-Version';
// #endregion versionHeader

// #region errors
/**
 * The body of every error answer, snake_case like the rest of the API. `error` is one of:
 * - `unauthorized` (401): the token is missing, expired or revoked;
 * - `forbidden` (403): the user, or the token's scopes, do not allow the call;
 * - `quota_exceeded` (403): the organization's daily quota is spent, with the wait in `retry_after` only;
 * - `not_found` (404): no such record, or one this user cannot see;
 * - `payload_too_large` (413): an attachment over 25 MB;
 * - `validation_failed` (422): the values were refused, and `message` says which;
 * - `rate_limited` (429): over 10 requests per second per organization (bursts of 20), with the wait
 *   in the `Retry-After` header and in `retry_after`;
 * - `unavailable` (503): maintenance or an outage.
 */
export interface TrackerError {
  error: string;
  /** For people; do not parse it. */
  message: string;
  /** Seconds to wait before trying again. */
  retry_after?: number;
}
// #endregion errors

// #region comments
/**
 * A comment on a task. `GET /tasks/{id}/comments` lists a task's comments oldest first (a list),
 * `POST /tasks/{id}/comments { body }` adds one and answers it with `201`, and `GET /comments/{id}` reads
 * one: comment ids are unique within the organization.
 */
export interface TrackerComment {
  id: string;
  task_id: string;
  author_id: string;
  body: string; // Markdown
  created_at: string;
  updated_at: string;
}
// #endregion comments

// #region customFields
/** One custom field of a project, from `GET /projects/{id}/fields` (a list). */
export interface TrackerField {
  id: string; // stable, e.g. cf_12
  name: string; // what users see; renamed at will
  /** text, long_text, number, checkbox, date, url, single_select, multi_select, user or money; more may come. */
  type: string;
  /** The choices of a single_select or multi_select field. */
  options?: Array<{ id: string; name: string; color?: string }>;
  /** A removed field is archived first: still listed, no longer offered in Example Tracker. */
  archived: boolean;
}

/** A custom value: text, number, checkbox, date (`YYYY-MM-DD`), url, option id(s), user id or money. */
export type TrackerFieldValue = string | number | boolean | string[] | { amount: number; currency: string } | null;

/** Every task also carries `custom_fields`, its custom values keyed by field id (`{}` in a project without any). */
export interface TrackerTaskWithCustomFields extends TrackerTask {
  custom_fields: Record<string, TrackerFieldValue>;
}
// #endregion customFields

// #region attachments
/**
 * `POST /tasks/{id}/attachments` takes a `multipart/form-data` body with one `file` part of at most 25 MB
 * (a larger one answers `413`) and answers `201` with the attachment.
 */
export interface TrackerAttachment {
  id: string;
  task_id: string;
  name: string;
  mime_type: string;
  size: number; // bytes
  created_at: string;
}
// #endregion attachments
// #endregion recipes

import React from 'react';
import { hydrationPending } from './hydrate';

/** Each part's turn: one task after the part before it, in the order the parts first rendered. */
const turns = new Map<string, { turn: Promise<void>; done: boolean }>();
let lastTurn = Promise.resolve();

function turnOf(name: string) {
  const known = turns.get(name);
  if (known) return known;
  const turn = lastTurn.then(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)));
  const entry = { turn, done: false };
  void turn.then(() => (entry.done = true));
  turns.set(name, entry);
  lastTurn = turn;
  return entry;
}

/** True inside a part hydrating in its turn: a part inside it gets a turn of its own. */
const InTurn = React.createContext(false);

function Turn({ name, children }: { name: string; children: React.ReactElement }) {
  const entry = React.useContext(InTurn) || hydrationPending() ? turnOf(name) : turns.get(name);
  if (entry && !entry.done) throw entry.turn;
  // Its turn is spent: a later page's part of that name is made in the browser and renders at once.
  if (entry) turns.delete(name);
  return <InTurn.Provider value={Boolean(entry)}>{children}</InTurn.Provider>;
}

/**
 * Hydrates `children` in a task of its own, after the rest of the page: a renderer that hydrates a
 * page in one task (Preact) then leaves no long task, and the server's HTML stays meanwhile. Only
 * while the page hydrates; a page made in the browser renders at once. `children` must be one
 * element that renders one DOM element: Preact keeps a single DOM node of a suspended part.
 */
export function HydrateApart({ name, children }: { name: string; children: React.ReactElement }) {
  return (
    <React.Suspense fallback={null}>
      <Turn name={name}>{children}</Turn>
    </React.Suspense>
  );
}

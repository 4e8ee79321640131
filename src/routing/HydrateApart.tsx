import React from 'react';
import { hydrationPending } from './hydrate';

/** Each part's turn: one task after the part before it, in the order the parts first rendered. */
const turns = new Map<string, { turn: Promise<void>; done: boolean; rendered: boolean }>();
let lastTurn = Promise.resolve();

function turnOf(name: string) {
  const known = turns.get(name);
  if (known) return known;
  const turn = lastTurn.then(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)));
  const entry = { turn, done: false, rendered: false };
  void turn.then(() => (entry.done = true));
  turns.set(name, entry);
  lastTurn = turn;
  return entry;
}

const ServerMade = React.createContext(false);

/** Whether the component rendering now is the server's HTML coming alive, in its first render or in a part's turn. */
export function useMadeByServer(): boolean {
  return React.useContext(ServerMade) || hydrationPending();
}

function Turn({ name, children }: { name: string; children: React.ReactElement }) {
  // A part inside a part gets a turn of its own when the outer one hydrates.
  const entry = useMadeByServer() ? turnOf(name) : turns.get(name);
  // Once the part has hydrated, a later page's part of that name is made in the browser. (Preact
  // runs the effects of a render that suspended too: those find the part not rendered yet.)
  React.useEffect(() => {
    if (turns.get(name)?.rendered) turns.delete(name);
  });
  if (entry && !entry.done) throw entry.turn;
  if (entry) entry.rendered = true;
  return <ServerMade.Provider value={Boolean(entry)}>{children}</ServerMade.Provider>;
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

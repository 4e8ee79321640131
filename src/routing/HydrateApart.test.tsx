import React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateInTransition, markHydrated } from './hydrate';
import { HydrateApart } from './HydrateApart';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function Mark({ name, seen }: { name: string; seen: string[] }) {
  React.useEffect(() => void seen.push(name), [name, seen]);
  return <p id={name}>{name}</p>;
}

it("hydrates each part after the page, keeping the server's HTML and without a hydration error", async () => {
  const errors = vi.spyOn(console, 'error');
  const seen: string[] = [];
  const page = (
    <div>
      <Mark name="page" seen={seen} />
      <HydrateApart name="first">
        <Mark name="first" seen={seen} />
      </HydrateApart>
      <HydrateApart name="second">
        <Mark name="second" seen={seen} />
      </HydrateApart>
    </div>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const html = container.innerHTML;
  const unmount = hydrateInTransition(page, container);
  await vi.waitFor(() => expect(seen).toContain('page'));
  markHydrated();
  // The turns end in order, but React schedules the retries of suspended parts: on a loaded machine
  // the two parts' effects ran in either order. What is ours to hold: every part after the page.
  await vi.waitFor(() => expect([...seen].sort()).toEqual(['first', 'page', 'second']));
  expect(seen[0]).toBe('page');
  expect(container.innerHTML).toBe(html);
  expect(errors).not.toHaveBeenCalled();
  unmount();
});

it('renders a part at once on a page made in the browser, once the first page has hydrated', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  markHydrated();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <HydrateApart name="first">
        <p>made in the browser</p>
      </HydrateApart>,
    ),
  );
  expect(container.textContent).toBe('made in the browser');
  act(() => root.unmount());
});

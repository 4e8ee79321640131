// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { AnnouncementBar } from '.';

const config = (id: string, content: string) => ({ id, content, backgroundColor: '#fff', textColor: '#000', isCloseable: true });

beforeEach(() => localStorage.clear());

it('renders nothing when no announcement is configured', () => {
  const { container } = render(<AnnouncementBar config={null} />);
  expect(container).toBeEmptyDOMElement();
});

it('closes on click, stays closed on the next visit, and comes back when the id changes', async () => {
  const first = render(<AnnouncementBar config={config('cli-v2', 'New CLI')} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
  expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
  first.unmount();
  const { rerender } = render(<AnnouncementBar config={config('cli-v2', 'New CLI')} />);
  expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  rerender(<AnnouncementBar config={config('cli-v3', 'Newer CLI')} />);
  expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Newer CLI');
  expect(localStorage.getItem('docusaurus.announcement.id')).toBe('cli-v3');
});

import { copyText } from '../../lib/copyText';

/** Fetches a page's Markdown twin and puts it on the clipboard; loaded at the first "Copy page". */
export async function copyPage(twinUrl: string): Promise<void> {
  const response = await fetch(twinUrl);
  if (!response.ok) throw new Error(`${twinUrl} answered ${response.status}`);
  await copyText(await response.text());
}

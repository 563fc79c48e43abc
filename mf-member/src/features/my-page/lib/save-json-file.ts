// Hands JSON to the browser as a file download. The data comes through the API client (the call
// needs the token in its header, which a plain link cannot send), so the file is made here.

/** hiroba-data-12-20260105.json: whose data, and the day in Japan it was taken. */
export function exportFileName(userId: number, now = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(now).replace(/-/g, '');
  return `hiroba-data-${userId}-${day}.json`;
}

export function saveJsonFile(name: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next moment; the memory can go then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands the browser a file to save (the month's CSV): a link to a blob, clicked, then let go. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; the address is no longer needed once this task is over
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// Hands the browser a file to save (an exported layout): a link to the text, clicked once.
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

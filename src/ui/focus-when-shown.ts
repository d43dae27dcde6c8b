// Focuses the element `selector` finds as soon as it is in the page (a panel that is still
// loading its chunk), giving up after a moment.
export function focusWhenShown(selector: string, withinMs = 3000): void {
  const until = performance.now() + withinMs;
  const attempt = () => {
    const el = document.querySelector<HTMLElement>(selector);
    if (el) el.focus();
    else if (performance.now() < until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

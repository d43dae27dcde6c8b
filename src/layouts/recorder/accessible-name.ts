// The role and accessible name of a control, as Playwright's getByRole finds it: a small routine
// for the ways this product names its controls (an explicit role or the element's own, then
// aria-labelledby, aria-label, a <label>, the text inside, the title), which is what QA sees
// in the accessibility tree. Not the whole accname specification: no CSS-generated content, no
// embedded-control values; a control named another way is read by its text.
const IMPLICIT_ROLES: Record<string, string> = {
  BUTTON: 'button',
  SELECT: 'combobox',
  TEXTAREA: 'textbox',
  SUMMARY: 'button',
  H1: 'heading',
  H2: 'heading',
  H3: 'heading',
};

const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
};

/** Roles a user works (clicks, types into, picks from). */
const WIDGET_ROLES = new Set([
  'button',
  'link',
  'tab',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'checkbox',
  'radio',
  'switch',
  'option',
  'combobox',
  'textbox',
  'searchbox',
  'spinbutton',
  'slider',
]);

export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit === 'none' || explicit === 'presentation' ? null : explicit;
  if (el.tagName === 'A') return el.hasAttribute('href') ? 'link' : null;
  if (el.tagName === 'INPUT') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'hidden') return null;
    if (el.hasAttribute('list')) return 'combobox';
    return INPUT_ROLES[type] ?? 'textbox';
  }
  return IMPLICIT_ROLES[el.tagName] ?? null;
}

function isHiddenFromTree(el: Element): boolean {
  return el.closest('[aria-hidden="true"]') !== null;
}

function textOf(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  if (el.getAttribute('aria-hidden') === 'true') return '';
  const label = el.getAttribute('aria-label')?.trim();
  if (label && el.parentElement) return label;
  let out = '';
  for (const child of el.childNodes) out += textOf(child);
  return out;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

export function accessibleName(el: Element): string {
  const doc = el.ownerDocument;
  const by = el.getAttribute('aria-labelledby');
  if (by) {
    const named = by
      .split(/\s+/)
      .map((id) => doc.getElementById(id))
      .filter((n): n is HTMLElement => n !== null)
      .map((n) => textOf(n));
    if (named.length > 0) return squash(named.join(' '));
  }
  const label = el.getAttribute('aria-label');
  if (label?.trim()) return squash(label);
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    const labels = el.labels ? [...el.labels].map((l) => textOf(l)) : [];
    if (labels.length > 0) return squash(labels.join(' '));
    const alt = el.getAttribute('title') ?? el.getAttribute('placeholder');
    if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return squash(el.value || alt || '');
    return squash(alt ?? '');
  }
  const text = squash(textOf(el));
  return text || squash(el.getAttribute('title') ?? '');
}

/** The control a user event landed on: the nearest element (itself or above) with a working role. */
export function controlOf(target: EventTarget | null): Element | null {
  let el = target instanceof Element ? target : null;
  while (el) {
    const role = roleOf(el);
    if (role && WIDGET_ROLES.has(role)) return el;
    el = el.parentElement;
  }
  return null;
}

function isShown(el: Element): boolean {
  return !isHiddenFromTree(el) && (el as HTMLElement).getClientRects().length > 0;
}

/** Every shown control of `role` named `name` inside `within`, in document order. */
export function controlsNamed(within: ParentNode, role: string, name: string): Element[] {
  return [...within.querySelectorAll('*')].filter((el) => roleOf(el) === role && isShown(el) && accessibleName(el) === name);
}

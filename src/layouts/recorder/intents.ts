// The UI intent behind a change: the control a user event landed on, as QA finds it (role,
// accessible name, and where: a named menu, dialog or toolbar, a widget's panel, the panel that
// holds a tab), read from the page at the moment of the event.
import { accessibleName, controlOf, controlsNamed, roleOf } from './accessible-name';
import type { Intent, IntentScope, IntentTarget } from './flow';

const CONTAINER_ROLES = new Set(['dialog', 'menu', 'listbox', 'toolbar', 'tablist']);

/** Which of the matches `el` is, or undefined when it is the only one. */
function nthOf(matches: Element[], el: Element): number | undefined {
  if (matches.length <= 1) return undefined;
  const i = matches.indexOf(el);
  return i < 0 ? undefined : i;
}

function scopeOf(el: Element): { scope?: IntentScope; root: ParentNode } {
  const doc = el.ownerDocument;
  for (let p = el.parentElement; p; p = p.parentElement) {
    const role = roleOf(p);
    const name = role ? accessibleName(p) : '';
    if (role && CONTAINER_ROLES.has(role) && role !== 'tablist' && name) {
      const nth = nthOf(controlsNamed(doc, role, name), p);
      return { scope: { kind: 'container', role, name, ...(nth === undefined ? {} : { nth }) }, root: p };
    }
    const key = p.getAttribute('data-widget-key');
    if (key) {
      const type = key.split('/')[1] ?? '';
      const all = [...doc.querySelectorAll(`[data-widget-key^="widget/${type}/"]`)];
      const nth = nthOf(all, p);
      return { scope: { kind: 'widget', role: 'panel', name: type, ...(nth === undefined ? {} : { nth }) }, root: p };
    }
    if (p.classList.contains('flexlayout__tabset') || p.classList.contains('flexlayout__tabset_tabbar_outer')) {
      const tabset = p.closest('.flexlayout__tabset') ?? p;
      const tab = tabset.querySelector('[role="tab"]');
      if (tab && tab !== el) {
        const name = accessibleName(tab);
        const nth = nthOf(controlsNamed(doc, 'tab', name), tab);
        return { scope: { kind: 'tabset', role: 'tab', name, ...(nth === undefined ? {} : { nth }) }, root: tabset };
      }
    }
  }
  return { root: doc };
}

/** The control as QA finds it, or null when the event landed on nothing with a name. */
export function targetOf(control: Element): IntentTarget | null {
  const role = roleOf(control);
  const name = accessibleName(control);
  if (!role || !name) return null;
  // A tab is found by its name across the page; anything else inside its nearest named place.
  const { scope, root } = role === 'tab' ? { scope: undefined, root: control.ownerDocument } : scopeOf(control);
  const nth = nthOf(controlsNamed(root, role, name), control);
  return { role, name, ...(nth === undefined ? {} : { nth }), ...(scope ? { scope } : {}) };
}

/** A click: on a control, or on a tab's close button (closed by the tab's own key, Ctrl+Delete,
 *  since the button itself is hidden from the accessibility tree). */
export function clickIntent(target: EventTarget | null): Intent | null {
  const closing = target instanceof Element ? target.closest('[data-layout-path$="/button/close"]') : null;
  const control = controlOf(target);
  if (!control) return null;
  const where = targetOf(control);
  if (!where) return null;
  if (closing && where.role === 'tab') return { type: 'press', key: 'Control+Delete', ...where };
  return { type: 'click', ...where };
}

const NAMED_KEYS = new Set([
  'Enter',
  'Escape',
  'Delete',
  'Backspace',
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'F2',
]);

function isTyping(el: Element | null): boolean {
  return Boolean(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || (el as HTMLElement).isContentEditable));
}

/** A key that does something (a shortcut, Enter, Escape…), as Playwright names it; typing into a
 *  field is not one (the field's value is kept as a fill). */
export function keyIntent(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): Intent | null {
  if (['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) return null;
  const el = e.target instanceof Element ? e.target : null;
  const chord = e.ctrlKey || e.metaKey || e.altKey;
  if (!chord && !NAMED_KEYS.has(e.key) && isTyping(el)) return null;
  if (!chord && !NAMED_KEYS.has(e.key) && e.key.length !== 1) return null;
  const mods = [e.ctrlKey && 'Control', e.metaKey && 'Meta', e.altKey && 'Alt', e.shiftKey && e.key.length > 1 && 'Shift'].filter(Boolean);
  const key = [...mods, e.key.length === 1 && chord ? e.key.toLowerCase() : e.key].join('+');
  const control = el && el !== el.ownerDocument.body ? controlOf(el) : null;
  const where = control ? targetOf(control) : null;
  return { type: 'press', key, ...(where ?? {}) };
}

/** A field's value as typed or picked (a select by its option's text). */
export function valueIntent(target: EventTarget | null): Intent | null {
  const control = controlOf(target);
  if (!control) return null;
  const where = targetOf(control);
  if (!where) return null;
  if (control instanceof HTMLSelectElement) {
    const option = control.selectedOptions[0];
    return { type: 'select', value: option ? (option.label || option.text).trim() : control.value, ...where };
  }
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    if (['checkbox', 'radio', 'button', 'submit', 'file'].includes(control.type)) return null;
    return { type: 'fill', value: control.value, ...where };
  }
  return null;
}

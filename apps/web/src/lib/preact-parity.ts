/**
 * Two things React does that Preact's compatibility layer leaves out, restored for the customer app, which runs on
 * Preact (decision 030). The entry (main.tsx) imports this once; in development and in the unit tests the app runs
 * on React and this hook is never called.
 *
 * - `autoFocus`: React focuses the element when it mounts (the OTP field after "Send OTP", a dialog's first
 *   action); Preact only writes the attribute, which a browser honours once per page load.
 * - Controlled text fields: when a change handler refuses a character (digits only), the state does not change and
 *   React puts the field back to its value; Preact does not render, and the refused character stays on screen.
 */
import { options, type VNode } from 'preact';

type Field = HTMLInputElement | HTMLTextAreaElement;

const focused = new WeakSet<Element>();
/** Each controlled field's value as of its latest render. */
const renderedValue = new WeakMap<Field, string>();

function isControlledField(type: string, props: Record<string, unknown>): boolean {
  return (
    (type === 'textarea' || (type === 'input' && props.type !== 'number')) &&
    (typeof props.value === 'string' || typeof props.value === 'number')
  );
}

/** After a change handler (and the render it caused, a microtask before), the field shows its rendered value. */
function restoringAfter(handler: (event: Event) => unknown): (event: Event) => unknown {
  return (event) => {
    const result = handler(event);
    const field = event.currentTarget as Field | null;
    queueMicrotask(() => {
      const value = field ? renderedValue.get(field) : undefined;
      if (field && value !== undefined && field.value !== value) field.value = value;
    });
    return result;
  };
}

const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    if (isControlledField(vnode.type, props)) {
      for (const name of ['onChange', 'onInput']) {
        const handler = props[name];
        if (typeof handler === 'function') props[name] = restoringAfter(handler as (event: Event) => unknown);
      }
    }
  }
  previousVnode?.(vnode);
};

/** A vnode as Preact keeps it: `__e` is the element it rendered (the stable mangled name its own tools read). */
type RenderedVNode = VNode & { __e?: Element | null };

const previousDiffed = options.diffed;
options.diffed = (vnode: RenderedVNode) => {
  const element = vnode.__e;
  if (typeof vnode.type === 'string' && element) {
    const props = vnode.props as Record<string, unknown>;
    if (isControlledField(vnode.type, props)) renderedValue.set(element as Field, String(props.value));
    if (props.autoFocus === true && !focused.has(element)) {
      focused.add(element);
      // Once the render has put it in the page.
      queueMicrotask(() => (element as HTMLElement).focus());
    }
  }
  previousDiffed?.(vnode);
};
